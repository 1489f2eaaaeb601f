import { LEGAL_VERSIONS, type Locale, type Profile, SERVICES } from "@wellguard/contract";
import type { Kysely } from "kysely";
import { newDkimKey } from "../features/campaigns/domains";
import { applyPlan, lockPerson } from "../lib/journey/assign";
import { instrumentFor } from "../lib/journey/catalogue";
import { WELCOME } from "../lib/journey/flows";
import { recomputeGlobal } from "../lib/journey/scoring";
import { hashPassword } from "../lib/secrets";
import type { Db } from "./database";
import { seedDemoBreaches } from "./demo-breaches";
import { type HistoryPerson, seedDemoHistory } from "./demo-history";
import type { Database } from "./schema";

export const DEMO_PASSWORD = "Demo-Passw0rd!";

/** The sign-in names main.ts prints after start. */
export const DEMO_LOGINS = [
  { login: "admin", role: "ADMIN" },
  { login: "controller", role: "CONTROLLER and USER of Demo Corp" },
  { login: "employee", role: "USER" },
  { login: "newhire", role: "USER who has not accepted the terms and privacy policy yet" },
] as const;

type DeptKey =
  | "operations"
  | "it"
  | "secops"
  | "infrastructure"
  | "logistics"
  | "sales"
  | "iberia"
  | "latam"
  | "people"
  | "talent"
  | "finance";

/** [key, name, parent key]: three levels deep under the company (Operations > IT > Security Operations). */
const DEPARTMENTS: [DeptKey, string, DeptKey | null][] = [
  ["operations", "Operations", null],
  ["it", "IT", "operations"],
  ["secops", "Security Operations", "it"],
  ["infrastructure", "Infrastructure", "it"],
  ["logistics", "Logistics", "operations"],
  ["sales", "Sales", null],
  ["iberia", "Iberia", "sales"],
  ["latam", "Latin America", "sales"],
  ["people", "People & Culture", null],
  ["talent", "Talent", "people"],
  ["finance", "Finance", null],
];

interface DemoPerson {
  login: string;
  name: string;
  surname: string;
  dept: DeptKey;
  locale: Locale | null;
  profiles: Profile[];
  consents: boolean;
}

const PEOPLE: DemoPerson[] = [
  {
    login: "admin",
    name: "Ana",
    surname: "Ortega",
    dept: "it",
    locale: "en-gb",
    profiles: ["ADMIN"],
    consents: true,
  },
  {
    login: "controller",
    name: "Carlos",
    surname: "Ruiz",
    dept: "secops",
    locale: "es-es",
    profiles: ["CONTROLLER", "USER"],
    consents: true,
  },
  {
    login: "employee",
    name: "Elena",
    surname: "Martín",
    dept: "secops",
    locale: "es-es",
    profiles: ["USER"],
    consents: true,
  },
  {
    login: "newhire",
    name: "Nora",
    surname: "Vidal",
    dept: "talent",
    locale: "en-gb",
    profiles: ["USER"],
    consents: false,
  },
  ...(
    [
      ["jgarcia", "Javier", "García", "infrastructure", "es-es"],
      ["lfernandez", "Lucía", "Fernández", "infrastructure", "es-es"],
      ["mlopez", "Marta", "López", "secops", "cat"],
      ["psanchez", "Pablo", "Sánchez", "logistics", "es-es"],
      ["igoikoetxea", "Iker", "Goikoetxea", "logistics", "eu"],
      ["rgil", "Raúl", "Gil", "logistics", "es-es"],
      ["nurrutia", "Nerea", "Urrutia", "logistics", "eu"],
      ["mkaminski", "Marek", "Kamiński", "logistics", "pl"],
      ["fsantos", "Filipa", "Santos", "logistics", "pt-pt"],
      ["aetxeberria", "Amaia", "Etxeberria", "logistics", "eu"],
      ["jpuig", "Jordi", "Puig", "iberia", "cat"],
      ["mferrer", "Montserrat", "Ferrer", "iberia", "cat"],
      ["rhernandez", "Rodrigo", "Hernández", "latam", "es-mx"],
      ["vramirez", "Valeria", "Ramírez", "latam", "es-mx"],
      ["jsilva", "João", "Silva", "iberia", "pt-pt"],
      ["bcosta", "Beatriz", "Costa", "finance", "pt-pt"],
      ["cortiz", "Cristina", "Ortiz", "finance", "es-es"],
      ["hgreen", "Harriet", "Green", "finance", "en-gb"],
      ["akowalski", "Anna", "Kowalska", "it", "pl"],
      ["tnowak", "Tomasz", "Nowak", "infrastructure", "pl"],
      ["ewhite", "Emily", "White", "talent", "en-gb"],
      ["osmith", "Oliver", "Smith", "finance", "en-gb"],
      ["mjohnson", "Michael", "Johnson", "sales", "en-us"],
      ["sbrown", "Sarah", "Brown", "latam", "en-us"],
      ["dmoreno", "Diego", "Moreno", "people", "es-es"],
      ["cnavarro", "Carmen", "Navarro", "people", "es-es"],
      ["lmartinez", "Lorena", "Martínez", "people", "es-es"],
      ["oazkue", "Oihane", "Azkue", "talent", "eu"],
      ["ajimenez", "Alberto", "Jiménez", "secops", null],
      ["imolina", "Irene", "Molina", "it", null],
      ["sromero", "Sergio", "Romero", "finance", "es-es"],
      ["ldiaz", "Laura", "Díaz", "sales", "es-es"],
    ] as const
  ).map(
    ([login, name, surname, dept, locale]): DemoPerson => ({
      login,
      name,
      surname,
      dept,
      locale,
      profiles: ["USER"],
      consents: true,
    }),
  ),
];

