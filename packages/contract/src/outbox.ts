import { z } from "zod";
import { text } from "./text";

/** Largest page the admin outbox list serves. */
export const OUTBOX_MAX_PAGE_SIZE = 100;
export const OUTBOX_DEFAULT_PAGE_SIZE = 20;

/** GET /admin/outbox?page=&pageSize=&search= (query strings arrive as text, hence the coercion). */
export const ZOutboxListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE).default(OUTBOX_DEFAULT_PAGE_SIZE),
  /** Matches the recipient or the subject, case-insensitively; blank means no filter. */
  search: text()
    .max(200)
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim())),
});
export type TOutboxListQuery = z.input<typeof ZOutboxListQuery>;

const ZTimestamp = z.iso.datetime({ offset: true });

export const ZOutboxItem = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  createdAt: ZTimestamp,
  /** null while the message has not been delivered (always, without SMTP_URL). */
  sentAt: ZTimestamp.nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;

export const ZOutboxPage = z.object({
  items: z.array(ZOutboxItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

/** GET /admin/outbox/{id} */
export const ZOutboxParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ZOutboxMessage = ZOutboxItem.extend({
  textBody: z.string(),
  /** Stored as sent; clients show `textBody` and never render this as HTML. */
  htmlBody: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Delivery state shown to admins: sent; pending (not yet tried or no error); failed (last try errored). */
export type OutboxStatus = "sent" | "pending" | "failed";
export function outboxStatus(item: Pick<TOutboxItem, "sentAt" | "lastError">): OutboxStatus {
  if (item.sentAt) return "sent";
  return item.lastError ? "failed" : "pending";
}
