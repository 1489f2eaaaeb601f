import type { ReactNode } from "react";

/** The glyph of each ACHIEVEMENTS icon key, drawn on a 24×24 grid with the current colour. */
const GLYPHS: Record<string, ReactNode> = {
  wave: <path d="M4 9c2-2 4-2 6 0s4 2 6 0 4-2 4-2M4 15c2-2 4-2 6 0s4 2 6 0 4-2 4-2" />,
  check: <path d="M6 12.5l4 4 8-9" />,
  stack: <path d="M4 8l8-4 8 4-8 4zM4 12l8 4 8-4M4 16l8 4 8-4" />,
  shield: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />,
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  flame: (
    <path d="M12 3c.5 3 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5.5.5 1.5 1.2 2.5 2.5 3 .5-2.5-.5-5 0-7.5z" />
  ),
  bolt: <path d="M13 2L5 14h6l-1 8 8-12h-6z" />,
  book: <path d="M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h10" />,
  books: <path d="M4 5h4v15H4zM10 5h4v15h-4zM16 6l3.5-1 3 14-3.5 1z" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9 17h6" />,
  heart: <path d="M12 20s-7-4.4-8.5-9A4.6 4.6 0 0 1 12 7.5 4.6 4.6 0 0 1 20.5 11C19 15.6 12 20 12 20z" />,
  medal: (
    <path d="M8 3l4 6 4-6M12 21a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 13.5l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" />
  ),
  // A flag raised on a message: reporting a (simulated) phish.
  flag: <path d="M6 21V4M6 4h11l-2.5 4.5L17 13H6" />,
};

/** A round badge with the achievement's glyph; decorative (the title next to it says what it is). */
export function BadgeIcon({ icon, state }: { icon: string; state: "locked" | "unlocked" | "claimed" }) {
  const fill = state === "claimed" ? "#2b8a3e" : state === "unlocked" ? "#e67700" : "#868e96";
  return (
    <svg className="wg-badge-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={fill} />
      <g
        transform="translate(12 12)"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {GLYPHS[icon] ?? GLYPHS.star}
      </g>
    </svg>
  );
}
