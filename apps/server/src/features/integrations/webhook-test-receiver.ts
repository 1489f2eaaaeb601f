import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * Tests only: an HTTP receiver on 127.0.0.1 that records what webhooks deliver, answering per path as a test
 * tells it (a status, headers, a body; or never, to make the sender time out). It counts connections too, so a
 * test can prove that a refused target was never connected to.
 */

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (the sender's timeout ends the request). */
  hang?: boolean;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  connections: number;
  /** How each path answers; unlisted paths answer 200. A function is called per request (n: its index on the path). */
  answers: Map<string, Answer | ((n: number) => Answer)>;
  on(path: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Receiver["answers"] = new Map();
  const state = { connections: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const n = received.filter((r) => r.path === path).length;
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const rule = answers.get(path);
      const answer = typeof rule === "function" ? rule(n) : (rule ?? { status: 200 });
      if (answer.hang) return;
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? "");
    });
  });
  server.on("connection", () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    get connections() {
      return state.connections;
    },
    answers,
    on: (path) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
