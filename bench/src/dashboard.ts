// Issue 16, point 12: the overall dashboard of a company of 100,000 people with twelve months of history, on
// PostgreSQL, against two references measured in the same run:
//   (a) the spec's client protocol on the same data: the psychoprofile call for every person in batches of 50
//       ids (2,000 calls) and the department records (the department-score chunks), six calls in flight as a
//       browser keeps them; goal: the dashboard at least 50× faster;
//   (b) one plain aggregate query over the same records (the mean of the current records by department and
//       dimension); goal: the dashboard at most 3× its time.
// Then the report of the whole company (PDF and xlsx): its time and the server's peak memory (reported).
// The people and their records are written by SQL (a bench's data, not the demo): per person two awareness
// tests, their seven areas, risk and hazard levels, the principal insider, three global notes, two climate
// levels, and six interactions. `npm run bench:dashboard -w @wellguard/bench` (also in `npm run bench`).
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startChildServer } from "../child";
import { createPostgresDatabase, DEMO_PASSWORD } from "../product";

const PEOPLE = Number(process.env.BENCH_DASHBOARD_PEOPLE ?? 100_000);
const DEPARTMENTS = 200;
const BATCH = 50;
const IN_FLIGHT = 6;

export interface DashboardFigures {
  people: number;
  records: number;
  generateSeconds: number;
  one: { p50Ms: number; p99Ms: number; requests: number };
  ten: { p50Ms: number; p99Ms: number; requests: number };
  protocolSeconds: number;
  protocolCalls: number;
  plainQueryMs: number;
  report: { seconds: number; pdfBytes: number; restMb: number; peakMb: number | null };
}

/** A process's resident memory now and its peak since the last reset, in MB, from /proc (Linux). */
function memoryOf(pid: number): { restMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { restMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/**
 * The report of the whole company (PDF and xlsx, made and kept by one request), timed, with the server's peak
 * resident memory while it was made: the peak is reset first (writing 5 to /proc/<pid>/clear_refs), when allowed.
 */
async function timeReport(baseUrl: string, headers: Record<string, string>, companyId: number, pid: number) {
  const before = memoryOf(pid);
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    reset = false;
  }
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/controller/reports/${companyId}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "accept-language": "en-GB" },
    body: "{}",
  });
  const body = (await response.json()) as { records?: { pdfBytes?: number } };
  if (!response.ok) throw new Error(`the report answered ${response.status}`);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    pdfBytes: body.records?.pdfBytes ?? 0,
    restMb: before.restMb,
    peakMb: reset ? memoryOf(pid).peakMb : null,
  };
}

