import { DEFAULT_LOCALE, isLocale } from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { builtinSmsTemplate } from "../../content/smishing";
import { renderSmsMessage, smsMergeValues } from "../../content/smishing/merge";
import type { Db } from "../../db/database";
import { eventsCommitted, type NewEvent, recordEvents } from "../../lib/events";
import type { CampaignChannels, SendOutcome } from "./channels";
import { recordEndedCampaigns } from "./results";
import { createDueSubcampaigns } from "./series";
import { type ResolvedTemplate, renderTemplate, resolveTemplate } from "./templates";
import { trackingUrls } from "./tracking-urls";

/*
 * The campaign engine's sender (docs/phishing.md "Sending"). The recipients table is the queue: a round claims
 * the due recipients with FOR UPDATE SKIP LOCKED by moving their `next_attempt_at` one lease ahead, sends them
 * through the channel outside any transaction, and marks each sent or failed. Several instances share the work;
 * a killed instance's claims expire after the lease and are sent again, with the same Message-ID (the only
 * possible duplicates are the messages that were in flight at the kill).
 */

const MAX_ATTEMPTS = 8;
/**
 * Recipients per round. The channel waits while a round is claimed and recorded (about 10 ms each at any size),
 * so larger rounds keep it busier: 500 took SMS from 0.47 to 0.5+ of a bare submit_sm loop (docs/benchmarks.md).
 */
const BATCH_SIZE = 500;
const MAX_BACKOFF_MS = 60 * 60_000;
/** The simulation header receiving servers and the report mailbox recognise (docs/phishing.md "Allow-listing"). */
export const SIMULATION_HEADER = "X-Wellguard-Simulation";

export interface CampaignSenderOptions {
  channels: CampaignChannels;
  log: FastifyBaseLogger;
  publicUrl: string;
  claimSeconds: number;
  /** Tests move time instead of waiting; also decides what is due. */
  clock?: () => number;
  pollIntervalMs?: number;
  batchSize?: number;
}

interface Claimed {
  id: string;
  token: string;
  template_id: number;
  locale: string;
  attempts: number;
  campaign_id: number;
  company_id: number;
  person_id: number;
  channel: "email" | "sms";
  email: string | null;
  phone: string | null;
  sms_sender: string | null;
  deleted: boolean;
  first_name: string;
  department: string | null;
  company: string;
  host: string | null;
  mail_domain: string | null;
  dkim_selector: string | null;
  dkim_private_key: string | null;
}

