import { type DimensionKey, type Locale, SURVEYS } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import { ASSETS } from "../content/assets/catalogue";
import type { Answers, Instrument, InstrumentQuestion } from "../content/instruments/types";
import { markAssetRead } from "../features/user-assets/queries";
import { answerWithin } from "../features/user-traits/answer";
import { assignJourney } from "../lib/journey/assign";
import { instrumentFor } from "../lib/journey/catalogue";
import { DAY_MS } from "../lib/journey/flows";
import { recomputeGlobal } from "../lib/journey/scoring";
import type { Database } from "./schema";

/*
 * A year of demo history (docs/demo.md): each demo employee lives through the twelve months before the seed,
 * week by week, through the product's own code: the flow's assignment (assignJourney), every answer through the
 * API's full answer path (answerInTransaction: scoring, the flow, achievements) and library reads
 * (markAssetRead), each at its moment in the past. Nothing is written straight into a score table. A seeded
 * generator per person decides who answers what and when, so the same seed gives the same story:
 *
 * - Sales (and its two regions) lags: people answer rarely, so its surveys stay open for weeks (overdue);
 * - awareness improves: the awareness test comes back every 180 days and people know more each time (the
 *   company's campaign, and the library pages they read);
 * - Logistics has a wellbeing problem that grows over the year (its climate and burnout answers);
 * - a few people answer the risk questionnaires in a way that makes their risk high;
 * - three people joined later in the year, one of them three weeks ago.
 */

export type StoryTarget = "wellbeing" | "safety" | "impact" | "mood";

export interface HistoryPerson {
  id: number;
  login: string;
  /** The department key of the seed (db/seed.ts), which the story reads. */
  dept: string;
  departmentId: number | null;
  locale: Locale;
}

/** Departments whose people answer rarely (participation lags). */
const LAGGING = new Set(["sales", "iberia", "latam"]);
/** The department with the wellbeing problem. */
const STRAINED = "logistics";
/** People whose answers put their risk high. */
const HIGH_RISK = new Set(["psanchez", "tnowak", "osmith"]);
/** Days after the year's start on which a late joiner signs in for the first time (others: the first fortnight). */
const LATE_JOINERS: Record<string, number> = { ajimenez: 200, imolina: 290, ldiaz: 344 };
/** Roles with much data, many privileges or much exposure (the impact questionnaire). */
const HIGH_IMPACT = new Set(["it", "secops", "infrastructure", "finance"]);

const YEAR_DAYS = 365;
const WEEK_MS = 7 * DAY_MS;
const MINUTE_MS = 60 * 1000;

