import type { FastifyBaseLogger } from "fastify";
import smpp from "smpp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SmscOptions, startSmsc, type TestSmsc } from "../../../test/smsc";
import { DATA_CODING, ESM_CLASS_UDHI, encodeSms, type SmsPart } from "./encoding";
import { type DeliveryReceipt, SmppClient, type SmppClientOptions, type SubmitOutcome } from "./smpp-client";

/*
 * Our SMPP client against a real SMSC (the smpp library's server side, src/test/smsc.ts) over TCP: binds and
 * their backoff, the PDUs and encodings it sends, the window, throttling, dropped and silent connections,
 * enquire_link and delivery receipts. Timeouts are small so failures show quickly; no test measures speed.
 */

const SENDER = "Wellguard";
const PHONE = "+48600100200";
const ESME_RTHROTTLED = 0x58;

const started: { smscs: TestSmsc[]; clients: SmppClient[] } = { smscs: [], clients: [] };

afterEach(async () => {
  await Promise.all(started.clients.splice(0).map((client) => client.close()));
  await Promise.all(started.smscs.splice(0).map((smsc) => smsc.close()));
});

async function smscWith(options: SmscOptions = {}): Promise<TestSmsc> {
  const smsc = await startSmsc(options);
  started.smscs.push(smsc);
  return smsc;
}

/** A client whose warnings and receipts the test can read. */
function clientOf(smsc: TestSmsc, options: Partial<SmppClientOptions> = {}) {
  const warnings: string[] = [];
  const receipts: DeliveryReceipt[] = [];
  const client = new SmppClient({
    url: smsc.url,
    log: recordingLogger(warnings),
    onReceipt: (receipt) => receipts.push(receipt),
    responseTimeoutMs: 2_000,
    ...options,
  });
  started.clients.push(client);
  return { client, warnings, receipts };
}

function recordingLogger(warnings: string[]): FastifyBaseLogger {
  const ignore = () => undefined;
  const logger: FastifyBaseLogger = {
    level: "warn",
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    warn: (_details: unknown, message?: string) => {
      warnings.push(message ?? "");
    },
    child: () => logger,
  };
  return logger;
}

/** The one part of a short text. */
function singlePart(text: string): SmsPart {
  const [part, ...more] = encodeSms(text, 0).segments;
  if (!part || more.length > 0) throw new Error(`"${text}" is not a one-part message.`);
  return part;
}

/** Sends every part of a text, as the campaign sender does. */
function sendText(client: SmppClient, text: string, to = PHONE, reference = 1): Promise<SubmitOutcome[]> {
  return Promise.all(encodeSms(text, reference).segments.map((part) => client.submit(part, SENDER, to)));
}

function messageIdOf(outcome: SubmitOutcome | undefined): string {
  if (!outcome?.ok) throw new Error(`The part was not accepted: ${JSON.stringify(outcome)}`);
  return outcome.messageId;
}

describe("binding", () => {
  it("binds once as a transceiver with the URL's credentials and keeps the session", async () => {
    const smsc = await smscWith({ systemId: "acme", password: "s3cr3t" });
    const { client } = clientOf(smsc);

    expect(await sendText(client, "first")).toEqual([{ ok: true, messageId: expect.any(String) }]);
    expect(await sendText(client, "second")).toEqual([{ ok: true, messageId: expect.any(String) }]);

    expect(smsc.binds).toBe(1);
    expect(smsc.bindAttempts).toBe(1);
    expect(smsc.messages.map((m) => m.text)).toEqual(["first", "second"]);
  });

  it("answers a refused bind with a temporary failure and waits out the backoff before binding again", async () => {
    const smsc = await smscWith();
    const { client, warnings } = clientOf(smsc, { url: smsc.urlWith("wellguard", "wrong") });

    const first = await client.submit(singlePart("hello"), SENDER, PHONE);
    const refusedAt = Date.now();
    expect(first).toEqual({
      ok: false,
      permanent: false,
      reason: expect.stringContaining("bind refused (0xd)"),
    });
    expect(smsc.bindAttempts).toBe(1);
    expect(warnings).toContain("SMPP bind failed");

    // Sent right after the refusal: it waits for the backoff (1 s after a first failure) instead of binding at once.
    const second = client.submit(singlePart("hello"), SENDER, PHONE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smsc.bindAttempts).toBe(1);

    expect(await second).toMatchObject({ ok: false, permanent: false });
    expect(smsc.bindAttempts).toBe(2);
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(900);
    expect(smsc.binds).toBe(0);
    expect(smsc.submits).toEqual([]);
  });
});

