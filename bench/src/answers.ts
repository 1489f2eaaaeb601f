// The answer figures of issue 4 (point 11), from one run on PostgreSQL: answer submissions
// (PUT /api/v1/user/traits/interactions/{id}) at 50 connections, p99 under 30 ms.
//
// On a fresh database: the product in its own process (bench/product-server.ts), N employees of a company with
// every service and the standard flow, each with a live session and the welcome answered 40 days ago (answers-seed.ts);
// each person's interactions are read once through the API (GET /user/traits/interactions), which assigns every
// step of the flow. Then, with autocannon in its own process (answers-load.ts):
//
// - plain answers: each request answers a question not answered yet, of a different person than the 49 others in
//   flight, never the last question of a survey (nothing completes), in turns with the reference;
// - the reference: GET /api/v1/auth/info with the same people's tokens, same connections, in alternating slices;
// - completing answers: the last question of the climate survey (surveyId 3: WHO-5 and work climate) of each of
//   the first 1,000 people, its other questions answered before through the same API. That answer marks the
//   interaction done and, in the same transaction, writes the profile dimension records, recomputes the global
//   model and the person's scores and evaluates achievements. Each person once, so the figure covers exactly
//   1,000 answers (the first 100 unmeasured);
// - answers as employees send them (the target's figure): the other people (those whose climate survey the
//   completing answers did not finish) answer every open survey to its end, each person's surveys in an order of
//   their own (shuffled with a fixed seed), so the answers that complete a survey (about one in eight: 13 surveys
//   in about 100 answers a person) fall among the plain ones instead of all together. Request k goes to person
//   k mod M, like the plain answers.

import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SURVEYS, type TInteraction, type TQuestion, type TSurvey } from "@wellguard/contract";
import pg from "pg";
import { type ChildServer, startChildServer } from "../child";
import { createPostgresDatabase } from "../product";
import type { AnswerLoadFigures, AnswerLoadPlan, LoadRequest } from "./answers-load";
import { type SeededPerson, seedAnswerPeople } from "./answers-seed";

export const ANSWER_CONNECTIONS = 50;
export const ANSWER_TARGET = { p99Ms: 30 };
const DEFAULT_PEOPLE = 2_000;
/** People whose climate survey the completing answers finish (the first ones of the N). */
const DEFAULT_COMPLETIONS = 1_000;
const COMPLETION_WARM_UP = 100;
const CLIMATE = SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS;
const SLICE_SECONDS = 2;

export interface AnswerFigures {
  people: number;
  completions: number;
  seedSeconds: number;
  assignSeconds: number;
  interactionsPerPerson: number;
  plainPerPerson: number;
  plain: AnswerLoadFigures;
  info: AnswerLoadFigures;
  completing: AnswerLoadFigures;
  completedInDatabase: number;
  mixed: AnswerLoadFigures;
  /** Of the mixed answers handed out, how many completed a survey. */
  mixedCompleting: number;
  mixedPeople: number;
  durationSeconds: number;
  loadBefore: string;
  loadAfter: string;
}

type Log = (line: string) => void;

async function records<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { records: T }).records;
}

/** Runs `work` over `items` with `concurrency` requests at a time. */
async function inTurns<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at] as T);
      }
    }),
  );
  return results;
}

/** A valid answer to `question`, varied by person: one of its options, or a short text. */
function answerFor(question: TQuestion, person: number): number | string {
  if (question.kind === "text") return "An answer written by the bench.";
  const options = question.options;
  return options[person % options.length]?.value ?? 0;
}

/** A small seeded generator (mulberry32), so every run shuffles the surveys alike. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const answerPath = (interactionId: number) =>
  `/api/v1/user/traits/interactions/${interactionId}?completeQuestions=false`;

function answerRequest(
  person: SeededPerson,
  index: number,
  interactionId: number,
  question: TQuestion,
): LoadRequest {
  return {
    method: "PUT",
    path: answerPath(interactionId),
    token: person.token,
    body: JSON.stringify({ questionId: question.questionId, value: answerFor(question, index) }),
  };
}

/** The server process's pid, found by its command line (the fresh database's name is in it). */
function serverPid(databaseName: string): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (command.includes("product-server.ts") && command.includes(databaseName)) return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  return null;
}

