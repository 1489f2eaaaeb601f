import { LOCALES, type Locale, ZPersonInput, ZPhone } from "@wellguard/contract";
import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { type AuditEntry, recordScimAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { eventsCommitted } from "../../lib/events";
import { anonymisePeople, checkPersonInput, uniqueViolation } from "../../lib/organisation";
import type { CompanyScope } from "../../lib/scope";
import { personSnapshot, recordPersonChanges } from "../integrations/person-events";
import type { ScimCaller } from "./auth";
import { invalidValue, ScimError, scimNotFound } from "./errors";
import { CORE_USER, ENTERPRISE_USER, paging, userFilter } from "./filter";
import { applyOperation, getAttr, isObject, type Json, readPatchRequest } from "./patch";

/*
 * SCIM Users (RFC 7643 §4.1, with the enterprise extension §4.3) are the company's live people:
 *   id = people.id (as a string), userName = login, emails[work] = e-mail, name.givenName/familyName = name/surname,
 *   externalId = scim_external_id, active = disabled_at is null, phoneNumbers[0] = phone (international form only),
 *   preferredLanguage/locale = locale (when it maps to one of ours), enterprise department = the department by
 *   name (an existing one of the company, else made at the top level), employeeNumber = user code.
 * The rules are the admin API's (lib/organisation/rules.ts): the same checks, the same clash codes, here 409.
 */

export const LIST_RESPONSE = "urn:ietf:params:scim:api:messages:2.0:ListResponse";

export interface ScimContext {
  deps: AppDeps;
  caller: ScimCaller;
  /** `<PUBLIC_URL>/scim/v2`, for meta.location. */
  baseUrl: string;
}

type Trx = Transaction<Database>;

interface UserRow {
  id: number;
  login: string;
  email: string | null;
  name: string;
  surname: string;
  user_code: string | null;
  locale: string | null;
  phone: string | null;
  scim_external_id: string | null;
  disabled_at: Date | null;
  department_id: number | null;
  department_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const userColumns = sql`p.id, p.login, p.email, p.name, p.surname, p.user_code, p.locale, p.phone,
  p.scim_external_id, p.disabled_at, p.department_id, d.name as department_name, p.created_at, p.updated_at`;

async function userRows(
  db: AppDeps["db"] | Trx,
  companyId: number,
  condition: RawBuilder<boolean>,
  page?: { offset: number; limit: number },
): Promise<UserRow[]> {
  const { rows } = await sql<UserRow>`
    select ${userColumns} from people p left join departments d on d.id = p.department_id
    where p.company_id = ${companyId} and p.deleted_at is null and ${condition}
    order by p.id ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`.execute(db);
  return rows;
}

async function groupsOf(db: AppDeps["db"] | Trx, personIds: number[]) {
  const groups = new Map<number, { id: number; name: string }[]>();
  if (personIds.length === 0) return groups;
  const { rows } = await sql<{ person_id: number; id: number; name: string }>`
    select m.person_id, t.id, t.name from tag_members m join tags t on t.id = m.tag_id
    where m.person_id = any(${personIds}::int[]) order by t.id`.execute(db);
  for (const row of rows) {
    const list = groups.get(row.person_id) ?? [];
    list.push({ id: row.id, name: row.name });
    groups.set(row.person_id, list);
  }
  return groups;
}

/** Our locale as a BCP 47 tag ("cat" is Catalan, ca-ES). */
function languageTag(locale: string | null): string | undefined {
  if (!locale) return undefined;
  if (locale === "cat") return "ca-ES";
  if (locale === "eu") return "eu-ES";
  if (locale === "pl") return "pl-PL";
  const [language, region] = locale.split("-");
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/** An identity provider's language tag as one of our locales, or null when none fits. */
export function localeOf(tag: string | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replaceAll("_", "-");
  if ((LOCALES as readonly string[]).includes(lower)) return lower as Locale;
  const [language, region] = lower.split("-");
  switch (language) {
    case "es":
      return region === undefined || region === "es" ? "es-es" : "es-mx";
    case "en":
      return region === "us" ? "en-us" : "en-gb";
    case "ca":
      return "cat";
    case "eu":
      return "eu";
    case "pl":
      return "pl";
    case "pt":
      return region === undefined || region === "pt" ? "pt-pt" : null;
  }
  return null;
}

export function toScimUser(row: UserRow, groups: { id: number; name: string }[], baseUrl: string): Json {
  const language = languageTag(row.locale);
  const location = `${baseUrl}/Users/${row.id}`;
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: String(row.id),
    ...(row.scim_external_id !== null ? { externalId: row.scim_external_id } : {}),
    userName: row.login,
    name: {
      formatted: `${row.name} ${row.surname}`.trim(),
      givenName: row.name,
      familyName: row.surname,
    },
    displayName: `${row.name} ${row.surname}`.trim(),
    emails: row.email ? [{ value: row.email, type: "work", primary: true }] : [],
    ...(row.phone ? { phoneNumbers: [{ value: row.phone, type: "work", primary: true }] } : {}),
    ...(language ? { preferredLanguage: language, locale: language } : {}),
    active: row.disabled_at === null,
    groups: groups.map((g) => ({ value: String(g.id), display: g.name, $ref: `${baseUrl}/Groups/${g.id}` })),
    [ENTERPRISE_USER]: {
      ...(row.user_code !== null ? { employeeNumber: row.user_code } : {}),
      ...(row.department_name !== null ? { department: row.department_name } : {}),
    },
    meta: {
      resourceType: "User",
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location,
    },
  };
}

// ---------------------------------------------------------------- reading a SCIM user into our fields

interface UserState {
  login: string;
  email: string;
  name: string;
  surname: string;
  externalId: string | null;
  active: boolean;
  phone: string | null;
  locale: Locale | null;
  department: string | null;
  userCode: string | null;
}

/** A boolean, or the strings "True"/"False" in any case (Entra sends them). */
function booleanOf(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === "true";
  throw invalidValue(`${field} must be a boolean`);
}

function stringOf(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") throw invalidValue(`${field} must be a string`);
  const text = value.trim();
  if (text.length > max) throw invalidValue(`${field} is too long`);
  return text === "" ? undefined : text;
}

/** The element of a multi-valued attribute to use: work and primary, else work, else primary, else the first. */
function pick(list: unknown): Json | undefined {
  if (!Array.isArray(list)) return undefined;
  const items = list.filter(isObject);
  const type = (e: Json) => String(getAttr(e, "type") ?? "").toLowerCase();
  const primary = (e: Json) => booleanOf(getAttr(e, "primary"), "primary") === true;
  return (
    items.find((e) => type(e) === "work" && primary(e)) ??
    items.find((e) => type(e) === "work") ??
    items.find(primary) ??
    items[0]
  );
}

function stateOf(doc: Json, current?: UserState): UserState {
  const login = stringOf(getAttr(doc, "userName"), "userName", 100);
  if (!login) throw invalidValue("userName is required");
  const name = isObject(getAttr(doc, "name")) ? (getAttr(doc, "name") as Json) : {};
  const displayName = stringOf(getAttr(doc, "displayName"), "displayName", 500);
  const emailElement = pick(getAttr(doc, "emails"));
  let email = emailElement ? stringOf(getAttr(emailElement, "value"), "emails.value", 254) : undefined;
  if (!email && login.includes("@")) email = login;
  if (!email) throw invalidValue("emails: a work e-mail address is required");
  const phoneElement = pick(getAttr(doc, "phoneNumbers"));
  const phoneText = phoneElement
    ? stringOf(getAttr(phoneElement, "value"), "phoneNumbers.value", 50)
    : undefined;
  // A number not in international form cannot be used for SMS; it is left out rather than refusing the person.
  const phone = phoneText ? (ZPhone.safeParse(phoneText).data ?? null) : null;
  const enterprise = getAttr(doc, ENTERPRISE_USER);
  const extension = isObject(enterprise) ? enterprise : {};
  const department = getAttr(extension, "department");
  const language =
    stringOf(getAttr(doc, "preferredLanguage"), "preferredLanguage", 50) ??
    stringOf(getAttr(doc, "locale"), "locale", 50);
  return {
    login,
    email,
    name:
      stringOf(getAttr(name, "givenName"), "name.givenName", 100) ??
      displayName?.slice(0, 100) ??
      login.split("@")[0]?.slice(0, 100) ??
      login,
    surname: stringOf(getAttr(name, "familyName"), "name.familyName", 100) ?? "",
    externalId: stringOf(getAttr(doc, "externalId"), "externalId", 500) ?? null,
    active: booleanOf(getAttr(doc, "active"), "active") ?? current?.active ?? true,
    phone,
    locale: localeOf(language),
    department: isObject(department)
      ? (stringOf(getAttr(department, "value"), "department", 100) ?? null)
      : (stringOf(department, "department", 100) ?? null),
    userCode: stringOf(getAttr(extension, "employeeNumber"), "employeeNumber", 64) ?? null,
  };
}

function stateOfRow(row: UserRow): UserState {
  return {
    login: row.login,
    email: row.email ?? "",
    name: row.name,
    surname: row.surname,
    externalId: row.scim_external_id,
    active: row.disabled_at === null,
    phone: row.phone,
    locale: (row.locale as Locale | null) ?? null,
    department: row.department_name,
    userCode: row.user_code,
  };
}

/** The admin API's field rules (lengths, e-mail form, control characters), as 400 invalidValue. */
function checkFields(state: UserState): UserState {
  const parsed = ZPersonInput.safeParse({
    name: state.name,
    surname: state.surname,
    email: state.email,
    login: state.login,
    userCode: state.userCode,
    phone: state.phone,
    locale: state.locale,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") ?? "";
    const scimField =
      { name: "name.givenName", surname: "name.familyName", email: "emails", login: "userName" }[field] ??
      field;
    throw invalidValue(`${scimField} is not valid`);
  }
  const data = parsed.data;
  return {
    ...state,
    name: data.name,
    surname: data.surname,
    email: data.email,
    login: data.login ?? state.login,
  };
}

/** What the audit log keeps of a SCIM user: the people keys that anonymisation strips again. */
function auditView(state: UserState, departmentId: number | null) {
  return {
    name: state.name,
    surname: state.surname,
    email: state.email,
    login: state.login,
    userCode: state.userCode,
    phone: state.phone,
    locale: state.locale,
    externalId: state.externalId,
    active: state.active,
    departmentId,
  };
}

const scopeOf = (companyId: number): CompanyScope => ({ all: false, companyIds: [companyId] });

async function checkIdentity(ctx: ScimContext, state: UserState, current?: UserRow) {
  const { db } = ctx.deps;
  const companyId = ctx.caller.companyId;
  if (state.externalId !== null) {
    const clash = await db
      .selectFrom("people")
      .select("id")
      .where("company_id", "=", companyId)
      .where("deleted_at", "is", null)
      .where("scim_external_id", "=", state.externalId)
      .where("id", "<>", current?.id ?? 0)
      .executeTakeFirst();
    if (clash) throw new ScimError(409, "externalId is already used by another user", "uniqueness");
  }
  await checkPersonInput(
    db,
    {
      name: state.name,
      surname: state.surname,
      email: state.email,
      login: state.login,
      userCode: state.userCode,
      gender: null,
      phone: state.phone,
      timeZone: null,
      locale: state.locale,
      stakeholderCompanyId: companyId,
      stakeholderDepartmentId: null,
      avatar: null,
      profiles: ["USER"],
      controllerCompanyIds: [],
      services: null,
    },
    {
      scope: scopeOf(companyId),
      current: current && {
        id: current.id,
        company_id: companyId,
        email: current.email,
        login: current.login,
      },
    },
  );
}

/** A race two requests lost to each other's unique index: a 409 like the checks above would give. */
async function mapRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined)
      throw new ScimError(409, "A user with these identifiers already exists", "uniqueness");
    throw error;
  }
}

