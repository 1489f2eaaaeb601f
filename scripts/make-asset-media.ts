/*
 * Makes the library media in apps/server/content-assets/ (docs/assets.md): the article covers and infographics
 * (SVG, language-neutral: icons, arrows and numbers; the words are in the catalogue's captions and alt texts),
 * the three videos (six SVG scenes each, 5 s per scene with fades, VP9 WebM 640×360, no sound) and their WebVTT
 * captions in the eight locales, written from the catalogue transcripts.
 *
 *   npx tsx scripts/make-asset-media.ts            # everything (needs ffmpeg with librsvg, e.g. Debian's)
 *   npx tsx scripts/make-asset-media.ts --no-video # SVG and captions only
 *
 * A dev tool: the CI never runs it. The produced files are committed; the tests check the captions match the
 * catalogue and the SVG files stay small and free of scripts and external references.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALES } from "@wellguard/contract";
import { captionsVtt, SCENE_SECONDS } from "../apps/server/src/content/assets/captions";
import { ASSETS } from "../apps/server/src/content/assets/catalogue";

const ROOT = join(import.meta.dirname, "..", "apps", "server", "content-assets");

const C = {
  navy: "#1f3a5f",
  teal: "#2a9d8f",
  amber: "#e9c46a",
  red: "#d1495b",
  light: "#f4f7fb",
  white: "#ffffff",
  grey: "#9aa8b8",
};
const FONT = "font-family='DejaVu Sans, Arial, sans-serif' font-weight='bold'";

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">\n<rect width="${w}" height="${h}" fill="${C.light}"/>\n${body}\n</svg>\n`;
}

/** A numbered badge. */
function badge(x: number, y: number, n: number | string, fill = C.red): string {
  return `<circle cx="${x}" cy="${y}" r="18" fill="${fill}"/><text x="${x}" y="${y + 7}" text-anchor="middle" font-size="20" fill="${C.white}" ${FONT}>${n}</text>`;
}

function arrow(x1: number, y1: number, x2: number, y2: number, color = C.navy): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const a = (d: number) => `${x2 - 14 * Math.cos(angle + d)},${y2 - 14 * Math.sin(angle + d)}`;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="5" stroke-linecap="round"/><polygon points="${x2},${y2} ${a(0.5)} ${a(-0.5)}" fill="${color}"/>`;
}

function envelope(x: number, y: number, w: number, h: number, fill = C.white): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" stroke="${C.navy}" stroke-width="5"/><polyline points="${x},${y} ${x + w / 2},${y + h * 0.55} ${x + w},${y}" fill="none" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/>`;
}

function padlock(x: number, y: number, s: number, open = false, fill = C.teal): string {
  const shackle = open
    ? `<path d="M${x + s * 0.2} ${y + s * 0.45} V${y + s * 0.2} a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.6} 0 V${y + s * 0.05}" fill="none" stroke="${C.navy}" stroke-width="${s * 0.09}"/>`
    : `<path d="M${x + s * 0.2} ${y + s * 0.45} V${y + s * 0.3} a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.6} 0 V${y + s * 0.45}" fill="none" stroke="${C.navy}" stroke-width="${s * 0.09}"/>`;
  return `${shackle}<rect x="${x}" y="${y + s * 0.42}" width="${s}" height="${s * 0.58}" rx="${s * 0.08}" fill="${fill}" stroke="${C.navy}" stroke-width="${s * 0.05}"/><circle cx="${x + s / 2}" cy="${y + s * 0.68}" r="${s * 0.07}" fill="${C.navy}"/>`;
}

function phone(x: number, y: number, w: number, h: number, screen = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.15}" fill="${C.navy}"/><rect x="${x + w * 0.1}" y="${y + h * 0.1}" width="${w * 0.8}" height="${h * 0.75}" rx="4" fill="${C.white}"/>${screen}<circle cx="${x + w / 2}" cy="${y + h * 0.93}" r="${w * 0.06}" fill="${C.white}"/>`;
}

