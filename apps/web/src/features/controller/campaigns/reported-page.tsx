import { Anchor, Badge, Button, Group, Radio, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import {
  numberFormat,
  REPORTED_VERDICTS,
  type ReportedVerdict,
  type TManagedCompany,
  type TReportedAttachment,
  type TReportedMessage,
} from "@wellguard/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { FormMessage } from "@/ui/form-message";
import { ModalDialog } from "../components/confirm-dialog";
import { ControllerPage } from "../components/controller-page";
import { downloadReportedAttachment, useReportedMessages, useReportedVerdict } from "./api";
import { splitAtDomain } from "./link-domain";
import { isoDateTime } from "./shared";

const PAGE_SIZE = 25;
/** The server answers the newest 500 (reported-routes.ts); the page says so when it is full. */
const SERVER_LIMIT = 500;

type Filter = "unreviewed" | "all";
type ReportedLink = TReportedMessage["links"][number];

// Explicit pairs (the FormMessage tones) keep the small badge text above 4.5:1 (WCAG 2.1 AA).
const REVIEW_COLOURS: Record<ReportedVerdict | "unreviewed", { fg: string; bg: string }> = {
  unreviewed: { fg: "#123e66", bg: "#eef5fc" },
  malicious: { fg: "#8a1c1c", bg: "#fff0f0" },
  spam: { fg: "#5c3300", bg: "#fff6e5" },
  harmless: { fg: "#1b5e20", bg: "#effaf0" },
};

/**
 * The report mailbox's review queue (issue 17 point 7; docs/phishing-reporting.md "Review queue screen"): real
 * suspicious e-mails people forwarded, newest first, to mark malicious, spam or harmless. Everything in them is
 * untrusted: links are shown as text, never as anchors, and attachments only download as unopened bytes.
 */
export function ReportedPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("campaigns.reported.title")}
      intro={t("campaigns.reported.intro")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="reported"
    >
      {(company) => <ReportedQueue key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

/**
 * The campaigns list's way in: a link to the queue with how many messages wait for review. It shares the queue's
 * cached answer, so the count costs one request that the queue page then reuses.
 */
export function ReportedQueueLink() {
  const { t } = useTranslation("controller");
  const companyId = useManagedCompanyId();
  const messages = useReportedMessages(companyId ?? 0, companyId !== null);
  const waiting = messages.data?.filter((m) => m.reviewedAt === null).length;
  return (
    <Button
      variant="default"
      component={Link}
      to={href("CampaignsReported")}
      data-testid="reported-queue-link"
    >
      {waiting === undefined
        ? t("campaigns.reported.link")
        : t("campaigns.reported.linkWaiting", { count: waiting })}
    </Button>
  );
}

function ReportedQueue({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const companyId = company.stakeholderId;
  const messages = useReportedMessages(companyId);
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get("show") === "all" ? "all" : "unreviewed";
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);
  // The dialog gives focus back to the message it was opened from; one just reviewed may have left the list,
  // and then focus would be lost on the page: it goes to the filter instead.
  const closeDetail = () => {
    setOpenId(null);
    setTimeout(() => {
      if (document.activeElement === document.body)
        filterRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    }, 0);
  };

  const all = messages.data;
  const waiting = all?.filter((m) => m.reviewedAt === null);
  const shown = filter === "all" ? all : waiting;
  const rows = shown?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // Looked up in every message: one reviewed while open stays open though it leaves the "to review" list.
  const open = all?.find((m) => m.reportedMessageId === openId);

  const chooseFilter = (next: string) => {
    setPage(1);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "all") updated.set("show", "all");
        else updated.delete("show");
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        ref={filterRef}
        value={filter}
        onChange={chooseFilter}
        aria-label={t("campaigns.reported.filterLabel")}
        data={[
          {
            value: "unreviewed",
            label: t("campaigns.reported.filter.unreviewed", { count: waiting?.length ?? 0 }),
          },
          { value: "all", label: t("campaigns.reported.filter.all", { count: all?.length ?? 0 }) },
        ]}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
        data-testid="reported-filter"
      />
      {all && all.length >= SERVER_LIMIT && (
        <Text size="sm" c="var(--wg-text-muted)">
          {t("campaigns.reported.limitNote", { count: SERVER_LIMIT })}
        </Text>
      )}
      <DataTable<TReportedMessage>
        caption={t("campaigns.reported.caption", { company: company.name })}
        columns={[
          {
            key: "subject",
            header: t("campaigns.reported.columns.subject"),
            cell: (m) => (
              <Anchor
                component="button"
                type="button"
                onClick={() => setOpenId(m.reportedMessageId)}
                aria-haspopup="dialog"
                c="var(--wg-link)"
                underline="always"
                style={{ textAlign: "start", overflowWrap: "anywhere" }}
                data-testid="reported-open"
              >
                <bdi>{m.subject || t("campaigns.reported.noSubject")}</bdi>
              </Anchor>
            ),
          },
          {
            key: "received",
            header: t("campaigns.reported.columns.received"),
            nowrap: true,
            cell: (m) => <time dateTime={m.receivedAt}>{isoDateTime(m.receivedAt)}</time>,
          },
          {
            key: "sender",
            header: t("campaigns.reported.columns.sender"),
            cell: (m) => <UntrustedText text={m.sender} fallback={t("campaigns.reported.noSender")} />,
          },
          {
            key: "reporter",
            header: t("campaigns.reported.columns.reporter"),
            cell: (m) => m.reporter?.name ?? t("campaigns.reported.unknownReporter"),
          },
          { key: "links", header: t("campaigns.reported.columns.links"), cell: (m) => m.links.length },
          {
            key: "attachments",
            header: t("campaigns.reported.columns.attachments"),
            cell: (m) => m.attachments.length,
          },
          {
            key: "review",
            header: t("campaigns.reported.columns.review"),
            nowrap: true,
            cell: (m) => <ReviewBadge message={m} />,
          },
        ]}
        rows={rows}
        rowId={(m) => m.reportedMessageId}
        total={shown?.length ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={messages.isPending}
        error={messages.error}
        onRetry={() => void messages.refetch()}
        emptyText={t(filter === "all" ? "campaigns.reported.emptyAll" : "campaigns.reported.emptyUnreviewed")}
        testId="reported-table"
        stackOnPhones
      />
      <ModalDialog
        open={open !== undefined}
        title={open?.subject || t("campaigns.reported.noSubject")}
        onClose={closeDetail}
        testId="reported-detail"
      >
        {open && (
          <MessageDetail
            key={open.reportedMessageId}
            companyId={companyId}
            message={open}
            onClose={closeDetail}
          />
        )}
      </ModalDialog>
    </Stack>
  );
}

function ReviewBadge({ message }: { message: TReportedMessage }) {
  const { t } = useTranslation("controller");
  const state = message.verdict ?? "unreviewed";
  return (
    <Badge
      variant="light"
      c={REVIEW_COLOURS[state].fg}
      bg={REVIEW_COLOURS[state].bg}
      data-testid="reported-review"
      data-verdict={state}
    >
      {t(state === "unreviewed" ? "campaigns.reported.notReviewed" : `campaigns.reported.verdicts.${state}`)}
    </Badge>
  );
}

/** A text the sender wrote: isolated from the page's text direction, so it cannot reorder what is around it. */
function UntrustedText({ text, fallback }: { text: string | null; fallback: string }) {
  return <bdi style={{ overflowWrap: "anywhere" }}>{text || fallback}</bdi>;
}

function MessageDetail({
  companyId,
  message,
  onClose,
}: {
  companyId: number;
  message: TReportedMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation("controller");
  return (
    <Stack gap="md">
      <dl className="wg-facts">
        <dt>{t("campaigns.reported.columns.received")}</dt>
        <dd>
          <time dateTime={message.receivedAt}>{isoDateTime(message.receivedAt)}</time>
        </dd>
        <dt>{t("campaigns.reported.columns.sender")}</dt>
        <dd data-testid="reported-sender">
          <UntrustedText text={message.sender} fallback={t("campaigns.reported.noSender")} />
        </dd>
        <dt>{t("campaigns.reported.columns.reporter")}</dt>
        <dd>{message.reporter?.name ?? t("campaigns.reported.unknownReporter")}</dd>
        <dt>{t("campaigns.reported.columns.review")}</dt>
        <dd>
          <Group gap="xs" wrap="wrap">
            <ReviewBadge message={message} />
            {message.reviewedAt && (
              <Text size="sm" component="span">
                {t("campaigns.reported.reviewedAt", { date: isoDateTime(message.reviewedAt) })}
              </Text>
            )}
          </Group>
        </dd>
      </dl>
      <VerdictForm companyId={companyId} message={message} />
      <Links links={message.links} />
      <Attachments companyId={companyId} message={message} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="reported-close">
          {t("campaigns.reported.close")}
        </Button>
      </Group>
    </Stack>
  );
}

function VerdictForm({ companyId, message }: { companyId: number; message: TReportedMessage }) {
  const { t } = useTranslation("controller");
  const save = useReportedVerdict(companyId);
  const [choice, setChoice] = useState<ReportedVerdict | null>(message.verdict);
  const unchanged = choice === message.verdict;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (choice && !unchanged) save.mutate({ id: message.reportedMessageId, verdict: choice });
      }}
      data-testid="reported-verdict-form"
    >
      <Stack gap="xs">
        <Radio.Group
          value={choice}
          onChange={(value) => {
            save.reset();
            setChoice(value as ReportedVerdict);
          }}
          label={t("campaigns.reported.verdictLabel")}
          description={t("campaigns.reported.verdictHint")}
        >
          <Group gap="md" mt="xs" wrap="wrap">
            {REPORTED_VERDICTS.map((verdict) => (
              <Radio
                key={verdict}
                value={verdict}
                label={t(`campaigns.reported.verdicts.${verdict}`)}
                data-testid={`reported-verdict-${verdict}`}
              />
            ))}
          </Group>
        </Radio.Group>
        <Group>
          <Button
            type="submit"
            disabled={choice === null || unchanged}
            loading={save.isPending}
            data-testid="reported-verdict-save"
          >
            {t("campaigns.reported.saveVerdict")}
          </Button>
        </Group>
        {save.isSuccess && unchanged && (
          <FormMessage id="reported-verdict-saved" tone="success" testId="reported-verdict-saved">
            {t("campaigns.reported.verdictSaved")}
          </FormMessage>
        )}
        {save.isError && (
          <FormMessage id="reported-verdict-error" tone="error" testId="reported-verdict-error">
            {t(errorMessageKey(isApiError(save.error) ? save.error.code : null))}
          </FormMessage>
        )}
      </Stack>
    </form>
  );
}

