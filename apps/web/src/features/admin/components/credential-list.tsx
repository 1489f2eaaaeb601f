import { Button, Group, Stack, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { CopyValue } from "./copy-value";
import { ModalDialog } from "./modal-dialog";

/*
 * What a company's machine credentials (SCIM tokens, API keys) share on screen: a row with the name, a status and a
 * revoke button; the confirmation that revokes one; the dialog that shows a new secret once. Each caller brings its
 * own strings and test ids (`testIdPrefix`: "scim-token", "api-key"...) and its own details under the name.
 */

/**
 * How a credential's last use reads: never, or when and (if known) from which address. `prefix` ends where the
 * keys `neverUsed`, `lastUsed` and `lastUsedNoIp` begin; `format` writes the date.
 */
export function credentialLastUse(
  credential: { lastUsedAt: string | null; lastUsedIp: string | null },
  format: (iso: string) => string,
  prefix: string,
): { key: string; values: Record<string, string> } {
  if (!credential.lastUsedAt) return { key: `${prefix}neverUsed`, values: {} };
  const date = format(credential.lastUsedAt);
  return credential.lastUsedIp
    ? { key: `${prefix}lastUsed`, values: { date, ip: credential.lastUsedIp } }
    : { key: `${prefix}lastUsedNoIp`, values: { date } };
}

export interface CredentialStatus {
  text: string;
  /** A colour the text reads in at 4.5:1 on white (the form messages' shades). */
  colour: string;
  testId?: string;
}

/** One credential in a list: `${testIdPrefix}-row`, `-name` and `-revoke`; `children` are its details. */
export function CredentialRow({
  name,
  status,
  className,
  testIdPrefix,
  revokeLabel,
  revokeNamedLabel,
  onRevoke,
  children,
}: {
  name: string;
  status: CredentialStatus;
  className: string;
  testIdPrefix: string;
  revokeLabel: string;
  /** The button's accessible name, with the credential's name: several rows each have a revoke button. */
  revokeNamedLabel: string;
  /** Absent once revoked: no button then. */
  onRevoke?: () => void;
  children: ReactNode;
}) {
  return (
    <li className={className} data-testid={`${testIdPrefix}-row`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text
              fw={600}
              style={{ overflowWrap: "anywhere", minWidth: 0 }}
              data-testid={`${testIdPrefix}-name`}
            >
              {name}
            </Text>
            {/* Plain text in the form messages' colours: Mantine's badge shades fall below 4.5:1 here. */}
            <Text size="sm" fw={600} c={status.colour} data-testid={status.testId}>
              {status.text}
            </Text>
          </Group>
          {onRevoke && (
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              onClick={onRevoke}
              aria-label={revokeNamedLabel}
              data-testid={`${testIdPrefix}-revoke`}
            >
              {revokeLabel}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </li>
  );
}

/**
 * The confirmation that revokes `target` through `revoke` (a mutation taking the credential's id); a refusal shows
 * inside it, and closing forgets that refusal. `onRevoked` gets the name, for the notice.
 */
export function RevokeCredentialDialog({
  target,
  revoke,
  onClose,
  onRevoked,
  title,
  confirmLabel,
  text,
  testId,
}: {
  target: { id: number; name: string } | null;
  revoke: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  onRevoked: (name: string) => void;
  title: string;
  confirmLabel: string;
  text: string;
  testId: string;
}) {
  const { t } = useTranslation("contract");
  return (
    <ModalDialog
      open={target !== null}
      title={title}
      onClose={() => {
        onClose();
        revoke.reset();
      }}
      confirmLabel={confirmLabel}
      danger
      busy={revoke.isPending}
      error={
        revoke.error ? t(errorMessageKey(isApiError(revoke.error) ? revoke.error.code : null)) : undefined
      }
      onConfirm={() => {
        if (!target) return;
        const name = target.name;
        revoke.mutate(target.id, { onSuccess: () => onRevoked(name) });
      }}
      testId={testId}
    >
      <Text>{text}</Text>
    </ModalDialog>
  );
}

/**
 * A new credential's secret, shown this once (`${testIdPrefix}-created-dialog`, `-created-once`): open while `values`
 * is set; closing should forget it, as it is never shown again. `children` follow the values.
 */
export function SecretOnceDialog({
  values,
  title,
  warning,
  onClose,
  testIdPrefix,
  children,
}: {
  values: { label: string; value: string; testId: string }[] | null;
  title: string;
  warning: string;
  onClose: () => void;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <ModalDialog
      open={values !== null}
      title={title}
      onClose={onClose}
      testId={`${testIdPrefix}-created-dialog`}
    >
      {values && (
        <Stack gap="sm">
          <FormMessage id={`${id}-once`} tone="warning" testId={`${testIdPrefix}-created-once`}>
            {warning}
          </FormMessage>
          <dl className="wg-copy-list">
            {values.map((value) => (
              <CopyValue key={value.testId} label={value.label} value={value.value} testId={value.testId} />
            ))}
          </dl>
          {children}
        </Stack>
      )}
    </ModalDialog>
  );
}
