#!/usr/bin/env node
// Writes the 52 account avatars (apps/web/public/avatars/avatar-01.svg … avatar-52.svg).
// Deterministic: the same script always writes the same files, so the committed images can be regenerated
// and reviewed as a diff. Plain Node, no dependencies: `node scripts/generate-avatars.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const outDir = fileURLToPath(new URL("../apps/web/public/avatars/", import.meta.url));

const SKINS = ["#FCE3CF", "#F5C9A2", "#E3AA7A", "#C4875A", "#8E5A3C", "#5E3B28"];
const HAIR = [
  "#2A1A12",
  "#17161A",
  "#6B3F22",
  "#A8541E",
  "#E2BE6A",
  "#9C9C9C",
  "#E8E4DC",
  "#7A4FB5",
  "#2F7D8C",
  "#B8322A",
];
const BACKGROUNDS = ["#CDEAF5", "#FCE1D4", "#DDF2D1", "#E9DEF7", "#FFF1C1", "#D5E4FB", "#F9D7E5", "#D4F0EA"];
const SHIRTS = ["#3B6FD6", "#E4572E", "#2A9D8F", "#8E5BD6", "#F2A541", "#264653", "#D94F7B", "#4F9D4F"];
const STYLES = [
  "short",
  "long",
  "bun",
  "curly",
  "afro",
  "shaved",
  "ponytail",
  "headscarf",
  "quiff",
  "bob",
  "wavy",
  "beanie",
];
const EXTRAS = [
  "none",
  "roundGlasses",
  "beard",
  "earrings",
  "squareGlasses",
  "freckles",
  "headphones",
  "moustache",
];

