import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type TFederationAdmin, ZFederationInput } from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  apiFieldCodes,
  checkWithSchema,
  codeFor,
  type FieldCodes,
} from "@/features/organisation/lib/form-errors";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { PasswordField } from "@/ui/password-field";
import { useDepartments } from "../api/departments";
import { useDeleteFederation, useFederation, useSaveFederation } from "../api/identity";
import { formatDate, formatDateTime } from "../lib/format";
import { CopyValue } from "./copy-value";
import {
  type FederationFormState,
  federationFormState,
  federationInput,
  lastFailureParts,
  type MetadataSource,
  normaliseHosts,
} from "./federation-form";
import { ModalDialog } from "./modal-dialog";
import { QueryState } from "./query-state";

type TCertificateSummary = NonNullable<TFederationAdmin["saml"]>["spCertificate"];

/** The fields this form shows; a refusal of any other field is listed above the form. */
const SHOWN_FIELDS = [
  "protocol",
  "issuer",
  "clientId",
  "clientSecret",
  "scopes",
  "idpMetadataUrl",
  "idpMetadataXml",
  "hosts",
  "matchClaim",
  "jitCreate",
  "jitDepartmentId",
  "enabled",
];

/**
 * The company's single sign-on (service federation): OpenID Connect or SAML 2.0, the host names that lead to it,
 * how people are matched, and what to register at the provider. Saved with PUT, removed with DELETE.
 */
export function CompanyFederation({ companyId }: { companyId: number }) {
  const { t } = useTranslation("admin");
  const federation = useFederation(companyId);
  const titleId = useId();
  // Kept here: the editor below is remounted with each saved version, and the notice must outlive it.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="federation">
      <section aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t("identity.sso.title")}
          </Title>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("identity.sso.intro")}
          </Text>
          {notice && (
            <FormMessage id={`${titleId}-notice`} tone="success" testId="federation-notice">
              {notice}
            </FormMessage>
          )}
          <QueryState query={federation} testId="federation-state">
            {(saved) => (
              // A fresh form for each saved version.
              <FederationEditor
                key={saved ? JSON.stringify(saved) : "new"}
                companyId={companyId}
                saved={saved}
                onNotice={setNotice}
              />
            )}
          </QueryState>
        </Stack>
      </section>
    </Paper>
  );
}

