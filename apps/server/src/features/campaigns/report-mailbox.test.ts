import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SURVEYS, type TAchievement, type TCampaign, type TReportedMessage } from "@wellguard/contract";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CampaignServer,
  campaignsPath,
  MINUTE,
  recipientResult,
  salesCampaign,
  startCampaignServer,
  testClock,
} from "../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../test/harness";
import { REPORT_MAX_BYTES } from "./report-mailbox";

/*
 * The report mailbox (docs/phishing-reporting.md) over a real SMTP listener: a simulated message forwarded inline
 * or as an attachment counts as reported, the person is thanked and earns the reporting achievement; a
 * colleague's simulation does not count for the one who forwards it; a real phish goes to the controller's review
 * queue with its links and its attachment (downloaded only as bytes); a message from an unknown address is
 * dropped; bodies never reach the logs.
 */

const HOST = "account-check.test";
const BODY_MARKER = "BODY-MARKER-7f3a";

describe.each(testDatabases())("report mailbox (%s)", (kind) => {
  const clock = testClock("2026-11-30T08:00:00Z");
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let companyId: number;
  let campaign: TCampaign;
  let report: (message: Mail.Options) => Promise<unknown>;
  const base = () => campaignsPath(companyId);

  beforeAll(async () => {
    product = await startCampaignServer(kind, clock, { reportMailbox: true, captureLogs: true });
    ({ server, api } = product);
    const port = server.app.reportMailbox?.port;
    if (!port) throw new Error("the report mailbox is not listening");
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    report = (message) => transport.sendMail({ to: "report-phishing@demo.test", ...message });

    const admin = await api.token("admin");
    controller = await api.token("controller");
    ({ companyId, campaign } = await salesCampaign(
      api,
      server.db,
      { admin, controller },
      HOST,
      clock,
      "Report me",
    ));
    clock.now += 121 * MINUTE;
    await server.app.flushCampaigns();
    expect(product.smtp.messages.length).toBe(campaign.totals.recipients);
    expect(product.smtp.messages.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  afterAll(async () => {
    await product?.close();
  });

  async function simulated(index: number) {
    const received = product.smtp.messages[index];
    if (!received) throw new Error(`no simulated message ${index}`);
    const parsed = await simpleParser(received.raw);
    const token = String(parsed.headers.get("x-wellguard-simulation"));
    return { to: received.to[0] ?? "", parsed, token };
  }

  const resultOf = (email: string) => recipientResult(api, controller, companyId, campaign.campaignId, email);

  async function currentRecord(email: string) {
    const person = await server.db
      .selectFrom("people")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return server.db
      .selectFrom("profile_dimension_records")
      .select("dimension_value")
      .where("person_id", "=", person.id)
      .where("survey_type_id", "=", SURVEYS.SURVEY_WELLGUARD_PHISHING)
      .where("vigence", "=", 1)
      .executeTakeFirst();
  }

  /** The thank-you subject in the person's language (packages/contract/locales). */
  async function thanksSubject(email: string): Promise<string> {
    const person = await server.db
      .selectFrom("people as p")
      .innerJoin("companies as c", "c.id", "p.company_id")
      .select(["p.locale", "c.default_locale"])
      .where("p.email", "=", email)
      .executeTakeFirstOrThrow();
    const file = join(
      server.config.repoRoot,
      "packages",
      "contract",
      "locales",
      `${person.locale ?? person.default_locale}.json`,
    );
    return (JSON.parse(readFileSync(file, "utf8")) as { email: { phishingReported: { subject: string } } })
      .email.phishingReported.subject;
  }

  /** The person's reporting achievement, as they see it on their achievements page. */
  async function reportingBadge(token: string): Promise<TAchievement | undefined> {
    const list = await api.get<{ records: TAchievement[] }>("/api/v1/user/gamings/achievements", token);
    expect(list.status).toBe(200);
    return list.body.records.find((a) => a.key === "phishing_reported");
  }

  it("counts an inline forward of a simulated message as reported, once, thanks the person and awards the badge", async () => {
    const { to, parsed } = await simulated(0);
    expect((await resultOf(to)).reportedAt).toBeNull();
    const person = await api.token(to.slice(0, to.indexOf("@")));
    expect(await reportingBadge(person)).toMatchObject({ progress: 0, unlockedAt: null });
    const forward = {
      from: to,
      subject: `Fwd: ${parsed.subject}`,
      text: `Is this real? ${BODY_MARKER}\n\n---------- Forwarded message ---------\nFrom: ${parsed.from?.text}\nDate: Mon, 30 Nov 2026\nSubject: ${parsed.subject}\nTo: ${to}\n\n${parsed.text}`,
      html: `<p>Is this real? ${BODY_MARKER}</p><blockquote>${String(parsed.html)}</blockquote>`,
    };
    await report(forward);
    const result = await resultOf(to);
    expect(result.reportedAt).toBe(new Date(clock.now).toISOString());
    expect(result.events.filter((e) => e.kind === "report")).toHaveLength(1);
    // Reported without clicking: the best outcome.
    expect((await currentRecord(to))?.dimension_value).toBe(10);
    await server.app.flushOutbox();
    const subject = await thanksSubject(to);
    expect(product.smtp.mailsTo(to).filter((m) => m.subject === subject)).toHaveLength(1);

    // The same report again (a second click, a gateway's retry): recorded, but no second thank-you.
    clock.now += MINUTE;
    await report(forward);
    expect((await resultOf(to)).reportedAt).toBe(result.reportedAt);
    await server.app.flushOutbox();
    expect(product.smtp.mailsTo(to).filter((m) => m.subject === subject)).toHaveLength(1);

    // The achievement for reporting a simulation: unlocked, and the person can claim it.
    const badge = await reportingBadge(person);
    expect(badge).toMatchObject({ progress: 1, target: 1, claimedAt: null });
    // Unlocked by the report itself (at its time), not by the first read of the list afterwards.
    expect(badge?.unlockedAt).toBe(result.reportedAt);
    const claimed = await api.put<{ records: TAchievement }>(
      `/api/v1/user/gamings/achievements/${badge?.achievementId}`,
      {},
      person,
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body.records.claimedAt).not.toBeNull();
  });

  it("counts a forward as attachment by the simulation header of the attached original", async () => {
    const { to, parsed, token } = await simulated(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    // The original as an .eml with no link in it: only its header can match it.
    const original = [
      `From: ${parsed.from?.text}`,
      `To: ${to}`,
      "Subject: Your mailbox is almost full",
      `Message-ID: <wg-test-${token.slice(0, 6)}@${HOST}>`,
      `X-Wellguard-Simulation: ${token}`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Your mailbox is almost full. Reply with your password.",
      "",
    ].join("\r\n");
    await report({
      from: to.toUpperCase(),
      subject: "Suspicious",
      text: `Please check. ${BODY_MARKER}`,
      attachments: [{ filename: "original.eml", content: original, contentType: "message/rfc822" }],
    });
    expect((await resultOf(to)).reportedAt).not.toBeNull();
    expect((await currentRecord(to))?.dimension_value).toBe(10);
    expect(await server.db.selectFrom("reported_messages").select("id").execute()).toEqual([]);
  });

  it("does not credit a colleague's simulation to the person who forwards it, nor store it as real", async () => {
    const { to: colleague } = await simulated(0);
    const { to, parsed } = await simulated(2);
    await report({ from: colleague, subject: "Fwd: look", text: `${BODY_MARKER}\n${parsed.text}` });
    expect((await resultOf(to)).reportedAt).toBeNull();
    expect(await server.db.selectFrom("reported_messages").select("id").execute()).toEqual([]);
  });

  it("stores a real phish for the review queue: sender, subject, links, attachment bytes; a verdict", async () => {
    const employee = await server.db
      .selectFrom("people")
      .select(["id", "email", "name", "surname"])
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n% not really\n"),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);
    await report({
      from: `Elena <${employee.email}>`,
      subject: "RV: Your parcel is waiting",
      text: [
        `Is this real? ${BODY_MARKER}`,
        "",
        "---------- Forwarded message ---------",
        "From: Parcel Service <track@parcel-delivery.example>",
        "Date: Mon, 30 Nov 2026 at 09:12",
        "Subject: Your parcel is waiting",
        `To: <${employee.email}>`,
        "",
        "Pay the customs fee at https://parcel-delivery.example/pay?id=42 or track it at http://tracking.evil.test/x.",
      ].join("\n"),
      html: `<p>${BODY_MARKER}</p><p><a href="https://parcel-delivery.example/pay?id=42">Pay</a></p>`,
      attachments: [
        { filename: "Invoice\u202Efdp.exe 4471.pdf", content: pdf, contentType: "application/pdf" },
      ],
    });
    const list = await api.get<{ records: TReportedMessage[] }>(`${base()}/reported`, controller);
    expect(list.status).toBe(200);
    expect(list.body.records).toHaveLength(1);
    const [stored] = list.body.records;
    if (!stored) throw new Error("nothing stored");
    expect(stored).toMatchObject({
      reporter: { stakeholderId: employee.id, name: `${employee.name} ${employee.surname}` },
      sender: "Parcel Service <track@parcel-delivery.example>",
      subject: "Your parcel is waiting",
      reviewedAt: null,
      verdict: null,
    });
    expect(stored.links).toEqual([
      { url: "https://parcel-delivery.example/pay?id=42", domain: "parcel-delivery.example" },
      { url: "http://tracking.evil.test/x", domain: "tracking.evil.test" },
    ]);
    const sha256 = createHash("sha256").update(pdf).digest("hex");
    expect(stored.attachments).toEqual([
      {
        attachmentId: expect.any(Number),
        // The right-to-left override that disguised the extension is gone.
        fileName: "Invoicefdp.exe 4471.pdf",
        declaredType: "application/pdf",
        size: pdf.length,
        sha256,
      },
    ]);

    const attachmentId = stored.attachments[0]?.attachmentId;
    const download = await fetch(
      `${server.baseUrl}${base()}/reported/${stored.reportedMessageId}/attachments/${attachmentId}`,
      { headers: { authorization: `Bearer ${controller}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(sha256);
    expect(bytes.equals(pdf)).toBe(true);

    const path = `${base()}/reported/${stored.reportedMessageId}`;
    expect(codeOf(await api.put(path, { verdict: "dangerous" }, controller))).toBe("ND1027");
    const reviewed = await api.put<{ records: TReportedMessage }>(path, { verdict: "malicious" }, controller);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.records.verdict).toBe("malicious");
    expect(reviewed.body.records.reviewedAt).not.toBeNull();
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "after"])
      .where("entity_type", "=", "reported_messages")
      .where("entity_id", "=", stored.reportedMessageId)
      .execute();
    expect(audit).toHaveLength(1);
    expect((await api.put(`${base()}/reported/999999`, { verdict: "spam" }, controller)).status).toBe(404);
  });

  it("drops a message from an address that is nobody's, and refuses one over 10 MB", async () => {
    const before = await server.db.selectFrom("reported_messages").select("id").execute();
    await report({
      from: "someone@stranger.example",
      subject: "Hi",
      text: `${BODY_MARKER} https://stranger.example/x`,
    });
    expect(await server.db.selectFrom("reported_messages").select("id").execute()).toEqual(before);
    expect(server.logs.some((l) => l.includes("dropped") && l.includes("stranger.example"))).toBe(true);
    await expect(
      report({ from: "someone@stranger.example", text: "x".repeat(REPORT_MAX_BYTES + 1024) }),
    ).rejects.toMatchObject({ responseCode: 552 });
  });

  it("never writes a message body to the log, and logs one line per message", () => {
    expect(server.logs.some((l) => l.includes(BODY_MARKER))).toBe(false);
    const lines = server.logs.filter((l) => l.includes("report mailbox") && !l.includes("listening"));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines.some((l) => l.includes("simulation"))).toBe(true);
    expect(lines.some((l) => l.includes("stored"))).toBe(true);
  });
});
