import {
  DEFAULT_LOCALE,
  isLocale,
  LANDING_FIELDS,
  type LandingField,
  LOCALE_BCP47,
  type Locale,
} from "@wellguard/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { list as botPatterns, createIsbotFromList } from "isbot";
import { sql } from "kysely";
import { z } from "zod";
import { ASSET_TEXTS, assetById } from "../../content/assets/catalogue";
import { PAGE_TEXTS, RELATED_ASSET } from "../../content/phishing/pages";
import { builtinSmsTemplate } from "../../content/smishing/index";
import type { SmishingTemplateDefinition } from "../../content/smishing/types";
import type { Db } from "../../db/database";
import { eventsCommitted } from "../../lib/events";
import { escapeHtml } from "../../lib/html";
import { recordSimulationEvent } from "../integrations/simulation-events";
import type { HitWriter } from "./hit-writer";
import { recordPhishingResult } from "./results";
import { SMS_PAGE_STYLE, smsDisplayedLink, smsLandingPage, smsTrainingPage } from "./sms/pages";
import { renderTemplate, resolveTemplate } from "./templates";
import { phishingOrigin } from "./tracking-urls";

/*
 * Tracking, landing and training pages on the phishing hosts (docs/phishing.md "Tracking"). A link's GET is only
 * a hit: mail gateways open every link before delivery, so a click counts as human only once the landing page's
 * script confirms it from a browser that rendered the page. HEAD requests, prefetches and known scanners' user
 * agents are automated at once; a hit never confirmed stays automated. A landing form's inputs have no names and
 * its script sends only which fields were filled, so no typed value ever leaves the browser.
 */

export interface TrackingOptions {
  db: Db;
  publicUrl: string;
  perIpPerMinute: number;
  clock: () => number;
  /** Writes the links' and pixel's hits in groups (hit-writer.ts); app.ts flushes it and stops it on close. */
  hits: HitWriter;
}

/**
 * isbot's list, plus mail-security gateways that announce themselves (most use an ordinary browser's user agent:
 * the unconfirmed-hit rule is what catches those).
 */
const isAutomatedAgent = createIsbotFromList([
  ...botPatterns,
  "barracuda",
  "proofpoint",
  "mimecast",
  "trendmicro",
  "symantec",
  "forcepoint",
  "safelinks",
  "urldefense",
]);

/** E-mail tokens are 24 base64url characters (128+ bits), SMS ones 16 (96 bits, short enough for a text). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

interface RecipientRow {
  id: string;
  campaign_id: number;
  company_id: number;
  person_id: number;
  template_id: number;
  locale: string;
  end_at: Date;
}

type MergeValues = { firstName: string; company: string; department: string };

interface CachedRecipient extends RecipientRow {
  merge: MergeValues;
  fetchedAt: number;
}

/** The recipient of a token, read from the database (and put in the cache). */
async function recipientOf(
  db: Db,
  recipients: Map<string, CachedRecipient>,
  token: string,
): Promise<CachedRecipient | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const { rows } = await sql<
    RecipientRow & { first_name: string | null; company: string | null; department: string | null }
  >`
    select r.id, r.campaign_id, r.company_id, r.person_id, r.template_id, r.locale, c.end_at,
      p.name as first_name, co.name as company, d.name as department
    from campaign_recipients r join campaigns c on c.id = r.campaign_id
      left join people p on p.id = r.person_id left join companies co on co.id = p.company_id
      left join departments d on d.id = p.department_id
    where r.token = ${token}`.execute(db);
  const row = rows[0];
  if (!row) {
    recipients.delete(token);
    return undefined;
  }
  const { first_name, company, department, ...recipient } = row;
  const cached: CachedRecipient = {
    ...recipient,
    merge: { firstName: first_name ?? "", company: company ?? "", department: department ?? "" },
    fetchedAt: Date.now(),
  };
  recipients.delete(token);
  recipients.set(token, cached);
  if (recipients.size > RECIPIENT_CACHE_ENTRIES) recipients.delete(recipients.keys().next().value as string);
  return cached;
}

