import type { CueTargetKey, Locale } from "@wellguard/contract";
import type { LandingKind, Lever, LureCategory } from "../phishing/types";

/*
 * The built-in SMS templates (docs/smishing.md "Templates"). They share the phishing templates' categories,
 * levers, levels and landing pages; the message is one short text, so a cue points at the sender id, the text
 * or the link. Written by hand in the eight languages, never translated word for word.
 */

/** What an SMS cue points at: there is no subject, greeting line or signature in a text. */
export type SmsCueTarget = Extract<CueTargetKey, "sender" | "body" | "link">;

export interface SmsTemplateTexts {
  /**
   * The alphanumeric sender id the text shows (at most 11 GSM letters or digits, never a real brand), in the
   * reader's language. The sender configured for the company, when there is one, replaces it.
   */
  senderId: string;
  /** The text, with {{link}} once and maybe {{firstName}} and {{company}}; it must fit in two SMS. */
  message: string;
  landing: {
    /** Title of the fake page. */
    title: string;
    /** One or two sentences above the form. */
    intro: string;
    /** Label of the form's button. */
    submit: string;
  };
  /** The red flags, in the order of the definition's `cues` targets; each one or two sentences. */
  cues: string[];
  /** The one-minute lesson of the training page: 50 to 110 words, addressed to the reader. */
  lesson: string;
}

export interface SmishingTemplateDefinition {
  /** Stable id in 501-599 (SMISHING_TEMPLATE_IDS), stored with campaigns and results: never renumber. */
  id: number;
  category: LureCategory;
  /** 1 = mass text (no name), 2 = uses the first name, 3 = uses the company: targeted. */
  level: 1 | 2 | 3;
  lever: Lever;
  landing: LandingKind;
  /** What each cue points at, in the order of `texts[locale].cues`; each target at most once. */
  cues: SmsCueTarget[];
  texts: Record<Locale, SmsTemplateTexts>;
}
