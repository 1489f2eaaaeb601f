/**
 * The asset ids of the library catalogue (docs/assets.md). THE IDS ARE STORED (asset_reads.asset_id): never
 * renumber or reuse one. Kept apart from the catalogue texts so the achievement rules can count assets cheaply.
 */
export const ASSET_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type AssetId = (typeof ASSET_IDS)[number];
export const ASSET_COUNT = ASSET_IDS.length;
