import { sql } from "kysely";
import type { Db } from "../db/database";

/** The rows where the kept summary and a rebuild differ (none: equal), read in a transaction rolled back. */
export async function summaryDrift(db: Db, companyId: number) {
  const found: unknown[] = [];
  const rollBack = new Error("roll back");
  const columns = sql`tag_id, figure, span, at, bucket, department_id, sum, people, changed`;
  const nonZero = sql`(sum <> 0 or people <> 0 or changed <> 0)`;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`create temporary table kept on commit drop as
        select ${columns} from dashboard_changes where company_id = ${companyId} and ${nonZero}`.execute(trx);
      await sql`select dashboard_rebuild(${companyId})`.execute(trx);
      const { rows } = await sql`
        (select 'kept only' as side, * from (select ${columns} from kept
          except select ${columns} from dashboard_changes where company_id = ${companyId} and ${nonZero}) a)
        union all
        (select 'rebuilt only' as side, * from (select ${columns} from dashboard_changes
          where company_id = ${companyId} and ${nonZero} except select ${columns} from kept) b)
        limit 10`.execute(trx);
      found.push(...rows);
      throw rollBack;
    })
    .catch((error: unknown) => {
      if (error !== rollBack) throw error;
    });
  return found;
}
