import { connect } from "node:net";
import { AVATARS } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  base64,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "./test/harness";

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("no-referrer");
  expect(headers.get("strict-transport-security")).toContain("max-age=");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
    expect(permissions).toContain(denied);
}

/** Sends bytes Fastify's router never sees (Node's HTTP parser refuses them) and returns the raw answer. */
function rawHttp(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** The status and the JSON body of a raw HTTP answer. */
function parseRawAnswer(answer: string): { status: number; headers: string; body: unknown } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe.each(testDatabases())("the API's envelope, hardening and account routes (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { captureLogs: true });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());

  describe("bad input gets a 4xx with a catalogue code, never a 500", () => {
    it("malformed JSON", async () => {
      const res = await api.call("POST", "/api/v1/auth/login", { raw: '{"login": ' });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    });

    it("a __proto__ key in a body, and a query parameter sent twice (ASVS 15.3.6, 15.3.7)", async () => {
      const poisoned = await api.call("POST", "/api/v1/auth/login", {
        raw: '{"login": "x", "__proto__": {"isAdmin": true}}',
      });
      expect(poisoned.status).toBe(412);
      expect(codeOf(poisoned)).toBe("ND1027");
      const twice = await api.get("/api/v1/auth/federation?host=a.example&host=b.example");
      expect(twice.status).toBe(412);
      expect(codeOf(twice)).toBe("ND1027");
    });

    it("wrong types, naming the field", async () => {
      const res = await api.post("/api/v1/auth/login", { login: 42 });
      expect(res.status).toBe(412);
      expect(res.body).toMatchObject({ records: { applicationCode: "ND1027", field: "login" } });
    });

    it("a missing field", async () => {
      const res = await api.post("/api/v1/auth/forgotpassword", {});
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    });

    it("an oversized body", async () => {
      const res = await api.post("/api/v1/auth/login", { login: "x".repeat(2 * 1024 * 1024) });
      expect(res.status).toBe(413);
      expect(codeOf(res)).toBe("ND1027");
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("an unsupported content type", async () => {
      const res = await api.call("POST", "/api/v1/auth/login", {
        raw: "login=employee",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(415);
      expect(codeOf(res)).toBe("ND1027");
      expectSecurityHeaders(res.headers);
    });

    it("an unknown reset mode", async () => {
      const res = await api.post("/api/v1/auth/resetpassword/sideways", {
        password: "x",
        repeatPassword: "x",
      });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    });

    it("a URL with broken percent-encoding, in the envelope and with the security headers", async () => {
      for (const path of ["/api/v1/%E0%A4%A", "/api/v1/misc/constants/%zz", "/%E0%A4%A"]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(400);
        expect(codeOf(res)).toBe("ND1027");
        expectSecurityHeaders(res.headers);
      }
    });

    it("an unknown HTTP method or a malformed header, answered on the socket in the envelope", async () => {
      const requests = [
        "FOO /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n",
      ];
      for (const request of requests) {
        const answer = parseRawAnswer(await rawHttp(server.baseUrl, request));
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          records: { applicationCode: "ND1027", message: "The request could not be read" },
        });
        expect(answer.headers).toContain("content-type: application/json; charset=utf-8");
        expect(answer.headers).toContain("x-content-type-options: nosniff");
        expect(answer.headers).toContain("permissions-policy: ");
      }
    });

    it("headers too large: 431 in the envelope", async () => {
      const request = `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
      const answer = parseRawAnswer(await rawHttp(server.baseUrl, request));
      expect(answer.status).toBe(431);
      expect(answer.body).toMatchObject({ records: { applicationCode: "ND1027" } });
    });

    it("a method the API does not serve is 404 NF1001 in the envelope", async () => {
      for (const method of ["PROPFIND", "PURGE", "OPTIONS"]) {
        const res = await api.call(method, "/api/v1/health");
        expect(res.status, method).toBe(404);
        expect(codeOf(res)).toBe("NF1001");
      }
      // TRACE too (ASVS 13.4.4); fetch will not send it, so it goes over a raw socket.
      for (const path of ["/api/v1/health", "/"]) {
        const trace = parseRawAnswer(
          await rawHttp(server.baseUrl, `TRACE ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        expect(trace.status, path).toBe(404);
        expect(trace.body).toMatchObject({ records: { applicationCode: "NF1001" } });
      }
    });

    it("an unknown API route is 404 NF1001", async () => {
      const res = await api.get("/api/v1/no/such/route");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ records: { applicationCode: "NF1001", message: "URL not supported" } });
    });
  });

  describe("security headers", () => {
    it("are on successful answers", async () => {
      expectSecurityHeaders((await api.get("/api/v1/health")).headers);
    });
    it("are on errors and on 404s", async () => {
      expectSecurityHeaders((await api.call("POST", "/api/v1/auth/login", { raw: "{" })).headers);
      expectSecurityHeaders((await api.get("/api/v1/nowhere")).headers);
      expectSecurityHeaders((await api.get("/api/v1/auth/info")).headers);
    });
  });

  describe("caching of API answers", () => {
    it("is forbidden for signed-in answers, refusals and errors", async () => {
      const token = await api.token("employee");
      const answers = [
        await api.get("/api/v1/auth/info", token),
        await api.get("/api/v1/stakeholders/my-profile", token),
        await api.get("/api/v1/auth/info"),
        await api.call("POST", "/api/v1/auth/login", { raw: "{" }),
        await api.get("/api/v1/nowhere", token),
        await api.get("/api/v1/%E0%A4%A"),
      ];
      for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
    });

    it("stays private and short for the lookups that hold no personal data", async () => {
      const token = await api.token("employee");
      const lookup = await api.get("/api/v1/misc/timezones", token);
      expect(lookup.status).toBe(200);
      expect(lookup.headers.get("cache-control")).toBe("private, max-age=3600");
    });
  });

  describe("CORS", () => {
    it("is closed by default: no allow-origin header, preflight refused", async () => {
      const res = await api.call("GET", "/api/v1/health", { headers: { origin: "https://evil.example" } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      const preflight = await api.call("OPTIONS", "/api/v1/auth/login", {
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  describe("account", () => {
    it("shows my profile, with e-mail, avatar and login only when asked", async () => {
      const token = await api.token("employee");
      const plain = await api.get<{ records: Record<string, unknown> }>(
        "/api/v1/stakeholders/my-profile",
        token,
      );
      expect(plain.status).toBe(200);
      expect(plain.body.records).toMatchObject({ name: "Elena", surname: "Martín", profiles: ["USER"] });
      expect(plain.body.records).not.toHaveProperty("email");
      expect(plain.body.records).not.toHaveProperty("login");
      expect(plain.body.records).not.toHaveProperty("avatar");
      expect(plain.body.records.department).toEqual(
        expect.objectContaining({ name: "Security Operations", stakeholderDepartmentParentName: "IT" }),
      );
      const full = await api.get<{ records: Record<string, unknown> }>(
        "/api/v1/stakeholders/my-profile?email=true&avatar=true&login=true",
        token,
      );
      expect(full.body.records).toMatchObject({
        email: "employee@democorp.example",
        login: "employee",
        avatar: null,
      });
    });

    it("saves an avatar from the list and refuses one outside it", async () => {
      const token = await api.token("employee");
      const avatar = AVATARS[7] as string;
      const saved = await api.put("/api/v1/user/stakeholders/", { avatar }, token);
      expect(saved.body).toEqual({ records: { result: "OK" } });
      const profile = await api.get<{ records: { avatar: string } }>(
        "/api/v1/stakeholders/my-profile?avatar=true",
        token,
      );
      expect(profile.body.records.avatar).toBe(avatar);
      const bad = await api.put("/api/v1/user/stakeholders/", { avatar: "../../etc/passwd" }, token);
      expect(bad.status).toBe(412);
      expect(codeOf(bad)).toBe("ND1027");
    });

    it("gives the company theme", async () => {
      const token = await api.token("employee");
      const res = await api.get<{ records: Record<string, unknown> }>(
        "/api/v1/stakeholders/companies/theme",
        token,
      );
      expect(res.body.records).toMatchObject({ name: "Demo Corp", logo: null });
    });

    it("needs a session", async () => {
      expect((await api.get("/api/v1/stakeholders/my-profile")).status).toBe(401);
    });
  });

  describe("system", () => {
    it("answers health and version", async () => {
      expect((await api.get("/api/v1/health")).body).toEqual({ records: { status: "ok" } });
      const version = await api.get<{ records: { version: string } }>("/api/v1/version");
      expect(typeof version.body.records.version).toBe("string");
    });

    it("describes itself as OpenAPI 3.1 at /api/docs, auth paths included", async () => {
      const res = await api.get<{ openapi: string; paths: Record<string, unknown> }>("/api/docs");
      expect(res.status).toBe(200);
      expect(res.body.openapi).toBe("3.1.0");
      for (const path of [
        "login",
        "logout",
        "info",
        "language",
        "forgotpassword",
        "checktoken",
        "aceptconditions",
      ]) {
        expect(Object.keys(res.body.paths)).toContain(`/api/v1/auth/${path}`);
      }
      expect(Object.keys(res.body.paths)).toContain("/api/v1/auth/resetpassword/{mode}");
    });
  });

  describe("logs", () => {
    it("never contain passwords or tokens", async () => {
      const token = await api.token("employee");
      await api.get("/api/v1/auth/info", token);
      await api.login("employee", "Wrong-Secret-Passw0rd!");
      await api.call("GET", "/password/some-reset-token-value", { headers: { accept: "text/html" } });
      await api.call("POST", "/api/v1/auth/login", { raw: '{"login":"employee","password":"Tm90QmFzZTY0"' });
      const logs = server.logs.join("\n");
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain("Demo-Passw0rd!");
      expect(logs).not.toContain(base64("Demo-Passw0rd!"));
      expect(logs).not.toContain(base64("Wrong-Secret-Passw0rd!"));
      expect(logs).not.toContain("Tm90QmFzZTY0");
      expect(logs).not.toContain("some-reset-token-value");
    });

    it("hold one short line per request by default (issue 15, point 15)", async () => {
      await api.get("/api/v1/version?marker=once");
      await api.call("GET", "/password/another-reset-token", { headers: { accept: "text/html" } });
      const lines = server.logs.join("").split("\n");
      const version = lines.filter((line) => line.includes("marker=once"));
      expect(version).toHaveLength(1);
      expect(version[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/v1\/version\?marker=once 200 \d+ ms$/);
      expect(lines.filter((line) => line.includes("/password/"))).toContainEqual(
        expect.stringMatching(/ GET \/password\/\[redacted\] \d{3} \d+ ms$/),
      );
    });
  });
});

describe("logs with LOG_FORMAT=json", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("embedded", { logFormat: "json" }, { captureLogs: true });
  });
  afterAll(() => server?.close());

  it("hold one JSON line per request, paths redacted", async () => {
    const api = apiClient(server.baseUrl);
    await api.get("/api/v1/version");
    await api.call("GET", "/password/json-reset-token", { headers: { accept: "text/html" } });
    const entries = server.logs
      .join("")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            req?: { method: string; url: string };
            res?: { statusCode: number };
          },
      );
    const version = entries.filter((entry) => entry.req?.url === "/api/v1/version");
    expect(version).toHaveLength(1);
    expect(version[0]).toMatchObject({ msg: "request", req: { method: "GET" }, res: { statusCode: 200 } });
    expect(JSON.stringify(entries)).not.toContain("json-reset-token");
  });
});

describe.each(testDatabases())("maintenance mode (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { maintenance: true });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());

  it("answers 418 ER6667 on API routes", async () => {
    const res = await api.login("employee");
    expect(res.status).toBe(418);
    expect(res.body).toEqual({ records: { applicationCode: "ER6667", message: "maintenance" } });
    expect((await api.get("/api/v1/auth/info")).status).toBe(418);
  });

  it("still answers health and version", async () => {
    expect((await api.get("/api/v1/health")).status).toBe(200);
    expect((await api.get("/api/v1/version")).status).toBe(200);
  });
});

describe.each(testDatabases())("rate limits on /auth (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: false, rateLimit: { authPerIp: 8, authPerLogin: 3 } });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());

  it("limits one login named in the body, whatever the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.call("POST", "/api/v1/auth/login", { body: { login: "limited-login" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
  });

  it("limits one client address, and a spoofed X-Forwarded-For does not change it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await api.call("GET", "/api/v1/auth/federation?host=x.example", {
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const blocked = await api.call("GET", "/api/v1/auth/federation?host=x.example", {
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(blocked.status).toBe(429);
    expect(codeOf(blocked)).toBeTruthy();
  });

  it("does not limit routes outside /auth", async () => {
    expect((await api.get("/api/v1/health")).status).toBe(200);
  });
});

describe("CORS with CORS_ORIGINS set", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("embedded", { corsOrigins: ["https://app.example"] });
  });
  afterAll(() => server?.close());

  it("allows exactly the listed origin", async () => {
    const api = apiClient(server.baseUrl);
    const listed = await api.call("GET", "/api/v1/health", { headers: { origin: "https://app.example" } });
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const other = await api.call("GET", "/api/v1/health", { headers: { origin: "https://other.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
