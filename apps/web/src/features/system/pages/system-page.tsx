import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { PublicLayout } from "@/ui/public-layout";

function SystemPage({ titleKey, bodyKey, testId }: { titleKey: string; bodyKey: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Paper withBorder radius="md" p="xl" data-testid={testId}>
        <Stack gap="md">
          <Title order={1}>{t(titleKey)}</Title>
          <Text>{t(bodyKey)}</Text>
          <Anchor component={Link} to={href("Login")} c="var(--wg-link)">
            {t("system.goHome")}
          </Anchor>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

export function MaintenancePage() {
  return (
    <SystemPage
      titleKey="system.maintenance.title"
      bodyKey="system.maintenance.body"
      testId="maintenance-page"
    />
  );
}

export function NotFoundPage() {
  return (
    <SystemPage
      titleKey="system.notFound.title"
      bodyKey="contract:messages.pageNotFound"
      testId="not-found-page"
    />
  );
}

export function FederationNotFoundPage() {
  return (
    <SystemPage
      titleKey="system.federationNotFound.title"
      bodyKey="contract:messages.federationNotValidated"
      testId="federation-not-found-page"
    />
  );
}
