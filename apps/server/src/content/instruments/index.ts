import { asAService } from "./as-a-service";
import { cbi } from "./cbi";
import { climate } from "./climate";
import { direct } from "./direct";
import { openSurvey } from "./open-survey";
import type { Instrument } from "./types";
import { welcome } from "./welcome";

/**
 * The survey catalogue: every instrument the product asks (docs/instruments.md). Add an instrument by importing
 * it here; `catalogue.test.ts` checks ids, question ids and texts.
 */
export const INSTRUMENTS: readonly Instrument[] = [welcome, climate, cbi, direct, openSurvey, asAService];