function monitor(x: number, y: number, w: number, h: number, inner = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${C.navy}"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="4" fill="${C.white}"/>${inner}<rect x="${x + w / 2 - 10}" y="${y + h}" width="20" height="24" fill="${C.navy}"/><rect x="${x + w / 2 - 50}" y="${y + h + 22}" width="100" height="10" rx="5" fill="${C.navy}"/>`;
}

function folder(x: number, y: number, w: number, h: number, fill = C.amber): string {
  return `<path d="M${x} ${y + 10} h${w * 0.35} l10 10 h${w * 0.65 - 10} v${h - 20} h-${w} z" fill="${fill}" stroke="${C.navy}" stroke-width="4" stroke-linejoin="round"/>`;
}

function person(x: number, y: number, s: number, fill = C.navy): string {
  return `<circle cx="${x}" cy="${y}" r="${s * 0.28}" fill="${fill}"/><path d="M${x - s * 0.5} ${y + s} a${s * 0.5} ${s * 0.55} 0 0 1 ${s} 0 z" fill="${fill}"/>`;
}

function forbid(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${C.red}" stroke-width="${r * 0.16}"/><line x1="${x - r * 0.7}" y1="${y + r * 0.7}" x2="${x + r * 0.7}" y2="${y - r * 0.7}" stroke="${C.red}" stroke-width="${r * 0.16}"/>`;
}

function check(x: number, y: number, s: number, color = C.teal): string {
  return `<circle cx="${x}" cy="${y}" r="${s}" fill="${color}"/><polyline points="${x - s * 0.45},${y} ${x - s * 0.1},${y + s * 0.35} ${x + s * 0.5},${y - s * 0.35}" fill="none" stroke="${C.white}" stroke-width="${s * 0.2}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function paperclip(x: number, y: number, s: number): string {
  return `<path d="M${x} ${y + s} V${y + s * 0.25} a${s * 0.18} ${s * 0.18} 0 0 1 ${s * 0.36} 0 V${y + s * 1.1} a${s * 0.28} ${s * 0.28} 0 0 1 -${s * 0.56} 0 V${y + s * 0.4}" fill="none" stroke="${C.navy}" stroke-width="${s * 0.08}" stroke-linecap="round"/>`;
}

function lines(x: number, y: number, w: number, n: number, gap = 16, color = C.grey): string {
  return Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + i * gap}" width="${i === n - 1 ? w * 0.6 : w}" height="7" rx="3.5" fill="${color}"/>`,
  ).join("");
}

function warning(x: number, y: number, s: number): string {
  return `<polygon points="${x},${y - s} ${x + s * 1.1},${y + s * 0.9} ${x - s * 1.1},${y + s * 0.9}" fill="${C.amber}" stroke="${C.navy}" stroke-width="${s * 0.08}" stroke-linejoin="round"/><rect x="${x - s * 0.08}" y="${y - s * 0.45}" width="${s * 0.16}" height="${s * 0.75}" rx="${s * 0.08}" fill="${C.navy}"/><circle cx="${x}" cy="${y + s * 0.55}" r="${s * 0.1}" fill="${C.navy}"/>`;
}

function clock(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" stroke="${C.navy}" stroke-width="${r * 0.12}"/><line x1="${x}" y1="${y}" x2="${x}" y2="${y - r * 0.65}" stroke="${C.navy}" stroke-width="${r * 0.1}" stroke-linecap="round"/><line x1="${x}" y1="${y}" x2="${x + r * 0.45}" y2="${y + r * 0.2}" stroke="${C.navy}" stroke-width="${r * 0.1}" stroke-linecap="round"/>`;
}