function Links({ links }: { links: ReportedLink[] }) {
  const { t } = useTranslation("controller");
  return (
    <section aria-labelledby="reported-links-title">
      <Title order={3} size="h4" id="reported-links-title">
        {t("campaigns.reported.linksTitle", { count: links.length })}
      </Title>
      {links.length === 0 ? (
        <Text size="sm">{t("campaigns.reported.noLinks")}</Text>
      ) : (
        <>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("campaigns.reported.linksHint")}
          </Text>
          <ul className="wg-reported-links" data-testid="reported-links">
            {links.map((link) => {
              const parts = splitAtDomain(link.url, link.domain);
              return (
                <li key={link.url} data-testid="reported-link-item">
                  {/* Text only, never an anchor: the link may be malicious. */}
                  <code dir="ltr" className="wg-reported-url">
                    {parts ? (
                      <>
                        {parts[0]}
                        <mark data-testid="reported-link-domain">{parts[1]}</mark>
                        {parts[2]}
                      </>
                    ) : (
                      link.url
                    )}
                  </code>
                  {!parts && (
                    <Text size="sm" component="div">
                      {t("campaigns.reported.domain")}{" "}
                      <mark className="wg-reported-domain" data-testid="reported-link-domain">
                        {link.domain}
                      </mark>
                    </Text>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function Attachments({ companyId, message }: { companyId: number; message: TReportedMessage }) {
  const { t } = useTranslation("controller");
  const [problem, setProblem] = useState<unknown>(null);
  const { attachments } = message;
  return (
    <section aria-labelledby="reported-attachments-title">
      <Title order={3} size="h4" id="reported-attachments-title">
        {t("campaigns.reported.attachmentsTitle", { count: attachments.length })}
      </Title>
      {attachments.length === 0 ? (
        <Text size="sm">{t("campaigns.reported.noAttachments")}</Text>
      ) : (
        <Stack gap="sm">
          <FormMessage id="reported-attachments-warning" tone="warning" testId="reported-attachments-warning">
            {t("campaigns.reported.attachmentsWarning")}
          </FormMessage>
          <ul className="wg-reported-attachments" data-testid="reported-attachments">
            {attachments.map((a) => (
              <li key={a.attachmentId} data-testid="reported-attachment">
                <dl className="wg-facts">
                  <dt>{t("campaigns.reported.attachment.name")}</dt>
                  <dd data-testid="reported-attachment-name">{a.fileName}</dd>
                  <dt>{t("campaigns.reported.attachment.type")}</dt>
                  <dd>{a.declaredType ?? t("campaigns.reported.attachment.typeUnknown")}</dd>
                  <dt>{t("campaigns.reported.attachment.size")}</dt>
                  <dd>
                    <FileSize bytes={a.size} />
                  </dd>
                  <dt>{t("campaigns.reported.attachment.sha256")}</dt>
                  <dd>
                    <code className="wg-reported-hash" data-testid="reported-attachment-sha256">
                      {a.sha256}
                    </code>
                  </dd>
                </dl>
                <Button
                  variant="outline"
                  color="red.9"
                  size="sm"
                  onClick={() => {
                    setProblem(null);
                    downloadReportedAttachment(companyId, message.reportedMessageId, a).catch(setProblem);
                  }}
                  aria-label={t("campaigns.reported.downloadLabel", { name: a.fileName })}
                  data-testid="reported-attachment-download"
                >
                  {t("campaigns.reported.download")}
                </Button>
              </li>
            ))}
          </ul>
          {problem !== null && (
            <FormMessage id="reported-download-error" tone="error" testId="reported-download-error">
              {t(errorMessageKey(isApiError(problem) ? problem.code : null))}
            </FormMessage>
          )}
        </Stack>
      )}
    </section>
  );
}

/** Bytes, kilobytes or megabytes in the interface language. */
function FileSize({ bytes }: { bytes: TReportedAttachment["size"] }) {
  const { t } = useTranslation("controller");
  const locale = currentLocale();
  if (bytes < 1024)
    return <>{t("campaigns.reported.sizeBytes", { size: numberFormat(locale).format(bytes) })}</>;
  const decimals = numberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024)
    return <>{t("campaigns.reported.sizeKb", { size: decimals.format(bytes / 1024) })}</>;
  return <>{t("campaigns.reported.sizeMb", { size: decimals.format(bytes / (1024 * 1024)) })}</>;
}
