import { ZTagInput } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { recordScimAudit } from "../../lib/audit";
import { invalidValue, ScimError, scimNotFound } from "./errors";
import { CORE_GROUP, groupFilter, paging } from "./filter";
import { getAttr, isObject, type Json, matches, parsePath, readPatchRequest } from "./patch";
import { asId, LIST_RESPONSE, type ScimContext } from "./users";

/*
 * SCIM Groups are the company's tags (many-to-many, like a directory's groups; a person's department comes from
 * their enterprise `department` attribute instead). displayName = tag name (unique in the company, 409 otherwise),
 * externalId = tags.scim_external_id, members = people of the company by id. Member changes by PATCH are applied
 * as inserts and deletes, so a group of thousands is never rewritten to add one person.
 */

interface GroupRow {
  id: number;
  name: string;
  scim_external_id: string | null;
  created_at: Date;
  updated_at: Date;
}

type Db = ScimContext["deps"]["db"];

async function groupRows(
  db: Db,
  companyId: number,
  condition: ReturnType<typeof groupFilter>,
  page?: { offset: number; limit: number },
): Promise<GroupRow[]> {
  const { rows } = await sql<GroupRow>`
    select t.id, t.name, t.scim_external_id, t.created_at, t.updated_at from tags t
    where t.company_id = ${companyId} and ${condition}
    order by t.id ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`.execute(db);
  return rows;
}

async function membersOf(db: Db, tagIds: number[]) {
  const members = new Map<number, { id: number; display: string }[]>();
  if (tagIds.length === 0) return members;
  const { rows } = await sql<{ tag_id: number; id: number; display: string }>`
    select m.tag_id, p.id, trim(p.name || ' ' || p.surname) as display from tag_members m
    join people p on p.id = m.person_id and p.deleted_at is null
    where m.tag_id = any(${tagIds}::int[]) order by m.tag_id, p.id`.execute(db);
  for (const row of rows) {
    const list = members.get(row.tag_id) ?? [];
    list.push({ id: row.id, display: row.display });
    members.set(row.tag_id, list);
  }
  return members;
}

