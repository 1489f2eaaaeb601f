import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useOutboxMessage } from "../api/get-outbox-message";
import { LinkedText } from "./linked-text";
import { OutboxStatus } from "./outbox-status";

/**
 * One message in a native modal <dialog> (focus moves in, Escape closes, the page behind is inert, focus returns
 * to the opener): who, when, status, and its text body. The HTML body is never rendered.
 */
export function OutboxMessageDialog({
  id,
  onClose,
  formatDate,
}: {
  id: number | null;
  onClose: () => void;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const message = useOutboxMessage(id);
  const data = message.data;
  const open = id !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, native to <dialog>
    <dialog
      ref={ref}
      className="wg-outbox-dialog"
      aria-labelledby="outbox-message-title"
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself: close, like other modals.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      data-testid="outbox-message"
    >
      {open && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h3" id="outbox-message-title" style={{ overflowWrap: "anywhere" }}>
              {data?.subject ?? t("outbox.message.title")}
            </Title>
            <Button
              variant="default"
              size="xs"
              onClick={() => ref.current?.close()}
              data-testid="outbox-close"
            >
              {t("common.close")}
            </Button>
          </Group>
          {message.isPending && (
            <Group role="status" gap="xs">
              <Loader size="sm" aria-hidden />
              <Text>{t("common.loading")}</Text>
            </Group>
          )}
          {message.isError && (
            <Stack gap="sm">
              <FormMessage id="outbox-message-error" tone="error">
                {t(errorMessageKey(isApiError(message.error) ? message.error.code : null))}
              </FormMessage>
              <Group>
                <Button variant="default" onClick={() => void message.refetch()}>
                  {t("outbox.retry")}
                </Button>
              </Group>
            </Stack>
          )}
          {data && (
            <>
              <table className="wg-outbox-details">
                <tbody>
                  <tr>
                    <th scope="row">{t("outbox.columns.recipient")}</th>
                    <td data-testid="outbox-message-recipient" style={{ overflowWrap: "anywhere" }}>
                      {data.recipient}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{t("outbox.columns.created")}</th>
                    <td>{formatDate(data.createdAt)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t("outbox.columns.status")}</th>
                    <td>
                      <OutboxStatus item={data} />
                      {data.sentAt && (
                        <Text size="sm" mt={4}>
                          {t("outbox.message.sentAt", { date: formatDate(data.sentAt) })}
                        </Text>
                      )}
                    </td>
                  </tr>
                  {data.lastError && (
                    <tr>
                      <th scope="row">{t("outbox.message.lastError")}</th>
                      <td style={{ overflowWrap: "anywhere" }}>{data.lastError}</td>
                    </tr>
                  )}
                </tbody>
              </table>
              <section aria-labelledby="outbox-message-body-title">
                <Title order={3} size="h5" id="outbox-message-body-title" mb="xs">
                  {t("outbox.message.body")}
                </Title>
                <LinkedText text={data.textBody} testId="outbox-message-body" />
              </section>
              <Text size="sm" c="var(--wg-text-muted)">
                {t("outbox.message.sensitive")}
              </Text>
            </>
          )}
        </Stack>
      )}
    </dialog>
  );
}