/*
 * The links' and pixel's token → recipient lookups, cached (an LRU: a Map in use order). A token's recipient,
 * campaign, end and template never change; the merge values (the person's name, company, department) can, so an
 * entry is read again after RECIPIENT_CACHE_MS: a landing page may show them a few minutes stale. A campaign
 * deleted before it started takes its recipients away: its cached tokens still render the page for at most that
 * long, but record nothing (the hit writer skips recipients that no longer exist). Unknown tokens are never
 * cached, so a new campaign's tokens work at once on every instance. The confirm, submit and training routes
 * read the recipient from the database each time (and refresh the entry).
 */
const RECIPIENT_CACHE_ENTRIES = 50_000;
const RECIPIENT_CACHE_MS = 5 * 60_000;

/** The recipient of a token, from the cache when there and fresh enough. */
async function cachedRecipientOf(
  db: Db,
  recipients: Map<string, CachedRecipient>,
  token: string,
): Promise<CachedRecipient | undefined> {
  const cached = recipients.get(token);
  if (cached && Date.now() - cached.fetchedAt < RECIPIENT_CACHE_MS) {
    recipients.delete(token);
    recipients.set(token, cached);
    return cached;
  }
  return recipientOf(db, recipients, token);
}

/** Why a hit is not a person's, or null when it may be (a GET from a browser, still to be confirmed). */
export function automatedReason(request: FastifyRequest): "head" | "prefetch" | "scanner" | null {
  if (request.method === "HEAD") return "head";
  const purpose = `${request.headers["sec-purpose"] ?? ""} ${request.headers.purpose ?? ""} ${request.headers["x-purpose"] ?? ""} ${request.headers["x-moz"] ?? ""}`;
  if (/prefetch|preview|prerender/i.test(purpose)) return "prefetch";
  const agent = request.headers["user-agent"];
  if (!agent || isAutomatedAgent(agent)) return "scanner";
  return null;
}

function plainNotFound(reply: FastifyReply, locale: Locale = DEFAULT_LOCALE) {
  return reply
    .status(404)
    .type("text/plain; charset=utf-8")
    .header("cache-control", "no-store")
    .send(PAGE_TEXTS[locale].notFound);
}

/** A cached token whose recipient is gone (its campaign deleted): forgotten, and unknown as before. */
function goneNotFound(reply: FastifyReply, recipients: Map<string, unknown>, token: string) {
  recipients.delete(token);
  return plainNotFound(reply);
}

function page(reply: FastifyReply, locale: Locale, title: string, body: string, extraStyle = "") {
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .send(
      `<!doctype html><html lang="${LOCALE_BCP47[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}${extraStyle}</style></head><body>${body}</body></html>`,
    );
}