/** The department named (an existing one of the company, the top-level first), else a new top-level one. */
async function departmentId(ctx: ScimContext, trx: Trx, name: string | null): Promise<number | null> {
  if (name === null) return null;
  const companyId = ctx.caller.companyId;
  const find = () =>
    sql<{
      id: number;
    }>`select id from departments where company_id = ${companyId} and lower(name) = ${name.toLowerCase()}
      order by (parent_id is null) desc, id limit 1`.execute(trx);
  const found = (await find()).rows[0];
  if (found) return found.id;
  // Two provisioning requests may name the same new department at once: the loser reads the winner's.
  const { rows } = await sql<{ id: number }>`insert into departments (company_id, parent_id, name)
    values (${companyId}, null, ${name}) on conflict do nothing returning id`.execute(trx);
  const created = rows[0];
  if (!created) {
    const again = (await find()).rows[0];
    if (!again) throw invalidValue("department could not be created");
    return again.id;
  }
  await recordScimAudit(trx, ctx.caller.tokenId, {
    action: "create",
    entityType: "departments",
    entityId: created.id,
    companyId,
    after: { name, stakeholderDepartmentParentId: null },
  });
  return created.id;
}

const asId = (id: string): number | undefined =>
  /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;

async function loadUser(ctx: ScimContext, id: string, trx?: Trx): Promise<UserRow> {
  const personId = asId(id);
  if (personId === undefined) throw scimNotFound("User");
  const rows = await userRows(trx ?? ctx.deps.db, ctx.caller.companyId, sql<boolean>`p.id = ${personId}`);
  const row = rows[0];
  if (!row) throw scimNotFound("User");
  return row;
}

