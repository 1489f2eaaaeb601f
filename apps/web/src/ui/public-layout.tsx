import { Box, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { SkipLink } from "./skip-link";

/** Pages outside the signed-in shell: sign-in, legal texts, system pages. */
export function PublicLayout({ children, size = "sm" }: { children: ReactNode; size?: "sm" | "md" | "lg" }) {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }} bg="var(--wg-page-bg)">
      <SkipLink />
      <Container component="main" id="main" tabIndex={-1} size={size} py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
