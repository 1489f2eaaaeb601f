import type { ReactNode } from "react";

const TONES = {
  error: { color: "#8a1c1c", background: "#fff0f0", border: "#c92a2a" },
  success: { color: "#1b5e20", background: "#effaf0", border: "#2b8a3e" },
  info: { color: "#123e66", background: "#eef5fc", border: "var(--mantine-color-brand-8)" },
  warning: { color: "#5c3300", background: "#fff6e5", border: "#d9480f" },
} as const;

/** A message tied to a form: fields point at it with aria-describedby; role=alert announces errors. */
export function FormMessage({
  id,
  tone,
  children,
  testId,
}: {
  id: string;
  tone: keyof typeof TONES;
  children: ReactNode;
  testId?: string;
}) {
  const c = TONES[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId ?? `message-${tone}`}
      style={{
        color: c.color,
        background: c.background,
        borderLeft: `4px solid ${c.border}`,
        borderRadius: 4,
        padding: "0.75rem 1rem",
      }}
    >
      {children}
    </div>
  );
}
