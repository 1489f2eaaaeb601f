/** Status text colours on white, the form messages' shades (Mantine's badge shades fall below 4.5:1 here). */
export const TONE_COLOURS = {
  error: "#8a1c1c",
  success: "#1b5e20",
  warning: "#5c3300",
  muted: "var(--wg-text-muted)",
} as const;
