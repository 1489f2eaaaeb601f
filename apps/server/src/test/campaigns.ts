import { request as httpRequest } from "node:http";
import {
  formatUtcDateTime,
  SURVEYS,
  type TCampaign,
  type TCampaignRecipient,
  type TPhishingDomainAdmin,
} from "@wellguard/contract";
import { simpleParser } from "mailparser";
import { loadConfig } from "../config";
import type { Db } from "../db/database";
import { type ApiClient, apiClient, type DatabaseKind, startTestServer, type TestServer } from "./harness";
import { type ReceivedMail, startSmtpServer } from "./smtp";

/*
 * Set-up shared by the campaign suites (features/campaigns/*.test.ts): a test clock, the product started with a
 * real SMTP server for its campaigns, the demo company, a registered phishing domain, campaign bodies, requests
 * to a phishing host (as a scanner or as a person whose browser runs the landing page's script) and a
 * recipient's results.
 */

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** A desktop browser's user agent: not a known scanner. */
export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The campaign clock a suite moves by hand (`clock.now += …`); `at` writes a time from now as the API takes it. */
export interface TestClock {
  now: number;
  /** For startTestServer's campaignClock. */
  read: () => number;
  /** `now + offsetMs` as "YYYY-MM-DD HH:mm:ss" UTC (the campaign calls' dates). */
  at: (offsetMs: number) => string;
}

export function testClock(startIso: string): TestClock {
  const clock: TestClock = {
    now: Date.parse(startIso),
    read: () => clock.now,
    at: (offsetMs) => formatUtcDateTime(new Date(clock.now + offsetMs)),
  };
  return clock;
}

