import type {
  CueTargetKey,
  LandingKindKey,
  LeverKey,
  Locale,
  PhishingCategoryKey,
} from "@wellguard/contract";

/*
 * The built-in phishing templates (docs/phishing.md "Templates"). Each is written in the eight languages by
 * hand; the HTML and plain-text messages, the landing page and the training page are all built from these
 * texts by our code, so a built-in template can never carry markup of its own.
 */

export type LureCategory = Exclude<PhishingCategoryKey, "personalised">;
/** The social-engineering lever a lure pulls; each is a dimension of the person's social-engineering profile. */
export type Lever = LeverKey;
/** What the landing page asks for (contract LANDING_FIELDS); field labels are the product's, not the template's. */
export type LandingKind = LandingKindKey;
/** The part of the message a cue points at; the training page marks it on the message itself. */
export type CueTarget = CueTargetKey;

export interface TemplateTexts {
  /** Display name of the sender, e.g. "IT Service Desk". */
  senderName: string;
  subject: string;
  /** The title inside the message, above the greeting. */
  heading: string;
  /** "Hello {{firstName}}," or a deliberately generic "Dear customer," on level 1. */
  greeting: string;
  /** Paragraphs of plain text; merge fields {{firstName}}, {{company}}, {{department}} may appear. */
  body: string[];
  /** The label of the button that carries the tracking link. */
  button: string;
  /** One or two lines closing the message (a name, a team). */
  signature: string;
  landing: {
    /** Title of the fake page (e.g. "Sign in to continue"). */
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

export interface PhishingTemplateDefinition {
  /** Stable id, stored with campaigns and results: never renumber. */
  id: number;
  category: LureCategory;
  /** 1 = obvious (generic greeting, odd sender, clumsy pressure), 2 = plausible, 3 = targeted and polished. */
  level: 1 | 2 | 3;
  lever: Lever;
  landing: LandingKind;
  /** The local part of the sender address; the domain is the campaign's sending domain. */
  senderLocal: string;
  /** Header colour of the message, #rrggbb. */
  brandColour: string;
  /** What each cue points at, in the order of `texts[locale].cues`. */
  cues: CueTarget[];
  texts: Record<Locale, TemplateTexts>;
}
