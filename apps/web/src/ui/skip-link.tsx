import { useTranslation } from "react-i18next";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="wg-skip-link" href="#main">
      {t("common.skipToContent")}
    </a>
  );
}
