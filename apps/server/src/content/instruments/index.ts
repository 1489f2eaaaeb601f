import { cbi } from "./cbi";
import { climate } from "./climate";
import type { Instrument } from "./types";
import { welcome } from "./welcome";

/**
 * The survey catalogue: every instrument the product asks (docs/instruments.md). Add an instrument by importing
 * it here; `catalogue.test.ts` checks ids, question ids and texts.
 */
export const INSTRUMENTS: readonly Instrument[] = [welcome, climate, cbi];
