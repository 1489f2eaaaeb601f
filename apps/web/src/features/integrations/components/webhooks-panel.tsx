import { Button, Group, Stack, Text } from "@mantine/core";
import { type TWebhook, type TWebhookCreated, ZWebhookInput, ZWebhookUpdate } from "@wellguard/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyValue } from "@/features/admin/components/copy-value";
import { ModalDialog } from "@/features/admin/components/modal-dialog";
import { QueryState } from "@/features/admin/components/query-state";
import { formatDateTime, formatNumber } from "@/features/admin/lib/format";
import { apiFieldCodes, checkWithSchema, type FieldCodes } from "@/features/organisation/lib/form-errors";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from "../api/integrations";
import { eventKey } from "../lib/forms";
import { DeliveryLog } from "./delivery-log";
import { PanelHeading } from "./panel-heading";
import { TONE_COLOURS } from "./tones";
import { WebhookForm, type WebhookFormValues } from "./webhook-form";

type Notice = { tone: "success" | "error"; text: string } | null;

const EMPTY_FORM: WebhookFormValues = { url: "", description: "", eventTypes: [], enabled: true };

/**
 * A company's webhook endpoints (issue 21): each receives the chosen events signed by the Standard Webhooks
 * scheme; the product turns one off after repeated failures. Each endpoint has its delivery log, with replay.
 */
/** `headingOrder`: the panel's heading level (3 inside the admin company page's Integrations section). */
export function WebhooksPanel({ companyId, headingOrder = 2 }: { companyId: number; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation(["integrations", "admin", "organisation", "contract"]);
  const titleId = useId();
  const webhooks = useWebhooks(companyId);
  const remove = useDeleteWebhook(companyId);
  const sendTest = useSendTestEvent(companyId);
  const [adding, setAdding] = useState(false);
  // The endpoint being edited stays after the dialog closes, so the native dialog closes (and gives focus back)
  // rather than unmounting; `opened` counts openings so each one starts from the endpoint as saved.
  const [editing, setEditing] = useState<{ webhook: TWebhook; open: boolean; opened: number } | null>(null);
  const [created, setCreated] = useState<TWebhookCreated | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const signingAvailable = webhooks.data?.signingAvailable !== false;

  function test(webhook: TWebhook) {
    setNotice(null);
    sendTest.mutate(webhook.id, {
      onSuccess: () => setNotice({ tone: "success", text: t("webhooks.testSent", { url: webhook.url }) }),
      onError: (failure) =>
        setNotice({
          tone: "error",
          text: t(errorMessageKey(isApiError(failure) ? failure.code : null)),
        }),
    });
  }

  return (
    <section aria-labelledby={titleId} data-testid="webhooks">
      <Stack gap="md">
        <PanelHeading
          titleId={titleId}
          order={headingOrder}
          title={t("webhooks.title")}
          intro={t("webhooks.intro")}
          action={
            <Button
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
              disabled={!webhooks.data || !signingAvailable}
              data-testid="webhook-new"
            >
              {t("webhooks.add")}
            </Button>
          }
        />
        {!signingAvailable && (
          <FormMessage id={`${titleId}-signing`} tone="info" testId="webhooks-signing-unavailable">
            {t("webhooks.signingUnavailable")}
          </FormMessage>
        )}
        {notice && (
          <FormMessage id={`${titleId}-notice`} tone={notice.tone} testId="webhooks-notice">
            {notice.text}
          </FormMessage>
        )}
        <QueryState query={webhooks} testId="webhooks-list">
          {(data) =>
            data.webhooks.length === 0 ? (
              <Stack gap="xs" data-testid="webhooks-empty">
                <Text>{t("webhooks.empty")}</Text>
                <Text size="sm" c="var(--wg-text-muted)">
                  {t("webhooks.emptyDocs")}
                </Text>
              </Stack>
            ) : (
              <ul className="wg-int-list" aria-label={t("webhooks.list")} data-testid="webhooks-rows">
                {data.webhooks.map((webhook) => (
                  <WebhookRow
                    key={webhook.id}
                    companyId={companyId}
                    webhook={webhook}
                    logHeadingOrder={headingOrder === 2 ? 3 : 4}
                    testing={sendTest.isPending && sendTest.variables === webhook.id}
                    onEdit={() => {
                      setNotice(null);
                      setEditing((last) => ({ webhook, open: true, opened: (last?.opened ?? 0) + 1 }));
                    }}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(webhook);
                    }}
                    onTest={() => test(webhook)}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Stack>

      <WebhookDialog
        companyId={companyId}
        open={adding}
        webhook={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          setAdding(false);
          if ("secret" in saved) setCreated(saved);
        }}
      />
      <WebhookDialog
        key={editing ? `${editing.webhook.id}-${editing.opened}` : "none"}
        companyId={companyId}
        open={editing?.open ?? false}
        webhook={editing?.webhook ?? null}
        onClose={() => setEditing((last) => last && { ...last, open: false })}
        onSaved={() => {
          setEditing((last) => last && { ...last, open: false });
          setNotice({ tone: "success", text: t("webhooks.saved") });
        }}
      />

      <ModalDialog
        open={created !== null}
        title={t("webhooks.createdTitle")}
        // Closing forgets the secret: it is never shown again.
        onClose={() => setCreated(null)}
        testId="webhook-created-dialog"
      >
        {created && (
          <Stack gap="sm">
            <FormMessage id={`${titleId}-once`} tone="warning" testId="webhook-created-once">
              {t("webhooks.createdOnce")}
            </FormMessage>
            <dl className="wg-copy-list">
              <CopyValue label={t("webhooks.secret")} value={created.secret} testId="webhook-secret" />
            </dl>
            <Text size="sm">{t("webhooks.verifyHint")}</Text>
          </Stack>
        )}
      </ModalDialog>

      <ModalDialog
        open={deleting !== null}
        title={t("webhooks.deleteTitle", { url: deleting?.url ?? "" })}
        onClose={() => setDeleting(null)}
        confirmLabel={t("organisation:actions.delete")}
        danger
        busy={remove.isPending}
        error={
          remove.error ? t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null)) : undefined
        }
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setNotice({ tone: "success", text: t("webhooks.deletedNotice") });
            },
          });
        }}
        testId="webhook-delete-dialog"
      >
        <Text>{t("webhooks.deleteText")}</Text>
      </ModalDialog>
    </section>
  );
}

