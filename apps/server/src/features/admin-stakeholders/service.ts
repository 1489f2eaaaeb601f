import {
  type ErrorCode,
  MIN_GROUP_SIZE,
  type Profile,
  type TCompany,
  type TCompanyInputParsed,
  type TDepartment,
  type TPerson,
  type TPersonCompany,
  type TPersonInputParsed,
  type ZCompanyUpdate,
  type ZPersonUpdate,
} from "@wellguard/contract";
import { type Kysely, sql, type Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { setActor } from "../../lib/actor";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError, type Refusal } from "../../lib/errors";
import { eventsCommitted } from "../../lib/events";
import {
  anonymisePeople,
  type CheckedLogo,
  checkCompanyInput,
  checkDepartmentInput,
  checkDepartmentParent,
  checkPersonInput,
  companiesByIds,
  companyById,
  departmentById,
  departmentSubtree,
  departmentsByIds,
  isRowId,
  logoUrl,
  mapUniqueViolation,
  type ProfileRow,
  peopleByIds,
  personById,
  profileRowsFor,
  queueCredentialEmails,
} from "../../lib/organisation";
import { type CompanyScope, inScope, notFound } from "../../lib/scope";
import type { SessionContext } from "../../lib/session";
import { personSnapshot, personSource, recordPersonChanges } from "../integrations/person-events";
import { syncFederationUrls } from "../sso/federation";

/**
 * The admin side of companies, departments and people (spec §7 "Admin stakeholders"): every write checks the
 * rules of lib/organisation, runs in one transaction with its audit entries, and goes through
 * `sessions.changePerson` whenever a signed-in person's cached view could change.
 */

export interface AdminContext {
  deps: AppDeps;
  session: SessionContext;
  /** adminScope(session): the companies this admin manages. */
  scope: CompanyScope;
}

type Trx = Transaction<Database>;

function actor(ctx: AdminContext) {
  return { session: ctx.session, profile: "ADMIN" as const };
}

/** Above this many people, a change announces "everyone" instead of each id (one NOTIFY instead of thousands). */
const NOTIFY_EACH_MAX = 1000;
function changed(ids: readonly number[]): readonly number[] | "all" {
  return ids.length > NOTIFY_EACH_MAX ? "all" : ids;
}

function refusal(id: number, code: ErrorCode): Refusal {
  return { id, applicationCode: code, message: new AppError(code).message };
}

/** Bulk calls: unknown or out-of-scope ids answer 404 (like a single unknown id); rule refusals 412. */
function refuseBulk(refusals: Refusal[]): AppError {
  const first = refusals[0];
  const code = (first?.applicationCode ?? "ND1027") as ErrorCode;
  const allUnknown = refusals.every((r) => r.applicationCode === "ND1000");
  return new AppError(code, { status: allUnknown ? 404 : 412, refusals });
}

function unknownIds(
  ids: readonly number[],
  found: ReadonlyMap<number, number>,
  scope: CompanyScope,
): Refusal[] {
  return ids
    .filter((id) => {
      const companyId = found.get(id);
      return companyId === undefined || !inScope(scope, companyId);
    })
    .map((id) => refusal(id, "ND1000"));
}

// ================================================================ companies

interface CompanyRowLite {
  id: number;
  parent_company_id: number | null;
}

async function liveCompanies(db: Kysely<Database>, ids: readonly number[]): Promise<CompanyRowLite[]> {
  const valid = ids.filter(isRowId);
  if (valid.length === 0) return [];
  return db
    .selectFrom("companies")
    .select(["id", "parent_company_id"])
    .where("id", "in", valid)
    .where("deleted_at", "is", null)
    .execute();
}

export async function getCompany(ctx: AdminContext, id: number): Promise<TCompany> {
  if (!isRowId(id) || !inScope(ctx.scope, id)) throw notFound();
  const company = await companyById(ctx.deps.db, id);
  if (!company) throw notFound();
  return company;
}

async function insertDomains(trx: Kysely<Database>, companyId: number, domains: readonly string[]) {
  await trx
    .insertInto("company_domains")
    .values(domains.map((domain, position) => ({ domain, company_id: companyId, position })))
    .execute();
}