function shield(x: number, y: number, s: number, fill = C.teal): string {
  return `<path d="M${x} ${y} l${s * 0.5} ${s * 0.18} v${s * 0.4} c0 ${s * 0.35} -${s * 0.25} ${s * 0.55} -${s * 0.5} ${s * 0.7} c-${s * 0.25} -${s * 0.15} -${s * 0.5} -${s * 0.35} -${s * 0.5} -${s * 0.7} v-${s * 0.4} z" fill="${fill}" stroke="${C.navy}" stroke-width="${s * 0.05}"/>`;
}

function bubble(x: number, y: number, w: number, h: number, fill = C.white): string {
  return `<path d="M${x} ${y} h${w} v${h} h-${w * 0.6} l-${w * 0.15} ${h * 0.3} v-${h * 0.3} h-${w * 0.25} z" fill="${fill}" stroke="${C.navy}" stroke-width="4" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------- covers (480×270)
const W = 480;
const H = 270;
const covers: Record<string, string> = {
  "covers/phishing.svg": svg(
    W,
    H,
    `${envelope(150, 80, 180, 120)}<path d="M330 30 v70 a30 30 0 0 1 -60 0" fill="none" stroke="${C.red}" stroke-width="8" stroke-linecap="round"/><polygon points="270,100 262,84 280,88" fill="${C.red}"/>`,
  ),
  "covers/passwords.svg": svg(
    W,
    H,
    `<rect x="90" y="105" width="300" height="60" rx="12" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${125 + i * 32}" cy="135" r="9" fill="${C.navy}"/>`).join("")}${padlock(210, 20, 60)}${check(390, 200, 26)}`,
  ),
  "covers/remote.svg": svg(
    W,
    H,
    `<polygon points="120,120 200,55 280,120" fill="${C.teal}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/><rect x="135" y="120" width="130" height="100" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/><rect x="185" y="170" width="30" height="50" fill="${C.amber}"/>${monitor(300, 110, 120, 80, padlock(343, 125, 34))}${[0, 1, 2].map((i) => `<path d="M${330 - i * 0} ${70 - i * 0} m${-20 - i * 14} 0 a${20 + i * 14} ${20 + i * 14} 0 0 1 ${40 + i * 28} 0" fill="none" stroke="${C.navy}" stroke-width="5" transform="translate(30 0)"/>`).join("")}`,
  ),
  "covers/data.svg": svg(
    W,
    H,
    `<rect x="110" y="70" width="200" height="130" rx="12" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>${person(165, 120, 50)}${lines(215, 105, 75, 4)}${shield(340, 70, 110)}${check(395, 135, 22)}`,
  ),
  "covers/habits.svg": svg(
    W,
    H,
    `<circle cx="150" cy="110" r="40" fill="${C.amber}"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${150 + 55 * Math.cos((i * Math.PI) / 4)}" y1="${110 + 55 * Math.sin((i * Math.PI) / 4)}" x2="${150 + 72 * Math.cos((i * Math.PI) / 4)}" y2="${110 + 72 * Math.sin((i * Math.PI) / 4)}" stroke="${C.amber}" stroke-width="8" stroke-linecap="round"/>`).join("")}<path d="M280 130 h110 v50 a40 40 0 0 1 -40 40 h-30 a40 40 0 0 1 -40 -40 z" fill="${C.teal}" stroke="${C.navy}" stroke-width="5"/><path d="M390 145 a22 22 0 0 1 0 40" fill="none" stroke="${C.navy}" stroke-width="5"/><path d="M310 115 q10 -20 0 -40 M340 115 q10 -20 0 -40 M370 115 q10 -20 0 -40" fill="none" stroke="${C.grey}" stroke-width="5" stroke-linecap="round"/>`,
  ),
  "covers/levers.svg": svg(
    W,
    H,
    `${person(240, 120, 70)}${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 3;
        const x = 240 + 160 * Math.cos(a);
        const y = 140 + 100 * Math.sin(a);
        return `${arrow(x, y, 240 + 80 * Math.cos(a), 140 + 60 * Math.sin(a), C.teal)}${badge(x, y, i + 1, C.red)}`;
      })
      .join("")}`,
  ),
  "covers/updates.svg": svg(
    W,
    H,
    `${monitor(100, 50, 180, 120)}<path d="M160 110 a30 30 0 1 1 30 30" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/><polygon points="180,140 196,128 198,150" fill="${C.teal}"/>${envelope(320, 90, 110, 75)}${paperclip(395, 140, 50)}${forbid(375, 195, 32)}`,
  ),
};

// ---------------------------------------------------------------- infographics (800×450)
const IW = 800;
const IH = 450;
const infographics: Record<string, string> = {
  "infographics/phishing-anatomy.svg": svg(
    IW,
    IH,
    `<rect x="180" y="40" width="440" height="370" rx="14" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/><rect x="180" y="40" width="440" height="40" rx="14" fill="${C.navy}"/>${[0, 1, 2].map((i) => `<circle cx="${205 + i * 22}" cy="60" r="7" fill="${C.light}"/>`).join("")}${person(225, 110, 36, C.grey)}<rect x="260" y="100" width="200" height="10" rx="5" fill="${C.red}"/>${badge(150, 110, 1)}<rect x="210" y="150" width="300" height="14" rx="7" fill="${C.navy}"/>${warning(540, 160, 18)}${badge(150, 157, 2)}<rect x="210" y="195" width="110" height="9" rx="4.5" fill="${C.grey}"/>${badge(150, 200, 3)}${lines(210, 225, 360, 3)}<rect x="210" y="290" width="220" height="12" rx="6" fill="#2b6cb0"/><line x1="210" y1="308" x2="430" y2="308" stroke="#2b6cb0" stroke-width="3"/><circle cx="470" cy="300" r="26" fill="none" stroke="${C.navy}" stroke-width="6"/><line x1="489" y1="319" x2="512" y2="342" stroke="${C.navy}" stroke-width="9" stroke-linecap="round"/>${badge(150, 296, 4)}<rect x="210" y="345" width="150" height="44" rx="8" fill="${C.light}" stroke="${C.navy}" stroke-width="3"/>${paperclip(222, 352, 28)}<rect x="252" y="360" width="90" height="9" rx="4.5" fill="${C.grey}"/>${badge(150, 367, 5)}${[110, 157, 200, 296, 367].map((y) => arrow(650, y, 632, y, C.red).replace(/<line[^>]*\/>/, "")).join("")}${check(700, 230, 34)}`,
  ),
  "infographics/mfa-steps.svg": svg(
    IW,
    IH,
    `${badge(100, 110, 1, C.navy)}<rect x="40" y="180" width="130" height="50" rx="10" fill="${C.white}" stroke="${C.navy}" stroke-width="4"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${62 + i * 22}" cy="205" r="7" fill="${C.navy}"/>`).join("")}${arrow(185, 205, 225, 205)}${badge(290, 110, 2, C.navy)}${phone(250, 150, 80, 140, `<rect x="262" y="200" width="56" height="22" rx="4" fill="${C.amber}"/>${[0, 1, 2].map((i) => `<circle cx="${273 + i * 17}" cy="211" r="5" fill="${C.navy}"/>`).join("")}`)}${arrow(345, 205, 385, 205)}${badge(470, 110, 3, C.navy)}${padlock(425, 150, 90, true)}${check(530, 280, 24)}<line x1="590" y1="60" x2="590" y2="400" stroke="${C.grey}" stroke-width="3" stroke-dasharray="10 8"/>${badge(690, 110, 4, C.red)}${person(660, 190, 70, C.grey)}<rect x="620" y="175" width="80" height="14" rx="7" fill="${C.navy}"/><rect x="720" y="150" width="20" height="160" rx="6" fill="${C.red}"/>${forbid(690, 330, 30)}`,
  ),
  "infographics/clean-desk.svg": svg(
    IW,
    IH,
    `<rect x="60" y="120" width="680" height="250" rx="18" fill="#d9c7a5" stroke="${C.navy}" stroke-width="5"/>${monitor(110, 150, 200, 130, padlock(185, 165, 50))}${badge(110, 140, 1)}<rect x="360" y="250" width="150" height="100" rx="8" fill="${C.grey}" stroke="${C.navy}" stroke-width="4"/><rect x="420" y="290" width="30" height="8" rx="4" fill="${C.navy}"/><rect x="380" y="160" width="110" height="70" rx="4" fill="${C.white}" stroke="${C.navy}" stroke-width="3" transform="rotate(-8 435 195)"/>${arrow(435, 225, 435, 265, C.teal)}${badge(365, 150, 2)}<rect x="570" y="170" width="70" height="100" rx="8" fill="${C.white}" stroke="${C.navy}" stroke-width="4"/>${person(605, 205, 34)}<rect x="650" y="230" width="50" height="22" rx="4" fill="${C.navy}"/><rect x="700" y="235" width="16" height="12" fill="${C.grey}"/>${arrow(630, 290, 630, 335, C.teal)}<path d="M585 335 h90 v25 a20 20 0 0 1 -20 20 h-50 a20 20 0 0 1 -20 -20 z" fill="${C.teal}" stroke="${C.navy}" stroke-width="4"/>${badge(575, 160, 3)}${clock(400, 65, 38)}`,
  ),
  "infographics/burnout-signs.svg": svg(
    IW,
    IH,
    `${[0, 1, 2].map((i) => `<rect x="${40 + i * 250}" y="40" width="220" height="370" rx="16" fill="${C.white}" stroke="${C.navy}" stroke-width="4"/>`).join("")}<rect x="95" y="90" width="100" height="50" rx="8" fill="none" stroke="${C.navy}" stroke-width="5"/><rect x="195" y="105" width="10" height="20" fill="${C.navy}"/><rect x="102" y="97" width="18" height="36" fill="${C.red}"/>${[0, 1, 2].map((i) => `<rect x="${355 + i * 8}" y="${85 + i * 18}" width="90" height="60" rx="4" fill="${C.amber}" stroke="${C.navy}" stroke-width="3"/>`).join("")}${bubble(575, 80, 80, 50)}${bubble(625, 120, 80, 50, C.amber)}${[0, 1, 2].map((i) => arrow(150 + i * 250, 190, 150 + i * 250, 250, C.teal)).join("")}<path d="M170 285 a45 45 0 1 0 0 80 a35 35 0 1 1 0 -80 z" fill="${C.navy}"/><rect x="360" y="280" width="80" height="90" rx="6" fill="${C.light}" stroke="${C.navy}" stroke-width="3"/>${[0, 1, 2].map((i) => `${check(377, 300 + i * 27, 9)}<rect x="392" y="${296 + i * 27}" width="38" height="8" rx="4" fill="${C.grey}"/>`).join("")}${person(625, 300, 50, C.teal)}${person(675, 300, 50)}${[0, 1, 2].map((i) => badge(60 + i * 250, 60, i + 1, C.navy)).join("")}`,
  ),
};

