import type { AssetId } from "./ids";

/** The texts of one asset in one language. */
export interface AssetText {
  title: string;
  summary: string;
  /**
   * article: the paragraphs (4-8, plain text, no Markdown);
   * infographic: [alt text (what the image shows, for screen readers), caption paragraphs...];
   * video: the transcript, one caption cue per entry (the WebVTT files are made from it).
   */
  body: string[];
}

/** Every asset's texts in one language: a missing asset is a compile error. */
export type AssetTexts = Record<AssetId, AssetText>;
