/*
 * `npm run scan` (issue 15, point 9; docs/security.md "Scanning with wapiti"): starts the product on a fresh
 * embedded database with the demo data, and runs Debian's wapiti against it anonymously and signed in as each
 * demo role (employee, controller, admin), then prints what it found by role and severity. Exits 1 when anything
 * of medium severity or higher was found (a vulnerability, or an anomaly such as an HTTP 500 under attack).
 *
 * wapiti crawls pages and forms; the web app is one page whose calls it cannot see, so every GET operation of the
 * API's OpenAPI description (GET /api/docs) that the role may call is given as a start URL with its query
 * parameters filled from their schemas, and wapiti attacks each parameter. `GET /auth/logout` is left out: it
 * would end the scan's session. Request bodies (JSON) are not attacked by wapiti 3.0; the fuzz harness covers
 * them (docs/testing.md).
 *
 *   npm run scan                       # about 4 × SCAN_SECONDS_PER_ROLE
 *   SCAN_SECONDS_PER_ROLE=120 npm run scan
 *   SCAN_KEEP=1 npm run scan           # keeps wapiti's reports and output, and says where
 *
 * As root on Debian, wapiti is installed with apt-get when missing, as `npm test` does for Chromium.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repositoryRoot, startProduct } from "./support/server";

/** wapiti 3.0.4's modules that stay on this host (ssrf, wapp and nikto reach the internet). */
const MODULES = [
  "backup",
  "blindsql",
  "cookieflags",
  "crlf",
  "csp",
  "exec",
  "file",
  "htaccess",
  "http_headers",
  "methods",
  "permanentxss",
  "redirect",
  "sql",
  "xss",
  "xxe",
];
const SECONDS_PER_ROLE = Number(process.env.SCAN_SECONDS_PER_ROLE ?? 240);
const DEMO_PASSWORD = "Demo-Passw0rd!";
const LEVELS = ["info", "low", "medium", "high", "critical"] as const;
const MEDIUM = 2;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  format?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}
interface Finding {
  method: string;
  path: string;
  info: string;
  level: string | number;
  parameter: string;
}
interface WapitiReport {
  vulnerabilities: Record<string, Finding[]>;
  anomalies: Record<string, Finding[]>;
  additionals: Record<string, Finding[]>;
}
interface Role {
  name: string;
  login: string | null;
}
interface Identity {
  token: string | null;
  companyId: number;
  personId: number;
}

function ensureWapiti(): void {
  if (spawnSync("sh", ["-c", "command -v wapiti"]).status === 0) return;
  const canInstall = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!canInstall) {
    console.error("wapiti is not installed: install Debian's `wapiti` package (apt-get install wapiti).");
    process.exit(1);
  }
  console.log("Installing Debian's wapiti…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "wapiti"], {
    stdio: "inherit",
    env,
  });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "wapiti"], {
      stdio: "inherit",
      env,
    });
  }
  if (install.status !== 0) process.exit(1);
}

async function signIn(baseUrl: string, login: string): Promise<Identity> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: Buffer.from(DEMO_PASSWORD).toString("base64"), locale: "en-gb" }),
  });
  const token = ((await response.json()) as { records?: { token?: string } }).records?.token;
  if (!response.ok || !token) throw new Error(`Signing in as ${login} failed: ${response.status}`);
  const info = await fetch(`${baseUrl}/api/v1/auth/info`, { headers: { authorization: `Bearer ${token}` } });
  const records = (
    (await info.json()) as { records: { stakeholderCompanyId: number; stakeholderUserId: number } }
  ).records;
  return { token, companyId: records.stakeholderCompanyId, personId: records.stakeholderUserId };
}

/** A plausible value for a parameter, from its schema (wapiti then replaces it with its payloads). */
function sampleValue(parameter: Parameter, identity: Identity): string {
  const schema = parameter.schema?.anyOf?.[0] ?? parameter.schema ?? {};
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const name = parameter.name.toLowerCase();
  if (type === "integer" || type === "number") {
    if (name.includes("company")) return String(identity.companyId);
    if (name === "id" || name.includes("person") || name.includes("user")) return String(identity.personId);
    return String(Math.max(1, schema.minimum ?? 1));
  }
  if (type === "boolean") return "true";
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (schema.format === "date-time") return "2026-01-01T00:00:00.000Z";
  if (schema.format === "date") return "2026-01-01";
  return "a";
}

