import { href } from "@/app/paths";

/** The audit log filtered to one record's history (the audit page reads these filters from the address). */
export function auditHistoryHref(
  entityType: "companies" | "departments" | "people",
  entityId: number,
): string {
  const query = new URLSearchParams({ entityType, entityId: String(entityId) });
  return `${href("AdminAudit")}?${query.toString()}`;
}
