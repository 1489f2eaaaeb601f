// The import figures of issue 3 (point 16), from one run on PostgreSQL: a 100,000-row xlsx imported through the
// API (upload and preview, then commit until the status says committed), timed and with the server's peak RSS,
// next to a plain bulk insert of the same rows in the same run; then the admin people list at 100,000 people
// (a page with search and sort) under load from autocannon in its own process.
import { PassThrough } from "node:stream";
import { LOCALES } from "@wellguard/contract";
import ExcelJS from "exceljs";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/database";
import { readPeopleSearchIndex } from "../../apps/server/src/lib/organisation/people-list";
import { indexBytes } from "../../apps/server/src/lib/organisation/people-search-index";
import { startChildServer } from "../child";
import { type LoadFigures, measureLoad } from "../measure";
import { createPostgresDatabase, DEMO_PASSWORD } from "../product";

export const IMPORT_ROWS = 100_000;
export const IMPORT_TARGET = { seconds: 30, peakRssMb: 600, listP99Ms: 50 };
const LIST_CONNECTIONS = 10;

const FIRST = [
  "Ana",
  "Carlos",
  "Elena",
  "Javier",
  "Lucía",
  "Marta",
  "Pablo",
  "Iker",
  "Amaia",
  "Jordi",
  "Montse",
  "João",
];
const LAST = [
  "García",
  "Martín",
  "López",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Álvarez",
  "Romero",
  "Navarro",
];

interface PersonRow {
  name: string;
  surname: string;
  email: string;
  userCode: string;
  department: string;
  phone: string;
  language: string;
}

function rowOf(i: number, domain: string): PersonRow {
  const name = FIRST[i % FIRST.length] ?? "Ana";
  const surname = `${LAST[(i * 7) % LAST.length] ?? "García"} ${LAST[(i * 11) % LAST.length] ?? "López"}`;
  return {
    name,
    surname,
    email: `${name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.${i}@${domain}`,
    userCode: `U-${i}`,
    department: `Division ${i % 10}/Team ${i % 50}`,
    phone: `+34600${String(i).padStart(6, "0")}`,
    language: LOCALES[i % LOCALES.length] ?? "es-es",
  };
}

