import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatPercent, formatScore, type HeadlineKey, type TManagedCompany } from "@wellguard/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { useOverview } from "../api/dashboard";
import { LoadError, Loading } from "../components/controller-page";
import { Chart } from "./chart";
import { FigureCard } from "./shared";
import "../components/controller.css";
import "./dashboards.css";

const SHOWN: HeadlineKey[] = ["participation", "awareness", "risk", "wellbeing", "highRisk"];
const COLOURS = { awareness: "#1a64ad", risk: "#c2410c", wellbeing: "#7048e8" };

/**
 * A department's scores on its own page (issue 16 point 8): the general dashboard's figures for its subtree over
 * the last twelve months, its alerts and the evolution of its scores. Loaded with the dashboards' chunk (the
 * chart library), only when a department page is opened.
 */
export function DepartmentResults({
  company,
  departmentId,
}: {
  company: TManagedCompany;
  departmentId: number;
}) {
  const { t } = useTranslation("controller");
  const overview = useOverview(company.stakeholderId, { department: departmentId });
  const data = overview.data;
  const labels = useMemo(() => (data?.evolution ?? []).map((p) => p.month), [data]);
  const series = useMemo(
    () =>
      (["awareness", "risk", "wellbeing"] as const).map((key) => ({
        label: t(`dashboard.headline.${key}`),
        colour: COLOURS[key],
        values: (data?.evolution ?? []).map((p) => p[key]),
      })),
    [data, t],
  );
  const format = (key: HeadlineKey) => (value: number) =>
    key === "participation"
      ? formatPercent(value, currentLocale())
      : key === "highRisk"
        ? String(value)
        : formatScore(value, currentLocale());
  const alerts = (data?.alerts ?? []).filter((a) => a.level !== "success" && a.type === "result");
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="department-results-title"
      data-testid="department-results"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="department-results-title">
          {t("results.departmentTitle")}
        </Title>
        {overview.isPending && <Loading testId="department-results-loading" />}
        {overview.isError && (
          <LoadError
            error={overview.error}
            onRetry={() => void overview.refetch()}
            testId="department-results-error"
          />
        )}
        {data && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {SHOWN.map((key) => (
                <FigureCard
                  key={key}
                  label={t(`dashboard.headline.${key}`)}
                  hint={t(`dashboard.hint.${key}`)}
                  figure={data.headline[key]}
                  format={format(key)}
                  testId={`department-${key}`}
                />
              ))}
            </SimpleGrid>
            <div data-testid="department-alerts">
              <Title order={3} size="h4" mb="xs">
                {t("dashboard.alerts.title")}
              </Title>
              {alerts.length === 0 ? (
                <Text>{t("dashboard.alerts.empty")}</Text>
              ) : (
                <ul className="wg-alert-list">
                  {alerts.map((alert) => (
                    <li key={alert.subtype} className={`wg-alert wg-alert-${alert.level}`}>
                      <Text fw={600} span>
                        {t(`dashboard.alerts.level.${alert.level}`)}
                      </Text>{" "}
                      {t("dashboard.alerts.result", {
                        score: t(`dashboard.departments.${alert.subtype}`),
                        n: alert.total,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <Title order={3} size="h4" mb="xs">
                {t("dashboard.evolution.title")}
              </Title>
              <Chart
                kind="lines"
                title={t("dashboard.evolution.chart")}
                labels={labels}
                series={series}
                max={10}
                testId="department-evolution-chart"
              />
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export default DepartmentResults;
