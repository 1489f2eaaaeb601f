import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./controller.css";

/**
 * A modal native <dialog> (focus moves in, Escape closes, the page behind is inert, focus returns to the opener).
 * `children` is the body; the footer has the cancel button and, when `onConfirm` is given, the confirm button.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="wg-dialog"
      aria-labelledby={titleId}
      // React passes a dialog's close event up to the dialogs around it (a person picker opened from the action
      // plan's assign dialog closed both): only this dialog's own closing closes it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {open && (
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {children}
        </Stack>
      )}
    </dialog>
  );
}

/** Asks before a destructive or bulk action; the confirm button names the action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  danger,
  error,
  testId,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  /** A refusal of the confirmed action, shown inside the dialog. */
  error?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("organisation");
  return (
    <ModalDialog open={open} title={title} onClose={onCancel} testId={testId}>
      <Text>{message}</Text>
      {error}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t("actions.cancel")}
        </Button>
        <Button
          color={danger ? "red.9" : undefined}
          loading={busy ?? false}
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </ModalDialog>
  );
}
