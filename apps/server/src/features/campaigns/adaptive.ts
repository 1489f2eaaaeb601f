import {
  type CampaignChannelKey,
  DIMENSION_ELEMENTS,
  LEVERS,
  type LeverKey,
  PERSONALISED_CATEGORY_ID,
  PHISHING_CATEGORY_IDS,
  PHISHING_LEVELS,
} from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import { PHISHING_TEMPLATES } from "../../content/phishing/index";
import type { LureCategory, PhishingTemplateDefinition } from "../../content/phishing/types";
import { builtinSmsTemplate, SMISHING_TEMPLATES } from "../../content/smishing";
import type { Database } from "../../db/schema";
import { resilience } from "./results";

/*
 * The adaptive lure of a neurophishing series (docs/neurophishing.md "The adaptive rule"): each person of each
 * subcampaign gets the built-in template this rule picks from their psychoprofile and their past simulations.
 * A series of e-mails chooses among the e-mail templates, one of texts (neurosmishing) among the SMS templates;
 * the history is of both channels, since a lure category or lever works on a person whatever brings it.
 * `chooseTemplate` is the rule, pure and deterministic; `chooseTemplates` loads what it needs from the database.
 */

export type ArchetypeKey = "guardian" | "explorer" | "helper" | "sprinter" | "skeptic" | "connector";

/** What the person's current profile says (null or missing: no data). Values 0-10. */
export interface AdaptiveProfile {
  /** DIMENSION_SE_SUSCEPTIBILITY: 10 = most susceptible to social engineering. */
  susceptibility: number | null;
  /** DIMENSION_SE_AUTHORITY ... DIMENSION_SE_CURIOSITY: 10 = the lever works best on them. */
  levers: Partial<Record<LeverKey, number>>;
  /** The highest DIMENSION_ARCHETYPE_* of the person. */
  archetype: ArchetypeKey | null;
  /** DIMENSION_IMPACT_LEVEL: how much harm a successful attack on them would do. */
  impact: number | null;
}

/** A delivered simulation whose outcome is known, oldest first in a history. */
export interface PastSimulation {
  templateId: number;
  category: LureCategory;
  level: number;
  lever: LeverKey;
  clicked: boolean;
  submitted: boolean;
  reported: boolean;
}

/** A template the rule may choose (the built-in definitions fit). */
export type Candidate = Pick<PhishingTemplateDefinition, "id" | "category" | "level" | "lever">;

export interface AdaptiveOptions {
  /** The series' levelId: the highest level allowed (1-3). */
  levelId: number;
  /** The series' categoryId: 7 (personalised) = any category, else only that one. */
  categoryId: number;
  /** The seed of the tie-break, so a choice is the same every time it is computed. */
  personId: number;
  seriesId: number;
  index: number;
  /** The series' channel: which built-in templates are the pool. Default: e-mail. */
  channel?: CampaignChannelKey;
  /** Default: every built-in template of the channel. */
  templates?: readonly Candidate[];
}

export interface AdaptiveChoice {
  templateId: number;
  /** The level the rule aimed at (the chosen template's level differs only when none of it was left). */
  targetLevel: number;
  /** After a fail, the weakest category; otherwise null (no preference). */
  preferredCategory: LureCategory | null;
  /** The levers preferred (several when the profile ties); empty when nothing is known. */
  preferredLevers: LeverKey[];
  reason: "start" | "pass" | "fail";
}

/** High-impact people are never sent the most obvious lures. */
export const HIGH_IMPACT = 7;
export const HIGH_IMPACT_MIN_LEVEL = 2;

/**
 * The lever each archetype is most exposed to (content/instruments/archetypes.ts "watch-outs"): the guardian
 * trusts what looks official, the explorer new tools and downloads, the helper a friendly request, the sprinter
 * haste, the connector what their network shares; the skeptic has no lever of their own.
 */
export const ARCHETYPE_LEVER: Record<ArchetypeKey, LeverKey | null> = {
  guardian: "authority",
  explorer: "curiosity",
  helper: "trust",
  sprinter: "urgency",
  skeptic: null,
  connector: "socialProof",
};

const CATEGORY_OF_ID = new Map<number, LureCategory>(
  Object.entries(PHISHING_CATEGORY_IDS)
    .filter(([key]) => key !== "personalised")
    .map(([key, id]) => [id, key as LureCategory]),
);

/**
 * A fail: the person gave data away (submitted), or clicked and did not report it - a phishing-resilience value
 * below 5 (results.ts). A pass: did nothing, reported, or clicked and then reported.
 */