async function fillCompany(client: pg.Client, companyId: number): Promise<number> {
  await client.query(
    `insert into departments (company_id, name, parent_id)
     select $1, 'Bench department ' || n, null from generate_series(1, $2) n`,
    [companyId, DEPARTMENTS],
  );
  await client.query(
    `insert into people (company_id, department_id, name, surname, email, login, progress)
     select $1, d.ids[1 + (n % array_length(d.ids, 1))], 'Bench', 'Person ' || n,
       'bench' || n || '@democorp.example', 'bench' || n, (n * 37) % 101
     from generate_series(1, $2) n,
       (select array_agg(id order by id) as ids from departments
        where company_id = $1 and name like 'Bench department %') d`,
    [companyId, PEOPLE],
  );
  // Each record: [survey type, dimension, month (0 = a year ago), value expression of the person's number n].
  const plan: [number, number, number, string][] = [
    [13, 11, 1, "3 + (n % 5)"],
    [13, 11, 7, "4 + (n % 6)"],
    [12, 2, 2, "1 + (n % 6)"],
    [12, 2, 8, "1 + ((n / 7) % 6)"],
    [12, 3, 2, "1 + ((n / 3) % 6)"],
    [12, 10, 2, "41 + (n % 3)"],
    [11, 12, 1, "(n % 100) / 10.0"],
    [11, 12, 4, "((n * 7) % 100) / 10.0"],
    [11, 12, 9, "((n * 13) % 100) / 10.0"],
    [10, 1, 1, "(n % 90) / 10.0 + 1"],
    [10, 1, 7, "((n * 3) % 90) / 10.0 + 1"],
    ...[13, 14, 15, 16, 17, 18, 19].flatMap((dimension): [number, number, number, string][] => [
      [22, dimension, 1, `(n + ${dimension}) % 7`],
      [22, dimension, 7, `(n * ${dimension}) % 7`],
    ]),
  ];
  for (const [surveyType, dimension, month, value] of plan) {
    await client.query(
      `insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id, dimension_id,
         dimension_value, dimension_value_extra, start_date, vigence)
       select p.id, p.company_id, p.department_id, $2::int, $3::int, v,
         case when $3::int = 10 then 5 + (n % 5) else null end,
         now() - interval '365 days' + make_interval(days => ($4::int * 30 + (n % 25))::int), 0
       from (select id, company_id, department_id, row_number() over (order by id) as n from people
             where company_id = $1 and login like 'bench%') p,
         lateral (select (${value})::float8 as v) x`,
      [companyId, surveyType, dimension, month],
    );
  }
  await client.query(
    `update profile_dimension_records r set vigence = 1
     from (select distinct on (person_id, survey_type_id, dimension_id) id from profile_dimension_records
           where company_id = $1 order by person_id, survey_type_id, dimension_id, start_date desc, id desc) latest
     where r.id = latest.id and r.vigence = 0`,
    [companyId],
  );
  await client.query(
    `insert into interactions (person_id, company_id, survey_type_id, survey_id, cycle, status, percentage,
       start_date, end_date)
     select p.id, p.company_id, t.type, t.survey, 1,
       case when (p.id + t.type) % 4 = 0 then 'AVAILABLE' else 'DONE' end,
       case when (p.id + t.type) % 4 = 0 then 0 else 100 end,
       now() - make_interval(days => 20 + (p.id % 300)::int),
       case when (p.id + t.type) % 4 = 0 then null else now() - make_interval(days => 10 + (p.id % 280)::int) end
     from people p, (values (22, 2), (21, 3), (25, 25), (19, 19), (5, 5), (8, 8)) as t(type, survey)
     where p.company_id = $1 and p.login like 'bench%'`,
    [companyId],
  );
  await client.query("analyze");
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from profile_dimension_records where company_id = $1",
    [companyId],
  );
  return Number(rows[0]?.n ?? 0);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "controller", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
  });
  const body = (await response.json()) as { records?: { token?: string } };
  if (!body.records?.token) throw new Error(`sign-in failed: ${response.status}`);
  return body.records.token;
}

