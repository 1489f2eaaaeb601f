import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { logout } from "@/features/auth/session";
import { isApiError } from "@/lib/api-client";
import { httpReaction } from "@/lib/http-reaction";
import { navigateTo } from "@/lib/navigation";
import { queryClient, setRequestErrorHandler } from "@/lib/query-client";
import { getToken } from "@/lib/storage";
import { href } from "./paths";
import { theme } from "./theme";

const cssVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c92a2a", "--mantine-color-dimmed": "#495057" },
  dark: {},
});

/** HTTP reactions of spec §4, applied once for every query and mutation. */
setRequestErrorHandler((error, meta, kind) => {
  const reaction = httpReaction(error, {
    signedIn: getToken() !== null,
    isLogin: meta.isLogin === true,
    isPageLoad: kind === "query" && meta.background !== true && meta.handlesNotFound !== true,
    isBackground: meta.background === true,
  });
  if (reaction === "logout")
    void logout(isApiError(error) && error.status === 401 ? "sessionExpired" : undefined);
  else if (reaction === "maintenance") navigateTo(href("Maintenance"), { replace: true });
  else if (reaction === "notFound") navigateTo(href("NotFound"), { replace: true });
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