export async function createCompany(ctx: AdminContext, input: TCompanyInputParsed): Promise<TCompany> {
  const { db } = ctx.deps;
  if (input.minGroupSize !== undefined && input.minGroupSize !== MIN_GROUP_SIZE && !ctx.scope.all) {
    throw new AppError("NF1002", { field: "minGroupSize" });
  }
  if (input.individualWellbeing === true && !ctx.scope.all) {
    throw new AppError("NF1002", { field: "individualWellbeing" });
  }
  const checked = await checkCompanyInput(db, input, { scope: ctx.scope });
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("companies")
          .values({
            name: input.name,
            domain: checked.domains[0] ?? null,
            fiscal_code: checked.fiscalCode,
            logo: null,
            environment: input.environment,
            type: input.type,
            services: input.services,
            federation_url: null,
            default_locale: input.locale,
            time_zone: input.timeZone,
            parent_company_id: input.stakeholderParentCompanyId,
            survey_flow_id: input.surveyFlowId,
            ...(input.minGroupSize !== undefined ? { min_group_size: input.minGroupSize } : {}),
            ...(input.individualWellbeing !== undefined
              ? { individual_wellbeing: input.individualWellbeing }
              : {}),
            sms_sender: input.smsSender ?? null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await insertDomains(trx, row.id, checked.domains);
        const after = await companyById(trx, row.id);
        if (!after) throw new Error("created company not readable");
        await recordAudit(trx, actor(ctx), {
          action: "create",
          entityType: "companies",
          entityId: row.id,
          companyId: row.id,
          after,
        });
        return after;
      }),
    () => checkCompanyInput(db, input, { scope: ctx.scope }),
  );
}

async function writeLogo(trx: Kysely<Database>, companyId: number, logo: CheckedLogo | null) {
  const now = new Date();
  if (logo === null) {
    await trx.deleteFrom("company_logos").where("company_id", "=", companyId).execute();
    await trx
      .updateTable("companies")
      .set({ logo: null, updated_at: now })
      .where("id", "=", companyId)
      .execute();
    return;
  }
  const values = { content_type: logo.contentType, bytes: logo.bytes, sha256: logo.sha256, updated_at: now };
  await trx
    .insertInto("company_logos")
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column("company_id").doUpdateSet(values))
    .execute();
  await trx
    .updateTable("companies")
    .set({ logo: logoUrl(companyId, logo.sha256), updated_at: now })
    .where("id", "=", companyId)
    .execute();
}

/** Keeps each person's own service list within what the company contracts (spec §6 module rule). */
async function narrowPeopleServices(
  trx: Kysely<Database>,
  companyIds: readonly number[],
  services: number[],
) {
  await sql`
    update people set services = array(select s from unnest(services) s where s = any(${services}::int[]) order by s)
    where company_id = any(${[...companyIds]}::int[]) and services is not null
      and not (services <@ ${services}::int[])`.execute(trx);
}

/**
 * PUT (input only), or the multipart POST (input and/or logo; `logo` null removes it). The company's people's
 * cached sessions show its name, logo, services and language, so every instance drops its cache.
 */
export async function updateCompany(
  ctx: AdminContext,
  id: number,
  update: z.output<typeof ZCompanyUpdate> | undefined,
  logo?: CheckedLogo | null,
): Promise<TCompany> {
  const { db, sessions } = ctx.deps;
  const before = await getCompany(ctx, id);
  // Left out: kept as they are (not reset to the creation defaults).
  const input: TCompanyInputParsed | undefined = update && {
    ...update,
    environment: update.environment ?? (before.environment as TCompanyInputParsed["environment"]),
    type: update.type ?? before.type,
    locale: update.locale ?? before.locale,
    timeZone: update.timeZone ?? before.timeZone,
  };
  // The privacy threshold protects the company's people from their own company: only a platform admin moves it.
  if (input?.minGroupSize !== undefined && input.minGroupSize !== before.minGroupSize && !ctx.scope.all) {
    throw new AppError("NF1002", { field: "minGroupSize" });
  }
  // Likewise whether one person's wellbeing can be seen (docs/privacy.md).
  if (
    input?.individualWellbeing !== undefined &&
    input.individualWellbeing !== before.individualWellbeing &&
    !ctx.scope.all
  ) {
    throw new AppError("NF1002", { field: "individualWellbeing" });
  }
  const current = { id, parent_company_id: before.stakeholderParentCompanyId };
  const checked = input ? await checkCompanyInput(db, input, { scope: ctx.scope, current }) : undefined;
  return mapUniqueViolation(
    () =>
      sessions.changePerson("all", async (trx) => {
        if (input && checked) {
          await trx
            .updateTable("companies")
            .set({
              name: input.name,
              domain: checked.domains[0] ?? null,
              fiscal_code: checked.fiscalCode,
              environment: input.environment,
              type: input.type,
              services: input.services,
              default_locale: input.locale,
              time_zone: input.timeZone,
              parent_company_id: input.stakeholderParentCompanyId,
              survey_flow_id: input.surveyFlowId,
              ...(input.minGroupSize !== undefined ? { min_group_size: input.minGroupSize } : {}),
              ...(input.individualWellbeing !== undefined
                ? { individual_wellbeing: input.individualWellbeing }
                : {}),
              // Left out: unchanged, so API clients that predate the field keep the sender id.
              ...(input.smsSender !== undefined ? { sms_sender: input.smsSender } : {}),
              updated_at: new Date(),
            })
            .where("id", "=", id)
            .execute();
          await trx.deleteFrom("company_domains").where("company_id", "=", id).execute();
          await insertDomains(trx, id, checked.domains);
          await narrowPeopleServices(trx, [id], input.services);
          await syncFederationUrls(trx, ctx.deps.config, [id]);
        }
        if (logo !== undefined) await writeLogo(trx, id, logo);
        const after = await companyById(trx, id);
        if (!after) throw notFound();
        await recordAudit(trx, actor(ctx), {
          action: "update",
          entityType: "companies",
          entityId: id,
          companyId: id,
          before,
          after,
        });
        return after;
      }),
    input ? () => checkCompanyInput(db, input, { scope: ctx.scope, current }) : undefined,
  );
}

