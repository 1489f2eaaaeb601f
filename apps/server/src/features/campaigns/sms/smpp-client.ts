import type { FastifyBaseLogger } from "fastify";
import smpp from "smpp";
import type { SmsPart } from "./encoding";

/*
 * One SMPP 3.4 session to the SMS centre (docs/smishing.md "Sending over SMPP"), bound as a transceiver so the
 * delivery receipts come back on it. The `smpp` library reads and writes the PDUs; this class keeps the session
 * usable: it binds on first use and again after a drop (with backoff), checks the link with enquire_link, keeps
 * at most `window` submit_sm unanswered, times out answers that never come, and slows down when the SMSC says
 * ESME_RTHROTTLED instead of failing the message.
 */

export type SubmitOutcome =
  | { ok: true; messageId: string }
  | { ok: false; permanent: boolean; reason: string };

/** What a delivery receipt says of a message (SMPP 3.4 §5.2.28 message_state, or the receipt text's stat). */
export type DeliveryState = "delivered" | "expired" | "undeliverable" | "rejected" | "deleted" | "unknown";

export interface DeliveryReceipt {
  messageId: string;
  state: DeliveryState;
  /** The network error code the receipt carries, when it is not 000. */
  error: string | null;
}

export interface SmppClientOptions {
  /** smpp://system_id:password@host:port, or ssmpp:// for TLS. */
  url: string;
  log: FastifyBaseLogger;
  onReceipt: (receipt: DeliveryReceipt) => void;
  /** Unanswered submit_sm at once; SMSCs commonly allow 10. */
  window?: number;
  /** How long an answer (bind, submit, enquire_link) may take before the session counts as broken. */
  responseTimeoutMs?: number;
  enquireLinkMs?: number;
  /** How many times a throttled part is offered again before the message is left for the sender's retry. */
  throttleRetries?: number;
}

const ESME_ROK = 0x0000;
const ESME_RTHROTTLED = 0x0058;
const ESME_RMSGQFUL = 0x0014;
/** Answers that say "not now" rather than "never": the message is sent again later. */
const TEMPORARY_STATUSES = new Set([ESME_RTHROTTLED, ESME_RMSGQFUL, 0x0008 /* ESME_RSYSERR */, 0x0064]);
/** esm_class bits 2-5 = 0001: the deliver_sm is an SMSC delivery receipt. */
const ESM_CLASS_RECEIPT = 0x04;
const MAX_BIND_BACKOFF_MS = 30_000;
const MAX_THROTTLE_DELAY_MS = 10_000;

const MESSAGE_STATES: Record<number, DeliveryState> = {
  2: "delivered",
  3: "expired",
  4: "deleted",
  5: "undeliverable",
  8: "rejected",
};
const RECEIPT_STATS: Record<string, DeliveryState> = {
  DELIVRD: "delivered",
  EXPIRED: "expired",
  DELETED: "deleted",
  UNDELIV: "undeliverable",
  REJECTD: "rejected",
};

/** The receipt in a deliver_sm: the TLVs when the SMSC sends them, else the text format of SMPP 3.4 appendix B. */
export function readReceipt(pdu: smpp.PDU): DeliveryReceipt | null {
  if (((pdu.esm_class ?? 0) & 0x3c) !== ESM_CLASS_RECEIPT) return null;
  // After "text:" come the message's first characters; a field quoted there ("id: 4821") is not the receipt's.
  const text = receiptText(pdu.short_message).split(/\btext:/i)[0] ?? "";
  const fields = Object.fromEntries(
    [...text.matchAll(/(\w+(?: \w+)?):(\S*)/g)].map((m) => [(m[1] ?? "").toLowerCase(), m[2] ?? ""]),
  );
  const messageId = (pdu.receipted_message_id as string | undefined) ?? fields.id;
  if (!messageId) return null;
  const tlvState = typeof pdu.message_state === "number" ? MESSAGE_STATES[pdu.message_state] : undefined;
  const state = tlvState ?? RECEIPT_STATS[(fields.stat ?? "").toUpperCase()] ?? "unknown";
  const error = fields.err && !/^0+$/.test(fields.err) ? fields.err : null;
  return { messageId, state, error };
}

function receiptText(message: smpp.PDU["short_message"]): string {
  if (Buffer.isBuffer(message)) return message.toString("latin1");
  if (typeof message?.message === "string") return message.message;
  return message?.message ? message.message.toString("latin1") : "";
}