// ---------------------------------------------------------------- video scenes (640×360)
const VW = 640;
const VH = 360;
function scene(body: string, step: number): string {
  const dots = Array.from(
    { length: 6 },
    (_, i) => `<circle cx="${260 + i * 24}" cy="335" r="7" fill="${i < step ? C.teal : C.grey}"/>`,
  ).join("");
  return svg(VW, VH, `${body}${dots}`);
}

const videos: Record<string, string[]> = {
  ransomware: [
    `${folder(220, 80, 200, 150)}${padlock(280, 120, 80, false, C.red)}<circle cx="470" cy="110" r="34" fill="${C.amber}" stroke="${C.navy}" stroke-width="5"/><rect x="464" y="90" width="12" height="40" rx="3" fill="${C.navy}"/>`,
    `${envelope(70, 100, 140, 100)}${paperclip(185, 150, 50)}<rect x="270" y="90" width="90" height="110" rx="8" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>${arrow(315, 110, 315, 180, C.red)}${monitor(420, 90, 150, 100)}${warning(495, 140, 30)}`,
    `${[0, 1, 2, 3].map((i) => folder(60 + i * 140, 110, 110, 90, i < 3 ? C.red : C.amber)).join("")}${[0, 1, 2].map((i) => arrow(175 + i * 140, 155, 195 + i * 140, 155, C.red)).join("")}`,
    `${monitor(120, 70, 200, 140)}<path d="M195 140 a26 26 0 1 1 26 26" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/><polygon points="212,166 228,154 230,176" fill="${C.teal}"/>${envelope(400, 110, 120, 80)}${paperclip(495, 150, 40)}${forbid(460, 150, 60)}`,
    `<path d="M220 200 a50 50 0 0 1 10 -98 a70 70 0 0 1 130 -10 a55 55 0 0 1 60 108 z" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>${check(320, 160, 34)}${monitor(460, 170, 110, 70)}${arrow(450, 200, 400, 180, C.teal)}`,
    `${monitor(90, 80, 200, 130)}${warning(190, 140, 34)}<path d="M330 150 h60" stroke="${C.navy}" stroke-width="10"/><path d="M420 150 h40" stroke="${C.navy}" stroke-width="10"/><rect x="380" y="130" width="20" height="40" fill="${C.navy}"/><rect x="420" y="130" width="20" height="40" fill="${C.navy}"/>${phone(500, 90, 70, 120)}${check(535, 150, 20)}`,
  ],
  vishing: [
    `${phone(270, 60, 100, 190)}${[0, 1, 2].map((i) => `<path d="M${395 + i * 22} ${110 - i * 10} a${40 + i * 22} ${50 + i * 22} 0 0 1 0 ${90 + i * 20}" fill="none" stroke="${C.red}" stroke-width="6" stroke-linecap="round"/><path d="M${245 - i * 22} ${110 - i * 10} a${40 + i * 22} ${50 + i * 22} 0 0 0 0 ${90 + i * 20}" fill="none" stroke="${C.red}" stroke-width="6" stroke-linecap="round"/>`).join("")}`,
    `${clock(200, 150, 70)}${arrow(290, 150, 350, 150, C.red)}<circle cx="430" cy="130" r="36" fill="${C.amber}" stroke="${C.navy}" stroke-width="5"/><rect x="424" y="110" width="12" height="40" rx="3" fill="${C.navy}"/><circle cx="510" cy="180" r="26" fill="none" stroke="${C.navy}" stroke-width="8"/><rect x="470" y="176" width="40" height="9" fill="${C.navy}"/>`,
    `<polygon points="150,200 150,110 195,150 240,90 285,150 330,110 330,200" fill="${C.amber}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/><path d="M420 80 h110 l-45 70 l45 70 h-110 l45 -70 z" fill="${C.white}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/><polygon points="445,200 505,200 475,165" fill="${C.red}"/>`,
    `${phone(270, 60, 100, 190)}<circle cx="320" cy="150" r="34" fill="${C.red}"/><line x1="302" y1="132" x2="338" y2="168" stroke="${C.white}" stroke-width="8"/><line x1="338" y1="132" x2="302" y2="168" stroke="${C.white}" stroke-width="8"/>`,
    `<rect x="140" y="70" width="150" height="190" rx="10" fill="${C.white}" stroke="${C.navy}" stroke-width="5"/>${[0, 1, 2, 3].map((i) => `${person(170, 105 + i * 42, 22, i === 1 ? C.teal : C.grey)}<rect x="190" y="${100 + i * 42}" width="80" height="9" rx="4.5" fill="${i === 1 ? C.teal : C.grey}"/>`).join("")}${arrow(310, 160, 380, 160, C.teal)}${phone(410, 70, 100, 190)}${check(460, 160, 28)}`,
    `${shield(260, 60, 130)}${check(325, 140, 30)}${[0, 1, 2].map((i) => person(450 + i * 45, 130, 50, C.grey)).join("")}${arrow(400, 150, 440, 150, C.teal)}`,
  ],
  incident: [
    `${warning(320, 150, 90)}`,
    `<polygon points="110,100 110,200 135,175 155,215 170,208 150,168 185,168" fill="${C.navy}"/>${envelope(240, 110, 120, 80)}${arrow(370, 150, 420, 120, C.red)}${person(450, 110, 40, C.grey)}${phone(520, 120, 50, 90)}<text x="545" y="110" text-anchor="middle" font-size="34" fill="${C.red}" ${FONT}>?</text>`,
    `<polygon points="260,70 380,70 440,130 440,210 380,270 260,270 200,210 200,130" fill="${C.red}"/><path d="M290 215 v-80 a12 12 0 0 1 24 0 v50 m0 -65 a12 12 0 0 1 24 0 v65 m0 -55 a12 12 0 0 1 24 0 v55 m0 -35 a12 12 0 0 1 24 0 v45 a50 50 0 0 1 -96 20 z" fill="${C.white}"/>`,
    `<path d="M130 130 l120 -50 v160 l-120 -50 z" fill="${C.amber}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/><rect x="100" y="130" width="30" height="60" fill="${C.navy}"/>${arrow(280, 160, 380, 160, C.teal)}${shield(420, 80, 150)}`,
    `${bubble(170, 70, 300, 150)}${badge(220, 110, 1, C.teal)}${badge(220, 150, 2, C.teal)}${badge(220, 190, 3, C.teal)}${lines(250, 106, 180, 1)}${lines(250, 146, 180, 1)}${lines(250, 186, 180, 1)}${clock(520, 120, 40)}`,
    `${person(240, 130, 90, C.teal)}${person(400, 130, 90)}${check(320, 90, 30)}`,
  ],
};

