import type { ChildProcess } from "node:child_process";
import { formatUtcDateTime, type TCampaign } from "@wellguard/contract";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../../db/database";
import { DEMO_PHISHING_HOST, seedDemo } from "../../db/seed";
import { campaignBody, campaignsPath, demoCompanyId } from "../../test/campaigns";
import {
  type ChildProduct,
  freePort,
  freshDatabase,
  killGroup,
  signalGroup,
  startChildProduct,
  until,
} from "../../test/child-product";
import { apiClient, testDatabases } from "../../test/harness";

/*
 * Issue 17 point 5: the real server (main.ts, its own process) is killed with SIGKILL while it sends a campaign
 * and started again on the same database. The recipients table is the queue: the claims of the killed process
 * expire after CAMPAIGN_CLAIM_SECONDS and are sent again with the same Message-ID, so no recipient is skipped
 * and the only duplicates are the messages that were in flight at the kill.
 */

const EXTRA_PEOPLE = 250;
const KILL_AFTER = 60;
const DATA_DELAY_MS = 40;
interface Received {
  to: string[];
  messageId: string;
}

/** An SMTP server that answers each message's DATA only after a delay, so a kill lands mid-sending. */
async function startSlowSmtp(onReceived: (count: number) => void) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, " ");
        const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "";
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), messageId });
        onReceived(received.length);
        setTimeout(() => callback(), DATA_DELAY_MS);
      });
    },
  });
  server.on("error", () => {}); // connections cut by the kill
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())("a campaign across a crash (%s)", (kind) => {
  it("a server killed with SIGKILL while sending and restarted sends the rest (no skip; duplicates only for messages in flight)", async () => {
    // The database: a temp DATA_DIR (embedded) or a fresh PostgreSQL database, migrated and seeded, with
    // enough extra people in Operations that the campaign takes several batches.
    const { dataDir, databaseUrl, env, remove } = await freshDatabase(kind, "wellguard-crash-");
    // One port for both runs: the links already sent carry PUBLIC_URL.
    const port = await freePort();
    let killed = false;
    let child: ChildProcess | undefined;
    const smtp = await startSlowSmtp((count) => {
      if (count >= KILL_AFTER && !killed && child) {
        killed = true;
        signalGroup(child, "SIGKILL");
      }
    });
    let current: ChildProduct | undefined;
    try {
      const handle = await openDatabase({ databaseUrl, dataDir, inMemoryDatabase: false });
      let companyId: number;
      let operationsId: number;
      try {
        await migrateToLatest(handle.db);
        await seedDemo(handle.db, { history: false });
        companyId = await demoCompanyId(handle.db);
        const departments = await handle.db
          .selectFrom("departments")
          .select(["id", "name"])
          .where("company_id", "=", companyId)
          .execute();
        operationsId = departments.find((d) => d.name === "Operations")?.id as number;
        const logisticsId = departments.find((d) => d.name === "Logistics")?.id as number;
        await handle.db
          .insertInto("people")
          .values(
            Array.from({ length: EXTRA_PEOPLE }, (_, i) => ({
              company_id: companyId,
              department_id: logisticsId,
              name: `Crash${i}`,
              email: `crash-${i}@democorp.example`,
              login: `crash-${i}`,
              user_code: null,
              locale: null,
              avatar: null,
              password_hash: null,
              password_changed_at: null,
              services: null,
              deleted_at: null,
            })),
          )
          .execute();
      } finally {
        await handle.close();
      }

      current = await startChildProduct(port, { ...env, CAMPAIGN_SMTP_URL: smtp.url });
      child = current.process;
      let api = apiClient(current.baseUrl);
      let controller = await api.token("controller");
      const base = campaignsPath(companyId);
      const domains = await api.get<{ records: { domainId: number; host: string; mailDomain: string }[] }>(
        `${base}/domains`,
        controller,
      );
      const domain = domains.body.records.find((d) => d.host === DEMO_PHISHING_HOST);
      expect(domain).toBeDefined();
      const now = Date.now();
      const created = await api.post<{ records: TCampaign }>(
        base,
        campaignBody(
          {
            domain: domain?.domainId,
            departmentIds: [operationsId],
            startDate: formatUtcDateTime(new Date(now - 60_000)),
            sendByDate: formatUtcDateTime(new Date(now + 10_000)),
            endDate: formatUtcDateTime(new Date(now + 24 * 60 * 60_000)),
          },
          { name: "Crash and resume", workingHours: false },
        ),
        controller,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const campaignId = created.body.records.campaignId;
      const recipients = created.body.records.totals.recipients;
      expect(recipients).toBeGreaterThan(EXTRA_PEOPLE);

      // The SMTP server kills the process group at its KILL_AFTER-th message, mid-batch.
      const first = current.process;
      await until("the kill", () => first.signalCode !== null || first.exitCode !== null, 120_000);
      expect(first.signalCode).toBe("SIGKILL");
      const atKill = smtp.received.length;
      expect(atKill).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(atKill).toBeLessThan(recipients);

      current = await startChildProduct(port, { ...env, CAMPAIGN_SMTP_URL: smtp.url });
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

      const list = await api.get<{ records: { email: string | null }[] }>(
        `${base}/${campaignId}/interactions`,
        controller,
      );
      const addresses = new Set(list.body.records.map((r) => (r.email ?? "").toLowerCase()));
      expect(addresses.size).toBe(recipients);

      const byAddress = new Map<string, string[]>();
      for (const message of smtp.received) {
        expect(message.to).toHaveLength(1);
        const to = message.to[0] as string;
        byAddress.set(to, [...(byAddress.get(to) ?? []), message.messageId]);
      }
      // Nobody outside the campaign got a message, and every recipient got at least one.
      expect([...byAddress.keys()].filter((a) => !addresses.has(a))).toEqual([]);
      expect([...addresses].filter((a) => !byAddress.has(a))).toEqual([]);
      // A second copy carries the same Message-ID as the first; no one got three.
      let duplicates = 0;
      for (const [to, ids] of byAddress) {
        expect(ids.length, to).toBeLessThanOrEqual(2);
        expect(new Set(ids).size, to).toBe(1);
        expect(ids[0]).toMatch(
          new RegExp(`^<wg-${campaignId}-\\d+@${(domain?.mailDomain ?? "").replaceAll(".", "\\.")}>$`),
        );
        if (ids.length === 2) duplicates++;
      }
      // Only what was in flight at the kill (one batch of the sender) went twice.
      expect(duplicates).toBeLessThanOrEqual(100);
      expect(duplicates).toBeLessThanOrEqual(atKill);
      expect(smtp.received.length).toBe(recipients + duplicates);
    } finally {
      if (current) await killGroup(current.process, "SIGTERM");
      await smtp.close();
      await remove();
    }
  }, 300_000);
});