/**
 * Deletes companies, all or none. Refused: the admin's own company (ND1003), a company with live child
 * companies that are not deleted in the same call (ND1001: it has dependencies). Otherwise each company's people
 * are anonymised, its departments, domains, logo, tags and the profiles that point at it are deleted, and the
 * row is kept (ids stay unique; anonymous aggregates keep their company) with deleted_at set.
 */
export async function deleteCompanies(ctx: AdminContext, ids: readonly number[]): Promise<number> {
  const { db, sessions } = ctx.deps;
  const unique = [...new Set(ids)];
  const rows = await liveCompanies(db, unique);
  const found = new Map(rows.map((r) => [r.id, r.id]));
  const unknown = unknownIds(unique, found, ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);
  const deleting = new Set(unique);
  const children = await db
    .selectFrom("companies")
    .select(["id", "parent_company_id"])
    .where("parent_company_id", "in", unique)
    .where("deleted_at", "is", null)
    .execute();
  const refusals: Refusal[] = [];
  for (const id of unique) {
    if (id === ctx.session.companyId) refusals.push(refusal(id, "ND1003"));
    else if (children.some((c) => c.parent_company_id === id && !deleting.has(c.id)))
      refusals.push(refusal(id, "ND1001"));
  }
  if (refusals.length > 0) throw refuseBulk(refusals);

  await sessions.changePerson("all", async (trx) => {
    const before = await companiesByIds(trx, unique);
    const now = new Date();
    await anonymisePeople(trx, { companyIds: unique });
    await sql`delete from departments where company_id = any(${unique}::int[])`.execute(trx);
    await sql`delete from company_domains where company_id = any(${unique}::int[])`.execute(trx);
    await sql`delete from company_logos where company_id = any(${unique}::int[])`.execute(trx);
    await sql`delete from tags where company_id = any(${unique}::int[])`.execute(trx);
    await sql`delete from person_profiles where company_id = any(${unique}::int[])`.execute(trx);
    await sql`update companies set deleted_at = ${now}, updated_at = ${now}, domain = null, fiscal_code = null,
      logo = null where id = any(${unique}::int[])`.execute(trx);
    await recordAudit(
      trx,
      actor(ctx),
      before.map((company) => ({
        action: "delete" as const,
        entityType: "companies",
        entityId: company.stakeholderId,
        companyId: company.stakeholderId,
        before: company,
      })),
    );
  });
  return unique.length;
}

// ================================================================ departments

export async function getDepartment(ctx: AdminContext, id: number): Promise<TDepartment> {
  if (!isRowId(id)) throw notFound();
  const department = await departmentById(ctx.deps.db, id);
  if (!department || !inScope(ctx.scope, department.stakeholderCompanyId)) throw notFound();
  // A department of a deleted company went with it; departments have no deleted state of their own.
  return department;
}

export async function createDepartment(
  ctx: AdminContext,
  input: {
    name: string;
    stakeholderCompanyId?: number | undefined;
    stakeholderDepartmentParentId: number | null;
  },
): Promise<TDepartment> {
  const { db } = ctx.deps;
  const checked = await checkDepartmentInput(db, input, { scope: ctx.scope });
  return mapUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("departments")
        .values({ company_id: checked.companyId, parent_id: checked.parentId, name: checked.name })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = await departmentById(trx, row.id);
      if (!after) throw new Error("created department not readable");
      await recordAudit(trx, actor(ctx), {
        action: "create",
        entityType: "departments",
        entityId: row.id,
        companyId: checked.companyId,
        after,
      });
      return after;
    }),
  );
}

