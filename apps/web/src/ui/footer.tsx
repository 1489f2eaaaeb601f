import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";

/** Plain elements (styles.css `.wg-footer`): every page shows it, so it keeps Mantine's Group, Text and Anchor off them. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="wg-footer" data-testid="footer">
      <Link to={href("PrivacyPolicy")}>{t("footer.privacyPolicy")}</Link>
      <Link to={href("TermsOfUse")}>{t("footer.termsOfUse")}</Link>
      <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
