// Issue 18, point 8: the campaign engine's SMS sending rate against a bare loop of submit_sm, in the same run,
// into the same local SMSC (apps/server/src/test/smsc.ts, the `smpp` library's server side, a process of its own):
//   (a) the reference: ONE session of the `smpp` library bound as a transceiver (Nagle off, as our client does),
//       keeping SMPP_WINDOW submit_sm unanswered (default 10, the product's default), each the product's own text
//       (template 501 in en-gb, a GSM 03.38 single-part SMS of 137 characters) encoded by encodeSms;
//   (b) the product: a real server (buildApp) with SMPP_URL and the same SMPP_WINDOW, whose company has
//       BENCH_SMS_MESSAGES people (default 20,000) with E.164 phones in one department, a phishing domain registered
//       through the admin API and a smishing campaign created through POST /api/v1/controller/campaigns/{companyId}
//       with start = now and send-until = now + 1 s. As in campaign-send.ts, its campaign clock stands a minute
//       behind while the campaign is created; then the clock is given back and the engine kicked: the time runs
//       from that kick until every recipient is marked sent (each marked after its submit_sm_resp).
// Delivery receipts are off in the SMSC: the bare loop would not read them. Goal: the product at least 0.5 of the
// reference's SMS per second. PostgreSQL when BENCH_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/postgres)
// can be reached, else the embedded PGlite. `npm run bench:sms -w @wellguard/bench` (also in `npm run bench`).
/// <reference path="../../apps/server/src/features/campaigns/sms/smpp.d.ts" />
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { formatUtcDateTime, SURVEYS } from "@wellguard/contract";
import { sql } from "kysely";
import smpp from "smpp";
import { builtinSmsTemplate } from "../../apps/server/src/content/smishing";
import { renderSmsMessage, smsMergeValues } from "../../apps/server/src/content/smishing/merge";
import type { Db } from "../../apps/server/src/db/database";
import { encodeSms } from "../../apps/server/src/features/campaigns/sms/encoding";
import { trackingUrls } from "../../apps/server/src/features/campaigns/tracking-urls";
import { registerDomain, signIn, startCampaignProduct } from "./campaign-send";

const MESSAGES = Number(process.env.BENCH_SMS_MESSAGES ?? 20_000);
/** SMPP_WINDOW's default: the reference keeps as many submit_sm unanswered as the product does. */
const WINDOW = Number(process.env.SMPP_WINDOW ?? 10);
const TEMPLATE_ID = 501;
/** The recipients' language: template 501 in en-gb is GSM 03.38 and one part (es-es would be UCS-2, two parts). */
const LOCALE = "en-gb";
const WARM_UP = 500;
const ESME_ROK = 0x0000;
const SMSC_SCRIPT = fileURLToPath(new URL("../../apps/server/src/test/smsc.ts", import.meta.url));

export interface SmsFigures {
  messages: number;
  window: number;
  database: string;
  /** What the SMSC counted when it was stopped: every part of the warm-up, (a) and (b). */
  smsc: { binds: number; submits: number; messages: number };
  bare: { seconds: number; perSecond: number; octetsPerMessage: number };
  product: { seconds: number; perSecond: number; createSeconds: number; sent: number };
}

interface SmscChild {
  url: string;
  /** Stops the SMSC and returns what it received. */
  close(): Promise<SmsFigures["smsc"]>;
}