export async function updateDepartment(
  ctx: AdminContext,
  id: number,
  input: {
    name: string;
    stakeholderCompanyId?: number | undefined;
    stakeholderDepartmentParentId: number | null;
  },
): Promise<TDepartment> {
  const { db } = ctx.deps;
  const before = await getDepartment(ctx, id);
  const checked = await checkDepartmentInput(db, input, {
    scope: ctx.scope,
    current: { id, company_id: before.stakeholderCompanyId },
  });
  return mapUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable("departments")
        .set({ name: checked.name, parent_id: checked.parentId, updated_at: new Date() })
        .where("id", "=", id)
        .execute();
      const after = await departmentById(trx, id);
      if (!after) throw notFound();
      await recordAudit(trx, actor(ctx), {
        action: "update",
        entityType: "departments",
        entityId: id,
        companyId: checked.companyId,
        before,
        after,
      });
      return after;
    }),
  );
}

interface DepartmentNode {
  id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
}

async function departmentsOfCompanies(
  db: Kysely<Database>,
  companyIds: readonly number[],
): Promise<DepartmentNode[]> {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom("departments")
    .select(["id", "company_id", "parent_id", "name"])
    .where("company_id", "in", [...new Set(companyIds)])
    .execute();
}

/** Siblings (same company, same parent) whose names clash without case, among the departments still standing. */
function clashingNames(
  nodes: Map<number, DepartmentNode>,
  companyId: number,
  parentId: number | null,
): Set<string> {
  const seen = new Set<string>();
  const clashes = new Set<string>();
  for (const node of nodes.values()) {
    if (node.company_id !== companyId || node.parent_id !== parentId) continue;
    const key = node.name.toLowerCase();
    if (seen.has(key)) clashes.add(key);
    seen.add(key);
  }
  return clashes;
}

function depthOf(nodes: Map<number, DepartmentNode>, id: number): number {
  let depth = 0;
  let at = nodes.get(id)?.parent_id ?? null;
  while (at !== null && depth < 10_000) {
    depth++;
    at = nodes.get(at)?.parent_id ?? null;
  }
  return depth;
}

/**
 * Deletes departments, all or none: the people of a deleted department move to its parent (or the company
 * root), and its child departments move up to its parent. Refused (ND1024) when a child moving up would share
 * its name with a department already at that level.
 */
export async function deleteDepartments(ctx: AdminContext, ids: readonly number[]): Promise<number> {
  const { db, sessions } = ctx.deps;
  const unique = [...new Set(ids)];
  const targets = await departmentsByIds(db, unique.filter(isRowId));
  const found = new Map(targets.map((d) => [d.id, d.stakeholderCompanyId]));
  const unknown = unknownIds(unique, found, ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);

  // Rehearse the moves on the company trees, deepest first, to find clashes before writing anything.
  const nodes = new Map(
    (await departmentsOfCompanies(db, [...found.values()])).map((n): [number, DepartmentNode] => [
      n.id,
      { ...n },
    ]),
  );
  const order = [...unique].sort((a, b) => depthOf(nodes, b) - depthOf(nodes, a));
  const moves: { id: number; parentId: number | null }[] = [];
  const refusals: Refusal[] = [];
  for (const id of order) {
    const node = nodes.get(id);
    if (!node) continue;
    moves.push({ id, parentId: node.parent_id });
    nodes.delete(id);
    for (const other of nodes.values()) if (other.parent_id === id) other.parent_id = node.parent_id;
    if (clashingNames(nodes, node.company_id, node.parent_id).size > 0) refusals.push(refusal(id, "ND1024"));
  }
  if (refusals.length > 0) throw refuseBulk(refusals);

  const moved = await db
    .selectFrom("people")
    .select("id")
    .where("department_id", "in", unique)
    .where("deleted_at", "is", null)
    .execute();
  const deleted = await mapUniqueViolation(() =>
    sessions.changePerson(changed(moved.map((p) => p.id)), async (trx) => {
      const before = await departmentsByIds(trx, unique);
      // Their people move to the parent department: a person.updated each (departmentId changed), read in this
      // transaction so a person added meanwhile is reported too.
      const movedNow = await trx
        .selectFrom("people")
        .select("id")
        .where("department_id", "in", unique)
        .where("deleted_at", "is", null)
        .execute();
      const movedIds = movedNow.map((p) => p.id);
      const snapshot = await personSnapshot(trx, movedIds);
      for (const { id, parentId } of moves) {
        await trx
          .updateTable("people")
          .set({ department_id: parentId })
          .where("department_id", "=", id)
          .execute();
        await trx
          .updateTable("departments")
          .set({ parent_id: parentId })
          .where("parent_id", "=", id)
          .execute();
        await trx.deleteFrom("departments").where("id", "=", id).execute();
      }
      await recordAudit(
        trx,
        actor(ctx),
        before.map((d) => ({
          action: "delete" as const,
          entityType: "departments",
          entityId: d.id,
          companyId: d.stakeholderCompanyId,
          before: d,
        })),
      );
      await recordPersonChanges(trx, personSource(ctx.session, "admin"), snapshot, movedIds);
      return unique.length;
    }),
  );
  eventsCommitted();
  return deleted;
}

