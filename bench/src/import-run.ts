// Only the import bench (the figures `npm run bench` prints last): `npx tsx src/import-run.ts` in bench/.
import { printImportFigures, runImportBench } from "./import";

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
printImportFigures(
  await runImportBench(serverUrl, durationSeconds, (line) => process.stderr.write(`${line}\n`)),
);
process.exit(0);
