import { API_KEY_MAX_REQUESTS_PER_MINUTE, API_KEY_SCOPES } from "@wellguard/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer } from "./harness";
import {
  type FuzzOperation,
  malformed,
  type OpenApi,
  operationsOf,
  pathSegment,
  problemOf,
  queryValue,
  valid,
} from "./openapi-fuzz";

/*
 * The fuzz harness (issue 15, point 8; docs/testing.md "The fuzz harness"). It reads the OpenAPI description
 * the server serves, and for every operation sends requests generated from the operation's own schemas (valid,
 * boundary and malformed bodies, queries and path ids, odd unicode, huge numbers, wrong types) as each role.
 * It fails on any 5xx, any answer outside the envelope, and any answer that does not match its declared shape.
 *
 * FUZZ_REQUESTS (default 10,000) sets the count, FUZZ_SEED (default 15) the seed; a failure prints both, so
 * the same requests can be sent again.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const CONCURRENCY = 4;
// "apikey": an API key with every scope (issue 21), made by the demo controller for their company.
const ROLES = ["anonymous", "employee", "controller", "admin", "newhire", "apikey"] as const;
type Role = (typeof ROLES)[number];

/** Requests the harness never sends, with why: they would end the sessions the fuzzing runs on. */
const NEVER_AS_SIGNED_IN = new Set(["GET /api/v1/auth/logout"]);

interface Planned {
  op: FuzzOperation;
  role: Role;
  url: string;
  body: string | undefined;
  contentType: string | undefined;
}

describe("the fuzz harness over every operation of the OpenAPI description", () => {
  let server: TestServer;
  let operations: FuzzOperation[];
  const tokens = new Map<Role, string>();
  let ids: number[] = [];

  beforeAll(async () => {
    // With a SECRET_KEY, as single sign-on needs (its admin save answers 500 ND1017 without one, by design).
    server = await startTestServer("embedded", { secretKey: "test-only-fuzz-secret-key-0123456789abcdef" });
    const api = apiClient(server.baseUrl);
    for (const role of ROLES)
      if (role !== "anonymous" && role !== "apikey") tokens.set(role, await api.token(role));
    const demoCompany = await server.db
      .selectFrom("people")
      .select("company_id")
      .where("login", "=", "controller")
      .executeTakeFirstOrThrow();
    const key = await api.post<{ records: { id: number; key: string } }>(
      `/api/v1/integrations/${demoCompany.company_id}/api-keys`,
      { name: "fuzz", scopes: [...API_KEY_SCOPES], requestsPerMinute: API_KEY_MAX_REQUESTS_PER_MINUTE },
      tokens.get("controller"),
    );
    tokens.set("apikey", key.body.records.key);
    const description = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as OpenApi;
    operations = operationsOf(description);
    // Real ids, so that some requests reach real rows; never the signed-in people or their company, so the
    // fuzzing cannot delete the sessions it runs on.
    const signedIn = await server.db
      .selectFrom("people")
      .select(["id", "company_id"])
      .where("login", "in", ROLES as unknown as string[])
      .execute();
    // The key too: a controller's fuzzed revoke must not end the key the "apikey" role runs on.
    const protectedIds = new Set([...signedIn.flatMap((p) => [p.id, p.company_id]), key.body.records.id]);
    const people = await server.db.selectFrom("people").select("id").orderBy("id").limit(40).execute();
    const departments = await server.db
      .selectFrom("departments")
      .select("id")
      .orderBy("id")
      .limit(20)
      .execute();
    const companies = await server.db.selectFrom("companies").select("id").execute();
    // Breaches too (the demo's), so that the breach flag calls reach real exposures of the demo employee.
    const breaches = await server.db.selectFrom("breaches").select("id").orderBy("id").limit(20).execute();
    ids = [...people, ...departments, ...companies, ...breaches]
      .map((row) => row.id)
      .filter((id) => !protectedIds.has(id));
  }, 120_000);
  afterAll(async () => server?.close());

  function plan(op: FuzzOperation, index: number, count: number): Planned[] {
    const request = fc.record({
      role: fc.constantFrom(...ROLES),
      segments: fc.tuple(...op.pathParams.map((p) => pathSegment(p.schema, ids)), fc.constant("")),
      query: fc.tuple(
        ...op.queryParams.map((p) => fc.option(queryValue(p.schema, ids), { freq: 2, nil: undefined })),
        fc.constant(undefined),
      ),
      body: op.body
        ? fc.oneof(
            { weight: 4, arbitrary: valid(op.body, ids).map((v) => JSON.stringify(v)) },
            { weight: 4, arbitrary: malformed(op.body, ids).map((v) => JSON.stringify(v) ?? "null") },
            { weight: 1, arbitrary: fc.constantFrom("{", "", "[]", "null", '{"a":', "\u0000") },
          )
        : fc.option(fc.constantFrom("{}", "{", "[1]"), { freq: 8, nil: undefined }),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
      ),
    });
    return fc.sample(request, { seed: SEED + index, numRuns: count }).map((r) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, r.segments[i] ?? "1");
      });
      const query = op.queryParams
        .map((p, i) => (r.query[i] === undefined ? undefined : `${encodeURIComponent(p.name)}=${r.query[i]}`))
        .filter((part) => part !== undefined)
        .join("&");
      const sendsBody = op.method !== "GET" && r.body !== undefined;
      return {
        op,
        role: r.role,
        url: `${server.baseUrl}${path}${query ? `?${query}` : ""}`,
        body: sendsBody ? r.body : undefined,
        contentType: sendsBody ? r.contentType : undefined,
      };
    });
  }

  it(`answers ${REQUESTS} generated requests in the envelope and the declared shapes, never with a 5xx`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const perOperation = Math.ceil(REQUESTS / operations.length);
    const planned = operations
      .flatMap((op, index) => plan(op, index, perOperation))
      .filter((p) => p.role === "anonymous" || !NEVER_AS_SIGNED_IN.has(`${p.op.method} ${p.op.path}`));
    const problems = new Map<string, string>();
    let sent = 0;
    const statuses = new Map<number, number>();

    async function send(p: Planned): Promise<void> {
      const headers: Record<string, string> = {};
      const token = tokens.get(p.role);
      if (token) headers.authorization = `Bearer ${token}`;
      if (p.contentType) headers["content-type"] = p.contentType;
      let response: Response;
      try {
        response = await fetch(p.url, {
          method: p.op.method,
          headers,
          ...(p.body !== undefined ? { body: p.body } : {}),
        });
      } catch (error) {
        problems.set(
          `${p.op.method} ${p.op.path} network`,
          `${p.role} ${p.url}: ${(error as Error).message}`,
        );
        return;
      }
      const text = await response.text();
      sent += 1;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problem = problemOf(p.op, response.status, response.headers.get("content-type") ?? "", text);
      if (problem) {
        const key = `${p.op.method} ${p.op.path} ${problem.slice(0, 60)}`;
        if (!problems.has(key))
          problems.set(
            key,
            `${p.op.method} ${p.op.path} as ${p.role}: ${problem}\n    ${p.url}\n    body: ${p.body?.slice(0, 200)}`,
          );
      }
    }

    const queue = [...planned];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(next);
      }),
    );

    const report = [...problems.values()].slice(0, 25).join("\n");
    expect(
      problems.size,
      `${problems.size} kinds of wrong answer (replay: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}):\n${report}`,
    ).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, planned.length));
    // The requests must reach the handlers, not only the validation: some answers are successes.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 50);
  }, 600_000);
});