/** `connections` clients each sending `each` requests one after the other; every answer must be a 200. */
async function timeRequests(url: string, headers: Record<string, string>, connections: number, each: number) {
  const times: number[] = [];
  const client = async () => {
    for (let i = 0; i < each; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the dashboard answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50Ms: at(0.5), p99Ms: at(0.99), requests: times.length };
}

/** The spec's client protocol: psychoprofile batches of 50 ids and the departments, IN_FLIGHT at a time. */
async function clientProtocol(baseUrl: string, token: string, ids: number[], departments: number[]) {
  const paths = [
    ...Array.from({ length: Math.ceil(ids.length / BATCH) }, (_, i) => {
      const batch = ids.slice(i * BATCH, (i + 1) * BATCH).join(",");
      return `/api/v1/user/traits/psychoprofile?current=true&stakeholdersId=${batch}`;
    }),
    ...departments.map((id) => `/api/v1/controller/stakeholders/departments/${id}`),
  ];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { seconds: (performance.now() - started) / 1000, calls: paths.length };
}

export async function runDashboardBench(log: (line: string) => void): Promise<DashboardFigures> {
  const database = await createPostgresDatabase(
    process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const server = await startChildServer("./product-server.ts", [
    JSON.stringify({ kind: "postgres", databaseUrl: database.url }),
  ]);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from companies order by id limit 1");
    const companyId = rows[0]?.id ?? 1;
    log(`  writing ${PEOPLE} people and a year of their records...`);
    const generating = performance.now();
    const records = await fillCompany(client, companyId);
    const generateSeconds = (performance.now() - generating) / 1000;
    const token = await signIn(server.url);
    const url = `${server.url}/api/v1/controller/dashboards/${companyId}/overview`;
    const headers = { authorization: `Bearer ${token}` };
    log("  the overall dashboard at 1 and 10 connections...");
    // Timed request by request (an answer may take seconds at this size, past a load generator's timeout).
    const one = await timeRequests(url, headers, 1, 5);
    const ten = await timeRequests(url, headers, 10, 2);
    log("  the plain aggregate query...");
    const plain: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      await client.query(
        `select department_id, dimension_id, avg(dimension_value) from profile_dimension_records
         where company_id = $1 and vigence = 1 group by department_id, dimension_id`,
        [companyId],
      );
      plain.push(performance.now() - started);
    }
    plain.sort((a, b) => a - b);
    log("  the spec's client protocol (psychoprofile in batches of 50, departments)...");
    const ids = (
      await client.query<{ id: number }>("select id from people where company_id = $1 order by id", [
        companyId,
      ])
    ).rows.map((r) => r.id);
    const departments = (
      await client.query<{ id: number }>("select id from departments where company_id = $1", [companyId])
    ).rows.map((r) => r.id);
    const protocol = await clientProtocol(server.url, token, ids, departments);
    log("  the report (PDF and xlsx) of the whole company...");
    const report = await timeReport(server.url, headers, companyId, server.pid);
    return {
      people: ids.length,
      records,
      generateSeconds,
      one,
      ten,
      protocolSeconds: protocol.seconds,
      protocolCalls: protocol.calls,
      plainQueryMs: plain[Math.floor(plain.length / 2)] ?? Number.NaN,
      report,
    };
  } finally {
    await client.end();
    await server.close();
    await database.drop();
  }
}

export function printDashboardFigures(f: DashboardFigures): void {
  console.log(
    `\nThe overall dashboard at ${f.people} people (PostgreSQL; ${f.records} records, written in ${f.generateSeconds.toFixed(0)} s)`,
  );
  console.log(
    `  1 connection:   p50 ${f.one.p50Ms.toFixed(0)} ms, p99 ${f.one.p99Ms.toFixed(0)} ms (${f.one.requests} requests)`,
  );
  console.log(
    `  10 connections: p50 ${f.ten.p50Ms.toFixed(0)} ms, p99 ${f.ten.p99Ms.toFixed(0)} ms (${f.ten.requests} requests)`,
  );
  const protocolMs = f.protocolSeconds * 1000;
  console.log(
    `  (a) the spec's client protocol: ${f.protocolCalls} calls in ${f.protocolSeconds.toFixed(1)} s; ` +
      `dashboard ${(protocolMs / f.one.p50Ms).toFixed(0)}× faster (goal ≥ 50×: ${protocolMs / f.one.p50Ms >= 50 ? "met" : "NOT met"})`,
  );
  console.log(
    `  (b) one plain aggregate query: ${f.plainQueryMs.toFixed(0)} ms; dashboard ${(f.one.p50Ms / f.plainQueryMs).toFixed(1)}× its time ` +
      `(goal ≤ 3×: ${f.one.p50Ms / f.plainQueryMs <= 3 ? "met" : "NOT met"})`,
  );
  console.log(
    `  the report (PDF ${(f.report.pdfBytes / 1024).toFixed(0)} KB and xlsx, made and kept): ${f.report.seconds.toFixed(1)} s; ` +
      `server memory ${f.report.restMb.toFixed(0)} MB before, peak ${f.report.peakMb === null ? "not measured" : `${f.report.peakMb.toFixed(0)} MB`} while making it`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printDashboardFigures(await runDashboardBench((line) => console.error(line)));
}
