// The load generator, run as its own process by measure.ts so autocannon never shares an event loop (or a
// CPU's worth of JavaScript) with the server it measures. Reads its options as JSON from argv, prints the
// measured run's figures as JSON on stdout.
import autocannon from "autocannon";
import type { LoadFigures, LoadOptions } from "./measure";

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

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
// A short warm-up (JIT, connection pools, caches), then the measured run.
await runOnce(options, Math.min(2, options.durationSeconds));
const result = await runOnce(options, options.durationSeconds);
const figures: LoadFigures = {
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
  total: result.requests.total,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