async function userById(ctx: ScimContext, id: number, trx?: Trx): Promise<Json> {
  const row = await loadUser(ctx, String(id), trx);
  const groups = await groupsOf(trx ?? ctx.deps.db, [row.id]);
  return toScimUser(row, groups.get(row.id) ?? [], ctx.baseUrl);
}

/** People who hold ADMIN are managed by platform admins only, like the company admin API refuses them. */
async function assertNotAdmin(ctx: ScimContext, personId: number) {
  const admin = await ctx.deps.db
    .selectFrom("person_profiles")
    .select("id")
    .where("person_id", "=", personId)
    .where("profile", "=", "ADMIN")
    .executeTakeFirst();
  if (admin) throw new ScimError(403, "This user is an administrator; change them in Wellguard");
}

// ---------------------------------------------------------------- operations

export async function getUser(ctx: ScimContext, id: string): Promise<Json> {
  const row = await loadUser(ctx, id);
  const groups = await groupsOf(ctx.deps.db, [row.id]);
  return toScimUser(row, groups.get(row.id) ?? [], ctx.baseUrl);
}

export async function listUsers(
  ctx: ScimContext,
  query: { filter?: unknown; startIndex?: unknown; count?: unknown },
): Promise<Json> {
  if (query.filter !== undefined && typeof query.filter !== "string")
    throw new ScimError(400, "Give one filter", "invalidFilter");
  const condition = userFilter(query.filter);
  const page = paging(query);
  const { db } = ctx.deps;
  const companyId = ctx.caller.companyId;
  const { rows: counted } = await sql<{ total: string }>`
    select count(*) as total from people p
    where p.company_id = ${companyId} and p.deleted_at is null and ${condition}`.execute(db);
  const rows = page.limit === 0 ? [] : await userRows(db, companyId, condition, page);
  const groups = await groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    schemas: [LIST_RESPONSE],
    totalResults: Number(counted[0]?.total ?? 0),
    startIndex: page.offset + 1,
    itemsPerPage: rows.length,
    Resources: rows.map((r) => toScimUser(r, groups.get(r.id) ?? [], ctx.baseUrl)),
  };
}

