import { type ServiceKey, SURVEYS, serviceKey, type TInteractionStatus } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { flowManaged, instrumentFor, surveyAllowed } from "./catalogue";
import { addDays, DAY_MS, flowOf, REFRESHES, REPEATS, WELCOME } from "./flows";

/*
 * Assignment (docs/journey.md "Flows"): turns the flow rules of flows.ts into interactions. `planJourney` is
 * pure (the person's interactions, services and flow, and the time in; what to insert, update and show as
 * dummies out); `assignJourney` runs it in the caller's transaction with the person's row locked, so two
 * requests of one person never assign twice. It is idempotent: a second run with nothing new to do changes
 * nothing (and the unique person + survey type + cycle key would refuse a duplicate anyway).
 */

export interface InteractionState {
  id: number;
  survey_type_id: number;
  cycle: number;
  status: TInteractionStatus;
  start_date: Date;
  end_date: Date | null;
  percentage: number;
}

export interface JourneyContext {
  services: ReadonlySet<ServiceKey>;
  surveyFlowId: number | null;
}

export interface PlannedInsert {
  surveyTypeId: number;
  cycle: number;
  start: Date;
}

export interface PlannedUpdate {
  id: number;
  status: TInteractionStatus;
  endDate: Date | null;
}

/** A survey the person's flow will assign later (listed with `dummies=true`). */
export interface Dummy {
  surveyTypeId: number;
  /** When it is expected to start. */
  start: Date;
}

export interface JourneyPlan {
  inserts: PlannedInsert[];
  updates: PlannedUpdate[];
  dummies: Dummy[];
}

const OPEN: readonly TInteractionStatus[] = ["AVAILABLE", "PROGRESS"];

/** company services ∩ person services (null: every service the company contracted), as keys. */
export function effectiveServices(
  personServices: number[] | null,
  companyServices: number[],
): Set<ServiceKey> {
  const company = new Set(companyServices);
  const ids = (personServices ?? companyServices).filter((id) => company.has(id));
  return new Set(ids.map(serviceKey).filter((k): k is ServiceKey => k !== undefined));
}

export function planJourney(
  existing: readonly InteractionState[],
  context: JourneyContext,
  now: Date,
): JourneyPlan {
  const plan: JourneyPlan = { inserts: [], updates: [], dummies: [] };
  const rows = existing.map((r) => ({ ...r }));
  const byType = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byType.get(row.survey_type_id) ?? [];
    list.push(row);
    byType.set(row.survey_type_id, list);
  }
  for (const list of byType.values()) list.sort((a, b) => a.cycle - b.cycle);
  const allowed = (surveyTypeId: number) =>
    instrumentFor(surveyTypeId) !== undefined && surveyAllowed(surveyTypeId, context.services);
  const update = (row: (typeof rows)[number], status: TInteractionStatus, endDate: Date | null) => {
    row.status = status;
    row.end_date = endDate;
    plan.updates.push({ id: row.id, status, endDate });
  };

  // Welcome first, at once.
  if (instrumentFor(WELCOME) && !byType.has(WELCOME)) {
    plan.inserts.push({ surveyTypeId: WELCOME, cycle: 1, start: now });
  }

  // The services gate: a survey not started yet is cancelled when its service goes, and comes back with it.
  for (const row of rows) {
    if (row.survey_type_id === WELCOME || !flowManaged(row.survey_type_id)) continue;
    const ok = allowed(row.survey_type_id);
    if (!ok && row.status === "AVAILABLE" && row.percentage === 0) update(row, "CANCELLED", now);
    else if (ok && row.status === "CANCELLED") update(row, "AVAILABLE", null);
  }

  // The flow's steps, once the welcome is done (before that, they are dummies).
  const welcome = byType.get(WELCOME)?.at(-1);
  const welcomeDoneAt = welcome?.status === "DONE" ? (welcome.end_date ?? welcome.start_date) : null;
  for (const { survey, offsetDays } of flowOf(context.surveyFlowId)) {
    const surveyTypeId = SURVEYS[survey];
    if (!allowed(surveyTypeId) || byType.has(surveyTypeId)) continue;
    if (welcomeDoneAt)
      plan.inserts.push({ surveyTypeId, cycle: 1, start: addDays(welcomeDoneAt, offsetDays) });
    else plan.dummies.push({ surveyTypeId, start: addDays(now, offsetDays) });
  }

  // Refresh cycles, when their time has come (until then, a dummy with the date it is due).
  for (const rule of REFRESHES) {
    const surveyTypeId = SURVEYS[rule.survey];
    if (!allowed(surveyTypeId)) continue;
    const own = byType.get(surveyTypeId) ?? [];
    if (own.some((r) => OPEN.includes(r.status) || r.status === "CANCELLED")) continue;
    const done = [...(byType.get(SURVEYS[rule.source]) ?? []), ...own].filter((r) => r.status === "DONE");
    if (done.length === 0) continue;
    const lastDone = Math.max(...done.map((r) => (r.end_date ?? r.start_date).getTime()));
    const due = new Date(lastDone + rule.afterDays * DAY_MS);
    if (own.some((r) => r.start_date.getTime() >= due.getTime())) continue;
    if (due.getTime() <= now.getTime()) {
      const cycle = Math.max(0, ...own.map((r) => r.cycle)) + 1;
      plan.inserts.push({ surveyTypeId, cycle, start: due });
    } else {
      plan.dummies.push({ surveyTypeId, start: due });
    }
  }

  // Pulses: the next cycle when its period starts; an unfinished one expires then.
  for (const rule of REPEATS) {
    const surveyTypeId = SURVEYS[rule.survey];
    const latest = byType.get(surveyTypeId)?.at(-1);
    if (!latest || latest.status === "CANCELLED" || !allowed(surveyTypeId)) continue;
    const period = rule.everyDays * DAY_MS;
    const periods = Math.floor((now.getTime() - latest.start_date.getTime()) / period);
    const next = new Date(latest.start_date.getTime() + Math.max(1, periods) * period);
    if (periods < 1) {
      plan.dummies.push({ surveyTypeId, start: next });
      continue;
    }
    if (OPEN.includes(latest.status)) {
      update(latest, "EXPIRED", new Date(latest.start_date.getTime() + period));
    }
    plan.inserts.push({ surveyTypeId, cycle: latest.cycle + 1, start: next });
  }
  return plan;
}

