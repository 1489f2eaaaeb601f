import {
  type Locale,
  PERSONALISED_CATEGORY_ID,
  PHISHING_CATEGORY_IDS,
  type TSmsTemplateSummary,
} from "@wellguard/contract";
import { SMISHING_TEMPLATES } from "../../../content/smishing";
import { renderSmsMessage, WORST_CASE_MERGE_VALUES } from "../../../content/smishing/merge";
import { measureSms } from "./encoding";

/**
 * The built-in SMS templates of a lure category (7: every one) in a language, with the parts each takes at the
 * longest merge values: what the campaign form's gallery shows. SMS templates have no company copies: a text of
 * two SMS leaves too little room for edits to stay within the limit.
 */
export function listSmsTemplates(categoryId: number, locale: Locale): TSmsTemplateSummary[] {
  return SMISHING_TEMPLATES.filter(
    (t) => categoryId === PERSONALISED_CATEGORY_ID || PHISHING_CATEGORY_IDS[t.category] === categoryId,
  ).map((t) => {
    const texts = t.texts[locale];
    const worst = WORST_CASE_MERGE_VALUES.map((w) => measureSms(renderSmsMessage(texts.message, w.values)));
    return {
      templateId: t.id,
      name: texts.senderId,
      campaignTypeId: PHISHING_CATEGORY_IDS[t.category],
      level: t.level,
      lever: t.lever,
      landing: t.landing,
      senderId: texts.senderId,
      message: texts.message,
      parts: Math.max(...worst.map((m) => m.parts)),
      encoding: worst.some((m) => m.encoding === "ucs2") ? "ucs2" : "gsm7",
    };
  });
}
