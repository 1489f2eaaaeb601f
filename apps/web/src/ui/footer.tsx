import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";

export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="lg" py="md" px="md" wrap="wrap" data-testid="footer">
      <Anchor component={Link} to={href("PrivacyPolicy")} c="var(--wg-link)">
        {t("footer.privacyPolicy")}
      </Anchor>
      <Anchor component={Link} to={href("TermsOfUse")} c="var(--wg-link)">
        {t("footer.termsOfUse")}
      </Anchor>
      <Text size="sm" c="var(--wg-text-muted)">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