function load(plan: AnswerLoadPlan): Promise<AnswerLoadFigures[]> {
  const file = join(tmpdir(), `wellguard-answers-plan-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const script = fileURLToPath(new URL("./answers-load.ts", import.meta.url));
  return new Promise<AnswerLoadFigures[]>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, file], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line) reject(new Error(`the load generator exited with ${code}`));
      else resolve(JSON.parse(line) as AnswerLoadFigures[]);
    });
  }).finally(() => rmSync(file, { force: true }));
}

/**
 * The product in its own process (bench/product-server.ts). With BENCH_ANSWER_PROFILE=<folder> it runs under
 * `node --cpu-prof` and writes a .cpuprofile there when it stops (open it in Chrome's DevTools, Performance).
 */
async function startServer(databaseUrl: string, log: Log): Promise<ChildServer> {
  const target = JSON.stringify({ kind: "postgres", databaseUrl });
  const profileDir = process.env.BENCH_ANSWER_PROFILE;
  if (!profileDir) return startChildServer("./product-server.ts", [target]);
  log(`  the server runs under --cpu-prof, profile written to ${profileDir}`);
  const script = fileURLToPath(new URL("../product-server.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    ["--cpu-prof", "--cpu-prof-dir", profileDir, "--import", "tsx", script, target],
    { cwd: fileURLToPath(new URL("..", import.meta.url)), stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  let output = "";
  child.stdout.setEncoding("utf8");
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("\n")) resolve(output.slice(0, output.indexOf("\n")).trim());
    });
    child.once("exit", (code) =>
      reject(new Error(`product-server.ts exited with ${code} before it was ready`)),
    );
  });
  return {
    url,
    pid: child.pid ?? 0,
    close: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

export async function benchAnswers(
  databaseUrl: string,
  durationSeconds: number,
  people: number,
  completions: number,
  log: Log,
): Promise<AnswerFigures> {
  const loadBefore = loadAverage();
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const server = await startServer(databaseUrl, log);
  try {
    const base = server.url;
    log(`  ${people.toLocaleString("en")} employees with a session each, welcome answered 40 days ago`);
    let started = performance.now();
    const seeded = await seedAnswerPeople(databaseUrl, people);
    const seedSeconds = (performance.now() - started) / 1000;

    log("  reading each person's interactions once (GET /user/traits/interactions assigns the flow's steps)");
    started = performance.now();
    const journeys = await inTurns(seeded, 16, async (person) =>
      records<TInteraction[]>(
        await fetch(`${base}/api/v1/user/traits/interactions`, {
          headers: { authorization: `Bearer ${person.token}` },
        }),
      ),
    );
    const assignSeconds = (performance.now() - started) / 1000;
    const open = (list: TInteraction[]) =>
      list.filter((i) => !i.dummy && (i.surveyStatus === "AVAILABLE" || i.surveyStatus === "PROGRESS"));
    const first = seeded[0];
    const firstJourney = journeys[0];
    if (!first || !firstJourney) throw new Error("no people");

    // Every person has the same surveys: their questions (ids, kinds, options) read once, from the first person.
    const questions = new Map<number, TQuestion[]>();
    for (const interaction of open(firstJourney)) {
      const survey = await records<TSurvey>(
        await fetch(
          `${base}/api/v1/user/traits/interactions/${interaction.surveyEntityId}?completeQuestions=true`,
          {
            headers: { authorization: `Bearer ${first.token}` },
          },
        ),
      );
      questions.set(interaction.surveyTypeId, survey.questions);
    }
    const climateQuestions = questions.get(CLIMATE);
    if (!climateQuestions || climateQuestions.length < 2)
      throw new Error("no open climate survey to complete");

    // Each person's plain answers: every open survey's questions but the last. For the people whose climate
    // survey is completed later (the first `completions`), its questions come first, so the plain answers do much
    // of the preparation. Request k goes to person k mod N: consecutive requests, and so the 50 in flight, are
    // different people's.
    const perPerson: LoadRequest[][] = [];
    const climateOf: { person: SeededPerson; index: number; interactionId: number }[] = [];
    for (const [index, person] of seeded.entries()) {
      const list: LoadRequest[] = [];
      const completes = index < completions;
      const interactions = open(journeys[index] ?? []).sort((a, b) =>
        completes ? Number(b.surveyTypeId === CLIMATE) - Number(a.surveyTypeId === CLIMATE) : 0,
      );
      for (const interaction of interactions) {
        const all = questions.get(interaction.surveyTypeId) ?? [];
        if (completes && interaction.surveyTypeId === CLIMATE)
          climateOf.push({ person, index, interactionId: interaction.surveyEntityId });
        for (const question of all.slice(0, -1))
          list.push(answerRequest(person, index, interaction.surveyEntityId, question));
      }
      perPerson.push(list);
    }
    const plainPerPerson = Math.min(...perPerson.map((list) => list.length));
    const plainRequests: LoadRequest[] = [];
    for (let k = 0; k < plainPerPerson; k++) {
      for (const list of perPerson) {
        const request = list[k];
        if (request) plainRequests.push(request);
      }
    }
    const infoRequests: LoadRequest[] = seeded.map((person) => ({
      method: "GET",
      path: "/api/v1/auth/info",
      token: person.token,
    }));

    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // The new interactions' statistics, as autovacuum would have them (the CI PostgreSQL runs without it).
      await admin.query("vacuum (analyze)");
      const cpu = { serverPid: serverPid(databaseName), databaseUrl };

      log(
        `  plain answers (PUT, ${plainRequests.length.toLocaleString("en")} different ones) and GET /api/v1/auth/info in turns, ${ANSWER_CONNECTIONS} connections, ${durationSeconds} s each`,
      );
      const [plain, info] = await load({
        origin: base,
        mode: "slices",
        jobs: [
          { connections: ANSWER_CONNECTIONS, requests: plainRequests },
          { connections: ANSWER_CONNECTIONS, requests: infoRequests },
        ],
        warmUpSeconds: Math.min(2, durationSeconds),
        rounds: Math.max(1, Math.round(durationSeconds / SLICE_SECONDS)),
        sliceSeconds: Math.min(SLICE_SECONDS, durationSeconds),
        warmUp: 0,
        cpu,
      });
      if (!plain || !info) throw new Error("the load generator returned too few figures");

      // The climate questions the plain answers did not reach (or left in flight at a slice's end), through the
      // same API, unmeasured: afterwards every climate survey lacks exactly its last answer.
      const lastClimate = climateQuestions[climateQuestions.length - 1] as TQuestion;
      const answered = await admin.query<{ interaction_id: number; questions: string[] }>(
        `select interaction_id, array_agg(question_id) as questions from interaction_answers
         where interaction_id = any($1::int[]) group by interaction_id`,
        [climateOf.map((c) => c.interactionId)],
      );
      const answeredBy = new Map(answered.rows.map((row) => [row.interaction_id, new Set(row.questions)]));
      const missing = climateOf.flatMap((c) =>
        climateQuestions
          .slice(0, -1)
          .filter((q) => !answeredBy.get(c.interactionId)?.has(q.questionId))
          .map((q) => answerRequest(c.person, c.index, c.interactionId, q)),
      );
      log(`  answering the ${missing.length.toLocaleString("en")} climate questions the plain answers left`);
      await inTurns(missing, 32, async (request) =>
        records(
          await fetch(`${base}${request.path}`, {
            method: "PUT",
            headers: { authorization: `Bearer ${request.token}`, "content-type": "application/json" },
            body: request.body ?? "",
          }),
        ),
      );

      const completingRequests = climateOf.map((c) =>
        answerRequest(c.person, c.index, c.interactionId, lastClimate),
      );
      log(
        `  completing answers (the last climate question of each of ${completingRequests.length.toLocaleString("en")} people, the first ${COMPLETION_WARM_UP} unmeasured), ${ANSWER_CONNECTIONS} connections`,
      );
      const [completing] = await load({
        origin: base,
        mode: "amount",
        jobs: [{ connections: ANSWER_CONNECTIONS, requests: completingRequests }],
        warmUpSeconds: 0,
        rounds: 0,
        sliceSeconds: 0,
        warmUp: COMPLETION_WARM_UP,
        cpu,
      });
      if (!completing) throw new Error("the load generator returned too few figures");
      const done = await admin.query<{ count: string }>(
        "select count(*) from interactions where id = any($1::int[]) and status = 'DONE'",
        [climateOf.map((c) => c.interactionId)],
      );

      // Answers as employees send them: the other people's open surveys, each to its end. First what
      // autovacuum would have done by now (the CI PostgreSQL runs without it): the completions above wrote
      // thousands of profile records and answers since the last statistics.
      await admin.query("vacuum (analyze)");
      const others = seeded.slice(completions);
      const stateOf = await admin.query<{
        id: number;
        person_id: number;
        survey_type_id: number;
        answered: string[];
      }>(
        `select id, person_id, survey_type_id, answered from interactions
         where person_id = any($1::int[]) and status in ('AVAILABLE', 'PROGRESS') order by id`,
        [others.map((person) => person.personId)],
      );
      const openOf = new Map<number, typeof stateOf.rows>();
      for (const row of stateOf.rows) openOf.set(row.person_id, [...(openOf.get(row.person_id) ?? []), row]);
      const random = seededRandom(20261123);
      const mixedPerPerson = others.map((person, offset) => {
        const surveys = [...(openOf.get(person.personId) ?? [])];
        for (let i = surveys.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [surveys[i], surveys[j]] = [
            surveys[j] as (typeof surveys)[number],
            surveys[i] as (typeof surveys)[number],
          ];
        }
        return surveys.flatMap((interaction) => {
          const all = questions.get(interaction.survey_type_id) ?? [];
          const answeredIds = new Set(interaction.answered);
          const rest = all.filter((q) => !answeredIds.has(q.questionId));
          return rest.map((question, at) => ({
            request: answerRequest(person, completions + offset, interaction.id, question),
            completes: at === rest.length - 1,
          }));
        });
      });
      const mixedList: { request: LoadRequest; completes: boolean }[] = [];
      const longest = Math.max(0, ...mixedPerPerson.map((list) => list.length));
      for (let k = 0; k < longest; k++) {
        for (const list of mixedPerPerson) {
          const entry = list[k];
          if (entry) mixedList.push(entry);
        }
      }
      log(
        `  answers as employees send them (${others.length.toLocaleString("en")} people answering every open survey to its end, ${mixedList.filter((e) => e.completes).length.toLocaleString("en")} of ${mixedList.length.toLocaleString("en")} complete one), ${ANSWER_CONNECTIONS} connections, ${durationSeconds} s`,
      );
      const [mixed] = await load({
        origin: base,
        mode: "slices",
        jobs: [{ connections: ANSWER_CONNECTIONS, requests: mixedList.map((entry) => entry.request) }],
        warmUpSeconds: Math.min(2, durationSeconds),
        rounds: Math.max(1, Math.round(durationSeconds / SLICE_SECONDS)),
        sliceSeconds: Math.min(SLICE_SECONDS, durationSeconds),
        warmUp: 0,
        cpu,
      });
      if (!mixed) throw new Error("the load generator returned too few figures");
      const mixedCompleting = mixedList
        .slice(0, Math.min(mixed.sent, mixedList.length))
        .filter((entry) => entry.completes).length;
      return {
        people,
        completions: climateOf.length,
        seedSeconds,
        assignSeconds,
        interactionsPerPerson: open(firstJourney).length,
        plainPerPerson,
        plain,
        info,
        completing,
        completedInDatabase: Number(done.rows[0]?.count ?? 0),
        mixed,
        mixedCompleting,
        mixedPeople: others.length,
        durationSeconds,
        loadBefore,
        loadAfter: loadAverage(),
      };
    } finally {
      await admin.end();
    }
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

/** The answers table of `npm run bench`; a string is the reason the figures are missing. */
export function printAnswerFigures(figures: AnswerFigures | string): void {
  if (typeof figures === "string") {
    console.log(`Answer submissions (PostgreSQL): ${figures}`);
    return;
  }
  const f = figures;
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const failed = (l: AnswerLoadFigures) =>
    l.failures > 0
      ? ` (!${l.failures} of ${l.total} failed: ${Object.entries(l.statuses)
          .filter(([code]) => !code.startsWith("2"))
          .map(([code, count]) => `${count}× ${code}`)
          .join(", ")})`
      : "";
  const cpu = (l: AnswerLoadFigures) =>
    `${l.serverCpuMs === null ? "?" : l.serverCpuMs.toFixed(2)} / ${l.databaseCpuMs === null ? "?" : l.databaseCpuMs.toFixed(2)}`;
  const latency = (l: AnswerLoadFigures) => `${l.p50Ms} / ${l.p99Ms} / ${l.maxMs}`;
  console.log(
    `Answer submissions (PostgreSQL) — ${f.people.toLocaleString("en")} employees, ${f.interactionsPerPerson} open surveys each; load average before ${f.loadBefore}, after ${f.loadAfter}`,
  );
  table(
    ["answer submissions (PostgreSQL)", "figure", "target"],
    [
      [
        `answers as employees send them (PUT), ${ANSWER_CONNECTIONS} conn., req/s`,
        `${f.mixed.requestsPerSecond.toFixed(0)}${failed(f.mixed)}`,
        "",
      ],
      [
        "  latency p50 / p99 / max ms",
        latency(f.mixed),
        `p99 < ${ANSWER_TARGET.p99Ms} ms ${mark(f.mixed.p99Ms < ANSWER_TARGET.p99Ms && f.mixed.failures === 0)}`,
      ],
      ["  p99 of each 2-second slice, ms", f.mixed.sliceP99Ms.join(", "), "reported (the worst is judged)"],
      [
        "  answers that completed a survey",
        `${f.mixedCompleting.toLocaleString("en")} of ${Math.min(f.mixed.sent, f.mixed.listLength).toLocaleString("en")} sent`,
        "reported",
      ],
      ["  CPU ms per answer: server / PostgreSQL", cpu(f.mixed), "reported"],
      [
        `plain answer PUT, ${ANSWER_CONNECTIONS} conn., req/s`,
        `${f.plain.requestsPerSecond.toFixed(0)}${failed(f.plain)}`,
        "",
      ],
      [
        "  latency p50 / p99 / max ms",
        latency(f.plain),
        `p99 < ${ANSWER_TARGET.p99Ms} ms: ${f.plain.p99Ms < ANSWER_TARGET.p99Ms ? "under" : "over"}`,
      ],
      ["  CPU ms per answer: server / PostgreSQL", cpu(f.plain), "reported"],
      [
        `GET /api/v1/auth/info, same people, ${ANSWER_CONNECTIONS} conn., req/s`,
        `${f.info.requestsPerSecond.toFixed(0)}${failed(f.info)}`,
        "reference",
      ],
      ["  latency p50 / p99 / max ms", latency(f.info), ""],
      ["  CPU ms per request: server / PostgreSQL", cpu(f.info), ""],
      [
        "  ratio plain answers / info",
        f.info.requestsPerSecond > 0
          ? (f.plain.requestsPerSecond / f.info.requestsPerSecond).toFixed(2)
          : "?",
        "reported",
      ],
      [
        `completing answer PUT (scores written), ${ANSWER_CONNECTIONS} conn., req/s`,
        `${f.completing.requestsPerSecond.toFixed(0)} over ${f.completing.total.toLocaleString("en")}${failed(f.completing)}`,
        "",
      ],
      ["  latency p50 / p99 / max ms", latency(f.completing), "reported (only completions, 50 at once)"],
      ["  CPU ms per answer: server / PostgreSQL", cpu(f.completing), "reported"],
      [
        "  ratio completing / info",
        f.info.requestsPerSecond > 0
          ? (f.completing.requestsPerSecond / f.info.requestsPerSecond).toFixed(3)
          : "?",
        "reported",
      ],
      [
        "  ratio completing / plain answers",
        f.plain.requestsPerSecond > 0
          ? (f.completing.requestsPerSecond / f.plain.requestsPerSecond).toFixed(2)
          : "?",
        "reported",
      ],
    ],
  );
  const wrapped =
    f.plain.sent > f.plain.listLength
      ? " (the list ran out and started again: some answers replaced earlier ones)"
      : "";
  console.log(
    `plain answers sent ${f.plain.sent.toLocaleString("en")} of ${f.plain.listLength.toLocaleString("en")} prepared (${f.plainPerPerson} per person)${wrapped}; climate surveys completed ${f.completedInDatabase.toLocaleString("en")} of ${f.completions.toLocaleString("en")}; setup: people ${f.seedSeconds.toFixed(1)} s, first read of the interactions ${f.assignSeconds.toFixed(1)} s`,
  );
  console.log(
    `(plain answers and info in alternating ${SLICE_SECONDS} s slices, ${f.durationSeconds} s each after a 2 s warm-up: p50 of the median slice, p99 and max of the worst; completing answers: one run over the ${f.completions.toLocaleString("en")} people, ${COMPLETION_WARM_UP} first unmeasured; answers as employees send them: ${f.mixedPeople.toLocaleString("en")} people, 2 s slices for ${f.durationSeconds} s after a 2 s warm-up)`,
  );
}

/**
 * The whole answers bench on a fresh database of the PostgreSQL server at `serverUrl` (dropped afterwards); a
 * string says why it could not run.
 */
export async function runAnswersBench(
  serverUrl: string,
  durationSeconds: number,
  log: Log,
  people = Number(process.env.BENCH_ANSWER_PEOPLE ?? DEFAULT_PEOPLE),
  completions = Math.min(people, Number(process.env.BENCH_ANSWER_COMPLETIONS ?? DEFAULT_COMPLETIONS)),
): Promise<AnswerFigures | string> {
  log("Answer submissions (PostgreSQL, a fresh database)");
  try {
    const database = await createPostgresDatabase(serverUrl);
    try {
      return await benchAnswers(database.url, durationSeconds, people, completions, log);
    } finally {
      await database.drop();
    }
  } catch (error) {
    return `skipped: ${(error as Error).message.split("\n")[0]}`;
  }
}