export function failed(simulation: Pick<PastSimulation, "clicked" | "submitted" | "reported">): boolean {
  return resilience(simulation) < 5;
}

/** The level to start at with no history: 1 for susceptibility >= 7 or unknown, 2 from 4 to 7, 3 below 4. */
export function startLevel(susceptibility: number | null): number {
  if (susceptibility === null || susceptibility >= 7) return 1;
  if (susceptibility >= 4) return 2;
  return 3;
}

/**
 * The weakest lure category of a history: the one with the worst record (fails ÷ simulations), then the most
 * fails, then the most recent fail. Null when the person never failed.
 */
export function weakestCategory(history: readonly PastSimulation[]): LureCategory | null {
  const stats = new Map<LureCategory, { fails: number; total: number; lastFail: number }>();
  history.forEach((s, i) => {
    const stat = stats.get(s.category) ?? { fails: 0, total: 0, lastFail: -1 };
    stat.total += 1;
    if (failed(s)) {
      stat.fails += 1;
      stat.lastFail = i;
    }
    stats.set(s.category, stat);
  });
  let best: { category: LureCategory; fails: number; total: number; lastFail: number } | null = null;
  for (const [category, stat] of stats) {
    if (stat.fails === 0) continue;
    const better =
      !best ||
      stat.fails * best.total > best.fails * stat.total ||
      (stat.fails * best.total === best.fails * stat.total &&
        (stat.fails > best.fails || (stat.fails === best.fails && stat.lastFail > best.lastFail)));
    if (better) best = { category, ...stat };
  }
  return best?.category ?? null;
}

/** The person's most susceptible levers (highest SE lever dimension; all tied ones), else their archetype's. */
export function profileLevers(profile: AdaptiveProfile): LeverKey[] {
  const known = LEVERS.filter((l) => typeof profile.levers[l] === "number");
  if (known.length > 0) {
    const top = Math.max(...known.map((l) => profile.levers[l] as number));
    return known.filter((l) => profile.levers[l] === top);
  }
  const lever = profile.archetype ? ARCHETYPE_LEVER[profile.archetype] : null;
  return lever ? [lever] : [];
}

/** The built-in templates of a channel (the pool of that channel's series). */
export function channelTemplates(channel: CampaignChannelKey): readonly Candidate[] {
  return channel === "sms" ? SMISHING_TEMPLATES : PHISHING_TEMPLATES;
}

/**
 * The candidates of a series before any person's history: the pool's templates of its category (7: every one) up
 * to its highest level. Undefined for an unknown category id; empty when the channel has no lure that fits (a
 * series the server refuses, ND1027, since SMS templates do not cover every category at every level).
 */
export function seriesCandidates(
  pool: readonly Candidate[],
  levelId: number,
  categoryId: number,
): Candidate[] | undefined {
  const maxLevel = Math.min(Math.max(Math.trunc(levelId), 1), PHISHING_LEVELS.length);
  const only = categoryId === PERSONALISED_CATEGORY_ID ? null : CATEGORY_OF_ID.get(categoryId);
  if (only === undefined) return undefined;
  return pool.filter((t) => t.level <= maxLevel && (only === null || t.category === only));
}

/** FNV-1a (32 bits) of the seed: a stable, evenly spread tie-break. */
export function seededHash(personId: number, seriesId: number, index: number, templateId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${personId}:${seriesId}:${index}:${templateId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The adaptive rule (docs/neurophishing.md):
 *
 * 1. Candidates: the templates of the series' channel (e-mail or SMS) and category (categoryId 7: every
 *    category) whose level is at most the series' levelId. The template of the person's last simulation is left out (never the same lure twice in a
 *    row) unless it is the only candidate.
 * 2. Target level: with no history, from the social-engineering susceptibility: 1 when >= 7 or unknown, 2 from 4
 *    up to 7, 3 below 4. After a pass (did nothing, reported) one level above the last lure's; after a fail
 *    (clicked without reporting, or submitted) the last lure's level. A high-impact person (impact level >= 7)
 *    gets at least level 2. The series' levelId caps it all, and the floor is 1.
 * 3. Preferred category: after a fail, the person's weakest category (worst fails ÷ simulations; ties: more
 *    fails, then the most recent fail); otherwise none.
 * 4. Preferred levers: after a fail, the failed lure's lever; otherwise the person's most susceptible lever
 *    (highest of the SE lever dimensions, every tied one), or else their archetype's lever.
 * 5. The candidates are ranked by: in the preferred category; then the distance of their level from the target
 *    (a lower level before a higher one at the same distance); then a preferred lever; then a lure not sent to
 *    the person before; then the seeded hash of (person, series, index, template). The first one is chosen.
 */
