import { BREACH_LEVEL_SCORES, DIMENSION_ELEMENTS, PASSWORD_DATA_CLASS, SURVEYS } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { BreachSource, Database } from "../../db/schema";
import { recordEvents } from "../../lib/events";

/*
 * The write side of breach monitoring (docs/breaches.md): every source (the HIBP domain search, a company's import
 * file, the demo file) ends here, in the caller's transaction, so a source's run is kept whole or not at all.
 * Set-based SQL throughout: an import of 100,000 records is a handful of statements (bench/src/breaches.ts).
 */

export const BREACH_EXPOSURE = DIMENSION_ELEMENTS.DIMENSION_BREACH_EXPOSURE;
/** The survey type breach records are written under (spec: "breach corporate", family ABS). */
export const BREACH_SURVEY_TYPE = SURVEYS.SURVEY_WELLGUARD_BREACH_CORPORATE;

export interface BreachInput {
  /** The source's stable name: HIBP `Name`, or the import's breach name. */
  name: string;
  title: string;
  /** YYYY-MM-DD, or null when unknown. */
  breachDate: string | null;
  domain: string | null;
  dataClasses: string[];
  description: string;
  verified: boolean;
}

export interface ExposureInput {
  email: string;
  /** A `BreachInput.name` of the same call. */
  breachName: string;
}

export interface RecordOutcome {
  /** Exposure rows whose address is one of the company's people in its domains. */
  kept: number;
  /** Rows dropped: an address outside the company's domains, or of nobody in the company. */
  dropped: number;
  newBreaches: number;
  newExposures: number;
  /** People with a new exposure (for their e-mail and their level). */
  exposedPeople: number[];
}

/**
 * When the people with a new exposure get their breach level rewritten: "now", in this transaction (the demo
 * seed, tests); "with-mail", by the breach monitor's worker together with their e-mail, right after the source
 * commits (the import and the HIBP check: notify.ts). The exposures not yet told are the worker's durable queue,
 * so a level is never lost; deferring keeps 100,000 profile records out of an import's transaction
 * (docs/benchmarks.md, "Breach monitoring at 100,000 people").
 */
export type LevelTiming = "now" | "with-mail";

/**
 * Stores the breaches and the company's people's exposures to them. HIBP breaches go to the shared catalogue
 * (company_id null, refreshed from the latest catalogue read); imported and demo ones are the company's own. An
 * exposure already known is left as it is (its first-seen date and the person's flags stay). Each person with a
 * new exposure gets their breach level rewritten (`refreshBreachLevels`), now or with their e-mail (`levels`).
 */
export async function recordExposures(
  trx: Transaction<Database>,
  companyId: number,
  source: BreachSource,
  breaches: readonly BreachInput[],
  exposures: readonly ExposureInput[],
  at: Date,
  levels: LevelTiming = "now",
): Promise<RecordOutcome> {
  const owner = source === "hibp" ? null : companyId;
  // One row per name (names compare case-blind, as the unique index does): a name twice in one INSERT … ON
  // CONFLICT DO UPDATE would fail the whole statement. The last one given wins.
  const unique = [...new Map(breaches.map((b) => [b.name.toLowerCase(), b])).values()];
  const inserted = await sql<{ inserted: boolean }>`
    insert into breaches as b (company_id, source, name, title, domain, breach_date, data_classes, description, verified)
    select ${owner}::integer, ${source}, x.name, x.title, x.domain, x.breach_date::date, x.data_classes, x.description,
      x.verified
    from jsonb_to_recordset(${JSON.stringify(unique.map(breachRecord))}::jsonb)
      as x(name text, title text, domain text, breach_date text, data_classes text[], description text, verified boolean)
    on conflict (coalesce(company_id, 0), lower(name)) do update set title = excluded.title,
      domain = excluded.domain, breach_date = excluded.breach_date, data_classes = excluded.data_classes,
      description = excluded.description, verified = excluded.verified
    returning (xmax = 0) as inserted`.execute(trx);
  const newBreaches = inserted.rows.filter((r) => r.inserted).length;

  // Two arrays rather than one JSON document: the fastest way to hand PostgreSQL 100,000 pairs (bench).
  const emails = exposures.map((e) => e.email.trim().toLowerCase());
  const names = exposures.map((e) => e.breachName.toLowerCase());
  const { rows } = await sql<{
    kept: number;
    person_id: number | null;
    inserted: boolean | null;
    breach_id: number | null;
    breach_name: string | null;
    password_exposed: boolean | null;
  }>`
    with rows as (
      select r.email, r.name from unnest(${emails}::text[], ${names}::text[]) as r(email, name)
    ), resolved as materialized (
      -- Each row's person by the unique live-address index (people_email_key), one probe a row, whatever the
      -- statistics say: with a company's people just inserted (stale statistics) a plain join on company_id was
      -- planned as a nested loop over every person for every row (150 s for 100,000 rows on PostgreSQL; now 0.4 s).
      select r.email, r.name, p.id as person_id
      from rows r
      join company_domains d on d.company_id = ${companyId} and d.domain = split_part(r.email, '@', 2)
      cross join lateral (select p.id, p.company_id from people p where lower(p.email) = r.email
        and p.email is not null and p.deleted_at is null limit 1) p
      where p.company_id = ${companyId}
    ), matched as (
      -- A row repeated in the file needs no DISTINCT (a sort of every row): ON CONFLICT DO NOTHING skips a pair
      -- inserted earlier in the same statement too, and a repeat carries the same address and data classes.
      select x.person_id, b.id as breach_id, x.email, b.data_classes
      from resolved x
      join breaches b on coalesce(b.company_id, 0) = coalesce(${owner}::integer, 0) and lower(b.name) = x.name
    ), kept as (
      -- Counted from the resolved rows (already materialised), not by probing people again: a row is kept when
      -- its address is a live person of the company in one of its domains.
      select count(*)::int as n from resolved
    ), added as (
      insert into breach_exposures (breach_id, person_id, company_id, email, first_seen, data_classes, password_exposed)
      select m.breach_id, m.person_id, ${companyId}, m.email, ${at}, m.data_classes,
        ${PASSWORD_DATA_CLASS} = any(m.data_classes)
      from matched m
      on conflict (person_id, breach_id) do nothing
      returning person_id, breach_id, password_exposed
    )
    select (select n from kept) as kept, a.person_id, true as inserted, a.breach_id, b.name as breach_name,
      a.password_exposed
    from added a join breaches b on b.id = a.breach_id
    union all select (select n from kept), null, null, null, null, null`.execute(trx);
  // breach.found: one per new exposure, in this transaction (docs/integrations.md "Events").
  await recordEvents(
    trx,
    rows.flatMap((r) =>
      r.inserted && r.person_id !== null
        ? [
            {
              companyId,
              type: "breach.found" as const,
              occurredAt: at,
              data: {
                breachId: r.breach_id,
                breachName: r.breach_name,
                personId: r.person_id,
                passwordExposed: r.password_exposed,
                source,
              },
            },
          ]
        : [],
    ),
  );
  const kept = rows[0]?.kept ?? 0;
  const exposedPeople = [
    ...new Set(rows.filter((r) => r.person_id !== null).map((r) => r.person_id as number)),
  ];
  const newExposures = rows.filter((r) => r.inserted).length;
  if (levels === "now" && exposedPeople.length > 0)
    await refreshBreachLevels(trx, companyId, exposedPeople, at);
  return { kept, dropped: exposures.length - kept, newBreaches, newExposures, exposedPeople };
}

