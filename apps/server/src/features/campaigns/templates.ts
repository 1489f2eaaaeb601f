import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  PERSONALISED_CATEGORY_ID,
  PHISHING_CATEGORY_IDS,
  type TCampaignType,
  type TTemplateCopyInput,
  type TTemplatePreview,
  type TTemplateSummary,
} from "@wellguard/contract";
import type { Kysely } from "kysely";
import { builtinTemplate, PHISHING_TEMPLATES } from "../../content/phishing/index";
import type { Lever, PhishingTemplateDefinition } from "../../content/phishing/types";
import { builtinSmsTemplate } from "../../content/smishing";
import type { Database } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { notFound } from "../../lib/scope";
import {
  layoutHtml,
  layoutText,
  type MergeValues,
  type RenderedMessage,
  renderBuiltin,
  renderCopy,
  type TemplateCopy,
} from "./message";
import { LINK_PLACEHOLDER, sanitiseMessageHtml } from "./sanitise";

/*
 * Templates a company may use (docs/phishing.md "Templates"): the built-in ones, in every language, and the
 * company's own copies, each in one language. A copy keeps the built-in template's landing page, cues and
 * lesson (`based_on`), so its training page stays right whatever the controller changed in the message.
 */

type Db = Kysely<Database>;

/** A template a campaign can send: its built-in definition, and the company's copy when it is one. */
export interface ResolvedTemplate {
  templateId: number;
  definition: PhishingTemplateDefinition;
  copy: (TemplateCopy & { locale: Locale; name: string }) | null;
}

export function categoryIdOf(definition: PhishingTemplateDefinition): number {
  return PHISHING_CATEGORY_IDS[definition.category];
}

/**
 * The level and lever of the template a recipient got, whatever its channel: a built-in e-mail (1-500) or SMS
 * (501-599) template, or a company's copy through the built-in one it is `basedOn`. The ids never overlap.
 */
export function lureOf(
  templateId: number,
  basedOn: number | null,
): { level: number; lever: Lever } | undefined {
  const id = basedOn ?? templateId;
  const definition = builtinTemplate(id) ?? builtinSmsTemplate(id);
  return definition ? { level: definition.level, lever: definition.lever } : undefined;
}

function localeOr(value: string | null | undefined, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}

