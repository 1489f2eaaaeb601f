import { createTheme, type MantineColorsTuple } from "@mantine/core";

/**
 * Wellguard's palette and type scale, defined once (docs/design.md "Identity"); pages use Mantine's props and the
 * `--mantine-*` variables these produce, never their own sizes or colours.
 */

/**
 * The brand blue. Shade 8 (#1a64ad) is the primary and the link colour: white text on it is 6.0:1, it is 6.0:1 on
 * white, and 3.5:1 against black body text, so a link inside a sentence is told apart without an underline
 * (axe's link-in-text-block; #155a9e was 2.99:1).
 */
const brand: MantineColorsTuple = [
  "#eaf2fb",
  "#d4e4f5",
  "#a8c8ea",
  "#78a9de",
  "#5190d4",
  "#3881cf",
  "#2978cd",
  "#1f6ebf",
  "#1a64ad",
  "#0e4a84",
];

/** The warm accent of the wellbeing side (the heart of the employee cards). */
const warm: MantineColorsTuple = [
  "#fff4e6",
  "#ffe8cc",
  "#ffd09b",
  "#ffb565",
  "#ff9f38",
  "#ff911b",
  "#ff8a0b",
  "#e37700",
  "#b35d00",
  "#8a4700",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 8,
  colors: { brand, warm },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif",
  defaultRadius: "md",
  fontSizes: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.25rem" },
  headings: {
    fontWeight: "700",
    sizes: {
      h1: { fontSize: "1.75rem", lineHeight: "1.25" },
      h2: { fontSize: "1.375rem", lineHeight: "1.3" },
      h3: { fontSize: "1.125rem", lineHeight: "1.35" },
      h4: { fontSize: "1rem", lineHeight: "1.4" },
      h5: { fontSize: "0.9375rem", lineHeight: "1.4" },
      h6: { fontSize: "0.875rem", lineHeight: "1.4" },
    },
  },
});
