// A local SMTP sink for the campaign bench (issue 17, point 13), run as a process of its own by startSmtpSink():
// it accepts every message, counts it and its bytes, and throws the body away. It prints its port on stdout once
// listening, and answers over the IPC channel: {type: "count"} with the count so far, {type: "wait", count} once
// that many messages have arrived.
import { fork } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

export interface SinkCount {
  messages: number;
  bytes: number;
}

type Ask = { type: "count" } | { type: "wait"; count: number };
type Request = Ask & { id: number };
type Answer = { id: number } & SinkCount;

export interface SmtpSink {
  port: number;
  url: string;
  count(): Promise<SinkCount>;
  /** Resolves once the sink has received at least `messages` messages in all. */
  waitFor(messages: number): Promise<SinkCount>;
  close(): Promise<void>;
}

/** Starts the sink as a child process (its own event loop and CPU share) and waits for its port. */
export function startSmtpSink(): Promise<SmtpSink> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const pending = new Map<number, (answer: SinkCount) => void>();
  let nextId = 0;
  child.on("message", (answer: Answer) => {
    pending.get(answer.id)?.({ messages: answer.messages, bytes: answer.bytes });
    pending.delete(answer.id);
  });
  const ask = (request: Ask) =>
    new Promise<SinkCount>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      child.send({ ...request, id });
    });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const line = output.split("\n")[0];
      if (!output.includes("\n") || !line) return;
      const port = Number(line.trim());
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        count: () => ask({ type: "count" }),
        waitFor: (count) => ask({ type: "wait", count }),
        close: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the SMTP sink exited with ${code} before it was ready`)));
  });
}

function serve(): void {
  const total: SinkCount = { messages: 0, bytes: 0 };
  const waiting: { id: number; count: number }[] = [];
  const answer = (id: number) => process.send?.({ id, ...total } satisfies Answer);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", (chunk: Buffer) => {
        total.bytes += chunk.length;
      });
      stream.on("end", () => {
        total.messages += 1;
        callback();
        for (let i = waiting.length - 1; i >= 0; i--) {
          const wait = waiting[i];
          if (wait && total.messages >= wait.count) {
            waiting.splice(i, 1);
            answer(wait.id);
          }
        }
      });
    },
  });
  process.on("message", (request: Request) => {
    if (request.type === "wait" && total.messages < request.count)
      waiting.push({ id: request.id, count: request.count });
    else answer(request.id);
  });
  // Nothing is kept: pooled client connections need not be waited for.
  process.on("SIGTERM", () => process.exit(0));
  process.on("disconnect", () => process.exit(0));
  server.listen(0, "127.0.0.1", () => {
    process.stdout.write(`${(server.server.address() as AddressInfo).port}\n`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--serve")) serve();