/**
 * Demo phone numbers: UK mobile numbers Ofcom keeps for drama (+44 7700 900000 to 900999), which are never
 * given to a subscriber, so an SMS campaign of the demo reaches no real phone. Logistics (warehouse staff) has no
 * work phones on record, so the campaign form's reach notice shows people left out (and tests that give Logistics
 * numbers of their own find it empty).
 */
const DEMO_PHONE_PREFIX = "+447700900";
function demoPhone(index: number, dept: DeptKey): string | null {
  return dept === "logistics" ? null : `${DEMO_PHONE_PREFIX}${String(100 + index).padStart(3, "0")}`;
}

/**
 * The demo employee's journey, so the dashboard is not empty: the welcome answered an hour ago (first option of
 * each question, the optional text left blank), and what the company's flow assigns after it — the awareness
 * test among it, available now. Runs the same assignment and scoring code as the API.
 */
async function seedJourney(trx: Kysely<Database>, personId: number, now: Date): Promise<void> {
  const welcome = instrumentFor(WELCOME);
  const person = await lockPerson(trx, personId);
  if (!welcome || !person) return;
  const doneAt = new Date(now.getTime() - 60 * 60 * 1000);
  const interaction = await trx
    .insertInto("interactions")
    .values({
      person_id: personId,
      company_id: person.companyId,
      survey_type_id: WELCOME,
      survey_id: welcome.surveyId,
      status: "DONE",
      percentage: 100,
      answered: welcome.questions.map((q) => q.id),
      start_date: new Date(doneAt.getTime() - 10 * 60 * 1000),
      end_date: doneAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("interaction_answers")
    .values(
      welcome.questions.map((q) => ({
        interaction_id: interaction.id,
        question_id: q.id,
        value: JSON.stringify(q.kind === "text" ? "" : (q.options?.[0]?.value ?? 0)),
        correct: null,
        answered_at: doneAt,
      })),
    )
    .execute();
  await applyPlan(trx, personId, person, now);
  await recomputeGlobal(
    trx,
    { personId, companyId: person.companyId, departmentId: person.departmentId },
    now,
  );
}

/**
 * Fills an empty database with the demo company. Idempotent: it does nothing once any company exists,
 * and it runs in one transaction, so an interrupted seed leaves nothing half-made.
 */
/** The demo's phishing host (docs/demo.md). */
export const DEMO_PHISHING_HOST = "secure-login.localhost";

export async function seedDemo(db: Db, options: { history?: boolean } = {}): Promise<boolean> {
  const existing = await db.selectFrom("companies").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  // One hash for everyone keeps the start fast; each argon2 hash still carries its own salt format.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom("companies").select("id").limit(1).executeTakeFirst();
    if (again) return false;
    const company = await trx
      .insertInto("companies")
      .values({
        name: "Demo Corp",
        domain: "democorp.example",
        fiscal_code: "B00000000",
        services: SERVICES.map((_, i) => i + 1),
        default_locale: "es-es",
        time_zone: "Europe/Madrid",
        parent_company_id: null,
        federation_url: null,
        logo: null,
        survey_flow_id: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("company_domains")
      .values({ domain: "democorp.example", company_id: company.id })
      .execute();
    // A phishing host for the demo's campaigns: browsers send *.localhost to this machine (docs/phishing.md).
    const key = newDkimKey();
    const phishing = await trx
      .insertInto("phishing_domains")
      .values({
        host: DEMO_PHISHING_HOST,
        mail_domain: "secure-login.example",
        dkim_selector: "wgdemo",
        dkim_private_key: key.privateKey,
        dkim_public_key: key.publicKey,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("phishing_domain_companies")
      .values({ domain_id: phishing.id, company_id: company.id })
      .execute();
    const deptIds = new Map<DeptKey, number>();
    // With the history, people accepted the terms when they first signed in, a year ago.
    const consentedAt = options.history ? new Date(now.getTime() - 366 * 24 * 60 * 60 * 1000) : now;
    const historyPeople: HistoryPerson[] = [];
    const personIds = new Map<string, number>();
    for (const [key, name, parent] of DEPARTMENTS) {
      const row = await trx
        .insertInto("departments")
        .values({ company_id: company.id, name, parent_id: parent ? (deptIds.get(parent) ?? null) : null })
        .returning("id")
        .executeTakeFirstOrThrow();
      deptIds.set(key, row.id);
    }
    for (const [index, p] of PEOPLE.entries()) {
      const person = await trx
        .insertInto("people")
        .values({
          company_id: company.id,
          department_id: deptIds.get(p.dept) ?? null,
          name: p.name,
          surname: p.surname,
          email: `${p.login}@democorp.example`,
          login: p.login,
          phone: demoPhone(index, p.dept),
          user_code: `DC-${p.login.toUpperCase()}`,
          locale: p.locale,
          avatar: null,
          password_hash: passwordHash,
          password_changed_at: now,
          services: null,
          deleted_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      personIds.set(p.login, person.id);
      await trx
        .insertInto("person_profiles")
        .values(
          p.profiles.map((profile) => ({
            person_id: person.id,
            profile,
            company_id: profile === "CONTROLLER" ? company.id : null,
          })),
        )
        .execute();
      await trx
        .insertInto("password_history")
        .values({ person_id: person.id, password_hash: passwordHash })
        .execute();
      if (p.login === "employee") await seedJourney(trx, person.id, now);
      else if (p.consents && p.profiles.includes("USER")) {
        historyPeople.push({
          id: person.id,
          login: p.login,
          dept: p.dept,
          departmentId: deptIds.get(p.dept) ?? null,
          locale: p.locale ?? "es-es",
        });
      }
      if (p.consents) {
        await trx
          .insertInto("consents")
          .values([
            {
              person_id: person.id,
              document: "terms",
              version: LEGAL_VERSIONS.termsOfUse,
              accepted_at: consentedAt,
            },
            {
              person_id: person.id,
              document: "privacy",
              version: LEGAL_VERSIONS.privacyPolicy,
              accepted_at: consentedAt,
            },
          ])
          .execute();
      }
    }
    // A year of history for the employees; `employee`'s own journey starts today (db/demo-history.ts).
    if (options.history) await seedDemoHistory(trx, company, historyPeople, now);
    // Made-up breaches with or without the history: the breach pages are never empty (db/demo-breaches.ts).
    await seedDemoBreaches(trx, company.id, personIds, now);
    return true;
  });
}
