// Issue 19 (breach monitoring, ABS): two figures on PostgreSQL, each against a reference measured in the same run:
//   (1) importing 100,000 breach records (a JSON file in the import's format, one record per person of a company of
//       100,000 people, 20 breaches) through `importBreaches`, the code behind POST .../breaches/{companyId}/import:
//       seconds and the process's peak resident memory; the reference is a plain bulk insert of the same rows
//       (JSON.parse of the same bytes, then one INSERT ... SELECT FROM unnest into a bare table of the same columns).
//       Goal: the import at most 3× the reference's time. The import stores the exposures untold; the people's
//       §9 level records and their "new exposure" e-mails are written afterwards by the breach monitor's worker
//       (`sendPendingBreachMail`, what runs after the import's commit), timed on its own line against plain inserts
//       of as many profile records and outbox rows into bare copies of those tables.
//   (2) the ABS dashboard (`breachDashboard`, the code behind GET .../breaches/{companyId}/summary) of that company,
//       its exposures partly solved and changed, against one plain aggregate query over the same exposures (count,
//       solved, password, password changed, by department). Goal: at most 3×.
// The people are written by plain SQL (a bench's data, not the demo). Both run in this process, so the peak memory
// is this process's (VmHWM from /proc, reset by writing 5 to /proc/self/clear_refs just before the import).
// `npm run bench:breaches -w @wellguard/bench` (also in `npm run bench`). BENCH_BREACH_PEOPLE changes the size.
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { loadConfig } from "../../apps/server/src/config";
import { migrateToLatest, openDatabase } from "../../apps/server/src/db/database";
import { seedDemo } from "../../apps/server/src/db/seed";
import { importBreaches } from "../../apps/server/src/features/breaches/import";
import { sendPendingBreachMail } from "../../apps/server/src/features/breaches/notify";
import { breachDashboard } from "../../apps/server/src/features/breaches/queries";
import { refreshBreachLevels } from "../../apps/server/src/features/breaches/store";
import { createPostgresDatabase } from "../product";

const PEOPLE = Number(process.env.BENCH_BREACH_PEOPLE ?? 100_000);
const DEPARTMENTS = 200;
const BREACHES = 20;
const GOAL_RATIO = 3;
/** Runs of each query; the median counts. */
const QUERY_RUNS = 7;

export interface BreachFigures {
  people: number;
  records: number;
  fileMb: number;
  generateSeconds: number;
  import: { seconds: number; peakMb: number | null; restMb: number; exposures: number; outcome: string };
  plainInsertSeconds: number;
  mail: { seconds: number; queued: number };
  plainOutboxSeconds: number;
  dashboard: { p50Ms: number; minMs: number };
  plainQuery: { p50Ms: number; minMs: number };
}

