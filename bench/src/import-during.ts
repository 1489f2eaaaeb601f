// Issue 15, point 6: are other requests answered while a 100,000-row import commits? On each database (the
// embedded one, where a transaction holds the only connection, and PostgreSQL), one admin reads the people
// list in a closed loop (one request in flight, as a person clicking through pages does): first for a while
// with nothing else going on (idle), then while the import commits (during). Printed: p50, p99 and the longest
// wait of each, and p99 during over p99 idle, the ratio to read (docs/benchmarks.md "The people list during an
// import").
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startChildServer } from "../child";
import { type BenchTarget, createPostgresDatabase, DEMO_PASSWORD } from "../product";
import { buildWorkbook, IMPORT_ROWS } from "./import";

const IDLE_SECONDS = Number(process.env.BENCH_DURING_IDLE_SECONDS ?? 10);

interface Latencies {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DuringImportFigures {
  database: "embedded" | "postgres";
  idle: Latencies;
  during: Latencies;
  /** After the commit, at 100,000 more people. */
  after: Latencies;
  commitSeconds: number;
}

function latencies(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    requests: sorted.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function records<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { records: T }).records;
}

/** Reads the list one request at a time until `until` says stop; answers each request's time. */
async function readList(
  url: string,
  headers: Record<string, string>,
  until: () => boolean,
): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the people list answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(
  database: "embedded" | "postgres",
  target: BenchTarget,
  file: Buffer,
  log: (line: string) => void,
): Promise<DuringImportFigures> {
  const server = await startChildServer("./product-server.ts", [JSON.stringify(target)]);
  try {
    const base = `${server.url}/api/v1`;
    const login = await records<{ token: string }>(
      await fetch(`${base}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ login: "admin", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
      }),
    );
    const auth = { authorization: `Bearer ${login.token}` };
    const companies = await records<{ stakeholderId: number; name: string }[]>(
      await fetch(`${base}/admin/stakeholders/companies?search=Demo&pageSize=10`, { headers: auth }),
    );
    const company = companies.find((c) => c.name === "Demo Corp")?.stakeholderId;
    if (!company) throw new Error("no demo company");
    const listUrl = `${base}/admin/stakeholders/people?companyId=${company}&sort=surname&order=asc&page=2&pageSize=25`;

    log(`  ${database}: upload and preview of the ${IMPORT_ROWS.toLocaleString("en")}-row file`);
    const form = new FormData();
    form.append("services", "1,2,3,4");
    form.append("surveyFlowId", "1");
    form.append("file", new Blob([new Uint8Array(file)]), "people-100k.xlsx");
    const preview = await records<{ importId: string; creates: number; errorCount: number }>(
      await fetch(`${base}/admin/stakeholders/people/import/${company}`, {
        method: "POST",
        headers: auth,
        body: form,
      }),
    );
    if (preview.errorCount > 0) throw new Error(`the preview found ${preview.errorCount} errors`);

    log(`  ${database}: the people list alone for ${IDLE_SECONDS} s, then while the import commits`);
    const idleEnd = performance.now() + IDLE_SECONDS * 1000;
    const idle = await readList(listUrl, auth, () => performance.now() > idleEnd);

    let committed = false;
    const started = performance.now();
    await records(
      await fetch(`${base}/admin/stakeholders/people/import/${company}/${preview.importId}/commit`, {
        method: "POST",
        headers: auth,
      }),
    );
    const watcher = (async () => {
      for (;;) {
        const status = await records<{ status: string }>(
          await fetch(`${base}/admin/stakeholders/people/import/${company}/${preview.importId}`, {
            headers: auth,
          }),
        );
        if (status.status === "committed") break;
        if (status.status !== "committing") throw new Error(`the commit ended as ${JSON.stringify(status)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      committed = true;
    })();
    const during = await readList(listUrl, auth, () => committed);
    await watcher;
    // The same list once the import is over: the company now has 100,000 more people.
    const afterEnd = performance.now() + IDLE_SECONDS * 1000;
    const after = await readList(listUrl, auth, () => performance.now() > afterEnd);
    return {
      database,
      idle: latencies(idle),
      during: latencies(during),
      after: latencies(after),
      commitSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await server.close();
  }
}

export async function runDuringImportBench(
  log: (line: string) => void,
): Promise<(DuringImportFigures | string)[]> {
  log(`The people list during a ${IMPORT_ROWS.toLocaleString("en")}-row import (building the file)`);
  const file = await buildWorkbook(IMPORT_ROWS);
  const results: (DuringImportFigures | string)[] = [];
  try {
    results.push(await measure("embedded", { kind: "embedded" }, file, log));
  } catch (error) {
    results.push(`embedded: failed: ${(error as Error).message.split("\n")[0]}`);
  }
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    const database = await createPostgresDatabase(serverUrl);
    try {
      results.push(await measure("postgres", { kind: "postgres", databaseUrl: database.url }, file, log));
    } finally {
      await database.drop();
    }
  } catch (error) {
    results.push(`postgres: skipped or failed: ${(error as Error).message.split("\n")[0]}`);
  }
  return results;
}

export function printDuringImportFigures(results: (DuringImportFigures | string)[]): void {
  console.log(
    `\nThe people list during a ${IMPORT_ROWS.toLocaleString("en")}-row import (one admin, one request at a time; ms)`,
  );
  console.log("  database   state    requests    p50     p99     max   p99 during / idle   commit s");
  for (const result of results) {
    if (typeof result === "string") {
      console.log(`  ${result}`);
      continue;
    }
    const row = (state: string, l: Latencies, extra: string) =>
      console.log(
        `  ${result.database.padEnd(9)}  ${state.padEnd(7)}  ${String(l.requests).padStart(8)}  ${l.p50Ms.toFixed(1).padStart(6)}  ${l.p99Ms.toFixed(1).padStart(6)}  ${l.maxMs.toFixed(0).padStart(6)}  ${extra}`,
      );
    row("idle", result.idle, "");
    row(
      "during",
      result.during,
      `${(result.during.p99Ms / result.idle.p99Ms).toFixed(1).padStart(17)}   ${result.commitSeconds.toFixed(1).padStart(8)}`,
    );
    row("after", result.after, "");
  }
}

// `npm run bench:import-during -w @wellguard/bench` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printDuringImportFigures(await runDuringImportBench((line) => console.log(line)));
}