/** Whether the endpoint receives events, in words: on, off by a person, or off by the product after failures. */
function webhookState(webhook: TWebhook, t: (key: string, values?: Record<string, string>) => string) {
  if (webhook.enabled) return { text: t("webhooks.on"), colour: TONE_COLOURS.success };
  const date = webhook.disabledAt ? formatDateTime(webhook.disabledAt) : "";
  if (webhook.disabledReason === "failures") {
    return { text: t("webhooks.offFailures", { date }), colour: TONE_COLOURS.error };
  }
  return { text: date ? t("webhooks.offOwner", { date }) : t("webhooks.off"), colour: TONE_COLOURS.warning };
}

function WebhookRow({
  companyId,
  webhook,
  logHeadingOrder,
  testing,
  onEdit,
  onDelete,
  onTest,
}: {
  companyId: number;
  webhook: TWebhook;
  logHeadingOrder: 3 | 4;
  testing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onTest: () => void;
}) {
  const { t } = useTranslation(["integrations", "organisation"]);
  const logId = useId();
  const [showLog, setShowLog] = useState(false);
  const state = webhookState(webhook, t);
  return (
    <li className="wg-int-item" data-testid="webhook-row">
      <Stack gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} className="wg-int-wrap" data-testid="webhook-url">
            {webhook.url}
          </Text>
          <Text size="sm" fw={600} c={state.colour} data-testid="webhook-state">
            {state.text}
          </Text>
        </Group>
        {webhook.description && (
          <Text size="sm" className="wg-int-wrap" data-testid="webhook-description">
            {webhook.description}
          </Text>
        )}
        <dl className="wg-int-facts">
          <dt>{t("webhooks.eventTypes")}</dt>
          <dd data-testid="webhook-types">
            {webhook.eventTypes.map((type) => t(eventKey(type))).join(", ")}
          </dd>
          <dt>{t("webhooks.failures")}</dt>
          <dd data-testid="webhook-failures">{formatNumber(webhook.consecutiveFailures)}</dd>
          <dt>{t("webhooks.lastSuccess")}</dt>
          <dd>
            {webhook.lastSuccessAt ? formatDateTime(webhook.lastSuccessAt) : t("webhooks.neverSucceeded")}
          </dd>
          <dt>{t("webhooks.created")}</dt>
          <dd>
            {webhook.createdBy
              ? t("webhooks.createdBy", { date: formatDateTime(webhook.createdAt), name: webhook.createdBy })
              : formatDateTime(webhook.createdAt)}
          </dd>
        </dl>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
            data-testid="webhook-log-toggle"
          >
            {showLog ? t("deliveries.hide") : t("deliveries.show")}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={onTest}
            loading={testing}
            disabled={!webhook.enabled}
            data-testid="webhook-test"
          >
            {t("webhooks.sendTest")}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={onEdit}
            aria-label={t("webhooks.editNamed", { url: webhook.url })}
            data-testid="webhook-edit"
          >
            {t("webhooks.edit")}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={onDelete}
            aria-label={t("webhooks.deleteNamed", { url: webhook.url })}
            data-testid="webhook-delete"
          >
            {t("organisation:actions.delete")}
          </Button>
        </Group>
        <div id={logId}>
          {showLog && (
            <DeliveryLog companyId={companyId} webhookId={webhook.id} headingOrder={logHeadingOrder} />
          )}
        </div>
      </Stack>
    </li>
  );
}

