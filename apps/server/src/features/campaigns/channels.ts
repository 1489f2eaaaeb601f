import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";

/*
 * How a simulated message leaves (docs/phishing.md "Sending"). The engine composes and the channel delivers; SMS
 * (sms/sms-channel.ts) is the second implementation of `CampaignChannel`, so the queue, tracking and results are
 * shared.
 */

export interface SendingDomain {
  mailDomain: string;
  dkimSelector: string;
  dkimPrivateKey: string;
}

export interface OutgoingEmail {
  to: string;
  fromName: string;
  fromAddress: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per recipient: a resend after a crash is the same message to the receiving servers. */
  messageId: string;
  headers: Record<string, string>;
  domain: SendingDomain;
}

export interface OutgoingSms {
  /** E.164, "+" and digits. */
  to: string;
  /** An alphanumeric sender id (at most 11) or a number. */
  sender: string;
  text: string;
  /** The concatenation reference of a text longer than one SMS (one octet), stable per recipient. */
  reference: number;
  /** The recipient the SMS centre's delivery receipts are about. */
  recipientId: string;
}

export type SendOutcome =
  /** An SMS's parts carry the SMS centre's message ids, which the sender keeps for the delivery receipts. */
  { ok: true; smscMessageIds?: string[] } | { ok: false; permanent: boolean; reason: string };

/** How simulated messages of one kind leave: e-mail (this file) or SMS (sms/sms-channel.ts). */
export interface CampaignChannel<Message> {
  send(message: Message): Promise<SendOutcome>;
  close(): Promise<void> | void;
}

export interface CampaignChannels {
  email: CampaignChannel<OutgoingEmail>;
  sms: CampaignChannel<OutgoingSms>;
}

/** An SMTP answer of 5xx is permanent (the address or the message is refused); anything else may pass later. */
function outcomeOf(error: unknown): SendOutcome {
  const code = (error as { responseCode?: unknown }).responseCode;
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  return { ok: false, permanent: typeof code === "number" && code >= 500 && code < 600, reason };
}

/**
 * E-mail over SMTP with pooled connections (nodemailer), DKIM-signed with the sending domain's key. Without an
 * SMTP server configured, messages are written to the outbox table, where the admin's Outbox page shows them.
 */
export class EmailChannel implements CampaignChannel<OutgoingEmail> {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    smtpUrl: string | undefined,
    maxConnections = 5,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections,
          maxMessages: Number.POSITIVE_INFINITY,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : undefined;
  }

  async send(message: OutgoingEmail): Promise<SendOutcome> {
    if (!this.transport) {
      await enqueueMail(this.db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { ok: true };
    }
    try {
      await this.transport.sendMail({
        from: { name: message.fromName, address: message.fromAddress },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        dkim: {
          domainName: message.domain.mailDomain,
          keySelector: message.domain.dkimSelector,
          privateKey: message.domain.dkimPrivateKey,
        },
      });
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  close(): void {
    this.transport?.close();
  }
}
