import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import {
  type TWebhookDelivery,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
} from "@wellguard/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber } from "@/features/admin/lib/format";
import { NativeSelectField } from "@/features/controller/components/native-select";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useDeliveries, useReplayDelivery } from "../api/integrations";
import { failureMessage } from "../lib/failures";
import { eventKey } from "../lib/forms";
import { TONE_COLOURS } from "./tones";

/** How often the log looks again while a delivery is still waiting for its next attempt. */
const PENDING_REFRESH_MS = 3000;

const STATUS_COLOUR: Record<WebhookDeliveryStatus, string> = {
  pending: TONE_COLOURS.warning,
  delivered: TONE_COLOURS.success,
  failed: TONE_COLOURS.error,
};

/**
 * One endpoint's delivery log, newest first: when, which event, how it went (status in words, the receiver's
 * HTTP code, duration, attempts, next attempt), with replay; a status filter and "older" paging by cursor.
 */
export function DeliveryLog({
  companyId,
  webhookId,
  headingOrder,
}: {
  companyId: number;
  webhookId: number;
  headingOrder: 3 | 4;
}) {
  const { t } = useTranslation(["integrations", "organisation", "contract"]);
  const titleId = useId();
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const deliveries = useDeliveries(companyId, webhookId, status);
  const replay = useReplayDelivery(companyId, webhookId);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const rows = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const waiting = rows.some((row) => row.status === "pending");
  // A pending delivery changes on its own (the worker sends it): look again until none is left.
  useInterval(waiting, () => void deliveries.refetch());

  return (
    <section className="wg-int-deliveries" aria-labelledby={titleId} data-testid="deliveries">
      <Stack gap="sm">
        <Title order={headingOrder} size="h5" id={titleId}>
          {t("deliveries.title")}
        </Title>
        <Group gap="sm" align="flex-end">
          <NativeSelectField
            label={t("deliveries.filter")}
            value={status ?? ""}
            options={[
              { value: "", label: t("deliveries.status.all") },
              ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`deliveries.status.${s}`) })),
            ]}
            onChange={(value) => setStatus(value === "" ? null : (value as WebhookDeliveryStatus))}
            testId="deliveries-filter"
          />
          <Button
            variant="default"
            size="sm"
            onClick={() => void deliveries.refetch()}
            loading={deliveries.isRefetching}
            data-testid="deliveries-refresh"
          >
            {t("deliveries.refresh")}
          </Button>
        </Group>
        {notice && (
          <FormMessage id={`${titleId}-notice`} tone={notice.tone} testId="deliveries-notice">
            {notice.text}
          </FormMessage>
        )}
        {deliveries.isPending ? (
          <Group role="status" gap="xs" data-testid="deliveries-loading">
            <Loader size="sm" aria-hidden />
            <Text>{t("translation:common.loading")}</Text>
          </Group>
        ) : deliveries.isError && rows.length === 0 ? (
          <Stack gap="sm" data-testid="deliveries-error">
            <FormMessage id={`${titleId}-error`} tone="error">
              {t(errorMessageKey(isApiError(deliveries.error) ? deliveries.error.code : null))}
            </FormMessage>
            <Group>
              <Button variant="default" onClick={() => void deliveries.refetch()}>
                {t("organisation:table.retry")}
              </Button>
            </Group>
          </Stack>
        ) : rows.length === 0 ? (
          <Text size="sm" data-testid="deliveries-empty">
            {status ? t("deliveries.emptyFiltered") : t("deliveries.empty")}
          </Text>
        ) : (
          <ul className="wg-int-list" aria-labelledby={titleId} data-testid="deliveries-rows">
            {rows.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                replaying={replay.isPending && replay.variables === delivery.id}
                onReplay={() => {
                  setNotice(null);
                  replay.mutate(delivery.id, {
                    onSuccess: () => setNotice({ tone: "success", text: t("deliveries.replayed") }),
                    onError: (failure) =>
                      setNotice({
                        tone: "error",
                        text: t(errorMessageKey(isApiError(failure) ? failure.code : null)),
                      }),
                  });
                }}
              />
            ))}
          </ul>
        )}
        {deliveries.hasNextPage && (
          <Group>
            <Button
              variant="default"
              size="sm"
              onClick={() => void deliveries.fetchNextPage()}
              loading={deliveries.isFetchingNextPage}
              data-testid="deliveries-older"
            >
              {t("deliveries.older")}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

/** Calls `tick` every PENDING_REFRESH_MS while `active`. */
function useInterval(active: boolean, tick: () => void) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => latest.current(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}

function DeliveryRow({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: TWebhookDelivery;
  replaying: boolean;
  onReplay: () => void;
}) {
  const { t } = useTranslation("integrations");
  const type =
    delivery.eventType === "webhook.test" ? t("events.webhook_test") : t(eventKey(delivery.eventType));
  // The reason comes as a code (and a detail): worded here, in the reader's language.
  const failure = failureMessage(delivery, formatNumber);
  return (
    <li className="wg-int-item" data-testid="delivery-row" data-status={delivery.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text fw={600} data-testid="delivery-type">
              {type}
            </Text>
            <Text size="sm" fw={600} c={STATUS_COLOUR[delivery.status]} data-testid="delivery-status">
              {t(`deliveries.status.${delivery.status}`)}
            </Text>
          </Group>
          <Button
            variant="default"
            size="xs"
            onClick={onReplay}
            loading={replaying}
            aria-label={t("deliveries.replayNamed", { type, date: formatDateTime(delivery.createdAt) })}
            data-testid="delivery-replay"
          >
            {t("deliveries.replay")}
          </Button>
        </Group>
        <dl className="wg-int-facts">
          <dt>{t("deliveries.time")}</dt>
          <dd>{formatDateTime(delivery.createdAt)}</dd>
          <dt>{t("deliveries.responseCode")}</dt>
          <dd data-testid="delivery-code">
            {delivery.lastStatusCode !== null
              ? String(delivery.lastStatusCode)
              : delivery.attempts > 0
                ? t("deliveries.noAnswer")
                : t("deliveries.notYet")}
          </dd>
          <dt>{t("deliveries.duration")}</dt>
          <dd>
            {delivery.lastDurationMs !== null
              ? t("deliveries.ms", { count: formatNumber(delivery.lastDurationMs) })
              : "—"}
          </dd>
          <dt>{t("deliveries.attempts")}</dt>
          <dd data-testid="delivery-attempts">{formatNumber(delivery.attempts)}</dd>
          {delivery.nextAttemptAt && delivery.status === "pending" && (
            <>
              <dt>{t("deliveries.nextAttempt")}</dt>
              <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
            </>
          )}
          {failure && (
            <>
              <dt>{t("deliveries.error")}</dt>
              <dd data-testid="delivery-error" data-code={delivery.lastError}>
                {t(failure.key, failure.values)}
              </dd>
            </>
          )}
          {delivery.replayOf && (
            <>
              <dt>{t("deliveries.replayOf")}</dt>
              <dd>{t("deliveries.replayOfText")}</dd>
            </>
          )}
        </dl>
      </Stack>
    </li>
  );
}
