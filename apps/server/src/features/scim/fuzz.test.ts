import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer } from "../../test/harness";
import { scimClient, scimCompany } from "./test-fixtures";

/*
 * The fuzz harness reads /api/docs, which /scim/v2 is not part of (SCIM has its own discovery), so SCIM gets this
 * property-based fuzz of its own: random methods, paths, filters, paging values, resources and PATCH operations
 * (odd unicode, wrong types, huge numbers, deep objects, URN paths), with a valid token. No answer may be a 5xx,
 * every answer is application/scim+json, and every error is SCIM's error object.
 * SCIM_FUZZ_REQUESTS (default 1,500) and FUZZ_SEED (default 15) as for the other harness.
 */

const REQUESTS = Number(process.env.SCIM_FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "é", "😀", "a".repeat(600), "True", "False", "null", "-1", "1e400"),
);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddText, fc.integer(), fc.double(), fc.boolean());
const attrPath = fc.constantFrom(
  "userName",
  "name.givenName",
  "name.familyName",
  "emails",
  'emails[type eq "work"].value',
  'emails[type eq "work"]',
  'emails[value co "x"]',
  "phoneNumbers",
  "active",
  "externalId",
  "displayName",
  "members",
  'members[value eq "1"]',
  'members[value eq "abc"]',
  `${ENTERPRISE}:department`,
  `${ENTERPRISE}:employeeNumber`,
  ENTERPRISE,
  "urn:ietf:params:scim:schemas:core:2.0:User:userName",
  "urn:unknown:thing",
  "emails[",
  "a.b.c",
  "",
);
const operation = fc.record(
  {
    op: fc.oneof(fc.constantFrom("add", "replace", "remove", "Add", "Replace", "Remove", "copy"), oddText),
    path: fc.oneof(attrPath, oddText),
    value: anyValue,
  },
  { requiredKeys: [] },
);
const userBody = fc.record(
  {
    userName: fc.oneof(fc.emailAddress(), oddText, anyValue),
    name: fc.oneof(fc.record({ givenName: oddText, familyName: oddText }, { requiredKeys: [] }), anyValue),
    emails: fc.oneof(
      fc.array(
        fc.record(
          { value: fc.oneof(fc.emailAddress(), oddText), type: oddText, primary: anyValue },
          { requiredKeys: [] },
        ),
      ),
      anyValue,
    ),
    active: anyValue,
    externalId: anyValue,
    phoneNumbers: fc.oneof(fc.array(fc.record({ value: oddText })), anyValue),
    preferredLanguage: oddText,
    [ENTERPRISE]: fc.oneof(
      fc.record({ department: anyValue, employeeNumber: anyValue }, { requiredKeys: [] }),
      anyValue,
    ),
    displayName: anyValue,
    members: fc.oneof(fc.array(fc.record({ value: anyValue })), anyValue),
  },
  { requiredKeys: [] },
);
const filter = fc.oneof(
  fc.constantFrom(
    'userName eq "x"',
    'emails[type eq "work"].value eq "a@b.c"',
    "userName eq",
    'userName sw "a"',
    'displayName eq "g"',
    'members[value eq "1"]',
    "members[value eq 1]",
    'id eq "99999999999"',
    "((((",
    'externalId eq "x" and (userName eq "y" or emails.value eq "z")',
  ),
  oddText,
);

describe("SCIM fuzz", () => {
  let server: TestServer;
  let token: string;
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startTestServer("embedded");
    const api = apiClient(server.baseUrl);
    const company = await scimCompany(api, await api.token("admin"), "Fuzzco");
    token = company.token;
    const scim = scimClient(server.baseUrl, token);
    for (const n of [1, 2, 3]) {
      const res = await scim<{ id: string }>("POST", "/Users", {
        userName: `fuzz${n}@fuzzco.test`,
        emails: [{ value: `fuzz${n}@fuzzco.test`, type: "work" }],
      });
      ids.push(res.body.id);
    }
    const group = await scim<{ id: string }>("POST", "/Groups", { displayName: "Fuzzers" });
    ids.push(group.body.id);
  });
  afterAll(() => server?.close());

  it("never answers 5xx, always in SCIM's shape", { timeout: 900_000 }, async () => {
    const idSegment = fc.oneof(
      fc.constantFrom(...ids, "0", "-1", "99999999999", "abc", "%00", "1.5"),
      oddText.map(encodeURIComponent),
    );
    const request = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"),
      path: fc.oneof(
        fc.constantFrom(
          "/Users",
          "/Groups",
          "/ServiceProviderConfig",
          "/ResourceTypes",
          "/Schemas",
          "/Bulk",
          "/Me",
        ),
        idSegment.map((id) => `/Users/${id}`),
        idSegment.map((id) => `/Groups/${id}`),
        idSegment.map((id) => `/Schemas/${id}`),
      ),
      query: fc.record(
        {
          filter,
          startIndex: fc.oneof(fc.integer(), oddText),
          count: fc.oneof(fc.integer(), oddText),
          excludedAttributes: oddText,
        },
        { requiredKeys: [] },
      ),
      body: fc.oneof(
        userBody,
        fc.record({
          schemas: fc.constant(["urn:ietf:params:scim:api:messages:2.0:PatchOp"]),
          Operations: fc.array(operation, { maxLength: 4 }),
        }),
        fc.record({ Operations: anyValue }),
        anyValue,
      ),
      contentType: fc.constantFrom(
        "application/scim+json",
        "application/json",
        "text/plain",
        "application/scim+json; charset=utf-8",
      ),
    });
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < samples.length) {
          const sample = samples[next++];
          if (!sample) break;
          const query = new URLSearchParams(
            Object.entries(sample.query).map(([k, v]) => [k, String(v)]) as [string, string][],
          ).toString();
          const url = `${server.baseUrl}/scim/v2${sample.path}${query ? `?${query}` : ""}`;
          // Deleting the seeded resources would only make later requests 404: they are kept.
          if (sample.method === "DELETE" && ids.some((id) => sample.path.endsWith(`/${id}`))) continue;
          const hasBody = sample.method !== "GET" && sample.method !== "DELETE";
          const response = await fetch(url, {
            method: sample.method,
            headers: {
              authorization: `Bearer ${token}`,
              ...(hasBody ? { "content-type": sample.contentType } : {}),
            },
            ...(hasBody ? { body: JSON.stringify(sample.body) ?? "null" } : {}),
          });
          const text = await response.text();
          const where = `${sample.method} ${sample.path} ${query} ${JSON.stringify(sample.body)?.slice(0, 300)}`;
          if (response.status >= 500) problems.push(`${response.status}: ${where} → ${text.slice(0, 300)}`);
          if (response.status === 204) continue;
          if (!(response.headers.get("content-type") ?? "").startsWith("application/scim+json")) {
            problems.push(`content type ${response.headers.get("content-type")}: ${where}`);
            continue;
          }
          if (response.status >= 400) {
            const body = JSON.parse(text) as { schemas?: string[]; status?: string };
            if (
              body.schemas?.[0] !== "urn:ietf:params:scim:api:messages:2.0:Error" ||
              body.status !== String(response.status)
            )
              problems.push(`error shape: ${where} → ${text.slice(0, 300)}`);
          }
        }
      }),
    );
    expect(problems, `seed ${SEED}, ${REQUESTS} requests`).toEqual([]);
  });
});
