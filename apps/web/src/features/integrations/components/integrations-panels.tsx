import { Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadIntegrationsStrings } from "../strings";
import { ApiKeysPanel } from "./api-keys-panel";
import { WebhooksPanel } from "./webhooks-panel";
import "./integrations.css";

/** For a lazy import (the admin company page): the strings load with the code. */
export const loadStrings = loadIntegrationsStrings;

type Tab = "keys" | "webhooks";

/**
 * A company's integrations in two tabs, API keys and webhooks: the controller's integrations page and the admin
 * company page show the same panels; an admin's keys act as ADMIN of that one company.
 */
export function IntegrationsPanels({ companyId, actingAdmin }: { companyId: number; actingAdmin: boolean }) {
  const { t } = useTranslation("integrations");
  const [tab, setTab] = useState<Tab>("keys");
  const titleId = useId();
  const tabs = (
    <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="keys" data-testid="integrations-tab-keys">
          {t("tabs.keys")}
        </Tabs.Tab>
        <Tabs.Tab value="webhooks" data-testid="integrations-tab-webhooks">
          {t("tabs.webhooks")}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="keys" pt="md">
        <ApiKeysPanel companyId={companyId} headingOrder={actingAdmin ? 3 : 2} />
      </Tabs.Panel>
      <Tabs.Panel value="webhooks" pt="md">
        <WebhooksPanel companyId={companyId} headingOrder={actingAdmin ? 3 : 2} />
      </Tabs.Panel>
    </Tabs>
  );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="integrations">
      {actingAdmin ? (
        // On the admin company page, a section among the others (SCIM, single sign-on), titled as they are; the
        // controller's page has the title as its own heading.
        <section aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={titleId}>
              {t("title")}
            </Title>
            <Text size="sm" c="var(--wg-text-muted)" data-testid="integrations-admin-note">
              {t("adminNote")}
            </Text>
            {tabs}
          </Stack>
        </section>
      ) : (
        tabs
      )}
    </Paper>
  );
}
