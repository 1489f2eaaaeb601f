// Issue 15, point 2: does a request's time tell whether a login exists? For `POST /auth/forgotpassword` and the
// username step of `POST /auth/login`, 300 known and 300 unknown logins are sent alternately, one at a time,
// to the real server on the embedded database. Printed: each side's median and interquartile range, and the
// difference of the medians. The goal is a difference below either side's spread.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD, startBenchProduct } from "../product";

const PAIRS = Number(process.env.BENCH_ENUMERATION_PAIRS ?? 300);
// The mail worker writes a known login's link after the answer; the pause lets it finish, so it does not
// slow the next request (an unknown one, half the time) and skew the comparison.
const PAUSE_MS = 15;

export interface SideFigures {
  medianMs: number;
  p25Ms: number;
  p75Ms: number;
}

export interface EnumerationFigures {
  route: string;
  known: SideFigures;
  unknown: SideFigures;
  /** Median of known minus median of unknown. */
  differenceMs: number;
  holds: boolean;
}

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (position - low);
}

function side(times: number[]): SideFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: quantile(sorted, 0.5), p25Ms: quantile(sorted, 0.25), p75Ms: quantile(sorted, 0.75) };
}

async function timed(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

async function compare(
  route: string,
  url: string,
  known: string[],
  unknown: string[],
): Promise<EnumerationFigures> {
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < known.length; i++) {
    knownTimes.push(await timed(url, { login: known[i] }));
    await sleep(PAUSE_MS);
    unknownTimes.push(await timed(url, { login: unknown[i] }));
    await sleep(PAUSE_MS);
  }
  const k = side(knownTimes);
  const u = side(unknownTimes);
  const differenceMs = k.medianMs - u.medianMs;
  const spread = Math.min(k.p75Ms - k.p25Ms, u.p75Ms - u.p25Ms);
  return { route, known: k, unknown: u, differenceMs, holds: Math.abs(differenceMs) < spread };
}

/** Creates `count` employees of the admin's company through the API, so each forgot-password is a first. */
async function createPeople(baseUrl: string, count: number): Promise<string[]> {
  const signIn = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "admin", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
  });
  const auth = (await signIn.json()) as { records: { token: string; stakeholderCompanyId: number } };
  const headers = { "content-type": "application/json", authorization: `Bearer ${auth.records.token}` };
  const companies = await fetch(`${baseUrl}/api/v1/admin/stakeholders/companies?search=Demo`, { headers });
  const demo = ((await companies.json()) as { records: { stakeholderId: number; domain: string | null }[] })
    .records[0];
  if (!demo) throw new Error("the demo company was not found");
  const logins: string[] = [];
  for (let i = 0; i < count; i++) {
    const login = `enum${String(i).padStart(4, "0")}`;
    const response = await fetch(`${baseUrl}/api/v1/admin/stakeholders/people`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "Bench",
        surname: `Person ${i}`,
        email: `${login}@${demo.domain ?? "democorp.example"}`,
        login,
        stakeholderCompanyId: demo.stakeholderId,
      }),
    });
    if (!response.ok) throw new Error(`creating ${login}: ${response.status} ${await response.text()}`);
    logins.push(login);
  }
  return logins;
}

export async function runEnumerationBench(log: (line: string) => void): Promise<EnumerationFigures[]> {
  const product = await startBenchProduct({ kind: "embedded" });
  try {
    log(`  creating ${PAIRS} people for the forgot-password comparison`);
    const known = await createPeople(product.baseUrl, PAIRS);
    const unknown = known.map((_, i) => `nobody${String(i).padStart(4, "0")}`);
    log(`  ${PAIRS} known and ${PAIRS} unknown logins, alternately, one request at a time`);
    const forgot = await compare(
      "POST /auth/forgotpassword",
      `${product.baseUrl}/api/v1/auth/forgotpassword`,
      known,
      unknown,
    );
    const username = await compare(
      "POST /auth/login (username step)",
      `${product.baseUrl}/api/v1/auth/login`,
      known,
      unknown.map((login) => `${login}x`),
    );
    return [forgot, username];
  } finally {
    await product.stop();
  }
}

const ms = (value: number) => value.toFixed(2);

export function printEnumerationFigures(figures: EnumerationFigures[]): void {
  console.log(
    "\nIssue 15, point 2: does the time of a request tell whether a login exists? (embedded database)",
  );
  console.log(
    "| route | known median (IQR) ms | unknown median (IQR) ms | difference ms | below both spreads |",
  );
  console.log("|---|---|---|---|---|");
  for (const f of figures) {
    const range = (s: SideFigures) => `${ms(s.medianMs)} (${ms(s.p25Ms)}-${ms(s.p75Ms)})`;
    console.log(
      `| ${f.route} | ${range(f.known)} | ${range(f.unknown)} | ${ms(f.differenceMs)} | ${f.holds ? "yes ✓" : "no ✗"} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runEnumerationBench((line) => console.log(line));
  printEnumerationFigures(figures);
}
