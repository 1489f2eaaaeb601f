import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake service received: only what left our server. */
export interface PwnedRangeRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface PwnedPasswordsServer {
  /** The base address, as PWNED_PASSWORDS_URL takes it. */
  url: string;
  requests: PwnedRangeRequest[];
  /** Stops answering (the next requests fail to connect) and frees the port; closing twice is fine. */
  close(): Promise<void>;
}

export interface PwnedPasswordsServerOptions {
  /** Passwords in known breaches, with how often each was seen. */
  breached?: Record<string, number>;
  /** Passwords whose suffix appears only as a padding line (count 0), which must not count. */
  paddedOnly?: string[];
  /** Padding lines added to every answer when the client asks for padding. */
  paddingLines?: number;
  /** Answers every request with this status instead of a range (e.g. 503). */
  status?: number;
  /** Answers 200 with this body instead of a range (a service that answers badly). */
  body?: string;
}

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex").toUpperCase();

/**
 * A local Pwned Passwords range API as https://haveibeenpwned.com/API/v3#PwnedPasswords documents it:
 * GET /range/{5 hex}, answered with "SUFFIX:COUNT" lines (CRLF), and with `Add-Padding: true` extra
 * random suffixes with count 0. It records each request's path and headers.
 */
export async function startPwnedPasswordsServer(
  options: PwnedPasswordsServerOptions = {},
): Promise<PwnedPasswordsServer> {
  const requests: PwnedRangeRequest[] = [];
  const entries = [
    ...Object.entries(options.breached ?? {}).map(([password, count]) => ({ hash: sha1(password), count })),
    ...(options.paddedOnly ?? []).map((password) => ({ hash: sha1(password), count: 0 })),
  ];
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    requests.push({ path, headers: request.headers });
    if (options.status !== undefined) {
      response.writeHead(options.status).end();
      return;
    }
    if (options.body !== undefined) {
      response.writeHead(200, { "content-type": "text/plain" }).end(options.body);
      return;
    }
    const match = /^\/range\/([0-9A-Fa-f]{5})$/.exec(path);
    if (request.method !== "GET" || !match?.[1]) {
      response
        .writeHead(400, { "content-type": "text/plain" })
        .end("The hash prefix was not in a valid format");
      return;
    }
    const prefix = match[1].toUpperCase();
    const lines = entries
      .filter((e) => e.hash.startsWith(prefix))
      .map((e) => `${e.hash.slice(5)}:${e.count}`);
    if (request.headers["add-padding"] === "true") {
      for (let i = 0; i < (options.paddingLines ?? 20); i++) {
        lines.push(`${randomBytes(18).toString("hex").slice(0, 35).toUpperCase()}:0`);
      }
    }
    response.writeHead(200, { "content-type": "text/plain" }).end(lines.join("\r\n"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      closed ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      return closed;
    },
  };
}
