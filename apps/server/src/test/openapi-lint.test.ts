import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationIdOf } from "../lib/openapi/document";
import { OPENAPI_TAGS } from "../lib/openapi/tags";
import { startTestServer, type TestServer } from "./harness";

/*
 * Spectral on the served description (issue 21, point 1; docs/integrations.md "The API description"): the
 * committed ruleset (apps/server/.spectral.yaml: spectral:oas and the OWASP API Security ruleset) must find no
 * error. Warnings are printed as a count. Then what Spectral cannot see: every operation has its stable id,
 * a known tag, a summary, and declares the error answers it can give.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const RULESET = join(dirname(fileURLToPath(import.meta.url)), "../../.spectral.yaml");
const SPECTRAL = join(dirname(require.resolve("@stoplight/spectral-cli/package.json")), "dist/index.js");

interface Finding {
  code: string;
  message: string;
  path: (string | number)[];
  severity: number; // 0 error, 1 warning, 2 info, 3 hint
}

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Description = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};

/**
 * The write operations that take no token, by design: the ways in. Every other write operation must be guarded
 * (this replaces Spectral's owasp:api2:2023-write-restricted, which cannot name exceptions; .spectral.yaml).
 */
const PUBLIC_WRITES = new Set([
  "post /api/v1/auth/login",
  "post /api/v1/auth/forgotpassword",
  "post /api/v1/auth/checktoken",
  "post /api/v1/auth/resetpassword/{mode}",
]);

