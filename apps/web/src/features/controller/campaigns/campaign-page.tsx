import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TCampaign, TCampaignRecipient, TManagedCompany } from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { ConfirmDialog } from "../components/confirm-dialog";
import { ControllerPage } from "../components/controller-page";
import { ScrollRegion } from "../dashboards/shared";
import {
  downloadRecipients,
  useCampaign,
  useCampaignLevers,
  useCampaignRecipients,
  useDeleteCampaign,
} from "./api";
import { campaignDateTime, isoDateTime, rate, StatusBadge } from "./shared";
import { ChannelBadge } from "./sms-parts";

const PAGE_SIZE = 25;

/**
 * One campaign (spec §2 controller/campaigns/{id}; docs/phishing.md): its funnel (delivered, opened, clicked,
 * submitted, reported; no "opened" for SMS, issue 18) with the automated hits apart, results by lever, each recipient's timeline, the xlsx export,
 * and cancel (running) or delete (not started).
 */
export function CampaignPage() {
  const { t } = useTranslation("controller");
  const id = Number(useParams().id);
  return (
    <ControllerPage
      title={t("campaigns.detailTitle")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="campaign"
    >
      {(company) => <Campaign key={`${company.stakeholderId}-${id}`} company={company} id={id} />}
    </ControllerPage>
  );
}

function Campaign({ company, id }: { company: TManagedCompany; id: number }) {
  const { t } = useTranslation("controller");
  const campaign = useCampaign(company.stakeholderId, id);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  if (campaign.isPending) return <Text role="status">{t("translation:common.loading")}</Text>;
  if (campaign.isError)
    return (
      <FormMessage id="campaign-error" tone="error" testId="campaign-error">
        {t(errorMessageKey(isApiError(campaign.error) ? campaign.error.code : null))}
      </FormMessage>
    );
  const c = campaign.data;
  return (
    <Stack gap="lg">
      {created && (
        <FormMessage id="campaign-created" tone="success" testId="campaign-created">
          {t("campaigns.created")}
        </FormMessage>
      )}
      <Summary company={company} campaign={c} />
      <Funnel campaign={c} />
      <Levers companyId={company.stakeholderId} id={id} />
      <Recipients companyId={company.stakeholderId} campaign={c} />
    </Stack>
  );
}

function Summary({ company, campaign: c }: { company: TManagedCompany; campaign: TCampaign }) {
  const { t } = useTranslation("controller");
  const navigate = useNavigate();
  const remove = useDeleteCampaign(company.stakeholderId);
  const [confirming, setConfirming] = useState(false);
  const canStop = c.status === "scheduled" || c.status === "sending" || c.status === "running";
  const stopKey = c.status === "scheduled" ? "delete" : "cancel";
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" data-testid="campaign-name" style={{ overflowWrap: "anywhere" }}>
            {c.name}
          </Title>
          <Group gap="xs">
            <ChannelBadge channel={c.channel} />
            <StatusBadge status={c.status} />
          </Group>
        </Group>
        {c.seriesId !== null && (
          <Anchor
            component={Link}
            to={href("Series", { id: c.seriesId })}
            size="sm"
            data-testid="campaign-series-link"
          >
            {t("campaigns.series.ofSeries", { index: c.seriesIndex ?? 1 })}
          </Anchor>
        )}
        <dl className="wg-facts">
          <dt>{t("campaigns.fields.template")}</dt>
          <dd>{c.templateName ?? t("campaigns.chosenPerPerson")}</dd>
          <dt>{t(c.channel === "sms" ? "campaigns.sms.linkDomain" : "campaigns.fields.domain")}</dt>
          <dd>{c.domain?.host ?? "—"}</dd>
          <dt>{t("campaigns.fields.start")}</dt>
          <dd>{campaignDateTime(c.startDate, c.timeZone)}</dd>
          <dt>{t("campaigns.fields.sendBy")}</dt>
          <dd>{campaignDateTime(c.sendByDate, c.timeZone)}</dd>
          <dt>{t("campaigns.fields.end")}</dt>
          <dd>{campaignDateTime(c.endDate, c.timeZone)}</dd>
          <dt>{t("campaigns.fields.timeZone")}</dt>
          <dd>{c.timeZone}</dd>
          <dt>
            {t(
              c.stakeholders.type === "DEPARTMENTS"
                ? "campaigns.targets.departments"
                : "campaigns.targets.tags",
            )}
          </dt>
          <dd>{c.stakeholders.names.join(", ")}</dd>
          <dt>{t("campaigns.fields.workingHours")}</dt>
          <dd>{t(c.workingHours ? "campaigns.yes" : "campaigns.no")}</dd>
        </dl>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            onClick={() => void downloadRecipients(company.stakeholderId, c.campaignId)}
            data-testid="campaign-export"
          >
            {t("campaigns.export")}
          </Button>
          {canStop && (
            <Button
              color="red.9"
              variant="outline"
              onClick={() => setConfirming(true)}
              data-testid={`campaign-${stopKey}`}
            >
              {t(`campaigns.${stopKey}`)}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t(`campaigns.${stopKey}Title`)}
        message={t(`campaigns.${stopKey}Message`)}
        confirmLabel={t(`campaigns.${stopKey}`)}
        danger
        busy={remove.isPending}
        error={
          remove.isError ? (
            <FormMessage id="campaign-stop-problem" tone="error">
              {t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null))}
            </FormMessage>
          ) : undefined
        }
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void remove.mutateAsync(c.campaignId).then(
            (result) => {
              setConfirming(false);
              if (result.outcome === "deleted") navigate(href("Campaigns"));
            },
            () => {},
          )
        }
        testId="campaign-stop-dialog"
      />
    </Paper>
  );
}

