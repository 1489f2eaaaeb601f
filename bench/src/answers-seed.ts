// The people of the answers bench (bench/src/answers.ts), written straight into a fresh PostgreSQL database with
// `pg`: a company with every service and the standard flow, N employees (USER, terms and privacy accepted), one
// live session each, and each one's welcome survey answered 40 days ago — so that the flow has assigned every
// step by now and the first read of the interactions (through the API) assigns them all, available at once.
//
// Sessions are rows like the ones POST /auth/login writes (the SHA-256 of a random 256-bit token, no pending
// conditions, expiring in 12 hours): 2,000 logins through the API would cost 2,000 argon2id verifications
// (about half a minute on 2 vCPUs) and measure nothing the answers depend on. The guard treats these sessions
// exactly like signed-in ones (the reference, GET /auth/info, is answered with these tokens).
import { createHash, randomBytes } from "node:crypto";
import { LEGAL_VERSIONS, LOCALES, SERVICES, SURVEYS } from "@wellguard/contract";
import pg from "pg";
import { instrumentFor } from "../../apps/server/src/lib/journey/catalogue";

export interface SeededPerson {
  personId: number;
  token: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Welcome answered this long ago: past the last step of every flow (35 days). */
export const WELCOME_DAYS_AGO = 40;

export async function seedAnswerPeople(databaseUrl: string, count: number): Promise<SeededPerson[]> {
  const welcome = instrumentFor(SURVEYS.SURVEY_WELLGUARD_WELCOME);
  if (!welcome) throw new Error("the welcome instrument is not registered");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    const company = await client.query<{ id: number }>(
      `insert into companies (name, domain, services, survey_flow_id, default_locale, time_zone)
       values ('Answers bench', 'answers.example', $1, 1, 'es-es', 'Europe/Madrid') returning id`,
      [SERVICES.map((_, i) => i + 1)],
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error("no company");
    const indexes = Array.from({ length: count }, (_, i) => i);
    const people = await client.query<{ id: number }>(
      `insert into people (company_id, name, surname, email, login, user_code, locale)
       select $1, 'Bench', 'Person ' || i, 'answers.' || i || '@answers.example', 'answers.' || i, 'AB-' || i, l
       from unnest($2::int[], $3::text[]) as t(i, l)
       order by i
       returning id`,
      [companyId, indexes, indexes.map((i) => LOCALES[i % LOCALES.length] ?? "es-es")],
    );
    const ids = people.rows.map((row) => row.id).sort((a, b) => a - b);
    await client.query(
      `insert into person_profiles (person_id, profile) select id, 'USER' from unnest($1::int[]) as id`,
      [ids],
    );
    await client.query(
      `insert into consents (person_id, document, version)
       select id, d.document, d.version from unnest($1::int[]) as id,
         (values ('terms', $2::text), ('privacy', $3::text)) as d(document, version)`,
      [ids, LEGAL_VERSIONS.termsOfUse, LEGAL_VERSIONS.privacyPolicy],
    );
    const tokens = ids.map(() => randomBytes(32).toString("base64url"));
    await client.query(
      `insert into sessions (token_hash, person_id, conditions_pending, expires_at)
       select h, id, false, now() + interval '12 hours' from unnest($1::text[], $2::int[]) as t(h, id)`,
      [tokens.map((token) => createHash("sha256").update(token).digest("hex")), ids],
    );
    const doneAt = new Date(Date.now() - WELCOME_DAYS_AGO * DAY_MS);
    const interactions = await client.query<{ id: number }>(
      `insert into interactions (person_id, company_id, survey_type_id, survey_id, status, percentage, start_date, end_date, answered)
       select id, $2, $3, $4, 'DONE', 100, $5::timestamptz - interval '10 minutes', $5, $6 from unnest($1::int[]) as id
       returning id`,
      [
        ids,
        companyId,
        SURVEYS.SURVEY_WELLGUARD_WELCOME,
        welcome.surveyId,
        doneAt,
        welcome.questions.map((q) => q.id),
      ],
    );
    // The welcome's answers as the API stores them (jsonb): the first option, an empty optional text.
    const answers = welcome.questions.map((q) =>
      JSON.stringify(q.kind === "text" ? "" : (q.options?.[0]?.value ?? 0)),
    );
    await client.query(
      `insert into interaction_answers (interaction_id, question_id, value, answered_at)
       select i.id, q.question_id, q.value::jsonb, $4 from unnest($1::int[]) as i(id),
         unnest($2::text[], $3::text[]) as q(question_id, value)`,
      [interactions.rows.map((row) => row.id), welcome.questions.map((q) => q.id), answers, doneAt],
    );
    await client.query("commit");
    return ids.map((personId, i) => ({ personId, token: tokens[i] ?? "" }));
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
