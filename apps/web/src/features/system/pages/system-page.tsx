import { Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { FEDERATION_FAILURES, type FederationFailure } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
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

/** The reason of /federation/error?reason=, or null when it is missing or not one the product sends. */
export function federationFailure(reason: string | null): FederationFailure | null {
  return (FEDERATION_FAILURES as readonly string[]).includes(reason ?? "")
    ? (reason as FederationFailure)
    : null;
}

/** /federation/error: a refused single sign-on, what happened and what to do, in the person's language. */
export function FederationErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = federationFailure(params.get("reason"));
  const key = `system.federationError.reasons.${reason ?? "unknown"}`;
  return (
    <PublicLayout>
      <Paper
        withBorder
        radius="md"
        p="xl"
        data-testid="federation-error-page"
        data-reason={reason ?? "unknown"}
      >
        <Stack gap="md">
          <Title order={1}>{t(`${key}.title`)}</Title>
          <Text>{t(`${key}.body`)}</Text>
          <Anchor component={Link} to={href("Login")} c="var(--wg-link)" data-testid="federation-error-back">
            {t("system.federationError.back")}
          </Anchor>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

/**
 * /federation/signed-out: where a logout on a federated host ends, so the sign-in page does not send the person
 * straight back into their provider. "Sign in again" does exactly that, on purpose.
 */
export function FederationSignedOutPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Paper withBorder radius="md" p="xl" data-testid="federation-signed-out-page">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t("system.federationSignedOut.title")}</Title>
          <Text>{t("system.federationSignedOut.body")}</Text>
          {/* A full page load on purpose: the start-up check then sends the person to their provider. */}
          <Button component="a" href={href("Login")} data-testid="federation-sign-in-again">
            {t("system.federationSignedOut.signIn")}
          </Button>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
