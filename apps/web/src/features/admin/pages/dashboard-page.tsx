import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { useAdminDashboard } from "../api/dashboard";
import { CompanySelect } from "../components/company-select";
import { ContractsPerService, RecentEvents, Totals } from "../components/dashboard-parts";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** The admin's home: totals over their companies, contracts per service, the latest changes; one company's detail. */
export function AdminDashboardPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const navigate = useNavigate();
  const dashboard = useAdminDashboard();
  return (
    <Stack gap="lg">
      <PageHeader title={t("translation:routes.AdminDashboard")} intro={t("dashboard.intro")} />
      <QueryState query={dashboard} testId="dashboard">
        {(data) => (
          <Stack gap="lg">
            <Totals totals={data.totals} />
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <Title order={2} size="h3" mb="xs">
                {t("dashboard.detailTitle")}
              </Title>
              <Text size="sm" c="var(--wg-text-muted)" mb="sm">
                {t("dashboard.detailHelp")}
              </Text>
              <CompanySelect
                label={t("organisation:fields.company")}
                value={null}
                onChange={(id) => id && navigate(href("AdminDashboardDetail", { id }))}
                testId="dashboard-company"
              />
            </Paper>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ContractsPerService rows={data.contractsPerService} />
              <RecentEvents events={data.recentAudit} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