describe("the OpenAPI description at /api/docs", () => {
  let server: TestServer;
  let description: Description;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    // An https PUBLIC_URL, as in production (the OWASP ruleset refuses an http server).
    server = await startTestServer("embedded", { publicUrl: "https://wellguard.test" });
    const text = await (await fetch(`${server.baseUrl}/api/docs`)).text();
    description = JSON.parse(text) as Description;
    dir = mkdtempSync(join(tmpdir(), "wellguard-openapi-"));
    file = join(dir, "docs.json");
    writeFileSync(file, text);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(description.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, op })),
    );

  it("has no error-severity Spectral finding (spectral:oas + OWASP, apps/server/.spectral.yaml)", async () => {
    // Spectral exits 1 when it finds errors; the JSON on stdout is read either way.
    const result = await run(
      process.execPath,
      [SPECTRAL, "lint", file, "--ruleset", RULESET, "--format", "json", "--quiet"],
      { maxBuffer: 256 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`spectral failed: ${error.stderr}`);
      return { stdout: error.stdout };
    });
    const findings = JSON.parse(result.stdout || "[]") as Finding[];
    const errors = findings.filter((f) => f.severity === 0);
    const warnings = findings.filter((f) => f.severity === 1);
    const byRule = new Map<string, number>();
    for (const f of warnings) byRule.set(f.code, (byRule.get(f.code) ?? 0) + 1);
    console.info(
      `Spectral: ${errors.length} errors, ${warnings.length} warnings (${[...byRule]
        .map(([code, n]) => `${code} ${n}`)
        .join(", ")})`,
    );
    const shown = errors.slice(0, 60).map((f) => `${f.code} ${f.path.join(".")}: ${f.message}`);
    expect(shown, `${errors.length} Spectral errors`).toEqual([]);
    // A tag missing from the table is only a Spectral warning; it is an error here.
    expect(findings.filter((f) => f.code === "operation-tag-defined").map((f) => f.path.join("."))).toEqual(
      [],
    );
    // Spectral reads the whole description (about 180 operations): over a minute on a busy machine.
  }, 300_000);

  it("gives every operation its stable operationId, a described tag and a summary", () => {
    const tags = new Set(OPENAPI_TAGS.map((t) => t.name));
    const ids = new Set<string>();
    for (const { method, path, op } of operations()) {
      expect(op.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
      expect(ids.has(op.operationId as string), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId as string);
      expect(op.tags?.length, `${method} ${path} has no tag`).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tags.has(tag), `${method} ${path}: tag ${tag}`).toBe(true);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
    }
    // The id is the route's method and pattern, so it never moves while the route does not.
    expect(operationIdOf("get", "/api/v1/controller/campaigns/{companyId}/drafts")).toBe(
      "getControllerCampaignsByCompanyIdDrafts",
    );
    expect(operationIdOf("post", "/api/v1/integrations/api-keys")).toBe("postIntegrationsApiKeys");
  });

  it("declares the error envelope with catalogue codes on every operation, 401/403 where a guard is", () => {
    for (const { method, path, op } of operations()) {
      const responses = op.responses ?? {};
      const declared = Object.keys(responses);
      for (const status of ["412", "429", "500"]) expect(declared, `${method} ${path}`).toContain(status);
      const guarded = (op.security ?? []).length > 0;
      if (guarded)
        for (const status of ["401", "403"]) expect(declared, `${method} ${path}`).toContain(status);
      expect(responses["429"]?.$ref).toBe("#/components/responses/Error429");
    }
    type Envelope = { properties: { records: { properties: { applicationCode: { enum: string[] } } } } };
    const codesOf = (name: string) => {
      const schema = description.components.responses[name]?.content["application/json"]?.schema as Envelope;
      return schema.properties.records.properties.applicationCode.enum;
    };
    expect(codesOf("Error429")).toEqual(["NF1004"]);
    expect(codesOf("Error401")).toEqual(["NF1004"]);
    expect(codesOf("Error403")).toEqual(["NF1002", "NF1003", "NF1004", "NF1005"]);
    expect(codesOf("Error412")).toContain("ND1018");
    expect(codesOf("Error500")).toEqual(["ER6666", "ER6667", "ND1017"]);
  });

  it("carries the contract's limits: lengths, patterns, integer formats and bounds, array sizes", () => {
    const op = (path: string, method: string) =>
      description.paths[path]?.[method] as Operation & {
        parameters: { name: string; schema: Record<string, unknown> }[];
        requestBody: {
          content: {
            "application/json": { schema: { properties: Record<string, Record<string, unknown>> } };
          };
        };
      };
    const company = op("/api/v1/admin/stakeholders/companies", "post").requestBody.content["application/json"]
      .schema;
    expect(company.properties.timeZone).toMatchObject({ type: "string", maxLength: 64 });
    const person = op("/api/v1/admin/stakeholders/people/{id}", "put").requestBody.content["application/json"]
      .schema;
    expect(person.properties.profiles).toMatchObject({ type: "array", maxItems: 16 });
    const dashboard = op("/api/v1/controller/dashboards/{companyId}/overview", "get").parameters;
    expect(dashboard.find((p) => p.name === "from")?.schema).toMatchObject({
      maxLength: 10,
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
    });
    expect(dashboard.find((p) => p.name === "companyId")?.schema).toMatchObject({
      type: "integer",
      format: "int32",
      exclusiveMinimum: 0,
      maximum: 2_147_483_647,
    });
    const upload = op("/api/v1/admin/stakeholders/people/import/{companyId}/{importId}", "get").parameters;
    expect(upload.find((p) => p.name === "importId")?.schema).toMatchObject({
      format: "uuid",
      maxLength: 36,
    });
    // An operation whose guard is wrapped in the route's own check is still described as guarded.
    expect(op("/api/v1/admin/outbox", "get").security).toEqual([{ session: ["ADMIN"] }]);
  });

  it("guards every write operation except the ways in", () => {
    const unguarded = operations()
      .filter(({ method }) => ["post", "put", "patch", "delete"].includes(method))
      .filter(({ op }) => (op.security ?? []).length === 0)
      .map(({ method, path }) => `${method} ${path}`);
    expect(unguarded.sort()).toEqual([...PUBLIC_WRITES].sort());
  });

  it("splits people's sessions from API keys, and opens operations to keys only as the scope table says", () => {
    const byId = new Map(operations().map((o) => [o.op.operationId, o.op]));
    // A public operation says so; a guarded one names the profiles it admits.
    expect(byId.get("postAuthLogin")?.security).toEqual([]);
    expect(byId.get("getAdminAudit")?.security).toEqual([{ session: ["ADMIN"] }]);
    // The event feed takes an API key with events:read, beside the sessions of admins and controllers.
    const events = byId.get("getEvents")?.security ?? [];
    expect(events).toContainEqual({ apiKey: ["events:read"] });
    expect(events.some((entry) => "session" in entry)).toBe(true);
  });
});