/** Darkens or lightens a #RRGGBB colour by a factor (below 1 darker, above 1 lighter). */
function shade(hex, factor) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v) =>
    Math.max(0, Math.min(255, Math.round(factor > 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

// Hair drawn behind the head (long shapes) and in front of it (fringes, tops).
function hairBack(style, c) {
  switch (style) {
    case "long":
      return `<path d="M35 62C33 36 48 27 64 27s31 9 29 35l3 44c-10 6-54 6-64 0z" fill="${c}"/>`;
    case "afro":
      return `<circle cx="64" cy="54" r="36" fill="${c}"/>`;
    case "curly":
      return [
        [42, 44],
        [50, 34],
        [64, 30],
        [78, 34],
        [86, 44],
        [38, 58],
        [90, 58],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`)
        .join("");
    case "bob":
      return `<path d="M36 60c0-22 12-33 28-33s28 11 28 33v22H36z" fill="${c}"/>`;
    case "wavy":
      return `<path d="M36 58c0-22 12-31 28-31s28 9 28 31c2 10 6 18 2 28-8 4-14 0-18-6H52c-4 6-10 10-18 6-4-10 0-18 2-28z" fill="${c}"/>`;
    case "ponytail":
      return `<path d="M86 46c14 2 18 18 12 34-2 6-8 8-10 2 4-12 2-22-6-28z" fill="${c}"/>`;
    case "headscarf":
      return `<path d="M33 64c0-26 14-38 31-38s31 12 31 38l4 38c-14 6-56 6-70 0z" fill="${c}"/>`;
    default:
      return "";
  }
}

function hairFront(style, c) {
  switch (style) {
    case "short":
      return `<path d="M39 60c-2-20 10-31 25-31 16 0 28 10 25 31-3-10-10-15-18-15-8 4-22 4-32 15z" fill="${c}"/>`;
    case "long":
      return `<path d="M39 60c-1-20 10-30 25-30s26 10 25 30c-8-6-18-14-22-22-6 10-16 18-28 22z" fill="${c}"/>`;
    case "bun":
      return `<circle cx="64" cy="27" r="11" fill="${c}"/><path d="M39 58c-1-18 10-28 25-28s26 10 25 28c-6-8-14-13-25-13s-19 5-25 13z" fill="${c}"/>`;
    case "curly":
      return `<path d="M40 56c0-16 10-24 24-24s24 8 24 24c-6-6-14-9-24-9s-18 3-24 9z" fill="${c}"/>`;
    case "afro":
      return `<path d="M40 54c2-12 12-18 24-18s22 6 24 18c-8-4-16-6-24-6s-16 2-24 6z" fill="${shade(c, 0.85)}"/>`;
    case "shaved":
      return `<path d="M40 54c1-14 11-22 24-22s23 8 24 22c-8-6-16-8-24-8s-16 2-24 8z" fill="${c}" opacity=".45"/>`;
    case "ponytail":
      return `<path d="M39 58c-1-18 10-28 25-28s26 10 25 28c-10-4-20-12-25-20-4 8-14 16-25 20z" fill="${c}"/>`;
    case "headscarf":
      return `<path d="M39 60c0-18 11-27 25-27s25 9 25 27c-4-10-12-17-25-17s-21 7-25 17z" fill="${shade(c, 0.85)}"/>`;
    case "quiff":
      return `<path d="M39 58c-2-16 6-26 14-30 6-4 18-6 26-2 10 4 12 14 10 32-4-10-10-14-16-14-6-2-12 2-18 2-8 0-12 4-16 12z" fill="${c}"/>`;
    case "bob":
      return `<path d="M38 62c-1-20 10-31 26-31s27 11 26 31c-2-8-4-14-8-16H46c-4 2-6 8-8 16z" fill="${c}"/>`;
    case "wavy":
      return `<path d="M39 60c-2-18 10-29 25-29s27 11 25 29c-4-8-8-12-12-12-4 4-10 2-13-2-3 4-9 6-13 2-4 0-8 4-12 12z" fill="${c}"/>`;
    case "beanie":
      return `<path d="M37 56c0-18 12-30 27-30s27 12 27 30z" fill="${c}"/><rect x="35" y="50" width="58" height="10" rx="5" fill="${shade(c, 0.8)}"/><circle cx="64" cy="24" r="6" fill="${shade(c, 1.3)}"/>`;
    default:
      return "";
  }
}

function extra(kind, skin, hair) {
  const dark = "#2B2B33";
  switch (kind) {
    case "roundGlasses":
      return `<g fill="none" stroke="${dark}" stroke-width="2.2"><circle cx="54" cy="62" r="7"/><circle cx="74" cy="62" r="7"/><path d="M61 62h6M47 61l-6-2M81 61l6-2"/></g>`;
    case "squareGlasses":
      return `<g fill="#fff" fill-opacity=".25" stroke="${dark}" stroke-width="2.2"><rect x="45" y="56" width="16" height="12" rx="3"/><rect x="67" y="56" width="16" height="12" rx="3"/><path d="M61 61h6"/></g>`;
    case "beard":
      return `<path d="M41 64c0 18 10 26 23 26s23-8 23-26c-4 8-8 10-12 10-4-3-18-3-22 0-4 0-8-2-12-10z" fill="${hair}"/>`;
    case "moustache":
      return `<path d="M55 72c4-4 7-3 9-1 2-2 5-3 9 1-4 2-6 1-9 0-3 1-5 2-9 0z" fill="${hair}"/>`;
    case "earrings":
      return `<circle cx="40" cy="71" r="2.6" fill="#F2C94C"/><circle cx="88" cy="71" r="2.6" fill="#F2C94C"/>`;
    case "freckles":
      return `<g fill="${shade(skin, 0.72)}"><circle cx="50" cy="69" r="1"/><circle cx="54" cy="71" r="1"/><circle cx="52" cy="67" r="1"/><circle cx="78" cy="69" r="1"/><circle cx="74" cy="71" r="1"/><circle cx="76" cy="67" r="1"/></g>`;
    case "headphones":
      return `<path d="M38 62c0-22 12-34 26-34s26 12 26 34" fill="none" stroke="${dark}" stroke-width="4"/><rect x="33" y="56" width="9" height="16" rx="4" fill="${dark}"/><rect x="86" y="56" width="9" height="16" rx="4" fill="${dark}"/>`;
    default:
      return "";
  }
}

function face(skin, i) {
  const shadow = shade(skin, 0.88);
  const ink = "#2B2B33";
  // Three expressions so neighbouring avatars do not all wear the same smile.
  const eyes =
    i % 5 === 3
      ? `<path d="M51 63q3-4 6 0M71 63q3-4 6 0" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`
      : `<circle cx="54" cy="62" r="2.7" fill="${ink}"/><circle cx="74" cy="62" r="2.7" fill="${ink}"/>`;
  const mouth =
    i % 3 === 1
      ? `<path d="M56 73q8 9 16 0z" fill="#8C3B32"/>`
      : `<path d="M57 74q7 6 14 0" fill="none" stroke="#8C3B32" stroke-width="2.4" stroke-linecap="round"/>`;
  return (
    `<rect x="56" y="78" width="16" height="18" rx="6" fill="${shadow}"/>` +
    `<circle cx="40" cy="63" r="5" fill="${shadow}"/><circle cx="88" cy="63" r="5" fill="${shadow}"/>` +
    `<ellipse cx="64" cy="61" rx="24" ry="27" fill="${skin}"/>` +
    eyes +
    `<circle cx="48" cy="70" r="4" fill="#F08A8A" opacity=".3"/><circle cx="80" cy="70" r="4" fill="#F08A8A" opacity=".3"/>` +
    mouth
  );
}

function person(i) {
  const round = Math.floor(i / 12);
  const style = STYLES[(i * 7) % 12];
  const skin = SKINS[(i + round) % SKINS.length];
  const hair = HAIR[(i * 3 + round) % HAIR.length];
  const bg = BACKGROUNDS[(i * 3) % BACKGROUNDS.length];
  const shirt = SHIRTS[(i * 5 + 1 + round) % SHIRTS.length];
  let accessory = EXTRAS[(i * 3 + round) % EXTRAS.length];
  // A headscarf covers the ears, so no earrings or headphones over it.
  if (style === "headscarf" && (accessory === "earrings" || accessory === "headphones"))
    accessory = "roundGlasses";
  const hairColour = style === "headscarf" ? SHIRTS[(i + 3) % SHIRTS.length] : hair;
  const body =
    `<path d="M22 128c0-26 18-36 42-36s42 10 42 36z" fill="${shirt}"/>` +
    `<path d="M54 92l10 10 10-10" fill="none" stroke="${shade(shirt, 1.35)}" stroke-width="3" stroke-linejoin="round"/>`;
  return {
    key: `${style}|${skin}|${hair}|${accessory}`,
    bg,
    content:
      hairBack(style, hairColour) +
      body +
      face(skin, i) +
      hairFront(style, hairColour) +
      extra(accessory, skin, hair),
  };
}

// Four friendly characters for people who prefer not to pick a face.
const CHARACTERS = [
  {
    bg: "#D5E4FB",
    content:
      `<path d="M22 128c0-24 18-34 42-34s42 10 42 34z" fill="#7C8DA6"/>` +
      `<path d="M64 30V18" stroke="#5B6B82" stroke-width="3"/><circle cx="64" cy="16" r="5" fill="#E4572E"/>` +
      `<rect x="36" y="30" width="56" height="56" rx="14" fill="#B8C4D6"/><rect x="43" y="42" width="42" height="26" rx="8" fill="#264653"/>` +
      `<circle cx="55" cy="55" r="5" fill="#7DF0D4"/><circle cx="73" cy="55" r="5" fill="#7DF0D4"/>` +
      `<path d="M54 76h20" stroke="#5B6B82" stroke-width="3" stroke-linecap="round"/><rect x="30" y="50" width="6" height="16" rx="3" fill="#5B6B82"/><rect x="92" y="50" width="6" height="16" rx="3" fill="#5B6B82"/>`,
  },
  {
    bg: "#FFF1C1",
    content:
      `<path d="M22 128c0-24 18-34 42-34s42 10 42 34z" fill="#2A9D8F"/>` +
      `<path d="M38 52l-2-26 20 14zM90 52l2-26-20 14z" fill="#F2A541"/><path d="M41 46l-1-13 10 8zM87 46l1-13-10 8z" fill="#F9D7E5"/>` +
      `<ellipse cx="64" cy="62" rx="28" ry="26" fill="#F2A541"/><ellipse cx="64" cy="72" rx="13" ry="9" fill="#FFF4E0"/>` +
      `<circle cx="53" cy="60" r="3" fill="#2B2B33"/><circle cx="75" cy="60" r="3" fill="#2B2B33"/><path d="M61 68h6l-3 3z" fill="#D94F7B"/>` +
      `<path d="M64 71q-3 5-7 3M64 71q3 5 7 3M30 66l14 2M30 74l14-2M98 66l-14 2M98 74l-14-2" fill="none" stroke="#2B2B33" stroke-width="1.6" stroke-linecap="round"/>`,
  },
  {
    bg: "#DDF2D1",
    content:
      `<path d="M22 128c0-24 18-34 42-34s42 10 42 34z" fill="#E4572E"/>` +
      `<circle cx="42" cy="38" r="10" fill="#8E5A3C"/><circle cx="86" cy="38" r="10" fill="#8E5A3C"/><circle cx="42" cy="38" r="5" fill="#C4875A"/><circle cx="86" cy="38" r="5" fill="#C4875A"/>` +
      `<circle cx="64" cy="62" r="28" fill="#8E5A3C"/><ellipse cx="64" cy="72" rx="12" ry="10" fill="#E3AA7A"/>` +
      `<circle cx="53" cy="58" r="3" fill="#1B1B1B"/><circle cx="75" cy="58" r="3" fill="#1B1B1B"/><ellipse cx="64" cy="68" rx="4" ry="3" fill="#1B1B1B"/>` +
      `<path d="M60 75q4 4 8 0" fill="none" stroke="#1B1B1B" stroke-width="2" stroke-linecap="round"/>`,
  },
  {
    bg: "#E9DEF7",
    content:
      `<path d="M22 128c0-24 18-34 42-34s42 10 42 34z" fill="#3B6FD6"/>` +
      `<path d="M36 54l4-28 18 16zM92 54l-4-28-18 16z" fill="#E0702E"/><path d="M40 46l2-12 8 8zM88 46l-2-12-8 8z" fill="#2B2B33"/>` +
      `<path d="M34 56c0-16 14-24 30-24s30 8 30 24c0 14-14 30-30 32-16-2-30-18-30-32z" fill="#E0702E"/>` +
      `<path d="M34 58c6 10 18 14 30 28 12-14 24-18 30-28-4 18-16 30-30 30S38 76 34 58z" fill="#FFF4E8"/>` +
      `<circle cx="52" cy="58" r="3" fill="#2B2B33"/><circle cx="76" cy="58" r="3" fill="#2B2B33"/><ellipse cx="64" cy="74" rx="4" ry="3" fill="#2B2B33"/>`,
  },
];

function svg(n, { bg, content }) {
  const id = `c${n}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `<title>Avatar ${String(n).padStart(2, "0")}</title>` +
    `<defs><clipPath id="${id}"><circle cx="64" cy="64" r="64"/></clipPath></defs>` +
    `<g clip-path="url(#${id})"><rect width="128" height="128" fill="${bg}"/>${content}</g></svg>\n`
  );
}

const avatars = [];
const seen = new Set();
for (let i = 0; i < 48; i++) {
  const p = person(i);
  if (seen.has(p.key)) throw new Error(`avatar ${i + 1} repeats another one (${p.key})`);
  seen.add(p.key);
  avatars.push(p);
}
// Spread the characters through the grid instead of bunching them at the end.
CHARACTERS.forEach((character, k) => {
  avatars.splice(12 * k + 6, 0, character);
});

mkdirSync(outDir, { recursive: true });
avatars.forEach((avatar, index) => {
  const n = index + 1;
  const text = svg(n, avatar);
  if (text.length >= 4096) throw new Error(`avatar ${n} is ${text.length} bytes, over the 4 kB budget`);
  writeFileSync(`${outDir}avatar-${String(n).padStart(2, "0")}.svg`, text);
});
console.log(`wrote ${avatars.length} avatars to ${outDir}`);
