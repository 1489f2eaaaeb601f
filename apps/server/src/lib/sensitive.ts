import { DIMENSION_DEFINITIONS, type DimensionGroupKey } from "@wellguard/contract";
import type { Db } from "../db/database";

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

/**
 * The companies, of those given, where a platform admin allowed controllers to see one person's wellbeing results
 * (companies.individual_wellbeing: the staff representatives agreed; docs/privacy.md "Individual results").
 */
export async function individualWellbeingCompanies(
  db: Db,
  companyIds: readonly number[],
): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("companies")
    .select("id")
    .where("id", "in", [...new Set(companyIds)])
    .where("individual_wellbeing", "=", true)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether a controller may see this result of a person of the company: security always, wellbeing if allowed. */
export const shownToController = (dimensionId: number, individualWellbeing: boolean) =>
  individualWellbeing || !isSensitiveDimension(dimensionId);
