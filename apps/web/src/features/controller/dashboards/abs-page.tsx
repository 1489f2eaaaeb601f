import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  BREACH_LEVEL_COLOURS,
  formatScore,
  formatShortDate,
  scoreColour,
  type TBreachDashboard,
  type TManagedCompany,
} from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { useDataClassText } from "@/features/breaches/lib/data-classes";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useDepartments } from "../api/departments";
import { ControllerPage } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { downloadBreachExport, useBreachDashboard } from "./abs-api";
import { AbsImport, AbsMonitor } from "./abs-monitor";
import { Chart } from "./chart";
import {
  DashboardQueryState,
  FiguresTable,
  PlainFigure,
  ScrollRegion,
  useFilters,
  useUnknownFilter,
} from "./shared";

import "../components/controller.css";
import "./dashboards.css";
import "./abs.css";

/** Spec §9 level colours (success, info, warning, danger) as the chart paints them; every level is also named. */
export const LEVEL_COLOURS: Record<(typeof BREACH_LEVEL_COLOURS)[number], string> = {
  success: "#2b8a3e",
  info: "#1971c2",
  warning: "#e67700",
  danger: "#c92a2a",
};
const levelColour = (level: number) => LEVEL_COLOURS[BREACH_LEVEL_COLOURS[level] ?? "danger"];
const LEVELS = [0, 1, 2, 3] as const;

const TREND_COLOURS = { found: "#c2410c", solved: "#2b8a3e", open: "#1a64ad" } as const;
const TREND_KEYS = ["found", "solved", "open"] as const;

