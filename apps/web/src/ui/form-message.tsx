import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/** A message tied to a form: fields point at it with aria-describedby; role=alert announces it. */
export function FormMessage({
  id,
  tone,
  children,
  testId,
}: {
  id: string;
  tone: "error" | "success" | "info";
  children: ReactNode;
  testId?: string;
}) {
  const color = tone === "error" ? "red.9" : tone === "success" ? "green.9" : "blue.9";
  return (
    <Alert
      id={id}
      role={tone === "error" ? "alert" : "status"}
      color={color}
      variant="light"
      data-testid={testId ?? `message-${tone}`}
      styles={{ message: { color: "#1a1b1e" } }}
    >
      {children}
    </Alert>
  );
}
