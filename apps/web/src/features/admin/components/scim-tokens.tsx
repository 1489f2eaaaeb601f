import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type TScimToken, type TScimTokenCreated, ZScimTokenInput } from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFieldCodes, checkWithSchema, type FieldCodes } from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from "../api/identity";
import { formatDateTime } from "../lib/format";
import {
  CredentialRow,
  credentialLastUse,
  RevokeCredentialDialog,
  SecretOnceDialog,
} from "./credential-list";
import { QueryState } from "./query-state";

/** How a token's use reads: never, or when and (if known) from which address; `format` writes the date. */
export function lastUse(
  token: Pick<TScimToken, "lastUsedAt" | "lastUsedIp">,
  format: (iso: string) => string,
): { key: string; values: Record<string, string> } {
  return credentialLastUse(token, format, "identity.scim.");
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

      <SecretOnceDialog
        values={
          created && [
            { label: t("identity.scim.baseUrl"), value: created.baseUrl, testId: "scim-base-url" },
            { label: t("identity.scim.token"), value: created.token, testId: "scim-token" },
          ]
        }
        title={t("identity.scim.createdTitle", { name: created?.name ?? "" })}
        warning={t("identity.scim.createdText")}
        // Closing forgets the token: it is never shown again.
        onClose={() => setCreated(null)}
        testIdPrefix="scim"
      />

      <RevokeCredentialDialog
        target={revoking}
        revoke={revoke}
        onClose={() => setRevoking(null)}
        onRevoked={() => {
          setRevoking(null);
          setNotice(t("identity.scim.revokedNotice"));
        }}
        title={t("identity.scim.revokeTitle", { name: revoking?.name ?? "" })}
        confirmLabel={t("identity.scim.revoke")}
        text={t("identity.scim.revokeText")}
        testId="scim-revoke-dialog"
      />
    </Paper>
  );
}

function TokenRow({ token, onRevoke }: { token: TScimToken; onRevoke: () => void }) {
  const { t } = useTranslation("admin");
  const use = lastUse(token, formatDateTime);
  const status = token.revokedAt
    ? {
        text: t("identity.scim.revoked", { date: formatDateTime(token.revokedAt) }),
        colour: "#8a1c1c",
        testId: "scim-token-revoked",
      }
    : { text: t("identity.scim.active"), colour: "#1b5e20" };
  return (
    <CredentialRow
      name={token.name}
      status={status}
      className="wg-token"
      testIdPrefix="scim-token"
      revokeLabel={t("identity.scim.revoke")}
      revokeNamedLabel={t("identity.scim.revokeNamed", { name: token.name })}
      onRevoke={token.revokedAt ? undefined : onRevoke}
    >
      <Stack gap={2}>
        <Text size="sm">
          {token.createdBy
            ? t("identity.scim.createdBy", { date: formatDateTime(token.createdAt), name: token.createdBy })
            : t("identity.scim.createdAt", { date: formatDateTime(token.createdAt) })}
        </Text>
        <Text size="sm" data-testid="scim-token-use">
          {t(use.key, use.values)}
        </Text>
      </Stack>
    </CredentialRow>
  );
}
