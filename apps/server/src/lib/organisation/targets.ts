import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { subtreeOf } from "../../features/dashboards/overview";
import { AppError } from "../errors";

/**
 * The condition on people `p` for the members of some departments of a company (with their sub-departments) or
 * of some of its tags: what an action plan or a campaign targets. Ids that are not the company's are refused as
 * unknown (ND1000, `field`), like any id outside the caller's scope; an empty list is ND1018.
 */
export async function groupCondition(
  trx: Kysely<Database>,
  companyId: number,
  kind: "departments" | "tags",
  requested: readonly number[],
  field: string,
): Promise<RawBuilder<boolean>> {
  const ids = [...new Set(requested)];
  if (ids.length === 0) throw new AppError("ND1018", { field });
  if (kind === "departments") {
    const departments = (
      await sql<{ id: number; name: string; parent_id: number | null }>`select id, name, parent_id
        from departments where company_id = ${companyId}`.execute(trx)
    ).rows;
    const known = new Set(departments.map((d) => d.id));
    if (ids.some((id) => !known.has(id))) throw new AppError("ND1000", { field });
    const subtree = [...new Set(ids.flatMap((id) => subtreeOf(departments, id)))];
    return sql<boolean>`p.department_id = any(${subtree}::int[])`;
  }
  const { rows } = await sql<{ id: number }>`select id from tags where company_id = ${companyId}
    and id = any(${ids}::int[])`.execute(trx);
  if (rows.length !== ids.length) throw new AppError("ND1000", { field });
  return sql<boolean>`exists (select 1 from tag_members m where m.person_id = p.id and m.tag_id = any(${ids}::int[]))`;
}
