// The load generator, run as its own process by measure.ts so autocannon never shares an event loop (or a
// CPU's worth of JavaScript) with the servers it measures. Reads its plan as JSON from argv, prints one
// LoadFigures per job as JSON on stdout.
import autocannon from "autocannon";
import type { LoadFigures, LoadOptions, LoadPlan } from "./measure";

function runOnce(options: LoadOptions, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationSeconds,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const plan = JSON.parse(process.argv[2] ?? "{}") as LoadPlan;
// A short warm-up of every job (JIT, connection pools, caches), then the measured slices, taking the jobs
// in turn so that other work on the machine falls on all of them alike.
for (const job of plan.jobs) await runOnce(job, plan.warmUpSeconds);
const slices: autocannon.Result[][] = plan.jobs.map(() => []);
for (let round = 0; round < plan.rounds; round++) {
  for (const [index, job] of plan.jobs.entries()) slices[index]?.push(await runOnce(job, plan.sliceSeconds));
}
const figures: LoadFigures[] = slices.map((results) => {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    p50Ms: median(results.map((r) => r.latency.p50)),
    // The worst slice: a target on p99 is judged on the least favourable moment.
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    total,
  };
});
process.stdout.write(`${JSON.stringify(figures)}\n`);
