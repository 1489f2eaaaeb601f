import type { TOutboxItem, TOutboxMessage, TOutboxPage } from "@wellguard/contract";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";

type OutboxQuery = SelectQueryBuilder<Database, "outbox", object>;

/** `%`, `_` and `\` in what an admin types are literal characters, not patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, search: string | undefined): OutboxQuery {
  const query = db.selectFrom("outbox");
  if (!search) return query;
  const pattern = likePattern(search);
  return query.where((eb) => eb.or([eb("recipient", "ilike", pattern), eb("subject", "ilike", pattern)]));
}

interface ItemRow {
  id: number;
  recipient: string;
  subject: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

function toItem(row: ItemRow): TOutboxItem {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

const ITEM_COLUMNS = [
  "id",
  "recipient",
  "subject",
  "created_at",
  "sent_at",
  "attempts",
  "last_error",
] as const;

/** One page of the outbox, newest first, without the bodies. */
export async function listOutbox(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search: string | undefined },
): Promise<TOutboxPage> {
  const [rows, count] = await Promise.all([
    filtered(db, search)
      .select(ITEM_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, search).select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.total), page, pageSize };
}

/** One message with its bodies, or undefined. */
export async function findOutboxMessage(db: Db, id: number): Promise<TOutboxMessage | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select([...ITEM_COLUMNS, "text_body", "html_body"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toItem(row), textBody: row.text_body, htmlBody: row.html_body };
}
