import { Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Honest placeholder for pages a later release builds: no fake data. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="not-available">
      <Title order={1} size="h2" mb="sm">
        {title}
      </Title>
      <Text fw={600}>{t("notAvailable.title")}</Text>
      <Text c="var(--wg-text-muted)">{t("notAvailable.body")}</Text>
    </Paper>
  );
}
