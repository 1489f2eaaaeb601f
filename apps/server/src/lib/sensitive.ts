import { DIMENSION_DEFINITIONS, type DimensionGroupKey } from "@wellguard/contract";

/*
 * Which results are about how a person feels rather than what they do (docs/privacy.md): a controller sees
 * them only as aggregates, never per person. The groups of the dimension catalogue: working climate (climate
 * level, WHO-5, work climate), burnout and impact; and two derived figures that carry them: the hazard levels
 * (risk × role impact) and the global note (which averages in the climate level; the library's reading note
 * shares its dimension and goes with it).
 */

const SENSITIVE_GROUPS: readonly DimensionGroupKey[] = [
  "DIMENSION_GROUP_WORKING",
  "DIMENSION_GROUP_BURNOUT",
  "DIMENSION_GROUP_IMPACT",
  "DIMENSION_GROUP_HAZARD",
  "DIMENSION_GROUP_SCORING",
];

export const SENSITIVE_DIMENSION_IDS: ReadonlySet<number> = new Set(
  DIMENSION_DEFINITIONS.filter((d) => SENSITIVE_GROUPS.includes(d.group)).map((d) => d.id),
);

export function isSensitiveDimension(dimensionId: number): boolean {
  return SENSITIVE_DIMENSION_IDS.has(dimensionId);
}
