import { Anchor, Button, Progress, Stack, Text } from "@mantine/core";
import type { TCampaign, TManagedCompany } from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { ControllerPage } from "../components/controller-page";
import { useCampaigns } from "./api";
import { CampaignDrafts } from "./campaign-drafts";
import { ReportedQueueLink } from "./reported-page";
import { NewSeriesButton } from "./series-new-page";
import { campaignDateTime, rate, StatusBadge } from "./shared";
import { ChannelBadge } from "./sms-parts";

const PAGE_SIZE = 20;

/**
 * Campaigns (spec §2 controller/campaigns, module phishing; docs/phishing.md): every campaign with its status,
 * sending progress and key rates; "new campaign" opens the form.
 */
export function CampaignsPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.Campaigns")}
      intro={t("campaigns.intro")}
      testId="campaigns"
      actions={
        <>
          <ReportedQueueLink />
          <Button
            variant="default"
            component={Link}
            to={href("CampaignTemplates")}
            data-testid="templates-link"
          >
            {t("campaigns.templates.link")}
          </Button>
          <NewSeriesButton />
          <Button component={Link} to={href("CampaignNew")} data-testid="campaign-new">
            {t("campaigns.new")}
          </Button>
        </>
      }
    >
      {(company) => <CampaignList key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function CampaignList({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const campaigns = useCampaigns(company.stakeholderId);
  const [page, setPage] = useState(1);
  const rows = campaigns.data?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      {/* Drafts first: saved forms, never sent (docs/phishing.md "Lifecycle"). */}
      <CampaignDrafts company={company} />
      <DataTable<TCampaign>
        caption={t("campaigns.caption", { company: company.name })}
        columns={[
          {
            key: "name",
            header: t("campaigns.columns.name"),
            cell: (c) => (
              <>
                <Anchor
                  component={Link}
                  to={href("Campaign", { id: c.campaignId })}
                  data-testid="campaign-link"
                >
                  {c.name}
                </Anchor>
                {/* A neurophishing series' subcampaign: a way to its series. */}
                {c.seriesId !== null && (
                  <Anchor
                    component={Link}
                    to={href("Series", { id: c.seriesId })}
                    size="sm"
                    display="block"
                    data-testid="campaign-series-link"
                  >
                    {t("campaigns.series.ofSeries", { index: c.seriesIndex ?? 1 })}
                  </Anchor>
                )}
              </>
            ),
          },
          {
            key: "channel",
            header: t("campaigns.sms.channel"),
            cell: (c) => <ChannelBadge channel={c.channel} />,
          },
          {
            key: "status",
            header: t("campaigns.columns.status"),
            cell: (c) => <StatusBadge status={c.status} />,
          },
          {
            key: "start",
            header: t("campaigns.columns.start"),
            nowrap: true,
            cell: (c) => campaignDateTime(c.startDate, c.timeZone),
          },
          {
            key: "progress",
            header: t("campaigns.columns.progress"),
            cell: (c) => (
              <Stack gap={4}>
                <Text size="sm">
                  {t("campaigns.sentOf", { sent: c.totals.sent, total: c.totals.recipients })}
                </Text>
                <Progress
                  value={
                    c.totals.recipients ? (100 * (c.totals.sent + c.totals.failed)) / c.totals.recipients : 0
                  }
                  aria-label={t("campaigns.sentOf", { sent: c.totals.sent, total: c.totals.recipients })}
                  size="sm"
                />
              </Stack>
            ),
          },
          {
            key: "clicked",
            header: t("campaigns.columns.clickRate"),
            nowrap: true,
            cell: (c) => rate(c.totals.clicked, c.totals),
          },
          {
            key: "submitted",
            header: t("campaigns.columns.submitRate"),
            nowrap: true,
            cell: (c) => rate(c.totals.submitted, c.totals),
          },
          {
            key: "reported",
            header: t("campaigns.columns.reportRate"),
            nowrap: true,
            cell: (c) => rate(c.totals.reported, c.totals),
          },
        ]}
        rows={rows}
        rowId={(c) => c.campaignId}
        total={campaigns.data?.length ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={campaigns.isPending}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
        emptyText={t("campaigns.empty")}
        testId="campaigns-table"
        stackOnPhones
      />
    </Stack>
  );
}