interface Waiter {
  resolve: () => void;
}

export class SmppClient {
  private session: smpp.Session | undefined;
  private binding: Promise<smpp.Session> | undefined;
  private bindFailures = 0;
  private nextBindAt = 0;
  private outstanding = 0;
  private readonly queue: Waiter[] = [];
  private throttledUntil = 0;
  private throttleDelayMs = 0;
  private enquireTimer: NodeJS.Timeout | undefined;
  /** Answers still awaited on the current session, failed at once when it drops. */
  private readonly pending = new Set<(reason: string) => void>();
  private closed = false;
  private readonly window: number;
  private readonly responseTimeoutMs: number;

  constructor(private readonly options: SmppClientOptions) {
    this.window = options.window ?? 10;
    this.responseTimeoutMs = options.responseTimeoutMs ?? 10_000;
  }

  /** Sends one part; resolves with the SMSC's message id or why not. Never throws. */
  async submit(part: SmsPart, source: string, destination: string): Promise<SubmitOutcome> {
    await this.takeSlot();
    try {
      const retries = this.options.throttleRetries ?? 6;
      for (let attempt = 0; ; attempt++) {
        await this.waitOutThrottle();
        const outcome = await this.submitOnce(part, source, destination);
        if (outcome.status === ESME_RTHROTTLED && attempt < retries) {
          this.throttled();
          continue;
        }
        if (outcome.status === ESME_ROK && outcome.messageId !== undefined) {
          this.throttleDelayMs = 0;
          return { ok: true, messageId: outcome.messageId };
        }
        if (outcome.status === undefined) return { ok: false, permanent: false, reason: outcome.reason };
        return {
          ok: false,
          permanent: !TEMPORARY_STATUSES.has(outcome.status),
          reason: `SMSC answered 0x${outcome.status.toString(16).padStart(8, "0")}`,
        };
      }
    } finally {
      this.releaseSlot();
    }
  }

