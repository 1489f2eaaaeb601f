import type { Locale } from "@wellguard/contract";
import { ASSET_TEXTS, type AssetEntry } from "./catalogue";

/** Every video is six scenes of this many seconds; the transcript has one caption cue per scene. */
export const SCENE_SECONDS = 5;
export const VIDEO_SCENES = 6;

function timestamp(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return `00:${mm}:${ss}.000`;
}

/** The WebVTT captions of a video in one language, one cue per transcript line (scripts/make-asset-media.ts). */
export function captionsVtt(asset: AssetEntry, locale: Locale): string {
  const cues = ASSET_TEXTS[locale][asset.id].body.map(
    (line, i) =>
      `${i + 1}\n${timestamp(i * SCENE_SECONDS)} --> ${timestamp((i + 1) * SCENE_SECONDS)}\n${line.replace(/-->/g, "→")}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}