/** mulberry32: a small, well-distributed 32-bit generator; the seed fixes the whole story. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a login, so each person's generator does not depend on who else is in the demo. */
function seedOf(text: string, base: number): number {
  let hash = base >>> 0;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/**
 * Which way each dimension points for the story: +1 when a higher value is the better outcome (wellbeing,
 * safety) or the larger role (impact), −1 when it is worse; dimensions not listed (archetypes) follow no target.
 */
function dimensionSign(dimension: DimensionKey): { target: StoryTarget; sign: 1 | -1 } | undefined {
  if (["DIMENSION_WHO5_INDEX", "DIMENSION_WORK_CLIMATE", "DIMENSION_CLIMATE_LEVEL"].includes(dimension))
    return { target: "wellbeing", sign: 1 };
  if (dimension.startsWith("DIMENSION_BURNOUT_")) return { target: "wellbeing", sign: -1 };
  if (
    dimension.startsWith("DIMENSION_INSIDER_") ||
    dimension.startsWith("DIMENSION_SE_") ||
    dimension.endsWith("_RISK")
  )
    return { target: "safety", sign: -1 };
  if (dimension.startsWith("DIMENSION_IMPACT_")) return { target: "impact", sign: 1 };
  return undefined;
}

interface Polarity {
  target: StoryTarget;
  /** +1: higher option values serve the target; −1: lower ones; 0: the question moves no scored dimension. */
  direction: 1 | -1 | 0;
}

const polarities = new Map<string, Polarity>();

/**
 * Which way a question's options move its instrument's scores: the instrument scores a middle answer set with
 * the question at its lowest and at its highest option, and the scored dimensions' signs say which is better.
 */
function polarityOf(instrument: Instrument, question: InstrumentQuestion): Polarity {
  const known = polarities.get(question.id);
  if (known) return known;
  const base = new Map<string, number | string | null>();
  for (const q of instrument.questions) {
    const options = q.options ?? [];
    base.set(q.id, q.kind === "text" ? "" : (options[Math.floor(options.length / 2)]?.value ?? 0));
  }
  const values = (question.options ?? []).map((o) => o.value);
  const favour = (value: number) => {
    const answers: Answers = new Map(base).set(question.id, value);
    let total = 0;
    let target: StoryTarget = "mood";
    for (const score of instrument.score(answers)) {
      const sign = dimensionSign(score.dimension);
      if (!sign) continue;
      target = sign.target;
      total += sign.sign * score.value;
    }
    return { total, target };
  };
  const low = favour(Math.min(...values));
  const high = favour(Math.max(...values));
  const target = high.target !== "mood" ? high.target : low.target;
  const direction = high.total > low.total ? 1 : high.total < low.total ? -1 : 0;
  const polarity: Polarity = { target, direction };
  polarities.set(question.id, polarity);
  return polarity;
}

/** Each person's leanings, fixed for the year. */
interface Persona {
  person: HistoryPerson;
  random: () => number;
  joinDay: number;
  /** Chance of signing in in a given week (the first week, always). */
  sessionChance: number;
  /** In a week signed in: the chance of taking up each open survey, and the week's pulse. */
  takeUp: number;
  pulseTakeUp: number;
  /** Chance of a right answer in the awareness test at the year's start (grows over the year). */
  knowledge: number;
  safety: number;
  wellbeing: number;
  impact: number;
  readsPerWeek: number;
}

function personaOf(person: HistoryPerson, seed: number): Persona {
  const random = seededRandom(seedOf(person.login, seed));
  const jitter = (spread: number) => (random() - 0.5) * 2 * spread;
  const lagging = LAGGING.has(person.dept);
  const strained = person.dept === STRAINED;
  const risky = HIGH_RISK.has(person.login);
  return {
    person,
    random,
    joinDay: LATE_JOINERS[person.login] ?? Math.floor(random() * 14),
    sessionChance: lagging ? 0.1 + jitter(0.03) : 0.55 + jitter(0.15),
    takeUp: lagging ? 0.35 : 0.75,
    pulseTakeUp: lagging ? 0.3 : 0.6 + jitter(0.15),
    knowledge: risky ? 0.3 : person.dept === "secops" ? 0.62 : 0.45 + jitter(0.08),
    safety: risky ? 0.12 : 0.72 + jitter(0.1),
    wellbeing: strained ? 0.4 : 0.7 + jitter(0.1),
    impact: HIGH_IMPACT.has(person.dept) ? 0.8 : 0.35 + jitter(0.1),
    readsPerWeek: risky || lagging ? 0.1 : 0.4 + jitter(0.1),
  };
}

/** Where the persona stands on a target at a moment of the year (0 = the year's start, 1 = now). */
function targetAt(persona: Persona, target: StoryTarget, yearFraction: number): number {
  switch (target) {
    case "wellbeing":
      // Logistics gets worse over the year; everyone else holds steady.
      return persona.person.dept === STRAINED ? persona.wellbeing - 0.25 * yearFraction : persona.wellbeing;
    case "safety":
      return persona.safety;
    case "impact":
      return persona.impact;
    case "mood":
      return persona.wellbeing;
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Short answers to the open survey's required questions, in the person's language. */
const OPEN_ANSWERS: Record<Locale, readonly [string, string][]> = {
  "es-es": [
    ["Bloquear el ordenador y no abrir enlaces raros.", "Las prisas a final de mes."],
    ["Pensar antes de compartir un documento.", "Demasiadas contraseñas distintas."],
  ],
  "es-mx": [
    ["Bloquear la computadora y no abrir ligas sospechosas.", "Las prisas del cierre de mes."],
    ["Pensar antes de compartir un archivo.", "Demasiadas contraseñas distintas."],
  ],
  "en-gb": [
    ["Locking my screen and not clicking odd links.", "The rush at month end."],
    ["Thinking before I share a document.", "Too many different passwords."],
  ],
  "en-us": [
    ["Locking my screen and not clicking weird links.", "The rush at the end of the month."],
    ["Thinking before I share a file.", "Too many different passwords."],
  ],
  eu: [
    ["Ordenagailua blokeatzea eta esteka arraroak ez irekitzea.", "Hilabete amaierako presak."],
    ["Dokumentu bat partekatu aurretik pentsatzea.", "Pasahitz desberdin gehiegi."],
  ],
  pl: [
    ["Blokowanie ekranu i nieklikanie dziwnych linków.", "Pośpiech na koniec miesiąca."],
    ["Zastanowienie się, zanim udostępnię dokument.", "Zbyt wiele różnych haseł."],
  ],
  cat: [
    ["Bloquejar l'ordinador i no obrir enllaços estranys.", "Les presses de final de mes."],
    ["Pensar abans de compartir un document.", "Massa contrasenyes diferents."],
  ],
  "pt-pt": [
    ["Bloquear o ecrã e não abrir ligações estranhas.", "A pressa do fim do mês."],
    ["Pensar antes de partilhar um documento.", "Demasiadas palavras-passe diferentes."],
  ],
};

/** The value a persona gives to a question at a moment of the year. */
function valueFor(
  persona: Persona,
  instrument: Instrument,
  question: InstrumentQuestion,
  yearFraction: number,
  reads: number,
): number | string {
  const { random } = persona;
  if (question.kind === "text") {
    if (!question.required) return "";
    const pool = OPEN_ANSWERS[persona.person.locale];
    const pick = pool[Math.floor(random() * pool.length)] ?? pool[0];
    const index = instrument.questions.filter((q) => q.kind === "text" && q.required).indexOf(question);
    return pick?.[index === 0 ? 0 : 1] ?? "";
  }
  const options = question.options ?? [];
  if (question.graded) {
    const knowledge = clamp(persona.knowledge + 0.22 * yearFraction + 0.01 * reads, 0.1, 0.95);
    if (random() < knowledge) return question.graded.correctValue;
    const wrong = options.filter((o) => o.value !== question.graded?.correctValue);
    return (wrong[Math.floor(random() * wrong.length)] ?? options[0])?.value ?? 0;
  }
  const ordered = [...options].sort((a, b) => a.value - b.value);
  const { target, direction } = polarityOf(instrument, question);
  const leaning = clamp(targetAt(persona, target, yearFraction) + (random() - 0.5) * 0.5, 0, 1);
  // Archetype and unscored questions: any option; otherwise the option at the persona's leaning.
  const position = direction === 0 ? random() : direction === 1 ? leaning : 1 - leaning;
  return ordered[Math.round(position * (ordered.length - 1))]?.value ?? 0;
}

interface OpenInteraction {
  id: number;
  survey_type_id: number;
  start_date: Date;
  answered: string[];
}

const PULSE = SURVEYS.SURVEY_WELLGUARD_DIRECT;

async function openInteractions(
  trx: Kysely<Database>,
  personId: number,
  at: Date,
): Promise<OpenInteraction[]> {
  const { rows } = await sql<OpenInteraction>`select id, survey_type_id, start_date, answered
    from interactions
    where person_id = ${personId} and status in ('AVAILABLE', 'PROGRESS') and start_date <= ${at}
    order by start_date, id`.execute(trx);
  return rows;
}

/** One persona's year, week by week, up to `now`. */
async function liveYear(trx: Kysely<Database>, persona: Persona, start: Date, now: Date): Promise<void> {
  const { person, random } = persona;
  const unread = ASSETS.map((a) => a.id);
  let reads = 0;
  const yearFractionOf = (at: Date) => clamp((at.getTime() - start.getTime()) / (YEAR_DAYS * DAY_MS), 0, 1);
  const latest = now.getTime() - 2 * 60 * MINUTE_MS;

  const firstWeek = start.getTime() + persona.joinDay * DAY_MS;
  for (let week = firstWeek; week < latest; week += WEEK_MS) {
    const weekStart = new Date(week);
    await assignJourney(trx, person.id, weekStart);
    const signedIn = week === firstWeek || random() < persona.sessionChance;
    if (!signedIn) continue;
    for (const interaction of await openInteractions(trx, person.id, weekStart)) {
      const pulse = interaction.survey_type_id === PULSE;
      const instrument = instrumentFor(interaction.survey_type_id);
      if (!instrument) continue;
      // The welcome is answered on the first sign-in; the rest when the persona takes them up.
      const welcome =
        interaction.answered.length === 0 && interaction.survey_type_id === SURVEYS.SURVEY_WELLGUARD_WELCOME;
      const chance = welcome ? 1 : pulse ? persona.pulseTakeUp : persona.takeUp;
      if (random() >= chance) continue;
      // Within the week, never before the survey starts, a pulse before the next one replaces it.
      const from = Math.max(week, interaction.start_date.getTime());
      const until = pulse ? Math.min(latest, interaction.start_date.getTime() + 6 * DAY_MS) : latest;
      let at = Math.min(until, from + Math.floor(random() * 5 * DAY_MS) + 8 * 60 * MINUTE_MS);
      if (at < from) continue;
      const answered = new Set(interaction.answered);
      const remaining = instrument.questions.filter((q) => !answered.has(q.id));
      // Now and then someone stops half way and comes back another week.
      const stopAfter = random() < 0.08 ? Math.ceil(remaining.length / 2) : remaining.length;
      for (const question of remaining.slice(0, stopAfter)) {
        const value = valueFor(persona, instrument, question, yearFractionOf(new Date(at)), reads);
        await answerWithin(trx, {
          personId: person.id,
          interactionId: interaction.id,
          locale: person.locale,
          gaming: false,
          input: { questionId: question.id, value },
          now: new Date(at),
        });
        at += 20_000 + Math.floor(random() * 40_000);
      }
    }
    if (unread.length > 0 && random() < persona.readsPerWeek) {
      const [assetId] = unread.splice(Math.floor(random() * unread.length), 1);
      if (assetId !== undefined) {
        const at = new Date(Math.min(latest, week + Math.floor(random() * 6 * DAY_MS)));
        await markAssetRead(trx, person.id, assetId, at);
        reads += 1;
      }
    }
  }
  // Up to date at the seed's moment: what is due now is assigned, and progress counts it.
  await assignJourney(trx, person.id, now);
}

/** The twelve months before `now` for each person, in the seed's transaction. */
export async function seedDemoHistory(
  trx: Kysely<Database>,
  company: { id: number },
  people: readonly HistoryPerson[],
  now: Date,
  seed = 2026,
): Promise<void> {
  const start = new Date(now.getTime() - YEAR_DAYS * DAY_MS);
  // The dashboards' summary is made once at the end from what was written, not answer by answer (migration 0015).
  await sql`select set_config('wellguard.defer_dashboard_summary', 'on', true)`.execute(trx);
  for (const person of people) {
    await liveYear(trx, personaOf(person, seed), start, now);
    await recomputeGlobal(
      trx,
      { personId: person.id, companyId: company.id, departmentId: person.departmentId },
      now,
    );
  }
  await sql`select set_config('wellguard.defer_dashboard_summary', 'off', true)`.execute(trx);
  await sql`select dashboard_rebuild(${company.id})`.execute(trx);
}
