import type { TTag } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { AppError, type Refusal } from "../../lib/errors";
import { isRowId } from "../../lib/organisation";
import type { SessionContext } from "../../lib/session";

/*
 * Tags: named groups of people of one company, made and edited by its controllers (later: campaign targets).
 * A tag name is unique in its company, case-insensitively: a clash is 412 ND1024 on the field `name` (the
 * catalogue's "name already exists under its parent" code; the tag's parent is its company).
 */

type Trx = Transaction<Database>;

/** Refusal lists name at most this many ids; the call is refused as a whole anyway. */
const MAX_REFUSALS = 1000;

interface TagRow {
  id: number;
  name: string;
  company_id: number;
  created_at: Date;
  people: string;
}

function toTag(r: TagRow): TTag {
  return {
    id: r.id,
    name: r.name,
    stakeholderCompanyId: r.company_id,
    peopleCount: Number(r.people),
    createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  };
}

function tagRows(db: Db, companyId: number, tagId?: number) {
  return sql<TagRow>`
    select t.id, t.name, t.company_id, t.created_at,
      (select count(*) from tag_members m join people p on p.id = m.person_id
        where m.tag_id = t.id and p.deleted_at is null) as people
    from tags t
    where t.company_id = ${companyId} ${tagId === undefined ? sql`` : sql`and t.id = ${tagId}`}
    order by lower(t.name), t.id`.execute(db);
}

/** The tags of a company, by name, each with its number of live members. */
export async function listTags(db: Db, companyId: number): Promise<TTag[]> {
  return (await tagRows(db, companyId)).rows.map(toTag);
}

/** One tag of the company; ND1000 when the id is unknown or belongs to another company. */
export async function tagOf(db: Db, companyId: number, tagId: number): Promise<TTag> {
  const row = (await tagRows(db, companyId, tagId)).rows[0];
  if (!row) throw new AppError("ND1000", { field: "tagId" });
  return toTag(row);
}

/** Refuses (412 ND1032, one ND1000 refusal per id) unless every id is a live person of the company. */
async function assertCompanyPeople(trx: Trx, companyId: number, ids: readonly number[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const valid = unique.filter(isRowId);
  const found = new Set<number>();
  for (let start = 0; start < valid.length; start += 10_000) {
    const slice = valid.slice(start, start + 10_000);
    const rows = await trx
      .selectFrom("people")
      .select("id")
      .where("id", "=", sql<number>`any(${slice}::int[])`)
      .where("company_id", "=", companyId)
      .where("deleted_at", "is", null)
      .execute();
    for (const r of rows) found.add(r.id);
  }
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const refusals: Refusal[] = missing
    .slice(0, MAX_REFUSALS)
    .map((id) => ({ id, applicationCode: "ND1000", message: "Not a person of this company" }));
  throw new AppError("ND1032", { field, refusals });
}

async function addMembers(trx: Trx, tagId: number, personIds: readonly number[]) {
  const unique = [...new Set(personIds)];
  for (let start = 0; start < unique.length; start += 10_000) {
    const slice = unique.slice(start, start + 10_000);
    await sql`insert into tag_members (tag_id, person_id)
      select ${tagId}, unnest(${slice}::int[]) on conflict do nothing`.execute(trx);
  }
}

/** A unique-name clash raced past the check: the same answer as the check gives. */
function mapTagError(error: unknown): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === "23505" && pgError.constraint === "tags_company_name_key") {
    throw new AppError("ND1024", { field: "name" });
  }
  throw error;
}

async function assertNameFree(trx: Trx, companyId: number, name: string, exceptTagId?: number) {
  let query = trx
    .selectFrom("tags")
    .select("id")
    .where("company_id", "=", companyId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptTagId !== undefined) query = query.where("id", "<>", exceptTagId);
  if (await query.executeTakeFirst()) throw new AppError("ND1024", { field: "name" });
}

type Actor = { session: SessionContext; profile: "CONTROLLER" };

export async function createTag(
  db: Db,
  actor: Actor,
  companyId: number,
  input: { name: string; personIds: number[] },
): Promise<TTag> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      await assertNameFree(trx, companyId, input.name);
      await assertCompanyPeople(trx, companyId, input.personIds, "personIds");
      const tag = await trx
        .insertInto("tags")
        .values({ company_id: companyId, name: input.name, created_by: actor.session.personId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await addMembers(trx, tag.id, input.personIds);
      await recordAudit(trx, actor, {
        action: "create",
        entityType: "tags",
        entityId: tag.id,
        companyId,
        after: { name: input.name, personIds: [...new Set(input.personIds)] },
      });
      return tag.id;
    });
    return await tagOf(db, companyId, id);
  } catch (error) {
    mapTagError(error);
  }
}

export async function renameTag(
  db: Db,
  actor: Actor,
  companyId: number,
  tagId: number,
  name: string,
): Promise<TTag> {
  const before = await tagOf(db, companyId, tagId);
  try {
    await db.transaction().execute(async (trx) => {
      await assertNameFree(trx, companyId, name, tagId);
      const updated = await trx
        .updateTable("tags")
        .set({ name, updated_at: new Date() })
        .where("id", "=", tagId)
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new AppError("ND1000", { field: "tagId" });
      await recordAudit(trx, actor, {
        action: "update",
        entityType: "tags",
        entityId: tagId,
        companyId,
        before: { name: before.name },
        after: { name },
      });
    });
  } catch (error) {
    mapTagError(error);
  }
  return tagOf(db, companyId, tagId);
}

export async function deleteTag(db: Db, actor: Actor, companyId: number, tagId: number): Promise<void> {
  const before = await tagOf(db, companyId, tagId);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("tags")
      .where("id", "=", tagId)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError("ND1000", { field: "tagId" });
    await recordAudit(trx, actor, {
      action: "delete",
      entityType: "tags",
      entityId: tagId,
      companyId,
      before: { name: before.name, peopleCount: before.peopleCount },
    });
  });
}

/** Adds and removes members in one transaction; every id must be a live person of the tag's company. */
export async function changeMembers(
  db: Db,
  actor: Actor,
  companyId: number,
  tagId: number,
  change: { add: number[]; remove: number[] },
): Promise<TTag> {
  const before = await tagOf(db, companyId, tagId);
  const adding = new Set(change.add);
  if (change.remove.some((id) => adding.has(id))) throw new AppError("ND1027", { field: "remove" });
  await db.transaction().execute(async (trx) => {
    // Lock the tag so a concurrent delete cannot leave members behind a tag that no longer exists.
    const tag = await trx
      .selectFrom("tags")
      .select("id")
      .where("id", "=", tagId)
      .where("company_id", "=", companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!tag) throw new AppError("ND1000", { field: "tagId" });
    await assertCompanyPeople(trx, companyId, change.add, "add");
    await assertCompanyPeople(trx, companyId, change.remove, "remove");
    await addMembers(trx, tagId, change.add);
    const remove = [...new Set(change.remove)];
    for (let start = 0; start < remove.length; start += 10_000) {
      await trx
        .deleteFrom("tag_members")
        .where("tag_id", "=", tagId)
        .where("person_id", "=", sql<number>`any(${remove.slice(start, start + 10_000)}::int[])`)
        .execute();
    }
    await recordAudit(trx, actor, {
      action: "update",
      entityType: "tags",
      entityId: tagId,
      companyId,
      before: { name: before.name, peopleCount: before.peopleCount },
      after: { name: before.name, added: [...adding], removed: remove },
    });
  });
  return tagOf(db, companyId, tagId);
}
