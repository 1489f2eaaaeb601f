import { archetype } from "./archetype";
import { asAService } from "./as-a-service";
import { cbi } from "./cbi";
import { climate } from "./climate";
import { cyber } from "./cyber";
import { direct } from "./direct";
import { griPlus } from "./gri-plus";
import { impact } from "./impact";
import { insiderBlue } from "./insider-blue";
import { insiderGreen } from "./insider-green";
import { insiderRed } from "./insider-red";
import { openSurvey } from "./open-survey";
import { socialEngineering } from "./social-engineering";
import type { Instrument } from "./types";
import { welcome } from "./welcome";

/**
 * The survey catalogue: every instrument the product asks (docs/instruments.md). Add an instrument by importing
 * it here; `catalogue.test.ts` checks ids, question ids and texts.
 */
export const INSTRUMENTS: readonly Instrument[] = [
  welcome,
  cyber,
  climate,
  cbi,
  direct,
  openSurvey,
  asAService,
  socialEngineering,
  insiderRed,
  insiderGreen,
  insiderBlue,
  archetype,
  impact,
  griPlus,
];
