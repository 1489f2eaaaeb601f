import type { ZAuditQuery } from "@wellguard/contract";
import { SERVICES, type TAdminDashboard, type TAuditEvent, type TAuditQuery } from "@wellguard/contract";
import { type RawBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database";
import type { CompanyScope } from "../../lib/scope";

type AuditQuery = z.output<typeof ZAuditQuery>;

export type { TAuditQuery };

interface AuditRow {
  id: string | number;
  at: Date;
  actor_person_id: number | null;
  actor_profile: string;
  actor_name: string | null;
  action: "create" | "update" | "delete";
  entity_type: string;
  entity_id: number;
  company_id: number | null;
  before: unknown;
  after: unknown;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function toEvent(row: AuditRow): TAuditEvent {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: {
      stakeholderId: row.actor_person_id,
      // A deleted actor's name is gone with their personal data; their id stays.
      name: row.actor_name?.trim() ? row.actor_name.trim() : null,
      profile: row.actor_profile,
    },
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    stakeholderCompanyId: row.company_id,
    before: asRecord(row.before),
    after: asRecord(row.after),
  };
}

/** Platform admins read every event (also SYSTEM ones without a company); company admins those of their tree. */
function scopeCondition(scope: CompanyScope): RawBuilder<unknown> {
  return scope.all ? sql`true` : sql`e.company_id = any(${scope.companyIds}::int[])`;
}

const eventColumns = sql`e.id, e.at, e.actor_person_id, e.actor_profile, e.action, e.entity_type, e.entity_id,
  e.company_id, e.before, e.after, nullif(trim(a.name || ' ' || a.surname), '') as actor_name`;

/** GET /admin/audit: newest first. */
export async function listAudit(
  db: Db,
  scope: CompanyScope,
  query: AuditQuery,
): Promise<{ records: TAuditEvent[]; total: number; page: number; pageSize: number }> {
  const conditions = [scopeCondition(scope)];
  if (query.companyId !== undefined) conditions.push(sql`e.company_id = ${query.companyId}`);
  if (query.entityType) conditions.push(sql`e.entity_type = ${query.entityType}`);
  if (query.entityId !== undefined) conditions.push(sql`e.entity_id = ${query.entityId}`);
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    sql<AuditRow>`
      select ${eventColumns}
      from audit_events e left join people a on a.id = e.actor_person_id
      where ${where}
      order by e.at desc, e.id desc
      limit ${query.pageSize} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from audit_events e where ${where}`.execute(db),
  ]);
  return {
    records: rows.rows.map(toEvent),
    total: count.rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function recentAudit(db: Db, companyIds: readonly number[] | "all"): Promise<TAuditEvent[]> {
  const where = companyIds === "all" ? sql`true` : sql`e.company_id = any(${[...companyIds]}::int[])`;
  const { rows } = await sql<AuditRow>`
    select ${eventColumns}
    from audit_events e left join people a on a.id = e.actor_person_id
    where ${where}
    order by e.at desc, e.id desc
    limit 10`.execute(db);
  return rows.map(toEvent);
}

/** Totals, contracts per service and recent events over a set of companies ("all": the whole platform). */
export async function dashboard(db: Db, companyIds: readonly number[] | "all"): Promise<TAdminDashboard> {
  const companies =
    companyIds === "all"
      ? sql`c.deleted_at is null`
      : sql`c.deleted_at is null and c.id = any(${[...companyIds]}::int[])`;
  const [totals, perService, recent] = await Promise.all([
    sql<{ companies: number; people: number; departments: number }>`
      with scoped as (select c.id from companies c where ${companies})
      select (select count(*) from scoped)::int as companies,
        (select count(*) from people p where p.company_id in (select id from scoped) and p.deleted_at is null)::int
          as people,
        (select count(*) from departments d where d.company_id in (select id from scoped))::int as departments`.execute(
      db,
    ),
    sql<{ service: number; companies: number }>`
      select s as service, count(*)::int as companies
      from companies c cross join lateral unnest(c.services) as s
      where ${companies}
      group by s`.execute(db),
    recentAudit(db, companyIds),
  ]);
  const counts = new Map(perService.rows.map((r) => [r.service, r.companies]));
  return {
    totals: totals.rows[0] ?? { companies: 0, people: 0, departments: 0 },
    contractsPerService: SERVICES.map((_, i) => ({ serviceId: i + 1, companies: counts.get(i + 1) ?? 0 })),
    recentAudit: recent,
  };
}

/** People per top-level department of one company, each counting its whole branch; null: without a department. */
export async function peoplePerTopDepartment(
  db: Db,
  companyId: number,
): Promise<{ stakeholderDepartmentId: number | null; name: string | null; people: number }[]> {
  const { rows } = await sql<{ root: number | null; name: string | null; people: number }>`
    with recursive branch(id, root) as (
      select id, id from departments where company_id = ${companyId} and parent_id is null
      union all
      select d.id, b.root from departments d join branch b on d.parent_id = b.id
    ),
    counted as (
      select b.root, count(p.id)::int as people
      from branch b left join people p on p.department_id = b.id and p.deleted_at is null
      group by b.root
    )
    select c.root, d.name, c.people from counted c join departments d on d.id = c.root
    union all
    select null, null, count(*)::int from people
    where company_id = ${companyId} and department_id is null and deleted_at is null
    order by 2 nulls last`.execute(db);
  return rows.map((r) => ({ stakeholderDepartmentId: r.root, name: r.name, people: r.people }));
}