/** The role's GET start URLs: every GET operation but logout, filled in, that answers this role (not 401/403). */
async function startUrls(baseUrl: string, openApi: OpenApi, identity: Identity): Promise<string[]> {
  const urls: string[] = [];
  for (const [path, operations] of Object.entries(openApi.paths)) {
    const operation = operations.get;
    if (!operation || path.endsWith("/auth/logout")) continue;
    const parameters = operation.parameters ?? [];
    let filled = path;
    for (const p of parameters.filter((p) => p.in === "path"))
      filled = filled.replace(`{${p.name}}`, encodeURIComponent(sampleValue(p, identity)));
    const query = new URLSearchParams();
    for (const p of parameters.filter((p) => p.in === "query")) query.set(p.name, sampleValue(p, identity));
    const url = `${baseUrl}${filled}${query.size > 0 ? `?${query}` : ""}`;
    const response = await fetch(url, {
      headers: identity.token ? { authorization: `Bearer ${identity.token}` } : {},
    });
    await response.arrayBuffer();
    if (response.status !== 401 && response.status !== 403) urls.push(url);
  }
  return urls;
}

function runWapiti(args: string[], logFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("wapiti", args, { stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    const keep = (chunk: Buffer) => {
      log += chunk.toString();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("exit", (code) => {
      writeFileSync(logFile, log);
      resolve(code ?? 1);
    });
  });
}

const levelOf = (finding: Finding) => Number(finding.level);

/** The server's answers in its JSON log lines (LOG_FORMAT=json), by status class. */
function statusClasses(log: string): Record<string, number> {
  const classes: Record<string, number> = {};
  for (const line of log.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const status = (JSON.parse(line) as { res?: { statusCode?: number } }).res?.statusCode;
      if (status === undefined) continue;
      const key = `${Math.floor(status / 100)}xx`;
      classes[key] = (classes[key] ?? 0) + 1;
    } catch {
      // not a log line
    }
  }
  return classes;
}

