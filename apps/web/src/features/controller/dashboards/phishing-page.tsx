import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  CAMPAIGN_CHANNELS,
  type CampaignChannelKey,
  numberFormat,
  serviceId,
  type TManagedCompany,
  type TPhishingDashboard,
  type TPhishingRates,
} from "@wellguard/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { usePhishingDashboard } from "../api/dashboard";
import { ControllerPage } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { Chart } from "./chart";
import {
  DashboardQueryState,
  FiguresTable,
  Filters,
  PlainFigure,
  ScrollRegion,
  useFilters,
  useUnknownFilter,
} from "./shared";

import "../components/controller.css";
import "./dashboards.css";

const RATE_COLOURS = { click: "#c2410c", submit: "#a61e4d", report: "#2b8a3e" } as const;

const percent = (value: number | null) =>
  value === null
    ? "—"
    : numberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 1 }).format(value);

/** A duration in seconds as hours and minutes ("2 h 5 min") or minutes. */
function useDuration() {
  const { t } = useTranslation("controller");
  return (seconds: number | null) => {
    if (seconds === null) return "—";
    const minutes = Math.round(seconds / 60);
    return minutes >= 60
      ? t("dashboard.phishing.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t("dashboard.phishing.minutes", { minutes });
  };
}

/**
 * The channel kept in the address (`channel=email|sms`), beside the shared filters; anything else is both.
 * Offered only to a company that contracts both phishing and smishing: with one channel there is nothing to pick.
 */
function useChannel(company: TManagedCompany) {
  const [params, setParams] = useSearchParams();
  const offered =
    company.services.includes(serviceId("phishing")) && company.services.includes(serviceId("smishing"));
  const value = params.get("channel");
  const channel = offered ? CAMPAIGN_CHANNELS.find((c) => c === value) : undefined;
  const setChannel = (next: CampaignChannelKey | undefined) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next) search.set("channel", next);
        else search.delete("channel");
        return search;
      },
      { replace: true },
    );
  /** The reset of the filter bar: the shared filters and the channel at once. */
  const resetAll = () => setParams(new URLSearchParams(), { replace: true });
  return { offered, channel, setChannel, resetAll };
}

/**
 * The phishing dashboard (spec §2 controller/dashboard/phishing, module phishing; docs/phishing.md "Dashboard"):
 * click, submission and report rates over time and per campaign, resilience (reports ÷ failures), median time to
 * report, repeat clickers, by department, by difficulty level and by channel (e-mail, SMS; issue 18).
 */
