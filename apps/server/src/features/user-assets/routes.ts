import {
  records,
  ZAssetDetail,
  ZAssetList,
  ZAssetReadResult,
  ZAssetsQuery,
  ZIdParam,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assetById } from "../../content/assets/catalogue";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { assignedDueDates } from "../action-plans/plan";
import { assetListOf, markAssetRead, readsOf, toAssetDetail } from "./queries";

const TAGS = ["user assets"];
const ZAssetParams = z.object({ id: ZIdParam });

/**
 * The library of assets (docs/assets.md): the catalogue with the caller's read status; mounted at /api/v1.
 * Every signed-in person reads the same catalogue; reads are the caller's own.
 */
export const userAssetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  // The employee area (USER or CONTROLLER), as the rest of /user/traits: an ADMIN alone is refused (NF1002).
  const employee = guard({ profiles: ["USER", "CONTROLLER"] });
  app.get(
    "/user/traits/assets",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "The assets in the caller's language, assigned and unread first (by due date), then by priority, with " +
          "read status and due date; filters: status, family, priority, assigned",
        querystring: ZAssetsQuery,
        response: { 200: records(ZAssetList) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      const locale = textLocaleOf(request);
      const { status, family, priority, assigned } = request.query;
      const [reads, due] = await Promise.all([readsOf(db, personId), assignedDueDates(db, personId)]);
      return { records: assetListOf(reads, locale, { status, family, priority, assigned }, due) };
    },
  );

  app.get(
    "/user/traits/assets/:id",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "One asset with its body (article paragraphs, infographic alt text and caption, video transcript)",
        params: ZAssetParams,
        response: { 200: records(ZAssetDetail) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      const asset = assetById(request.params.id);
      if (!asset) throw new AppError("ND1000");
      const read = await db
        .selectFrom("asset_reads")
        .select("read_at")
        .where("person_id", "=", personId)
        .where("asset_id", "=", asset.id)
        .executeTakeFirst();
      const due = await assignedDueDates(db, personId);
      return {
        records: toAssetDetail(asset, textLocaleOf(request), read?.read_at, due.get(asset.id) ?? null),
      };
    },
  );

  app.put(
    "/user/traits/assets/:id/read",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "Marks the asset read (idempotent: the first read date stays) and unlocks the achievements it completes",
        params: ZAssetParams,
        response: { 200: records(ZAssetReadResult) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      const asset = assetById(request.params.id);
      if (!asset) throw new AppError("ND1000");
      const result = await db
        .transaction()
        .execute((trx) => markAssetRead(trx, personId, asset.id, new Date()));
      return { records: result };
    },
  );
};
