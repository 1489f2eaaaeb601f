import { LOCALE_NAMES, LOCALES, type Locale } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { MenuButton } from "./menu-button";

/** `lang` of a locale's own name: Catalan's code here is "cat", the language tag "ca". */
function languageTag(locale: Locale): string {
  return locale === "cat" ? "ca" : locale;
}

/**
 * The sign-in page's language chooser: a button with a globe and the current language, opening the eight
 * languages each named in its own language (the account page keeps a form field, LanguageChooser).
 */
export function LanguageMenu({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      testId="language-menu"
      buttonClassName="wg-language-button"
      buttonLabel={`${t("language.label")}: ${LOCALE_NAMES[value]}`}
      heading={t("language.label")}
      items={LOCALES.map((locale) => ({
        key: locale,
        label: LOCALE_NAMES[locale],
        lang: languageTag(locale),
        checked: locale === value,
        onSelect: () => {
          if (locale !== value) onChange(locale);
        },
        testId: `language-${locale}`,
      }))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span lang={languageTag(value)}>{LOCALE_NAMES[value]}</span>
    </MenuButton>
  );
}