describe("what goes over the wire", () => {
  it("sends a GSM 7-bit text as one submit_sm with registered delivery", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);
    const text = "Your parcel is waiting @ depot 3: pay 1,99€ {now}";

    const [outcome] = await sendText(client, text);

    const [submit] = smsc.submits;
    expect(submit).toMatchObject({
      source: SENDER,
      sourceTon: 0x05, // alphanumeric
      sourceNpi: 0x00,
      destination: "48600100200",
      destinationTon: 0x01, // international
      destinationNpi: 0x01,
      esmClass: 0x00,
      dataCoding: DATA_CODING.gsm7,
      registeredDelivery: 0x01,
      messageId: messageIdOf(outcome),
    });
    expect(submit?.shortMessage.equals(singlePart(text).shortMessage)).toBe(true);
    expect(await smsc.waitForMessage(PHONE)).toEqual({
      to: "48600100200",
      from: SENDER,
      encoding: "gsm7",
      text,
      parts: 1,
      messageIds: [messageIdOf(outcome)],
    });
  });

  it("sends a numeric sender as an international number", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);

    await client.submit(singlePart("hi"), "+34911222333", PHONE);

    expect(smsc.submits[0]).toMatchObject({ source: "34911222333", sourceTon: 0x01, sourceNpi: 0x01 });
  });

  it("sends a Polish text as UCS-2", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);
    const text = "Zażółć gęślą jaźń: paczka czeka w punkcie odbioru.";

    await sendText(client, text);

    expect(smsc.submits[0]?.dataCoding).toBe(DATA_CODING.ucs2);
    expect(await smsc.waitForMessage(PHONE)).toMatchObject({ encoding: "ucs2", text, parts: 1 });
  });

  it("sends a long text as concatenated parts with a UDH, joined exactly by the SMSC", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);
    const gsm = "Bank alert: a payment of 1.240,00€ [card ...4821] was stopped. ".padEnd(
      200,
      "Check it now. ",
    );
    const polish = "Twoja paczka czeka. Zapłać 1,99 zł opłaty celnej, żeby ją odebrać dziś. ".padEnd(
      120,
      "Śledź. ",
    );
    expect(encodeSms(gsm, 0).parts).toBe(2);
    expect(encodeSms(polish, 0).parts).toBe(2);

    const gsmOutcomes = await sendText(client, gsm, PHONE, 7);
    const polishOutcomes = await sendText(client, polish, "+48600999888", 8);

    expect([...gsmOutcomes, ...polishOutcomes].every((o) => o.ok)).toBe(true);
    expect(smsc.submits.map((s) => s.esmClass)).toEqual([
      ESM_CLASS_UDHI,
      ESM_CLASS_UDHI,
      ESM_CLASS_UDHI,
      ESM_CLASS_UDHI,
    ]);
    expect(smsc.submits.map((s) => s.shortMessage.subarray(0, 6).toString("hex")).sort()).toEqual([
      "050003070201",
      "050003070202",
      "050003080201",
      "050003080202",
    ]);
    expect(await smsc.waitForMessage(PHONE)).toMatchObject({ encoding: "gsm7", text: gsm, parts: 2 });
    expect(await smsc.waitForMessage("+48600999888")).toMatchObject({
      encoding: "ucs2",
      text: polish,
      parts: 2,
    });
    expect(smsc.problems).toEqual([]);
  });
});

