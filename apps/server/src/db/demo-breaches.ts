import { readFileSync } from "node:fs";
import { sql, type Transaction } from "kysely";
import { type BreachInput, recordExposures, refreshBreachLevels } from "../features/breaches/store";
import { DAY_MS } from "../lib/journey/flows";
import type { Database } from "./schema";

/*
 * The demo's breaches (docs/demo.md "Breaches"): content/breaches/demo-breaches.json, in the import's JSON format,
 * holds six made-up breaches (every title says "(demo)", every domain is under .example) touching 13 of the 36
 * demo people. The seed stores them through the same `recordExposures` as every other source, one breach at a
 * time at the moment it was "found", then replays what people did about them (password changed, solved), so the
 * levels' history, the trend and the open passwords all have something to show. No e-mail is sent for them.
 */

const DEMO_FILE = new URL("../content/breaches/demo-breaches.json", import.meta.url);

/** One row of the import's JSON format. */
interface DemoBreachRow {
  email: string;
  breach: string;
  breachDate: string;
  dataClasses: string[];
  title: string;
  domain: string;
  description: string;
}

/** Days between a breach and the day Wellguard "found" it. */
const FOUND_AFTER_DAYS = 9;
/** The newest breach of the file happened this many days before the seed; the others keep their distance to it. */
const NEWEST_BREACH_AGE_DAYS = 30;

/**
 * What the demo people did after an exposure was found: [breach, login, days after it was found, what]. The demo
 * `employee`'s exposures stay open (the browser test marks one solved), and so do a few unchanged passwords, the
 * `controller`'s among them, so the controller's list of open passwords is not empty.
 */
const ACTIONS: [string, string, number, "password" | "solved" | "both"][] = [
  ["FictionalFitnessForum", "jgarcia", 5, "both"],
  ["FictionalFitnessForum", "psanchez", 20, "password"],
  ["FictionalFitnessForum", "psanchez", 21, "solved"],
  ["FictionalFitnessForum", "mkaminski", 40, "both"],
  ["FictionalFitnessForum", "hgreen", 12, "password"],
  ["ImaginaryTravelAgency", "controller", 3, "both"],
  ["ImaginaryTravelAgency", "bcosta", 15, "both"],
  ["MadeUpRecipeSite", "mlopez", 8, "solved"],
  ["MadeUpRecipeSite", "jpuig", 30, "solved"],
  ["PretendPhotoPrinting", "hgreen", 6, "solved"],
  ["InventedConferenceTickets", "jgarcia", 2, "password"],
];

export function readDemoBreaches(): DemoBreachRow[] {
  const rows: unknown = JSON.parse(readFileSync(DEMO_FILE, "utf8"));
  if (!Array.isArray(rows)) throw new Error("demo-breaches.json: not an array");
  return rows as DemoBreachRow[];
}

export async function seedDemoBreaches(
  trx: Transaction<Database>,
  companyId: number,
  people: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const rows = readDemoBreaches();
  const byBreach = new Map<string, { breach: BreachInput; emails: string[] }>();
  for (const row of rows) {
    const entry = byBreach.get(row.breach) ?? {
      breach: {
        name: row.breach,
        title: row.title,
        breachDate: row.breachDate,
        domain: row.domain,
        dataClasses: row.dataClasses,
        description: row.description,
        verified: false,
      },
      emails: [],
    };
    entry.emails.push(row.email);
    byBreach.set(row.breach, entry);
  }
  // Moves the file's dates as a whole so the newest breach is a month old whatever the day the demo starts.
  const newest = Math.max(...[...byBreach.values()].map((e) => Date.parse(e.breach.breachDate ?? "")));
  const shiftDays = Math.round((now.getTime() - NEWEST_BREACH_AGE_DAYS * DAY_MS - newest) / DAY_MS);
  const foundAt = new Map<string, Date>();
  const latest = now.getTime() - 60 * 60 * 1000;

  type Step = { at: Date; run: () => Promise<void> };
  const steps: Step[] = [];
  for (const { breach, emails } of byBreach.values()) {
    const day = new Date(Date.parse(breach.breachDate ?? "") + shiftDays * DAY_MS);
    const shifted = { ...breach, breachDate: day.toISOString().slice(0, 10) };
    const at = new Date(Math.min(day.getTime() + FOUND_AFTER_DAYS * DAY_MS, latest));
    foundAt.set(breach.name, at);
    steps.push({
      at,
      run: async () => {
        const exposures = emails.map((email) => ({ email, breachName: breach.name }));
        await recordExposures(trx, companyId, "demo", [shifted], exposures, at);
        // Demo data never writes to anybody (the alert e-mail looks at notified_at).
        await sql`update breach_exposures e set notified_at = e.first_seen from breaches b
          where b.id = e.breach_id and e.company_id = ${companyId} and b.company_id = ${companyId}
            and b.name = ${breach.name}`.execute(trx);
      },
    });
  }
  for (const [name, login, afterDays, what] of ACTIONS) {
    const found = foundAt.get(name);
    const personId = people.get(login);
    if (!found || personId === undefined) continue;
    const at = new Date(Math.min(found.getTime() + afterDays * DAY_MS, latest));
    steps.push({
      at,
      run: async () => {
        const password = what !== "solved";
        const solved = what !== "password";
        await sql`update breach_exposures e set
            password_changed_at = case when ${password} then ${at} else e.password_changed_at end,
            solved_at = case when ${solved} then ${at} else e.solved_at end
          from breaches b
          where b.id = e.breach_id and b.company_id = ${companyId} and b.name = ${name}
            and e.person_id = ${personId}`.execute(trx);
        await refreshBreachLevels(trx, companyId, [personId], at);
      },
    });
  }
  // In time order, so each person's level history reads as it would have happened.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
}
