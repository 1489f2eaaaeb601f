import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

/*
 * The success examples of the OpenAPI description are real answers (issue 21, point 1; docs/api.md "The API
 * description"): lib/openapi/examples.json, written by scripts/openapi-examples.ts (npm run openapi:examples -w
 * @wellguard/server) from a server on the demo seed. Each must still name an operation and success status of the
 * served description and validate against that answer's schema, so a schema change that the examples no longer
 * match fails here, naming the example to regenerate. Every operation with a JSON success answer has one, but
 * those listed below; and the file holds no credential.
 */

const EXAMPLES = new URL("../lib/openapi/examples.json", import.meta.url);

/** Operations with a JSON success answer and no example, each with why. */
const WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {};

/** The fake secrets the script writes (scripts/openapi-examples.ts FAKE): the only token-shaped values allowed. */
const FAKE_TEXTS = [
  "example-session-token-not-real!!",
  "example-api-key-not-a-real-one!!",
  "example-webhook-secret-not-real!",
  "example-scim-token-not-a-real-1!",
  "example-reset-token-not-a-real!!",
];

type Json = Record<string, unknown>;
type Media = { schema?: Json; example?: unknown };
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, Media> }> };
type Description = { paths: Record<string, Record<string, Operation>> };
type Examples = Record<string, { status: string; example: unknown }>;

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Every string in a JSON value, with where it is. */
function stringsOf(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${at}.${key}`));
  return [];
}

/** The credential-shaped values of a text that are not the script's fakes. */
function credentialsIn(text: string): string[] {
  const found: string[] = [];
  const fake = (encoded: string, alphabet: BufferEncoding) =>
    FAKE_TEXTS.includes(Buffer.from(encoded, alphabet).toString("utf8"));
  // API keys and webhook secrets: the prefix and 32 random bytes.
  for (const [, body] of text.matchAll(/wgk_([A-Za-z0-9_-]{43})/g))
    if (!fake(body ?? "", "base64url")) found.push(`wgk_${body}`);
  for (const [, body] of text.matchAll(/whsec_([A-Za-z0-9+/]{43}=)/g))
    if (!fake(body ?? "", "base64")) found.push(`whsec_${body}`);
  // Session, SCIM and single-use link tokens: 32 random bytes in base64url (lib/secrets.ts newToken).
  for (const [token] of text.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g)) {
    const random = /[0-9]/.test(token) && /[A-Z]/.test(token) && /[a-z]/.test(token);
    if (random && !fake(token, "base64url")) found.push(token);
  }
  return found;
}

describe("the success examples of the OpenAPI description (lib/openapi/examples.json)", () => {
  let server: TestServer;
  let description: Description;
  const examples = JSON.parse(readFileSync(EXAMPLES, "utf8")) as Examples;

  beforeAll(async () => {
    server = await startTestServer("embedded");
    description = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as Description;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const operations = () =>
    new Map(
      Object.entries(description.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, op]) => [op.operationId, { method, path, op }] as const),
      ),
    );
  /** The JSON media of an operation's success statuses. */
  const jsonSuccess = (op: Operation) =>
    Object.entries(op.responses).filter(
      ([status, response]) => status.startsWith("2") && response.content?.["application/json"] !== undefined,
    );

  it("names, for each example, an operation and a success status with a JSON answer that exist", () => {
    const byId = operations();
    const wrong = Object.entries(examples).flatMap(([id, { status }]) => {
      const found = byId.get(id);
      if (!found) return [`${id}: no such operation (run npm run openapi:examples -w @wellguard/server)`];
      const statuses = jsonSuccess(found.op).map(([code]) => code);
      return statuses.includes(status)
        ? []
        : [`${id}: status ${status}, the operation answers ${statuses.join(", ")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has every example validate against its answer's schema, and serves it on that answer", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(ajv);
    const byId = operations();
    const invalid: string[] = [];
    for (const [id, { status, example }] of Object.entries(examples)) {
      const media = byId.get(id)?.op.responses[status]?.content?.["application/json"];
      if (!media?.schema) continue; // the test above names it
      const validate = ajv.compile(media.schema);
      if (!validate(example))
        invalid.push(`${id} ${status}: ${ajv.errorsText(validate.errors, { dataVar: "example" })}`);
      expect(media.example, `${id} is served with its example`).toEqual(example);
    }
    expect(invalid).toEqual([]);
  });

  it("has an example for every operation with a JSON success answer, but the listed exceptions", () => {
    const missing: string[] = [];
    for (const [id, { method, path, op }] of operations()) {
      if (jsonSuccess(op).length === 0 || id in examples || id in WITHOUT_EXAMPLE) continue;
      missing.push(`${id} (${method.toUpperCase()} ${path})`);
    }
    expect(missing).toEqual([]);
    // The list stays honest: each exception is a real operation that still has no example.
    for (const id of Object.keys(WITHOUT_EXAMPLE)) {
      expect(operations().has(id), `${id} exists`).toBe(true);
      expect(id in examples, `${id} has an example now: remove it from WITHOUT_EXAMPLE`).toBe(false);
    }
  });

  it("holds no credential: only the script's obviously fake keys, secrets and tokens", () => {
    const found = stringsOf(examples).flatMap(({ at, text }) =>
      credentialsIn(text).map((credential) => `${at}: ${credential}`),
    );
    expect(found).toEqual([]);
    // The check itself finds what it should.
    expect(credentialsIn(`wgk_${Buffer.alloc(32, 7).toString("base64url")}`)).toHaveLength(1);
    expect(credentialsIn(`https://wellguard.test/password/${"Ab1".repeat(14)}C`)).toHaveLength(1);
  });
});
