import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { HibpBreach } from "../features/breaches/hibp";

/*
 * A local stand-in for the Have I Been Pwned API v3, for tests: it answers the two calls the breach monitor makes
 * as HIBP documents them (https://haveibeenpwned.com/API/v3): GET {base}/breacheddomain/{domain} (an object of
 * alias → breach names; 404 when the domain has nothing) and GET {base}/breaches (the catalogue). Like HIBP it
 * answers 403 without a user-agent header, 401 with a wrong (or no) hibp-api-key, and 429 with a retry-after
 * header when the test asks for it. Every request's method, path and headers are kept for the test to read.
 */

export interface FakeHibpRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeHibpOptions {
  apiKey?: string;
  /** The catalogue GET /breaches answers. */
  breaches?: HibpBreach[];
  /** Domain → alias → breach names; a domain not listed is answered 404. */
  domains?: Record<string, Record<string, string[]>>;
}

export interface FakeHibp {
  /** The base address to use as HIBP_API_URL (ends in /api/v3, as the public one). */
  url: string;
  /** The key the server accepts (a test changes it to see a key refused). */
  apiKey: string;
  requests: FakeHibpRequest[];
  breaches: HibpBreach[];
  domains: Record<string, Record<string, string[]>>;
  /** The next `times` requests are answered 429 with this retry-after (seconds). */
  throttle(times: number, retryAfter: number): void;
  close(): Promise<void>;
}

export const FAKE_HIBP_KEY = "0123456789abcdef0123456789abcdef";

/** A catalogue entry as HIBP publishes one (a made-up breach). */
export function fakeBreach(name: string, overrides: Partial<HibpBreach> = {}): HibpBreach {
  return {
    Name: name,
    Title: `${name} (fictional)`,
    Domain: `${name.toLowerCase()}.example`,
    BreachDate: "2025-03-14",
    AddedDate: "2025-04-01T10:00:00Z",
    ModifiedDate: "2025-04-01T10:00:00Z",
    PwnCount: 123_456,
    Description: `In March 2025, the fictional <a href="https://${name.toLowerCase()}.example" target="_blank" rel="noopener">${name}</a> service suffered a data breach exposing <em>email addresses</em> &amp; passwords.`,
    DataClasses: ["Email addresses", "Passwords"],
    IsVerified: true,
    IsFabricated: false,
    IsSensitive: false,
    IsRetired: false,
    IsSpamList: false,
    IsMalware: false,
    LogoPath: `https://logos.haveibeenpwned.com/${name}.png`,
    ...overrides,
  };
}

export async function startFakeHibp(options: FakeHibpOptions = {}): Promise<FakeHibp> {
  const requests: FakeHibpRequest[] = [];
  let throttled = 0;
  let retryAfter = 1;
  const state = {
    apiKey: options.apiKey ?? FAKE_HIBP_KEY,
    breaches: options.breaches ?? [],
    domains: options.domains ?? {},
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://hibp.test");
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      const text = body === undefined ? "" : JSON.stringify(body);
      res.writeHead(status, {
        ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }),
        ...headers,
      });
      res.end(text);
    };
    if (!req.headers["user-agent"]) return send(403);
    if (throttled > 0) {
      throttled--;
      return send(
        429,
        { statusCode: 429, message: `Rate limit is exceeded. Try again in ${retryAfter} seconds.` },
        { "retry-after": String(retryAfter) },
      );
    }
    if (req.method !== "GET") return send(405);
    const path = url.pathname.replace(/^\/api\/v3/, "");
    if (path === "/breaches") return send(200, state.breaches);
    const domainSearch = /^\/breacheddomain\/([^/]+)$/.exec(path);
    if (domainSearch) {
      if (req.headers["hibp-api-key"] !== state.apiKey) {
        return send(401, {
          statusCode: 401,
          message: "Access denied due to invalid hibp-api-key.",
        });
      }
      const found = state.domains[decodeURIComponent(domainSearch[1] ?? "").toLowerCase()];
      return found && Object.keys(found).length > 0 ? send(200, found) : send(404);
    }
    return send(404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    requests,
    get apiKey() {
      return state.apiKey;
    },
    set apiKey(key: string) {
      state.apiKey = key;
    },
    get breaches() {
      return state.breaches;
    },
    set breaches(list: HibpBreach[]) {
      state.breaches = list;
    },
    get domains() {
      return state.domains;
    },
    set domains(map: Record<string, Record<string, string[]>>) {
      state.domains = map;
    },
    throttle(times: number, seconds: number) {
      throttled = times;
      retryAfter = seconds;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