export type PersonContext = JourneyContext & { companyId: number; departmentId: number | null };

/** The person's services and flow, read fresh (and the person's row locked) in the transaction. */
export function lockPerson(trx: Kysely<Database>, personId: number): Promise<PersonContext | undefined> {
  return readPerson(trx, personId, true);
}

/**
 * The person's services and flow; `lock` takes the person's row for the transaction (every journey write does
 * so first). Without it, a read to decide whether anything needs assigning at all.
 */
export async function readPerson(
  db: Kysely<Database>,
  personId: number,
  lock: boolean,
): Promise<PersonContext | undefined> {
  const { rows } = await sql<{
    company_id: number;
    department_id: number | null;
    services: number[] | null;
    company_services: number[];
    survey_flow_id: number | null;
  }>`select p.company_id, p.department_id, p.services, c.services as company_services, c.survey_flow_id
    from people p join companies c on c.id = p.company_id
    where p.id = ${personId} and p.deleted_at is null
    ${lock ? sql`for update of p` : sql``}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    companyId: row.company_id,
    departmentId: row.department_id,
    services: effectiveServices(row.services, row.company_services),
    surveyFlowId: row.survey_flow_id,
  };
}

export async function interactionStates(
  trx: Kysely<Database>,
  personId: number,
): Promise<InteractionState[]> {
  const rows = await trx
    .selectFrom("interactions")
    .select(["id", "survey_type_id", "cycle", "status", "start_date", "end_date", "percentage"])
    .where("person_id", "=", personId)
    .execute();
  return rows as InteractionState[];
}

/**
 * Assigns what the person's flow says is due, in the caller's transaction (the person's row is locked first).
 * Returns the dummies (what the flow will assign later). Call it with the person's row not yet locked by an
 * earlier statement of another order: every journey write locks the person first, so they never deadlock.
 */
export async function assignJourney(trx: Kysely<Database>, personId: number, now: Date): Promise<Dummy[]> {
  const context = await lockPerson(trx, personId);
  if (!context) return [];
  return applyPlan(trx, personId, context, now);
}

/** Runs the plan for a person whose row the transaction already locked. */
export async function applyPlan(
  trx: Kysely<Database>,
  personId: number,
  context: JourneyContext & { companyId: number },
  now: Date,
): Promise<Dummy[]> {
  const plan = planJourney(await interactionStates(trx, personId), context, now);
  for (const u of plan.updates) {
    await trx
      .updateTable("interactions")
      .set({ status: u.status, end_date: u.endDate, updated_at: now })
      .where("id", "=", u.id)
      .execute();
  }
  const values = plan.inserts.flatMap((i) => {
    const instrument = instrumentFor(i.surveyTypeId);
    if (!instrument) return [];
    return [
      {
        person_id: personId,
        company_id: context.companyId,
        survey_type_id: i.surveyTypeId,
        survey_id: instrument.surveyId,
        cycle: i.cycle,
        start_date: i.start,
      },
    ];
  });
  if (values.length > 0) {
    await trx
      .insertInto("interactions")
      .values(values)
      .onConflict((oc) => oc.columns(["person_id", "survey_type_id", "cycle"]).doNothing())
      .execute();
  }
  return plan.dummies;
}
