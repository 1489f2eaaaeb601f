import { DEFAULT_LOCALE, isLocale, records, ZUserSimulation } from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { RELATED_ASSET } from "../../content/phishing/pages";
import type { AppDeps } from "../../lib/deps";
import { sessionOf } from "../../lib/session";
import { renderTemplate, resolveTemplate } from "./templates";

/**
 * The employee's own simulations (docs/phishing.md "The employee's view"), for their social-engineering profile:
 * what they did, the signs the message carried and its lesson. Mounted at /api/v1; any signed-in person, their own.
 */
export const userSimulationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, campaigns }) => {
  app.get(
    "/user/simulations",
    {
      preHandler: guard({ profiles: ["USER", "CONTROLLER"] }),
      schema: {
        tags: ["user"],
        summary:
          "The caller's simulations, newest first, once they acted on one or its campaign ended: outcome, cues and lesson",
        security: [{ bearer: [] }],
        response: { 200: records(z.array(ZUserSimulation)) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const now = new Date(campaigns.clock());
      const { rows } = await sql<{
        id: string;
        company_id: number;
        template_id: number;
        locale: string;
        channel: "email" | "sms";
        sent_at: Date;
        clicked_at: Date | null;
        submitted_at: Date | null;
        reported_at: Date | null;
        first_name: string;
        company: string;
        department: string | null;
      }>`select r.id, r.company_id, r.template_id, r.locale, c.channel, r.sent_at, r.clicked_at, r.submitted_at,
          r.reported_at, p.name as first_name, co.name as company, d.name as department
        from campaign_recipients r join campaigns c on c.id = r.campaign_id join people p on p.id = r.person_id
        join companies co on co.id = p.company_id left join departments d on d.id = r.department_id
        where r.person_id = ${session.personId} and r.status = 'sent'
          and (c.end_at <= ${now} or r.clicked_at is not null or r.submitted_at is not null or r.reported_at is not null)
        order by r.sent_at desc limit 200`.execute(db);
      const list = [];
      for (const row of rows) {
        const template = await resolveTemplate(db, row.company_id, row.template_id).catch(() => null);
        if (!template || !row.sent_at) continue;
        const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
        const message = renderTemplate(
          template,
          template.copy?.locale ?? locale,
          { firstName: row.first_name, company: row.company, department: row.department ?? "" },
          { link: "#", pixel: null },
        );
        const texts = template.definition.texts[locale];
        list.push({
          simulationId: row.id,
          sentAt: row.sent_at.toISOString(),
          channel: row.channel,
          subject: message.subject,
          senderName: message.senderName,
          level: template.definition.level,
          lever: template.definition.lever,
          outcome: row.submitted_at
            ? ("submitted" as const)
            : row.clicked_at
              ? row.reported_at
                ? ("clickedReported" as const)
                : ("clicked" as const)
              : row.reported_at
                ? ("reported" as const)
                : ("noAction" as const),
          cues: texts.cues,
          lesson: texts.lesson,
          assetId: RELATED_ASSET[template.definition.category] ?? null,
        });
      }
      return { records: list };
    },
  );
};