function toScimGroup(
  row: GroupRow,
  members: { id: number; display: string }[] | undefined,
  baseUrl: string,
): Json {
  return {
    schemas: [CORE_GROUP],
    id: String(row.id),
    ...(row.scim_external_id !== null ? { externalId: row.scim_external_id } : {}),
    displayName: row.name,
    ...(members
      ? {
          members: members.map((m) => ({
            value: String(m.id),
            display: m.display,
            $ref: `${baseUrl}/Users/${m.id}`,
            type: "User",
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

/** `excludedAttributes=members` (Entra asks so before it patches): the answer leaves the members out. */
function wantsMembers(query: { excludedAttributes?: unknown; attributes?: unknown }): boolean {
  const excluded = typeof query.excludedAttributes === "string" ? query.excludedAttributes : "";
  const attributes = typeof query.attributes === "string" ? query.attributes : "";
  const names = (text: string) => text.split(",").map((s) => s.trim().toLowerCase());
  if (names(excluded).includes("members")) return false;
  if (attributes !== "" && !names(attributes).includes("members")) return false;
  return true;
}

async function loadGroup(ctx: ScimContext, id: string): Promise<GroupRow> {
  const tagId = asId(id);
  if (tagId === undefined) throw scimNotFound("Group");
  const row = (await groupRows(ctx.deps.db, ctx.caller.companyId, sql<boolean>`t.id = ${tagId}`))[0];
  if (!row) throw scimNotFound("Group");
  return row;
}

export async function getGroup(
  ctx: ScimContext,
  id: string,
  query: { excludedAttributes?: unknown; attributes?: unknown } = {},
): Promise<Json> {
  const row = await loadGroup(ctx, id);
  const members = wantsMembers(query)
    ? ((await membersOf(ctx.deps.db, [row.id])).get(row.id) ?? [])
    : undefined;
  return toScimGroup(row, members, ctx.baseUrl);
}

export async function listGroups(
  ctx: ScimContext,
  query: {
    filter?: unknown;
    startIndex?: unknown;
    count?: unknown;
    excludedAttributes?: unknown;
    attributes?: unknown;
  },
): Promise<Json> {
  if (query.filter !== undefined && typeof query.filter !== "string")
    throw new ScimError(400, "Give one filter", "invalidFilter");
  const condition = groupFilter(query.filter);
  const page = paging(query);
  const { db } = ctx.deps;
  const companyId = ctx.caller.companyId;
  const { rows: counted } = await sql<{ total: string }>`
    select count(*) as total from tags t where t.company_id = ${companyId} and ${condition}`.execute(db);
  const rows = page.limit === 0 ? [] : await groupRows(db, companyId, condition, page);
  const withMembers = wantsMembers(query);
  const members = withMembers
    ? await membersOf(
        db,
        rows.map((r) => r.id),
      )
    : new Map();
  return {
    schemas: [LIST_RESPONSE],
    totalResults: Number(counted[0]?.total ?? 0),
    startIndex: page.offset + 1,
    itemsPerPage: rows.length,
    Resources: rows.map((r) =>
      toScimGroup(r, withMembers ? (members.get(r.id) ?? []) : undefined, ctx.baseUrl),
    ),
  };
}

// ---------------------------------------------------------------- writes

function displayNameOf(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalidValue("displayName is required");
  // The controller API's rules for tag names (length, control characters).
  const parsed = ZTagInput.safeParse({ name: value });
  if (!parsed.success) throw invalidValue("displayName is not valid");
  return parsed.data.name;
}

function externalIdOf(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || value.length > 500) throw invalidValue("externalId is not valid");
  return value;
}

/** Member ids as numbers; each must be a live person of the company (400 invalidValue otherwise). */
function memberIds(value: unknown): number[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return [
    ...new Set(
      list.map((m) => {
        const raw = isObject(m) ? getAttr(m, "value") : m;
        const id = typeof raw === "string" || typeof raw === "number" ? asId(String(raw)) : undefined;
        if (id === undefined) throw invalidValue("members: each value must be a user id");
        return id;
      }),
    ),
  ];
}

type Trx = Transaction<Database>;

async function assertCompanyPeople(trx: Trx, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const { rows } = await sql<{ n: string }>`select count(*) as n from people
    where id = any(${ids}::int[]) and company_id = ${companyId} and deleted_at is null`.execute(trx);
  if (Number(rows[0]?.n ?? 0) !== ids.length)
    throw invalidValue("members: a value is not a user of this company");
}

async function assertNameFree(trx: Trx, companyId: number, name: string, selfId: number) {
  const { rows } = await sql<{ id: number }>`select id from tags
    where company_id = ${companyId} and lower(name) = ${name.toLowerCase()} and id <> ${selfId}`.execute(trx);
  if (rows.length > 0) throw new ScimError(409, "A group with this displayName already exists", "uniqueness");
}

async function assertExternalIdFree(trx: Trx, companyId: number, externalId: string | null, selfId: number) {
  if (externalId === null) return;
  const { rows } = await sql<{ id: number }>`select id from tags
    where company_id = ${companyId} and scim_external_id = ${externalId} and id <> ${selfId}`.execute(trx);
  if (rows.length > 0) throw new ScimError(409, "A group with this externalId already exists", "uniqueness");
}

async function raceAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === "23505")
      throw new ScimError(409, "A group with this displayName or externalId already exists", "uniqueness");
    throw error;
  }
}

async function addMembers(trx: Trx, tagId: number, ids: number[]) {
  for (let start = 0; start < ids.length; start += 10_000) {
    await sql`insert into tag_members (tag_id, person_id)
      select ${tagId}, unnest(${ids.slice(start, start + 10_000)}::int[]) on conflict do nothing`.execute(
      trx,
    );
  }
}

async function removeMembers(trx: Trx, tagId: number, ids: number[] | "all") {
  if (ids === "all") {
    await sql`delete from tag_members where tag_id = ${tagId}`.execute(trx);
    return;
  }
  if (ids.length > 0)
    await sql`delete from tag_members where tag_id = ${tagId} and person_id = any(${ids}::int[])`.execute(
      trx,
    );
}

export async function createGroup(ctx: ScimContext, body: unknown): Promise<Json> {
  if (!isObject(body)) throw new ScimError(400, "The body must be a Group object", "invalidSyntax");
  const name = displayNameOf(getAttr(body, "displayName"));
  const externalId = externalIdOf(getAttr(body, "externalId"));
  const members = memberIds(getAttr(body, "members"));
  const companyId = ctx.caller.companyId;
  const id = await raceAsConflict(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, companyId, name, 0);
      await assertExternalIdFree(trx, companyId, externalId, 0);
      await assertCompanyPeople(trx, companyId, members);
      const row = await trx
        .insertInto("tags")
        .values({ company_id: companyId, name, scim_external_id: externalId, created_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await addMembers(trx, row.id, members);
      await recordScimAudit(trx, ctx.caller.tokenId, {
        action: "create",
        entityType: "tags",
        entityId: row.id,
        companyId,
        after: { name, externalId, added: members },
      });
      return row.id;
    }),
  );
  return getGroup(ctx, String(id));
}

interface GroupChange {
  name?: string;
  externalId?: string | null;
  /** Replace every member with these. */
  set?: number[];
  add: number[];
  remove: number[] | "all";
}

async function applyGroupChange(ctx: ScimContext, group: GroupRow, change: GroupChange): Promise<Json> {
  const companyId = ctx.caller.companyId;
  await raceAsConflict(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      // Locked, so a concurrent delete cannot leave members behind a group that no longer exists.
      const locked = await sql`select id from tags where id = ${group.id} for update`.execute(trx);
      if (locked.rows.length === 0) throw scimNotFound("Group");
      if (change.name !== undefined) await assertNameFree(trx, companyId, change.name, group.id);
      if (change.externalId !== undefined)
        await assertExternalIdFree(trx, companyId, change.externalId, group.id);
      await assertCompanyPeople(trx, companyId, [...change.add, ...(change.set ?? [])]);
      if (change.set) {
        await removeMembers(trx, group.id, "all");
        await addMembers(trx, group.id, change.set);
      }
      await removeMembers(trx, group.id, change.remove);
      await addMembers(trx, group.id, change.add);
      await trx
        .updateTable("tags")
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.externalId !== undefined ? { scim_external_id: change.externalId } : {}),
          updated_at: new Date(),
        })
        .where("id", "=", group.id)
        .execute();
      await recordScimAudit(trx, ctx.caller.tokenId, {
        action: "update",
        entityType: "tags",
        entityId: group.id,
        companyId,
        before: { name: group.name, externalId: group.scim_external_id },
        after: {
          name: change.name ?? group.name,
          externalId: change.externalId === undefined ? group.scim_external_id : change.externalId,
          ...(change.set ? { members: change.set } : {}),
          added: change.add,
          removed: change.remove,
        },
      });
    }),
  );
  return getGroup(ctx, String(group.id));
}

