import type { CardImage as CardImageName } from "@wellguard/contract";
import type { ReactNode } from "react";

/*
 * The eight interaction card images of spec §2, drawn here as small inline SVG illustrations (no image
 * requests, a few hundred bytes each). Decorative: the card's title says what the survey is.
 */
const INK = "#1c3d5a";
const FILL = "#d6e6f5";
const ACCENT = "#f08c00";

const DRAWINGS: Record<CardImageName, ReactNode> = {
  server: (
    <>
      <rect x="14" y="10" width="36" height="13" rx="3" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <rect x="14" y="26" width="36" height="13" rx="3" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <rect x="14" y="42" width="36" height="13" rx="3" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <circle cx="21" cy="16.5" r="2" fill={ACCENT} />
      <circle cx="21" cy="32.5" r="2" fill={ACCENT} />
      <circle cx="21" cy="48.5" r="2" fill={ACCENT} />
      <path d="M30 16.5h14M30 32.5h14M30 48.5h14" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  fingerprint: (
    <g fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round">
      <circle cx="32" cy="32" r="24" fill={FILL} stroke="none" />
      <path d="M20 26a13 13 0 0 1 24 0" />
      <path d="M18 36c0-9 6-15 14-15s14 6 14 15" />
      <path d="M24 46c-1-3-1-6-1-10a9 9 0 0 1 18 0c0 4 0 7-1 10" />
      <path d="M32 32v8c0 4 1 7 3 10" stroke={ACCENT} />
      <path d="M28 48c-1-3-1-7-1-12a5 5 0 0 1 10 0v2" />
    </g>
  ),
  position: (
    <>
      <circle cx="32" cy="32" r="24" fill={FILL} />
      <path
        d="M32 12c-8 0-14 6-14 14 0 10 14 26 14 26s14-16 14-26c0-8-6-14-14-14z"
        fill="#fff"
        stroke={INK}
        strokeWidth="2.5"
      />
      <circle cx="32" cy="26" r="5" fill={ACCENT} />
    </>
  ),
  "mail-locked": (
    <>
      <rect x="8" y="16" width="40" height="28" rx="3" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <path d="M8 19l20 14 20-14" fill="none" stroke={INK} strokeWidth="2.5" />
      <rect x="38" y="38" width="18" height="14" rx="2" fill={ACCENT} stroke={INK} strokeWidth="2" />
      <path d="M42 38v-4a5 5 0 0 1 10 0v4" fill="none" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  fire: (
    <>
      <circle cx="32" cy="32" r="24" fill={FILL} />
      <path
        d="M32 8c2 10 14 14 14 28a14 14 0 0 1-28 0c0-7 4-11 7-14 0 5 2 8 5 9-2-8 0-16 2-23z"
        fill={ACCENT}
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 50a6 6 0 0 1-6-6c0-4 3-6 5-9 1 4 7 5 7 9a6 6 0 0 1-6 6z" fill="#ffd43b" />
    </>
  ),
  "home-heart": (
    <>
      <path d="M10 30L32 12l22 18v24H10z" fill={FILL} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M32 47s-10-6-10-12a5 5 0 0 1 10-2 5 5 0 0 1 10 2c0 6-10 12-10 12z"
        fill={ACCENT}
        stroke={INK}
        strokeWidth="2"
      />
    </>
  ),
  "shield-protected": (
    <>
      <path
        d="M32 8l20 8v14c0 13-9 22-20 26-11-4-20-13-20-26V16z"
        fill={FILL}
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M23 32l6 6 12-13" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  companies: (
    <>
      <rect x="8" y="22" width="22" height="32" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <rect x="30" y="10" width="26" height="44" fill="#fff" stroke={INK} strokeWidth="2.5" />
      <path
        d="M14 30h4M22 30h2M14 38h4M22 38h2M36 18h4M46 18h4M36 26h4M46 26h4M36 34h4M46 34h4"
        stroke={INK}
        strokeWidth="2.5"
      />
      <rect x="39" y="42" width="8" height="12" fill={ACCENT} />
    </>
  ),
};

export function CardImage({ name, size = 56 }: { name: CardImageName; size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-image={name}
      data-testid={`card-image-${name}`}
    >
      {DRAWINGS[name]}
    </svg>
  );
}