describe("flow control", () => {
  it("keeps at most `window` submit_sm unanswered", async () => {
    // A slow SMSC, so that unanswered parts pile up to whatever the client allows.
    const smsc = await smscWith({ answerDelayMs: 200 });
    const { client } = clientOf(smsc, { window: 5 });
    const parts = Array.from({ length: 50 }, (_, i) => singlePart(`Message ${i}`));

    const outcomes = await Promise.all(
      parts.map((part, i) => client.submit(part, SENDER, `+4860010${1000 + i}`)),
    );

    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(new Set(outcomes.map(messageIdOf)).size).toBe(50);
    expect(smsc.messages).toHaveLength(50);
    // Exactly 5: the whole window goes out at once (with Nagle on, the 2nd to 5th waited for an ACK: 4 at most).
    expect(smsc.maxOutstanding).toBe(5);
  });

  it("slows down on ESME_RTHROTTLED and offers the part again", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);
    smsc.throttleNext(3);

    const startedAt = Date.now();
    const [outcome] = await sendText(client, "throttled but delivered");

    expect(outcome).toEqual({ ok: true, messageId: expect.any(String) });
    expect(smsc.submits.map((s) => s.status)).toEqual([ESME_RTHROTTLED, ESME_RTHROTTLED, ESME_RTHROTTLED, 0]);
    // Waits 100, 200 and 400 ms between the offers (doubling from 100 ms).
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(650);
    expect(smsc.messagesTo(PHONE).map((m) => m.text)).toEqual(["throttled but delivered"]);
  });

  it("leaves a part that stays throttled for a later retry, as a temporary failure", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc, { throttleRetries: 1 });
    smsc.throttleNext(5);

    const [outcome] = await sendText(client, "still throttled");

    expect(outcome).toEqual({ ok: false, permanent: false, reason: "SMSC answered 0x00000058" });
    expect(smsc.submits).toHaveLength(2);
  });
});

describe("a broken connection", () => {
  it("fails the parts in flight when the SMSC drops the connection, then binds again", async () => {
    const smsc = await smscWith();
    const { client, warnings } = clientOf(smsc, { window: 20, responseTimeoutMs: 10_000 });
    const parts = Array.from({ length: 20 }, (_, i) => singlePart(`In flight ${i}`));

    // Held unanswered (well within the response timeout) so that all 20 are in flight when the line drops.
    smsc.stopAnswering(true);
    const inFlight = Promise.all(parts.map((part) => client.submit(part, SENDER, PHONE)));
    await vi.waitFor(() => expect(smsc.submits).toHaveLength(20), { timeout: 5_000 });
    smsc.dropConnections();
    smsc.stopAnswering(false);

    const outcomes = await inFlight;
    expect(outcomes).toHaveLength(20);
    for (const outcome of outcomes) expect(outcome).toMatchObject({ ok: false, permanent: false });
    expect(warnings).toContain("SMPP session lost");

    const [after] = await sendText(client, "after the drop", "+48600555444");
    expect(after).toEqual({ ok: true, messageId: expect.any(String) });
    expect(smsc.binds).toBe(2);
    expect(smsc.messagesTo(PHONE)).toEqual([]);
  });

  it("gives up on an SMSC that stops answering after responseTimeoutMs, and starts a new session", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc, { responseTimeoutMs: 300 });
    await sendText(client, "before");

    smsc.stopAnswering(true);
    const [silent] = await sendText(client, "unanswered");
    expect(silent).toEqual({ ok: false, permanent: false, reason: "no answer from the SMSC in time" });
    // The silent session is closed rather than reused.
    await vi.waitFor(() => expect(smsc.connections).toBe(0), { timeout: 5_000 });

    smsc.stopAnswering(false);
    const [after] = await sendText(client, "after");
    expect(after).toMatchObject({ ok: true });
    expect(smsc.binds).toBe(2);
    expect(smsc.messages.map((m) => m.text)).toEqual(["before", "after"]);
  });

  it("checks the link with enquire_link while bound", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc, { enquireLinkMs: 50 });
    await sendText(client, "bind");

    await vi.waitFor(() => expect(smsc.enquireLinks).toBeGreaterThanOrEqual(3), { timeout: 5_000 });

    expect(await sendText(client, "still bound")).toEqual([{ ok: true, messageId: expect.any(String) }]);
    expect(smsc.binds).toBe(1);
  });

  it("unbinds on close(), and refuses to send afterwards", async () => {
    const smsc = await smscWith();
    const { client } = clientOf(smsc);
    await sendText(client, "bind");

    await client.close();

    expect(smsc.unbinds).toBe(1);
    await vi.waitFor(() => expect(smsc.connections).toBe(0), { timeout: 5_000 });
    const [after] = await sendText(client, "too late");
    expect(after).toEqual({ ok: false, permanent: false, reason: "SMSC unavailable: the client was closed" });
    expect(smsc.bindAttempts).toBe(1);
  });
});

