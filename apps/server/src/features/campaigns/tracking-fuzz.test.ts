import { randomBytes } from "node:crypto";
import { formatUtcDateTime, PHISHING_CATEGORY_IDS, SURVEYS } from "@wellguard/contract";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PHISHING_HOST } from "../../db/seed";
import { campaignBody, campaignsPath, demoCompanyId, hostRequest } from "../../test/campaigns";
import { apiClient, startTestServer, type TestServer } from "../../test/harness";

/*
 * The fuzz harness for the phishing host's paths (docs/testing.md "The fuzz harness"): they are not in the
 * OpenAPI description (they live on the phishing hosts, outside /api), so this sends them generated methods, paths,
 * tokens (real ones too), headers and bodies. No answer may be a 5xx; every answer is one of the few the tracking
 * routes give; an unknown token is a plain 404. The real tokens include SMS recipients' (16 characters, built-in
 * SMS template 501, whose pages sms/pages.ts renders), written into the database as sms-pages-http.test.ts does.
 */

/** Built-in SMS template 501 (parcel customs fee, payment landing page). */
const SMS_TEMPLATE_ID = 501;
const SMS_RECIPIENTS = 4;

const RUNS = Number(process.env.FUZZ_TRACKING_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 15);

describe("the fuzz harness over the phishing host's paths", () => {
  let server: TestServer;
  let tokens: string[] = [];
  /** The SMS recipients' tokens, drawn as often as all the e-mail ones so their pages get their share. */
  let smsTokens: string[] = [];

  beforeAll(async () => {
    server = await startTestServer("embedded");
    const api = apiClient(server.baseUrl);
    const controller = await api.token("controller");
    const companyId = await demoCompanyId(server.db);
    const domains = await api.get<{ records: { domainId: number }[] }>(
      `${campaignsPath(companyId)}/domains`,
      controller,
    );
    const departments = await server.db
      .selectFrom("departments")
      .select("id")
      .where("company_id", "=", companyId)
      .execute();
    const now = Date.now();
    const created = await api.post(
      campaignsPath(companyId),
      campaignBody(
        {
          domain: domains.body.records[0]?.domainId,
          departmentIds: departments.map((d) => d.id),
          startDate: formatUtcDateTime(new Date(now - 60_000)),
          sendByDate: formatUtcDateTime(new Date(now + 60_000)),
        },
        { name: "Fuzzed", campaignTypeId: 7, templateId: 20, timeZone: "UTC" },
      ),
      controller,
    );
    expect(created.status).toBe(200);
    await addSmsRecipients(server, companyId);
    tokens = (await server.db.selectFrom("campaign_recipients").select("token").execute()).map(
      (r) => r.token,
    );
    smsTokens = tokens.filter((t) => t.length === 16);
    expect(smsTokens).toHaveLength(SMS_RECIPIENTS);
  }, 60_000);
  afterAll(() => server?.close());

  it("never answers a 5xx, whatever is sent", async () => {
    const token = fc.oneof(
      fc.constantFrom(...tokens),
      fc.constantFrom(...smsTokens),
      fc.string({ minLength: 0, maxLength: 80 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{22,30}$/),
      // Unknown tokens of the SMS length, and one character off it.
      fc.stringMatching(/^[A-Za-z0-9_-]{15,17}$/),
    );
    const path = fc.oneof(
      token.map((t) => `/l/${encodeURIComponent(t)}`),
      token.map((t) => `/l/${encodeURIComponent(t)}/confirm`),
      token.map((t) => `/l/${encodeURIComponent(t)}/submit`),
      token.map((t) => `/l/${encodeURIComponent(t)}/training`),
      token.map((t) => `/o/${encodeURIComponent(t)}.gif`),
      fc.constant("/s/landing.js"),
      fc.webPath(),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.json(),
      fc
        .record({
          hit: fc.oneof(fc.integer(), fc.string(), fc.double()),
          fields: fc.array(fc.string(), { maxLength: 12 }),
        })
        .map((v) => JSON.stringify(v)),
      fc.string(),
    );
    const headers = fc.record({
      "user-agent": fc.oneof(
        fc.constant("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36"),
        fc.string({ maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
      ),
      "content-type": fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain"),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"),
        path,
        headers,
        body,
        async (method, url, head, payload) => {
          const answer = await hostRequest(server.baseUrl, DEMO_PHISHING_HOST, method, url, {
            headers: head,
            ...(method === "GET" || method === "HEAD" || payload === undefined ? {} : { body: payload }),
          });
          expect(answer.status, `${method} ${url}`).toBeLessThan(500);
          expect([200, 204, 303, 400, 404, 412, 413, 415]).toContain(answer.status);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);
});

/**
 * An SMS campaign (channel sms, kind smishing) and a few of its recipients, sent an hour ago, with 16-character
 * tokens of 96 random bits as the SMS sender makes them.
 */
async function addSmsRecipients(server: TestServer, companyId: number): Promise<void> {
  const now = Date.now();
  const hour = 60 * 60_000;
  const domain = await server.db
    .selectFrom("phishing_domains")
    .select("id")
    .where("host", "=", DEMO_PHISHING_HOST)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{
    id: number;
  }>`insert into campaigns (company_id, name, channel, kind, survey_type_id,
      campaign_type_id, domain_id, template_id, time_zone, start_at, send_until, end_at, target_kind, target_ids)
    values (${companyId}, 'Fuzzed text', 'sms', 'smishing', ${SURVEYS.SURVEY_WELLGUARD_SMISHING},
      ${PHISHING_CATEGORY_IDS.parcel}, ${domain.id}, ${SMS_TEMPLATE_ID}, 'UTC', ${new Date(now - 2 * hour)},
      ${new Date(now - hour / 2)}, ${new Date(now + 7 * 24 * hour)}, 'departments', ${[]}::integer[])
    returning id`.execute(server.db);
  const campaignId = rows[0]?.id;
  if (!campaignId) throw new Error("SMS campaign not written");
  const people = await server.db
    .selectFrom("people")
    .select(["id", "department_id"])
    .where("company_id", "=", companyId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(SMS_RECIPIENTS)
    .execute();
  const sentAt = new Date(now - hour);
  for (const [i, person] of people.entries()) {
    const locale = ["es-es", "pl", "eu", "en-gb"][i % 4] as string;
    await sql`insert into campaign_recipients
        (campaign_id, company_id, person_id, department_id, token, template_id, locale, scheduled_at, status, sent_at)
      values (${campaignId}, ${companyId}, ${person.id}, ${person.department_id}, ${randomBytes(12).toString("base64url")},
        ${SMS_TEMPLATE_ID}, ${locale}, ${sentAt}, 'sent', ${sentAt})`.execute(server.db);
  }
}
