import type { Locale } from "@wellguard/contract";
import type { PhishingTemplateDefinition, TemplateTexts } from "../../content/phishing/types";
import { escapeHtml } from "../../lib/html";
import { LINK_PLACEHOLDER } from "./sanitise";

/*
 * The simulated message of one recipient (docs/phishing.md "Templates"). A built-in template is laid out by
 * `layoutHtml` from its texts; a company copy is its own sanitised HTML. Merge fields are filled last, escaped
 * for HTML, so a person's name can never add markup.
 */

export interface MergeValues {
  firstName: string;
  company: string;
  department: string;
}

export interface MessageLinks {
  /** The recipient's tracking link (the button, every link of a copy). */
  link: string;
  /** The open pixel, or null (previews). */
  pixel: string | null;
}

export interface RenderedMessage {
  senderName: string;
  senderLocal: string;
  subject: string;
  html: string;
  text: string;
}

/** A company's copy of a template as stored (html already sanitised). */
export interface TemplateCopy {
  senderName: string;
  senderLocal: string;
  subject: string;
  html: string;
  text: string;
}

const MERGE_FIELD = /\{\{(firstName|company|department)\}\}/g;

function mergeText(template: string, values: MergeValues): string {
  return template.replace(MERGE_FIELD, (_whole, key: keyof MergeValues) => values[key]);
}

function mergeHtml(template: string, values: MergeValues, links: MessageLinks): string {
  return template
    .replace(MERGE_FIELD, (_whole, key: keyof MergeValues) => escapeHtml(values[key]))
    .replaceAll(LINK_PLACEHOLDER, escapeHtml(links.link));
}

/** The HTML of a built-in template, with merge fields and {{link}} still in it. */
export function layoutHtml(definition: PhishingTemplateDefinition, texts: TemplateTexts): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 14px;font-size:15px;line-height:1.5;color:#222">${escapeHtml(text)}</p>`;
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">',
    '<tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif">',
    `<tr><td style="background:${definition.brandColour};color:#ffffff;padding:16px 24px;font-size:16px;font-weight:bold;border-radius:6px 6px 0 0">${escapeHtml(texts.senderName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px;color:#111">${escapeHtml(texts.heading)}</h1>`,
    paragraph(texts.greeting),
    ...texts.body.map(paragraph),
    `<p style="margin:24px 0"><a href="${LINK_PLACEHOLDER}" style="background:${definition.brandColour};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(texts.button)}</a></p>`,
    `<p style="margin:0;font-size:14px;color:#555">${escapeHtml(texts.signature)}</p>`,
    "</td></tr></table>",
    "</td></tr></table>",
  ].join("\n");
}

/** The plain-text body of a built-in template, with merge fields and {{link}} still in it. */
export function layoutText(texts: TemplateTexts): string {
  return [
    texts.heading,
    "",
    texts.greeting,
    "",
    ...texts.body.flatMap((p) => [p, ""]),
    `${texts.button}: ${LINK_PLACEHOLDER}`,
    "",
    texts.signature,
  ].join("\n");
}

function withPixel(html: string, pixel: string | null): string {
  if (!pixel) return html;
  return `${html}\n<img src="${escapeHtml(pixel)}" width="1" height="1" alt="" style="display:block;border:0">`;
}

export function renderBuiltin(
  definition: PhishingTemplateDefinition,
  locale: Locale,
  values: MergeValues,
  links: MessageLinks,
): RenderedMessage {
  const texts = definition.texts[locale];
  return {
    senderName: texts.senderName,
    senderLocal: definition.senderLocal,
    subject: mergeText(texts.subject, values),
    html: withPixel(mergeHtml(layoutHtml(definition, texts), values, links), links.pixel),
    text: mergeText(layoutText(texts), values).replaceAll(LINK_PLACEHOLDER, links.link),
  };
}

export function renderCopy(copy: TemplateCopy, values: MergeValues, links: MessageLinks): RenderedMessage {
  return {
    senderName: copy.senderName,
    senderLocal: copy.senderLocal,
    subject: mergeText(copy.subject, values),
    html: withPixel(mergeHtml(copy.html, values, links), links.pixel),
    text: mergeText(copy.text, values).replaceAll(LINK_PLACEHOLDER, links.link),
  };
}
