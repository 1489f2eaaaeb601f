import {
  records,
  type ServiceKey,
  STAKEHOLDER_BATCH,
  SURVEYS,
  type THelper,
  text,
  ZAnswerInput,
  ZAnswerResult,
  ZHelper,
  ZIdParam,
  ZInteraction,
  ZInteractionQuery,
  ZProfileDimensionRecord,
  ZPsychoprofileQuery,
  ZSurvey,
  ZUserScores,
  ZUserSurvey,
  ZUserSurveysQuery,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HELPERS } from "../../content/helpers";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { assignJourney, planJourney, readPerson } from "../../lib/journey/assign";
import { gamingAllowed, instrumentFor } from "../../lib/journey/catalogue";
import { controllerScope, inScope } from "../../lib/scope";
import { individualWellbeingCompanies, shownToController } from "../../lib/sensitive";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { saveAnswer } from "./answer";
import {
  dateFilter,
  dummyInteraction,
  idList,
  interactionRows,
  ownInteraction,
  PHISHING_FAMILY,
  psychoprofile,
  psychoprofileOf,
  type Reader,
  storedAnswers,
  surveyView,
  toInteraction,
  toUserSurvey,
  userScores,
} from "./queries";

const TAGS = ["user traits"];
const security = [{ bearer: [] }];

const ZInteractionParams = z.object({ id: ZIdParam });
const ZHelperParams = z.object({ id: ZIdParam });
const ZInteractionsQuery = z.object({ dummies: z.enum(["true", "false"], { error: "ND1027" }).optional() });
const ZHelpersQuery = z.object({ surveyTypes: text().max(2000, { error: "ND1027" }).optional() });

type HelperKey = "SURVEY_WELLGUARD_HELPER_AWARENESS" | "SURVEY_WELLGUARD_HELPER_WELLBEING";
const HELPER_KEYS: readonly HelperKey[] = [
  "SURVEY_WELLGUARD_HELPER_AWARENESS",
  "SURVEY_WELLGUARD_HELPER_WELLBEING",
];

/** The signed-in person as the reads see them, with the language of the texts (lib/text-locale.ts). */
function reader(request: FastifyRequest): Reader {
  const session = sessionOf(request);
  return {
    personId: session.personId,
    locale: textLocaleOf(request),
    services: new Set<ServiceKey>(session.person.services),
  };
}

function helperView(key: HelperKey, locale: Reader["locale"]): THelper {
  const helper = HELPERS[key];
  return {
    helperSurveyTypeId: SURVEYS[key],
    name: helper.name[locale],
    messages: helper.messages.map((m) => m[locale]),
  };
}

/**
 * The employee's own journey (spec §7 "User traits", "User survey list"; docs/journey.md); mounted at /api/v1.
 * USER or CONTROLLER profile, and only the caller's own data: another person's interaction id is answered like
 * an unknown one (404 ND1000).
 */
