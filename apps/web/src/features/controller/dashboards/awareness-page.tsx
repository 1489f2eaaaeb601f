import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  formatScore,
  scoreColour,
  type TAwarenessDashboard,
  type TManagedCompany,
} from "@wellguard/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { useAwareness } from "../api/dashboard";
import { ControllerPage } from "../components/controller-page";
import { Chart } from "./chart";
import {
  DashboardQueryState,
  FigureCard,
  FiguresTable,
  Filters,
  ScrollRegion,
  useFilters,
  useUnknownFilter,
} from "./shared";

import "../components/controller.css";
import "./dashboards.css";

/** One colour per awareness dimension, in the catalogue's order (distinct, and dark enough on white). */
const DIMENSION_COLOURS = ["#1a64ad", "#2b8a3e", "#c2410c", "#7048e8", "#0b7285", "#a61e4d", "#5c6370"];

const locale = () => currentLocale();
const score = (value: number | null) => (value === null ? "—" : formatScore(value, locale()));

/** The awareness dashboard (spec §2 controller/dashboard/awareness, module awareness; issue 16 point 4). */
export function AwarenessPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ControllerDashboardAwareness")}
      intro={t("dashboard.awareness.intro")}
      testId="awareness-dashboard"
    >
      {(company) => <Awareness key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Awareness({ company }: { company: TManagedCompany }) {
  const [filters, setFilters] = useFilters();
  const awareness = useAwareness(company.stakeholderId, filters);
  const dropped = useUnknownFilter(awareness.error, filters, setFilters);
  return (
    <Stack gap="lg">
      <Filters company={company} filters={filters} onChange={setFilters} />
      <DashboardQueryState query={awareness} dropped={dropped} prefix="awareness" />
      {awareness.data && (
        <div aria-busy={awareness.isFetching} className="wg-dashboard" data-testid="awareness-figures">
          <AwarenessFigures data={awareness.data} />
        </div>
      )}
    </Stack>
  );
}

function AwarenessFigures({ data }: { data: TAwarenessDashboard }) {
  const { t } = useTranslation("controller");
  const name = (code: string) => t(`dashboard.dimensions.${code}`);
  const labels = useMemo(() => data.evolution.map((p) => p.month), [data]);
  const series = useMemo(
    () =>
      data.dimensions.map((d, i) => ({
        label: t(`dashboard.dimensions.${d.code}`),
        colour: DIMENSION_COLOURS[i] ?? "#1a64ad",
        values: data.evolution.map((p) => p.values[i] ?? null),
      })),
    [data, t],
  );
  const levelLabels = useMemo(() => data.levels.map((l) => `${l.from}–${l.to}`), [data]);
  const levelSeries = useMemo(
    () => [
      { label: t("dashboard.bands.people"), colour: "#1a64ad", values: data.levels.map((l) => l.people) },
    ],
    [data, t],
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <FigureCard
          label={t("dashboard.headline.awareness")}
          hint={t("dashboard.hint.awareness")}
          figure={data.level}
          format={(v) => formatScore(v, locale())}
          testId="awareness-level"
        />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="sm">
          {t("dashboard.awareness.dimensionsTitle")}
        </Title>
        <ul className="wg-dimension-list" data-testid="awareness-dimensions">
          {data.dimensions.map((d) => (
            <li key={d.dimensionId} data-testid="awareness-dimension">
              <span className="wg-dimension-name">{name(d.code)}</span>
              <span className="wg-dimension-bar" aria-hidden>
                <span
                  style={{
                    width: `${(d.value ?? 0) * 10}%`,
                    background: d.value === null ? "transparent" : scoreColour(d.value),
                  }}
                />
              </span>
              <span className="wg-dimension-value">
                {d.value === null ? t("dashboard.noValue") : score(d.value)}
                {d.below > 0 && (
                  <Text span size="sm" c="var(--wg-text-muted)">
                    {" · "}
                    {t("dashboard.awareness.below", { n: d.below })}
                  </Text>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Paper>

      <Paper withBorder p="md" radius="md" data-testid="awareness-weakest">
        <Title order={2} size="h3" mb="sm">
          {t("dashboard.awareness.weakestTitle")}
        </Title>
        {data.weakest.length === 0 ? (
          <Text>{t("dashboard.awareness.noWeak")}</Text>
        ) : (
          <Stack gap="sm">
            {data.weakest.map((weak) => (
              <div key={weak.dimensionId}>
                <Text fw={600}>{name(weak.code)}</Text>
                {weak.assets.length === 0 ? (
                  <Text size="sm">{t("dashboard.awareness.noAssets")}</Text>
                ) : (
                  <ul className="wg-plain-list">
                    {weak.assets.map((asset) => (
                      <li key={asset.assetId}>
                        {t("dashboard.awareness.asset", { title: asset.title, minutes: asset.minutes })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </Stack>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="sm">
          {t("dashboard.awareness.heatTitle")}
        </Title>
        <ScrollRegion label={t("dashboard.awareness.heatCaption")}>
          <table className="wg-data-table wg-heat" data-testid="awareness-heat">
            <caption className="wg-visually-hidden">{t("dashboard.awareness.heatCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.departments.name")}</th>
                {data.dimensions.map((d) => (
                  <th scope="col" key={d.dimensionId}>
                    {name(d.code)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.departments.map((row) => (
                <tr key={row.departmentId} data-testid="heat-row">
                  <th scope="row">{row.name}</th>
                  {row.values.map((value, i) => (
                    <td
                      key={data.dimensions[i]?.dimensionId ?? i}
                      style={
                        value === null
                          ? undefined
                          : { background: `color-mix(in srgb, ${scoreColour(value)} 28%, white)` }
                      }
                    >
                      {score(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <Text size="sm" c="var(--wg-text-muted)" mt="xs">
          {t("dashboard.awareness.heatNote")}
        </Text>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t("dashboard.evolution.title")}
          </Title>
          <Chart
            kind="lines"
            title={t("dashboard.awareness.evolutionChart")}
            labels={labels}
            series={series}
            max={10}
            testId="awareness-evolution-chart"
          />
          <FiguresTable
            title={t("dashboard.awareness.evolutionChart")}
            rowHeader={t("dashboard.evolution.month")}
            labels={labels}
            columns={series.map((s) => ({ label: s.label, values: s.values, format: score }))}
          />
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="awareness-levels">
          <Title order={2} size="h3" mb="sm">
            {t("dashboard.awareness.levelsTitle")}
          </Title>
          <Chart
            kind="bars"
            title={t("dashboard.awareness.levelsChart")}
            labels={levelLabels}
            series={levelSeries}
            max={Math.max(1, ...data.levels.map((l) => l.people))}
            testId="awareness-levels-chart"
          />
          <ul className="wg-band-list">
            {data.levels.map((band) => (
              <li key={band.from}>
                {t("dashboard.bands.band", { from: String(band.from), to: String(band.to), n: band.people })}
              </li>
            ))}
          </ul>
        </Paper>
      </SimpleGrid>
    </>
  );
}

export default AwarenessPage;
