import { formatPercent, scoreColour } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import "./controller.css";

/**
 * A person's progress, a percentage (0-100), as "21 %" in the page's language with a colour dot on the spec's
 * scale, the same figure and colour the person sees on their own profile (it was shown as "21 / 10", a
 * percentage read as a score out of ten: issue 16, point 2). The colour is decoration, the number is the
 * information. No results yet: a dash with its meaning for screen readers.
 */
export function Progress({ value }: { value: number | null }) {
  const { t } = useTranslation("controller");
  if (value === null) {
    return (
      <span className="wg-score" data-testid="progress" data-value="">
        <span aria-hidden>—</span>
        <span className="wg-visually-hidden">{t("score.none")}</span>
      </span>
    );
  }
  return (
    <span className="wg-score" data-testid="progress" data-value={value}>
      <span className="wg-score-dot" style={{ background: scoreColour(value, 100) }} aria-hidden />
      {formatPercent(value, currentLocale())}
    </span>
  );
}
