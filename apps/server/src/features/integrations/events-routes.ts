import { EVENT_TYPES, type EventType, records, ZEventPage, ZEventQuery } from "@wellguard/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { compiledOnce, type Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { isRowId } from "../../lib/organisation";
import { notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { integrationCompany } from "./company";

/*
 * The event feed (issue 21 point 4, docs/integrations.md "Events"): GET /events for SIEMs that prefer to pull.
 * A key with events:read reads its company; a controller any company they manage; an admin a company in scope.
 * Oldest first after an opaque cursor (base64url of the last event's number), from one keyset query on
 * events_company_idx / events_company_type_idx (feedStatement). JSON (the envelope) or JSON lines (Accept: application/x-ndjson or
 * format=jsonl): one event a line, then {"nextCursor": …}.
 */

const TAGS = ["integrations"];
const security = [{ bearer: [] }];
const NDJSON = "application/x-ndjson";
const KNOWN_TYPES = new Set<string>(EVENT_TYPES);
/** Event numbers are bigint: at most 19 digits. */
const CURSOR_PATTERN = /^\d{1,19}$/;

export function encodeCursor(id: string | number | bigint): string {
  return Buffer.from(String(id)).toString("base64url");
}

/** The event number a cursor names; ND1027 on anything this server did not hand out. */
export function decodeCursor(cursor: string | undefined): string {
  if (cursor === undefined) return "0";
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  if (
    !CURSOR_PATTERN.test(decoded) ||
    BigInt(decoded) > 9_223_372_036_854_775_807n ||
    encodeCursor(decoded) !== cursor
  ) {
    throw new AppError("ND1027", { field: "cursor" });
  }
  return decoded;
}

/** The comma-separated types filter; each must be a known event type. */
export function parseTypes(types: string | undefined): EventType[] | undefined {
  if (types === undefined || types.trim() === "") return undefined;
  const list = [...new Set(types.split(",").map((t) => t.trim()))];
  if (list.some((t) => !KNOWN_TYPES.has(t))) throw new AppError("ND1027", { field: "types" });
  return list as EventType[];
}

/** The company read: the key's own, the controller's only one, or the one named (and allowed). */
async function feedCompany(db: Db, session: SessionContext, companyId: number | undefined): Promise<number> {
  if (companyId === undefined) {
    if (session.apiKey) return session.apiKey.companyId;
    // Checked as when named (a company deleted since the sign-in is 404).
    const managed = session.person.controllerCompanyIds;
    if (managed.length !== 1 || session.profiles.includes("ADMIN"))
      throw new AppError("ND1018", { field: "companyId" });
    return (await integrationCompany(db, session, managed[0] as number)).companyId;
  }
  if (!isRowId(companyId)) throw notFound("companyId");
  // A key reads only its own company, whatever its creator may see; the key's lookup already required that
  // company to be live (lib/api-keys.ts), so no second query.
  if (session.apiKey) {
    if (session.apiKey.companyId !== companyId) throw notFound("companyId");
    return companyId;
  }
  return (await integrationCompany(db, session, companyId)).companyId;
}

interface FeedPage {
  count: number;
  /** The last event's number, null on an empty page. */
  last: string | null;
  /** The events' JSON, joined by "," (JSON) or a newline (JSON lines). */
  body: string;
}

interface FeedValues {
  companyId: number;
  /** The cursor's event number. */
  after: string;
  types: EventType[];
  since: string | null;
  until: string | null;
  limit: number;
  /** "," (JSON) or a newline (JSON lines). */
  separator: string;
}

/**
 * The page as one row: one keyset query, of two shapes (with a types filter or not), each compiled once and
 * named. Each event's JSON is written with it (migration 0025's trigger), and PostgreSQL joins the page's texts
 * into one, so a page costs its index scan and no per-row work in Node.
 */
const feedStatement = (withTypes: boolean) =>
  compiledOnce<FeedValues, FeedPage>(
    withTypes ? "events_feed_types" : "events_feed",
    (v) => sql<FeedPage>`
    -- The join follows the page's order without an ORDER BY inside string_agg: PostgreSQL feeds an aggregate the
    -- rows of an ordered subquery in that order when the outer level adds no join or grouping (the manual,
    -- "Aggregate Expressions"), and an ordered aggregate sorts again, which PostgreSQL 15 does not skip
    -- (docs/benchmarks.md "Event feed"). The feed tests check the order within and across pages.
    select count(*)::int as count, max(id)::text as last, coalesce(string_agg(json, ${v.separator}), '') as body
    from (
      select id, json
      from events
      where company_id = ${v.companyId} and id > ${v.after}::bigint
        -- Only events written by transactions older than every one still running in this database: an event
        -- whose id is below one served here can then no longer commit afterwards, so the cursor never skips
        -- it (PostgreSQL takes ids before commit, and commits in any order). The running ones are this
        -- snapshot's in-progress ids narrowed to this database's sessions (pg_stat_get_activity: the
        -- pg_stat_activity view without its joins, a third of the cost; other databases of the server
        -- must not hold the feed back); none running: everything before the snapshot.
        and xid < (select coalesce(min(running), pg_snapshot_xmax(pg_current_snapshot()))
          from pg_snapshot_xip(pg_current_snapshot()) running
          where (running::text::bigint % 4294967296)::text::xid in (select backend_xid
            from pg_stat_get_activity(null) where backend_xid is not null
              and datid = (select oid from pg_database where datname = current_database())))
        ${withTypes ? sql`and type = any(${v.types}::text[])` : sql`and type <> 'webhook.test'`}
        and (${v.since}::timestamptz is null or occurred_at >= ${v.since}::timestamptz)
        and (${v.until}::timestamptz is null or occurred_at < ${v.until}::timestamptz)
      order by id
      limit ${v.limit}) page`,
  );
const feedOfAll = feedStatement(false);
const feedOfTypes = feedStatement(true);

export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const readers = guard({ profiles: ["ADMIN", "CONTROLLER"] });

  app.get(
    "/events",
    {
      preHandler: readers,
      schema: {
        tags: TAGS,
        summary:
          "The company's events after a cursor, oldest first (JSON, or JSON lines with Accept: application/x-ndjson)",
        description:
          "For an API key with the events:read scope (its company), a controller (a company they manage) or an admin " +
          "(a company in scope; companyId required). Poll with the nextCursor of the previous page: it is always set, " +
          "and the same one when nothing new happened. With Accept: application/x-ndjson or format=jsonl the answer " +
          'is one event per line followed by a last line {"nextCursor": "…"}. Events are kept 90 days.',
        security,
        querystring: ZEventQuery,
        response: { 200: records(ZEventPage) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const query = request.query;
      const companyId = await feedCompany(db, session, query.companyId);
      const after = decodeCursor(query.cursor);
      const types = parseTypes(query.types);
      const jsonl = query.format === "jsonl" || (request.headers.accept ?? "").includes(NDJSON);

      const filters: FeedValues = {
        companyId,
        after,
        types: types ?? [],
        since: query.since ?? null,
        until: query.until ?? null,
        limit: query.limit,
        separator: jsonl ? "\n" : ",",
      };
      const statement = types ? feedOfTypes : feedOfAll;
      const { rows } = await db.executeQuery(statement(db, filters));
      const page = rows[0] ?? { count: 0, last: null, body: "" };
      const nextCursor = page.last ? encodeCursor(page.last) : (query.cursor ?? encodeCursor(after));
      // The body is already JSON text; the declared schema describes it for the OpenAPI description.
      const raw = reply as unknown as FastifyReply;
      // A string body with a JSON content type is sent as it is (Fastify does not serialise it again).
      if (jsonl) {
        const tail = JSON.stringify({ nextCursor });
        return raw.type(NDJSON).send(page.count > 0 ? `${page.body}\n${tail}\n` : `${tail}\n`);
      }
      return raw
        .type("application/json; charset=utf-8")
        .send(`{"records":{"events":[${page.body}],"nextCursor":${JSON.stringify(nextCursor)}}}`);
    },
  );
};