function Funnel({ campaign: c }: { campaign: TCampaign }) {
  const { t } = useTranslation("controller");
  // A text has no pixel to tell when it is read: SMS campaigns have no "opened" step.
  const sms = c.channel === "sms";
  const steps = [
    { key: "delivered", count: c.totals.sent },
    ...(sms ? [] : [{ key: "opened", count: c.totals.opened }]),
    { key: "clicked", count: c.totals.clicked },
    { key: "submitted", count: c.totals.submitted },
    { key: "reported", count: c.totals.reported },
  ];
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="campaign-funnel-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-funnel-title">
          {t("campaigns.funnelTitle")}
        </Title>
        <Text size="sm">{t("campaigns.sentOf", { sent: c.totals.sent, total: c.totals.recipients })}</Text>
        <Stack gap="xs" data-testid="campaign-funnel">
          {steps.map((step) => (
            <div key={step.key} data-testid={`funnel-${step.key}`} data-count={step.count}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t(`campaigns.funnel.${step.key}`)}</Text>
                <Text size="sm" fw={600}>
                  {step.key === "delivered" ? step.count : `${step.count} · ${rate(step.count, c.totals)}`}
                </Text>
              </Group>
              <Progress
                value={c.totals.recipients ? (100 * step.count) / c.totals.recipients : 0}
                aria-label={t(`campaigns.funnel.${step.key}`)}
              />
            </div>
          ))}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Text size="sm" data-testid="campaign-automated">
            {t("campaigns.automated", { count: c.totals.automated })}
          </Text>
          <Text size="sm">{t("campaigns.failed", { count: c.totals.failed })}</Text>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(sms ? "campaigns.sms.automatedHint" : "campaigns.automatedHint")}
        </Text>
        {sms && (
          <Text size="sm" c="dimmed" data-testid="campaign-sms-no-opened">
            {t("campaigns.sms.openedHint")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Levers({ companyId, id }: { companyId: number; id: number }) {
  const { t } = useTranslation("controller");
  const levers = useCampaignLevers(companyId, id);
  if (!levers.data || levers.data.length === 0) return null;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="campaign-levers-title"
    >
      <Title order={2} size="h3" id="campaign-levers-title" mb="sm">
        {t("campaigns.leversTitle")}
      </Title>
      <ScrollRegion label={t("campaigns.leversTitle")}>
        <Table miw={360} data-testid="campaign-levers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("campaigns.columns.lever")}</Table.Th>
              <Table.Th scope="col">{t("campaigns.columns.recipients")}</Table.Th>
              <Table.Th scope="col">{t("campaigns.funnel.clicked")}</Table.Th>
              <Table.Th scope="col">{t("campaigns.funnel.submitted")}</Table.Th>
              <Table.Th scope="col">{t("campaigns.funnel.reported")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levers.data.map((lever) => (
              <Table.Tr key={lever.lever}>
                <Table.Th scope="row">{t(`campaigns.levers.${lever.lever}`)}</Table.Th>
                <Table.Td>{lever.recipients}</Table.Td>
                <Table.Td>{lever.clicked}</Table.Td>
                <Table.Td>{lever.submitted}</Table.Td>
                <Table.Td>{lever.reported}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}

function Recipients({ companyId, campaign }: { companyId: number; campaign: TCampaign }) {
  const { t } = useTranslation("controller");
  const recipients = useCampaignRecipients(companyId, campaign.campaignId);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const rows = recipients.data?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const outcome = (r: TCampaignRecipient) =>
    r.submittedAt
      ? "submitted"
      : r.clickedAt
        ? "clicked"
        : r.reportedAt
          ? "reported"
          : r.status === "sent"
            ? "noAction"
            : r.status;
  const shown = recipients.data?.find((r) => r.stakeholderId === open);
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="campaign-recipients-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-recipients-title">
          {t("campaigns.recipientsTitle")}
        </Title>
        <DataTable<TCampaignRecipient>
          caption={t("campaigns.recipientsCaption", { name: campaign.name })}
          columns={[
            { key: "name", header: t("campaigns.columns.person"), cell: (r) => r.name },
            {
              key: "department",
              header: t("campaigns.columns.department"),
              cell: (r) => r.departmentName ?? "—",
            },
            {
              key: "outcome",
              header: t("campaigns.columns.outcome"),
              cell: (r) => (
                <span data-testid="recipient-outcome">{t(`campaigns.outcomes.${outcome(r)}`)}</span>
              ),
            },
            {
              key: "sent",
              header: t("campaigns.columns.sent"),
              nowrap: true,
              cell: (r) => isoDateTime(r.sentAt),
            },
            { key: "automated", header: t("campaigns.columns.automated"), cell: (r) => r.automatedHits },
            {
              key: "timeline",
              header: t("campaigns.columns.timeline"),
              cell: (r) => (
                <Button
                  size="xs"
                  variant="subtle"
                  aria-expanded={open === r.stakeholderId}
                  aria-controls="campaign-timeline"
                  onClick={() => setOpen(open === r.stakeholderId ? null : r.stakeholderId)}
                  aria-label={t("campaigns.timelineFor", { name: r.name })}
                >
                  {t(open === r.stakeholderId ? "campaigns.hideTimeline" : "campaigns.showTimeline")}
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowId={(r) => r.stakeholderId}
          total={recipients.data?.length ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          loading={recipients.isPending}
          error={recipients.error}
          onRetry={() => void recipients.refetch()}
          emptyText={t("campaigns.noRecipients")}
          testId="campaign-recipients"
          stackOnPhones
        />
        {shown && (
          <section
            id="campaign-timeline"
            aria-label={t("campaigns.timelineFor", { name: shown.name })}
            data-testid="campaign-timeline"
          >
            <Title order={3} size="h4">
              {t("campaigns.timelineFor", { name: shown.name })}
            </Title>
            {shown.submittedFields.length > 0 && (
              <Text size="sm">
                {t("campaigns.fieldsFilled", {
                  fields: shown.submittedFields.map((f) => t(`campaigns.landingFields.${f}`)).join(", "),
                })}
              </Text>
            )}
            <ol className="wg-timeline">
              {shown.events.map((e) => (
                <li key={e.eventId} data-automated={e.automated}>
                  <time dateTime={e.at}>{isoDateTime(e.at)}</time> · {t(`campaigns.events.${e.kind}`)}
                  {e.automated ? ` · ${t(`campaigns.automatedReasons.${e.detail ?? "scanner"}`)}` : ""}
                  {e.kind === "failed" && e.detail ? ` · ${e.detail}` : ""}
                </li>
              ))}
            </ol>
          </section>
        )}
      </Stack>
    </Paper>
  );
}
