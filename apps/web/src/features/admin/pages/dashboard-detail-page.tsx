import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { useAdminCompanyDashboard } from "../api/dashboard";
import { ContractsPerService, RecentEvents, Totals } from "../components/dashboard-parts";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { formatNumber } from "../lib/format";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** One company's dashboard (with its child companies): totals, services, people per top-level department. */
export function AdminDashboardDetailPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const id = Number(useParams().id);
  const dashboard = useAdminCompanyDashboard(id);
  const name = dashboard.data?.company.name;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          name ? t("dashboard.detailOf", { company: name }) : t("translation:routes.AdminDashboardDetail")
        }
        back={{ to: href("AdminDashboard"), label: t("translation:routes.AdminDashboard") }}
        actions={
          <Button component={Link} variant="default" to={href("AdminCompany", { id })}>
            {t("dashboard.openCompany")}
          </Button>
        }
      />
      <QueryState query={dashboard} testId="dashboard-detail">
        {(data) => (
          <Stack gap="lg">
            <Totals totals={data.totals} />
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <Title order={2} size="h3" mb="sm" id="dashboard-departments-title">
                {t("dashboard.peoplePerDepartment")}
              </Title>
              {data.peoplePerDepartment.length === 0 ? (
                <Text role="status">{t("dashboard.noPeople")}</Text>
              ) : (
                <div className="wg-table-scroll">
                  <table
                    className="wg-table"
                    aria-labelledby="dashboard-departments-title"
                    data-testid="dashboard-departments"
                  >
                    <thead>
                      <tr>
                        <th scope="col">{t("organisation:fields.department")}</th>
                        <th scope="col">{t("organisation:fields.people")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.peoplePerDepartment.map((row) => (
                        <tr key={row.stakeholderDepartmentId ?? "none"}>
                          <td>{row.name ?? t("organisation:noDepartment")}</td>
                          <td>
                            <Anchor
                              component={Link}
                              c="var(--wg-link)"
                              inherit
                              to={`${href("AdminUsers")}?companyId=${id}${row.stakeholderDepartmentId ? `&departmentId=${row.stakeholderDepartmentId}` : ""}`}
                            >
                              {formatNumber(row.people)}
                            </Anchor>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
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
