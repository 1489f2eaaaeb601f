import { numberFormat } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { scoreColour } from "../lib/score";
import "./controller.css";

/**
 * A person's progress (global score, 0-10) as "7.4 / 10" with a colour dot on the spec's 10-point scale;
 * the colour is decoration, the number is the information. No results yet: a dash with its meaning for
 * screen readers.
 */
export function Score({ value }: { value: number | null }) {
  const { t } = useTranslation("controller");
  if (value === null) {
    return (
      <span className="wg-score" data-testid="score" data-value="">
        <span aria-hidden>—</span>
        <span className="wg-visually-hidden">{t("score.none")}</span>
      </span>
    );
  }
  const text = numberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value);
  return (
    <span className="wg-score" data-testid="score" data-value={value}>
      <span className="wg-score-dot" style={{ background: scoreColour(value) }} aria-hidden />
      {t("score.value", { score: text })}
    </span>
  );
}
