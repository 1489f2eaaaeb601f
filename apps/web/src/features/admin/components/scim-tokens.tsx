import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type TScimToken, type TScimTokenCreated, ZScimTokenInput } from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFieldCodes, checkWithSchema, type FieldCodes } from "@/features/organisation/lib/form-errors";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from "../api/identity";
import { formatDateTime } from "../lib/format";
import { CopyValue } from "./copy-value";
import { ModalDialog } from "./modal-dialog";
import { QueryState } from "./query-state";

/** How a token's use reads: never, or when and (if known) from which address; `format` writes the date. */
export function lastUse(
  token: Pick<TScimToken, "lastUsedAt" | "lastUsedIp">,
  format: (iso: string) => string,
): { key: string; values: Record<string, string> } {
  if (!token.lastUsedAt) return { key: "identity.scim.neverUsed", values: {} };
  const date = format(token.lastUsedAt);
  return token.lastUsedIp
    ? { key: "identity.scim.lastUsed", values: { date, ip: token.lastUsedIp } }
    : { key: "identity.scim.lastUsedNoIp", values: { date } };
}

/**
 * The company's SCIM tokens (service scim): each directory (Entra ID, Okta, Google) gets its own, shown once when
 * made and only as a name afterwards; revoking one stops that directory at its next request.
 */
export function ScimTokens({ companyId }: { companyId: number }) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const titleId = useId();
  const formId = useId();
  const tokens = useScimTokens(companyId);
  const create = useCreateScimToken(companyId);
  const revoke = useRevokeScimToken(companyId);
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldCodes>({});
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<TScimToken | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const check = checkWithSchema(ZScimTokenInput, { name });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      setCreated(await create.mutateAsync(check.data.name));
      setName("");
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    }
  }

  const nameCode = errors.name ?? errors._;

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="scim">
      <section aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t("identity.scim.title")}
          </Title>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("identity.scim.intro")}
          </Text>
          {notice && (
            <FormMessage id={`${titleId}-notice`} tone="success" testId="scim-notice">
              {notice}
            </FormMessage>
          )}
          <QueryState query={tokens} testId="scim-tokens">
            {(list) =>
              list.length === 0 ? (
                <Text data-testid="scim-empty">{t("identity.scim.empty")}</Text>
              ) : (
                <ul className="wg-token-list" aria-label={t("identity.scim.list")} data-testid="scim-list">
                  {list.map((token) => (
                    <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
                  ))}
                </ul>
              )
            }
          </QueryState>

          <form noValidate onSubmit={submit} data-testid="scim-form">
            <Group gap="sm" align="flex-end">
              <TextInput
                id={`${formId}-name`}
                label={t("identity.scim.name")}
                description={t("identity.scim.nameHint")}
                required
                maxLength={100}
                autoComplete="off"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={nameCode ? t(errorMessageKey(nameCode)) : undefined}
                style={{ flex: "1 1 16rem" }}
                data-testid="scim-name"
              />
              <Button type="submit" loading={create.isPending} data-testid="scim-create">
                {t("identity.scim.create")}
              </Button>
            </Group>
          </form>
        </Stack>
      </section>

      <ModalDialog
        open={created !== null}
        title={t("identity.scim.createdTitle", { name: created?.name ?? "" })}
        // Closing forgets the token: it is never shown again.
        onClose={() => setCreated(null)}
        testId="scim-created-dialog"
      >
        {created && (
          <Stack gap="sm">
            <FormMessage id={`${titleId}-once`} tone="warning" testId="scim-created-once">
              {t("identity.scim.createdText")}
            </FormMessage>
            <dl className="wg-copy-list">
              <CopyValue label={t("identity.scim.baseUrl")} value={created.baseUrl} testId="scim-base-url" />
              <CopyValue label={t("identity.scim.token")} value={created.token} testId="scim-token" />
            </dl>
          </Stack>
        )}
      </ModalDialog>

      <ModalDialog
        open={revoking !== null}
        title={t("identity.scim.revokeTitle", { name: revoking?.name ?? "" })}
        onClose={() => setRevoking(null)}
        confirmLabel={t("identity.scim.revoke")}
        danger
        busy={revoke.isPending}
        error={
          revoke.error ? t(errorMessageKey(isApiError(revoke.error) ? revoke.error.code : null)) : undefined
        }
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              setNotice(t("identity.scim.revokedNotice"));
            },
          });
        }}
        testId="scim-revoke-dialog"
      >
        <Text>{t("identity.scim.revokeText")}</Text>
      </ModalDialog>
    </Paper>
  );
}

function TokenRow({ token, onRevoke }: { token: TScimToken; onRevoke: () => void }) {
  const { t } = useTranslation("admin");
  const use = lastUse(token, formatDateTime);
  return (
    <li className="wg-token" data-testid="scim-token-row">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="scim-token-name">
              {token.name}
            </Text>
            {/* Plain text in the form messages' colours: Mantine's badge shades fall below 4.5:1 here. */}
            {token.revokedAt ? (
              <Text size="sm" fw={600} c="#8a1c1c" data-testid="scim-token-revoked">
                {t("identity.scim.revoked", { date: formatDateTime(token.revokedAt) })}
              </Text>
            ) : (
              <Text size="sm" fw={600} c="#1b5e20">
                {t("identity.scim.active")}
              </Text>
            )}
          </Group>
          <Text size="sm">
            {token.createdBy
              ? t("identity.scim.createdBy", { date: formatDateTime(token.createdAt), name: token.createdBy })
              : t("identity.scim.createdAt", { date: formatDateTime(token.createdAt) })}
          </Text>
          <Text size="sm" data-testid="scim-token-use">
            {t(use.key, use.values)}
          </Text>
        </Stack>
        {!token.revokedAt && (
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={onRevoke}
            aria-label={t("identity.scim.revokeNamed", { name: token.name })}
            data-testid="scim-token-revoke"
          >
            {t("identity.scim.revoke")}
          </Button>
        )}
      </Group>
    </li>
  );
}
