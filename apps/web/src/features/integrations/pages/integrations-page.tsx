import { useTranslation } from "react-i18next";
import { ControllerPage } from "@/features/controller/components/controller-page";
import { IntegrationsPanels } from "../components/integrations-panels";

/**
 * Integrations (issue 21): the managed company's API keys for machines and its signed webhooks, with their
 * delivery log. Every controller has it; the company is the one chosen in companies-management.
 */
export function ControllerIntegrationsPage() {
  const { t } = useTranslation(["integrations", "controller"]);
  return (
    <ControllerPage
      title={t("translation:routes.ControllerIntegrations")}
      intro={t("intro")}
      testId="controller-integrations"
    >
      {(company) => (
        <IntegrationsPanels
          key={company.stakeholderId}
          companyId={company.stakeholderId}
          actingAdmin={false}
        />
      )}
    </ControllerPage>
  );
}