const STYLE = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;color:#1f2937}
main{max-width:640px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);overflow:hidden}
.brand{color:#fff;padding:14px 20px;font-weight:bold}
.content{padding:20px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #9ca3af;border-radius:4px}
button{margin-top:18px;padding:12px 18px;font-size:16px;border:0;border-radius:4px;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.muted{color:#4b5563;font-size:13px}
.banner{background:#b45309;color:#fff;padding:16px 20px}
.banner h1{margin:0;font-size:22px}
section{margin-top:20px}
h2{font-size:18px;margin:0 0 8px}
.mail{border:1px solid #d1d5db;border-radius:6px;background:#fff}
.mail-head{padding:10px 14px;border-bottom:1px solid #e5e7eb;font-size:14px}
.mail-body{padding:14px}
.mark{display:inline-block;min-width:1.5em;padding:0 4px;margin-right:6px;border-radius:999px;background:#b91c1c;color:#fff;font-size:12px;font-weight:bold;text-align:center}
.flagged{outline:2px dashed #b91c1c;outline-offset:2px}
ol.cues li{margin-bottom:8px}
.fake-button{display:inline-block;padding:10px 16px;border-radius:4px;color:#fff}`;

/** Landing kinds' input types (autocomplete off: a simulation never wants a browser to fill real data). */
const INPUT_TYPE: Record<LandingField, string> = {
  email: "email",
  password: "password",
  cardholder: "text",
  cardNumber: "text",
  expiry: "text",
  securityCode: "password",
  fullName: "text",
  employeeNumber: "text",
  bankAccount: "text",
};

const ZHit = z.object({ hit: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZSubmit = ZHit.extend({ fields: z.array(z.string().max(40)).max(10) });

export async function trackingRoutes(app: FastifyInstance, options: TrackingOptions): Promise<void> {
  const { db, clock, hits } = options;
  const recipients = new Map<string, CachedRecipient>();
  const rateLimit = { max: options.perIpPerMinute, timeWindow: 60_000 };

  // A form posted without the script carries nothing (its inputs have no names); the body is never read.
  app.addContentTypeParser("application/x-www-form-urlencoded", (_request, payload, done) => {
    payload.resume();
    payload.on("end", () => done(null, {}));
  });

  app.get("/s/landing.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(LANDING_SCRIPT),
  );

  app.get<{ Params: { file: string } }>(
    "/o/:file",
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.gif$/, "");
      const recipient = await cachedRecipientOf(db, recipients, token);
      if (!recipient) return plainNotFound(reply);
      const now = new Date(clock());
      if (now < recipient.end_at) {
        const reason = automatedReason(request);
        // Written in a group with other hits (hit-writer.ts): an open event, and opened_at when not automated.
        const written = await hits.record({
          id: await hits.reserveId(),
          recipientId: recipient.id,
          kind: "open",
          automated: reason !== null,
          detail: reason,
          at: now,
        });
        if (!written) return goneNotFound(reply, recipients, token);
      }
      return reply.type("image/gif").header("cache-control", "no-store").send(GIF);
    },
  );

  const landing = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const recipient = await cachedRecipientOf(db, recipients, request.params.token);
    if (!recipient) return plainNotFound(reply);
    const now = new Date(clock());
    const reason = automatedReason(request);
    let hit = 0;
    if (now < recipient.end_at) {
      // Every hit is automated until the page's script confirms it ("unconfirmed" until then). Its id is
      // reserved without a round trip; the event and automated_hits + 1 are written in a group (hit-writer.ts).
      const id = await hits.reserveId();
      const written = await hits.record({
        id,
        recipientId: recipient.id,
        kind: "click",
        automated: true,
        detail: reason ?? "unconfirmed",
        at: now,
      });
      if (!written) return goneNotFound(reply, recipients, request.params.token);
      hit = Number(id);
    }
    if (request.method === "HEAD")
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send();
    const sms = builtinSmsTemplate(recipient.template_id);
    if (sms) {
      const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
      const { title, body } = smsLandingPage({
        definition: sms,
        locale,
        person: recipient.merge,
        token: request.params.token,
        hit,
      });
      return page(reply, locale, title, body);
    }
    const template = await resolveTemplate(db, recipient.company_id, recipient.template_id).catch(() => null);
    if (!template) return plainNotFound(reply);
    const locale = template.copy?.locale ?? (isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE);
    const texts = template.definition.texts[locale];
    const merge = recipient.merge;
    const fill = (text: string) =>
      text.replace(/\{\{(firstName|company|department)\}\}/g, (_w, k: keyof typeof merge) => merge[k]);
    const fields = LANDING_FIELDS[template.definition.landing];
    const pageTexts = PAGE_TEXTS[locale];
    const colour = template.definition.brandColour;
    const inputs = fields
      .map(
        (field) =>
          `<label for="f-${field}">${escapeHtml(pageTexts.fields[field])}</label><input id="f-${field}" data-field="${field}" type="${INPUT_TYPE[field]}" autocomplete="off">`,
      )
      .join("");
    const download =
      template.definition.landing === "download"
        ? `<p class="muted">${escapeHtml(pageTexts.downloadFile)}</p>`
        : "";
    return page(
      reply,
      locale,
      fill(texts.landing.title),
      `<main data-token="${escapeHtml(request.params.token)}" data-hit="${hit}"><div class="card"><div class="brand" style="background:${colour}">${escapeHtml(fill(texts.senderName))}</div><div class="content"><h1>${escapeHtml(fill(texts.landing.title))}</h1><p>${escapeHtml(fill(texts.landing.intro))}</p><form method="post" action="/l/${escapeHtml(request.params.token)}/submit" novalidate>${inputs}${download}<button type="submit" style="background:${colour}">${escapeHtml(fill(texts.landing.submit))}</button></form><p class="muted">${escapeHtml(pageTexts.secureNotice)}</p></div></div></main><script src="/s/landing.js"></script>`,
    );
  };
  // Fastify answers HEAD with this handler too (its body dropped): a HEAD is recorded as an automated hit.
  app.get<{ Params: { token: string } }>(
    "/l/:token",
    { schema: { hide: true }, config: { rateLimit } },
    landing,
  );

  app.post<{ Params: { token: string } }>(
    "/l/:token/confirm",
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const recipient = await recipientOf(db, recipients, request.params.token);
      const body = ZHit.safeParse(request.body);
      if (!recipient || !body.success) return plainNotFound(reply);
      if (automatedReason(request) === null) {
        // The hit may still be queued (hit-writer.ts): written first, so the confirmation finds it.
        await hits.flush();
        await confirmHit(db, recipient.id, body.data.hit);
      }
      return reply.status(204).send();
    },
  );

  // Without the script (no JavaScript), the form posts here with nothing in it: its inputs have no names.
  app.post<{ Params: { token: string } }>(
    "/l/:token/submit",
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const recipient = await recipientOf(db, recipients, request.params.token);
      if (!recipient) return plainNotFound(reply);
      const body = ZSubmit.safeParse(request.body);
      const now = new Date(clock());
      if (body.success && now < recipient.end_at && automatedReason(request) === null) {
        const landingKind =
          builtinSmsTemplate(recipient.template_id)?.landing ??
          (await resolveTemplate(db, recipient.company_id, recipient.template_id).catch(() => null))
            ?.definition.landing;
        const known: readonly string[] = landingKind ? LANDING_FIELDS[landingKind] : [];
        const fields = [...new Set(body.data.fields.filter((f) => known.includes(f)))];
        await hits.flush();
        if (await confirmHit(db, recipient.id, body.data.hit)) {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto("campaign_events")
              .values({
                recipient_id: recipient.id,
                kind: "submit",
                detail: fields.join(",") || null,
                at: now,
              })
              .execute();
            await sql`update campaign_recipients set submitted_at = coalesce(submitted_at, ${now}),
                submitted_fields = array(select distinct f from unnest(coalesce(submitted_fields, '{}') || ${fields}::text[]) f order by f)
              where id = ${recipient.id}`.execute(trx);
            await recordPhishingResult(trx, recipient.id, now);
            await recordSimulationEvent(trx, recipient.id, "simulation.submitted", now, {
              fields: [...fields].sort(),
            });
          });
          eventsCommitted();
        }
      }
      if (request.headers["content-type"]?.includes("application/json")) return reply.status(204).send();
      return reply.redirect(`/l/${request.params.token}/training`, 303);
    },
  );

  app.get<{ Params: { token: string } }>(
    "/l/:token/training",
    { schema: { hide: true }, config: { rateLimit } },
    async (request, reply) => {
      const recipient = await recipientOf(db, recipients, request.params.token);
      if (!recipient) return plainNotFound(reply);
      return trainingPage(reply, options, recipient);
    },
  );
}

/** Turns an unconfirmed hit of this recipient into a human click; true when the recipient has a human click. */
async function confirmHit(db: Db, recipientId: string, hit: number): Promise<boolean> {
  let humanClick = false;
  const result = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ at: Date }>`update campaign_events set automated = false, detail = null
      where id = ${hit} and recipient_id = ${recipientId} and kind = 'click' and detail = 'unconfirmed'
      returning at`.execute(trx);
    const confirmed = rows[0];
    if (confirmed) {
      await sql`update campaign_recipients set clicked_at = coalesce(clicked_at, ${confirmed.at}),
        automated_hits = automated_hits - 1 where id = ${recipientId}`.execute(trx);
      await recordPhishingResult(trx, recipientId, confirmed.at);
      await recordSimulationEvent(trx, recipientId, "simulation.clicked", confirmed.at);
      humanClick = true;
      return true;
    }
    const { rows: clicked } = await sql<{ n: number }>`select 1 as n from campaign_recipients
      where id = ${recipientId} and clicked_at is not null`.execute(trx);
    return clicked.length > 0;
  });
  if (humanClick) eventsCommitted();
  return result;
}

async function trainingPage(reply: FastifyReply, options: TrackingOptions, recipient: CachedRecipient) {
  const { db } = options;
  const sms = builtinSmsTemplate(recipient.template_id);
  if (sms) return smsTraining(reply, options, recipient, sms);
  const template = await resolveTemplate(db, recipient.company_id, recipient.template_id).catch(() => null);
  if (!template) return plainNotFound(reply);
  const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
  const texts = template.definition.texts[locale];
  const pageTexts = PAGE_TEXTS[locale].training;
  const state = await db
    .selectFrom("campaign_recipients")
    .select(["submitted_at", "submitted_fields"])
    .where("id", "=", recipient.id)
    .executeTakeFirstOrThrow();
  const merge = recipient.merge;
  const domain = await sql<{ mail_domain: string }>`select d.mail_domain from campaigns c
    join phishing_domains d on d.id = c.domain_id where c.id = ${recipient.campaign_id}`.execute(db);
  const message = renderTemplate(template, template.copy?.locale ?? locale, merge, {
    link: "#",
    pixel: null,
  });
  const sender = `${message.senderName} <${message.senderLocal}@${domain.rows[0]?.mail_domain ?? ""}>`;
  const cueNumber = new Map(template.definition.cues.map((target, i) => [target, i + 1]));
  const mark = (target: string) => {
    const n = cueNumber.get(target as never);
    return n ? `<span class="mark" aria-hidden="true">${n}</span>` : "";
  };
  const flagged = (target: string) => (cueNumber.has(target as never) ? ' class="flagged"' : "");
  const fill = (text: string) =>
    escapeHtml(
      text.replace(/\{\{(firstName|company|department)\}\}/g, (_w, k: keyof typeof merge) => merge[k]),
    );
  // The message as received, with the cues marked where they are; a company copy shows its own text.
  const body = template.copy
    ? `<pre style="white-space:pre-wrap;font-family:inherit"${flagged("body")}>${mark("body")}${escapeHtml(message.text.replace("#", ""))}</pre>`
    : [
        `<p${flagged("greeting")}>${mark("greeting")}${fill(texts.greeting)}</p>`,
        ...texts.body.map(
          (p, i) => `<p${i === 0 ? flagged("body") : ""}>${i === 0 ? mark("body") : ""}${fill(p)}</p>`,
        ),
        `<p${flagged("link")}>${mark("link")}<span class="fake-button" style="background:${template.definition.brandColour}">${fill(texts.button)}</span></p>`,
        `<p${flagged("signature")}>${mark("signature")}${fill(texts.signature)}</p>`,
      ].join("");
  const fieldsFilled = (state.submitted_fields ?? []).filter(
    (f): f is LandingField => f in PAGE_TEXTS[locale].fields,
  );
  const listFormat = new Intl.ListFormat(LOCALE_BCP47[locale], { type: "conjunction" });
  const happened = [
    pageTexts.clicked,
    state.submitted_at && template.definition.landing === "download" ? pageTexts.downloaded : null,
    state.submitted_at && fieldsFilled.length > 0
      ? pageTexts.submitted.replace(
          "{{fields}}",
          listFormat.format(fieldsFilled.map((f) => PAGE_TEXTS[locale].fields[f])),
        )
      : null,
    pageTexts.reassurance,
  ].filter((p): p is string => p !== null);
  const asset = assetById(RELATED_ASSET[template.definition.category]);
  const assetTitle = asset ? ASSET_TEXTS[locale][asset.id]?.title : undefined;
  const library =
    asset && assetTitle
      ? `<p><a href="${escapeHtml(`${options.publicUrl}/assets?asset=${asset.id}`)}">${escapeHtml(pageTexts.libraryLink.replace("{{title}}", assetTitle))}</a></p>`
      : "";
  return page(
    reply,
    locale,
    pageTexts.title,
    `<main data-testid="training"><div class="card"><div class="banner"><h1>${escapeHtml(pageTexts.title)}</h1></div><div class="content">${happened.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}
<section aria-labelledby="t-message"><h2 id="t-message">${escapeHtml(pageTexts.messageTitle)}</h2><p class="muted">${escapeHtml(pageTexts.messageHint)}</p><div class="mail"><div class="mail-head"><div${flagged("sender")}>${mark("sender")}${escapeHtml(sender)}</div><div${flagged("subject")}>${mark("subject")}<strong>${escapeHtml(message.subject)}</strong></div></div><div class="mail-body">${body}</div></div></section>
<section aria-labelledby="t-cues"><h2 id="t-cues">${escapeHtml(pageTexts.cuesTitle)}</h2><ol class="cues">${texts.cues.map((cue) => `<li>${escapeHtml(cue)}</li>`).join("")}</ol></section>
<section aria-labelledby="t-lesson"><h2 id="t-lesson">${escapeHtml(pageTexts.lessonTitle)}</h2><p>${escapeHtml(texts.lesson)}</p>${library}</section>
<section aria-labelledby="t-report"><h2 id="t-report">${escapeHtml(pageTexts.reportTitle)}</h2><p>${escapeHtml(pageTexts.report)}</p></section></div></div></main>`,
  );
}

/** The training page after an SMS lure (sms/pages.ts), with the sender and host the text went out with. */
async function smsTraining(
  reply: FastifyReply,
  options: TrackingOptions,
  recipient: CachedRecipient,
  definition: SmishingTemplateDefinition,
) {
  const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
  const { rows } = await sql<{
    submitted_at: Date | null;
    submitted_fields: string[] | null;
    host: string | null;
    sms_sender: string | null;
  }>`select r.submitted_at, r.submitted_fields, d.host, co.sms_sender
    from campaign_recipients r join campaigns c on c.id = r.campaign_id join companies co on co.id = c.company_id
      left join phishing_domains d on d.id = c.domain_id
    where r.id = ${recipient.id}`.execute(options.db);
  const state = rows[0];
  if (!state) return plainNotFound(reply);
  const { title, body } = smsTrainingPage({
    definition,
    locale,
    person: recipient.merge,
    senderId: state.sms_sender ?? definition.texts[locale].senderId,
    link: smsDisplayedLink(state.host ? phishingOrigin(options.publicUrl, state.host) : ""),
    submitted: state.submitted_at !== null,
    submittedFields: state.submitted_fields ?? [],
    publicUrl: options.publicUrl,
  });
  return page(reply, locale, title, body, SMS_PAGE_STYLE);
}

/**
 * The landing pages' script: confirms the click once the page is shown in a browser that renders it, and sends
 * only the names of the filled fields (their values are cleared and never read beyond being empty or not).
 */
const LANDING_SCRIPT = `(() => {
  const root = document.querySelector("[data-hit]");
  if (!root) return;
  const token = root.getAttribute("data-token");
  const hit = Number(root.getAttribute("data-hit"));
  const post = (path, body) =>
    fetch("/l/" + token + "/" + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
      keepalive: true,
    });
  let confirmed;
  const confirm = () => {
    if (confirmed || document.visibilityState !== "visible") return;
    confirmed = new Promise((done) => requestAnimationFrame(() => post("confirm", { hit }).then(done, done)));
  };
  confirm();
  document.addEventListener("visibilitychange", confirm);
  const form = document.querySelector("form");
  if (!form) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const inputs = Array.from(form.querySelectorAll("[data-field]"));
    const fields = inputs.filter((input) => input.value.trim() !== "").map((input) => input.getAttribute("data-field"));
    for (const input of inputs) input.value = "";
    confirm();
    await confirmed;
    await post("submit", { hit, fields }).catch(() => {});
    location.assign("/l/" + token + "/training");
  });
})();
`;