// ================================================================ people

interface PersonRowLite {
  id: number;
  company_id: number;
}

async function livePeople(db: Kysely<Database>, ids: readonly number[]): Promise<PersonRowLite[]> {
  const valid = ids.filter(isRowId);
  if (valid.length === 0) return [];
  return db
    .selectFrom("people")
    .select(["id", "company_id"])
    .where("id", "in", valid)
    .where("deleted_at", "is", null)
    .execute();
}

async function profileRowsOf(db: Kysely<Database>, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return db
    .selectFrom("person_profiles")
    .select(["person_id", "profile", "company_id"])
    .where("person_id", "in", [...personIds])
    .orderBy("id")
    .execute();
}

export async function getPerson(ctx: AdminContext, id: number): Promise<TPerson> {
  if (!isRowId(id)) throw notFound();
  const person = await personById(ctx.deps.db, id, ctx.scope);
  if (!person || !inScope(ctx.scope, person.company.stakeholderId)) throw notFound();
  return person;
}

async function writeProfiles(trx: Trx, personId: number, rows: readonly ProfileRow[]) {
  await trx.deleteFrom("person_profiles").where("person_id", "=", personId).execute();
  const unique = new Map(rows.map((r) => [`${r.profile}:${r.company_id ?? 0}`, r]));
  await trx
    .insertInto("person_profiles")
    .values(
      [...unique.values()].map((r) => ({
        person_id: personId,
        profile: r.profile,
        company_id: r.company_id,
      })),
    )
    .execute();
}

export async function createPerson(ctx: AdminContext, input: TPersonInputParsed): Promise<TPerson> {
  const { db } = ctx.deps;
  const checked = await checkPersonInput(db, input, { scope: ctx.scope });
  const profiles = await profileRowsFor(db, input, {
    scope: ctx.scope,
    companyId: checked.companyId,
    existing: [],
  });
  const person = await mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("people")
          .values({
            company_id: checked.companyId,
            department_id: checked.departmentId,
            name: input.name,
            surname: input.surname,
            email: input.email,
            login: checked.login,
            user_code: input.userCode,
            locale: input.locale,
            avatar: input.avatar,
            password_hash: null,
            password_changed_at: null,
            services: input.services,
            gender: input.gender,
            phone: input.phone,
            time_zone: input.timeZone,
            deleted_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeProfiles(trx, row.id, profiles);
        await recordPersonChanges(trx, personSource(ctx.session, "admin"), new Map(), [row.id]);
        const after = await personById(trx, row.id, ctx.scope);
        if (!after) throw new Error("created person not readable");
        await recordAudit(trx, actor(ctx), {
          action: "create",
          entityType: "people",
          entityId: row.id,
          companyId: checked.companyId,
          after,
        });
        return after;
      }),
    () => checkPersonInput(db, input, { scope: ctx.scope }),
  );
  eventsCommitted();
  return person;
}

/** Only platform admins change or delete another person who holds ADMIN (a company admin could otherwise take over that account). */
function assertMayManage(ctx: AdminContext, personId: number, profiles: readonly { profile: Profile }[]) {
  if (!ctx.scope.all && personId !== ctx.session.personId && profiles.some((p) => p.profile === "ADMIN")) {
    throw new AppError("NF1002");
  }
}

export async function updatePerson(
  ctx: AdminContext,
  id: number,
  update: z.output<typeof ZPersonUpdate>,
): Promise<TPerson> {
  const { db, sessions } = ctx.deps;
  const before = await getPerson(ctx, id);
  const existing = await profileRowsOf(db, [id]);
  assertMayManage(ctx, id, existing);
  const current = { id, company_id: before.company.stakeholderId, email: before.email, login: before.login };
  // Profiles left out stay as they are; managed companies left out stay those the admin can see.
  const input: TPersonInputParsed = {
    ...update,
    profiles: update.profiles ?? before.profiles,
    controllerCompanyIds: update.controllerCompanyIds ?? before.controllerCompanyIds,
  };
  const checked = await checkPersonInput(db, input, { scope: ctx.scope, current });
  const existingRows = existing.map((r) => ({ profile: r.profile, company_id: r.company_id }));
  const profiles =
    update.profiles === undefined && update.controllerCompanyIds === undefined
      ? existingRows
      : await profileRowsFor(db, input, {
          scope: ctx.scope,
          companyId: checked.companyId,
          existing: existingRows,
        });
  const person = await mapUniqueViolation(
    () =>
      sessions.changePerson(id, async (trx) => {
        await setActor(trx, { personId: ctx.session.personId, profile: "ADMIN" });
        const snapshot = await personSnapshot(trx, [id]);
        await trx
          .updateTable("people")
          .set({
            department_id: checked.departmentId,
            name: input.name,
            surname: input.surname,
            email: input.email,
            login: checked.login,
            user_code: input.userCode,
            locale: input.locale,
            avatar: input.avatar,
            services: input.services,
            gender: input.gender,
            phone: input.phone,
            time_zone: input.timeZone,
            updated_at: new Date(),
          })
          .where("id", "=", id)
          .execute();
        await writeProfiles(trx, id, profiles);
        await recordPersonChanges(trx, personSource(ctx.session, "admin"), snapshot, [id]);
        const after = await personById(trx, id, ctx.scope);
        if (!after) throw notFound();
        await recordAudit(trx, actor(ctx), {
          action: "update",
          entityType: "people",
          entityId: id,
          companyId: checked.companyId,
          before,
          after,
        });
        return after;
      }),
    () => checkPersonInput(db, input, { scope: ctx.scope, current }),
  );
  eventsCommitted();
  return person;
}