function write(path: string, text: string): void {
  const full = join(ROOT, path);
  mkdirSync(join(full, ".."), { recursive: true });
  writeFileSync(full, text);
  console.log(`${path}: ${Buffer.byteLength(text)} bytes`);
}

for (const [path, text] of Object.entries({ ...covers, ...infographics })) write(path, text);

for (const asset of ASSETS.filter((a) => a.captions)) {
  for (const locale of LOCALES) {
    write((asset.captions ?? "").replace("{locale}", locale), captionsVtt(asset, locale));
  }
}

if (!process.argv.includes("--no-video")) {
  const tmp = mkdtempSync(join(tmpdir(), "wg-media-"));
  try {
    for (const [name, scenes] of Object.entries(videos)) {
      const inputs: string[] = [];
      const filters: string[] = [];
      scenes.forEach((body, i) => {
        const file = join(tmp, `${name}-${i}.svg`);
        writeFileSync(file, scene(body, i + 1));
        inputs.push("-loop", "1", "-framerate", "12", "-t", String(SCENE_SECONDS), "-i", file);
        filters.push(
          `[${i}:v]scale=${VW}:${VH},format=yuv420p,fade=t=in:st=0:d=0.4,fade=t=out:st=${SCENE_SECONDS - 0.4}:d=0.4[v${i}]`,
        );
      });
      const concat = `${scenes.map((_, i) => `[v${i}]`).join("")}concat=n=${scenes.length}:v=1:a=0[out]`;
      const out = join(ROOT, "videos", `${name}.webm`);
      mkdirSync(join(ROOT, "videos"), { recursive: true });
      execFileSync(
        "ffmpeg",
        [
          "-y",
          "-loglevel",
          "error",
          ...inputs,
          "-filter_complex",
          `${filters.join(";")};${concat}`,
          "-map",
          "[out]",
          "-c:v",
          "libvpx-vp9",
          "-b:v",
          "0",
          "-crf",
          "42",
          "-row-mt",
          "1",
          "-an",
          out,
        ],
        { stdio: "inherit" },
      );
      console.log(`videos/${name}.webm written`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
