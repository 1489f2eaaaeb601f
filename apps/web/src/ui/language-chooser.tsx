import { LOCALE_NAMES, LOCALES, type Locale } from "@wellguard/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value: Locale;
  onChange: (locale: Locale) => void;
  label?: string;
}

/**
 * The eight languages, each named in its own language. A native <select> (keyboard and screen-reader
 * friendly by itself) keeps Mantine's select machinery off the sign-in page.
 */
export function LanguageChooser({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="wg-field">
      <label htmlFor={id} className="wg-label">
        {label ?? t("language.label")}
      </label>
      <select
        id={id}
        className="wg-select"
        value={value}
        data-testid="language-chooser"
        onChange={(e) => onChange(e.currentTarget.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === "cat" ? "ca" : l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