/**
 * Deletes people, all or none (refused: the caller themselves, NF1002; for a company admin, anyone holding
 * ADMIN, NF1002). Each is anonymised and signed out at once; the audit entry keeps who was deleted by whom,
 * without their personal data.
 */
export async function deletePeople(ctx: AdminContext, ids: readonly number[]): Promise<number> {
  const { db, sessions } = ctx.deps;
  const unique = [...new Set(ids)];
  const rows = await livePeople(db, unique);
  const unknown = unknownIds(unique, new Map(rows.map((r) => [r.id, r.company_id])), ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);
  const profiles = await profileRowsOf(db, unique);
  const refusals: Refusal[] = [];
  for (const id of unique) {
    const own = profiles.filter((p) => p.person_id === id);
    if (id === ctx.session.personId) refusals.push(refusal(id, "NF1002"));
    else if (!ctx.scope.all && own.some((p) => p.profile === "ADMIN")) refusals.push(refusal(id, "NF1002"));
  }
  if (refusals.length > 0) throw refuseBulk(refusals);

  await sessions.changePerson(changed(unique), async (trx) => {
    const before = await peopleByIds(trx, unique, ctx.scope);
    // Recorded first, so the anonymisation below also strips the personal values from these entries.
    await recordAudit(
      trx,
      actor(ctx),
      before.map((p) => ({
        action: "delete" as const,
        entityType: "people",
        entityId: p.stakeholderId,
        companyId: p.company.stakeholderId,
        before: p,
      })),
    );
    const snapshot = await personSnapshot(trx, unique);
    await anonymisePeople(trx, { personIds: unique });
    await recordPersonChanges(trx, personSource(ctx.session, "admin"), snapshot, unique);
  });
  eventsCommitted();
  return unique.length;
}

/** The companies a person belongs to, controls or administers, among those the caller manages. */
export async function personCompanies(ctx: AdminContext, id: number): Promise<TPersonCompany[]> {
  const person = await getPerson(ctx, id);
  const rows = await profileRowsOf(ctx.deps.db, [id]);
  const relations = new Map<number, Set<TPersonCompany["relationships"][number]>>();
  const add = (companyId: number, relation: TPersonCompany["relationships"][number]) => {
    if (!inScope(ctx.scope, companyId)) return;
    const set = relations.get(companyId) ?? new Set();
    set.add(relation);
    relations.set(companyId, set);
  };
  add(person.company.stakeholderId, "MEMBER");
  for (const row of rows) {
    if (row.profile === "CONTROLLER" && row.company_id !== null) add(row.company_id, "CONTROLLER");
    if (row.profile === "ADMIN") add(row.company_id ?? person.company.stakeholderId, "ADMIN");
  }
  const companies = await companiesByIds(ctx.deps.db, [...relations.keys()]);
  return companies.map((c) => ({
    ...c,
    relationships: (["MEMBER", "CONTROLLER", "ADMIN"] as const).filter((r) =>
      relations.get(c.stakeholderId)?.has(r),
    ),
  }));
}

// ================================================================ multiupdate

export interface MultiChanges {
  stakeholderDepartmentId?: number | null | undefined;
  services?: number[] | null | undefined;
  locale?: string | undefined;
  timeZone?: string | null | undefined;
  surveyFlowId?: number | undefined;
  stakeholderDepartmentParentId?: number | null | undefined;
}

const MULTI_FIELDS = {
  people: ["stakeholderDepartmentId", "services", "locale", "timeZone"],
  companies: ["services", "locale", "timeZone", "surveyFlowId"],
  departments: ["stakeholderDepartmentParentId"],
} as const satisfies Record<string, readonly (keyof MultiChanges)[]>;