  /** Unbinds politely and closes; outstanding answers fail as temporary. */
  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.dropSession("the client was closed");
    if (!session) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => session.destroy(() => resolve()), 1_000);
      timer.unref();
      const sent = session.unbind(() => {
        clearTimeout(timer);
        session.close(() => resolve());
      });
      if (!sent) {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private async submitOnce(
    part: SmsPart,
    source: string,
    destination: string,
  ): Promise<{ status: number; messageId?: string } | { status: undefined; reason: string }> {
    let session: smpp.Session;
    try {
      session = await this.bound();
    } catch (err) {
      return { status: undefined, reason: `SMSC unavailable: ${(err as Error).message}` };
    }
    const alphanumeric = /[^\d+]/.test(source);
    const pdu = new smpp.PDU("submit_sm", {
      source_addr_ton: alphanumeric ? 0x05 : 0x01,
      source_addr_npi: alphanumeric ? 0x00 : 0x01,
      source_addr: source.replace(/^\+/, ""),
      dest_addr_ton: 0x01,
      dest_addr_npi: 0x01,
      destination_addr: destination.replace(/^\+/, ""),
      esm_class: part.esmClass,
      data_coding: part.dataCoding,
      registered_delivery: 0x01,
      short_message: part.shortMessage,
    });
    const answer = await this.request(session, pdu);
    if (typeof answer === "string") return { status: undefined, reason: answer };
    return { status: answer.command_status, messageId: answer.message_id as string | undefined };
  }

  /** Sends a request and waits for its answer, or a reason it will not come. */
  private request(session: smpp.Session, pdu: smpp.PDU): Promise<smpp.PDU | string> {
    return new Promise((resolve) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        this.pending.delete(fail);
        resolve(reason);
      };
      const timer = setTimeout(() => {
        fail("no answer from the SMSC in time");
        // An SMSC that stops answering is as good as gone: start again on a new session.
        if (this.session === session) this.dropSession("the SMSC stopped answering", true);
      }, this.responseTimeoutMs);
      timer.unref();
      this.pending.add(fail);
      const sent = session.send(pdu, (answer) => {
        clearTimeout(timer);
        this.pending.delete(fail);
        resolve(answer);
      });
      if (!sent) fail("the SMSC connection is closed");
    });
  }

  /** The bound session, binding one first when there is none (not sooner than the backoff allows). */
  private bound(): Promise<smpp.Session> {
    if (this.closed) return Promise.reject(new Error("the client was closed"));
    if (this.session) return Promise.resolve(this.session);
    if (!this.binding) {
      const wait = Math.max(0, this.nextBindAt - Date.now());
      this.binding = new Promise<void>((resolve) => setTimeout(resolve, wait).unref())
        .then(() => this.bind())
        .then(
          (session) => {
            this.bindFailures = 0;
            this.session = session;
            return session;
          },
          (err: unknown) => {
            this.bindFailures += 1;
            this.nextBindAt = Date.now() + Math.min(MAX_BIND_BACKOFF_MS, 500 * 2 ** this.bindFailures);
            this.options.log.warn({ err, failures: this.bindFailures }, "SMPP bind failed");
            throw err;
          },
        )
        .finally(() => {
          this.binding = undefined;
        });
    }
    return this.binding;
  }

  private bind(): Promise<smpp.Session> {
    const url = new URL(this.options.url);
    const tls = url.protocol === "ssmpp:";
    return new Promise((resolve, reject) => {
      const session = smpp.connect({
        host: url.hostname,
        port: Number(url.port) || (tls ? 3550 : 2775),
        tls,
      });
      let settled = false;
      const settle = (err: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) {
          session.destroy();
          reject(err);
        } else resolve(session);
      };
      const timer = setTimeout(
        () => settle(new Error("the bind was not answered in time")),
        this.responseTimeoutMs,
      );
      timer.unref();
      session.on("error", (err: Error) => {
        settle(err);
        if (this.session === session) this.dropSession(err.message);
      });
      session.on("close", () => {
        settle(new Error("the SMSC closed the connection"));
        if (this.session === session) this.dropSession("the SMSC closed the connection");
      });
      session.on(tls ? "secureConnect" : "connect", () => {
        // Else Nagle holds back each PDU written while an earlier one is unacknowledged: the window goes unused.
        session.socket.setNoDelay(true);
        session.bind_transceiver(
          {
            system_id: decodeURIComponent(url.username),
            password: decodeURIComponent(url.password),
            interface_version: 0x34,
          },
          (answer) => {
            if (answer.command_status === ESME_ROK) {
              this.watch(session);
              settle(null);
            } else settle(new Error(`bind refused (0x${answer.command_status.toString(16)})`));
          },
        );
      });
    });
  }

  /** Answers what the SMSC asks of us on a bound session and keeps the link checked. */
  private watch(session: smpp.Session): void {
    session.on("deliver_sm", (pdu: smpp.PDU) => {
      session.send(pdu.response());
      const receipt = readReceipt(pdu);
      if (receipt) this.options.onReceipt(receipt);
    });
    session.on("enquire_link", (pdu: smpp.PDU) => {
      session.send(pdu.response());
    });
    session.on("unbind", (pdu: smpp.PDU) => {
      session.send(pdu.response());
      this.dropSession("the SMSC unbound the session");
    });
    clearInterval(this.enquireTimer);
    this.enquireTimer = setInterval(() => {
      if (this.session !== session) return;
      void this.request(session, new smpp.PDU("enquire_link")).then((answer) => {
        if (typeof answer === "string" && this.session === session)
          this.dropSession(`enquire_link: ${answer}`, true);
      });
    }, this.options.enquireLinkMs ?? 30_000);
    this.enquireTimer.unref();
  }

  /** Forgets the current session and fails what waited on it; the next submit binds a new one. */
  private dropSession(reason: string, destroy = false): void {
    const session = this.session;
    this.session = undefined;
    clearInterval(this.enquireTimer);
    this.enquireTimer = undefined;
    for (const fail of [...this.pending]) fail(reason);
    if (session && destroy) session.destroy();
    if (session && !this.closed) this.options.log.warn({ reason }, "SMPP session lost");
  }

  private throttled(): void {
    this.throttleDelayMs = Math.min(MAX_THROTTLE_DELAY_MS, Math.max(100, this.throttleDelayMs * 2));
    this.throttledUntil = Date.now() + this.throttleDelayMs;
  }

  private async waitOutThrottle(): Promise<void> {
    const wait = this.throttledUntil - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
  }

  private takeSlot(): Promise<void> {
    if (this.outstanding < this.window) {
      this.outstanding += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push({ resolve }));
  }

  private releaseSlot(): void {
    const next = this.queue.shift();
    if (next) next.resolve();
    else this.outstanding -= 1;
  }
}