export async function replaceGroup(ctx: ScimContext, id: string, body: unknown): Promise<Json> {
  if (!isObject(body)) throw new ScimError(400, "The body must be a Group object", "invalidSyntax");
  const group = await loadGroup(ctx, id);
  return applyGroupChange(ctx, group, {
    name: displayNameOf(getAttr(body, "displayName")),
    externalId: externalIdOf(getAttr(body, "externalId")),
    set: memberIds(getAttr(body, "members")),
    add: [],
    remove: [],
  });
}

export async function patchGroup(ctx: ScimContext, id: string, body: unknown): Promise<Json> {
  const operations = readPatchRequest(body);
  const group = await loadGroup(ctx, id);
  const change: GroupChange = { add: [], remove: [] };
  let removeAll = false;
  const remove = new Set<number>();
  const add = new Set<number>();
  const apply = (op: string, attr: string, value: unknown) => {
    if (attr === "displayname") {
      if (op === "remove") throw new ScimError(400, "displayName cannot be removed", "mutability");
      change.name = displayNameOf(value);
    } else if (attr === "externalid") {
      change.externalId = op === "remove" ? null : externalIdOf(value);
    } else if (attr === "members") {
      const ids = memberIds(value);
      if (op === "replace") {
        change.set = ids;
        add.clear();
        remove.clear();
        removeAll = false;
      } else if (op === "add") {
        for (const m of ids) {
          add.add(m);
          remove.delete(m);
        }
      } else if (ids.length === 0) {
        removeAll = true;
        change.set = undefined;
        add.clear();
      } else {
        for (const m of ids) {
          remove.add(m);
          add.delete(m);
        }
      }
    } else if (attr !== "id" && attr !== "schemas" && attr !== "meta") {
      // Attributes we do not keep (Entra's ADSCIM extras, say) are accepted and ignored, like on Users.
    }
  };
  for (const operation of operations) {
    if (operation.path === undefined) {
      if (!isObject(operation.value))
        throw new ScimError(400, "Without a path the value must be an object", "invalidValue");
      for (const [k, v] of Object.entries(operation.value)) apply(operation.op, k.toLowerCase(), v);
      continue;
    }
    const path = parsePath(operation.path, CORE_GROUP, []);
    if (path.attr === undefined) throw new ScimError(400, "The path names no attribute", "invalidPath");
    if (path.filter) {
      if (path.attr !== "members" || path.sub !== undefined || operation.op !== "remove") {
        throw new ScimError(400, 'Only members[value eq "id"] can be removed by filter', "invalidPath");
      }
      // The filter names the members to remove: `value eq "id"` (or several joined by or).
      const filter = path.filter;
      const { rows } = await sql<{ person_id: number }>`select person_id from tag_members
        where tag_id = ${group.id}`.execute(ctx.deps.db);
      for (const row of rows) {
        if (matches({ value: String(row.person_id) }, filter)) {
          remove.add(row.person_id);
          add.delete(row.person_id);
        }
      }
      continue;
    }
    apply(operation.op, path.attr, operation.value);
  }
  change.add = [...add];
  change.remove = removeAll ? "all" : [...remove];
  if (removeAll && add.size > 0) {
    change.set = [...add];
    change.add = [];
    change.remove = [];
  }
  return applyGroupChange(ctx, group, change);
}

export async function deleteGroup(ctx: ScimContext, id: string): Promise<void> {
  const group = await loadGroup(ctx, id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("tags")
      .where("id", "=", group.id)
      .where("company_id", "=", ctx.caller.companyId)
      .execute();
    await recordScimAudit(trx, ctx.caller.tokenId, {
      action: "delete",
      entityType: "tags",
      entityId: group.id,
      companyId: ctx.caller.companyId,
      before: { name: group.name, externalId: group.scim_external_id },
    });
  });
}
