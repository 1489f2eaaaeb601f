import { Anchor, Badge, Paper, Stack, Text, Title } from "@mantine/core";
import {
  PHISHING_CATEGORY_IDS,
  type PhishingCategoryKey,
  SERIES_LIMITS,
  type TCampaign,
  type TManagedCompany,
  type TSeries,
} from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useDepartments } from "../api/departments";
import { useTags } from "../api/tags";
import { ControllerPage, Loading } from "../components/controller-page";
import { useSeries } from "./api";
import { seriesTimeline, type TimelineRow } from "./series-rules";
import { campaignDateTime, rate, StatusBadge } from "./shared";

const CATEGORY_KEY = Object.fromEntries(
  Object.entries(PHISHING_CATEGORY_IDS).map(([key, id]) => [id, key as PhishingCategoryKey]),
) as Record<number, PhishingCategoryKey | undefined>;

/**
 * A neurophishing series (docs/neurophishing.md): its settings, how lures are chosen, and its timeline — each
 * subcampaign made so far with its status and key rates (a link to its campaign page), then those to come.
 */
export function SeriesPage() {
  const { t } = useTranslation("controller");
  const id = Number(useParams().id);
  return (
    <ControllerPage
      title={t("campaigns.series.detailTitle")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="series-page"
    >
      {(company) => <Series key={`${company.stakeholderId}-${id}`} company={company} id={id} />}
    </ControllerPage>
  );
}

function Series({ company, id }: { company: TManagedCompany; id: number }) {
  const { t } = useTranslation("controller");
  const series = useSeries(company.stakeholderId, id);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  if (series.isPending) return <Loading testId="series-loading" />;
  if (series.isError)
    return (
      <FormMessage id="series-error" tone="error" testId="series-error">
        {t(errorMessageKey(isApiError(series.error) ? series.error.code : null))}
      </FormMessage>
    );
  return (
    <Stack gap="lg">
      {created && (
        <FormMessage id="series-created" tone="success" testId="series-created">
          {t("campaigns.series.created")}
        </FormMessage>
      )}
      <Summary companyId={company.stakeholderId} series={series.data} />
      <Timeline series={series.data} />
    </Stack>
  );
}

function Summary({ companyId, series: s }: { companyId: number; series: TSeries }) {
  const { t } = useTranslation("controller");
  const departments = useDepartments(companyId);
  const tags = useTags(companyId);
  const named =
    s.stakeholders.type === "DEPARTMENTS"
      ? new Map((departments.data ?? []).map((d) => [d.id, d.name]))
      : new Map((tags.data ?? []).map((tag) => [tag.id, tag.name]));
  const category = CATEGORY_KEY[s.categoryId];
  const next = seriesTimeline(s, new Date()).find((row) => row.pending === "planned");
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="series-name"
    >
      <Stack gap="sm">
        <Title
          order={2}
          size="h3"
          id="series-name"
          data-testid="series-name"
          style={{ overflowWrap: "anywhere" }}
        >
          {s.name}
        </Title>
        {s.cancelled && (
          <FormMessage id="series-stopped" tone="error" testId="series-stopped">
            {t("campaigns.series.stopped")}
          </FormMessage>
        )}
        <dl className="wg-facts" data-testid="series-facts">
          <dt>{t("campaigns.sms.channel")}</dt>
          <dd data-testid="series-channel">{t(`campaigns.sms.channels.${s.channel}`)}</dd>
          <dt>{t("campaigns.fields.domain")}</dt>
          <dd>{s.domain?.host ?? "—"}</dd>
          <dt>{t("campaigns.series.fields.start")}</dt>
          <dd data-testid="series-start">{campaignDateTime(s.startDate, s.timeZone)}</dd>
          <dt>{t("campaigns.series.fields.total")}</dt>
          <dd data-testid="series-total">{s.totalCampaigns}</dd>
          <dt>{t("campaigns.series.fields.frequency")}</dt>
          <dd data-testid="series-frequency">{s.frecuency}</dd>
          <dt>{t("campaigns.fields.end")}</dt>
          <dd>{campaignDateTime(s.endDate, s.timeZone)}</dd>
          <dt>{t("campaigns.fields.timeZone")}</dt>
          <dd>{s.timeZone}</dd>
          <dt>{t("campaigns.series.fields.level")}</dt>
          <dd>{t("campaigns.level", { level: s.levelId })}</dd>
          <dt>{t("campaigns.fields.category")}</dt>
          <dd>{category ? t(`campaigns.categories.${category}`) : s.categoryId}</dd>
          <dt>
            {t(
              s.stakeholders.type === "DEPARTMENTS"
                ? "campaigns.targets.departments"
                : "campaigns.targets.tags",
            )}
          </dt>
          <dd>{s.stakeholders.ids.map((id) => named.get(id) ?? `#${id}`).join(", ")}</dd>
        </dl>
        {next && (
          <Text size="sm" data-testid="series-next">
            {t("campaigns.series.next", { date: campaignDateTime(next.start, s.timeZone) })}
          </Text>
        )}
        <Text size="sm" data-testid="series-rule">
          {t("campaigns.series.rule")}
        </Text>
        {s.channel === "sms" && (
          <Text size="sm" data-testid="series-sms-rule">
            {t("campaigns.series.smsRule")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Timeline({ series }: { series: TSeries }) {
  const { t } = useTranslation("controller");
  const [page, setPage] = useState(1);
  const rows = seriesTimeline(series, new Date());
  const ofCampaign = (row: TimelineRow, value: (c: TCampaign) => string) =>
    row.campaign ? value(row.campaign) : "—";
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="series-timeline-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="series-timeline-title">
          {t("campaigns.series.timelineTitle")}
        </Title>
        <Text size="sm">{t("campaigns.series.timelineHint")}</Text>
        <DataTable<TimelineRow>
          caption={t("campaigns.series.timelineCaption", { name: series.name })}
          columns={[
            {
              key: "subcampaign",
              header: t("campaigns.series.columns.subcampaign"),
              cell: (row) =>
                row.campaign ? (
                  <Anchor
                    component={Link}
                    to={href("Campaign", { id: row.campaign.campaignId })}
                    data-testid="series-subcampaign-link"
                    data-index={row.index}
                  >
                    {row.campaign.name}
                  </Anchor>
                ) : (
                  t("campaigns.series.number", { index: row.index, total: series.totalCampaigns })
                ),
            },
            {
              key: "start",
              header: t("campaigns.columns.start"),
              nowrap: true,
              cell: (row) => campaignDateTime(row.start, series.timeZone),
            },
            {
              key: "status",
              header: t("campaigns.columns.status"),
              nowrap: true,
              cell: (row) =>
                row.campaign ? (
                  <StatusBadge status={row.campaign.status} />
                ) : (
                  <Badge
                    color="gray"
                    variant="outline"
                    miw="max-content"
                    data-testid="series-pending"
                    data-state={row.pending}
                  >
                    {t(`campaigns.series.pending.${row.pending ?? "planned"}`)}
                  </Badge>
                ),
            },
            {
              key: "sent",
              header: t("campaigns.columns.progress"),
              cell: (row) =>
                ofCampaign(row, (c) =>
                  t("campaigns.sentOf", { sent: c.totals.sent, total: c.totals.recipients }),
                ),
            },
            {
              key: "clicked",
              header: t("campaigns.columns.clickRate"),
              nowrap: true,
              cell: (row) => ofCampaign(row, (c) => rate(c.totals.clicked, c.totals)),
            },
            {
              key: "submitted",
              header: t("campaigns.columns.submitRate"),
              nowrap: true,
              cell: (row) => ofCampaign(row, (c) => rate(c.totals.submitted, c.totals)),
            },
            {
              key: "reported",
              header: t("campaigns.columns.reportRate"),
              nowrap: true,
              cell: (row) => ofCampaign(row, (c) => rate(c.totals.reported, c.totals)),
            },
          ]}
          rows={rows}
          rowId={(row) => row.index}
          total={rows.length}
          page={page}
          // A series has at most SERIES_LIMITS.totalMax subcampaigns: one page shows them all.
          pageSize={SERIES_LIMITS.totalMax}
          onPageChange={setPage}
          loading={false}
          emptyText="—"
          testId="series-timeline"
          stackOnPhones
        />
      </Stack>
    </Paper>
  );
}
