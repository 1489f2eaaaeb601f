import { Button, Checkbox, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import {
  API_KEY_DEFAULT_REQUESTS_PER_MINUTE,
  API_KEY_MAX_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  type TApiKey,
  type TApiKeyCreated,
  ZApiKeyInput,
} from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CredentialRow,
  type CredentialStatus,
  credentialLastUse,
  RevokeCredentialDialog,
  SecretOnceDialog,
} from "@/features/admin/components/credential-list";
import { ModalDialog } from "@/features/admin/components/modal-dialog";
import { QueryState } from "@/features/admin/components/query-state";
import { formatDateTime, formatNumber } from "@/features/admin/lib/format";
import {
  apiFieldCodes,
  checkWithSchema,
  codeFor,
  type FieldCodes,
} from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/integrations";
import { expiryInstant, scopeKey, today } from "../lib/forms";
import { PanelHeading } from "./panel-heading";
import { TONE_COLOURS } from "./tones";

/** The form's values as typed: the expiry is a day (YYYY-MM-DD) and the rate may be left empty. */
interface KeyForm {
  name: string;
  scopes: string[];
  expiresOn: string;
  requestsPerMinute: number | string;
}

const EMPTY_FORM: KeyForm = { name: "", scopes: [], expiresOn: "", requestsPerMinute: "" };

/**
 * A company's API keys (issue 21): machines (a SIEM, an HR system) call the API with one; each has scopes, an
 * optional expiry and its own rate limit. The key is shown once when made; revoking stops it at its next call.
 */
