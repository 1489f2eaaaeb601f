import {
  ACHIEVEMENTS,
  records,
  type TAchievement,
  ZAchievement,
  ZAchievementsQuery,
  ZIdParam,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { achievementProgress, achievementTarget, evaluateAchievements } from "../../lib/journey/achievements";
import { sessionOf } from "../../lib/session";

const TAGS = ["user gaming"];

/** The gaming module (service "gaming") is the caller's: else 403 NF1003. */
function requireGaming(request: FastifyRequest): void {
  if (!sessionOf(request).person.services.includes("gaming")) {
    throw new AppError("NF1003", { message: "The gaming service is not contracted" });
  }
}

/** Every achievement with the caller's progress, unlock and claim dates. */
async function achievementsOf(db: Db, personId: number): Promise<TAchievement[]> {
  const progress = await achievementProgress(db, personId);
  const rows = await db
    .selectFrom("person_achievements")
    .select(["achievement_id", "unlocked_at", "claimed_at"])
    .where("person_id", "=", personId)
    .execute();
  const byId = new Map(rows.map((r) => [r.achievement_id, r]));
  return ACHIEVEMENTS.map((a) => {
    const row = byId.get(a.id);
    const target = achievementTarget(a.key);
    return {
      achievementId: a.id,
      key: a.key,
      icon: a.icon,
      // An unlocked achievement stays complete even if a later record lowers the figure behind it.
      progress: row ? target : progress[a.key],
      target,
      unlockedAt: row ? row.unlocked_at.toISOString() : null,
      claimedAt: row?.claimed_at ? row.claimed_at.toISOString() : null,
    };
  });
}

/** Achievements (badges) of the signed-in person, docs/achievements.md; mounted at /api/v1. */
export const userGamingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  // The employee area (USER or CONTROLLER), as the rest of /user/traits: an ADMIN alone is refused (NF1002).
  const employee = guard({ profiles: ["USER", "CONTROLLER"] });
  app.get(
    "/user/gamings/achievements",
    {
      preHandler: [employee, async (request) => requireGaming(request)],
      schema: {
        tags: TAGS,
        summary:
          "Every achievement with progress and target; claimed=true only the claimed ones, false the others",
        querystring: ZAchievementsQuery,
        response: { 200: records(z.array(ZAchievement)) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      // Reached but not yet recorded (a rule met by data written outside the answer and read calls) shows unlocked.
      await db.transaction().execute((trx) => evaluateAchievements(trx, personId, new Date()));
      const all = await achievementsOf(db, personId);
      const { claimed } = request.query;
      const list =
        claimed === undefined ? all : all.filter((a) => (a.claimedAt !== null) === (claimed === "true"));
      return { records: list };
    },
  );

  app.put(
    "/user/gamings/achievements/:id",
    {
      preHandler: [employee, async (request) => requireGaming(request)],
      schema: {
        tags: TAGS,
        summary:
          "Claims an unlocked achievement (idempotent); one not unlocked yet is refused with 412 ND1027",
        params: z.object({ id: ZIdParam }),
        response: { 200: records(ZAchievement) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      const achievement = ACHIEVEMENTS.find((a) => a.id === request.params.id);
      if (!achievement) throw new AppError("ND1000");
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await evaluateAchievements(trx, personId, now);
        const claimed = await trx
          .updateTable("person_achievements")
          .set({ claimed_at: now })
          .where("person_id", "=", personId)
          .where("achievement_id", "=", achievement.id)
          .where("claimed_at", "is", null)
          .returning("achievement_id")
          .executeTakeFirst();
        if (claimed) return;
        const unlocked = await trx
          .selectFrom("person_achievements")
          .select("achievement_id")
          .where("person_id", "=", personId)
          .where("achievement_id", "=", achievement.id)
          .executeTakeFirst();
        if (!unlocked) {
          throw new AppError("ND1027", {
            field: "achievementId",
            message: "The achievement is not unlocked yet",
          });
        }
      });
      const all = await achievementsOf(db, personId);
      const record = all.find((a) => a.achievementId === achievement.id);
      if (!record) throw new AppError("ND1000");
      return { records: record };
    },
  );
};
