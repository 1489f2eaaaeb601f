import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes a message to the outbox, inside the caller's transaction so it exists only if the change does. */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
    })
    .execute();
}

const MAX_BACKOFF_MS = 60 * 60_000;
const CLAIM_MS = 5 * 60_000;

export interface MailDeliveryOptions {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  /** Writes the e-mails that requests only queued (mail/queued.ts); runs each round, with or without SMTP. */
  compose?: () => Promise<void>;
}

/**
 * Writes queued e-mails into the outbox (`compose`) and sends outbox rows over SMTP. Rows are claimed by moving `next_attempt_at` ahead in one statement, so
 * several instances never send the same message and no transaction stays open during SMTP. Without an
 * SMTP_URL the rows simply stay in the outbox.
 */
export class MailDelivery {
  private readonly transport: Transporter | undefined;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: MailDeliveryOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  start(): void {
    if ((!this.transport && !this.options.compose) || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  /** Starts a delivery round now (after a message was queued); never throws. */
  kick(): Promise<void> {
    const compose = this.options.compose;
    if (!this.transport && !compose) return Promise.resolve();
    this.chain = this.chain.then(async () => {
      if (compose)
        await compose().catch((err: unknown) => this.options.log.warn({ err }, "queued mail not written"));
      await this.deliverDue().catch((err: unknown) =>
        this.options.log.warn({ err }, "mail delivery round failed"),
      );
    });
    return this.chain;
  }

  /** Delivers everything due and waits for it; tests use it to wait for the mail. */
  flush(): Promise<void> {
    return this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
    this.transport?.close();
  }

  private async deliverDue(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    for (;;) {
      const rows = await this.db
        .updateTable("outbox")
        .set((eb) => ({
          next_attempt_at: new Date(Date.now() + CLAIM_MS),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) =>
          eb
            .selectFrom("outbox")
            .select("id")
            .where("sent_at", "is", null)
            .where("next_attempt_at", "<=", new Date())
            // Simulated SMS wait here only to be seen (no SMS centre configured): never for SMTP.
            .where("channel", "=", "email")
            .orderBy("id")
            .limit(10)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
          });
          await this.db
            .updateTable("outbox")
            .set({ sent_at: new Date(), last_error: null })
            .where("id", "=", row.id)
            .execute();
        } catch (error) {
          const backoff = Math.min(MAX_BACKOFF_MS, 2 ** row.attempts * 10_000);
          // Only the error text is kept and logged: never the message body.
          const reason = error instanceof Error ? error.message : String(error);
          await this.db
            .updateTable("outbox")
            .set({ last_error: reason.slice(0, 500), next_attempt_at: new Date(Date.now() + backoff) })
            .where("id", "=", row.id)
            .execute();
          this.options.log.warn(
            { outboxId: row.id, attempts: row.attempts, reason },
            "mail not delivered; will retry",
          );
        }
      }
    }
  }
}