describe("delivery receipts", () => {
  it("reads the text form of SMPP 3.4 appendix B", async () => {
    const smsc = await smscWith();
    const { client, receipts } = clientOf(smsc);
    const delivered = messageIdOf((await sendText(client, "one"))[0]);
    const undeliverable = messageIdOf((await sendText(client, "two"))[0]);
    const expired = messageIdOf((await sendText(client, "three"))[0]);

    await smsc.sendReceipt(delivered, "DELIVRD");
    await smsc.sendReceipt(undeliverable, "UNDELIV", { error: "034" });
    await smsc.sendReceipt(expired, "EXPIRED");

    expect(receipts).toEqual([
      { messageId: delivered, state: "delivered", error: null },
      { messageId: undeliverable, state: "undeliverable", error: "034" },
      { messageId: expired, state: "expired", error: null },
    ]);
  });

  it("reads the receipted_message_id and message_state TLVs without the text", async () => {
    const smsc = await smscWith();
    const { client, receipts } = clientOf(smsc);
    const delivered = messageIdOf((await sendText(client, "one"))[0]);
    const undeliverable = messageIdOf((await sendText(client, "two"))[0]);

    await smsc.sendReceipt(delivered, "DELIVRD", { tlv: true, text: false });
    await smsc.sendReceipt(undeliverable, "UNDELIV", { tlv: true });

    expect(receipts).toEqual([
      { messageId: delivered, state: "delivered", error: null },
      { messageId: undeliverable, state: "undeliverable", error: null },
    ]);
  });

  it("is not misled by receipt fields quoted in the message's own text", async () => {
    const smsc = await smscWith();
    const { client, receipts } = clientOf(smsc);
    // The receipt repeats the first 20 characters: "text:Parcel id: 4821 held".
    const [outcome] = await sendText(client, "Parcel id: 4821 held at depot 3. stat:ok");

    await smsc.sendReceipt(messageIdOf(outcome), "DELIVRD");

    expect(receipts).toEqual([{ messageId: messageIdOf(outcome), state: "delivered", error: null }]);
  });

  it("receives a receipt for every part when the SMSC sends them on its own", async () => {
    const smsc = await smscWith({ autoReceipt: true });
    const { client, receipts } = clientOf(smsc);
    const outcomes = await sendText(client, "x".repeat(200));

    await vi.waitFor(() => expect(receipts).toHaveLength(2), { timeout: 5_000 });
    expect(receipts.map((r) => r.messageId).sort()).toEqual(outcomes.map(messageIdOf).sort());
    expect(receipts.every((r) => r.state === "delivered")).toBe(true);
  });
});

describe("the test SMSC itself", () => {
  it("refuses submit_sm before a bind, and sends no receipt to a transmitter", async () => {
    const smsc = await smscWith();
    const session = smpp.connect({ host: "127.0.0.1", port: smsc.port });
    const answer = (send: (done: (pdu: smpp.PDU) => void) => void) =>
      new Promise<smpp.PDU>((resolve) => send(resolve));
    try {
      await new Promise((resolve) => session.once("connect", resolve));
      const early = await answer((done) =>
        session.submit_sm({ destination_addr: "48600100200", short_message: "x" }, done),
      );
      expect(early.command_status).toBe(0x04); // ESME_RINVBNDSTS

      const bind = await answer((done) =>
        session.bind_transmitter({ system_id: "wellguard", password: "secret" }, done),
      );
      expect(bind.command_status).toBe(0);
      const submitted = await answer((done) =>
        session.submit_sm({ destination_addr: "48600100200", data_coding: 0, short_message: "hi" }, done),
      );
      expect(submitted.command_status).toBe(0);

      await expect(smsc.sendReceipt(String(submitted.message_id), "DELIVRD")).rejects.toThrow(
        "No bound transceiver",
      );
      expect(smsc.messagesTo("48600100200")).toMatchObject([{ text: "hi", encoding: "gsm7" }]);
    } finally {
      session.destroy();
    }
  });
});
