import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer } from "../../test/harness";

describe("serving the built web app", () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "wg-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Wellguard</title><div id=root></div>");
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(webDist, "version.json"), JSON.stringify({ version: "2026.11.21-test" }));
    server = await startTestServer("embedded", { webDist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("serves index.html at / and for any page path the browser asks for (history mode)", async () => {
    const api = apiClient(server.baseUrl);
    for (const path of ["/", "/login", "/password/abc", "/account/avatar"]) {
      const res = await api.call("GET", path, { headers: { accept: "text/html" } });
      expect(res.status, path).toBe(200);
      expect(String(res.body)).toContain("<div id=root>");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("caches hashed assets for good", async () => {
    const res = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("keeps unknown API paths as JSON 404s even for a browser", async () => {
    const res = await apiClient(server.baseUrl).call("GET", "/api/v1/missing", {
      headers: { accept: "text/html" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ records: { applicationCode: "NF1001" } });
  });

  it("reports the version the web build wrote", async () => {
    const res = await apiClient(server.baseUrl).get("/api/v1/version");
    expect(res.body).toEqual({ records: { version: "2026.11.21-test" } });
  });
});
