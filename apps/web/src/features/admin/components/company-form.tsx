import {
  ActionIcon,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  COMPANY_TYPES,
  type CompanyType,
  ENVIRONMENTS,
  type Environment,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  MIN_GROUP_SIZE,
  ORGANISATION_LIMITS,
  SERVICES,
  SURVEY_FLOWS,
  type TCompany,
  type TCompanyInput,
  ZCompanyInput,
} from "@wellguard/contract";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  apiFieldCodes,
  checkWithSchema,
  codeFor,
  type FieldCodes,
} from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { timeZones } from "@/lib/time-zones";
import { FormMessage } from "@/ui/form-message";
import { dataUrl, LogoUploadError, useLogoUrl } from "../api/companies";
import { CompanySelect } from "./company-select";

/** The logo formats the server accepts (it checks the bytes; the browser checks type and size first). */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

/** ND1004 when a chosen logo is not PNG, JPEG, WebP or SVG, or is over 1 MB; null when it may be sent. */
export function logoProblem(file: { type: string; size: number }): "ND1004" | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return "ND1004";
  if (file.size > ORGANISATION_LIMITS.logoMaxBytes) return "ND1004";
  return null;
}

interface FormState {
  name: string;
  domains: string[];
  code: string;
  type: CompanyType;
  environment: Environment;
  parentId: number | null;
  surveyFlowId: string;
  locale: Locale;
  timeZone: string;
  services: number[];
  minGroupSize: string;
  individualWellbeing: boolean;
  smsSender: string;
}

function initialState(company: TCompany | undefined): FormState {
  return {
    name: company?.name ?? "",
    domains: company && company.domains.length > 0 ? company.domains : [""],
    code: company?.code ?? "",
    type: company?.type ?? "CUSTOMER",
    environment: (ENVIRONMENTS as readonly string[]).includes(company?.environment ?? "")
      ? (company?.environment as Environment)
      : "production",
    parentId: company?.stakeholderParentCompanyId ?? null,
    surveyFlowId: company?.surveyFlowId ? String(company.surveyFlowId) : "",
    locale: company?.locale ?? currentLocale(),
    timeZone: company?.timeZone ?? "Europe/Madrid",
    services: company?.services ?? [],
    minGroupSize: String(company?.minGroupSize ?? MIN_GROUP_SIZE),
    individualWellbeing: company?.individualWellbeing ?? false,
    smsSender: company?.smsSender ?? "",
  };
}

/** The values as the API takes them; every domain row is sent as typed unless all are empty (ND1046). */
export function companyInput(state: FormState): Record<string, unknown> {
  const domains = state.domains.map((d) => d.trim());
  return {
    name: state.name,
    domains: domains.every((d) => d === "") ? [] : domains,
    code: state.code.trim() || null,
    type: state.type,
    environment: state.environment,
    stakeholderParentCompanyId: state.parentId,
    surveyFlowId: state.surveyFlowId ? Number(state.surveyFlowId) : undefined,
    locale: state.locale,
    timeZone: state.timeZone,
    services: state.services,
    // A number as typed (the server refuses what is not a whole number from 5), or left out when empty.
    minGroupSize: state.minGroupSize.trim() === "" ? undefined : Number(state.minGroupSize),
    individualWellbeing: state.individualWellbeing,
    // Empty clears it: each SMS template's own sender id is used.
    smsSender: state.smsSender.trim() || null,
  };
}

function failureCodes(failure: unknown): FieldCodes {
  if (failure instanceof LogoUploadError) {
    const codes = apiFieldCodes(failure.cause);
    return { logo: codes.logo ?? codes._ ?? Object.values(codes)[0] ?? "ND1004" };
  }
  return apiFieldCodes(failure);
}

const SHOWN_FIELDS = [
  "name",
  "domains",
  "code",
  "type",
  "environment",
  "stakeholderParentCompanyId",
  "surveyFlowId",
  "locale",
  "timeZone",
  "services",
  "minGroupSize",
  "individualWellbeing",
  "smsSender",
  "logo",
];

export interface CompanyFormProps {
  mode: "create" | "edit";
  initial?: TCompany;
  /** Codes to show when the form opens (a logo refused right after the company was created). */
  initialErrors?: FieldCodes;
  /** Saves the company, then the logo; rejects with an ApiError or LogoUploadError whose codes go to the fields. */
  onSubmit: (input: TCompanyInput, logo: File | null) => Promise<void>;
  extraActions?: ReactNode;
}

/**
 * One form for a new and an existing company: the contract's ZCompanyInput checks it before sending, and the
 * server's codes land next to the same fields. The logo is sent separately (multipart) after the company is saved.
 */
