/**
 * Wellguard's logo, drawn here (docs/design.md "Identity"): a shield, for the security side, holding a heart, for
 * the wellbeing side, with a check across it. One path set serves the favicon (public/favicon.svg), the sign-in
 * page and the header; `tone="light"` draws it on the brand colour.
 */
export function LogoMark({ size = 32, tone = "brand" }: { size?: number; tone?: "brand" | "light" }) {
  const shield = tone === "brand" ? "var(--mantine-color-brand-8)" : "#ffffff";
  const inner = tone === "brand" ? "#ffffff" : "var(--mantine-color-brand-8)";
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="wg-logo-mark"
    >
      <path d="M16 1.5 3.5 6.4v8.3c0 7.9 5.3 14 12.5 15.8 7.2-1.8 12.5-7.9 12.5-15.8V6.4z" fill={shield} />
      <path
        d="M16 24.2s-7.4-4.4-7.4-9.6c0-2.4 1.8-4.2 4-4.2 1.5 0 2.7.8 3.4 2 .7-1.2 1.9-2 3.4-2 2.2 0 4 1.8 4 4.2 0 5.2-7.4 9.6-7.4 9.6z"
        fill={inner}
      />
      <path
        d="m12.4 15.6 2.6 2.6 4.8-5.2"
        fill="none"
        stroke={shield}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the product's name, as one image with the name as its text alternative. */
export function Logo({ size = 32, tone = "brand" }: { size?: number; tone?: "brand" | "light" }) {
  return (
    <span className="wg-logo" data-tone={tone} data-testid="wellguard-logo">
      <LogoMark size={size} tone={tone} />
      <span className="wg-logo-name" style={{ fontSize: size * 0.7 }}>
        Wellguard
      </span>
    </span>
  );
}
