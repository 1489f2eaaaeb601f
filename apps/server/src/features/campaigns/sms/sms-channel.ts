import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { CampaignChannel, OutgoingSms, SendOutcome } from "../channels";
import { encodeSms } from "./encoding";
import { type DeliveryReceipt, SmppClient } from "./smpp-client";

/*
 * Simulated SMS over SMPP (docs/smishing.md "Sending over SMPP"): each text is encoded (GSM 03.38 or UCS-2, in
 * concatenated parts when long), every part submitted with registered delivery, and each part's SMSC message id
 * handed back to the sender, which keeps them (with the recipient's "sent") so that the delivery receipts, which
 * come back on the same session, find their recipient. Without an
 * SMSC configured (SMPP_URL), the texts are written to the outbox, where the admin's Outbox page shows them.
 */

/** A receipt can come back before the sender wrote its part's id: it is tried again this many times, a second apart. */
const RECEIPT_RETRIES = 5;
/** A failed delivery is the last word on a text of several parts: a later "delivered" part does not undo it. */
const FAILED_STATES = ["expired", "undeliverable", "rejected", "deleted"];

export interface SmsChannelOptions {
  smppUrl: string | undefined;
  log: FastifyBaseLogger;
  window?: number;
  responseTimeoutMs?: number;
  enquireLinkMs?: number;
}

export class SmsChannel implements CampaignChannel<OutgoingSms> {
  private readonly client: SmppClient | undefined;
  private readonly receipts = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: SmsChannelOptions,
  ) {
    this.client = options.smppUrl
      ? new SmppClient({
          url: options.smppUrl,
          log: options.log,
          onReceipt: (receipt) => this.track(this.recordReceipt(receipt, RECEIPT_RETRIES)),
          ...(options.window ? { window: options.window } : {}),
          ...(options.responseTimeoutMs ? { responseTimeoutMs: options.responseTimeoutMs } : {}),
          ...(options.enquireLinkMs ? { enquireLinkMs: options.enquireLinkMs } : {}),
        })
      : undefined;
  }

  async send(message: OutgoingSms): Promise<SendOutcome> {
    if (!this.client) {
      await this.db
        .insertInto("outbox")
        .values({
          channel: "sms",
          recipient: message.to,
          subject: `SMS · ${message.sender}`,
          text_body: message.text,
          html_body: null,
        })
        .execute();
      return { ok: true };
    }
    const { segments } = encodeSms(message.text, message.reference);
    // The parts go one after the other: most handsets join them in any order, but some show them as they come.
    const smscMessageIds: string[] = [];
    for (const part of segments) {
      const outcome = await this.client.submit(part, message.sender, message.to);
      if (!outcome.ok) return outcome;
      smscMessageIds.push(outcome.messageId);
    }
    return { ok: true, smscMessageIds };
  }

  async close(): Promise<void> {
    await this.client?.close();
    await Promise.all([...this.receipts]);
  }

  /** Waits for the receipts being written (tests read the results right after the SMSC sent them). */
  async flushReceipts(): Promise<void> {
    while (this.receipts.size > 0) await Promise.all([...this.receipts]);
  }

  private track(work: Promise<void>): void {
    this.receipts.add(work);
    void work.finally(() => this.receipts.delete(work));
  }

  private async recordReceipt(receipt: DeliveryReceipt, retries: number): Promise<void> {
    try {
      const { numAffectedRows } = await sql`update campaign_recipients r
        set delivery = case when r.delivery = any(${FAILED_STATES}::text[]) then r.delivery else ${receipt.state} end,
          delivered_at = coalesce(r.delivered_at, now())
        from campaign_sms_parts p
        where p.smsc_message_id = ${receipt.messageId} and r.id = p.recipient_id`.execute(this.db);
      if ((numAffectedRows ?? 0n) > 0n || retries === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await this.recordReceipt(receipt, retries - 1);
    } catch (err) {
      this.options.log.warn({ err, messageId: receipt.messageId }, "SMS delivery receipt not recorded");
    }
  }
}
