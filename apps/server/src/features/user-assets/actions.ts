import { DIMENSION_ELEMENTS, type Locale, records, type TAction, ZAction } from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ACTIONS, ARCHETYPE_DIMENSION_IDS, ruleHolds } from "../../content/actions";
import { ASSET_TEXTS, assetById, mediaUrl } from "../../content/assets/catalogue";
import type { Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";

/** The current value of each dimension (the latest current record when several survey types write it). */
async function currentValues(db: Db, personId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("profile_dimension_records")
    .select(["dimension_id", "dimension_value"])
    .where("person_id", "=", personId)
    .where("vigence", "=", 1)
    .orderBy("start_date", "asc")
    .orderBy("id", "asc")
    .execute();
  // Later rows overwrite earlier ones: the newest current record wins.
  return new Map(rows.map((r) => [r.dimension_id, r.dimension_value]));
}

/** The person's archetype: the highest current archetype dimension (the lowest id on a tie), or null. */
function archetypeOf(values: Map<number, number>): number | null {
  let best: number | null = null;
  for (const id of ARCHETYPE_DIMENSION_IDS) {
    const value = values.get(id);
    if (value === undefined) continue;
    if (best === null || value > (values.get(best) ?? Number.NEGATIVE_INFINITY)) best = id;
  }
  return best;
}

/** The recommended actions for the person's current records, in catalogue order. */
export async function actionsFor(db: Db, personId: number, locale: Locale): Promise<TAction[]> {
  const values = await currentValues(db, personId);
  const archetype = archetypeOf(values);
  return ACTIONS.filter((a) => {
    const dimensionId = DIMENSION_ELEMENTS[a.dimension];
    if ("archetype" in a.rule) return dimensionId === archetype;
    const value = values.get(dimensionId);
    return value !== undefined && ruleHolds(a.rule, value);
  }).map((a) => ({
    actionId: a.actionId,
    actionTypeId: a.actionTypeId,
    dimensionId: DIMENSION_ELEMENTS[a.dimension],
    stakeholderId: personId,
    executeAction: {
      title: a.title[locale],
      description: a.description[locale],
      assets: a.assets.flatMap((id) => {
        const asset = assetById(id);
        return asset
          ? [{ assetId: id, url: mediaUrl(asset.file), title: ASSET_TEXTS[locale][id].title }]
          : [];
      }),
      ...(a.archetype
        ? {
            archetype: {
              strengths: a.archetype.strengths[locale],
              watchOuts: a.archetype.watchOuts[locale],
            },
          }
        : {}),
    },
  }));
}

/** GET /user/traits/actions (docs/assets.md "Recommended actions"); mounted at /api/v1. */
export const userActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  // The employee area (USER or CONTROLLER), as the rest of /user/traits: an ADMIN alone is refused (NF1002).
  const employee = guard({ profiles: ["USER", "CONTROLLER"] });
  app.get(
    "/user/traits/actions",
    {
      preHandler: employee,
      schema: {
        tags: ["user traits"],
        summary:
          "Recommended actions computed from the caller's current profile records, in the caller's language",
        response: { 200: records(z.array(ZAction)) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      return { records: await actionsFor(db, personId, textLocaleOf(request)) };
    },
  );
};
