import { Button, Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "@/ui/form-message";
import "./admin.css";

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The body: what will happen, and any choice the action needs. */
  children: ReactNode;
  /** The confirm button; absent for a dialog that only informs. */
  confirmLabel?: string;
  onConfirm?: () => void;
  danger?: boolean;
  busy?: boolean;
  /** Disables the confirm button (a choice is still missing). */
  confirmDisabled?: boolean;
  /** A refusal to show inside the dialog. */
  error?: ReactNode;
  testId: string;
}

/**
 * A modal native <dialog>: focus moves in, Escape closes, the page behind is inert and focus returns to the opener.
 * Native on purpose: Mantine's Modal changes how the bundler splits the chunks the sign-in page shares.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { t } = useTranslation("organisation");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="wg-admin-dialog"
      aria-labelledby={titleId}
      onClose={props.onClose}
      data-testid={props.testId}
    >
      {open && (
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {props.title}
          </Title>
          {props.children}
          {props.error && (
            <FormMessage id={`${titleId}-error`} tone="error" testId={`${props.testId}-error`}>
              {props.error}
            </FormMessage>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => ref.current?.close()}
              data-testid={`${props.testId}-cancel`}
            >
              {props.onConfirm ? t("actions.cancel") : t("translation:common.close")}
            </Button>
            {props.onConfirm && (
              <Button
                color={props.danger ? "red.9" : undefined}
                loading={props.busy}
                disabled={props.confirmDisabled}
                onClick={props.onConfirm}
                data-testid={`${props.testId}-confirm`}
              >
                {props.confirmLabel ?? t("actions.confirm")}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </dialog>
  );
}
