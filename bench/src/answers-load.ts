// The load generator of the answers bench (bench/src/answers.ts), run as a process of its own like bench/load.ts,
// but every request of a job is a different one: each job is a list of requests (a path, a token, a body) that
// autocannon's connections take in turn from one shared cursor, so no answer is sent twice and 50 requests in
// flight belong to 50 different people. Reads its plan from the JSON file named on the command line, prints one
// AnswerLoadFigures per job as JSON on stdout.
//
// Two modes: "slices" (like bench/load.ts: a warm-up of each job, then the jobs in turns in 2-second slices, every
// other round in reverse order; p99 and max are the worst slice's) and "amount" (each job once: its first `warmUp`
// requests unmeasured, then the rest exactly once, for requests that can only succeed once, such as the answer
// that completes a survey).
//
// While each job runs, it reads the CPU time of the server process and of the database's backends (PostgreSQL
// processes of that database, from pg_stat_activity) from /proc, so the figures say where a request's time goes.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";

export interface LoadRequest {
  method: "GET" | "PUT";
  path: string;
  token: string;
  body?: string;
}

export interface AnswerLoadJob {
  connections: number;
  requests: LoadRequest[];
}

export interface AnswerLoadPlan {
  origin: string;
  mode: "slices" | "amount";
  jobs: AnswerLoadJob[];
  warmUpSeconds: number;
  rounds: number;
  sliceSeconds: number;
  /** amount mode: requests sent before the measured run. */
  warmUp: number;
  /** Where to read CPU time: the server's pid and the database whose backends to sum. */
  cpu: { serverPid: number | null; databaseUrl: string };
}

export interface AnswerLoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Each measured slice's p99, in order (p99Ms is the largest). */
  sliceP99Ms: number[];
  maxMs: number;
  /** non-2xx answers, errors and timeouts. */
  failures: number;
  total: number;
  /** Answers by status code (every code, 2xx included). */
  statuses: Record<string, number>;
  /** Requests handed out, warm-up included; above the list's length the list was sent again from its start. */
  sent: number;
  listLength: number;
  /** CPU time per measured request, ms: the server process and the database's backends. */
  serverCpuMs: number | null;
  databaseCpuMs: number | null;
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as AnswerLoadPlan;
const cursors = plan.jobs.map(() => 0);

function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

const database = new pg.Client({ connectionString: plan.cpu.databaseUrl });
await database.connect();
const databaseName = new URL(plan.cpu.databaseUrl).pathname.slice(1);

interface CpuMark {
  server: number;
  /** CPU seconds of each backend of the database (this one's excepted). */
  backends: Map<number, number>;
}

async function cpuNow(): Promise<CpuMark> {
  const { rows } = await database.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [databaseName],
  );
  return {
    server: plan.cpu.serverPid ? cpuSecondsOf(plan.cpu.serverPid) : 0,
    backends: new Map(rows.map((row) => [row.pid, cpuSecondsOf(row.pid)])),
  };
}

/** CPU seconds since `before`: a backend that started meanwhile counts whole, one that ended is lost. */
async function cpuSince(before: CpuMark): Promise<{ server: number; database: number }> {
  const after = await cpuNow();
  let database = 0;
  for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

async function run(
  index: number,
  options: { duration?: number; amount?: number },
): Promise<autocannon.Result> {
  const job = plan.jobs[index];
  if (!job) throw new Error(`no job ${index}`);
  const started = performance.now();
  let lastResponse = started;
  const instance = autocannon({
    url: plan.origin,
    connections: Math.min(job.connections, options.amount ?? job.connections),
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 1 }),
    requests: [
      {
        setupRequest: (request) => {
          const at = cursors[index] ?? 0;
          cursors[index] = at + 1;
          const next = job.requests[at % job.requests.length];
          if (!next) return request;
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: {
              authorization: `Bearer ${next.token}`,
              ...(next.body ? { "content-type": "application/json" } : {}),
            },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  // The promise autocannon returns is its instance too (an EventEmitter); the types give it only one face.
  (instance as unknown as autocannon.Instance).on("response", () => {
    lastResponse = performance.now();
  });
  const result = await instance;
  // autocannon ends an `amount` run on its next whole-second tick: a run of 0.4 s reports 1 s. Its time is that of
  // the last answer.
  if (options.amount) result.duration = (lastResponse - started) / 1000;
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const measured: { results: autocannon.Result[]; server: number; database: number }[] = plan.jobs.map(() => ({
  results: [],
  server: 0,
  database: 0,
}));

async function measure(index: number, options: { duration?: number; amount?: number }): Promise<void> {
  const before = await cpuNow();
  const result = await run(index, options);
  const spent = await cpuSince(before);
  const slot = measured[index];
  if (!slot) return;
  slot.results.push(result);
  slot.server += spent.server;
  slot.database += spent.database;
}

if (plan.mode === "slices") {
  for (const [index] of plan.jobs.entries()) await run(index, { duration: plan.warmUpSeconds });
  // Every other round runs the jobs in reverse order, so none always follows the same one.
  const order = plan.jobs.map((_, index) => index);
  for (let round = 0; round < plan.rounds; round++) {
    for (const index of round % 2 === 0 ? order : [...order].reverse())
      await measure(index, { duration: plan.sliceSeconds });
  }
} else {
  for (const [index, job] of plan.jobs.entries()) {
    const warmUp = Math.min(plan.warmUp, job.requests.length - 1);
    if (warmUp > 0) await run(index, { amount: warmUp });
    const rest = job.requests.length - (cursors[index] ?? 0);
    if (rest > 0) await measure(index, { amount: rest });
  }
}
await database.end();

const figures: AnswerLoadFigures[] = measured.map(({ results, server, database: db }, index) => {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[code] = (statuses[code] ?? 0) + (stat.count ?? 0);
    }
  }
  return {
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    p50Ms: median(results.map((r) => r.latency.p50)),
    // The worst slice: a target on p99 is judged on the least favourable moment.
    p99Ms: Math.max(0, ...results.map((r) => r.latency.p99)),
    sliceP99Ms: results.map((r) => r.latency.p99),
    maxMs: Math.max(0, ...results.map((r) => r.latency.max)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    total,
    statuses,
    sent: cursors[index] ?? 0,
    listLength: plan.jobs[index]?.requests.length ?? 0,
    serverCpuMs: plan.cpu.serverPid && total > 0 ? (1000 * server) / total : null,
    databaseCpuMs: total > 0 ? (1000 * db) / total : null,
  };
});
process.stdout.write(`${JSON.stringify(figures)}\n`);
process.exit(0);
