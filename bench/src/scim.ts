// Issue 20 (SCIM 2.0): two figures on PostgreSQL, against the real server started in this process:
//   (1) people created per second over SCIM (POST /scim/v2/Users with a company's SCIM token) against the admin
//       API's person creation (POST /api/v1/admin/stakeholders/people with a platform admin's session), in the same
//       run, at the same concurrency, in alternating slices so both see the same machine. Goal: SCIM ≥ 0.5 of it.
//   (2) a full provisioning of 10,000 people over SCIM into an empty company (with a department each, as Entra's
//       enterprise extension sends it), in seconds.
// `npm run bench:scim -w @wellguard/bench` (also in `npm run bench`). BENCH_SCIM_PEOPLE (10,000),
// BENCH_SCIM_SAMPLE (creations per side, 1,200), BENCH_SCIM_CONCURRENCY (8); BENCH_DATABASE_URL or
// TEST_DATABASE_URL name the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createPostgresDatabase, DEMO_PASSWORD, startBenchProduct } from "../product";

const PEOPLE = Number(process.env.BENCH_SCIM_PEOPLE ?? 10_000);
const SAMPLE = Number(process.env.BENCH_SCIM_SAMPLE ?? 1200);
const CONCURRENCY = Number(process.env.BENCH_SCIM_CONCURRENCY ?? 8);
const SLICES = 4;
const DEPARTMENTS = 20;

export interface ScimFigures {
  concurrency: number;
  sample: number;
  adminPerSecond: number;
  scimPerSecond: number;
  provisioning: { people: number; seconds: number; perSecond: number };
  failures: number;
}

async function call(url: string, method: string, token: string, body: unknown, scim = false) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": scim ? "application/scim+json" : "application/json",
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text };
}

/** Runs `count` requests, `CONCURRENCY` at a time; resolves to the seconds taken and the failures. */
async function pool(
  count: number,
  send: (n: number) => Promise<boolean>,
): Promise<{ seconds: number; failures: number }> {
  let next = 0;
  let failures = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const n = next++;
        if (!(await send(n))) failures++;
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, failures };
}

export async function runScimBench(log: (line: string) => void): Promise<ScimFigures> {
  const postgres = await createPostgresDatabase(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const product = await startBenchProduct({ kind: "postgres", databaseUrl: postgres.url });
  try {
    const base = product.baseUrl;
    const login = await call(`${base}/api/v1/auth/login`, "POST", "", {
      login: "admin",
      password: Buffer.from(DEMO_PASSWORD).toString("base64"),
    });
    const admin = (JSON.parse(login.body) as { records: { token: string } }).records.token;
    const company = async (label: string) => {
      const made = await call(`${base}/api/v1/admin/stakeholders/companies`, "POST", admin, {
        name: `${label} Bench`,
        domains: [`${label}.bench.test`],
        services: [1, 2, 3, 9],
        surveyFlowId: 1,
        type: "HOLDING",
      });
      const companyId = (JSON.parse(made.body) as { records: { stakeholderId: number } }).records
        .stakeholderId;
      const created = await call(`${base}/api/v1/admin/identity/${companyId}/scim-tokens`, "POST", admin, {
        name: "bench",
      });
      const token = (JSON.parse(created.body) as { records: { token: string } }).records.token;
      return { companyId, token };
    };
    const side = await company("compare");
    let failures = 0;
    let adminSeconds = 0;
    let scimSeconds = 0;
    const per = Math.ceil(SAMPLE / SLICES);
    log(`  ${SAMPLE} creations each way, ${CONCURRENCY} at a time, in ${SLICES} alternating slices...`);
    for (let slice = 0; slice < SLICES; slice++) {
      const viaAdmin = await pool(per, async (n) => {
        const id = `a${slice}-${n}`;
        const res = await call(`${base}/api/v1/admin/stakeholders/people`, "POST", admin, {
          name: `Admin ${id}`,
          surname: "Bench",
          email: `${id}@compare.bench.test`,
          stakeholderCompanyId: side.companyId,
        });
        return res.status === 200;
      });
      const viaScim = await pool(per, async (n) => {
        const id = `s${slice}-${n}`;
        const res = await call(
          `${base}/scim/v2/Users`,
          "POST",
          side.token,
          {
            schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
            userName: `${id}@compare.bench.test`,
            name: { givenName: `Scim ${id}`, familyName: "Bench" },
            emails: [{ value: `${id}@compare.bench.test`, type: "work", primary: true }],
            externalId: id,
            active: true,
          },
          true,
        );
        return res.status === 201;
      });
      adminSeconds += viaAdmin.seconds;
      scimSeconds += viaScim.seconds;
      failures += viaAdmin.failures + viaScim.failures;
    }

    const full = await company("provisioning");
    log(`  provisioning ${PEOPLE} people over SCIM, ${CONCURRENCY} at a time...`);
    const provisioning = await pool(PEOPLE, async (n) => {
      const res = await call(
        `${base}/scim/v2/Users`,
        "POST",
        full.token,
        {
          schemas: [
            "urn:ietf:params:scim:schemas:core:2.0:User",
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
          ],
          userName: `person${n}@provisioning.bench.test`,
          name: { givenName: `Person${n}`, familyName: "Bench" },
          emails: [{ value: `person${n}@provisioning.bench.test`, type: "work", primary: true }],
          externalId: `p${n}`,
          active: true,
          "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
            department: `Department ${n % DEPARTMENTS}`,
            employeeNumber: `E${n}`,
          },
        },
        true,
      );
      return res.status === 201;
    });
    failures += provisioning.failures;
    const sample = per * SLICES;
    return {
      concurrency: CONCURRENCY,
      sample,
      adminPerSecond: sample / adminSeconds,
      scimPerSecond: sample / scimSeconds,
      provisioning: {
        people: PEOPLE,
        seconds: provisioning.seconds,
        perSecond: PEOPLE / provisioning.seconds,
      },
      failures,
    };
  } finally {
    await product.stop();
    await postgres.drop();
  }
}

export function printScimFigures(f: ScimFigures): void {
  const ratio = f.scimPerSecond / f.adminPerSecond;
  console.log(`\nSCIM provisioning (PostgreSQL; ${f.concurrency} requests at a time)`);
  console.log(
    `  POST /api/v1/admin/stakeholders/people (reference): ${f.adminPerSecond.toFixed(1)} people/s over ${f.sample}`,
  );
  console.log(`  POST /scim/v2/Users: ${f.scimPerSecond.toFixed(1)} people/s over ${f.sample}`);
  console.log(
    `  ratio SCIM / admin API: ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "NOT met"})`,
  );
  console.log(
    `  full provisioning of ${f.provisioning.people} people (with departments): ${f.provisioning.seconds.toFixed(1)} s ` +
      `(${f.provisioning.perSecond.toFixed(0)} people/s)`,
  );
  if (f.failures > 0) console.log(`  !${f.failures} requests failed`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printScimFigures(await runScimBench((line) => console.error(line)));
  process.exit(0);
}
