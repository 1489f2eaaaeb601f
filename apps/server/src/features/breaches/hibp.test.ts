import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_HIBP_KEY, type FakeHibp, fakeBreach, startFakeHibp } from "../../test/hibp";
import { HIBP_USER_AGENT, HibpClient, HibpError, htmlToText, retryAfterSeconds, toBreachInput } from "./hibp";

describe("Have I Been Pwned client (against a local server answering as API v3)", () => {
  let hibp: FakeHibp;
  const waits: number[] = [];
  const client = (options: { apiKey?: string; maxRetries?: number } = {}) =>
    new HibpClient({
      apiKey: options.apiKey ?? FAKE_HIBP_KEY,
      baseUrl: hibp.url,
      maxRetries: options.maxRetries ?? 3,
      // The wait is recorded, not slept: the test proves retry-after is honoured without timing anything.
      sleep: async (ms) => void waits.push(ms),
    });

  beforeAll(async () => {
    hibp = await startFakeHibp({
      breaches: [fakeBreach("Acme"), fakeBreach("Globex", { DataClasses: ["Email addresses", "Names"] })],
      domains: { "wellguard-test.example": { ann: ["Acme"], "bob.smith": ["Acme", "Globex"] } },
    });
  });
  afterAll(async () => hibp.close());

  it("searches a domain: alias → breach names, with the key and a user agent on the request", async () => {
    const before = hibp.requests.length;
    const found = await client().breachedDomain("wellguard-test.example");
    expect(found).toEqual({ ann: ["Acme"], "bob.smith": ["Acme", "Globex"] });
    const seen = hibp.requests.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.path).toBe("/api/v3/breacheddomain/wellguard-test.example");
    expect(seen[0]?.headers["hibp-api-key"]).toBe(FAKE_HIBP_KEY);
    expect(seen[0]?.headers["user-agent"]).toBe(HIBP_USER_AGENT);
    expect(HIBP_USER_AGENT).toMatch(/^Wellguard-breach-monitor\/\d+\.\d+\.\d+/);
  });

  it("reads a 404 of the domain search as nothing found", async () => {
    expect(await client().breachedDomain("nothing-here.example")).toEqual({});
  });

  it("reads the catalogue in HIBP's breach model", async () => {
    const list = await client().breaches();
    expect(list.map((b) => b.Name)).toEqual(["Acme", "Globex"]);
    expect(list[1]?.DataClasses).toEqual(["Email addresses", "Names"]);
    expect(hibp.requests.at(-1)?.path).toBe("/api/v3/breaches");
  });

  it("waits out a 429 as its retry-after says, then tries again", async () => {
    waits.length = 0;
    hibp.throttle(2, 3);
    const before = hibp.requests.length;
    const found = await client().breachedDomain("wellguard-test.example");
    expect(found.ann).toEqual(["Acme"]);
    expect(waits).toEqual([3000, 3000]);
    expect(hibp.requests.length - before).toBe(3);
  });

  it("gives up as rate-limited after the bounded number of tries", async () => {
    waits.length = 0;
    hibp.throttle(5, 1);
    const error = await client({ maxRetries: 2 })
      .breachedDomain("wellguard-test.example")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HibpError);
    expect((error as HibpError).outcome).toBe("rate-limited");
    expect(waits).toEqual([1000, 1000]);
    hibp.throttle(0, 1);
  });

  it("answers unauthorised for a wrong key (401)", async () => {
    const error = await client({ apiKey: "wrong" })
      .breachedDomain("wellguard-test.example")
      .catch((e: unknown) => e);
    expect((error as HibpError).outcome).toBe("unauthorised");
  });

  it("the local server refuses a request without user agent (403), as HIBP does", async () => {
    const res = await fetch(`${hibp.url}/breaches`, { headers: { "user-agent": "" } });
    expect(res.status).toBe(403);
  });

  it("answers unreachable when nothing listens", async () => {
    const error = await new HibpClient({ apiKey: "k", baseUrl: "http://127.0.0.1:1/api/v3" })
      .breaches()
      .catch((e: unknown) => e);
    expect((error as HibpError).outcome).toBe("unreachable");
  });

  it("caps retry-after and reads both of its forms", () => {
    expect(retryAfterSeconds("2", 60)).toBe(2);
    expect(retryAfterSeconds("3600", 60)).toBe(60);
    expect(retryAfterSeconds("0", 60)).toBe(1);
    expect(retryAfterSeconds(null, 60)).toBe(2);
    expect(retryAfterSeconds(new Date(Date.now() + 10_000).toUTCString(), 60)).toBeLessThanOrEqual(11);
  });

  it("keeps descriptions as plain text: no tags, entities decoded once", () => {
    expect(
      htmlToText(
        'In 2025, <a href="https://x.example" target="_blank">X</a> leaked <em>e-mails</em> &amp; &quot;hints&quot;.<br/>More &lt;b&gt;here&#33;',
      ),
    ).toBe('In 2025, X leaked e-mails & "hints".\nMore <b>here!');
    const input = toBreachInput(fakeBreach("Acme"));
    expect(input.description).not.toMatch(/[<>]/);
    expect(input).toMatchObject({ name: "Acme", title: "Acme (fictional)", breachDate: "2025-03-14" });
  });
});