/** Changes that do not apply to the type are refused (ND1027 naming the field), as are null services/time zone of companies. */
function checkMultiFields(type: keyof typeof MULTI_FIELDS, changes: MultiChanges) {
  const allowed = new Set<string>(MULTI_FIELDS[type]);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (!allowed.has(key)) throw new AppError("ND1027", { field: `changes.${key}` });
  }
  if (type === "companies" && changes.services === null)
    throw new AppError("ND1015", { field: "changes.services" });
  if (type === "companies" && changes.timeZone === null)
    throw new AppError("ND1023", { field: "changes.timeZone" });
  if (Object.values(changes).every((v) => v === undefined))
    throw new AppError("ND1018", { field: "changes" });
}

export async function multiUpdatePeople(ctx: AdminContext, ids: readonly number[], changes: MultiChanges) {
  checkMultiFields("people", changes);
  const { db, sessions } = ctx.deps;
  const unique = [...new Set(ids)];
  const rows = await livePeople(db, unique);
  const companyOf = new Map(rows.map((r) => [r.id, r.company_id]));
  const unknown = unknownIds(unique, companyOf, ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);

  const refusals: Refusal[] = [];
  const departmentId = changes.stakeholderDepartmentId;
  if (departmentId != null) {
    const department = isRowId(departmentId)
      ? await db
          .selectFrom("departments")
          .select("company_id")
          .where("id", "=", departmentId)
          .executeTakeFirst()
      : undefined;
    for (const id of unique)
      if (department?.company_id !== companyOf.get(id)) refusals.push(refusal(id, "ND1030"));
  }
  if (changes.services) {
    const companies = await db
      .selectFrom("companies")
      .select(["id", "services"])
      .where("id", "in", [...new Set(companyOf.values())])
      .execute();
    const servicesOf = new Map(companies.map((c) => [c.id, new Set(c.services)]));
    for (const id of unique) {
      const contracted = servicesOf.get(companyOf.get(id) ?? 0) ?? new Set();
      if (changes.services.some((s) => !contracted.has(s))) refusals.push(refusal(id, "NF1003"));
    }
  }
  if (refusals.length > 0) throw refuseBulk(refusals);

  const set: Partial<{
    department_id: number | null;
    services: number[] | null;
    locale: string;
    time_zone: string | null;
    updated_at: Date;
  }> = { updated_at: new Date() };
  if (changes.stakeholderDepartmentId !== undefined) set.department_id = changes.stakeholderDepartmentId;
  if (changes.services !== undefined) set.services = changes.services;
  if (changes.locale !== undefined) set.locale = changes.locale;
  if (changes.timeZone !== undefined) set.time_zone = changes.timeZone;
  await sessions.changePerson(changed(unique), async (trx) => {
    const before = await peopleByIds(trx, unique, ctx.scope);
    const snapshot = await personSnapshot(trx, unique);
    await trx.updateTable("people").set(set).where("id", "in", unique).execute();
    await recordPersonChanges(trx, personSource(ctx.session, "admin"), snapshot, unique);
    const after = new Map((await peopleByIds(trx, unique, ctx.scope)).map((p) => [p.stakeholderId, p]));
    await recordAudit(
      trx,
      actor(ctx),
      before.map((p) => ({
        action: "update" as const,
        entityType: "people",
        entityId: p.stakeholderId,
        companyId: p.company.stakeholderId,
        before: p,
        after: after.get(p.stakeholderId) ?? null,
      })),
    );
  });
  eventsCommitted();
  return unique.length;
}

export async function multiUpdateCompanies(ctx: AdminContext, ids: readonly number[], changes: MultiChanges) {
  checkMultiFields("companies", changes);
  const { db, sessions } = ctx.deps;
  const unique = [...new Set(ids)];
  const rows = await liveCompanies(db, unique);
  const unknown = unknownIds(unique, new Map(rows.map((r) => [r.id, r.id])), ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);

  const set: Partial<{
    services: number[];
    default_locale: string;
    time_zone: string;
    survey_flow_id: number;
    updated_at: Date;
  }> = { updated_at: new Date() };
  if (changes.services) set.services = changes.services;
  if (changes.locale !== undefined) set.default_locale = changes.locale;
  if (changes.timeZone) set.time_zone = changes.timeZone;
  if (changes.surveyFlowId !== undefined) set.survey_flow_id = changes.surveyFlowId;
  await sessions.changePerson("all", async (trx) => {
    const before = await companiesByIds(trx, unique);
    await trx.updateTable("companies").set(set).where("id", "in", unique).execute();
    if (changes.services) {
      await narrowPeopleServices(trx, unique, changes.services);
      await syncFederationUrls(trx, ctx.deps.config, unique);
    }
    const after = new Map((await companiesByIds(trx, unique)).map((c) => [c.stakeholderId, c]));
    await recordAudit(
      trx,
      actor(ctx),
      before.map((c) => ({
        action: "update" as const,
        entityType: "companies",
        entityId: c.stakeholderId,
        companyId: c.stakeholderId,
        before: c,
        after: after.get(c.stakeholderId) ?? null,
      })),
    );
  });
  return unique.length;
}