function FederationEditor({
  companyId,
  saved,
  onNotice,
}: {
  companyId: number;
  saved: TFederationAdmin | null;
  onNotice: (notice: string | null) => void;
}) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const formId = useId();
  const [state, setState] = useState<FederationFormState>(() => federationFormState(saved));
  const [errors, setErrors] = useState<FieldCodes>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveFederation(companyId);
  const remove = useDeleteFederation(companyId);
  const departments = useDepartments(state.jitCreate ? companyId : null);

  const set = <K extends keyof FederationFormState>(key: K, value: FederationFormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const error = (field: string) => {
    const code = codeFor(errors, field);
    return code ? t(errorMessageKey(code)) : undefined;
  };
  const otherCodes = [
    ...new Set(
      Object.entries(errors)
        .filter(([field]) => !SHOWN_FIELDS.some((f) => field === f || field.startsWith(`${f}.`)))
        .map(([, code]) => code),
    ),
  ];
  const hasErrors = Object.keys(errors).length > 0;
  const summaryId = `${formId}-summary`;
  const secretSet = saved?.oidc?.clientSecretSet === true;
  const lastFailure = saved?.lastFailure ? lastFailureParts(saved.lastFailure) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    onNotice(null);
    const check = checkWithSchema(ZFederationInput, federationInput(state));
    // The contract leaves the secret optional (omitted keeps the stored one); the first time it is required.
    const secretMissing = state.protocol === "oidc" && state.clientSecret === "" && !secretSet;
    if (!check.ok || secretMissing) {
      setErrors({ ...(check.ok ? {} : check.errors), ...(secretMissing ? { clientSecret: "ND1018" } : {}) });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(check.data);
      onNotice(t("identity.sso.saved"));
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    }
  }

  return (
    <Stack gap="lg">
      {saved?.lastFailure && (
        <FormMessage id={`${formId}-last-failure`} tone="warning" testId="federation-last-failure">
          <Text fw={600}>
            {t("identity.sso.lastFailure", {
              date: saved.lastFailureAt ? formatDateTime(saved.lastFailureAt) : "—",
            })}
          </Text>
          {lastFailure?.reason && (
            <Text>{t(`translation:system.federationError.reasons.${lastFailure.reason}.title`)}</Text>
          )}
          {lastFailure?.detail && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {lastFailure.detail}
            </Text>
          )}
        </FormMessage>
      )}
      {!saved && <Text data-testid="federation-none">{t("identity.sso.none")}</Text>}
      <Text size="sm" data-testid="federation-everyone">
        {t("identity.sso.everyone")}
      </Text>

      <form
        noValidate
        onSubmit={submit}
        data-testid="federation-form"
        aria-describedby={hasErrors ? summaryId : undefined}
      >
        <Stack gap="lg">
          {hasErrors && (
            <FormMessage id={summaryId} tone="error" testId="federation-form-errors">
              <Text fw={600}>{t("contract:messages.checkMarkedFields")}</Text>
              {otherCodes.map((code) => (
                <Text key={code}>{t(errorMessageKey(code))}</Text>
              ))}
            </FormMessage>
          )}

          <Radio.Group
            label={t("identity.sso.protocol")}
            value={state.protocol}
            onChange={(value) => set("protocol", value === "saml" ? "saml" : "oidc")}
            error={error("protocol")}
            data-testid="federation-protocol"
          >
            <Group mt="xs" gap="lg">
              <Radio value="oidc" label={t("identity.sso.protocols.oidc")} data-testid="federation-oidc" />
              <Radio value="saml" label={t("identity.sso.protocols.saml")} data-testid="federation-saml" />
            </Group>
          </Radio.Group>

          {state.protocol === "oidc" ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("identity.sso.issuer")}
                description={t("identity.sso.issuerHint")}
                placeholder="https://login.example.com"
                required
                type="url"
                autoComplete="off"
                value={state.issuer}
                onChange={(e) => set("issuer", e.currentTarget.value)}
                error={error("issuer")}
                data-testid="federation-issuer"
              />
              <TextInput
                label={t("identity.sso.clientId")}
                required
                autoComplete="off"
                value={state.clientId}
                onChange={(e) => set("clientId", e.currentTarget.value)}
                error={error("clientId")}
                data-testid="federation-client-id"
              />
              <PasswordField
                label={t("identity.sso.clientSecret")}
                description={secretSet ? t("identity.sso.clientSecretSet") : undefined}
                required={!secretSet}
                autoComplete="new-password"
                value={state.clientSecret}
                onChange={(e) => set("clientSecret", e.currentTarget.value)}
                error={error("clientSecret")}
                data-testid="federation-client-secret"
              />
              <TextInput
                label={t("identity.sso.scopes")}
                description={t("identity.sso.scopesHint")}
                autoComplete="off"
                value={state.scopes}
                onChange={(e) => set("scopes", e.currentTarget.value)}
                error={error("scopes")}
                data-testid="federation-scopes"
              />
            </SimpleGrid>
          ) : (
            <Stack gap="sm">
              <Radio.Group
                label={t("identity.sso.metadata")}
                value={state.metadataSource}
                onChange={(value) => set("metadataSource", value as MetadataSource)}
                data-testid="federation-metadata-source"
              >
                <Group mt="xs" gap="lg">
                  <Radio
                    value="url"
                    label={t("identity.sso.metadataFromUrl")}
                    data-testid="federation-metadata-url-choice"
                  />
                  <Radio
                    value="xml"
                    label={t("identity.sso.metadataFromXml")}
                    data-testid="federation-metadata-xml-choice"
                  />
                </Group>
              </Radio.Group>
              {state.metadataSource === "url" ? (
                <TextInput
                  label={t("identity.sso.metadataUrl")}
                  placeholder="https://idp.example.com/metadata.xml"
                  type="url"
                  autoComplete="off"
                  required
                  value={state.idpMetadataUrl}
                  onChange={(e) => set("idpMetadataUrl", e.currentTarget.value)}
                  error={error("idpMetadataUrl")}
                  data-testid="federation-metadata-url"
                />
              ) : (
                <Textarea
                  label={t("identity.sso.metadataXml")}
                  description={saved?.saml ? t("identity.sso.metadataXmlKeep") : undefined}
                  required={!saved?.saml}
                  autosize
                  minRows={4}
                  maxRows={12}
                  spellCheck={false}
                  value={state.idpMetadataXml}
                  onChange={(e) => set("idpMetadataXml", e.currentTarget.value)}
                  error={error("idpMetadataXml")}
                  styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                  data-testid="federation-metadata-xml"
                />
              )}
            </Stack>
          )}

          <TagsInput
            label={t("identity.sso.hosts")}
            description={t("identity.sso.hostsHint", { example: t("identity.sso.hostExample") })}
            value={state.hosts}
            onChange={(values) => set("hosts", normaliseHosts(values))}
            splitChars={[",", " ", ";"]}
            acceptValueOnBlur
            clearable={false}
            maxTags={10}
            error={error("hosts")}
            data-testid="federation-hosts"
          />
          {saved && saved.emailDomains.length > 0 && (
            <Text size="sm" data-testid="federation-email-domains">
              {t("identity.sso.emailDomains", { domains: saved.emailDomains.join(", ") })}
            </Text>
          )}

          <Radio.Group
            label={t("identity.sso.matchClaim")}
            description={t("identity.sso.matchClaimHint")}
            value={state.matchClaim}
            onChange={(value) => set("matchClaim", value === "login" ? "login" : "email")}
            error={error("matchClaim")}
            data-testid="federation-match"
          >
            <Group mt="xs" gap="lg">
              <Radio value="email" label={t("identity.sso.matchClaims.email")} />
              <Radio value="login" label={t("identity.sso.matchClaims.login")} />
            </Group>
          </Radio.Group>

          <Stack gap="sm">
            <Checkbox
              label={t("identity.sso.jitCreate")}
              description={t("identity.sso.jitCreateHint")}
              checked={state.jitCreate}
              onChange={(e) => set("jitCreate", e.currentTarget.checked)}
              error={error("jitCreate")}
              data-testid="federation-jit"
            />
            {state.jitCreate && (
              <Select
                label={t("identity.sso.jitDepartment")}
                placeholder={t("identity.sso.noDepartment")}
                data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
                value={state.jitDepartmentId === null ? null : String(state.jitDepartmentId)}
                onChange={(value) => set("jitDepartmentId", value ? Number(value) : null)}
                clearable
                searchable
                nothingFoundMessage="—"
                disabled={departments.isPending}
                error={
                  error("jitDepartmentId") ?? (departments.isError ? t(errorMessageKey(null)) : undefined)
                }
                maw={420}
                data-testid="federation-jit-department"
              />
            )}
            <Checkbox
              label={t("identity.sso.enabled")}
              description={t("identity.sso.enabledHint")}
              checked={state.enabled}
              onChange={(e) => set("enabled", e.currentTarget.checked)}
              error={error("enabled")}
              data-testid="federation-enabled"
            />
          </Stack>

          <Group gap="sm">
            <Button type="submit" loading={save.isPending} data-testid="federation-submit">
              {t("identity.sso.save")}
            </Button>
            {saved && (
              <Button
                variant="outline"
                color="red.9"
                onClick={() => {
                  remove.reset();
                  setConfirming(true);
                }}
                data-testid="federation-remove"
              >
                {t("identity.sso.remove")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>

      {saved && <ProviderRegistration saved={saved} />}

      <ModalDialog
        open={confirming}
        title={t("identity.sso.removeTitle")}
        onClose={() => setConfirming(false)}
        confirmLabel={t("identity.sso.remove")}
        danger
        busy={remove.isPending}
        error={
          remove.error ? t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null)) : undefined
        }
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onNotice(t("identity.sso.removed"));
            },
          })
        }
        testId="federation-remove-dialog"
      >
        <Text>{t("identity.sso.removeText")}</Text>
      </ModalDialog>
    </Stack>
  );
}

