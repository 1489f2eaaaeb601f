import {
  BREACH_LEVEL_COLOURS,
  type BreachLevel,
  type TBreach,
  type TUserBreaches,
} from "@wellguard/contract";

/**
 * One card of the page: a breach and the person's exposure to it. A person with several monitored addresses in
 * one breach has one stakeholder per address; the flags are set per breach, so the card joins them: the
 * password counts as exposed when any address leaked it, and a flag counts as done only when every address has it.
 */
export interface ExposureCard {
  breach: TBreach;
  emails: string[];
  /** The earliest time we found one of the person's addresses in the breach. */
  firstSeen: string;
  passwordExposed: boolean;
  /** The person said they changed the password. */
  passwordChanged: boolean;
  /** When (null: not yet, or the date is unknown). */
  passwordChangedAt: string | null;
  solved: boolean;
  solvedAt: string | null;
}

/** The newest of the dates, or null when none is known. */
function latest(dates: readonly (string | null)[]): string | null {
  return (
    dates
      .filter((d) => d !== null)
      .sort()
      .at(-1) ?? null
  );
}

/** The cards, newest first: by when we found the exposure, then by the breach's own date. */
export function exposureCards(data: Pick<TUserBreaches, "breaches">): ExposureCard[] {
  const cards = data.breaches
    .filter((entry) => entry.stakeholders.length > 0)
    .map(({ breach, stakeholders }): ExposureCard => {
      const firstSeen = stakeholders.map((s) => s.firstSeen).sort()[0] ?? "";
      const passwordChanged = stakeholders.every((s) => s.status.password);
      const solved = stakeholders.every((s) => s.status.solved);
      return {
        breach,
        emails: [...new Set(stakeholders.map((s) => s.email))],
        firstSeen,
        passwordExposed: stakeholders.some((s) => s.passwordExposed),
        passwordChanged,
        passwordChangedAt: passwordChanged ? latest(stakeholders.map((s) => s.status.passwordAt)) : null,
        solved,
        solvedAt: solved ? latest(stakeholders.map((s) => s.status.solvedAt)) : null,
      };
    });
  return cards.sort(
    (a, b) =>
      compareDesc(a.firstSeen, b.firstSeen) ||
      compareDesc(a.breach.breachDate ?? "", b.breach.breachDate ?? "") ||
      b.breach.breachId - a.breach.breachId,
  );
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** Spec §9: levels 0-3 are success, info, warning, danger. Out-of-range levels are clamped. */
export function levelColour(level: number): (typeof BREACH_LEVEL_COLOURS)[number] {
  const clamped = Math.min(3, Math.max(0, Math.round(level))) as BreachLevel;
  return BREACH_LEVEL_COLOURS[clamped];
}

const FINANCIAL = [
  "Credit cards",
  "Partial credit card data",
  "Bank account numbers",
  "Salaries",
  "Purchases",
];
const IDENTITY = ["Passport numbers", "Government issued IDs", "Dates of birth", "Physical addresses"];
const ACCESS = ["Auth tokens", "Security questions and answers", "Password hints", "Historical passwords"];
const CONTACT = ["Email addresses", "Phone numbers", "Instant messenger identities", "Social media profiles"];

function has(dataClasses: readonly string[], names: readonly string[]): boolean {
  const lower = new Set(dataClasses.map((c) => c.toLowerCase()));
  return names.some((n) => lower.has(n.toLowerCase()));
}

/** The "what it means" sentences (keys under `meaning.`), most serious first. */
export function meaningKeys(
  card: Pick<ExposureCard, "passwordExposed"> & { dataClasses: readonly string[] },
) {
  const keys: string[] = [card.passwordExposed ? "password" : "noPassword"];
  if (has(card.dataClasses, ACCESS)) keys.push("access");
  if (has(card.dataClasses, FINANCIAL)) keys.push("financial");
  if (has(card.dataClasses, IDENTITY)) keys.push("identity");
  if (has(card.dataClasses, CONTACT)) keys.push("contact");
  return keys;
}

/**
 * The "what to do" steps (keys under `steps.`): the password steps only when a password leaked (and the
 * "change it here" one is kept, marked done, once the person said they changed it), then MFA and phishing.
 */
export function stepKeys(card: Pick<ExposureCard, "passwordExposed"> & { dataClasses: readonly string[] }) {
  const keys: string[] = [];
  if (card.passwordExposed) keys.push("passwordHere", "passwordReused");
  keys.push("mfa");
  if (has(card.dataClasses, ["Credit cards", "Bank account numbers", "Partial credit card data"]))
    keys.push("bank");
  keys.push("phishing");
  return keys;
}
