import { randomBytes } from "node:crypto";
import { PHISHING_CATEGORY_IDS, SURVEYS } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_TEXTS } from "../../../content/phishing/pages";
import { builtinSmsTemplate } from "../../../content/smishing/index";
import { SMISHING_TRAINING_TEXTS } from "../../../content/smishing/pages";
import { DEMO_PHISHING_HOST } from "../../../db/seed";
import { escapeHtml } from "../../../lib/html";
import { BROWSER, DAY, demoCompanyId, hitOf, MINUTE, phishingHost, testClock } from "../../../test/campaigns";
import { startTestServer, type TestServer, testDatabases } from "../../../test/harness";
import { SMS_LANDING_COLOUR } from "./pages";

/*
 * The landing and training pages of an SMS recipient over HTTP on the phishing host (docs/smishing.md "Landing and
 * training pages"). Until SMS campaigns can be created through the API, the suite writes an SMS campaign and
 * its recipients straight into the database, as the campaign engine would: channel sms, kind smishing, template
 * 501 (parcel customs fee, payment page) and 16-character tokens of 96 random bits.
 */

const TEMPLATE_ID = 501;
const MOBILE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** A token as the SMS sender makes them: 96 random bits in 16 base64url characters. */
const smsToken = () => randomBytes(12).toString("base64url");