export class CampaignSender {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: CampaignSenderOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), this.options.pollIntervalMs ?? 2_000);
    this.timer.unref();
    void this.kick();
  }

  /** Sends everything due now, round after round; never throws. Resolves to the number of messages handled. */
  kick(): Promise<number> {
    const run = this.chain.then(async () => {
      let handled = 0;
      try {
        for (;;) {
          const count = await this.round();
          handled += count;
          if (count === 0) break;
        }
        await createDueSubcampaigns(this.db, new Date(this.clock()));
        // Delivered messages of campaigns that ended without an outcome become "did nothing" records.
        while ((await recordEndedCampaigns(this.db, new Date(this.clock()))) > 0) {}
        return handled;
      } catch (err) {
        this.options.log.warn({ err }, "campaign sending round failed");
        return handled;
      }
    });
    this.chain = run;
    return run;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
    await Promise.all([this.options.channels.email.close(), this.options.channels.sms.close()]);
  }

  private async claim(now: Date): Promise<Claimed[]> {
    const lease = new Date(now.getTime() + this.options.claimSeconds * 1000);
    const { rows } = await sql<Claimed>`
      with claimed as (
        update campaign_recipients r set next_attempt_at = ${lease}, attempts = r.attempts + 1
        where r.id in (
          select r2.id from campaign_recipients r2 join campaigns c on c.id = r2.campaign_id
          where r2.status = 'pending' and r2.scheduled_at <= ${now} and r2.next_attempt_at <= ${now}
            and c.cancelled_at is null
          order by r2.scheduled_at limit ${this.options.batchSize ?? BATCH_SIZE}
          for update of r2 skip locked)
        returning r.id, r.token, r.template_id, r.locale, r.attempts, r.campaign_id, r.company_id, r.person_id
      )
      select cl.id, cl.token, cl.template_id, cl.locale, cl.attempts, cl.campaign_id, cl.company_id, cl.person_id,
        c.channel,
        p.email, p.phone, co.sms_sender, p.deleted_at is not null as deleted, p.name as first_name,
        dep.name as department, co.name as company, d.host, d.mail_domain, d.dkim_selector, d.dkim_private_key
      from claimed cl
      join people p on p.id = cl.person_id
      join companies co on co.id = cl.company_id
      join campaigns c on c.id = cl.campaign_id
      left join phishing_domains d on d.id = c.domain_id
      left join departments dep on dep.id = p.department_id`.execute(this.db);
    return rows;
  }

  /** One batch: claim, send, record. Returns how many recipients it handled. */
  private async round(): Promise<number> {
    const now = new Date(this.clock());
    const claimed = await this.claim(now);
    if (claimed.length === 0) return 0;
    const templates = new Map<string, Promise<ResolvedTemplate | null>>();
    const templateOf = (companyId: number, templateId: number) => {
      const key = `${companyId}:${templateId}`;
      let found = templates.get(key);
      if (!found) {
        found = resolveTemplate(this.db, companyId, templateId).catch(() => null);
        templates.set(key, found);
      }
      return found;
    };
    const outcomes = await Promise.all(
      claimed.map(
        (r): Promise<SendOutcome> => (r.channel === "sms" ? this.sendSms(r) : this.sendEmail(r, templateOf)),
      ),
    );
    await this.record(claimed, outcomes, now);
    return claimed.length;
  }

  private async sendEmail(
    r: Claimed,
    templateOf: (companyId: number, templateId: number) => Promise<ResolvedTemplate | null>,
  ): Promise<SendOutcome> {
    if (!r.email || r.deleted) return { ok: false, permanent: true, reason: "no e-mail address" };
    if (!r.host || !r.mail_domain || !r.dkim_selector || !r.dkim_private_key)
      return { ok: false, permanent: true, reason: "the campaign's domain was removed" };
    const template = await templateOf(r.company_id, r.template_id);
    if (!template) return { ok: false, permanent: true, reason: "the template was removed" };
    const locale = isLocale(r.locale) ? r.locale : DEFAULT_LOCALE;
    const urls = trackingUrls(this.options.publicUrl, r.host, r.token);
    const message = renderTemplate(
      template,
      locale,
      { firstName: r.first_name, company: r.company, department: r.department ?? "" },
      { link: urls.link, pixel: urls.pixel },
    );
    return this.options.channels.email.send({
      to: r.email,
      fromName: message.senderName,
      fromAddress: `${message.senderLocal}@${r.mail_domain}`,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: `<wg-${r.campaign_id}-${r.id}@${r.mail_domain}>`,
      headers: { [SIMULATION_HEADER]: r.token },
      domain: {
        mailDomain: r.mail_domain,
        dkimSelector: r.dkim_selector,
        dkimPrivateKey: r.dkim_private_key,
      },
    });
  }

  private sendSms(r: Claimed): Promise<SendOutcome> {
    if (!r.phone || r.deleted)
      return Promise.resolve({ ok: false, permanent: true, reason: "no phone number" });
    if (!r.host)
      return Promise.resolve({ ok: false, permanent: true, reason: "the campaign's domain was removed" });
    const template = builtinSmsTemplate(r.template_id);
    if (!template) return Promise.resolve({ ok: false, permanent: true, reason: "the template was removed" });
    const texts = template.texts[isLocale(r.locale) ? r.locale : DEFAULT_LOCALE];
    const { link } = trackingUrls(this.options.publicUrl, r.host, r.token);
    return this.options.channels.sms.send({
      to: r.phone,
      sender: r.sms_sender ?? texts.senderId,
      text: renderSmsMessage(
        texts.message,
        smsMergeValues({ firstName: r.first_name, company: r.company }, link),
      ),
      // Stable per recipient, so a resend after a crash is joined the same way by the handset.
      reference: Number(BigInt(r.id) % 256n),
      recipientId: r.id,
    });
  }

  private async record(claimed: Claimed[], outcomes: SendOutcome[], now: Date): Promise<void> {
    const sent: string[] = [];
    /** simulation.sent, one per message handed over (docs/integrations.md "Events"). */
    const events: NewEvent[] = [];
    /** SMS parts accepted by the SMS centre: how its delivery receipts find their recipient. */
    const parts: { recipientId: string; messageId: string }[] = [];
    const failed: { id: string; reason: string }[] = [];
    const retry: { id: string; reason: string; at: Date }[] = [];
    claimed.forEach((r, i) => {
      const outcome = outcomes[i] ?? { ok: false, permanent: false, reason: "not sent" };
      if (outcome.ok) {
        sent.push(r.id);
        events.push({
          companyId: r.company_id,
          type: "simulation.sent",
          occurredAt: now,
          data: {
            campaignId: r.campaign_id,
            recipientId: r.id,
            personId: r.person_id,
            channel: r.channel,
            templateId: r.template_id,
          },
        });
        for (const messageId of outcome.smscMessageIds ?? []) parts.push({ recipientId: r.id, messageId });
      } else if (outcome.permanent || r.attempts >= MAX_ATTEMPTS)
        failed.push({ id: r.id, reason: outcome.reason });
      else {
        const backoff = Math.min(MAX_BACKOFF_MS, 2 ** r.attempts * 15_000);
        retry.push({ id: r.id, reason: outcome.reason, at: new Date(now.getTime() + backoff) });
        this.options.log.warn(
          { recipientId: r.id, attempts: r.attempts, reason: outcome.reason },
          "simulated message not sent; will retry",
        );
      }
    });
    await this.db.transaction().execute(async (trx) => {
      if (sent.length > 0) {
        // A message in flight when its campaign was cancelled did go out: it is marked sent all the same.
        await sql`update campaign_recipients set status = 'sent', sent_at = ${now}, failure = null
          where id = any(${sent}::bigint[])`.execute(trx);
        await sql`insert into campaign_events (recipient_id, kind, at)
          select id, 'sent', ${now} from unnest(${sent}::bigint[]) id`.execute(trx);
        await recordEvents(trx, events);
      }
      // One statement for the round's parts: one insert per part halved the SMS sending rate (docs/benchmarks.md).
      if (parts.length > 0)
        await sql`insert into campaign_sms_parts (smsc_message_id, recipient_id)
          select p.message_id, p.recipient_id
          from unnest(${parts.map((p) => p.messageId)}::text[], ${parts.map((p) => p.recipientId)}::bigint[])
            as p(message_id, recipient_id)
          on conflict (smsc_message_id) do update set recipient_id = excluded.recipient_id`.execute(trx);
      if (failed.length > 0) {
        await sql`update campaign_recipients r set status = 'failed', failure = f.reason
          from unnest(${failed.map((f) => f.id)}::bigint[], ${failed.map((f) => f.reason)}::text[]) as f(id, reason)
          where r.id = f.id`.execute(trx);
        await sql`insert into campaign_events (recipient_id, kind, detail, at)
          select id, 'failed', reason, ${now}
          from unnest(${failed.map((f) => f.id)}::bigint[], ${failed.map((f) => f.reason)}::text[]) as f(id, reason)`.execute(
          trx,
        );
      }
      if (retry.length > 0)
        await sql`update campaign_recipients r set next_attempt_at = f.at, failure = f.reason
          from unnest(${retry.map((f) => f.id)}::bigint[], ${retry.map((f) => f.reason)}::text[],
            ${retry.map((f) => f.at.toISOString())}::timestamptz[]) as f(id, reason, at)
          where r.id = f.id`.execute(trx);
    });
    if (events.length > 0) eventsCommitted();
  }
}