export function CompanyForm({ mode, initial, initialErrors, onSubmit, extraActions }: CompanyFormProps) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const formId = useId();
  const [state, setState] = useState<FormState>(() => initialState(initial));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldCodes>(initialErrors ?? {});
  const [busy, setBusy] = useState(false);
  const zoneOptions = useMemo(() => timeZones(), []);
  const currentLogo = useLogoUrl(initial?.logo ?? null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    setPreview(null);
    if (!logo || logoProblem(logo)) return;
    let current = true;
    dataUrl(logo).then(
      (url) => current && setPreview(url),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [logo]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const message = (code: string | undefined) => (code ? t(errorMessageKey(code)) : undefined);
  const error = (field: string) => message(codeFor(errors, field));
  const otherCodes = [
    ...new Set(
      Object.entries(errors)
        .filter(([field]) => !SHOWN_FIELDS.some((f) => field === f || field.startsWith(`${f}.`)))
        .map(([, code]) => code),
    ),
  ];
  const hasErrors = Object.keys(errors).length > 0;
  const summaryId = `${formId}-summary`;

  function chooseLogo(file: File | null) {
    setLogo(file);
    setErrors(({ logo: _dropped, ...rest }) => {
      const problem = file ? logoProblem(file) : null;
      return problem ? { ...rest, logo: problem } : rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkWithSchema(ZCompanyInput, companyInput(state));
    const logoCode = logo ? logoProblem(logo) : null;
    if (!check.ok || logoCode) {
      setErrors({ ...(check.ok ? {} : check.errors), ...(logoCode ? { logo: logoCode } : {}) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(check.data, logo);
      setLogo(null);
    } catch (failure) {
      setErrors(failureCodes(failure));
    } finally {
      setBusy(false);
    }
  }

  const domainRowError = (index: number) => message(errors[`domains.${index}`]);
  const domainsError = message(errors.domains);

  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="company-form"
      aria-describedby={hasErrors ? summaryId : undefined}
    >
      <Stack gap="lg">
        {hasErrors && (
          <FormMessage id={summaryId} tone="error" testId="company-form-errors">
            <Text fw={600}>{t("contract:messages.checkMarkedFields")}</Text>
            {otherCodes.map((code) => (
              <Text key={code}>{t(errorMessageKey(code))}</Text>
            ))}
          </FormMessage>
        )}

        <section aria-labelledby={`${formId}-general`}>
          <Title order={2} size="h4" id={`${formId}-general`} mb="sm">
            {t("companyForm.general")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("organisation:fields.companyName")}
              required
              value={state.name}
              onChange={(e) => set("name", e.currentTarget.value)}
              error={error("name")}
              data-testid="company-name-input"
            />
            <TextInput
              label={t("organisation:fields.code")}
              value={state.code}
              onChange={(e) => set("code", e.currentTarget.value)}
              error={error("code")}
              data-testid="company-code"
            />
            <Select
              label={t("organisation:fields.type")}
              description={t("companyForm.typeHint")}
              data={COMPANY_TYPES.map((type) => ({
                value: type,
                label: t(`organisation:companyTypes.${type}`),
              }))}
              value={state.type}
              onChange={(value) => value && set("type", value as CompanyType)}
              allowDeselect={false}
              error={error("type")}
              data-testid="company-type"
            />
            <Select
              label={t("organisation:fields.environment")}
              data={ENVIRONMENTS.map((env) => ({ value: env, label: t(`organisation:environments.${env}`) }))}
              value={state.environment}
              onChange={(value) => value && set("environment", value as Environment)}
              allowDeselect={false}
              error={error("environment")}
              data-testid="company-environment"
            />
            <CompanySelect
              label={t("organisation:fields.parentCompany")}
              placeholder={t("companyForm.noParent")}
              value={state.parentId}
              onChange={(id) => set("parentId", id)}
              excludeId={initial?.stakeholderId}
              clearable
              error={error("stakeholderParentCompanyId")}
              testId="company-parent"
            />
          </SimpleGrid>
        </section>

        <fieldset
          className="wg-admin-fieldset"
          aria-describedby={domainsError ? `${formId}-domains-error` : undefined}
        >
          <legend>
            <Title order={2} size="h4" component="span">
              {t("organisation:fields.domains")}
            </Title>
          </legend>
          <Text size="sm" c="var(--wg-text-muted)" mb="xs">
            {t("companyForm.domainsHint", { example: t("companyForm.domainExample") })}
          </Text>
          <Stack gap="xs">
            {state.domains.map((domain, index) => (
              // Rows have no identity of their own; the index is the row.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={t("companyForm.domainLabel", { number: index + 1 })}
                  placeholder={t("companyForm.domainExample")}
                  value={domain}
                  onChange={(e) => {
                    const next = [...state.domains];
                    next[index] = e.currentTarget.value;
                    set("domains", next);
                  }}
                  error={domainRowError(index)}
                  style={{ flex: 1 }}
                  data-testid="company-domain"
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  mt={26}
                  aria-label={t("companyForm.removeDomain", { number: index + 1 })}
                  disabled={state.domains.length <= 1}
                  onClick={() =>
                    set(
                      "domains",
                      state.domains.filter((_, i) => i !== index),
                    )
                  }
                  data-testid="company-domain-remove"
                >
                  <span aria-hidden>×</span>
                </ActionIcon>
              </Group>
            ))}
            {domainsError && (
              <Text id={`${formId}-domains-error`} c="var(--mantine-color-error)" size="sm" role="alert">
                {domainsError}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                disabled={state.domains.length >= ORGANISATION_LIMITS.domainsMax}
                onClick={() => set("domains", [...state.domains, ""])}
                data-testid="company-domain-add"
              >
                {t("companyForm.addDomain")}
              </Button>
            </Group>
          </Stack>
        </fieldset>

        <section aria-labelledby={`${formId}-preferences`}>
          <Title order={2} size="h4" id={`${formId}-preferences`} mb="sm">
            {t("companyForm.preferences")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t("organisation:fields.surveyFlow")}
              required
              placeholder={t("companyForm.chooseSurveyFlow")}
              description={
                state.surveyFlowId
                  ? t(
                      `contract:surveyFlows.${SURVEY_FLOWS.find((f) => String(f.id) === state.surveyFlowId)?.key ?? "standard"}.description`,
                    )
                  : undefined
              }
              data={SURVEY_FLOWS.map((flow) => ({
                value: String(flow.id),
                label: t(`contract:surveyFlows.${flow.key}.name`),
              }))}
              value={state.surveyFlowId || null}
              onChange={(value) => set("surveyFlowId", value ?? "")}
              error={error("surveyFlowId")}
              data-testid="company-survey-flow"
            />
            <Select
              label={t("organisation:fields.language")}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              value={state.locale}
              onChange={(value) => value && set("locale", value as Locale)}
              allowDeselect={false}
              error={error("locale")}
              data-testid="company-locale"
            />
            <Select
              label={t("organisation:fields.timeZone")}
              data={zoneOptions}
              value={state.timeZone}
              onChange={(value) => value && set("timeZone", value)}
              searchable
              allowDeselect={false}
              limit={100}
              nothingFoundMessage="—"
              error={error("timeZone")}
              data-testid="company-time-zone"
            />
            <TextInput
              type="number"
              inputMode="numeric"
              min={MIN_GROUP_SIZE}
              max={1000}
              label={t("companyForm.minGroupSize")}
              description={t("companyForm.minGroupSizeHint", { n: MIN_GROUP_SIZE })}
              value={state.minGroupSize}
              onChange={(event) => set("minGroupSize", event.currentTarget.value)}
              error={error("minGroupSize")}
              data-testid="company-min-group-size"
            />
            <TextInput
              label={t("companyForm.smsSender")}
              description={t("companyForm.smsSenderHint")}
              value={state.smsSender}
              onChange={(event) => set("smsSender", event.currentTarget.value)}
              autoComplete="off"
              error={error("smsSender")}
              data-testid="company-sms-sender"
            />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label={t("companyForm.individualWellbeing")}
            description={t("companyForm.individualWellbeingHint")}
            checked={state.individualWellbeing}
            onChange={(event) => set("individualWellbeing", event.currentTarget.checked)}
            error={error("individualWellbeing")}
            data-testid="company-individual-wellbeing"
          />
        </section>

        <Checkbox.Group
          label={
            <Title order={2} size="h4" component="span">
              {t("organisation:fields.services")}
            </Title>
          }
          description={t("companyForm.servicesHint")}
          withAsterisk
          value={state.services.map(String)}
          onChange={(value) =>
            set(
              "services",
              value.map(Number).sort((a, b) => a - b),
            )
          }
          error={error("services")}
          data-testid="company-services"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
            {SERVICES.map((key, index) => (
              <Checkbox
                key={key}
                value={String(index + 1)}
                label={t(`contract:services.${key}.name`)}
                description={t(`contract:services.${key}.description`)}
                data-testid={`company-service-${key}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <section aria-labelledby={`${formId}-logo`}>
          <Title order={2} size="h4" id={`${formId}-logo`} mb="sm">
            {t("organisation:fields.logo")}
          </Title>
          <Stack gap="sm">
            {(preview ?? currentLogo.data) && (
              <img
                src={preview ?? currentLogo.data ?? undefined}
                alt={preview ? t("companyForm.logoPreview") : t("companyForm.logoCurrent")}
                className="wg-admin-logo-preview"
                data-testid="company-logo-preview"
              />
            )}
            <FileInput
              label={t("companyForm.logoFile")}
              description={t("companyForm.logoHint")}
              placeholder={t("companyForm.logoChoose")}
              accept={LOGO_TYPES.join(",")}
              value={logo}
              onChange={chooseLogo}
              clearable
              // Mantine's placeholder grey is below 4.5:1 on white.
              styles={{ placeholder: { color: "var(--wg-text-muted)" } }}
              error={error("logo")}
              maw={420}
              data-testid="company-logo"
            />
          </Stack>
        </section>

        <Group gap="sm">
          <Button type="submit" loading={busy} data-testid="company-submit">
            {mode === "create" ? t("companyForm.create") : t("companyForm.save")}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
