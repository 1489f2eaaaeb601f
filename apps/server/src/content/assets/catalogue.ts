import type { AssetFamily, AssetPriority, DimensionKey, Locale } from "@wellguard/contract";
import { DIMENSION_ELEMENTS } from "@wellguard/contract";
import type { AssetId } from "./ids";
import { CAT } from "./texts/cat";
import { EN_GB } from "./texts/en-gb";
import { EN_US } from "./texts/en-us";
import { ES_ES } from "./texts/es-es";
import { ES_MX } from "./texts/es-mx";
import { EU } from "./texts/eu";
import { PL } from "./texts/pl";
import { PT_PT } from "./texts/pt-pt";
import type { AssetTexts } from "./types";

/*
 * The library of assets (docs/assets.md): articles, infographics and videos the employee reads or watches.
 * Ids are stored (asset_reads.asset_id, person_achievements through all_assets_read): never renumber.
 * Media files live in apps/server/content-assets/ and are served at /assets-content/ (features/user-assets/media.ts).
 */

export interface AssetEntry {
  id: AssetId;
  family: AssetFamily;
  priority: AssetPriority;
  /** Minutes to read or watch. */
  minutes: number;
  /** The dimensions the asset helps with. */
  dimensions: DimensionKey[];
  /** The image (article cover, infographic) or video file, relative to /assets-content/. */
  file: string;
  /** Videos: the captions file name pattern; `{locale}` is replaced by the person's locale. */
  captions?: string;
}

export const MEDIA_PREFIX = "/assets-content/";

export const ASSETS: readonly AssetEntry[] = [
  {
    id: 1,
    family: "article",
    priority: "high",
    minutes: 4,
    dimensions: ["DIMENSION_COMMUNICATIONS", "DIMENSION_SOCIAL_ENGINEERING"],
    file: "covers/phishing.svg",
  },
  {
    id: 2,
    family: "article",
    priority: "high",
    minutes: 4,
    dimensions: ["DIMENSION_PASSWORD_MANAGEMENT"],
    file: "covers/passwords.svg",
  },
  {
    id: 3,
    family: "article",
    priority: "medium",
    minutes: 4,
    dimensions: ["DIMENSION_WORKPLACE"],
    file: "covers/remote.svg",
  },
  {
    id: 4,
    family: "article",
    priority: "medium",
    minutes: 4,
    dimensions: ["DIMENSION_DATA_PROTECTION", "DIMENSION_COMPLIANCE"],
    file: "covers/data.svg",
  },
  {
    id: 5,
    family: "article",
    priority: "medium",
    minutes: 4,
    dimensions: ["DIMENSION_WHO5_INDEX", "DIMENSION_BURNOUT_PERSONAL", "DIMENSION_BURNOUT_WORK"],
    file: "covers/habits.svg",
  },
  {
    id: 6,
    family: "infographic",
    priority: "high",
    minutes: 2,
    dimensions: ["DIMENSION_COMMUNICATIONS"],
    file: "infographics/phishing-anatomy.svg",
  },
  {
    id: 7,
    family: "infographic",
    priority: "medium",
    minutes: 2,
    dimensions: ["DIMENSION_PASSWORD_MANAGEMENT"],
    file: "infographics/mfa-steps.svg",
  },
  {
    id: 8,
    family: "infographic",
    priority: "low",
    minutes: 1,
    dimensions: ["DIMENSION_WORKPLACE"],
    file: "infographics/clean-desk.svg",
  },
  {
    id: 9,
    family: "infographic",
    priority: "medium",
    minutes: 2,
    dimensions: ["DIMENSION_BURNOUT_PERSONAL", "DIMENSION_BURNOUT_WORK", "DIMENSION_BURNOUT_CLIENT"],
    file: "infographics/burnout-signs.svg",
  },
  {
    id: 10,
    family: "video",
    priority: "medium",
    minutes: 1,
    dimensions: ["DIMENSION_MALWARE"],
    file: "videos/ransomware.webm",
    captions: "videos/ransomware.{locale}.vtt",
  },
  {
    id: 11,
    family: "video",
    priority: "medium",
    minutes: 1,
    dimensions: ["DIMENSION_SOCIAL_ENGINEERING", "DIMENSION_SE_AUTHORITY", "DIMENSION_SE_URGENCY"],
    file: "videos/vishing.webm",
    captions: "videos/vishing.{locale}.vtt",
  },
  {
    id: 12,
    family: "video",
    priority: "low",
    minutes: 1,
    dimensions: ["DIMENSION_COMPLIANCE"],
    file: "videos/incident.webm",
    captions: "videos/incident.{locale}.vtt",
  },
  {
    id: 13,
    family: "article",
    priority: "medium",
    minutes: 5,
    dimensions: [
      "DIMENSION_SE_SUSCEPTIBILITY",
      "DIMENSION_SE_AUTHORITY",
      "DIMENSION_SE_URGENCY",
      "DIMENSION_SE_SOCIAL_PROOF",
      "DIMENSION_SE_TRUST",
      "DIMENSION_SE_CURIOSITY",
    ],
    file: "covers/levers.svg",
  },
  {
    id: 14,
    family: "article",
    priority: "medium",
    minutes: 4,
    dimensions: ["DIMENSION_MALWARE"],
    file: "covers/updates.svg",
  },
];

export const ASSET_TEXTS: Record<Locale, AssetTexts> = {
  "es-es": ES_ES,
  "es-mx": ES_MX,
  "en-gb": EN_GB,
  "en-us": EN_US,
  eu: EU,
  pl: PL,
  cat: CAT,
  "pt-pt": PT_PT,
};

export function assetById(id: number): AssetEntry | undefined {
  return ASSETS.find((a) => a.id === id);
}

export function dimensionIdsOf(asset: AssetEntry): number[] {
  return asset.dimensions.map((key) => DIMENSION_ELEMENTS[key]);
}

export function mediaUrl(file: string): string {
  return `${MEDIA_PREFIX}${file}`;
}

export function captionsUrl(asset: AssetEntry, locale: Locale): string | null {
  return asset.captions ? mediaUrl(asset.captions.replace("{locale}", locale)) : null;
}