async function main(): Promise<void> {
  ensureWapiti();
  const version = spawnSync("wapiti", ["--version"], { encoding: "utf8" }).stdout.trim().split("\n").pop();
  const build = spawnSync(process.execPath, ["--import", "tsx", "apps/web/build-if-needed.ts"], {
    cwd: repositoryRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const work = mkdtempSync(join(tmpdir(), "wellguard-scan-"));
  // The scan is the load the product is measured against here, not the limiter refusing it.
  const product = await startProduct({
    env: { RATE_LIMIT_AUTH_PER_IP: "1000000", RATE_LIMIT_AUTH_PER_LOGIN: "1000000", LOG_FORMAT: "json" },
  });
  const roles: Role[] = [
    { name: "anonymous", login: null },
    { name: "employee", login: "employee" },
    { name: "controller", login: "controller" },
    { name: "admin", login: "admin" },
  ];
  const results: {
    role: Role;
    urls: number;
    answered: Record<string, number>;
    findings: (Finding & { kind: string; category: string })[];
  }[] = [];
  let failed = false;
  try {
    const openApi = (await (await fetch(`${product.baseUrl}/api/docs`)).json()) as OpenApi;
    for (const role of roles) {
      const identity = role.login
        ? await signIn(product.baseUrl, role.login)
        : { token: null, companyId: 1, personId: 1 };
      const urls = await startUrls(product.baseUrl, openApi, identity);
      const report = join(work, `${role.name}.json`);
      console.log(`\n${role.name}: wapiti on ${urls.length} start URLs, at most ${SECONDS_PER_ROLE} s`);
      const args = [
        "-u",
        `${product.baseUrl}/`,
        "--scope",
        "folder",
        "-m",
        MODULES.join(","),
        ...urls.flatMap((url) => ["-s", url]),
        ...(identity.token ? ["-H", `Authorization: Bearer ${identity.token}`] : []),
        "--flush-session",
        "--store-session",
        join(work, `${role.name}-session`),
        "--max-scan-time",
        String(SECONDS_PER_ROLE),
        "--max-attack-time",
        String(Math.max(10, Math.floor(SECONDS_PER_ROLE / MODULES.length))),
        "-t",
        "10",
        "--no-bugreport",
        "-f",
        "json",
        "-o",
        report,
      ];
      const logStart = product.output().length;
      const code = await runWapiti(args, join(work, `${role.name}.log`));
      const answered = statusClasses(product.output().slice(logStart));
      let parsed: WapitiReport;
      try {
        parsed = JSON.parse(readFileSync(report, "utf8")) as WapitiReport;
      } catch {
        console.error(`wapiti (exit code ${code}) wrote no report; its output:\n`);
        console.error(readFileSync(join(work, `${role.name}.log`), "utf8").slice(-4000));
        failed = true;
        continue;
      }
      const findings = (["vulnerabilities", "anomalies", "additionals"] as const).flatMap((kind) =>
        Object.entries(parsed[kind] ?? {}).flatMap(([category, list]) =>
          list.map((finding) => ({ ...finding, kind, category })),
        ),
      );
      results.push({ role, urls: urls.length, answered, findings });
      // A session the scan ended would leave the rest of the role's scan unauthenticated: say so.
      if (identity.token) {
        const still = await fetch(`${product.baseUrl}/api/v1/auth/info`, {
          headers: { authorization: `Bearer ${identity.token}` },
        });
        if (still.status !== 200)
          console.log(`  (the ${role.name} session ended during the scan: ${still.status})`);
      }
    }
  } finally {
    await product.stop();
    const serverErrors = product
      .output()
      .split("\n")
      .filter((line) => /\b(ERROR|FATAL|error|fatal)\b/.test(line));
    if (serverErrors.length > 0) {
      console.log(`\nThe server logged ${serverErrors.length} error lines; the last ones:`);
      for (const line of serverErrors.slice(-10)) console.log(`  ${line.slice(0, 300)}`);
    }
    if (process.env.SCAN_KEEP) console.log(`\nwapiti's reports and output kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }

  console.log(`\n${version} · modules: ${MODULES.join(", ")}\n`);
  console.log(`| role | start URLs | requests answered: 2xx / 3xx / 4xx / 5xx | ${LEVELS.join(" | ")} |`);
  console.log(`| --- | --- | --- | ${LEVELS.map(() => "---").join(" | ")} |`);
  for (const { role, urls, answered, findings } of results) {
    const counts = LEVELS.map((_, level) => findings.filter((f) => levelOf(f) === level).length);
    const classes = ["2xx", "3xx", "4xx", "5xx"].map((c) => answered[c] ?? 0).join(" / ");
    console.log(`| ${role.name} | ${urls} | ${classes} | ${counts.join(" | ")} |`);
  }
  for (const { role, findings } of results) {
    for (const f of findings.filter((finding) => levelOf(finding) >= 1)) {
      console.log(
        `\n[${LEVELS[levelOf(f)] ?? f.level}] ${role.name} · ${f.kind} · ${f.category}: ${f.method} ${f.path}${f.parameter ? ` (${f.parameter})` : ""}\n  ${f.info}`,
      );
    }
  }
  const serious = results.flatMap((r) => r.findings).filter((f) => levelOf(f) >= MEDIUM);
  const serverErrors = results.reduce((sum, r) => sum + (r.answered["5xx"] ?? 0), 0);
  if (serverErrors > 0) {
    console.log(`\n✗ the server answered ${serverErrors} request(s) with a 5xx during the scan`);
    failed = true;
  }
  if (failed || serious.length > 0) {
    console.log(
      `\n✗ ${serious.length} finding(s) of medium severity or higher${failed ? "; a scan failed" : ""}`,
    );
    process.exit(1);
  }
  console.log("\n✓ nothing of medium severity or higher");
}

await main();
