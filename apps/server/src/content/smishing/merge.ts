/*
 * The merge fields of an SMS template and the worst case they can take (docs/smishing.md "Templates"). A
 * simulated text must fit in two SMS in every language, so every value merged into it is bounded here, in one
 * place: the templates test renders each template with these worst cases and measures it with
 * features/campaigns/sms/encoding.ts.
 *
 * A person's name may be 100 characters and a company's 150 (contract MAX_LENGTHS), far more than two UCS-2
 * parts (134 characters) hold with the link; so the sender merges them through `smsMergeValues`, which keeps
 * whole words up to SMS_MERGE_MAX.
 */

export const SMS_MERGE_FIELDS = ["firstName", "company", "link"] as const;
export type SmsMergeField = (typeof SMS_MERGE_FIELDS)[number];
export type SmsMergeValues = Record<SmsMergeField, string>;

/** Every template fits in this many SMS with any values `smsMergeValues` can produce. */
export const SMS_MAX_PARTS = 2;

/** The longest merged first name and company name, in UTF-16 code units. */
export const SMS_MERGE_MAX = { firstName: 12, company: 16 } as const;

/**
 * A recipient's short link: https://, the phishing host (at most `hostMax` characters, so a longer host cannot
 * be used for SMS), /s/ and a token of 96 random bits written in base64url (16 characters).
 */
export const SMS_LINK = {
  scheme: "https://",
  hostMax: 30,
  path: "/l/",
  tokenBits: 96,
  tokenLength: 16,
} as const;
export const SMS_LINK_MAX_LENGTH =
  SMS_LINK.scheme.length + SMS_LINK.hostMax + SMS_LINK.path.length + SMS_LINK.tokenLength;

const WORST_CASE_LINK = `${SMS_LINK.scheme}${"w".repeat(SMS_LINK.hostMax - 4)}.com${SMS_LINK.path}${"Zz9-_".repeat(4).slice(0, SMS_LINK.tokenLength)}`;

/**
 * The values that make a text longest: plain GSM letters (one septet each), GSM extension characters (two
 * septets each) and a letter outside GSM, which turns the whole text into UCS-2 (67 characters a part).
 */
export const WORST_CASE_MERGE_VALUES: readonly { name: string; values: SmsMergeValues }[] = [
  ["GSM letters", "W"],
  ["GSM extension characters", "€"],
  ["a letter outside GSM", "Ł"],
].map(([name = "", letter = ""]) => ({
  name,
  values: {
    firstName: letter.repeat(SMS_MERGE_MAX.firstName),
    company: letter.repeat(SMS_MERGE_MAX.company),
    link: WORST_CASE_LINK,
  },
}));

const TRAILING = /[\s,.;:&/+-]+$/u;

/**
 * `value` with whitespace collapsed, cut to at most `max` UTF-16 code units: whole words while they fit ("Maria
 * Dolores Fernández" → "Maria"), else the first word cut short, never inside a surrogate pair.
 */
export function clipForSms(value: string, max: number): string {
  const words = value.split(/\s+/u).filter(Boolean);
  const whole = words.join(" ");
  if (whole.length <= max) return whole;
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max) break;
    kept = next;
  }
  if (!kept) {
    for (const character of words[0] ?? "") {
      if (kept.length + character.length > max) break;
      kept += character;
    }
  }
  return kept.replace(TRAILING, "") || kept;
}

/** The values merged into one person's text. */
export function smsMergeValues(person: { firstName: string; company: string }, link: string): SmsMergeValues {
  return {
    firstName: clipForSms(person.firstName, SMS_MERGE_MAX.firstName),
    company: clipForSms(person.company, SMS_MERGE_MAX.company),
    link,
  };
}

const MERGE_FIELD = /\{\{(firstName|company|link)\}\}/g;

/** The text of a template with the values merged in (plain text: an SMS has no markup to escape). */
export function renderSmsMessage(message: string, values: SmsMergeValues): string {
  return message.replace(MERGE_FIELD, (_whole, key: SmsMergeField) => values[key]);
}