/** Moves departments under one parent (or the company root): ND1030 for another company's parent or a cycle, ND1024 for a name clash. */
export async function multiUpdateDepartments(
  ctx: AdminContext,
  ids: readonly number[],
  changes: MultiChanges,
) {
  checkMultiFields("departments", changes);
  const { db } = ctx.deps;
  const unique = [...new Set(ids)];
  const targets = await departmentsByIds(db, unique.filter(isRowId));
  const found = new Map(targets.map((d) => [d.id, d.stakeholderCompanyId]));
  const unknown = unknownIds(unique, found, ctx.scope);
  if (unknown.length > 0) throw refuseBulk(unknown);

  const parentId = changes.stakeholderDepartmentParentId ?? null;
  const refusals: Refusal[] = [];
  for (const id of unique) {
    if (parentId === null) continue;
    try {
      await checkDepartmentParent(db, found.get(id) as number, parentId, id);
    } catch (error) {
      if (error instanceof AppError) refusals.push(refusal(id, error.code));
      else throw error;
    }
  }
  if (refusals.length === 0) {
    const nodes = new Map(
      (await departmentsOfCompanies(db, [...found.values()])).map((n): [number, DepartmentNode] => [
        n.id,
        { ...n },
      ]),
    );
    for (const id of unique) {
      const node = nodes.get(id);
      if (node) node.parent_id = parentId;
    }
    for (const id of unique) {
      const node = nodes.get(id);
      if (node && clashingNames(nodes, node.company_id, parentId).has(node.name.toLowerCase()))
        refusals.push(refusal(id, "ND1024"));
    }
  }
  if (refusals.length > 0) throw refuseBulk(refusals);

  return mapUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      const before = await departmentsByIds(trx, unique);
      await trx
        .updateTable("departments")
        .set({ parent_id: parentId, updated_at: new Date() })
        .where("id", "in", unique)
        .execute();
      const after = new Map((await departmentsByIds(trx, unique)).map((d) => [d.id, d]));
      await recordAudit(
        trx,
        actor(ctx),
        before.map((d) => ({
          action: "update" as const,
          entityType: "departments",
          entityId: d.id,
          companyId: d.stakeholderCompanyId,
          before: d,
          after: after.get(d.id) ?? null,
        })),
      );
      return unique.length;
    }),
  );
}

// ================================================================ credential e-mails

/** POST /admin/stakeholders/emails/{type}: people by id, or every live person of companies / departments (with their sub-departments). */
export async function sendCredentials(
  ctx: AdminContext,
  type: "companies" | "departments" | "people",
  ids: readonly number[],
): Promise<{ sent: number; skipped: number }> {
  const { db, config, mail } = ctx.deps;
  const unique = [...new Set(ids)];
  let personIds: number[];
  if (type === "people") {
    const rows = await livePeople(db, unique);
    const unknown = unknownIds(unique, new Map(rows.map((r) => [r.id, r.company_id])), ctx.scope);
    if (unknown.length > 0) throw refuseBulk(unknown);
    personIds = unique;
  } else if (type === "companies") {
    const rows = await liveCompanies(db, unique);
    const unknown = unknownIds(unique, new Map(rows.map((r) => [r.id, r.id])), ctx.scope);
    if (unknown.length > 0) throw refuseBulk(unknown);
    const { rows: people } = await sql<{ id: number }>`
      select id from people where company_id = any(${unique}::int[]) and deleted_at is null`.execute(db);
    personIds = people.map((p) => p.id);
  } else {
    const targets = await departmentsByIds(db, unique.filter(isRowId));
    const unknown = unknownIds(
      unique,
      new Map(targets.map((d) => [d.id, d.stakeholderCompanyId])),
      ctx.scope,
    );
    if (unknown.length > 0) throw refuseBulk(unknown);
    const tree = await departmentSubtree(db, unique);
    const { rows: people } = await sql<{ id: number }>`
      select id from people where department_id = any(${tree}::int[]) and deleted_at is null`.execute(db);
    personIds = people.map((p) => p.id);
  }
  const result = await db.transaction().execute((trx) =>
    queueCredentialEmails(trx, personIds, {
      repoRoot: config.repoRoot,
      publicUrl: config.publicUrl,
      emailChangeResetDelayMinutes: config.emailChangeResetDelayMinutes,
    }),
  );
  if (result.sent > 0) void mail.kick();
  return result;
}
