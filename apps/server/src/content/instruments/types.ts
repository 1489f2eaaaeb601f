import type { DimensionKey, Locale, SurveyKey } from "@wellguard/contract";

/*
 * The shape of an instrument (a questionnaire or test of the survey catalogue, docs/instruments.md).
 * Every text is written in the eight locales: the type makes a missing language a compile error.
 */

/** A text in every interface language. */
export type Text = Record<Locale, string>;

export interface InstrumentOption {
  /** What the client sends back; the scoring functions read it. */
  value: number;
  label: Text;
}

export interface InstrumentQuestion {
  /** Stable id, unique in the instrument: "<instrument key>.<part>.<n>" (answers are stored under it). */
  id: string;
  kind: "choice" | "scale" | "text";
  /** Bot messages said before the question (a section intro). */
  intro?: Text[];
  text: Text;
  /** choice and scale: the options in display order. */
  options?: InstrumentOption[];
  /** scale: the words at both ends. */
  scaleLabels?: { min: Text; max: Text };
  /** text: the longest answer accepted (default 1000). */
  maxLength?: number;
  /** Optional questions may be skipped with an empty text answer; choice and scale questions are always required. */
  required: boolean;
  /** The dimension the question measures, if any. */
  dimension?: DimensionKey;
  /** A test question with one right answer: the feedback shown after answering. */
  graded?: { correctValue: number; explanation: Text };
  /** Scoring metadata the instrument's own score function reads (subscale name, reversed item...). */
  subscale?: string;
  reverse?: boolean;
}

/** One dimension value produced by scoring (a profile dimension record without its bookkeeping). */
export interface DimensionScore {
  dimension: DimensionKey;
  value: number;
  /** A second figure when the dimension has one (e.g. the raw count behind a level); null otherwise. */
  extra: number | null;
}

/** The answers of one completed interaction: question id → value (option value, text, or null for a timed-out question). */
export type Answers = ReadonlyMap<string, number | string | null>;

export interface Instrument {
  /** Stable catalogue id (the interaction's `surveyId`). Never reused. */
  surveyId: number;
  /** Short key, also the prefix of its question ids ("cbi", "cyber"). */
  key: string;
  /** The survey types this instrument is asked for (a type and its refresh share one instrument). */
  surveyKeys: readonly SurveyKey[];
  name: Text;
  /** Bot messages before the first question and after the last. */
  welcome: Text[];
  farewell: Text[];
  questions: readonly InstrumentQuestion[];
  /** The helper bot that runs first, if any. */
  helper?: SurveyKey;
  /** Pure: the dimension values of a completed interaction. Unit-tested against docs/instruments.md. */
  score(answers: Answers): DimensionScore[];
}
