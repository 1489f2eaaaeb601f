import { NativeSelect } from "@mantine/core";
import { LOCALE_NAMES, LOCALES, type Locale } from "@wellguard/contract";
import { useTranslation } from "react-i18next";

interface Props {
  value: Locale;
  onChange: (locale: Locale) => void;
  label?: string;
}

/** The eight languages, each named in its own language (and marked with its lang for screen readers). */
export function LanguageChooser({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label ?? t("language.label")}
      value={value}
      data-testid="language-chooser"
      onChange={(e) => onChange(e.currentTarget.value as Locale)}
      data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      w={220}
    >
      {null}
    </NativeSelect>
  );
}
