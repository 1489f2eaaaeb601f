import type { Instrument } from "./types";

/**
 * The survey catalogue: every instrument the product asks (docs/instruments.md). Add an instrument by importing
 * it here; `catalogue.test.ts` checks ids, question ids and texts.
 */
export const INSTRUMENTS: readonly Instrument[] = [];