/** Adding (webhook null) or editing one endpoint in a dialog; the new endpoint's answer carries its secret. */
function WebhookDialog({
  companyId,
  open,
  webhook,
  onClose,
  onSaved,
}: {
  companyId: number;
  open: boolean;
  webhook: TWebhook | null;
  onClose: () => void;
  onSaved: (saved: TWebhook | TWebhookCreated) => void;
}) {
  const { t } = useTranslation(["integrations", "contract"]);
  const create = useCreateWebhook(companyId);
  const update = useUpdateWebhook(companyId);
  const initial: WebhookFormValues = webhook
    ? {
        url: webhook.url,
        description: webhook.description,
        eventTypes: [...webhook.eventTypes],
        enabled: webhook.enabled,
      }
    : EMPTY_FORM;
  const [values, setValues] = useState<WebhookFormValues>(initial);
  const [errors, setErrors] = useState<FieldCodes>({});

  async function submit() {
    const check = webhook
      ? checkWithSchema(ZWebhookUpdate, values)
      : checkWithSchema(ZWebhookInput, {
          url: values.url,
          description: values.description,
          eventTypes: values.eventTypes,
        });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      const saved = webhook
        ? await update.mutateAsync({ id: webhook.id, input: { ...check.data, enabled: values.enabled } })
        : await create.mutateAsync(check.data);
      if (!webhook) setValues(EMPTY_FORM);
      onSaved(saved);
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    }
  }

  return (
    <ModalDialog
      open={open}
      title={webhook ? t("webhooks.editTitle") : t("webhooks.addTitle")}
      onClose={() => {
        setErrors({});
        onClose();
      }}
      confirmLabel={webhook ? t("webhooks.save") : t("webhooks.addConfirm")}
      busy={create.isPending || update.isPending}
      onConfirm={() => void submit()}
      error={errors._ ? t(errorMessageKey(errors._)) : undefined}
      testId={webhook ? "webhook-edit-dialog" : "webhook-add-dialog"}
    >
      <WebhookForm
        values={values}
        onChange={setValues}
        errors={errors}
        onSubmit={() => void submit()}
        editing={webhook !== null}
        turnedOffByFailures={webhook?.disabledReason === "failures"}
        testId="webhook-form"
      />
    </ModalDialog>
  );
}