function breachRecord(b: BreachInput) {
  return {
    name: b.name,
    title: b.title,
    domain: b.domain,
    breach_date: b.breachDate,
    data_classes: b.dataClasses,
    description: b.description,
    verified: b.verified,
  };
}

/**
 * Rewrites the breach record (dimension breachExposure: the §9 score as value, the level as extra) of the given
 * people whose level changed, retiring the previous one, so the security profile shows the current level and the
 * history stays. The level rule is `breachLevel` in the contract, written here in SQL for whole companies at once.
 */
export async function refreshBreachLevels(
  trx: Transaction<Database>,
  companyId: number,
  personIds: readonly number[],
  at: Date,
): Promise<void> {
  const { rows: changed } = await sql<{ person_id: number; department_id: number | null; level: number }>`
    with levels as (
      select p.id as person_id, p.department_id,
        case
          when count(e.id) filter (where e.solved_at is null) = 0 then 0
          when count(e.id) filter (where e.solved_at is null and e.password_exposed
            and e.password_changed_at is null) = 0 then 1
          when count(e.id) filter (where e.solved_at is null and e.password_exposed
            and e.password_changed_at is null) = 1 then 2
          else 3
        end as level
      from people p left join breach_exposures e on e.person_id = p.id
      where p.company_id = ${companyId} and p.id = any(${[...personIds]}::int[]) and p.deleted_at is null
      group by p.id, p.department_id
    )
    select l.person_id, l.department_id, l.level from levels l
    left join profile_dimension_records r on r.person_id = l.person_id and r.survey_type_id = ${BREACH_SURVEY_TYPE}
      and r.dimension_id = ${BREACH_EXPOSURE} and r.vigence = 1
    where r.id is null or r.dimension_value_extra is distinct from l.level`.execute(trx);
  if (changed.length === 0) return;
  const people = changed.map((c) => c.person_id);
  await sql`update profile_dimension_records set vigence = 0 where person_id = any(${people}::int[])
    and survey_type_id = ${BREACH_SURVEY_TYPE} and dimension_id = ${BREACH_EXPOSURE} and vigence = 1`.execute(
    trx,
  );
  await sql`insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id, dimension_id,
      dimension_value, dimension_value_extra, start_date, vigence)
    select c.person_id, ${companyId}, c.department_id, ${BREACH_SURVEY_TYPE}, ${BREACH_EXPOSURE},
      (${[...BREACH_LEVEL_SCORES]}::float8[])[c.level + 1], c.level, ${at}, 1
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as c(person_id int, department_id int, level int)`.execute(
    trx,
  );
}