export function chooseTemplate(
  profile: AdaptiveProfile,
  history: readonly PastSimulation[],
  options: AdaptiveOptions,
): AdaptiveChoice {
  const maxLevel = Math.min(Math.max(Math.trunc(options.levelId), 1), PHISHING_LEVELS.length);
  const pool = seriesCandidates(
    options.templates ?? channelTemplates(options.channel ?? "email"),
    options.levelId,
    options.categoryId,
  );
  if (pool === undefined) throw new Error(`unknown lure category ${options.categoryId}`);
  if (pool.length === 0) throw new Error("no template fits the series");

  const last = history[history.length - 1];
  const reason: AdaptiveChoice["reason"] = !last ? "start" : failed(last) ? "fail" : "pass";
  let level = !last ? startLevel(profile.susceptibility) : reason === "fail" ? last.level : last.level + 1;
  if (profile.impact !== null && profile.impact >= HIGH_IMPACT)
    level = Math.max(level, HIGH_IMPACT_MIN_LEVEL);
  const targetLevel = Math.max(1, Math.min(level, maxLevel));
  const preferredCategory = reason === "fail" ? weakestCategory(history) : null;
  const preferredLevers = reason === "fail" && last ? [last.lever] : profileLevers(profile);

  const fresh = pool.filter((t) => t.id !== last?.templateId);
  const candidates = fresh.length > 0 ? fresh : pool;
  const seen = new Set(history.map((s) => s.templateId));
  const rank = (t: Candidate): number[] => [
    preferredCategory && t.category !== preferredCategory ? 1 : 0,
    Math.abs(t.level - targetLevel) * 2 + (t.level > targetLevel ? 1 : 0),
    preferredLevers.includes(t.lever) ? 0 : 1,
    seen.has(t.id) ? 1 : 0,
    seededHash(options.personId, options.seriesId, options.index, t.id),
  ];
  let best = candidates[0] as Candidate;
  let bestRank = rank(best);
  for (const candidate of candidates.slice(1)) {
    const r = rank(candidate);
    const i = r.findIndex((v, k) => v !== bestRank[k]);
    if (i !== -1 && (r[i] as number) < (bestRank[i] as number)) {
      best = candidate;
      bestRank = r;
    }
  }
  return { templateId: best.id, targetLevel, preferredCategory, preferredLevers, reason };
}

const D = DIMENSION_ELEMENTS;
const LEVER_DIMENSIONS: Record<number, LeverKey> = {
  [D.DIMENSION_SE_AUTHORITY]: "authority",
  [D.DIMENSION_SE_URGENCY]: "urgency",
  [D.DIMENSION_SE_SOCIAL_PROOF]: "socialProof",
  [D.DIMENSION_SE_TRUST]: "trust",
  [D.DIMENSION_SE_CURIOSITY]: "curiosity",
};
const ARCHETYPE_DIMENSIONS: Record<number, ArchetypeKey> = {
  [D.DIMENSION_ARCHETYPE_GUARDIAN]: "guardian",
  [D.DIMENSION_ARCHETYPE_EXPLORER]: "explorer",
  [D.DIMENSION_ARCHETYPE_HELPER]: "helper",
  [D.DIMENSION_ARCHETYPE_SPRINTER]: "sprinter",
  [D.DIMENSION_ARCHETYPE_SKEPTIC]: "skeptic",
  [D.DIMENSION_ARCHETYPE_CONNECTOR]: "connector",
};
const PROFILE_DIMENSIONS = [
  D.DIMENSION_IMPACT_LEVEL,
  D.DIMENSION_SE_SUSCEPTIBILITY,
  ...Object.keys(LEVER_DIMENSIONS).map(Number),
  ...Object.keys(ARCHETYPE_DIMENSIONS).map(Number),
];

