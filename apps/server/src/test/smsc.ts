import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import smpp from "smpp";
import { DATA_CODING, decodeSms, readSmsPart, type SmsEncoding } from "../features/campaigns/sms/encoding";

/*
 * A real SMSC for tests (and, started as a child process, for benches), built on the server side of the same
 * `smpp` library our client uses. It does what an aggregator's SMSC does with our traffic — binds, answers
 * enquire_link and submit_sm, joins concatenated parts, sends delivery receipts as deliver_sm — and lets a test
 * make it misbehave: throttle, drop every connection, stop answering, answer slowly so the window fills up.
 *
 * Everything it receives stays in memory for the test to read: `submits` (each submit_sm as sent),
 * `messages` (the whole texts, parts joined with decodeSms) and the counters below.
 */

const ESME_ROK = 0x0000;
const ESME_RALYBND = 0x0005;
const ESME_RINVBNDSTS = 0x0004;
const ESME_RBINDFAIL = 0x000d;
const ESME_RTHROTTLED = 0x0058;
/** deliver_sm esm_class: bits 2-5 = 0001, an SMSC delivery receipt. */
const ESM_CLASS_RECEIPT = 0x04;

export type ReceiptStat = "DELIVRD" | "UNDELIV" | "EXPIRED";

/** SMPP 3.4 §5.2.28 message_state, for the TLV form of a receipt. */
const MESSAGE_STATE: Record<ReceiptStat, number> = { DELIVRD: 2, EXPIRED: 3, UNDELIV: 5 };

export interface SmscOptions {
  /** The credentials a bind must carry; any other gets ESME_RBINDFAIL. */
  systemId?: string;
  password?: string;
  /** Answer each submit_sm this long after it arrives, as a loaded SMSC does (the client's window fills up). */
  answerDelayMs?: number;
  /** Send a DELIVRD receipt for every accepted part, `autoReceiptDelayMs` after answering it. */
  autoReceipt?: boolean;
  autoReceiptDelayMs?: number;
  /** 0 (the default) takes a free port. */
  port?: number;
}

/** One submit_sm as the SMSC received it, and what it answered. */
export interface SubmittedSm {
  /** Which connection sent it (1 for the first accepted connection, and so on). */
  sessionId: number;
  source: string;
  sourceTon: number;
  sourceNpi: number;
  destination: string;
  destinationTon: number;
  destinationNpi: number;
  esmClass: number;
  dataCoding: number;
  registeredDelivery: number;
  /** The bytes of short_message: the UDH, when there is one, then the encoded text. */
  shortMessage: Buffer;
  /** The command_status answered, or null while (or when never) answered. */
  status: number | null;
  /** The id given in submit_sm_resp when the part was accepted. */
  messageId: string | null;
}

/** A whole message: one part alone, or all the parts of a concatenated one joined in order. */
export interface SmscMessage {
  to: string;
  from: string;
  encoding: SmsEncoding;
  text: string;
  parts: number;
  /** The message id of each part, in part order. */
  messageIds: string[];
}

export interface SentReceipt {
  messageId: string;
  stat: ReceiptStat;
  tlv: boolean;
}

interface SessionState {
  id: number;
  bound: "transceiver" | "transmitter" | null;
  /** submit_sm received on this connection and not answered yet. */
  unanswered: number;
}

export class TestSmsc {
  readonly submits: SubmittedSm[] = [];
  readonly messages: SmscMessage[] = [];
  readonly receipts: SentReceipt[] = [];
  /** What could not be read or joined (a data_coding we do not know, mixed parts); a test expects none. */
  readonly problems: string[] = [];
  /** Binds accepted. */
  binds = 0;
  /** Binds asked for, accepted or refused. */
  bindAttempts = 0;
  enquireLinks = 0;
  unbinds = 0;
  /** The most submit_sm received and not yet answered at any one moment: the client's window as seen here. */
  maxOutstanding = 0;

  private outstanding = 0;
  private throttleLeft = 0;
  private answering = true;
  private lastSessionId = 0;
  private lastMessageId = 0;
  /** Message ids differ between SMSC runs too, so a receipt never matches a message of an earlier run. */
  private readonly idPrefix = randomBytes(4).toString("hex");
  private readonly sessions = new Map<smpp.Session, SessionState>();
  private readonly sessionOfPart = new Map<string, smpp.Session>();
  /** Parts of concatenated messages waiting for the rest, by destination and reference. */
  private readonly pendingParts = new Map<string, Map<number, SubmittedSm>>();
  private readonly waiters = new Set<{ to: string; resolve: (message: SmscMessage) => void }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server: smpp.Server;
  private readonly systemId: string;
  private readonly password: string;
  private readonly options: SmscOptions;