/** The test SMSC as a child process (its own event loop and CPU share); resolves with its SMPP_URL. */
function startSmscChild(): Promise<SmscChild> {
  const child = spawn(process.execPath, ["--import", "tsx", SMSC_SCRIPT], {
    env: { ...process.env, SMSC_OPTIONS: JSON.stringify({}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the SMSC exited with ${code} before it was ready`)));
    void nextLine().then((line) => {
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        close: async () => {
          const counts = nextLine();
          child.kill("SIGTERM");
          const figures = JSON.parse(await counts) as SmsFigures["smsc"];
          await exited;
          return figures;
        },
      });
    });
  });
}

/** The product's text for one recipient of the bench (the same template, language and link length). */
function benchText(): { sender: string; text: string } {
  const template = builtinSmsTemplate(TEMPLATE_ID);
  if (!template) throw new Error(`no built-in SMS template ${TEMPLATE_ID}`);
  const texts = template.texts[LOCALE];
  const { link } = trackingUrls("http://127.0.0.1:3000", "secure-login.test", "AbCdEfGhIjKlMnOp");
  return {
    sender: texts.senderId,
    text: renderSmsMessage(texts.message, smsMergeValues({ firstName: "Bench", company: "Demo Corp" }, link)),
  };
}

/** (a) The reference: one bound session, at most WINDOW submit_sm unanswered. */
async function bareSession(url: string) {
  const target = new URL(url);
  const session = smpp.connect({ host: target.hostname, port: Number(target.port), tls: false });
  await new Promise<void>((resolve, reject) => {
    session.once("error", reject);
    session.on("connect", () => {
      // As SmppClient does: else Nagle holds back each PDU written while an earlier one is unacknowledged.
      session.socket.setNoDelay(true);
      session.bind_transceiver(
        {
          system_id: decodeURIComponent(target.username),
          password: decodeURIComponent(target.password),
          interface_version: 0x34,
        },
        (answer) =>
          answer.command_status === ESME_ROK
            ? resolve()
            : reject(new Error(`bind refused (0x${answer.command_status.toString(16)})`)),
      );
    });
  });
  const { sender, text } = benchText();
  const encoded = encodeSms(text, 0);
  const [part] = encoded.segments;
  if (encoded.encoding !== "gsm7" || encoded.segments.length !== 1 || !part)
    throw new Error(
      `the bench text is not one GSM part: ${encoded.encoding}, ${encoded.segments.length} parts`,
    );
  const submit = (i: number) =>
    new Promise<void>((resolve, reject) => {
      // The fields SmppClient.submitOnce writes, a new PDU per message as there.
      const pdu = new smpp.PDU("submit_sm", {
        source_addr_ton: 0x05,
        source_addr_npi: 0x00,
        source_addr: sender,
        dest_addr_ton: 0x01,
        dest_addr_npi: 0x01,
        destination_addr: `3461${String(i).padStart(7, "0")}`,
        esm_class: part.esmClass,
        data_coding: part.dataCoding,
        registered_delivery: 0x01,
        short_message: part.shortMessage,
      });
      const sent = session.send(pdu, (answer) =>
        answer.command_status === ESME_ROK
          ? resolve()
          : reject(new Error(`submit_sm answered 0x${answer.command_status.toString(16)}`)),
      );
      if (!sent) reject(new Error("the SMSC connection is closed"));
    });
  return {
    octetsPerMessage: part.shortMessage.length,
    /** Submits messages number `from` to `from + count - 1` and waits for every answer. */
    send: async (from: number, count: number) => {
      let next = from;
      const worker = async () => {
        while (next < from + count) await submit(next++);
      };
      await Promise.all(Array.from({ length: Math.min(WINDOW, count) }, worker));
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!session.unbind(() => session.close(() => resolve()))) resolve();
      }),
  };
}

/** `people` people of Demo Corp with E.164 phones and LOCALE, in a department of their own, by SQL. */
async function addSmsRecipients(
  db: Db,
  people: number,
): Promise<{ companyId: number; departmentId: number }> {
  const { rows } = await sql<{ id: number }>`select id from companies order by id limit 1`.execute(db);
  const companyId = rows[0]?.id ?? 1;
  const department = await sql<{ id: number }>`insert into departments (company_id, name, parent_id)
    values (${companyId}, 'Bench SMS recipients', null) returning id`.execute(db);
  const departmentId = department.rows[0]?.id ?? 0;
  await sql`insert into people (company_id, department_id, name, surname, email, login, phone, locale, progress)
    select ${companyId}, ${departmentId}, 'Bench', 'Recipient ' || n, 'smsrecipient' || n || '@democorp.example',
      'smsrecipient' || n, '+3460' || lpad(n::text, 7, '0'), ${LOCALE}, 0
    from generate_series(1, ${people}::int) n`.execute(db);
  await sql`analyze`.execute(db);
  return { companyId, departmentId };
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { records: T };
  if (!response.ok)
    throw new Error(`POST ${new URL(url).pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.records;
}

export async function runSmsBench(log: (line: string) => void): Promise<SmsFigures> {
  const smsc = await startSmscChild();
  let smscCounts: SmsFigures["smsc"] | undefined;
  try {
    const bare = await bareSession(smsc.url);
    let submitted = 0;
    const timeBare = async (count: number) => {
      const started = performance.now();
      await bare.send(submitted, count);
      submitted += count;
      return (performance.now() - started) / 1000;
    };
    let figures: Omit<SmsFigures, "smsc">;
    try {
      log(`  warm-up: ${WARM_UP} bare submit_sm (not timed)`);
      await timeBare(WARM_UP);
      // The reference in two halves, before and after the product, as in campaign-send.ts.
      const firstHalf = Math.floor(MESSAGES / 2);
      log(`  (a) bare submit_sm over one session, window ${WINDOW}, first ${firstHalf} messages...`);
      const bareBefore = await timeBare(firstHalf);

      log("  (b) the product: starting the server...");
      let frozenAt: number | undefined;
      const product = await startCampaignProduct(
        { SMPP_URL: smsc.url, SMPP_WINDOW: String(WINDOW) },
        () => frozenAt ?? Date.now(),
      );
      let productFigures: SmsFigures["product"];
      try {
        log(`  (b) ${MESSAGES} people with phones, the phishing domain and the smishing campaign...`);
        const { companyId, departmentId } = await addSmsRecipients(product.db, MESSAGES);
        const domainId = await registerDomain(product.baseUrl, companyId);
        const controller = await signIn(product.baseUrl, "controller");
        const start = new Date(Math.floor(Date.now() / 1000) * 1000);
        const sendUntil = new Date(start.getTime() + 1000);
        // A minute behind while the campaign is made: the create call's own kick and the poll find nothing due.
        frozenAt = start.getTime() - 60_000;
        const creating = performance.now();
        const campaign = await post<{ campaignId: number; totals: { recipients: number } }>(
          `${product.baseUrl}/api/v1/controller/campaigns/${companyId}`,
          controller,
          {
            name: "Bench SMS campaign",
            campaignKind: "smishing",
            domain: domainId,
            campaignTypeId: 1,
            surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
            templateId: TEMPLATE_ID,
            timeZone: "Europe/Madrid",
            startDate: formatUtcDateTime(start),
            sendByDate: formatUtcDateTime(sendUntil),
            stakeholders: { type: "DEPARTMENTS", ids: [departmentId] },
          },
        );
        const createSeconds = (performance.now() - creating) / 1000;
        if (campaign.totals.recipients !== MESSAGES)
          throw new Error(`the campaign has ${campaign.totals.recipients} recipients, not ${MESSAGES}`);
        const wait = sendUntil.getTime() + 10 - Date.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        log(`  (b) sending (created in ${createSeconds.toFixed(1)} s)...`);
        const started = performance.now();
        frozenAt = undefined; // every recipient is due now
        // The kick sends round after round until nothing is due: every recipient is then sent or failed.
        await product.app.flushCampaigns();
        const seconds = (performance.now() - started) / 1000;
        const { rows } = await sql<{ n: string }>`select count(*) as n from campaign_recipients
          where campaign_id = ${campaign.campaignId} and status = 'sent'`.execute(product.db);
        productFigures = {
          seconds,
          perSecond: MESSAGES / seconds,
          createSeconds,
          sent: Number(rows[0]?.n ?? 0),
        };
      } finally {
        await product.stop();
      }

      log(`  (a) bare submit_sm, last ${MESSAGES - firstHalf} messages...`);
      const bareAfter = await timeBare(MESSAGES - firstHalf);
      const bareSeconds = bareBefore + bareAfter;
      figures = {
        messages: MESSAGES,
        window: WINDOW,
        database: product.database,
        bare: {
          seconds: bareSeconds,
          perSecond: MESSAGES / bareSeconds,
          octetsPerMessage: bare.octetsPerMessage,
        },
        product: productFigures,
      };
    } finally {
      await bare.close();
    }
    smscCounts = await smsc.close();
    return { ...figures, smsc: smscCounts };
  } finally {
    if (!smscCounts) await smsc.close().catch(() => undefined);
  }
}

export function printSmsFigures(f: SmsFigures): void {
  const ratio = f.product.perSecond / f.bare.perSecond;
  console.log(`\nSMS campaign sending, ${f.messages} messages into a local SMSC (${f.database})`);
  console.log(
    `  (a) bare submit_sm, one bound session of the smpp library, window ${f.window}, half before and half after (b): ` +
      `${f.bare.perSecond.toFixed(0)} SMS/s (${f.bare.seconds.toFixed(1)} s; GSM 03.38, one part of ${f.bare.octetsPerMessage} octets each)`,
  );
  console.log(
    `  (b) the campaign engine (SmsChannel, window ${f.window}), first kick to last recipient marked sent: ` +
      `${f.product.perSecond.toFixed(0)} SMS/s (${f.product.seconds.toFixed(1)} s; ${f.product.sent} marked sent; ` +
      `campaign created through the API in ${f.product.createSeconds.toFixed(1)} s, not timed)`,
  );
  console.log(
    `  the SMSC received ${f.smsc.submits} submit_sm (${f.smsc.messages} messages, ${f.smsc.binds} binds), warm-up included`,
  );
  console.log(`  ratio engine / bare: ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "NOT met"})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printSmsFigures(await runSmsBench((line) => console.error(line)));
  process.exit(0);
}