/** The current profiles of people (records with vigence 1; the latest when several survey types hold one). */
export async function loadProfiles(
  db: Kysely<Database>,
  personIds: readonly number[],
): Promise<Map<number, AdaptiveProfile>> {
  const profiles = new Map<number, AdaptiveProfile>(
    personIds.map((id) => [id, { susceptibility: null, levers: {}, archetype: null, impact: null }]),
  );
  if (personIds.length === 0) return profiles;
  const { rows } = await sql<{ person_id: number; dimension_id: number; dimension_value: number }>`
    select distinct on (person_id, dimension_id) person_id, dimension_id, dimension_value
    from profile_dimension_records
    where person_id = any(${[...personIds]}::int[]) and vigence = 1
      and dimension_id = any(${PROFILE_DIMENSIONS}::int[])
    order by person_id, dimension_id, start_date desc, id desc`.execute(db);
  const archetypes = new Map<number, { key: ArchetypeKey; value: number }>();
  for (const row of rows) {
    const profile = profiles.get(row.person_id);
    if (!profile) continue;
    const value = Number(row.dimension_value);
    const lever = LEVER_DIMENSIONS[row.dimension_id];
    const archetype = ARCHETYPE_DIMENSIONS[row.dimension_id];
    if (row.dimension_id === D.DIMENSION_SE_SUSCEPTIBILITY) profile.susceptibility = value;
    else if (row.dimension_id === D.DIMENSION_IMPACT_LEVEL) profile.impact = value;
    else if (lever) profile.levers[lever] = value;
    else if (archetype) {
      const current = archetypes.get(row.person_id);
      // Rows come by dimension id, so a tie keeps the first archetype in DIMENSION_ELEMENTS order.
      if (!current || value > current.value) archetypes.set(row.person_id, { key: archetype, value });
    }
  }
  for (const [personId, { key }] of archetypes) {
    const profile = profiles.get(personId);
    if (profile) profile.archetype = key;
  }
  return profiles;
}

/**
 * People's simulations up to `before`, oldest first: e-mail and SMS lures delivered to them whose outcome is known
 * (their campaign had ended by then, or they clicked, submitted or reported), both channels in one history. A
 * company copy counts as the built-in template it was made from; a lure whose template is gone is left out.
 */
export async function loadHistories(
  db: Kysely<Database>,
  companyId: number,
  personIds: readonly number[],
  before: Date,
): Promise<Map<number, PastSimulation[]>> {
  const histories = new Map<number, PastSimulation[]>(personIds.map((id) => [id, []]));
  if (personIds.length === 0) return histories;
  const { rows } = await sql<{
    person_id: number;
    template_id: number;
    based_on: number | null;
    channel: CampaignChannelKey;
    clicked: boolean;
    submitted: boolean;
    reported: boolean;
  }>`
    select r.person_id, r.template_id, t.based_on, c.channel, r.clicked_at is not null as clicked,
      r.submitted_at is not null as submitted, r.reported_at is not null as reported
    from campaign_recipients r
    join campaigns c on c.id = r.campaign_id
    left join phishing_templates t on t.id = r.template_id and t.company_id = r.company_id
    where r.company_id = ${companyId} and r.person_id = any(${[...personIds]}::int[])
      and r.status = 'sent' and r.sent_at <= ${before}
      and (c.end_at <= ${before} or r.clicked_at is not null or r.submitted_at is not null
        or r.reported_at is not null)
    order by r.person_id, r.sent_at, r.id`.execute(db);
  const byId = new Map(PHISHING_TEMPLATES.map((t) => [t.id, t]));
  for (const row of rows) {
    // SMS templates have no company copies; their ids (501-599) are looked up among the SMS ones only.
    const definition =
      row.channel === "sms"
        ? builtinSmsTemplate(row.template_id)
        : (byId.get(row.template_id) ?? (row.based_on !== null ? byId.get(row.based_on) : undefined));
    if (!definition) continue;
    histories.get(row.person_id)?.push({
      templateId: row.template_id,
      category: definition.category,
      level: definition.level,
      lever: definition.lever,
      clicked: row.clicked,
      submitted: row.submitted,
      reported: row.reported,
    });
  }
  return histories;
}

export interface SeriesChoice {
  seriesId: number;
  /** The subcampaign's series_index. */
  index: number;
  levelId: number;
  categoryId: number;
  /** The series' channel: e-mail templates or SMS ones. */
  channel: CampaignChannelKey;
  /** History is read up to this instant (the subcampaign's creation). */
  now: Date;
}

/** Each person's template for a subcampaign of a series (the adaptive rule on their profile and history). */
export async function chooseTemplates(
  db: Kysely<Database>,
  companyId: number,
  personIds: readonly number[],
  series: SeriesChoice,
): Promise<Map<number, number>> {
  const profiles = await loadProfiles(db, personIds);
  const histories = await loadHistories(db, companyId, personIds, series.now);
  const chosen = new Map<number, number>();
  for (const personId of personIds) {
    const choice = chooseTemplate(
      profiles.get(personId) ?? { susceptibility: null, levers: {}, archetype: null, impact: null },
      histories.get(personId) ?? [],
      {
        levelId: series.levelId,
        categoryId: series.categoryId,
        personId,
        seriesId: series.seriesId,
        index: series.index,
        channel: series.channel,
      },
    );
    chosen.set(personId, choice.templateId);
  }
  return chosen;
}
