import {
  DEFAULT_LOCALE,
  isLocale,
  records,
  type TUserSimulation,
  ZUserSimulation,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { RELATED_ASSET } from "../../content/phishing/pages";
import { builtinSmsTemplate } from "../../content/smishing";
import { renderSmsMessage, smsMergeValues } from "../../content/smishing/merge";
import type { AppDeps } from "../../lib/deps";
import { sessionOf } from "../../lib/session";
import { smsDisplayedLink } from "./sms/pages";
import { renderTemplate, resolveTemplate } from "./templates";
import { phishingOrigin } from "./tracking-urls";

type Outcome = TUserSimulation["outcome"];

/** What the person did, the strongest act first (a submission implies the click). */
function outcomeOf(row: {
  clicked_at: Date | null;
  submitted_at: Date | null;
  reported_at: Date | null;
}): Outcome {
  if (row.submitted_at) return "submitted";
  if (row.clicked_at) return row.reported_at ? "clickedReported" : "clicked";
  return row.reported_at ? "reported" : "noAction";
}

/**
 * The employee's own simulations (docs/phishing.md "The employee's view"), for their social-engineering profile:
 * what they did, the signs the message carried and its lesson. Mounted at /api/v1; any signed-in person, their own.
 */
export const userSimulationRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, guard, campaigns },
) => {
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
        sms_sender: string | null;
        host: string | null;
      }>`select r.id, r.company_id, r.template_id, r.locale, c.channel, r.sent_at, r.clicked_at, r.submitted_at,
          r.reported_at, p.name as first_name, co.name as company, d.name as department, co.sms_sender, pd.host
        from campaign_recipients r join campaigns c on c.id = r.campaign_id join people p on p.id = r.person_id
        join companies co on co.id = p.company_id left join departments d on d.id = r.department_id
        left join phishing_domains pd on pd.id = c.domain_id
        where r.person_id = ${session.personId} and r.status = 'sent'
          and (c.end_at <= ${now} or r.clicked_at is not null or r.submitted_at is not null or r.reported_at is not null)
        order by r.sent_at desc limit 200`.execute(db);
      const list: TUserSimulation[] = [];
      for (const row of rows) {
        if (row.channel === "sms") {
          const sms = smsSimulation(row, config.publicUrl);
          if (sms) list.push(sms);
          continue;
        }
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
          outcome: outcomeOf(row),
          cues: texts.cues,
          lesson: texts.lesson,
          assetId: RELATED_ASSET[template.definition.category] ?? null,
        });
      }
      return { records: list };
    },
  );
};

/**
 * An SMS simulation as the person's phone showed it (sender.ts sendSms): the company's sender id or the template's,
 * their first name and company cut as the sender cut them, and the link with the token left out, as on the SMS
 * training page (sms/pages.ts smsDisplayedLink). Null when the template is no longer built in.
 */
function smsSimulation(
  row: {
    id: string;
    template_id: number;
    locale: string;
    sent_at: Date;
    clicked_at: Date | null;
    submitted_at: Date | null;
    reported_at: Date | null;
    first_name: string;
    company: string;
    sms_sender: string | null;
    host: string | null;
  },
  publicUrl: string,
): TUserSimulation | null {
  const definition = builtinSmsTemplate(row.template_id);
  if (!definition || !row.sent_at) return null;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const texts = definition.texts[locale];
  const link = smsDisplayedLink(row.host ? phishingOrigin(publicUrl, row.host) : "");
  const text = renderSmsMessage(
    texts.message,
    smsMergeValues({ firstName: row.first_name, company: row.company }, link),
  );
  const senderId = row.sms_sender ?? texts.senderId;
  return {
    simulationId: row.id,
    sentAt: row.sent_at.toISOString(),
    channel: "sms",
    subject: text,
    senderName: senderId,
    level: definition.level,
    lever: definition.lever,
    outcome: outcomeOf(row),
    cues: texts.cues,
    lesson: texts.lesson,
    assetId: RELATED_ASSET[definition.category] ?? null,
    sms: { senderId, text },
  };
}