/** `headingOrder`: the panel's heading level (3 inside the admin company page's Integrations section). */
export function ApiKeysPanel({ companyId, headingOrder = 2 }: { companyId: number; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation(["integrations", "admin", "organisation", "contract"]);
  const titleId = useId();
  const keys = useApiKeys(companyId);
  const revoke = useRevokeApiKey(companyId);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby={titleId} data-testid="api-keys">
      <Stack gap="md">
        <PanelHeading
          titleId={titleId}
          order={headingOrder}
          title={t("keys.title")}
          intro={t("keys.intro")}
          action={
            <Button
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
              data-testid="api-key-new"
            >
              {t("keys.create")}
            </Button>
          }
        />
        {notice && (
          <FormMessage id={`${titleId}-notice`} tone="success" testId="api-keys-notice">
            {notice}
          </FormMessage>
        )}
        <QueryState query={keys} testId="api-keys-list">
          {(list) =>
            list.length === 0 ? (
              <Stack gap="xs" data-testid="api-keys-empty">
                <Text>{t("keys.empty")}</Text>
                <Text size="sm" c="var(--wg-text-muted)">
                  {t("keys.emptyDocs")}
                </Text>
              </Stack>
            ) : (
              <ul className="wg-int-list" aria-label={t("keys.list")} data-testid="api-keys-rows">
                {list.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Stack>

      <CreateKeyDialog
        companyId={companyId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />

      <SecretOnceDialog
        values={created && [{ label: t("keys.key"), value: created.key, testId: "api-key-secret" }]}
        title={t("keys.createdTitle", { name: created?.name ?? "" })}
        warning={t("keys.createdOnce")}
        // Closing forgets the key: it is never shown again.
        onClose={() => setCreated(null)}
        testIdPrefix="api-key"
      >
        <Text size="sm">{t("keys.createdUse")}</Text>
      </SecretOnceDialog>

      <RevokeCredentialDialog
        target={revoking}
        revoke={revoke}
        onClose={() => setRevoking(null)}
        onRevoked={(name) => {
          setRevoking(null);
          setNotice(t("keys.revokedNotice", { name }));
        }}
        title={t("keys.revokeTitle", { name: revoking?.name ?? "" })}
        confirmLabel={t("keys.revoke")}
        text={t("keys.revokeText")}
        testId="api-key-revoke-dialog"
      />
    </section>
  );
}

/** The key's status in words: revoked, expired or active. */
function keyStatus(
  key: TApiKey,
  t: (key: string, values?: Record<string, string>) => string,
): CredentialStatus {
  const testId = "api-key-status";
  if (key.revokedAt) {
    return {
      text: t("keys.revoked", { date: formatDateTime(key.revokedAt) }),
      colour: TONE_COLOURS.error,
      testId,
    };
  }
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) {
    return {
      text: t("keys.expired", { date: formatDateTime(key.expiresAt) }),
      colour: TONE_COLOURS.warning,
      testId,
    };
  }
  return { text: t("keys.active"), colour: TONE_COLOURS.success, testId };
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke: () => void }) {
  const { t } = useTranslation("integrations");
  const use = credentialLastUse(apiKey, formatDateTime, "keys.");
  return (
    <CredentialRow
      name={apiKey.name}
      status={keyStatus(apiKey, t)}
      className="wg-int-item"
      testIdPrefix="api-key"
      revokeLabel={t("keys.revoke")}
      revokeNamedLabel={t("keys.revokeNamed", { name: apiKey.name })}
      onRevoke={apiKey.revokedAt ? undefined : onRevoke}
    >
      <dl className="wg-int-facts">
        <dt>{t("keys.prefix")}</dt>
        <dd>
          <code data-testid="api-key-prefix">{apiKey.prefix}…</code>
        </dd>
        <dt>{t("keys.scopes")}</dt>
        <dd data-testid="api-key-scopes">
          {apiKey.scopes.map((scope) => t(scopeKey(scope, "name"))).join(", ")}
        </dd>
        <dt>{t("keys.acting")}</dt>
        <dd>{t(`keys.actingAs.${apiKey.actingProfile}`)}</dd>
        <dt>{t("keys.rate")}</dt>
        <dd>{t("keys.rateValue", { count: formatNumber(apiKey.requestsPerMinute) })}</dd>
        <dt>{t("keys.created")}</dt>
        <dd>
          {apiKey.createdBy
            ? t("keys.createdBy", { date: formatDateTime(apiKey.createdAt), name: apiKey.createdBy })
            : formatDateTime(apiKey.createdAt)}
        </dd>
        <dt>{t("keys.expiry")}</dt>
        <dd>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : t("keys.neverExpires")}</dd>
        <dt>{t("keys.lastUse")}</dt>
        <dd data-testid="api-key-last-use">{t(use.key, use.values)}</dd>
      </dl>
    </CredentialRow>
  );
}

function CreateKeyDialog({
  companyId,
  open,
  onClose,
  onCreated,
}: {
  companyId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (key: TApiKeyCreated) => void;
}) {
  const { t } = useTranslation(["integrations", "contract"]);
  const formId = useId();
  const create = useCreateApiKey(companyId);
  const [form, setForm] = useState<KeyForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldCodes>({});
  const error = (field: string) => {
    const code = codeFor(errors, field);
    return code ? t(errorMessageKey(code)) : undefined;
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const values = {
      name: form.name,
      scopes: form.scopes,
      expiresAt: expiryInstant(form.expiresOn),
      requestsPerMinute: form.requestsPerMinute === "" ? undefined : Number(form.requestsPerMinute),
    };
    const check = checkWithSchema(ZApiKeyInput, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      const key = await create.mutateAsync(check.data);
      setForm(EMPTY_FORM);
      onCreated(key);
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    }
  }

  return (
    <ModalDialog
      open={open}
      title={t("keys.createTitle")}
      onClose={() => {
        setErrors({});
        onClose();
      }}
      confirmLabel={t("keys.createConfirm")}
      busy={create.isPending}
      onConfirm={() => void submit()}
      error={errors._ ? t(errorMessageKey(errors._)) : undefined}
      testId="api-key-create-dialog"
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} data-testid="api-key-form">
        <Stack gap="md">
          <TextInput
            label={t("keys.name")}
            description={t("keys.nameHint")}
            required
            maxLength={100}
            autoComplete="off"
            value={form.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setForm((f) => ({ ...f, name }));
            }}
            error={error("name")}
            data-testid="api-key-name-input"
          />
          <Checkbox.Group
            label={t("keys.scopes")}
            description={t("keys.scopesHint")}
            withAsterisk
            value={form.scopes}
            onChange={(scopes) => setForm((f) => ({ ...f, scopes }))}
            error={error("scopes")}
            data-testid="api-key-scopes-input"
          >
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(scopeKey(scope, "name"))}
                  description={t(scopeKey(scope, "description"))}
                  data-testid={`api-key-scope-${scope}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            type="date"
            label={t("keys.expiry")}
            description={t("keys.expiryHint")}
            min={today()}
            value={form.expiresOn}
            onChange={(e) => {
              const expiresOn = e.currentTarget.value;
              setForm((f) => ({ ...f, expiresOn }));
            }}
            error={error("expiresAt")}
            data-testid="api-key-expiry-input"
          />
          <NumberInput
            label={t("keys.rate")}
            description={t("keys.rateHint", { count: formatNumber(API_KEY_DEFAULT_REQUESTS_PER_MINUTE) })}
            placeholder={String(API_KEY_DEFAULT_REQUESTS_PER_MINUTE)}
            min={1}
            max={API_KEY_MAX_REQUESTS_PER_MINUTE}
            allowDecimal={false}
            allowNegative={false}
            value={form.requestsPerMinute}
            onChange={(requestsPerMinute) => setForm((f) => ({ ...f, requestsPerMinute }))}
            error={error("requestsPerMinute")}
            data-testid="api-key-rate-input"
          />
          {/* Enter in a field submits, as the dialog's button does. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </form>
    </ModalDialog>
  );
}