/** A 100,000-row workbook as Excel writes them (shared strings), built with exceljs's streaming writer. */
export async function buildWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on("end", resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet("People");
  sheet.addRow(["Name", "Surname", "Email", "User code", "Department", "Phone", "Language"]).commit();
  for (let i = 0; i < rows; i++) {
    const r = rowOf(i, "democorp.example");
    sheet.addRow([r.name, r.surname, r.email, r.userCode, r.department, r.phone, r.language]).commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The company's search index read here as a server reads it after a change of the company's people: time, this
 * process's CPU, and the bytes it holds.
 */
async function readSearchIndex(
  databaseUrl: string,
  companyId: number,
): Promise<{ people: number; seconds: number; cpuSeconds: number; megabytes: number }> {
  const database = await openDatabase({ databaseUrl, dataDir: "", inMemoryDatabase: false });
  try {
    await readPeopleSearchIndex(database.db, companyId); // warm: the connection and the JIT
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const index = await readPeopleSearchIndex(database.db, companyId);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      people: index.ids.length,
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      megabytes: indexBytes(index) / 1e6,
    };
  } finally {
    await database.close();
  }
}

/** The reference: the same rows written straight into `people` with `pg`, in slices, in one transaction. */
async function plainBulkInsert(databaseUrl: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const company = await client.query<{ id: number }>(
      "insert into companies (name, services, survey_flow_id) values ('Bulk reference', '{1,2,3}', 1) returning id",
    );
    const companyId = company.rows[0]?.id;
    const people = Array.from({ length: rows }, (_, i) => rowOf(i, "reference.example"));
    const started = performance.now();
    await client.query("begin");
    for (let start = 0; start < people.length; start += 5_000) {
      const slice = people.slice(start, start + 5_000);
      await client.query(
        `insert into people (company_id, name, surname, email, login, user_code, phone, locale)
         select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        [
          companyId,
          slice.map((p) => p.name),
          slice.map((p) => p.surname),
          slice.map((p) => p.email),
          slice.map((p) => p.email),
          slice.map((p) => p.userCode),
          slice.map((p) => p.phone),
          slice.map((p) => p.language),
        ],
      );
    }
    await client.query("commit");
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { records: T }).records;
}

export interface ImportFigures {
  rows: number;
  fileMb: number;
  uploadSeconds: number;
  commitSeconds: number;
  totalSeconds: number;
  peakRssMb: number;
  startRssMb: number;
  bulkSeconds: number;
  searchIndex: { people: number; seconds: number; cpuSeconds: number; megabytes: number };
  lists: { label: string; figures: LoadFigures; path: string; connections: number; withoutIndex?: boolean }[];
}

export async function benchImport(
  databaseUrl: string,
  durationSeconds: number,
  log: (line: string) => void,
): Promise<ImportFigures> {
  log(`  building a ${IMPORT_ROWS.toLocaleString("en")}-row xlsx`);
  const file = await buildWorkbook(IMPORT_ROWS);
  const server = await startChildServer("./src/import-server.ts", [databaseUrl]);
  try {
    const base = server.url;
    const memory = () =>
      fetch(`${base}/bench/memory`).then((r) => r.json() as Promise<{ maxRssKb: number; rssKb: number }>);
    const startRss = await memory();
    const login = await json<{ token: string }>(
      await fetch(`${base}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ login: "admin", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
      }),
    );
    const auth = { authorization: `Bearer ${login.token}` };
    const company = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ id: number }>("select id from companies where name = 'Demo Corp'"))
          .rows[0]?.id;
      } finally {
        await client.end();
      }
    })();
    if (!company) throw new Error("no demo company");

    log("  plain bulk insert of the same rows (reference)");
    const bulkSeconds = await plainBulkInsert(databaseUrl, IMPORT_ROWS);

    log("  importing through the API: upload and preview, commit, poll until committed");
    const started = performance.now();
    const form = new FormData();
    form.append("services", "1,2,3,4");
    form.append("surveyFlowId", "1");
    form.append("file", new Blob([new Uint8Array(file)]), "people-100k.xlsx");
    const preview = await json<{ importId: string; creates: number; errorCount: number }>(
      await fetch(`${base}/api/v1/admin/stakeholders/people/import/${company}`, {
        method: "POST",
        headers: auth,
        body: form,
      }),
    );
    if (preview.errorCount > 0 || preview.creates !== IMPORT_ROWS) {
      throw new Error(`the preview found ${preview.errorCount} errors and ${preview.creates} creates`);
    }
    const uploaded = performance.now();
    await json(
      await fetch(`${base}/api/v1/admin/stakeholders/people/import/${company}/${preview.importId}/commit`, {
        method: "POST",
        headers: auth,
      }),
    );
    for (;;) {
      const status = await json<{ status: string }>(
        await fetch(`${base}/api/v1/admin/stakeholders/people/import/${company}/${preview.importId}`, {
          headers: auth,
        }),
      );
      if (status.status === "committed") break;
      if (status.status !== "committing") throw new Error(`the commit ended as ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const finished = performance.now();
    const peak = await memory();

    // What autovacuum does within a minute or so of a 100,000-row import in production: vacuum (the visibility
    // map that index-only scans rely on) and analyse (the statistics the planner chooses indexes by). The CI
    // PostgreSQL runs with `autovacuum = off`, so without this the list would be measured on a table the planner
    // knows nothing about, which no production company stays in (docs/benchmarks.md).
    const maintenance = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const autovacuum = (await client.query<{ autovacuum: string }>("show autovacuum")).rows[0]
          ?.autovacuum;
        const before = performance.now();
        await client.query("vacuum (analyze) people, person_profiles, departments");
        return { autovacuum: autovacuum ?? "?", seconds: (performance.now() - before) / 1000 };
      } finally {
        await client.end();
      }
    })();
    log(
      `  vacuum (analyze) after the import: ${maintenance.seconds.toFixed(1)} s (this server's autovacuum: ${maintenance.autovacuum})`,
    );

    // A broad search (a name or surname prefix that about one person in six matches) and a narrow one
    // (the start of one person's e-mail), both sorted by surname, third page of 25.
    const list = (search: string) =>
      `${base}/api/v1/admin/stakeholders/people?companyId=${company}&search=${encodeURIComponent(search)}&sort=surname&order=asc&page=3&pageSize=25`;
    const broadUrl = list("mar");
    const narrowUrl = `${base}/api/v1/admin/stakeholders/people?companyId=${company}&search=${encodeURIComponent("marta.4242")}&sort=surname&order=asc&page=1&pageSize=25`;
    // No search: the list as it opens (its total counted up to the cap, "10,000+").
    const allUrl = `${base}/api/v1/admin/stakeholders/people?companyId=${company}&sort=surname&order=asc&page=3&pageSize=25`;
    for (const url of [broadUrl, narrowUrl, allUrl]) await json(await fetch(url, { headers: auth }));
    // The same lists from a second server on the same database that keeps no list's ids
    // (PEOPLE_LIST_CACHE_ENTRIES=0): every request computed, as the first request of a search is, searches from
    // the company's search index (built in the background after the first search, within the warm-up); and
    // from a third that keeps no ids and has no search index (PEOPLE_SEARCH_INDEX_PEOPLE=0): every search in SQL.
    const computing = await startChildServer("./src/import-server.ts", [databaseUrl, "0"]);
    const inSql = await startChildServer("./src/import-server.ts", [databaseUrl, "0", "0"]);
    const onComputing = (url: string) => url.replace(base, computing.url);
    const onSql = (url: string) => url.replace(base, inSql.url);
    let figures: LoadFigures[];
    try {
      log(
        `  people list at ${IMPORT_ROWS.toLocaleString("en")} people (broad, narrow and no search, sorted), ${LIST_CONNECTIONS} connections, ${durationSeconds} s each, from the server that keeps lists' ids, from one that computes every request and from one that computes every search in SQL`,
      );
      figures = await measureLoad(
        [
          ...[broadUrl, narrowUrl, allUrl].flatMap((url) => [
            { url, connections: LIST_CONNECTIONS, headers: auth },
            { url: onComputing(url), connections: LIST_CONNECTIONS, headers: auth },
          ]),
          // One admin at a time: the broad search computed on every request, one request in flight.
          { url: onComputing(broadUrl), connections: 1, headers: auth },
          { url: onSql(broadUrl), connections: LIST_CONNECTIONS, headers: auth },
          { url: onSql(broadUrl), connections: 1, headers: auth },
        ],
        durationSeconds,
      );
    } finally {
      await computing.close();
      await inSql.close();
    }
    const [
      broad,
      broadComputed,
      narrow,
      narrowComputed,
      all,
      allComputed,
      broadAlone,
      broadSql,
      broadSqlAlone,
    ] = figures;
    if (
      !broad ||
      !narrow ||
      !all ||
      !broadComputed ||
      !narrowComputed ||
      !allComputed ||
      !broadAlone ||
      !broadSql ||
      !broadSqlAlone
    )
      throw new Error("the load generator returned too few figures");
    const listRows: [label: string, kept: LoadFigures, computed: LoadFigures, url: string][] = [
      ["broad search (search=mar, page 3)", broad, broadComputed, broadUrl],
      ["narrow search (search=marta.4242, page 1)", narrow, narrowComputed, narrowUrl],
      ["no search (page 3)", all, allComputed, allUrl],
    ];
    const searchIndex = await readSearchIndex(databaseUrl, company);
    return {
      searchIndex,
      rows: IMPORT_ROWS,
      fileMb: file.length / 1e6,
      uploadSeconds: (uploaded - started) / 1000,
      commitSeconds: (finished - uploaded) / 1000,
      totalSeconds: (finished - started) / 1000,
      peakRssMb: peak.maxRssKb / 1024,
      startRssMb: startRss.rssKb / 1024,
      bulkSeconds,
      lists: [
        ...listRows.flatMap(([label, kept, computed, url]) => [
          {
            label: `${label}, ids kept`,
            figures: kept,
            path: new URL(url).pathname + new URL(url).search,
            connections: LIST_CONNECTIONS,
          },
          { label: `${label}, computed`, figures: computed, path: "", connections: LIST_CONNECTIONS },
        ]),
        {
          label: "broad search (search=mar, page 3), computed",
          figures: broadAlone,
          path: "",
          connections: 1,
        },
        {
          label: "broad search (search=mar, page 3), computed in SQL",
          figures: broadSql,
          path: "",
          connections: LIST_CONNECTIONS,
          withoutIndex: true,
        },
        {
          label: "broad search (search=mar, page 3), computed in SQL",
          figures: broadSqlAlone,
          path: "",
          connections: 1,
          withoutIndex: true,
        },
      ],
    };
  } finally {
    await server.close();
  }
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => (cells[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const cells of rows) console.log(line(cells));
}

/** The import table of `npm run bench`; a string is the reason the figures are missing. */
export function printImportFigures(figures: ImportFigures | string): void {
  if (typeof figures === "string") {
    console.log(`People import (PostgreSQL): ${figures}`);
    return;
  }
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const f = figures;
  table(
    ["people import (PostgreSQL)", "figure", "target"],
    [
      [
        `import of a ${f.rows.toLocaleString("en")}-row xlsx (${f.fileMb.toFixed(1)} MB), s`,
        `${f.totalSeconds.toFixed(1)} (upload and preview ${f.uploadSeconds.toFixed(1)}, commit ${f.commitSeconds.toFixed(1)})`,
        `< ${IMPORT_TARGET.seconds} s ${mark(f.totalSeconds < IMPORT_TARGET.seconds)}`,
      ],
      [
        "  server peak RSS, MB",
        `${f.peakRssMb.toFixed(0)} (${f.startRssMb.toFixed(0)} before the import)`,
        `< ${IMPORT_TARGET.peakRssMb} MB ${mark(f.peakRssMb < IMPORT_TARGET.peakRssMb)}`,
      ],
      ["plain bulk insert of the same rows (pg, one transaction), s", f.bulkSeconds.toFixed(1), "reference"],
      ["  ratio import / bulk insert", (f.totalSeconds / f.bulkSeconds).toFixed(1), "reported"],
      ...f.lists.flatMap(({ label, figures, connections, withoutIndex }) => [
        [
          `people list at ${f.rows.toLocaleString("en")} people, ${label}, ${connections} conn., req/s`,
          `${figures.requestsPerSecond.toFixed(0)}${figures.failures > 0 ? ` (!${figures.failures} of ${figures.total} failed)` : ""}`,
          "",
        ],
        [
          "  latency p50 / p99 ms",
          `${figures.p50Ms} / ${figures.p99Ms}`,
          withoutIndex
            ? "reported (what the index saves)"
            : `p99 < ${IMPORT_TARGET.listP99Ms} ms ${mark(figures.p99Ms < IMPORT_TARGET.listP99Ms)}`,
        ],
      ]),
    ],
  );
  const index = f.searchIndex;
  console.log(
    `search index of the ${index.people.toLocaleString("en")} people (built in the background after a change of the company's people): ${(index.seconds * 1000).toFixed(0)} ms, ${(index.cpuSeconds * 1000).toFixed(0)} ms of the server's CPU, ${index.megabytes.toFixed(1)} MB held`,
  );
  for (const { path } of f.lists) if (path) console.log(`list request: GET ${path}`);
  console.log(
    "(ids kept: the server keeps a list's first 1,000 ids while the company's people are unchanged, so the same search again is cut from them; computed: a second server with PEOPLE_LIST_CACHE_ENTRIES=0, every request computed as a search's first request is, searches from the company's in-memory search index; computed in SQL: a third server with no search index either, PEOPLE_SEARCH_INDEX_PEOPLE=0)",
  );
  console.log("(a figure of 0 req/s means no request finished within a 2-second slice)");
}

/**
 * The whole import bench on a fresh database of the PostgreSQL server at `serverUrl` (dropped afterwards); a
 * string says why it could not run.
 */
export async function runImportBench(
  serverUrl: string,
  durationSeconds: number,
  log: (line: string) => void,
): Promise<ImportFigures | string> {
  log("People import at 100,000 rows (PostgreSQL, a fresh database)");
  try {
    const database = await createPostgresDatabase(serverUrl);
    try {
      return await benchImport(database.url, durationSeconds, log);
    } finally {
      await database.drop();
    }
  } catch (error) {
    return `skipped: ${(error as Error).message.split("\n")[0]}`;
  }
}
