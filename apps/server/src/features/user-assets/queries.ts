import type { Locale, TAsset, TAssetDetail } from "@wellguard/contract";
import {
  ASSET_TEXTS,
  ASSETS,
  type AssetEntry,
  captionsUrl,
  dimensionIdsOf,
  mediaUrl,
} from "../../content/assets/catalogue";
import type { Db } from "../../db/database";

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

export function toAsset(asset: AssetEntry, locale: Locale, readAt: Date | undefined): TAsset {
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
  };
}

export function toAssetDetail(asset: AssetEntry, locale: Locale, readAt: Date | undefined): TAssetDetail {
  return {
    ...toAsset(asset, locale, readAt),
    body: [...ASSET_TEXTS[locale][asset.id].body],
    captionsUrl: captionsUrl(asset, locale),
  };
}