/** A built-in template, or a copy belonging to the company; anything else is unknown (ND1000). */
export async function resolveTemplate(
  db: Db,
  companyId: number,
  templateId: number,
): Promise<ResolvedTemplate> {
  const builtin = builtinTemplate(templateId);
  if (builtin) return { templateId, definition: builtin, copy: null };
  const row = await db
    .selectFrom("phishing_templates")
    .selectAll()
    .where("id", "=", templateId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  const definition = row ? builtinTemplate(row.based_on) : undefined;
  if (!row || !definition) throw notFound("templateId");
  return {
    templateId,
    definition,
    copy: {
      locale: localeOr(row.locale, DEFAULT_LOCALE),
      name: row.name,
      senderName: row.sender_name,
      senderLocal: row.sender_local,
      subject: row.subject,
      html: row.html_body,
      text: row.text_body,
    },
  };
}

/** The message of a template for one person, in their language (a copy is always in its own). */
export function renderTemplate(
  template: ResolvedTemplate,
  locale: Locale,
  values: MergeValues,
  links: { link: string; pixel: string | null },
): RenderedMessage {
  return template.copy
    ? renderCopy(template.copy, values, links)
    : renderBuiltin(template.definition, locale, values, links);
}

function summaryOfBuiltin(definition: PhishingTemplateDefinition, locale: Locale): TTemplateSummary {
  const texts = definition.texts[locale];
  return {
    templateId: definition.id,
    basedOn: null,
    locale: null,
    name: texts.heading,
    campaignTypeId: categoryIdOf(definition),
    level: definition.level,
    lever: definition.lever,
    landing: definition.landing,
    senderName: texts.senderName,
    subject: texts.subject,
  };
}

/** Templates of a category (7, personalised: every one), built-in first, then the company's copies. */
export async function listTemplates(
  db: Db,
  companyId: number,
  categoryId: number,
  locale: Locale,
): Promise<TTemplateSummary[]> {
  const inCategory = (definition: PhishingTemplateDefinition) =>
    categoryId === PERSONALISED_CATEGORY_ID || categoryIdOf(definition) === categoryId;
  const builtin = PHISHING_TEMPLATES.filter(inCategory).map((d) => summaryOfBuiltin(d, locale));
  const rows = await db
    .selectFrom("phishing_templates")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();
  const copies = rows.flatMap((row): TTemplateSummary[] => {
    const definition = builtinTemplate(row.based_on);
    if (!definition || !inCategory(definition)) return [];
    return [
      {
        ...summaryOfBuiltin(definition, localeOr(row.locale, locale)),
        templateId: row.id,
        basedOn: row.based_on,
        locale: row.locale,
        name: row.name,
        senderName: row.sender_name,
        subject: row.subject,
      },
    ];
  });
  return [...builtin, ...copies];
}

/** The lure categories with how many templates each has (category 7 counts every template). */
export async function campaignTypes(db: Db, companyId: number): Promise<TCampaignType[]> {
  const copies = await db
    .selectFrom("phishing_templates")
    .select("based_on")
    .where("company_id", "=", companyId)
    .execute();
  const all = [...PHISHING_TEMPLATES, ...copies.flatMap((c) => builtinTemplate(c.based_on) ?? [])];
  return Object.entries(PHISHING_CATEGORY_IDS).map(([key, id]) => ({
    campaignTypeId: id,
    key: key as TCampaignType["key"],
    templates:
      id === PERSONALISED_CATEGORY_ID ? all.length : all.filter((d) => categoryIdOf(d) === id).length,
  }));
}

export function previewOf(
  template: ResolvedTemplate,
  locale: Locale,
  values: MergeValues,
  mailDomain: string,
): TTemplatePreview {
  const shownLocale = template.copy?.locale ?? locale;
  const message = renderTemplate(template, shownLocale, values, { link: "#", pixel: null });
  const texts = template.definition.texts[shownLocale];
  return {
    ...summaryOfBuiltin(template.definition, shownLocale),
    templateId: template.templateId,
    basedOn: template.copy ? template.definition.id : null,
    locale: template.copy?.locale ?? null,
    name: template.copy?.name ?? texts.heading,
    senderName: message.senderName,
    subject: message.subject,
    senderAddress: `${message.senderLocal}@${mailDomain}`,
    html: message.html,
    text: message.text,
    cues: template.definition.cues.map((target, i) => ({ target, text: texts.cues[i] ?? "" })),
    // A copy's own source, or the built-in one's in this language: what "copy and edit" starts from.
    source: template.copy
      ? {
          senderName: template.copy.senderName,
          senderLocal: template.copy.senderLocal,
          subject: template.copy.subject,
          html: template.copy.html,
          text: template.copy.text,
        }
      : builtinSource(template.definition, shownLocale),
  };
}

/** The editable source of a built-in template in one language: what "copy and edit" starts from. */
export function builtinSource(definition: PhishingTemplateDefinition, locale: Locale): TemplateCopy {
  const texts = definition.texts[locale];
  return {
    senderName: texts.senderName,
    senderLocal: definition.senderLocal,
    subject: texts.subject,
    html: layoutHtml(definition, texts),
    text: layoutText(texts),
  };
}

/** A copy's fields checked and its HTML sanitised; both bodies must carry the tracking link. */
export async function cleanCopyInput(input: TTemplateCopyInput & { locale: string }) {
  if (!builtinTemplate(input.basedOn)) throw new AppError("ND1000", { field: "basedOn" });
  if (!isLocale(input.locale)) throw new AppError("NF1006", { field: "locale" });
  const html = await sanitiseMessageHtml(input.html);
  if (!html.includes(`href="${LINK_PLACEHOLDER}"`)) throw new AppError("ND1027", { field: "html" });
  if (!input.text.includes(LINK_PLACEHOLDER)) throw new AppError("ND1027", { field: "text" });
  return { ...input, locale: input.locale as Locale, html };
}