export interface CampaignServer {
  server: TestServer;
  smtp: Smtp;
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * The product on a fresh database of `kind`, sending campaigns to a real SMTP server started here, on the
 * test clock. `reportMailbox` also starts the report mailbox on a free port and sends the platform's own
 * e-mails (the thank-you) to the same SMTP server; `captureLogs` keeps every log line in `server.logs`;
 * `smppUrl` sends the SMS campaigns to that SMSC (else they go to the outbox).
 */
export async function startCampaignServer(
  kind: DatabaseKind,
  clock: TestClock,
  options: { reportMailbox?: boolean; captureLogs?: boolean; smppUrl?: string } = {},
): Promise<CampaignServer> {
  const smtp = await startSmtpServer();
  try {
    const campaigns = { ...loadConfig({}).campaigns, smtpUrl: smtp.url, smppUrl: options.smppUrl };
    const server = await startTestServer(
      kind,
      options.reportMailbox
        ? { smtpUrl: smtp.url, campaigns: { ...campaigns, reportSmtpPort: 0 } }
        : { campaigns },
      { campaignClock: clock.read, ...(options.captureLogs ? { captureLogs: true } : {}) },
    );
    return {
      server,
      smtp,
      api: apiClient(server.baseUrl),
      async close() {
        await server.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** The seeded demo company's id. */
export async function demoCompanyId(db: Db): Promise<number> {
  const company = await db
    .selectFrom("companies")
    .select("id")
    .where("name", "=", "Demo Corp")
    .executeTakeFirstOrThrow();
  return company.id;
}

/** The id of the company's department called `name`. */
export async function departmentId(db: Db, companyId: number, name: string): Promise<number> {
  const department = await db
    .selectFrom("departments")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return department.id;
}

/**
 * The live people of a department and of its direct sub-departments (what a campaign to the demo's Sales
 * reaches), in id order.
 */
export async function peopleOfDepartment(
  db: Db,
  departmentId: number,
): Promise<{ id: number; login: string; email: string | null }[]> {
  return db
    .selectFrom("people")
    .select(["id", "login", "email"])
    .where((eb) =>
      eb.or([
        eb("department_id", "=", departmentId),
        eb(
          "department_id",
          "in",
          eb.selectFrom("departments").select("id").where("parent_id", "=", departmentId),
        ),
      ]),
    )
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
}

/** Registers `host` (also the sending domain) as a phishing domain the companies may use, as a platform admin. */
export async function registerPhishingDomain(
  api: ApiClient,
  adminToken: string,
  host: string,
  companyIds: number[],
): Promise<TPhishingDomainAdmin> {
  const created = await api.post<{ records: TPhishingDomainAdmin }>(
    "/api/v1/admin/phishing-domains",
    { host, mailDomain: host, allCompanies: false, companyIds },
    adminToken,
  );
  if (created.status !== 200)
    throw new Error(
      `phishing domain ${host} not registered: ${created.status} ${JSON.stringify(created.body)}`,
    );
  return created.body.records;
}

/** The campaign calls of a company (spec §7 Campaigns). */
export const campaignsPath = (companyId: number) => `/api/v1/controller/campaigns/${companyId}`;

/** What every campaign body of the suites needs: where it sends from, to whom, and when. */
export interface CampaignBodyBasics {
  domain: number | undefined;
  departmentIds: number[];
  startDate: string;
  sendByDate?: string;
  endDate?: string;
}

/**
 * A valid create-campaign body: a phishing campaign of lure category 1 with template 2, dates in Madrid time, to
 * the departments. `change` replaces or adds any field, invalid values included (the refusal tests).
 */
export function campaignBody(
  basics: CampaignBodyBasics,
  change: Record<string, unknown> = {},
): Record<string, unknown> {
  const { departmentIds, ...rest } = basics;
  return {
    name: "November lure",
    campaignKind: "phishing",
    campaignTypeId: 1,
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
    templateId: 2,
    timeZone: "Europe/Madrid",
    ...rest,
    stakeholders: { type: "DEPARTMENTS", ids: departmentIds },
    ...change,
  };
}

/**
 * A campaign of the demo company's Sales department from a phishing domain registered at `host`: it starts an hour
 * after the clock's now, sends within the second hour and ends three days on. Throws unless it was created.
 */
export async function salesCampaign(
  api: ApiClient,
  db: Db,
  tokens: { admin: string; controller: string },
  host: string,
  clock: TestClock,
  name: string,
): Promise<{ companyId: number; campaign: TCampaign }> {
  const companyId = await demoCompanyId(db);
  const domain = await registerPhishingDomain(api, tokens.admin, host, [companyId]);
  const created = await api.post<{ records: TCampaign }>(
    campaignsPath(companyId),
    campaignBody(
      {
        domain: domain.domainId,
        departmentIds: [await departmentId(db, companyId, "Sales")],
        startDate: clock.at(60 * MINUTE),
        sendByDate: clock.at(120 * MINUTE),
        endDate: clock.at(3 * 24 * 60 * MINUTE),
      },
      { name },
    ),
    tokens.controller,
  );
  if (created.status !== 200)
    throw new Error(`campaign ${name} not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { companyId, campaign: created.body.records };
}

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request to the test server as if sent to `host` (fetch cannot set Host). */
export function hostRequest(
  baseUrl: string,
  host: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<HostResponse> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { host, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The hit a landing page carries for its script to confirm. */
export function hitOf(page: HostResponse): number {
  return Number(/data-hit="(\d+)"/.exec(page.text)?.[1]);
}

/** JSON from a browser: what the landing page's script sends. */
const BROWSER_JSON = { "user-agent": BROWSER, "content-type": "application/json" };

/** Requests to one phishing host of the test server. */
export function phishingHost(baseUrl: string, host: string) {
  const request = (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ) => hostRequest(baseUrl, host, method, path, options);
  /** A GET from a desktop browser (`headers` add to or replace its user agent). */
  const open = (path: string, headers: Record<string, string> = {}) =>
    request("GET", path, { headers: { "user-agent": BROWSER, ...headers } });
  /** What the landing page's script posts to confirm a hit (`path` is the tracking link's). */
  const confirm = (path: string, hit: number) =>
    request("POST", `${path}/confirm`, { headers: BROWSER_JSON, body: JSON.stringify({ hit }) });
  /** What the landing page's script posts on submission: field names (and whatever else the test adds). */
  const submit = (path: string, body: Record<string, unknown>) =>
    request("POST", `${path}/submit`, { headers: BROWSER_JSON, body: JSON.stringify(body) });
  return {
    request,
    open,
    confirm,
    submit,
    /** A person's click: the page opened in a browser, then confirmed by its script. */
    async click(path: string) {
      const page = await open(path);
      const hit = hitOf(page);
      return { page, hit, confirm: await confirm(path, hit) };
    },
  };
}

/** The tracking link's path (/l/<token>) in a message sent from `host`, and its recipient. */
export async function trackingLinkOf(
  message: ReceivedMail | undefined,
  host: string,
): Promise<{ path: string; to: string }> {
  if (!message) throw new Error("no such message");
  const parsed = await simpleParser(message.raw);
  const link = new RegExp(`http://${host.replaceAll(".", "\\.")}(/l/[A-Za-z0-9_-]+)`).exec(
    String(parsed.html),
  );
  if (!link?.[1]) throw new Error("no tracking link");
  return { path: link[1], to: message.to[0] ?? "" };
}

/** One recipient's results in a campaign, as the controller sees them (interactions). */
export async function recipientResult(
  api: ApiClient,
  controllerToken: string,
  companyId: number,
  campaignId: number,
  email: string,
): Promise<TCampaignRecipient> {
  const list = await api.get<{ records: TCampaignRecipient[] }>(
    `${campaignsPath(companyId)}/${campaignId}/interactions`,
    controllerToken,
  );
  const found = list.body.records.find((r) => r.email === email);
  if (!found) throw new Error(`no recipient ${email}`);
  return found;
}