export async function createUser(ctx: ScimContext, body: unknown): Promise<Json> {
  if (!isObject(body)) throw new ScimError(400, "The body must be a User object", "invalidSyntax");
  const state = checkFields(stateOf(body));
  await checkIdentity(ctx, state);
  const companyId = ctx.caller.companyId;
  const id = await mapRace(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const department = await departmentId(ctx, trx, state.department);
      const row = await trx
        .insertInto("people")
        .values({
          company_id: companyId,
          department_id: department,
          name: state.name,
          surname: state.surname,
          email: state.email,
          login: state.login,
          user_code: state.userCode,
          locale: state.locale,
          avatar: null,
          password_hash: null,
          password_changed_at: null,
          services: null,
          gender: null,
          phone: state.phone,
          time_zone: null,
          deleted_at: null,
          disabled_at: state.active ? null : new Date(),
          scim_external_id: state.externalId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("person_profiles")
        .values({ person_id: row.id, profile: "USER", company_id: null })
        .execute();
      await recordPersonChanges(trx, "scim", new Map(), [row.id]);
      await recordScimAudit(trx, ctx.caller.tokenId, {
        action: "create",
        entityType: "people",
        entityId: row.id,
        companyId,
        after: auditView(state, department),
      });
      return row.id;
    }),
  );
  eventsCommitted();
  return userById(ctx, id);
}