export const userTraitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, guard } = deps;
  const employee = guard({ profiles: ["USER", "CONTROLLER"] });

  /**
   * Assigns what is due (idempotent) and reads the person's interactions (cancelled ones left out), with the
   * dummies if asked. The usual read has nothing to assign: the person and their interactions are read without
   * locks and planned; only when the plan changes something does the locked assignment run (it plans again
   * under the lock) and the rows are read once more.
   */
  async function journeyOf(request: FastifyRequest, dummies: boolean) {
    const now = new Date();
    const { personId } = sessionOf(request);
    const [context, firstRows] = await Promise.all([
      readPerson(db, personId, false),
      interactionRows(db, personId),
    ]);
    if (!context) return [];
    let rows = firstRows;
    let planned = planJourney(rows, context, now);
    if (planned.inserts.length > 0 || planned.updates.length > 0) {
      const dummiesAfter = await db.transaction().execute((trx) => assignJourney(trx, personId, now));
      rows = await interactionRows(db, personId);
      planned = { inserts: [], updates: [], dummies: dummiesAfter };
    }
    const who = reader(request);
    return [
      ...rows.filter((r) => r.status !== "CANCELLED").map((r) => toInteraction(r, who, now)),
      ...(dummies ? planned.dummies.map((d) => dummyInteraction(d, who, now)) : []),
    ];
  }

  app.get(
    "/user/traits/interactions",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "The caller's interactions (assigned surveys); dummies=true adds those the flow assigns later",
        security,
        querystring: ZInteractionsQuery,
        response: { 200: records(z.array(ZInteraction)) },
      },
    },
    async (request) => ({
      records: await journeyOf(request, request.query.dummies === "true"),
    }),
  );

  app.get(
    "/user/traits/interactions/:id",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "One of the caller's interactions as a survey: the next question, or all with completeQuestions",
        security,
        params: ZInteractionParams,
        querystring: ZInteractionQuery,
        response: { 200: records(ZSurvey) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const who = reader(request);
      const row = await ownInteraction(db, session.personId, request.params.id);
      const gaming = request.query.gaming === "true";
      if (gaming && !gamingAllowed(row.survey_type_id, who.services)) {
        throw new AppError("NF1003", { field: "gaming" });
      }
      const answers = await storedAnswers(db, row.id);
      return {
        records: surveyView(row, answers, who, {
          completeQuestions: request.query.completeQuestions === "true",
          gaming,
        }),
      };
    },
  );

  app.put(
    "/user/traits/interactions/:id",
    {
      preHandler: employee,
      // The hottest write: saveAnswer builds the result typed against ZAnswerResult, so plain JSON.stringify
      // replaces a second, runtime zod pass over it (as GET /auth/info does).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: TAGS,
        summary:
          "Saves one answer; the answer that completes the survey writes the scores in the same transaction",
        security,
        params: ZInteractionParams,
        querystring: ZInteractionQuery,
        body: ZAnswerInput,
        response: { 200: records(ZAnswerResult) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        records: await saveAnswer(db, {
          personId: session.personId,
          interactionId: request.params.id,
          locale: textLocaleOf(request),
          gaming: request.query.gaming === "true",
          input: request.body,
          now: new Date(),
        }),
      };
    },
  );

  app.get(
    "/user/traits/helpers",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "The helper bots: all, or those of the given survey types (helper ids or surveys that have one)",
        security,
        querystring: ZHelpersQuery,
        response: { 200: records(z.array(ZHelper)) },
      },
    },
    async (request) => {
      const { locale } = reader(request);
      const types = idList(request.query.surveyTypes, "surveyTypes");
      const keys = HELPER_KEYS.filter(
        (key) => types === null || types.some((t) => t === SURVEYS[key] || instrumentFor(t)?.helper === key),
      );
      return { records: keys.map((key) => helperView(key, locale)) };
    },
  );

  app.get(
    "/user/traits/helpers/:id",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary: "One helper bot (its survey type id)",
        security,
        params: ZHelperParams,
        response: { 200: records(ZHelper) },
      },
    },
    async (request) => {
      const key = HELPER_KEYS.find((k) => SURVEYS[k] === request.params.id);
      if (!key) throw new AppError("ND1000");
      return { records: helperView(key, reader(request).locale) };
    },
  );

  app.get(
    "/user/traits/psychoprofile",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary: "The caller's profile dimension records, filtered (spec §7 psychoprofile)",
        security,
        querystring: ZPsychoprofileQuery,
        response: { 200: records(z.array(ZProfileDimensionRecord)) },
      },
    },
    async (request) => {
      const q = request.query;
      const dateFrom = dateFilter(q.dateFrom, "dateFrom", new Date("1970-01-01T00:00:00.000Z"), false);
      const dateTo = dateFilter(q.dateTo, "dateTo", new Date(), true);
      if (dateFrom > dateTo) throw new AppError("ND1027", { field: "dateFrom" });
      const filter = {
        surveyTypes: idList(q.surveyTypes, "surveyTypes"),
        groupDimensions: idList(q.groupDimensions, "groupDimensions"),
        dimensions: idList(q.dimensions, "dimensions"),
        dateFrom,
        dateTo,
        current: q.current === "true",
      };
      if (q.stakeholdersId === undefined) {
        return { records: await psychoprofile(db, sessionOf(request).personId, filter) };
      }
      // A controller's batch of their people (spec §7 "Dashboards and profile loading"): security results only.
      const session = sessionOf(request);
      if (!session.person.profiles.includes("CONTROLLER")) throw new AppError("NF1002");
      const ids = [...new Set(idList(q.stakeholdersId, "stakeholdersId") ?? [])];
      if (ids.length === 0 || ids.length > STAKEHOLDER_BATCH)
        throw new AppError("ND1027", {
          field: "stakeholdersId",
          message: "Between 1 and 50 people at a time",
        });
      const found = await db
        .selectFrom("people")
        .select(["id", "company_id"])
        .where("id", "in", ids)
        .where("deleted_at", "is", null)
        .execute();
      const scope = controllerScope(session);
      if (found.length !== ids.length || found.some((p) => !inScope(scope, p.company_id)))
        throw new AppError("ND1000", { field: "stakeholdersId" });
      const all = await psychoprofileOf(db, ids, filter);
      const allowed = await individualWellbeingCompanies(
        db,
        found.map((p) => p.company_id),
      );
      const companyOf = new Map(found.map((p) => [p.id, p.company_id]));
      return {
        records: all.filter((r) =>
          shownToController(r.dimensionId, allowed.has(companyOf.get(r.stakeholderId ?? 0) ?? 0)),
        ),
      };
    },
  );

  app.get(
    "/user/traits/scores",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary: "The caller's derived scores (progress, insider, risk, wellbeing, cyber)",
        security,
        response: { 200: records(ZUserScores) },
      },
    },
    async (request) => ({ records: await userScores(db, sessionOf(request).personId) }),
  );

  app.get(
    "/user/surveys",
    {
      preHandler: employee,
      schema: {
        tags: TAGS,
        summary:
          "The caller's surveys (spec §7 user survey list); phishing-family ones only with phishing=true",
        security,
        querystring: ZUserSurveysQuery,
        response: { 200: records(z.array(ZUserSurvey)) },
      },
    },
    async (request) => {
      const phishing = request.query.phishing === "true";
      const list = await journeyOf(request, false);
      return {
        records: list.filter((i) => phishing || i.familyTypeId !== PHISHING_FAMILY).map(toUserSurvey),
      };
    },
  );
};