/** This process's resident memory now and its peak since the last reset, in MB, from /proc (Linux). */
function memory(): { restMb: number; peakMb: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { restMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

function resetPeak(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

/** The import file: person n is in breach n % 20; breaches 0, 3, 6, … leaked passwords. */
function breachFile(people: number, domain: string): Buffer {
  const breaches = Array.from({ length: BREACHES }, (_, i) => ({
    breach: `BenchBreach${i}`,
    title: `Bench breach ${i}`,
    domain: `bench-${i}.example`,
    breachDate: `2026-${String(1 + (i % 10)).padStart(2, "0")}-${String(1 + i).padStart(2, "0")}`,
    dataClasses: i % 3 === 0 ? ["Email addresses", "Passwords"] : ["Email addresses", "Names"],
    description: `A breach made up for the bench, number ${i}.`,
  }));
  const rows = Array.from({ length: people }, (_, index) => {
    const n = index + 1;
    const b = breaches[n % BREACHES] ?? breaches[0];
    return { email: `bench${n}@${domain}`, ...b };
  });
  return Buffer.from(JSON.stringify(rows));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function runBreachBench(log: (line: string) => void): Promise<BreachFigures> {
  const postgres = await createPostgresDatabase(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const config = loadConfig({ DATABASE_URL: postgres.url, LOG_LEVEL: "silent" }, {});
  const handle = await openDatabase(config);
  const db = handle.db;
  try {
    await migrateToLatest(db);
    await seedDemo(db, { history: false });
    const company = await db.selectFrom("companies").select("id").orderBy("id").executeTakeFirstOrThrow();
    const companyId = company.id;
    const domain = "democorp.example";

    log(`  writing ${PEOPLE} people...`);
    const generating = performance.now();
    await sql`insert into departments (company_id, name, parent_id)
      select ${companyId}, 'Bench department ' || n, null from generate_series(1, ${DEPARTMENTS}::int) n`.execute(
      db,
    );
    await sql`insert into people (company_id, department_id, name, surname, email, login)
      select ${companyId}, d.ids[1 + (n % array_length(d.ids, 1))], 'Bench', 'Person ' || n,
        'bench' || n || '@' || ${domain}, 'bench' || n
      from generate_series(1, ${PEOPLE}::int) n,
        (select array_agg(id order by id) as ids from departments
         where company_id = ${companyId} and name like 'Bench department %') d`.execute(db);
    await sql`analyze`.execute(db);
    const bytes = breachFile(PEOPLE, domain);
    const generateSeconds = (performance.now() - generating) / 1000;

    // (1) the reference first: the same bytes parsed and inserted in one statement into a bare table.
    log("  the plain bulk insert of the same rows...");
    await sql`create table bench_breach_rows (email text, breach text, breach_date date, data_classes text[],
      title text, domain text, description text)`.execute(db);
    const inserts: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await sql`truncate bench_breach_rows`.execute(db);
      const started = performance.now();
      const rows = JSON.parse(bytes.toString("utf8")) as {
        email: string;
        breach: string;
        breachDate: string;
        dataClasses: string[];
        title: string;
        domain: string;
        description: string;
      }[];
      await sql`insert into bench_breach_rows
        select e, b, d::date, string_to_array(c, '|'), t, dm, ds
        from unnest(${rows.map((r) => r.email)}::text[], ${rows.map((r) => r.breach)}::text[],
          ${rows.map((r) => r.breachDate)}::text[], ${rows.map((r) => r.dataClasses.join("|"))}::text[],
          ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.domain)}::text[],
          ${rows.map((r) => r.description)}::text[]) as x(e, b, d, c, t, dm, ds)`.execute(db);
      inserts.push((performance.now() - started) / 1000);
    }
    await sql`drop table bench_breach_rows`.execute(db);

    log(`  importing ${PEOPLE} breach records through importBreaches...`);
    const rest = memory();
    const peakReset = resetPeak();
    const importing = performance.now();
    const outcome: unknown = await importBreaches(db, companyId, bytes, "bench-breaches.json", new Date());
    const importSeconds = (performance.now() - importing) / 1000;
    const peak = memory().peakMb;
    const counted = await sql<{ n: number }>`select count(*)::int as n from breach_exposures
      where company_id = ${companyId} and email like 'bench%'`.execute(db);
    const exposures = counted.rows[0]?.n ?? 0;

    // The level records and e-mails: the worker that runs after the import's commit, then as many plain rows.
    log(`  the level records and e-mails of ${exposures} new exposures through the worker...`);
    const mailing = performance.now();
    const queued = await sendPendingBreachMail(db, {
      repoRoot: config.repoRoot,
      publicUrl: "https://wellguard.example",
    });
    const mailSeconds = (performance.now() - mailing) / 1000;
    const sample = await db
      .selectFrom("outbox")
      .select(["recipient", "subject", "text_body", "html_body"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const recipients = Array.from({ length: queued }, (_, i) => `bench${i + 1}@${domain}`);
    await sql`create table bench_outbox_rows (like outbox including all)`.execute(db);
    await sql`create table bench_record_rows (like profile_dimension_records including all)`.execute(db);
    const outboxInserts: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await sql`truncate bench_outbox_rows`.execute(db);
      await sql`truncate bench_record_rows`.execute(db);
      const started = performance.now();
      await sql`insert into bench_record_rows (person_id, company_id, department_id, survey_type_id, dimension_id,
          dimension_value, dimension_value_extra, vigence)
        select g, ${companyId}, null, 14, 45, 3.3, 2, 1 from generate_series(1, ${queued}) as g`.execute(db);
      await sql`insert into bench_outbox_rows (recipient, subject, text_body, html_body) select r, ${sample.subject}, ${sample.text_body}, ${sample.html_body}
        from unnest(${recipients}::text[]) as r`.execute(db);
      outboxInserts.push((performance.now() - started) / 1000);
    }
    await sql`drop table bench_outbox_rows`.execute(db);
    await sql`drop table bench_record_rows`.execute(db);

    // People deal with some of it: a third solved, a fifth of the passwords changed, through the levels' code.
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await sql`update breach_exposures set solved_at = ${now} where company_id = ${companyId} and person_id % 3 = 0`.execute(
        trx,
      );
      await sql`update breach_exposures set password_changed_at = ${now}
        where company_id = ${companyId} and password_exposed and person_id % 5 = 0`.execute(trx);
      const ids = await trx.selectFrom("people").select("id").where("company_id", "=", companyId).execute();
      await refreshBreachLevels(
        trx,
        companyId,
        ids.map((p) => p.id),
        now,
      );
    });
    await sql`analyze`.execute(db);

    // (2) the dashboard and the plain aggregate, in turns so that other work on the machine weighs on both.
    log("  the ABS dashboard and the plain aggregate query...");
    const dashboardTimes: number[] = [];
    const plainTimes: number[] = [];
    await breachDashboard(db, companyId, null, now);
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      let started = performance.now();
      await breachDashboard(db, companyId, null, now);
      dashboardTimes.push(performance.now() - started);
      started = performance.now();
      await sql`select p.department_id, count(*) as total,
          count(*) filter (where e.solved_at is not null) as solved,
          count(*) filter (where e.password_exposed) as password,
          count(*) filter (where e.password_exposed and e.password_changed_at is not null) as password_changed
        from breach_exposures e join people p on p.id = e.person_id
        where e.company_id = ${companyId}
        group by p.department_id`.execute(db);
      plainTimes.push(performance.now() - started);
    }
    return {
      people: PEOPLE,
      records: PEOPLE,
      fileMb: bytes.length / 1024 / 1024,
      generateSeconds,
      import: {
        seconds: importSeconds,
        peakMb: peakReset ? peak : null,
        restMb: rest.restMb,
        exposures,
        outcome: JSON.stringify(outcome).slice(0, 200),
      },
      plainInsertSeconds: median(inserts),
      mail: { seconds: mailSeconds, queued },
      plainOutboxSeconds: median(outboxInserts),
      dashboard: { p50Ms: median(dashboardTimes), minMs: Math.min(...dashboardTimes) },
      plainQuery: { p50Ms: median(plainTimes), minMs: Math.min(...plainTimes) },
    };
  } finally {
    await handle.close();
    await postgres.drop();
  }
}

export function printBreachFigures(f: BreachFigures): void {
  const verdict = (ratio: number) => (ratio <= GOAL_RATIO ? "met" : "NOT met");
  console.log(
    `\nBreach monitoring at ${f.people} people (PostgreSQL; people written in ${f.generateSeconds.toFixed(0)} s, ` +
      `a ${f.fileMb.toFixed(1)} MB JSON file of ${f.records} records)`,
  );
  const importRatio = f.import.seconds / f.plainInsertSeconds;
  console.log(
    `  (1) import: ${f.import.seconds.toFixed(2)} s, ${f.import.exposures} exposures stored; memory ` +
      `${f.import.restMb.toFixed(0)} MB before, peak ${f.import.peakMb === null ? "not measured" : `${f.import.peakMb.toFixed(0)} MB`}`,
  );
  console.log(`      its answer: ${f.import.outcome}`);
  console.log(
    `      plain bulk insert of the same rows (parse + one INSERT … SELECT FROM unnest): ${f.plainInsertSeconds.toFixed(2)} s; ` +
      `import ${importRatio.toFixed(1)}× its time (goal ≤ ${GOAL_RATIO}×: ${verdict(importRatio)})`,
  );
  console.log(
    `      then the level records and e-mails, after its commit (the breach monitor's worker, batches of people): ` +
      `${f.mail.queued} e-mails in ${f.mail.seconds.toFixed(2)} s; plain inserts of as many records and outbox rows: ` +
      `${f.plainOutboxSeconds.toFixed(2)} s ` +
      `(${(f.mail.seconds / f.plainOutboxSeconds).toFixed(1)}×; not part of the goal)`,
  );
  const dashboardRatio = f.dashboard.p50Ms / f.plainQuery.p50Ms;
  console.log(
    `  (2) ABS dashboard: p50 ${f.dashboard.p50Ms.toFixed(0)} ms (best ${f.dashboard.minMs.toFixed(0)} ms); ` +
      `plain aggregate query: p50 ${f.plainQuery.p50Ms.toFixed(0)} ms (best ${f.plainQuery.minMs.toFixed(0)} ms); ` +
      `dashboard ${dashboardRatio.toFixed(1)}× its time (goal ≤ ${GOAL_RATIO}×: ${verdict(dashboardRatio)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printBreachFigures(await runBreachBench((line) => console.error(line)));
}