async function writeUser(ctx: ScimContext, current: UserRow, next: UserState): Promise<Json> {
  const state = checkFields(next);
  await assertNotAdmin(ctx, current.id);
  await checkIdentity(ctx, state, current);
  const companyId = ctx.caller.companyId;
  const before = stateOfRow(current);
  await mapRace(() =>
    ctx.deps.sessions.changePerson(current.id, async (trx) => {
      const department =
        state.department !== null &&
        state.department.toLowerCase() === (current.department_name ?? "").toLowerCase()
          ? current.department_id
          : await departmentId(ctx, trx, state.department);
      const now = new Date();
      const snapshot = await personSnapshot(trx, [current.id]);
      await trx
        .updateTable("people")
        .set({
          department_id: department,
          name: state.name,
          surname: state.surname,
          email: state.email,
          login: state.login,
          user_code: state.userCode,
          locale: state.locale,
          phone: state.phone,
          scim_external_id: state.externalId,
          disabled_at: state.active ? null : (current.disabled_at ?? now),
          updated_at: now,
        })
        .where("id", "=", current.id)
        .execute();
      // Deactivated: every session ends now (changePerson drops the cached ones on every instance).
      if (!state.active) {
        await sql`update sessions set revoked_at = ${now}
          where person_id = ${current.id} and revoked_at is null`.execute(trx);
      }
      const entries: AuditEntry[] = [
        {
          action: "update",
          entityType: "people",
          entityId: current.id,
          companyId,
          before: auditView(before, current.department_id),
          after: auditView(state, department),
        },
      ];
      await recordScimAudit(trx, ctx.caller.tokenId, entries);
      await recordPersonChanges(trx, "scim", snapshot, [current.id]);
    }),
  );
  eventsCommitted();
  return userById(ctx, current.id);
}

export async function replaceUser(ctx: ScimContext, id: string, body: unknown): Promise<Json> {
  if (!isObject(body)) throw new ScimError(400, "The body must be a User object", "invalidSyntax");
  const current = await loadUser(ctx, id);
  const state = stateOf(body, stateOfRow(current));
  // A PUT without the enterprise extension (Okta's profile updates, say) keeps the department and user code:
  // the provider does not manage them, and an admin may have placed the person in a sub-department.
  const hasExtension = Object.keys(body).some((k) => k.toLowerCase() === ENTERPRISE_USER.toLowerCase());
  if (!hasExtension) {
    state.department = current.department_name;
    state.userCode = current.user_code;
  }
  return writeUser(ctx, current, state);
}

export async function patchUser(ctx: ScimContext, id: string, body: unknown): Promise<Json> {
  const operations = readPatchRequest(body);
  const current = await loadUser(ctx, id);
  const doc = toScimUser(current, [], ctx.baseUrl);
  for (const operation of operations) applyOperation(doc, operation, CORE_USER, [ENTERPRISE_USER]);
  return writeUser(ctx, current, stateOf(doc, stateOfRow(current)));
}

/** Deletes like the admin API: the person is anonymised and signed out at once; the audit keeps who and when. */
export async function deleteUser(ctx: ScimContext, id: string): Promise<void> {
  const current = await loadUser(ctx, id);
  await assertNotAdmin(ctx, current.id);
  await ctx.deps.sessions.changePerson(current.id, async (trx) => {
    await recordScimAudit(trx, ctx.caller.tokenId, {
      action: "delete",
      entityType: "people",
      entityId: current.id,
      companyId: ctx.caller.companyId,
      before: auditView(stateOfRow(current), current.department_id),
    });
    const snapshot = await personSnapshot(trx, [current.id]);
    const gone = await anonymisePeople(trx, { personIds: [current.id] });
    if (gone.length === 0) throw new AppError("ND1000");
    await trx
      .updateTable("people")
      .set({ scim_external_id: null, disabled_at: null })
      .where("id", "=", current.id)
      .execute();
    await recordPersonChanges(trx, "scim", snapshot, [current.id]);
  });
  eventsCommitted();
}

export { asId };
