import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: any of these makes the figure suspect. */
  failures: number;
  total: number;
}

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

/** A short warm-up (JIT, connection pools, caches), then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  await runOnce(options, Math.min(2, options.durationSeconds));
  const result = await runOnce(options, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