const locale = () => currentLocale();
/** A breach's calendar day (YYYY-MM-DD): a day, not a moment, so it is shown as it is, in UTC. */
const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`, locale(), "UTC");
const moment = (iso: string) => formatShortDate(iso, locale());

/**
 * The breach dashboard (spec §2 controller/dashboard/abs, module abs; issue 19): the §3 totals, people per §9
 * level, levels by department, the trend of the last twelve months, the newest breaches, the people with a
 * password still to change, the xlsx export, and the monitoring: "check now" and the import of a breach file.
 */
export function AbsPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ControllerDashboardAbs")}
      intro={t("abs.intro")}
      testId="abs-dashboard"
    >
      {(company) => <Abs key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Abs({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const companyId = company.stakeholderId;
  const [filters, setFilters] = useFilters();
  const departments = useDepartments(companyId);
  const dashboard = useBreachDashboard(companyId, filters.department);
  const dropped = useUnknownFilter(dashboard.error, filters, setFilters);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
          <form aria-label={t("dashboard.filters.title")} onSubmit={(event) => event.preventDefault()}>
            <NativeSelectField
              label={t("dashboard.filters.department")}
              value={filters.department ? String(filters.department) : ""}
              options={[
                { value: "", label: t("dashboard.filters.allDepartments") },
                ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
              ]}
              onChange={(value) => setFilters({ department: value ? Number(value) : undefined })}
              testId="filter-department"
            />
          </form>
          <ExportButton companyId={companyId} />
        </Group>
      </Paper>
      <DashboardQueryState query={dashboard} dropped={dropped} prefix="abs" />
      {dashboard.data && (
        <div aria-busy={dashboard.isFetching} className="wg-dashboard" data-testid="abs-figures">
          {dashboard.data.totals.totalbreaches === 0 ? (
            <Paper withBorder p="lg" radius="md" data-testid="abs-empty">
              <Text>{t("abs.empty")}</Text>
              <Text size="sm" c="var(--wg-text-muted)" mt="xs">
                {t("abs.peopleMonitored", { n: dashboard.data.totals.people })}
              </Text>
            </Paper>
          ) : (
            <AbsFigures data={dashboard.data} />
          )}
        </div>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AbsMonitor companyId={companyId} />
        <AbsImport companyId={companyId} />
      </SimpleGrid>
    </Stack>
  );
}

/** The export of every exposure as xlsx; a failure is said next to the button. */
function ExportButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation("controller");
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const run = () => {
    setState({ busy: true, error: null });
    downloadBreachExport(companyId).then(
      () => setState({ busy: false, error: null }),
      (error: unknown) => setState({ busy: false, error }),
    );
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" loading={state.busy} onClick={run} data-testid="abs-export">
        {t("abs.export")}
      </Button>
      {state.error !== null && (
        <FormMessage id="abs-export-error" tone="error" testId="abs-export-error">
          {t(errorMessageKey(isApiError(state.error) ? state.error.code : null))}
        </FormMessage>
      )}
    </Stack>
  );
}

function AbsFigures({ data }: { data: TBreachDashboard }) {
  const { t } = useTranslation("controller");
  const totals = data.totals;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="abs-totals">
        <PlainFigure
          label={t("abs.totals.exposures")}
          value={String(totals.totalbreaches)}
          hint={t("abs.totals.exposuresHint")}
          testId="abs-total-exposures"
        />
        <PlainFigure
          label={t("abs.totals.solved")}
          value={String(totals.totalbreachessolved)}
          hint={t("abs.totals.solvedHint")}
          testId="abs-total-solved"
        />
        <PlainFigure
          label={t("abs.totals.passwords")}
          value={String(totals.totalbreachespwd)}
          hint={t("abs.totals.passwordsHint")}
          testId="abs-total-passwords"
        />
        <PlainFigure
          label={t("abs.totals.passwordsChanged")}
          value={String(totals.totalbreachespwdsolved)}
          hint={t("abs.totals.passwordsChangedHint")}
          testId="abs-total-passwords-changed"
        />
        <PlainFigure
          label={t("abs.totals.people")}
          value={String(totals.people)}
          hint={t("abs.totals.peopleHint")}
          testId="abs-total-people"
        />
        <PlainFigure
          label={t("abs.totals.exposedPeople")}
          value={String(totals.exposedPeople)}
          hint={t("abs.totals.exposedPeopleHint")}
          testId="abs-total-exposed-people"
        />
        <ScoreFigure score={data.score} />
      </SimpleGrid>
      <Levels levels={data.levels} />
      <DepartmentLevels departments={data.departments} />
      <Trend trend={data.trend} />
      <Newest newest={data.newest} />
      <UnsolvedPasswords people={data.unsolvedPasswords} />
    </Stack>
  );
}

/** The average §9 score, its dot coloured on the ten-point scale; the number itself says the same. */
function ScoreFigure({ score }: { score: number | null }) {
  const { t } = useTranslation("controller");
  return (
    <Paper withBorder p="md" radius="md" data-testid="abs-score">
      <Text size="sm" fw={600}>
        {t("abs.score")}
      </Text>
      {score === null ? (
        <Text mt={4} data-testid="headline-empty">
          {t("dashboard.noValue")}
        </Text>
      ) : (
        <Text fz={28} fw={700} lh={1.2} mt={4} className="wg-score" data-testid="headline-value">
          <span className="wg-abs-score-dot" style={{ background: scoreColour(score) }} aria-hidden />
          {formatScore(score, locale())}
        </Text>
      )}
      <Text size="sm" c="var(--wg-text-muted)">
        {t("abs.scoreHint")}
      </Text>
    </Paper>
  );
}

/** The name of each level with what it means, so the colour is never the only cue. */
function useLevelName() {
  const { t } = useTranslation("controller");
  return (level: number) => t(`abs.levels.name${level}`);
}

function Levels({ levels }: { levels: number[] }) {
  const { t } = useTranslation("controller");
  const levelName = useLevelName();
  const labels = useMemo(() => LEVELS.map((level) => t("abs.levels.short", { level })), [t]);
  // One series per level, each with a value at its own place only: uPlot paints a series in one colour.
  const series = useMemo(
    () =>
      LEVELS.map((level) => ({
        label: labels[level] ?? "",
        colour: levelColour(level),
        values: LEVELS.map((at) => (at === level ? (levels[level] ?? 0) : null)),
      })),
    [labels, levels],
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t("abs.levels.title")}>
      <Title order={2} size="h3" mb="sm">
        {t("abs.levels.title")}
      </Title>
      <Chart
        kind="bars"
        title={t("abs.levels.chart")}
        labels={labels}
        series={series}
        max={Math.max(1, ...levels)}
        testId="abs-levels-chart"
      />
      <ul className="wg-band-list wg-abs-level-list" data-testid="abs-levels">
        {LEVELS.map((level) => (
          <li key={level} data-testid={`abs-level-${level}`}>
            <span className="wg-score-dot" style={{ background: levelColour(level) }} aria-hidden />
            {t("abs.levels.count", { level: levelName(level), n: levels[level] ?? 0 })}
          </li>
        ))}
      </ul>
    </Paper>
  );
}

function DepartmentLevels({ departments }: { departments: TBreachDashboard["departments"] }) {
  const { t } = useTranslation("controller");
  const title = t("abs.departments.title");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {departments.length === 0 ? (
        <Text>{t("dashboard.departments.empty")}</Text>
      ) : (
        <ScrollRegion label={title}>
          <table className="wg-data-table" data-testid="abs-departments">
            <caption className="wg-visually-hidden">{t("abs.departments.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.departments.name")}</th>
                <th scope="col">{t("abs.departments.people")}</th>
                {LEVELS.map((level) => (
                  <th scope="col" key={level}>
                    {t("abs.levels.short", { level })}
                  </th>
                ))}
                <th scope="col">{t("abs.departments.score")}</th>
                <th scope="col">{t("abs.departments.bar")}</th>
              </tr>
            </thead>
            <tbody>
              {departments.map((d) => (
                <tr key={d.departmentId} data-testid="abs-department-row">
                  <th scope="row">{d.name}</th>
                  <td>{d.people}</td>
                  {LEVELS.map((level) => (
                    <td key={level}>{d.levels[level] ?? 0}</td>
                  ))}
                  <td>
                    {d.score === null ? (
                      "—"
                    ) : (
                      <span className="wg-score">
                        <span
                          className="wg-score-dot"
                          style={{ background: scoreColour(d.score) }}
                          aria-hidden
                        />
                        {formatScore(d.score, locale())}
                      </span>
                    )}
                  </td>
                  <td>
                    <StackedBar levels={d.levels} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Paper>
  );
}

/** A department's people split by level as one bar; the cells beside it hold the same numbers. */
function StackedBar({ levels }: { levels: number[] }) {
  const total = levels.reduce((sum, n) => sum + n, 0);
  if (total === 0) return <span aria-hidden>—</span>;
  return (
    <span className="wg-abs-stack" aria-hidden>
      {LEVELS.map((level) =>
        (levels[level] ?? 0) > 0 ? (
          <span
            key={level}
            style={{ width: `${(100 * (levels[level] ?? 0)) / total}%`, background: levelColour(level) }}
          />
        ) : null,
      )}
    </span>
  );
}

function Trend({ trend }: { trend: TBreachDashboard["trend"] }) {
  const { t } = useTranslation("controller");
  const title = t("abs.trend.title");
  const labels = useMemo(() => trend.map((m) => m.month), [trend]);
  const series = useMemo(
    () =>
      TREND_KEYS.map((key) => ({
        label: t(`abs.trend.${key}`),
        colour: TREND_COLOURS[key],
        values: trend.map((m) => m[key]),
      })),
    [trend, t],
  );
  const max = Math.max(1, ...trend.flatMap((m) => [m.found, m.solved, m.open]));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Chart
        kind="lines"
        title={t("abs.trend.chart")}
        labels={labels}
        series={series}
        max={max}
        testId="abs-trend-chart"
      />
      <FiguresTable
        title={t("abs.trend.chart")}
        rowHeader={t("abs.trend.month")}
        labels={labels}
        columns={series.map((s) => ({ label: s.label, values: s.values, format: String }))}
        testId="abs-trend-table"
      />
    </Paper>
  );
}

function Newest({ newest }: { newest: TBreachDashboard["newest"] }) {
  const { t } = useTranslation("controller");
  const dataClassText = useDataClassText();
  const title = t("abs.newest.title");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {newest.length === 0 ? (
        <Text>{t("abs.newest.none")}</Text>
      ) : (
        <ul className="wg-abs-breaches" data-testid="abs-newest">
          {newest.map(({ breach, people, firstSeen }) => (
            <li key={breach.breachId} data-testid="abs-breach">
              <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
                {breach.title}
              </Title>
              <Text size="sm">
                {breach.breachDate
                  ? t("abs.newest.date", { date: day(breach.breachDate) })
                  : t("abs.newest.noDate")}
                {" · "}
                {t("abs.newest.found", { date: moment(firstSeen) })}
                {" · "}
                {t("abs.newest.people", { n: people })}
              </Text>
              {breach.dataClasses.length > 0 && (
                <Text size="sm" c="var(--wg-text-muted)" data-testid="abs-breach-classes">
                  {t("abs.newest.dataClasses", {
                    classes: breach.dataClasses.map((c) => dataClassText.name(c)).join(", "),
                  })}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}

function UnsolvedPasswords({ people }: { people: TBreachDashboard["unsolvedPasswords"] }) {
  const { t } = useTranslation("controller");
  const title = t("abs.unsolved.title");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Text size="sm" c="var(--wg-text-muted)" mb="sm">
        {t("abs.unsolved.intro")}
      </Text>
      {people.length === 0 ? (
        <Text data-testid="abs-unsolved-none">{t("abs.unsolved.none")}</Text>
      ) : (
        <div className="wg-table-scroll">
          <table className="wg-data-table" data-testid="abs-unsolved">
            <caption className="wg-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("abs.unsolved.name")}</th>
                <th scope="col">{t("abs.unsolved.email")}</th>
                <th scope="col">{t("dashboard.filters.department")}</th>
                <th scope="col">{t("abs.unsolved.breaches")}</th>
                <th scope="col">{t("abs.unsolved.oldest")}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.stakeholderId} data-testid="abs-unsolved-row">
                  <th scope="row">
                    <Anchor
                      component={Link}
                      to={href("ControllerUser", { id: p.stakeholderId })}
                      c="var(--wg-link)"
                      underline="always"
                    >
                      {p.name}
                    </Anchor>
                  </th>
                  <td className="wg-abs-email">{p.email}</td>
                  <td>{p.departmentName ?? "—"}</td>
                  <td>{p.breaches}</td>
                  <td>{moment(p.oldestFirstSeen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Paper>
  );
}

export default AbsPage;
