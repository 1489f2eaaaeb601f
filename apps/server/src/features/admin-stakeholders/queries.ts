import type { TCompany, ZCompaniesQuery } from "@wellguard/contract";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { companyColumns, likePrefix, toCompany } from "../../lib/organisation";
import type { CompanyScope } from "../../lib/scope";

type CompaniesQuery = z.output<typeof ZCompaniesQuery>;

/** `%`, `_` and `\` typed by the admin are literal. */
function contains(search: string): string {
  return `%${likePrefix(search.toLowerCase())}`;
}

/**
 * One page of the companies an admin manages. Companies are few next to people (hundreds, not hundreds of
 * thousands), so the search may look inside names, fiscal codes and domains.
 */
export async function listCompanies(
  db: Db,
  scope: CompanyScope,
  query: CompaniesQuery,
): Promise<{ records: TCompany[]; total: number; page: number; pageSize: number }> {
  const conditions = [sql`c.deleted_at is null`];
  if (!scope.all) conditions.push(sql`c.id = any(${scope.companyIds}::int[])`);
  if (query.search) {
    const pattern = contains(query.search);
    conditions.push(sql`(lower(c.name) like ${pattern} or lower(c.fiscal_code) like ${pattern}
      or exists (select 1 from company_domains cd where cd.company_id = c.id and cd.domain like ${pattern}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const dir = query.order === "desc" ? sql`desc` : sql`asc`;
  const order = {
    name: sql`lower(c.name) ${dir}, c.id ${dir}`,
    code: sql`c.fiscal_code ${dir} nulls last, c.id ${dir}`,
    createdAt: sql`c.created_at ${dir}, c.id ${dir}`,
    peopleCount: sql`people_count ${dir}, lower(c.name), c.id`,
  }[query.sort ?? "name"];
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    sql<Parameters<typeof toCompany>[0]>`
      select ${companyColumns}
      from companies c left join companies parent on parent.id = c.parent_company_id
      where ${where}
      order by ${order}
      limit ${query.pageSize} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from companies c where ${where}`.execute(db),
  ]);
  return {
    records: rows.rows.map(toCompany),
    total: count.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