  constructor(options: SmscOptions = {}) {
    this.options = options;
    this.systemId = options.systemId ?? "wellguard";
    this.password = options.password ?? "secret";
    this.server = smpp.createServer((session) => this.accept(session));
    // Connection resets are part of what the tests do; a socket error must not end the process.
    this.server.on("error", (err: Error) => this.problems.push(`server: ${err.message}`));
  }

  /** Listens on 127.0.0.1; resolves when connections are accepted. */
  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, "127.0.0.1", resolve));
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The SMPP_URL that reaches this SMSC with the right credentials. */
  get url(): string {
    return this.urlWith(this.systemId, this.password);
  }

  urlWith(systemId: string, password: string): string {
    return `smpp://${encodeURIComponent(systemId)}:${encodeURIComponent(password)}@127.0.0.1:${this.port}`;
  }

  /** Connections open now, bound or not. */
  get connections(): number {
    return this.sessions.size;
  }

  /** Answers the next `count` submit_sm with ESME_RTHROTTLED instead of accepting them. */
  throttleNext(count: number): void {
    this.throttleLeft = count;
  }

  /** Swallows every submit_sm from now on without answering (true), or answers again (false). */
  stopAnswering(on: boolean): void {
    this.answering = !on;
  }

  /** Cuts every connection at once, as a crashed SMSC or a broken network does (no unbind). */
  dropConnections(): void {
    for (const session of this.sessions.keys()) session.destroy();
  }

  /** The messages received so far for a destination (with or without the leading "+"). */
  messagesTo(to: string): SmscMessage[] {
    return this.messages.filter((message) => sameNumber(message.to, to));
  }

  /** The first message for a destination: one already received, or the next to arrive. */
  waitForMessage(to: string, timeoutMs = 10_000): Promise<SmscMessage> {
    const received = this.messagesTo(to)[0];
    if (received) return Promise.resolve(received);
    return new Promise((resolve, reject) => {
      const waiter = {
        to,
        resolve: (message: SmscMessage) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`The SMSC received no message for ${to} within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /**
   * Sends a delivery receipt for an accepted part as deliver_sm (esm_class 0x04) on the connection that
   * submitted it, or on another bound transceiver when that one is gone. The text is the format of SMPP 3.4
   * appendix B; `tlv` adds the receipted_message_id and message_state TLVs, and `text: false` leaves the text
   * out so only the TLVs tell. Resolves when the client answers deliver_sm_resp.
   */
  sendReceipt(
    messageId: string,
    stat: ReceiptStat,
    options: { tlv?: boolean; text?: boolean; error?: string } = {},
  ): Promise<void> {
    const submit = this.submits.find((s) => s.messageId === messageId);
    if (!submit) return Promise.reject(new Error(`No part was accepted with message id ${messageId}.`));
    const session = this.receiverFor(messageId);
    if (!session) return Promise.reject(new Error("No bound transceiver to send the receipt to."));
    const now = new Date();
    const text = [
      `id:${messageId}`,
      "sub:001",
      `dlvrd:${stat === "DELIVRD" ? "001" : "000"}`,
      `submit date:${receiptDate(now)}`,
      `done date:${receiptDate(now)}`,
      `stat:${stat}`,
      `err:${options.error ?? "000"}`,
      `text:${partText(submit).slice(0, 20)}`,
    ].join(" ");
    const pdu = new smpp.PDU("deliver_sm", {
      // The receipt goes from the phone back to the sender.
      source_addr_ton: submit.destinationTon,
      source_addr_npi: submit.destinationNpi,
      source_addr: submit.destination,
      dest_addr_ton: submit.sourceTon,
      dest_addr_npi: submit.sourceNpi,
      destination_addr: submit.source,
      esm_class: ESM_CLASS_RECEIPT,
      // The SMSC default alphabet; the library's GSM coder writes the text.
      data_coding: DATA_CODING.gsm7,
      short_message: options.text === false ? Buffer.alloc(0) : text,
      ...(options.tlv ? { receipted_message_id: messageId, message_state: MESSAGE_STATE[stat] } : {}),
    });
    return new Promise((resolve, reject) => {
      const sent = session.send(pdu, () => {
        this.receipts.push({ messageId, stat, tlv: options.tlv ?? false });
        resolve();
      });
      if (!sent) reject(new Error("The connection closed before the receipt was sent."));
    });
  }

  /** Stops listening and cuts every connection. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.dropConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(session: smpp.Session): void {
    const state: SessionState = { id: ++this.lastSessionId, bound: null, unanswered: 0 };
    this.sessions.set(session, state);
    // Answers go out as they are written, not held back by Nagle until the client acknowledges the previous one.
    session.socket.setNoDelay(true);
    session.on("error", () => {
      // ECONNRESET and the like when a test drops the connection; "close" follows and does the bookkeeping.
    });
    session.on("close", () => {
      this.outstanding -= state.unanswered;
      this.sessions.delete(session);
    });
    session.on("bind_transceiver", (pdu: smpp.PDU) => this.bind(session, state, pdu, "transceiver"));
    session.on("bind_transmitter", (pdu: smpp.PDU) => this.bind(session, state, pdu, "transmitter"));
    session.on("enquire_link", (pdu: smpp.PDU) => {
      this.enquireLinks += 1;
      session.send(pdu.response());
    });
    session.on("unbind", (pdu: smpp.PDU) => {
      this.unbinds += 1;
      state.bound = null;
      session.send(pdu.response(), () => session.close());
    });
    session.on("submit_sm", (pdu: smpp.PDU) => this.submit(session, state, pdu));
    // A command we do not serve gets generic_nack, as SMPP 3.4 §3.3 asks.
    session.on("unknown", (pdu: smpp.PDU) => session.send(pdu.response()));
  }

  private bind(
    session: smpp.Session,
    state: SessionState,
    pdu: smpp.PDU,
    kind: "transceiver" | "transmitter",
  ) {
    this.bindAttempts += 1;
    if (state.bound) {
      session.send(pdu.response({ command_status: ESME_RALYBND }));
      return;
    }
    if (pdu.system_id !== this.systemId || pdu.password !== this.password) {
      // Refused: answer, then hang up as SMSCs do.
      session.send(pdu.response({ command_status: ESME_RBINDFAIL }), () => session.close());
      return;
    }
    state.bound = kind;
    this.binds += 1;
    session.send(pdu.response({ system_id: "WELLGUARD_TEST_SMSC" }));
  }

  private submit(session: smpp.Session, state: SessionState, pdu: smpp.PDU): void {
    const record: SubmittedSm = {
      sessionId: state.id,
      source: String(pdu.source_addr ?? ""),
      sourceTon: Number(pdu.source_addr_ton ?? 0),
      sourceNpi: Number(pdu.source_addr_npi ?? 0),
      destination: String(pdu.destination_addr ?? ""),
      destinationTon: Number(pdu.dest_addr_ton ?? 0),
      destinationNpi: Number(pdu.dest_addr_npi ?? 0),
      esmClass: pdu.esm_class,
      dataCoding: pdu.data_coding ?? 0,
      registeredDelivery: Number(pdu.registered_delivery ?? 0),
      shortMessage: shortMessageBytes(pdu),
      status: null,
      messageId: null,
    };
    this.submits.push(record);
    if (!state.bound) {
      record.status = ESME_RINVBNDSTS;
      session.send(pdu.response({ command_status: ESME_RINVBNDSTS }));
      return;
    }
    state.unanswered += 1;
    this.outstanding += 1;
    this.maxOutstanding = Math.max(this.maxOutstanding, this.outstanding);
    if (!this.answering) return;
    // Decided on arrival, so throttleNext(n) refuses exactly the next n parts whatever the answer delay.
    const throttled = this.throttleLeft > 0;
    if (throttled) this.throttleLeft -= 1;
    const answer = () => {
      // A connection that closed meanwhile is gone with its unanswered parts (counted off in "close").
      if (!this.sessions.has(session)) return;
      const messageId = throttled ? null : this.nextMessageId();
      const response = throttled
        ? pdu.response({ command_status: ESME_RTHROTTLED })
        : pdu.response({ message_id: messageId });
      if (!session.send(response)) return;
      state.unanswered -= 1;
      this.outstanding -= 1;
      record.status = throttled ? ESME_RTHROTTLED : ESME_ROK;
      record.messageId = messageId;
      if (messageId === null) return;
      this.sessionOfPart.set(messageId, session);
      this.join(record);
      if (this.options.autoReceipt)
        this.later(this.options.autoReceiptDelayMs ?? 10, () => {
          // A receipt that finds no bound session is lost, as with a real SMSC.
          this.sendReceipt(messageId, "DELIVRD").catch(() => undefined);
        });
    };
    if (this.options.answerDelayMs) this.later(this.options.answerDelayMs, answer);
    else answer();
  }

  /** Adds an accepted part to its message; a message is recorded once all its parts are in. */
  private join(part: SubmittedSm): void {
    let read: ReturnType<typeof readSmsPart>;
    try {
      read = readSmsPart(part);
    } catch (err) {
      this.problems.push(`part ${part.messageId}: ${(err as Error).message}`);
      return;
    }
    if (read.reference === null || read.total === 1) {
      this.record([part], read.text);
      return;
    }
    const key = `${part.destination}/${read.reference}`;
    const parts = this.pendingParts.get(key) ?? new Map<number, SubmittedSm>();
    this.pendingParts.set(key, parts);
    // A part sent again (after a dropped connection) replaces the earlier copy.
    parts.set(read.sequence, part);
    if (parts.size < read.total) return;
    this.pendingParts.delete(key);
    const ordered = [...parts.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
    try {
      this.record(ordered, decodeSms(ordered));
    } catch (err) {
      this.problems.push(`message to ${part.destination}: ${(err as Error).message}`);
    }
  }

  private record(parts: SubmittedSm[], text: string): void {
    const first = parts[0];
    if (!first) return;
    const message: SmscMessage = {
      to: first.destination,
      from: first.source,
      encoding: first.dataCoding === DATA_CODING.ucs2 ? "ucs2" : "gsm7",
      text,
      parts: parts.length,
      messageIds: parts.map((p) => p.messageId ?? ""),
    };
    this.messages.push(message);
    for (const waiter of this.waiters) if (sameNumber(waiter.to, message.to)) waiter.resolve(message);
  }

  /** The connection that submitted a part if it is still bound as a transceiver, else any bound transceiver. */
  private receiverFor(messageId: string): smpp.Session | undefined {
    const original = this.sessionOfPart.get(messageId);
    if (original && this.sessions.get(original)?.bound === "transceiver") return original;
    for (const [session, state] of this.sessions) if (state.bound === "transceiver") return session;
    return undefined;
  }

  private nextMessageId(): string {
    this.lastMessageId += 1;
    return `${this.idPrefix}${this.lastMessageId.toString(16).padStart(6, "0")}`;
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}

/** Starts a test SMSC on 127.0.0.1 and a free port. */
export function startSmsc(options: SmscOptions = {}): Promise<TestSmsc> {
  return new TestSmsc(options).listen();
}

function sameNumber(a: string, b: string): boolean {
  return a.replace(/^\+/, "") === b.replace(/^\+/, "");
}

/** YYMMDDhhmm in UTC, the date format of the receipt text. */
function receiptDate(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(2, 12);
}

/** The text a part carries, for the receipt's "text:" field. */
function partText(part: SubmittedSm): string {
  try {
    return readSmsPart(part).text;
  } catch {
    return "";
  }
}

/**
 * The bytes of short_message. The library hands it over decoded — the UDH cut into its elements, the text
 * through the coder of data_coding — so the bytes are put back together with the same coders. That is exact
 * for every text in the alphabet of its data_coding (all our encoder writes); an octet outside the alphabet
 * would come back as the coder's replacement character.
 */
function shortMessageBytes(pdu: smpp.PDU): Buffer {
  const value = pdu.short_message;
  if (Buffer.isBuffer(value)) return value;
  const udh = value.udh ?? [];
  const body =
    typeof value.message === "string" ? encodeAs(value.message, pdu.data_coding ?? 0, udh) : value.message;
  if (udh.length === 0) return body;
  const header = Buffer.concat(udh);
  return Buffer.concat([Buffer.from([header.length]), header, body]);
}

/** The library's coder for a data_coding, as its decoder chose it (defs.js filters.message). */
function encodeAs(text: string, dataCoding: number, udh: Buffer[]): Buffer {
  // A national language shift table (IE 0x24/0x25) overrides the default GSM table.
  const shift = udh.find((element) => element[0] === 0x24 || element[0] === 0x25);
  if (shift) return smpp.gsmCoder.encode(text, shift[2]);
  switch (dataCoding & 0x0f) {
    case 0x03:
      return smpp.encodings.LATIN1.encode(text);
    case 0x08:
      return smpp.encodings.UCS2.encode(text);
    default:
      return smpp.encodings.ASCII.encode(text);
  }
}

/*
 * Run as a process (`tsx apps/server/src/test/smsc.ts`) for a test or bench in another process: the options
 * come as JSON in SMSC_OPTIONS, the first line on stdout is {"url": ...}, and SIGTERM closes it after printing
 * what it received ({"binds", "submits", "messages"}).
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const smsc = await startSmsc(JSON.parse(process.env.SMSC_OPTIONS ?? "{}") as SmscOptions);
  process.stdout.write(`${JSON.stringify({ url: smsc.url })}\n`);
  process.once("SIGTERM", () => {
    process.stdout.write(
      `${JSON.stringify({ binds: smsc.binds, submits: smsc.submits.length, messages: smsc.messages.length })}\n`,
    );
    void smsc.close().then(() => process.exit(0));
  });
}
