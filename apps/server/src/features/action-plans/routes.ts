import {
  records,
  serviceId,
  ZActionPlan,
  ZActionPlanInput,
  ZActionPlanItem,
  ZActionPlanParams,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { managedCompanyId } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { actionPlanOf, assign } from "./plan";

const TAGS = ["controller action plans"];
const RISK = serviceId("risk");
const security = [{ bearer: [] }];

/**
 * Action plans (docs/action-plans.md; spec §7 Controller stakeholders `assets/{id}` and `assets/actionplan/{id}`);
 * mounted at /api/v1. CONTROLLER only, for a company the caller manages (another company's id is answered as an
 * unknown one: 404 ND1000) that has contracted the risk module (else 403 NF1003).
 */
export const actionPlanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  const managedCompany = (session: SessionContext, companyId: number) =>
    // The action plan is the risk module's (spec §2).
    managedCompanyId(db, session, companyId, RISK);

  app.get(
    "/controller/stakeholders/assets/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The action plan of a managed company: the awareness areas to work on (people below 5, where they are, " +
          "the assets that train them) and the assets assigned, with completion, overdue people and effect",
        security,
        params: ZActionPlanParams,
        response: { 200: records(ZActionPlan) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await actionPlanOf(db, companyId, textLocaleOf(request)) };
    },
  );

  app.post(
    "/controller/stakeholders/assets/actionplan/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Assigns assets to people, departments, tags, the whole company or the people an area's " +
          "recommendation concerns, with a due date (ND1027 bad asset, area or date; ND1000 another company's " +
          "department or tag; ND1032 nobody to assign to)",
        security,
        params: ZActionPlanParams,
        body: ZActionPlanInput,
        response: { 200: records(z.array(ZActionPlanItem)) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      return {
        records: await assign(
          db,
          { session, profile: "CONTROLLER" },
          companyId,
          request.body,
          textLocaleOf(request),
        ),
      };
    },
  );
};