describe.each(testDatabases())("SMS landing and training pages (%s)", (kind) => {
  const clock = testClock("2026-12-01T09:00:00Z");
  let server: TestServer;
  let companyId: number;
  let campaignId: number;
  const host = () => phishingHost(server.baseUrl, DEMO_PHISHING_HOST);

  /** An SMS recipient of the suite's campaign: the demo person `login`, in `locale`, sent an hour ago. */
  async function smsRecipient(login: string, locale: string): Promise<{ id: string; token: string }> {
    const person = await server.db
      .selectFrom("people")
      .select(["id", "department_id"])
      .where("login", "=", login)
      .executeTakeFirstOrThrow();
    const token = smsToken();
    const sentAt = new Date(clock.now - 60 * MINUTE);
    const { rows } = await sql<{ id: string }>`insert into campaign_recipients
        (campaign_id, company_id, person_id, department_id, token, template_id, locale, scheduled_at, status, sent_at)
      values (${campaignId}, ${companyId}, ${person.id}, ${person.department_id}, ${token}, ${TEMPLATE_ID},
        ${locale}, ${sentAt}, 'sent', ${sentAt})
      returning id`.execute(server.db);
    const id = rows[0]?.id;
    if (!id) throw new Error("recipient not written");
    return { id, token };
  }

  async function recipientState(id: string) {
    return server.db
      .selectFrom("campaign_recipients")
      .select(["clicked_at", "submitted_at", "submitted_fields", "automated_hits"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { campaignClock: clock.read, captureLogs: true });
    companyId = await demoCompanyId(server.db);
    const domain = await server.db
      .selectFrom("phishing_domains")
      .select("id")
      .where("host", "=", DEMO_PHISHING_HOST)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{
      id: number;
    }>`insert into campaigns (company_id, name, channel, kind, survey_type_id,
        campaign_type_id, domain_id, template_id, time_zone, start_at, send_until, end_at, target_kind, target_ids)
      values (${companyId}, 'Parcel text', 'sms', 'smishing', ${SURVEYS.SURVEY_WELLGUARD_SMISHING},
        ${PHISHING_CATEGORY_IDS.parcel}, ${domain.id}, ${TEMPLATE_ID}, 'Europe/Madrid',
        ${new Date(clock.now - 2 * 60 * MINUTE)}, ${new Date(clock.now - 30 * MINUTE)}, ${new Date(clock.now + 7 * DAY)},
        'departments', ${[]}::integer[])
      returning id`.execute(server.db);
    campaignId = rows[0]?.id ?? 0;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("shows the SMS landing page on the link, and keeps a messaging app's link preview apart", async () => {
    const { id, token } = await smsRecipient("employee", "es-es");
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const texts = builtinSmsTemplate(TEMPLATE_ID)?.texts["es-es"];
    // The app that shows the text fetches the link for its preview: an automated hit, never a click.
    const preview = await host().open(`/l/${token}`, { "user-agent": "WhatsApp/2.24.8.85 A" });
    expect(preview.status).toBe(200);
    const page = await host().open(`/l/${token}`, { "user-agent": MOBILE_BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.text).toContain('<html lang="es-ES">');
    expect(page.text).toContain(
      `<div class="brand" style="background:${SMS_LANDING_COLOUR.payment}">${texts?.senderId}</div>`,
    );
    expect(page.text).toContain(`<title>${texts?.landing.title}</title>`);
    expect(page.text).toContain(`action="/l/${token}/submit"`);
    expect(page.text).toContain('<script src="/s/landing.js"></script>');
    expect(page.text).not.toMatch(/<input[^>]* name=/);
    expect([...page.text.matchAll(/data-field="(\w+)"/g)].map((m) => m[1])).toEqual([
      "cardholder",
      "cardNumber",
      "expiry",
      "securityCode",
    ]);
    expect(hitOf(page)).toBeGreaterThan(0);
    await server.app.flushCampaigns();
    const state = await recipientState(id);
    expect(state).toMatchObject({ clicked_at: null, automated_hits: 2 });
    const { rows } = await sql<{ detail: string }>`select detail from campaign_events
      where recipient_id = ${id} and kind = 'click' order by id`.execute(server.db);
    expect(rows.map((r) => r.detail)).toEqual(["scanner", "unconfirmed"]);
  });

  it("counts a confirmed click, records a submission by the field names of the payment page only, and trains in the person's language", async () => {
    const { id, token } = await smsRecipient("newhire", "en-gb");
    const path = `/l/${token}`;
    clock.now += 5 * MINUTE;
    const { page, confirm } = await host().click(path);
    expect(page.status).toBe(200);
    expect(confirm.status).toBe(204);
    const secret = `typed-${Date.now()}-Kx7`;
    const submitted = await host().submit(path, {
      hit: hitOf(page),
      fields: ["cardNumber", "securityCode", "password", "email"],
      cardNumber: secret,
      securityCode: secret,
    });
    expect(submitted.status).toBe(204);
    const state = await recipientState(id);
    expect(state.clicked_at).not.toBeNull();
    expect(state.submitted_at).not.toBeNull();
    expect(state.submitted_fields).toEqual(["cardNumber", "securityCode"]);
    expect(state.automated_hits).toBe(0);
    // The person's record, under the smishing survey type: entered data on the fake page.
    const records = await server.db
      .selectFrom("profile_dimension_records as r")
      .innerJoin("campaign_recipients as c", "c.person_id", "r.person_id")
      .select(["r.dimension_value", "r.survey_type_id"])
      .where("c.id", "=", id)
      .where("r.vigence", "=", 1)
      .where("r.survey_type_id", "=", SURVEYS.SURVEY_WELLGUARD_SMISHING)
      .execute();
    expect(records).toEqual([{ dimension_value: 0, survey_type_id: SURVEYS.SURVEY_WELLGUARD_SMISHING }]);

    const training = await host().open(`${path}/training`, { "user-agent": MOBILE_BROWSER });
    expect(training.status).toBe(200);
    expect(training.text).toContain('<html lang="en-GB">');
    expect(training.text).toContain('data-channel="sms"');
    const texts = builtinSmsTemplate(TEMPLATE_ID)?.texts["en-gb"];
    if (!texts) throw new Error("no en-gb texts");
    expect(training.text).toContain(escapeHtml(SMISHING_TRAINING_TEXTS["en-gb"].title));
    expect(training.text).toContain(escapeHtml(SMISHING_TRAINING_TEXTS["en-gb"].clicked));
    expect(training.text).toContain(
      escapeHtml(
        PAGE_TEXTS["en-gb"].training.submitted.replace("{{fields}}", "Card number and Security code"),
      ),
    );
    // The text on a phone: the sender, the message and the link, each marked with its cue's number.
    expect(training.text).toContain(
      `<div class="sms-sender"><span class="flagged"><span class="mark" aria-hidden="true">1</span>${texts.senderId}</span></div>`,
    );
    expect(training.text).toContain(
      `<p class="flagged"><span class="mark" aria-hidden="true">2</span>${escapeHtml(texts.message.split("{{link}}")[0] ?? "")}`,
    );
    expect(training.text).toContain(
      `<span class="sms-link flagged"><span class="mark" aria-hidden="true">3</span>http://${DEMO_PHISHING_HOST}/l/…</span>`,
    );
    for (const cue of texts.cues) expect(training.text).toContain(`<li>${escapeHtml(cue)}</li>`);
    expect(training.text).toContain(escapeHtml(texts.lesson));
    expect(training.text).toContain(escapeHtml(SMISHING_TRAINING_TEXTS["en-gb"].report));
    expect(training.text).toContain(`href="${server.config.publicUrl}/assets?asset=`);
    // Neither the typed value nor the person's token is on the page.
    expect(training.text).not.toContain(secret);
    expect(training.text).not.toContain(token);

    // The typed value is nowhere in the database, nor in any log line.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(server.db);
    for (const { table_name } of tables.rows) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)} t
        where t::text like ${`%${secret}%`}`.execute(server.db);
      expect(Number(rows[0]?.n), table_name).toBe(0);
    }
    await server.app.flushCampaigns();
    expect(server.logs.some((line) => line.includes("/submit"))).toBe(true);
    expect(server.logs.filter((line) => line.includes(secret))).toEqual([]);
  });

  it("shows the company's own sender id on the training page when it has one", async () => {
    const { token } = await smsRecipient("controller", "pl");
    await server.db
      .updateTable("companies")
      .set({ sms_sender: "DemoCorp" })
      .where("id", "=", companyId)
      .execute();
    try {
      const training = await host().open(`/l/${token}/training`, { "user-agent": BROWSER });
      expect(training.status).toBe(200);
      expect(training.text).toContain('<html lang="pl">');
      expect(training.text).toContain('<span class="mark" aria-hidden="true">1</span>DemoCorp</span>');
      // The landing page keeps the lure's own sender id.
      const landing = await host().open(`/l/${token}`);
      expect(landing.text).toContain(`>${builtinSmsTemplate(TEMPLATE_ID)?.texts.pl.senderId}</div>`);
    } finally {
      await server.db
        .updateTable("companies")
        .set({ sms_sender: null })
        .where("id", "=", companyId)
        .execute();
    }
  });

  it("answers an unknown or too short token with a plain 404", async () => {
    for (const token of [smsToken(), smsToken().slice(0, 15)]) {
      for (const suffix of ["", "/training"]) {
        const answer = await host().open(`/l/${token}${suffix}`);
        expect(answer.status, `${token}${suffix}`).toBe(404);
        expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
      }
    }
  });
});
