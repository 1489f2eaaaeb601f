// Only the answers bench (the figures `npm run bench` prints last): `npm run bench:answers -w @wellguard/bench`,
// or `npx tsx src/answers-run.ts` in bench/. BENCH_ANSWER_PEOPLE (default 2,000) sets the number of employees.
import { printAnswerFigures, runAnswersBench } from "./answers";

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const figures = await runAnswersBench(serverUrl, durationSeconds, (line) =>
  process.stderr.write(`${line}\n`),
);
console.log("");
printAnswerFigures(figures);
process.exit(0);