function CertificateLines({ certificate, testId }: { certificate: TCertificateSummary; testId: string }) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {certificate.subject}
      </Text>
      <Text size="sm">{t("identity.sso.expires", { date: formatDate(certificate.notAfter) })}</Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {t("identity.sso.fingerprint")}: <code>{certificate.fingerprint}</code>
      </Text>
    </Stack>
  );
}

/** What the provider's administrator must register, each with a copy button; then what was read from the IdP. */
function ProviderRegistration({ saved }: { saved: TFederationAdmin }) {
  const { t } = useTranslation("admin");
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="federation-register">
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t("identity.sso.register")}
        </Title>
        <Text size="sm" c="var(--wg-text-muted)">
          {t("identity.sso.registerHint")}
        </Text>
        <dl className="wg-copy-list">
          {saved.oidc && (
            <>
              <CopyValue
                label={t("identity.sso.redirectUri")}
                value={saved.oidc.redirectUri}
                testId="federation-redirect-uri"
              />
              <CopyValue
                label={t("identity.sso.postLogoutUri")}
                value={saved.oidc.postLogoutRedirectUri}
                testId="federation-post-logout-uri"
              />
            </>
          )}
          {saved.saml && (
            <>
              <CopyValue
                label={t("identity.sso.spEntityId")}
                value={saved.saml.spEntityId}
                testId="federation-sp-entity-id"
              />
              <CopyValue
                label={t("identity.sso.spAcsUrl")}
                value={saved.saml.spAcsUrl}
                testId="federation-sp-acs"
              />
              <CopyValue
                label={t("identity.sso.spSloUrl")}
                value={saved.saml.spSloUrl}
                testId="federation-sp-slo"
              />
              <CopyValue
                label={t("identity.sso.spMetadata")}
                value={saved.saml.spMetadataUrl}
                testId="federation-sp-metadata"
                extra={
                  <Anchor
                    href={saved.saml.spMetadataUrl}
                    download
                    size="sm"
                    c="var(--wg-link)"
                    data-testid="federation-sp-metadata-download"
                  >
                    {t("identity.sso.spMetadataDownload")}
                  </Anchor>
                }
              />
              <div className="wg-copy-value">
                <Text component="dt" size="sm" fw={600}>
                  {t("identity.sso.spCertificate")}
                </Text>
                <dd>
                  <CertificateLines
                    certificate={saved.saml.spCertificate}
                    testId="federation-sp-certificate"
                  />
                </dd>
              </div>
            </>
          )}
          <CopyValue
            label={t("identity.sso.startUrl")}
            value={saved.startUrl}
            testId="federation-start-url"
          />
        </dl>

        {saved.saml && (
          <Stack gap="xs" data-testid="federation-idp">
            <Title order={3} size="h4">
              {t("identity.sso.idpRead")}
            </Title>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("identity.sso.idpEntityId")}: <code>{saved.saml.idpEntityId}</code>
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("identity.sso.idpSsoUrl")}: <code>{saved.saml.idpSsoUrl}</code>
            </Text>
            {saved.saml.idpCertificates.map((certificate, index) => (
              <CertificateLines
                key={certificate.fingerprint}
                certificate={certificate}
                testId={`federation-idp-certificate-${index}`}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
