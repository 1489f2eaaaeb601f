import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  DEPARTMENT_SCORE_KEYS,
  type DepartmentScoreKey,
  formatPercent,
  formatScore,
  formatShortDate,
  HEADLINE_KEYS,
  type HeadlineKey,
  scoreColour,
  type TDashboardAlert,
  type TDashboardOverview,
  type TDepartmentScores,
  type TManagedCompany,
} from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useDefaultView, useOverview } from "../api/dashboard";
import { useSaveDefaultView } from "../api/view";
import { ControllerPage } from "../components/controller-page";
import { BreachAlerts } from "./abs-alerts";
import { Chart } from "./chart";
import {
  DashboardQueryState,
  FigureCard,
  FiguresTable,
  Filters,
  useFilters,
  useSuppressedText,
  useUnknownFilter,
} from "./shared";

import "../components/controller.css";
import "./dashboards.css";

const EVOLUTION_KEYS = ["awareness", "globalScore", "risk", "wellbeing"] as const;
const SERIES_COLOURS = {
  awareness: "#1a64ad",
  globalScore: "#2b8a3e",
  risk: "#c2410c",
  wellbeing: "#7048e8",
};

/** The overall dashboard (spec §2 controller/dashboard/default; issue 16 point 3). */
export function OverviewPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ControllerDashboardDefault")}
      intro={t("dashboard.intro")}
      actions={<SaveDefaultView />}
      testId="dashboard"
    >
      {(company) => <Overview key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function SaveDefaultView() {
  const { t } = useTranslation("controller");
  const view = useDefaultView();
  const save = useSaveDefaultView();
  const isDefault = view.data?.saved === true && view.data.view === "default";
  if (isDefault) {
    return (
      <Text size="sm" c="var(--wg-text-muted)" data-testid="default-view-saved">
        {t("dashboard.saveView.saved")}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        loading={save.isPending}
        onClick={() => save.mutate("default")}
        data-testid="save-default-view"
      >
        {t("dashboard.saveView.save")}
      </Button>
      {save.isError && (
        <FormMessage id="save-view-error" tone="error">
          {t("dashboard.saveView.error")}
        </FormMessage>
      )}
    </Stack>
  );
}

function Overview({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const [filters, setFilters] = useFilters();
  const overview = useOverview(company.stakeholderId, filters);
  const dropped = useUnknownFilter(overview.error, filters, setFilters);
  return (
    <Stack gap="lg">
      <Filters company={company} filters={filters} onChange={setFilters} />
      <BreachAlerts company={company} />
      <DashboardQueryState query={overview} dropped={dropped} prefix="dashboard" />
      {overview.data && (
        <div aria-busy={overview.isFetching} className="wg-dashboard" data-testid="dashboard-figures">
          <Text size="sm" c="var(--wg-text-muted)" data-testid="dashboard-period">
            {t("dashboard.period", {
              from: day(overview.data.period.from),
              to: day(overview.data.period.to),
              previous: day(overview.data.period.previousFrom),
              people: overview.data.people,
            })}
          </Text>
          <Headline overview={overview.data} />
          <Evolution overview={overview.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ScoreBands overview={overview.data} />
            <RiskLevels overview={overview.data} />
          </SimpleGrid>
          <Alerts alerts={overview.data.alerts} />
          <DepartmentTable departments={overview.data.departments} />
        </div>
      )}
    </Stack>
  );
}

const locale = () => currentLocale();
/** A calendar day of the period ("2026-06-30") in the page's language; the day is the company's, not a moment. */
const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`, locale(), "UTC");

function valueText(key: HeadlineKey, value: number): string {
  if (key === "participation") return formatPercent(value, locale());
  if (key === "highRisk") return String(value);
  return formatScore(value, locale());
}

function Headline({ overview }: { overview: TDashboardOverview }) {
  const { t } = useTranslation("controller");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="headline">
      {HEADLINE_KEYS.map((key) => (
        <FigureCard
          key={key}
          label={t(`dashboard.headline.${key}`)}
          hint={t(`dashboard.hint.${key}`)}
          figure={overview.headline[key]}
          format={(value) => valueText(key, value)}
          testId={`headline-${key}`}
        />
      ))}
    </SimpleGrid>
  );
}

function Evolution({ overview }: { overview: TDashboardOverview }) {
  const { t } = useTranslation("controller");
  const labels = useMemo(() => overview.evolution.map((p) => p.month), [overview]);
  const _keys = EVOLUTION_KEYS;
  const series = useMemo(
    () =>
      EVOLUTION_KEYS.map((key) => ({
        label: t(`dashboard.headline.${key}`),
        colour: SERIES_COLOURS[key],
        values: overview.evolution.map((p) => p[key]),
      })),
    [overview, t],
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.evolution.title")}
      </Title>
      <Chart
        kind="lines"
        title={t("dashboard.evolution.chart")}
        labels={labels}
        series={series}
        max={10}
        testId="evolution-chart"
      />
      <FiguresTable
        title={t("dashboard.evolution.chart")}
        rowHeader={t("dashboard.evolution.month")}
        labels={labels}
        columns={[
          {
            label: t("dashboard.headline.participation"),
            values: overview.evolution.map((p) => p.participation),
            format: (v) => formatPercent(v, locale()),
          },
          ...series.map((s) => ({
            label: s.label,
            values: s.values,
            format: (v: number) => formatScore(v, locale()),
          })),
        ]}
        testId="evolution-table"
      />
    </Paper>
  );
}

function ScoreBands({ overview }: { overview: TDashboardOverview }) {
  const { t } = useTranslation("controller");
  const bands = overview.scoreBands;
  const labels = useMemo(() => (bands ?? []).map((b) => `${b.from}–${b.to}`), [bands]);
  const series = useMemo(
    () => [
      { label: t("dashboard.bands.people"), colour: "#1a64ad", values: (bands ?? []).map((b) => b.people) },
    ],
    [bands, t],
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="score-bands">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.bands.title")}
      </Title>
      {bands === null ? (
        <Text data-testid="score-bands-withheld">{t("dashboard.bands.withheld")}</Text>
      ) : (
        <>
          <Chart
            kind="bars"
            title={t("dashboard.bands.chart")}
            labels={labels}
            series={series}
            max={Math.max(1, ...bands.map((b) => b.people))}
            testId="score-bands-chart"
          />
          <ul className="wg-band-list">
            {bands.map((band) => (
              <li key={band.from}>
                <span
                  className="wg-score-dot"
                  style={{ background: scoreColour(band.from + 1) }}
                  aria-hidden
                />
                {t("dashboard.bands.band", { from: band.from, to: band.to, n: band.people })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Paper>
  );
}

function RiskLevels({ overview }: { overview: TDashboardOverview }) {
  const { t } = useTranslation("controller");
  const labels = useMemo(() => overview.riskLevels.map((l) => String(l.level)), [overview]);
  const series = useMemo(
    () => [
      {
        label: t("dashboard.bands.people"),
        colour: "#c2410c",
        values: overview.riskLevels.map((l) => l.people),
      },
    ],
    [overview, t],
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="risk-levels">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.riskLevels.title")}
      </Title>
      <Chart
        kind="bars"
        title={t("dashboard.riskLevels.chart")}
        labels={labels}
        series={series}
        max={Math.max(1, ...overview.riskLevels.map((l) => l.people))}
        testId="risk-levels-chart"
      />
      <ul className="wg-band-list">
        {overview.riskLevels.map((level) => (
          <li key={level.level}>
            {t("dashboard.riskLevels.level", { level: level.level, n: level.people })}
          </li>
        ))}
      </ul>
    </Paper>
  );
}

function Alerts({ alerts }: { alerts: TDashboardAlert[] }) {
  const { t } = useTranslation("controller");
  const shown = alerts.filter((a) => a.level !== "success");
  return (
    <Paper withBorder p="md" radius="md" data-testid="alerts">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.alerts.title")}
      </Title>
      {shown.length === 0 ? (
        <Text data-testid="alerts-empty">{t("dashboard.alerts.empty")}</Text>
      ) : (
        <ul className="wg-alert-list">
          {shown.map((alert) => (
            <li
              key={`${alert.type}-${alert.subtype}`}
              className={`wg-alert wg-alert-${alert.level}`}
              data-testid="alert"
            >
              <Text fw={600} span>
                {t(`dashboard.alerts.level.${alert.level}`)}
              </Text>{" "}
              {alert.type === "result"
                ? t("dashboard.alerts.result", {
                    score: t(`dashboard.departments.${alert.subtype as DepartmentScoreKey}`),
                    n: alert.total,
                  })
                : t("dashboard.alerts.dimension", {
                    dimension: t(`dashboard.dimensions.${alert.subtype}`),
                    n: alert.total,
                  })}
              {alert.departmentIds.length > 0 && (
                <>
                  {" "}
                  <Anchor
                    component={Link}
                    to={`${href("Departments")}?ids=${alert.departmentIds.join(",")}`}
                    c="var(--wg-link)"
                    underline="always"
                    data-testid="alert-link"
                  >
                    {t("dashboard.alerts.open")}
                  </Anchor>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}

type SortKey = "name" | "people" | DepartmentScoreKey;

function DepartmentTable({ departments }: { departments: TDepartmentScores[] }) {
  const { t } = useTranslation("controller");
  const suppressedText = useSuppressedText();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "name", descending: false });
  const rows = useMemo(() => {
    const value = (d: TDepartmentScores) => (sort.key === "name" ? d.name : d[sort.key]);
    return [...departments].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return a.name.localeCompare(b.name);
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === "string" ? x.localeCompare(String(y)) : x - Number(y);
      return sort.descending ? -order : order;
    });
  }, [departments, sort]);
  const columns: SortKey[] = ["name", "people", ...DEPARTMENT_SCORE_KEYS];
  const header = (key: SortKey) =>
    key === "name" ? t("dashboard.departments.name") : t(`dashboard.departments.${key}`);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.departments.title")}
      </Title>
      {departments.length === 0 ? (
        <Text>{t("dashboard.departments.empty")}</Text>
      ) : (
        <div className="wg-table-scroll">
          <table className="wg-data-table" data-testid="department-scores">
            <caption className="wg-visually-hidden">{t("dashboard.departments.caption")}</caption>
            <thead>
              <tr>
                {columns.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={sort.key === key ? (sort.descending ? "descending" : "ascending") : undefined}
                  >
                    <button
                      type="button"
                      className="wg-sort"
                      onClick={() =>
                        setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== "name" }))
                      }
                      data-testid={`sort-${key}`}
                    >
                      {header(key)}
                      <span aria-hidden>{sort.key === key ? (sort.descending ? " ▼" : " ▲") : ""}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.departmentId} data-testid="department-row">
                  <th scope="row">
                    <Anchor
                      component={Link}
                      to={href("Department", { id: d.departmentId })}
                      c="var(--wg-link)"
                      underline="always"
                    >
                      {d.name}
                    </Anchor>
                  </th>
                  <td>{d.people}</td>
                  {DEPARTMENT_SCORE_KEYS.map((key) => (
                    <td key={key} data-testid={`cell-${key}`}>
                      <ScoreCell
                        value={d[key]}
                        percent={key === "progress"}
                        withheld={key === "wellbeing" ? suppressedText(d.wellbeingSuppressed) : ""}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Text size="sm" c="var(--wg-text-muted)" mt="xs">
            {t("dashboard.departments.note")}
          </Text>
        </div>
      )}
    </Paper>
  );
}

function ScoreCell({
  value,
  percent,
  withheld,
}: {
  value: number | null;
  percent: boolean;
  withheld: string;
}) {
  const { t } = useTranslation("controller");
  if (value === null) {
    return (
      <span className="wg-score">
        <span aria-hidden>—</span>
        <span className="wg-visually-hidden">{withheld || t("score.none")}</span>
      </span>
    );
  }
  const onTen = percent ? value / 10 : value;
  return (
    <span className="wg-score">
      <span className="wg-score-dot" style={{ background: scoreColour(onTen) }} aria-hidden />
      {percent ? formatPercent(value, locale()) : formatScore(value, locale())}
    </span>
  );
}

export default OverviewPage;