export function PhishingPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ControllerDashboardPhishing")}
      intro={t("dashboard.phishing.intro")}
      testId="phishing-dashboard"
    >
      {(company) => <Phishing key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Phishing({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const [filters, setFilters] = useFilters();
  const { offered, channel, setChannel, resetAll } = useChannel(company);
  // The query string carries every field of the filters: the channel goes with the shared ones.
  const query: typeof filters & { channel?: CampaignChannelKey } = channel
    ? { ...filters, channel }
    : filters;
  const dashboard = usePhishingDashboard(company.stakeholderId, query);
  const dropped = useUnknownFilter(dashboard.error, filters, setFilters);
  return (
    <Stack gap="lg">
      <Filters company={company} filters={filters} onChange={setFilters} onReset={resetAll}>
        {offered && (
          <NativeSelectField
            label={t("dashboard.phishing.channel")}
            value={channel ?? ""}
            options={[
              { value: "", label: t("dashboard.phishing.allChannels") },
              ...CAMPAIGN_CHANNELS.map((c) => ({ value: c, label: t(`dashboard.phishing.channels.${c}`) })),
            ]}
            onChange={(value) => setChannel(CAMPAIGN_CHANNELS.find((c) => c === value))}
            testId="filter-channel"
          />
        )}
      </Filters>
      <DashboardQueryState query={dashboard} dropped={dropped} prefix="phishing" />
      {dashboard.data && (
        <div aria-busy={dashboard.isFetching} className="wg-dashboard" data-testid="phishing-figures">
          {dashboard.data.totals.sent === 0 ? (
            <Paper withBorder p="lg" radius="md" data-testid="phishing-empty">
              <Text>{t("dashboard.phishing.empty")}</Text>
              <Anchor component={Link} to={href("Campaigns")}>
                {t("dashboard.phishing.toCampaigns")}
              </Anchor>
            </Paper>
          ) : (
            <PhishingFigures data={dashboard.data} showChannels={offered} />
          )}
        </div>
      )}
    </Stack>
  );
}

function RatesTable({
  title,
  rowHeader,
  rows,
  testId,
}: {
  title: string;
  rowHeader: string;
  rows: (TPhishingRates & { label: string; key: string })[];
  testId: string;
}) {
  const { t } = useTranslation("controller");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <ScrollRegion label={title}>
        <table className="wg-data-table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">{t("dashboard.phishing.sent")}</th>
              <th scope="col">{t("dashboard.phishing.clickRate")}</th>
              <th scope="col">{t("dashboard.phishing.submitRate")}</th>
              <th scope="col">{t("dashboard.phishing.reportRate")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.sent}</td>
                <td>{percent(row.clickRate)}</td>
                <td>{percent(row.submitRate)}</td>
                <td>{percent(row.reportRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Paper>
  );
}

/** The three rates as percentages, one line or bar series each. */
function useRateSeries() {
  const { t } = useTranslation("controller");
  return (points: TPhishingRates[]) => [
    {
      label: t("dashboard.phishing.clickRate"),
      colour: RATE_COLOURS.click,
      values: points.map((p) => (p.clickRate === null ? null : 100 * p.clickRate)),
    },
    {
      label: t("dashboard.phishing.submitRate"),
      colour: RATE_COLOURS.submit,
      values: points.map((p) => (p.submitRate === null ? null : 100 * p.submitRate)),
    },
    {
      label: t("dashboard.phishing.reportRate"),
      colour: RATE_COLOURS.report,
      values: points.map((p) => (p.reportRate === null ? null : 100 * p.reportRate)),
    },
  ];
}

/** A section with the rates charted and, for screen readers and exact figures, the same values as a table. */
function RatesChart({
  kind,
  title,
  rowHeader,
  labels,
  points,
  chartTestId,
  tableTestId,
}: {
  kind: "lines" | "bars";
  title: string;
  rowHeader: string;
  labels: string[];
  points: TPhishingRates[];
  chartTestId: string;
  tableTestId?: string;
}) {
  const series = useRateSeries()(points);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Chart kind={kind} title={title} labels={labels} series={series} max={100} testId={chartTestId} />
      <FiguresTable
        title={title}
        rowHeader={rowHeader}
        labels={labels}
        columns={series.map((s) => ({
          label: s.label,
          values: s.values,
          format: (v: number) => percent(v / 100),
        }))}
        testId={tableTestId}
      />
    </Paper>
  );
}

function PhishingFigures({ data, showChannels }: { data: TPhishingDashboard; showChannels: boolean }) {
  const { t } = useTranslation("controller");
  const duration = useDuration();
  const totals = data.totals;
  const months = useMemo(() => data.months.map((m) => m.month), [data]);
  const campaignLabels = useMemo(() => data.campaigns.map((c) => c.name), [data]);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <PlainFigure
          label={t("dashboard.phishing.clickRate")}
          value={percent(totals.clickRate)}
          hint={t("dashboard.phishing.clickHint", { sent: totals.sent })}
          testId="phishing-click-rate"
        />
        <PlainFigure
          label={t("dashboard.phishing.submitRate")}
          value={percent(totals.submitRate)}
          hint={t("dashboard.phishing.submitHint")}
          testId="phishing-submit-rate"
        />
        <PlainFigure
          label={t("dashboard.phishing.reportRate")}
          value={percent(totals.reportRate)}
          hint={t("dashboard.phishing.reportHint")}
          testId="phishing-report-rate"
        />
        <PlainFigure
          label={t("dashboard.phishing.resilience")}
          value={
            totals.resilience === null
              ? "—"
              : numberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(totals.resilience)
          }
          hint={t("dashboard.phishing.resilienceHint")}
          testId="phishing-resilience"
        />
        <PlainFigure
          label={t("dashboard.phishing.timeToReport")}
          value={duration(totals.medianSecondsToReport)}
          hint={t("dashboard.phishing.timeToReportHint")}
          testId="phishing-time-to-report"
        />
        <PlainFigure
          label={t("dashboard.phishing.repeatClickers")}
          value={String(totals.repeatClickers)}
          hint={t("dashboard.phishing.repeatHint")}
          testId="phishing-repeat"
        />
      </SimpleGrid>
      <Text size="sm" c="var(--wg-text-muted)" data-testid="phishing-automated">
        {t("dashboard.phishing.automated", { count: totals.automated, campaigns: totals.campaigns })}
      </Text>
      <RatesChart
        kind="lines"
        title={t("dashboard.phishing.byMonth")}
        rowHeader={t("dashboard.phishing.month")}
        labels={months}
        points={data.months}
        chartTestId="phishing-months-chart"
      />
      <RatesChart
        kind="bars"
        title={t("dashboard.phishing.byCampaign")}
        rowHeader={t("dashboard.phishing.campaign")}
        labels={campaignLabels}
        points={data.campaigns}
        chartTestId="phishing-campaigns-chart"
        tableTestId="phishing-campaigns"
      />
      <RatesTable
        title={t("dashboard.phishing.byDepartment")}
        rowHeader={t("dashboard.filters.department")}
        rows={data.departments.map((d) => ({
          ...d,
          key: String(d.departmentId),
          label: d.name ?? t("dashboard.phishing.noDepartment"),
        }))}
        testId="phishing-departments"
      />
      <RatesTable
        title={t("dashboard.phishing.byLevel")}
        rowHeader={t("dashboard.phishing.level")}
        rows={data.levels.map((l) => ({
          ...l,
          key: String(l.level),
          label: t("campaigns.level", { level: l.level }),
        }))}
        testId="phishing-levels"
      />
      {showChannels && (
        <RatesTable
          title={t("dashboard.phishing.byChannel")}
          rowHeader={t("dashboard.phishing.channel")}
          rows={data.channels.map((c) => ({
            ...c,
            key: c.channel,
            label: t(`dashboard.phishing.channels.${c.channel}`),
          }))}
          testId="phishing-channels"
        />
      )}
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={t("dashboard.phishing.repeatTitle")}
      >
        <Title order={2} size="h4" mb="sm">
          {t("dashboard.phishing.repeatTitle")}
        </Title>
        {data.repeatClickers.length === 0 ? (
          <Text size="sm">{t("dashboard.phishing.noRepeat")}</Text>
        ) : (
          <ScrollRegion label={t("dashboard.phishing.repeatTitle")}>
            <table className="wg-data-table" data-testid="phishing-repeat-clickers">
              <thead>
                <tr>
                  <th scope="col">{t("campaigns.columns.person")}</th>
                  <th scope="col">{t("dashboard.filters.department")}</th>
                  <th scope="col">{t("dashboard.phishing.clicks")}</th>
                </tr>
              </thead>
              <tbody>
                {data.repeatClickers.map((p) => (
                  <tr key={p.stakeholderId}>
                    <th scope="row">
                      <Anchor component={Link} to={href("ControllerUser", { id: p.stakeholderId })}>
                        {p.name}
                      </Anchor>
                    </th>
                    <td>{p.departmentName ?? "—"}</td>
                    <td>{t("dashboard.phishing.clicksIn", { clicks: p.clicks, campaigns: p.campaigns })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Paper>
    </Stack>
  );
}
