import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { SessionContext } from "./session";

export type AuditAction = "create" | "update" | "delete";

export interface AuditEntry {
  action: AuditAction;
  /** "companies", "departments", "people", "tags", "imports"... */
  entityType: string;
  entityId: number;
  companyId: number | null;
  /** The record before and after, as the API shows it; never password data. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Fields that must never reach the audit log, whatever a caller passes. */
const SECRET_FIELDS = new Set(["password", "password_hash", "passwordHash", "token", "token_hash", "bytes"]);

function clean(record: Record<string, unknown> | null | undefined): string | null {
  if (!record) return null;
  return JSON.stringify(
    Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key))),
  );
}

/**
 * Records admin and controller changes in the same transaction as the change itself, so the log never
 * claims a change that was rolled back, nor misses one that was committed.
 */
export async function recordAudit(
  trx: Transaction<Database>,
  actor: { session: SessionContext; profile: "ADMIN" | "CONTROLLER" },
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  // Large bulk changes are written in slices to stay under PostgreSQL's parameter limit.
  for (let start = 0; start < list.length; start += 1000) {
    await trx
      .insertInto("audit_events")
      .values(
        list.slice(start, start + 1000).map((entry) => ({
          actor_person_id: actor.session.personId,
          // A key's changes are the key's (its creator stays as the person, for context).
          actor_profile: actor.session.apiKey ? ("API_KEY" as const) : actor.profile,
          actor_api_key_id: actor.session.apiKey?.id ?? null,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          company_id: entry.companyId,
          before: clean(entry.before),
          after: clean(entry.after),
        })),
      )
      .execute();
  }
}

/**
 * Records a change made over SCIM (features/scim): actor_profile 'SCIM', no person, the token that made it; in
 * the same transaction as the change, like recordAudit.
 */
export async function recordScimAudit(
  trx: Transaction<Database>,
  scimTokenId: number,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  for (let start = 0; start < list.length; start += 1000) {
    await trx
      .insertInto("audit_events")
      .values(
        list.slice(start, start + 1000).map((entry) => ({
          actor_person_id: null,
          actor_profile: "SCIM" as const,
          actor_scim_token_id: scimTokenId,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          company_id: entry.companyId,
          before: clean(entry.before),
          after: clean(entry.after),
        })),
      )
      .execute();
  }
}
