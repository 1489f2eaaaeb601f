#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
// Stages: Chromium → lint/format + typecheck → unit and API suites → web build + browser suites.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportDir = mkdtempSync(join(tmpdir(), "wellguard-test-"));
const totals = { passed: 0, failed: 0, skipped: 0, ran: false };
const started = Date.now();

function header(title) {
  console.log(`\n━━━ ${title} ━━━`);
}

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, args, env = process.env) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    child.on("error", (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function summaryLine() {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : "";
  return `tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

function finish(code, message) {
  rmSync(reportDir, { recursive: true, force: true });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  if (message) console.error(`\n✗ ${message}`);
  else console.log(`\n✓ all stages passed in ${minutes} min`);
  if (totals.ran) console.log(summaryLine());
  process.exit(code);
}

/** Adds the counts of one vitest JSON report; a missing report means vitest itself failed. */
function addReport(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.ran = true;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

async function vitest(label, extraArgs) {
  const file = join(reportDir, `${label}.json`);
  const code = await run("npx", [
    "vitest",
    "run",
    ...extraArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${file}`,
  ]);
  const hasReport = addReport(file);
  if (code !== 0 || !hasReport) finish(code || 1, `${label} suites failed (exit code ${code})`);
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

// 1. Chromium
header("1/4 Chromium and pdftotext");
let chrome = findChromium();
if (!chrome) {
  if (!canInstallWithApt()) {
    finish(1, "Chromium not found. Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.");
  }
  console.log("Chromium not found; installing Debian's chromium with apt-get.");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const code = await run(
    "sh",
    ["-c", "apt-get update && apt-get install -y --no-install-recommends chromium"],
    aptEnv,
  );
  chrome = findChromium();
  if (code !== 0 || !chrome) {
    finish(
      1,
      "Installing chromium failed. Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.",
    );
  }
}
process.env.CHROME_PATH = chrome;
console.log(`CHROME_PATH=${chrome}`);
// pdftotext (Debian's poppler-utils) reads the reports' PDFs back in the API and browser suites.
if (spawnSync("sh", ["-c", "command -v pdftotext"]).status !== 0) {
  if (!canInstallWithApt()) {
    finish(1, "pdftotext not found. Install it (Debian: apt-get install poppler-utils).");
  }
  console.log("pdftotext not found; installing Debian's poppler-utils with apt-get.");
  const code = await run(
    "sh",
    ["-c", "apt-get update && apt-get install -y --no-install-recommends poppler-utils"],
    { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  );
  if (code !== 0)
    finish(1, "Installing poppler-utils failed. Install it (Debian: apt-get install poppler-utils).");
}
console.log(
  process.env.TEST_DATABASE_URL
    ? "TEST_DATABASE_URL is set: API suites also run against that PostgreSQL."
    : "TEST_DATABASE_URL is not set: API suites run on the embedded database only.",
);

// 2. Lint, format and types
header("2/4 Lint, format (Biome) and typecheck");
if ((await run("npx", ["biome", "ci", "--colors=off", "."])) !== 0)
  finish(1, "Biome found lint or format problems (fix: npm run format)");
if ((await run("npm", ["run", "typecheck"])) !== 0) finish(1, "Typecheck failed");

// 3. Unit and API suites (root vitest.config.ts: contract, server, web)
header("3/4 Unit and API suites");
await vitest("unit and API", []);

// 4. Browser suites against the built web app
header("4/4 Web build and browser suites");
if ((await run("npm", ["run", "build", "-w", "@wellguard/web"])) !== 0) finish(1, "Web build failed");
await vitest("browser", ["--config", "e2e/vitest.config.ts"]);

finish(totals.failed > 0 ? 1 : 0, totals.failed > 0 ? "some tests failed" : undefined);
