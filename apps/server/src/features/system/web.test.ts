import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer } from "../../test/harness";

const BUNDLE = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};\n`;

describe("serving the built web app", () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "wg-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Wellguard</title><div id=root></div>");
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(webDist, "version.json"), JSON.stringify({ version: "2026.11.21-test" }));
    // What a careless deployment could leave in the folder (ASVS 13.4.1): never served.
    mkdirSync(join(webDist, ".git"));
    writeFileSync(join(webDist, ".git", "config"), "[remote] secret-git-config");
    writeFileSync(join(webDist, ".env"), "SECRET_ENV=1");
    // As the web build writes them (apps/web/vite.config.ts precompressedCopies).
    writeFileSync(join(webDist, "assets", "app-def456.js"), BUNDLE);
    writeFileSync(join(webDist, "assets", "app-def456.js.br"), brotliCompressSync(BUNDLE));
    writeFileSync(join(webDist, "assets", "app-def456.js.gz"), gzipSync(BUNDLE));
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
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("never serves dot files or folders, nor anything outside the build (ASVS 13.4.1, 13.4.3)", async () => {
    const api = apiClient(server.baseUrl);
    for (const path of [
      "/.git/config",
      "/.env",
      "/.git/",
      "/assets/",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      const res = await api.call("GET", path);
      const body = String(typeof res.body === "string" ? res.body : JSON.stringify(res.body));
      expect(body, path).not.toContain("secret-git-config");
      expect(body, path).not.toContain("SECRET_ENV");
      expect(body, path).not.toContain('"name": "wellguard"');
      expect(res.status, path).not.toBe(500);
    }
  });

  it("caches hashed assets for good", async () => {
    const res = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    // The API's no-store is for /api only (issue 15, point 5); the browser features stay denied.
    expect(res.headers.get("cache-control")).not.toContain("no-store");
    expect(res.headers.get("permissions-policy")).toContain("microphone=()");
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

  it("sends the brotli or gzip copy the browser accepts, with Content-Encoding and Vary (issue 15, point 11)", async () => {
    const url = `${server.baseUrl}/assets/app-def456.js`;
    const raw = async (acceptEncoding: string) => {
      // fetch would decode the body itself; node:http-level bytes are what the browser receives.
      const { request } = await import("node:http");
      return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
            .on("error", reject)
            .end();
        },
      );
    };
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers["content-type"]).toContain("javascript");
      expect(answer.headers["cache-control"]).toContain("immutable");
    }
  });
});
