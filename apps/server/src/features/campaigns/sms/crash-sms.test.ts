import type { ChildProcess } from "node:child_process";
import { formatUtcDateTime, SURVEYS, type TCampaign } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../../../db/database";
import { DEMO_PHISHING_HOST, seedDemo } from "../../../db/seed";
import { campaignsPath, demoCompanyId } from "../../../test/campaigns";
import {
  type ChildProduct,
  freePort,
  freshDatabase,
  killGroup,
  signalGroup,
  startChildProduct,
  until,
} from "../../../test/child-product";
import { apiClient, testDatabases } from "../../../test/harness";
import { startSmsc, type TestSmsc } from "../../../test/smsc";
import { readSmsPart } from "./encoding";

/*
 * Issue 18 point 7, the SMS side of crash.test.ts: the real server (main.ts, its own process) is killed with
 * SIGKILL while it submits an SMS campaign to a slow SMSC and started again on the same database. The recipients
 * table is the queue: the claims of the killed process expire after CAMPAIGN_CLAIM_SECONDS and are sent again, so
 * no recipient is skipped. A text can arrive twice only when the SMSC accepted it before the kill and the killed
 * process had not recorded it yet (the sender records a claimed batch once the whole batch is handed over), and
 * the second copy is the same text with the same concatenation reference, so a handset joins its parts alike.
 */

const PEOPLE = 300;
const KILL_AFTER = 60;
/** The SMSC answers each submit_sm this late: with the client's window of 10, about 250 parts a second. */
const ANSWER_DELAY_MS = 40;
/** Template 501 (parcel customs fee): in Spanish, the default language, a UCS-2 text of two parts. */
const TEMPLATE = 501;
/** The concatenation reference of a received text (from its first part), or null for a single-part text. */
function referenceOf(smsc: TestSmsc, messageIds: string[]): number | null {
  const first = smsc.submits.find((s) => s.messageId === messageIds[0]);
  if (!first) throw new Error(`no part with message id ${messageIds[0]}`);
  return readSmsPart(first).reference;
}

