import { ASSET_PRIORITIES, type Locale, type TAsset, type TAssetDetail } from "@wellguard/contract";
import { sql } from "kysely";
import {
  ASSET_TEXTS,
  ASSETS,
  type AssetEntry,
  captionsUrl,
  dimensionIdsOf,
  mediaUrl,
} from "../../content/assets/catalogue";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import { evaluateAchievements } from "../../lib/journey/achievements";
import { lockPerson } from "../../lib/journey/assign";
import { recomputeGlobalAndAchievements } from "../../lib/journey/scoring";

/** The person's reads, by asset id. */
export async function readsOf(db: Db, personId: number): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom("asset_reads")
    .select(["asset_id", "read_at"])
    .where("person_id", "=", personId)
    .execute();
  return new Map(rows.map((r) => [r.asset_id, r.read_at]));
}

/** Reads of assets that are in the catalogue (an id removed from it no longer counts). */
export function countRead(reads: Map<number, Date>): number {
  return ASSETS.filter((a) => reads.has(a.id)).length;
}

export function toAsset(
  asset: AssetEntry,
  locale: Locale,
  readAt: Date | undefined,
  assignedDue: string | null = null,
): TAsset {
  const text = ASSET_TEXTS[locale][asset.id];
  return {
    assetId: asset.id,
    family: asset.family,
    priority: asset.priority,
    status: readAt ? "read" : "pending",
    title: text.title,
    summary: text.summary,
    minutes: asset.minutes,
    dimensionIds: dimensionIdsOf(asset),
    url: mediaUrl(asset.file),
    readAt: readAt ? readAt.toISOString() : null,
    assignedDue,
  };
}

export function toAssetDetail(
  asset: AssetEntry,
  locale: Locale,
  readAt: Date | undefined,
  assignedDue: string | null = null,
): TAssetDetail {
  return {
    ...toAsset(asset, locale, readAt, assignedDue),
    body: [...ASSET_TEXTS[locale][asset.id].body],
    captionsUrl: captionsUrl(asset, locale),
  };
}

/**
 * Marks the asset read in the caller's transaction (PUT /user/traits/assets/{id}/read, and the demo history):
 * idempotent, the first read date stays; a new read recomputes the global records and scores at once.
 */
export async function markAssetRead(trx: Db, personId: number, assetId: number, now: Date) {
  // The person's row first, as every journey write (answers, assignment) takes it.
  const person = await lockPerson(trx, personId);
  if (!person) throw new AppError("ND1000");
  const inserted = await trx
    .insertInto("asset_reads")
    .values({ person_id: personId, asset_id: assetId, read_at: now })
    .onConflict((oc) => oc.columns(["person_id", "asset_id"]).doNothing())
    .returning("asset_id")
    .executeTakeFirst();
  // The action plan's open assignments of this asset are completed now, even when it had been read before
  // (docs/action-plans.md).
  await sql`update asset_assignments a set completed_at = ${now}
    from action_plan_items i
    where i.id = a.item_id and a.person_id = ${personId} and i.asset_id = ${assetId}
      and a.completed_at is null`.execute(trx);
  // A new read changes the reading note (ASSETS_GLOBAL, docs/instruments/model.md): the global records and
  // scores are recomputed now, not at the next survey completion.
  const achievementsUnlocked = inserted
    ? await recomputeGlobalAndAchievements(
        trx,
        { personId, companyId: person.companyId, departmentId: person.departmentId },
        now,
      )
    : await evaluateAchievements(trx, personId, now);
  const reads = await readsOf(trx, personId);
  return { totalReaded: countRead(reads), assetCount: ASSETS.length, achievementsUnlocked };
}

/** Assigned first, the earliest due date first; then the others. */
function dueOrder(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The library list as a person sees it (their read status and due dates), filtered: assigned first, then by priority and id. */
export function assetListOf(
  reads: Map<number, Date>,
  locale: Locale,
  filter: {
    status?: string | undefined;
    family?: string | undefined;
    priority?: string | undefined;
    assigned?: string | undefined;
  },
  assigned: ReadonlyMap<number, string> = new Map(),
) {
  const assets = ASSETS.map((a) => toAsset(a, locale, reads.get(a.id), assigned.get(a.id) ?? null))
    .filter(
      (a) =>
        (!filter.status || a.status === filter.status) &&
        (!filter.family || a.family === filter.family) &&
        (!filter.priority || a.priority === filter.priority) &&
        (!filter.assigned || a.assignedDue !== null),
    )
    .sort(
      (a, b) =>
        // Assigned and unread first, by due date; then by priority.
        dueOrder(a.assignedDue, b.assignedDue) ||
        ASSET_PRIORITIES.indexOf(a.priority) - ASSET_PRIORITIES.indexOf(b.priority) ||
        a.assetId - b.assetId,
    );
  return { assets, totalReaded: countRead(reads), assetCount: ASSETS.length };
}
