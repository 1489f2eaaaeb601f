import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BREACHED_PASSWORD_FIELD } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { DEMO_PASSWORD } from "../../db/seed";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { type PwnedPasswordsServer, startPwnedPasswordsServer } from "../../test/pwned-passwords";
import {
  checkPwnedPassword,
  countInRange,
  DEFAULT_PWNED_PASSWORDS_URL,
  isBreachedPassword,
  rangeKeyOf,
} from "./pwned-passwords";

const BREACHED = "Breached-Passw0rd!";
const PADDED_ONLY = "Padded-Only-Passw0rd!";
const FRESH = "Unseen-Before-Passw0rd!";

describe("the Pwned Passwords range client", () => {
  let pwned: PwnedPasswordsServer;

  beforeAll(async () => {
    pwned = await startPwnedPasswordsServer({ breached: { [BREACHED]: 52_256 }, paddedOnly: [PADDED_ONLY] });
  });
  afterAll(async () => {
    await pwned?.close();
  });

  it("sends only the first 5 hex characters of the SHA-1, with padding asked and a user-agent", async () => {
    pwned.requests.length = 0;
    expect(await checkPwnedPassword(BREACHED, { baseUrl: pwned.url })).toEqual({
      outcome: "breached",
      count: 52_256,
    });
    const { prefix, suffix } = rangeKeyOf(BREACHED);
    expect(pwned.requests.map((r) => r.path)).toEqual([`/range/${prefix}`]);
    const [request] = pwned.requests;
    expect(request?.headers["add-padding"]).toBe("true");
    expect(request?.headers["user-agent"]).toMatch(/\S/);
    const sent = JSON.stringify(request);
    expect(sent).not.toContain(suffix);
    expect(sent).not.toContain(BREACHED);
  });

  it("does not count a suffix that is only a padding line (count 0)", async () => {
    expect(await checkPwnedPassword(PADDED_ONLY, { baseUrl: pwned.url })).toEqual({ outcome: "notFound" });
    expect(await checkPwnedPassword(FRESH, { baseUrl: pwned.url })).toEqual({ outcome: "notFound" });
  });

  it("reads the documented line format, CRLF or LF, any letter case", () => {
    const { suffix } = rangeKeyOf(BREACHED);
    expect(
      countInRange(`0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${suffix.toLowerCase()}:3\r\n`, suffix),
    ).toBe(3);
    expect(countInRange(`${suffix}:0\n`, suffix)).toBe(0);
    expect(countInRange("", suffix)).toBe(0);
    expect(countInRange("<html>not the API</html>", suffix)).toBeUndefined();
  });

  it("is off without an address and asks nobody", async () => {
    pwned.requests.length = 0;
    expect(await checkPwnedPassword(BREACHED, { baseUrl: undefined })).toEqual({
      outcome: "skipped",
      reason: "off",
    });
    expect(pwned.requests).toEqual([]);
  });

  it("skips when the service answers badly or not at all, and lets the password pass with a warning", async () => {
    const failing = await startPwnedPasswordsServer({ status: 503 });
    const garbled = await startPwnedPasswordsServer({ body: "Service temporarily moved" });
    const down = await startPwnedPasswordsServer();
    await down.close();
    try {
      for (const baseUrl of [failing.url, garbled.url, down.url]) {
        const result = await checkPwnedPassword(BREACHED, { baseUrl });
        expect(result.outcome).toBe("skipped");
        const warnings: unknown[] = [];
        expect(
          await isBreachedPassword(
            BREACHED,
            { baseUrl },
            { warn: (...args: unknown[]) => warnings.push(args) },
          ),
        ).toBe(false);
        expect(warnings).toHaveLength(1);
        expect(JSON.stringify(warnings)).not.toContain(rangeKeyOf(BREACHED).suffix);
      }
    } finally {
      await failing.close();
      await garbled.close();
    }
  });

  it("gives up on a service that never answers once the timeout passes", async () => {
    // Accepts the request and never answers; a short timeout keeps the suite quick.
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      expect(
        await checkPwnedPassword(BREACHED, { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 50 }),
      ).toEqual({
        outcome: "skipped",
        reason: "timeout",
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("PWNED_PASSWORDS_URL", () => {
  it("defaults to the public service, an empty value turns the check off, and it must be an http(s) URL", () => {
    expect(loadConfig({}).pwnedPasswordsUrl).toBe(DEFAULT_PWNED_PASSWORDS_URL);
    expect(loadConfig({ PWNED_PASSWORDS_URL: "" }).pwnedPasswordsUrl).toBeUndefined();
    expect(loadConfig({ PWNED_PASSWORDS_URL: "  " }).pwnedPasswordsUrl).toBeUndefined();
    expect(loadConfig({ PWNED_PASSWORDS_URL: "http://10.0.0.5:8080/" }).pwnedPasswordsUrl).toBe(
      "http://10.0.0.5:8080",
    );
    expect(() => loadConfig({ PWNED_PASSWORDS_URL: "api.pwnedpasswords.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ PWNED_PASSWORDS_URL: "ftp://example.com" })).toThrow(/PWNED_PASSWORDS_URL/);
  });
});

describe.each(testDatabases())("breached passwords refused when set (%s database)", (kind) => {
  let server: TestServer;
  let pwned: PwnedPasswordsServer;
  let api: ApiClient;

  beforeAll(async () => {
    pwned = await startPwnedPasswordsServer({ breached: { [BREACHED]: 3 }, paddedOnly: [PADDED_ONLY] });
    server = await startTestServer(kind, { pwnedPasswordsUrl: pwned.url }, { captureLogs: true });
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await pwned?.close();
  });

  const change = (token: string, currentPassword: string, password: string) =>
    api.post(
      "/api/v1/auth/resetpassword/change",
      { currentPassword, password, repeatPassword: password },
      token,
    );

  it("refuses a breached password with ND1031 and the breached field, and keeps the old one", async () => {
    const token = await api.token("employee");
    pwned.requests.length = 0;
    const res = await change(token, DEMO_PASSWORD, BREACHED);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1031");
    expect(res.body).toMatchObject({ records: { field: BREACHED_PASSWORD_FIELD } });
    expect(pwned.requests.map((r) => r.path)).toEqual([`/range/${rangeKeyOf(BREACHED).prefix}`]);
    expect(pwned.requests[0]?.headers["add-padding"]).toBe("true");
    // The old password still signs in.
    expect(await api.token("employee", DEMO_PASSWORD)).toMatch(/\S/);
  });

  it("asks only about otherwise acceptable passwords", async () => {
    const token = await api.token("controller");
    pwned.requests.length = 0;
    expect(codeOf(await change(token, DEMO_PASSWORD, "short"))).toBe("ND1031");
    expect(codeOf(await change(token, DEMO_PASSWORD, DEMO_PASSWORD))).toBe("ND1038");
    expect(pwned.requests).toEqual([]);
  });

  it("accepts a password only present as padding (count 0)", async () => {
    const token = await api.token("controller");
    const res = await change(token, DEMO_PASSWORD, PADDED_ONLY);
    expect(res.status).toBe(200);
  });

  it("accepts the password and logs a warning when the service is down", async () => {
    const token = await api.token("employee");
    await pwned.close();
    server.logs.length = 0;
    const res = await change(token, DEMO_PASSWORD, BREACHED);
    expect(res.status).toBe(200);
    const warnings = server.logs.filter((line) => line.includes("breached-password check skipped"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain(rangeKeyOf(BREACHED).suffix);
  });
});