describe.each(testDatabases())("an SMS campaign across a crash (%s)", (kind) => {
  it("a server killed with SIGKILL while submitting texts and restarted sends the rest (no skip; duplicates identical)", async () => {
    const database = await freshDatabase(kind, "wellguard-sms-crash-");
    let child: ChildProcess | undefined;
    let killed = false;
    let atKill = 0;
    const smsc = await startSmsc({ answerDelayMs: ANSWER_DELAY_MS });
    // The SMSC kills the process group at its KILL_AFTER-th whole text, mid-batch (polled: its messages array
    // has no event of its own).
    const watcher = setInterval(() => {
      if (!killed && child && smsc.messages.length >= KILL_AFTER) {
        killed = true;
        signalGroup(child, "SIGKILL");
        atKill = smsc.messages.length;
      }
    }, 5);
    let current: ChildProduct | undefined;
    const port = await freePort();
    try {
      // PEOPLE people of Logistics with a phone each (the seeded ones have none), in the default language.
      const phones = new Set<string>();
      const handle = await openDatabase({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        inMemoryDatabase: false,
      });
      let companyId: number;
      let logisticsId: number;
      try {
        await migrateToLatest(handle.db);
        await seedDemo(handle.db, { history: false });
        companyId = await demoCompanyId(handle.db);
        const logistics = await handle.db
          .selectFrom("departments")
          .select("id")
          .where("company_id", "=", companyId)
          .where("name", "=", "Logistics")
          .executeTakeFirstOrThrow();
        logisticsId = logistics.id;
        await handle.db
          .insertInto("people")
          .values(
            Array.from({ length: PEOPLE }, (_, i) => {
              const phone = `+3471${String(i).padStart(7, "0")}`;
              phones.add(phone.slice(1));
              return {
                company_id: companyId,
                department_id: logisticsId,
                name: `Texted${i}`,
                email: `texted-${i}@democorp.example`,
                login: `texted-${i}`,
                phone,
                user_code: null,
                locale: null,
                avatar: null,
                password_hash: null,
                password_changed_at: null,
                services: null,
                deleted_at: null,
              };
            }),
          )
          .execute();
      } finally {
        await handle.close();
      }

      current = await startChildProduct(port, { ...database.env, SMPP_URL: smsc.url });
      child = current.process;
      let api = apiClient(current.baseUrl);
      let controller = await api.token("controller");
      const base = campaignsPath(companyId);
      const domains = await api.get<{ records: { domainId: number; host: string }[] }>(
        `${base}/domains`,
        controller,
      );
      const domain = domains.body.records.find((d) => d.host === DEMO_PHISHING_HOST);
      expect(domain).toBeDefined();
      const now = Date.now();
      const created = await api.post<{ records: TCampaign }>(
        base,
        {
          name: "Texts across a crash",
          campaignKind: "smishing",
          campaignTypeId: 1,
          surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
          templateId: TEMPLATE,
          timeZone: "Europe/Madrid",
          domain: domain?.domainId,
          workingHours: false,
          startDate: formatUtcDateTime(new Date(now - 60_000)),
          sendByDate: formatUtcDateTime(new Date(now + 10_000)),
          endDate: formatUtcDateTime(new Date(now + 24 * 60 * 60_000)),
          stakeholders: { type: "DEPARTMENTS", ids: [logisticsId] },
        },
        controller,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const campaignId = created.body.records.campaignId;
      const recipients = created.body.records.totals.recipients;
      expect(recipients).toBe(PEOPLE);

      const first = current.process;
      await until("the kill", () => first.signalCode !== null || first.exitCode !== null, 120_000);
      expect(first.signalCode).toBe("SIGKILL");
      expect(atKill).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(atKill).toBeLessThan(recipients);

      current = await startChildProduct(port, { ...database.env, SMPP_URL: smsc.url });
      api = apiClient(current.baseUrl);
      controller = await api.token("controller");
      let totals: TCampaign["totals"] | undefined;
      await until(
        "every recipient sent",
        async () => {
          const res = await api.get<{ records: TCampaign }>(`${base}/${campaignId}`, controller);
          totals = res.body.records.totals;
          return totals.sent === totals.recipients;
        },
        120_000,
      );
      expect(totals).toMatchObject({ recipients, sent: recipients, failed: 0 });
      expect(smsc.problems).toEqual([]);

      const byPhone = new Map<string, { text: string; from: string; reference: number | null }[]>();
      for (const message of smsc.messages) {
        const to = message.to.replace(/^\+/, "");
        const copy = {
          text: message.text,
          from: message.from,
          reference: referenceOf(smsc, message.messageIds),
        };
        byPhone.set(to, [...(byPhone.get(to) ?? []), copy]);
      }
      // Nobody outside the campaign got a text, and every recipient got at least one.
      expect([...byPhone.keys()].filter((p) => !phones.has(p))).toEqual([]);
      expect([...phones].filter((p) => !byPhone.has(p))).toEqual([]);
      // A second copy is the first one again (text, sender, concatenation reference); no one got three.
      const link = new RegExp(
        `https?://${DEMO_PHISHING_HOST.replaceAll(".", "\\.")}(?::\\d+)?/l/[A-Za-z0-9_-]{16}(?![A-Za-z0-9_-])`,
      );
      let duplicates = 0;
      for (const [to, copies] of byPhone) {
        expect(copies.length, to).toBeLessThanOrEqual(2);
        if (copies.length === 2) {
          duplicates++;
          expect(copies[1], to).toEqual(copies[0]);
        }
        expect(copies[0]?.text, to).toMatch(link);
      }
      // Only what the killed process had handed over and not recorded went twice: the texts accepted before the
      // kill, plus at most a window (10) of answers that left the SMSC while the killed socket was closing.
      expect(duplicates).toBeLessThanOrEqual(atKill + 10);
      expect(smsc.messages.length).toBe(recipients + duplicates);
    } finally {
      clearInterval(watcher);
      if (current) await killGroup(current.process, "SIGTERM");
      await smsc.close();
      await database.remove();
    }
  }, 300_000);
});
