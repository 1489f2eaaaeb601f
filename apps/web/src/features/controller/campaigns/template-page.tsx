import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  CAMPAIGN_LIMITS,
  LOCALE_NAMES,
  LOCALES,
  type TTemplatePreview,
  type TTemplateSaved,
  ZTemplateCopyInput,
} from "@wellguard/contract";
import { type FormEvent, Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { apiFieldCodes, checkWithSchema, type FieldCodes } from "@/features/organisation/lib/form-errors";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey, messageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { FormMessage } from "@/ui/form-message";
import { useManagedCompanies } from "../api/managed-companies";
import { ConfirmDialog } from "../components/confirm-dialog";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { campaignKeys, useCampaigns, useDeleteTemplate, useTemplatePreview, useUpdateTemplate } from "./api";
import { PreviewPersonPicker } from "./person-picker";
import {
  CopyTemplateButton,
  languageName,
  MessagePreview,
  PreviewHint,
  TemplateBadges,
  withFieldNames,
} from "./template-preview";
import type { TemplatesPageState } from "./templates-page";

/** Navigation state of "copy for my company", which opens the new copy here. */
interface TemplatePageState {
  copied?: boolean;
}

type Values = {
  name: string;
  locale: string;
  senderName: string;
  senderLocal: string;
  subject: string;
  html: string;
  text: string;
};
type Field = keyof Values;

const LINK = "{{link}}";
const MAX_LENGTH: Partial<Record<Field, number>> = {
  name: CAMPAIGN_LIMITS.nameMax,
  senderName: CAMPAIGN_LIMITS.senderNameMax,
  subject: CAMPAIGN_LIMITS.subjectMax,
  html: CAMPAIGN_LIMITS.bodyMax,
  text: CAMPAIGN_LIMITS.bodyMax,
};
const FIELDS: Field[] = ["name", "locale", "senderName", "senderLocal", "subject", "html", "text"];

function valuesOf(template: TTemplatePreview): Values {
  return { name: template.name, locale: template.locale ?? "", ...template.source };
}

/**
 * The checks of the contract's ZTemplateCopyInput (the server's own), and the one the server makes after
 * sanitising: both bodies carry the tracking link. The HTML's links all become it, so one link is enough.
 */
function problemsOf(basedOn: number, values: Values): FieldCodes {
  const checked = checkWithSchema(ZTemplateCopyInput, { basedOn, ...values });
  const problems: FieldCodes = checked.ok ? {} : { ...checked.errors };
  if (!problems.html && !/<a[\s>]/i.test(values.html)) problems.html = "noLink";
  if (!problems.text && !values.text.includes(LINK)) problems.text = "noLink";
  return problems;
}

/**
 * A template's page (docs/phishing.md "Company copies"): a company copy's editor — name, language, sender,
 * subject, HTML and plain text, checked as the server checks them — with the saved version's preview for a chosen
 * person, what the sanitiser removed, the campaigns that use it, and delete. A built-in template is read-only:
 * its page previews it and offers to copy it.
 */
export function CampaignTemplatePage() {
  const { t } = useTranslation("controller");
  const templateId = Number(useParams().templateId);
  const managedId = useManagedCompanyId();
  const companies = useManagedCompanies();
  // The title names the template once the page's company is known to be managed (else ControllerPage moves on).
  const managed = companies.data?.some((c) => c.stakeholderId === managedId) === true;
  const validId = Number.isInteger(templateId) && templateId > 0;
  const template = useTemplatePreview(managedId ?? 0, managed && validId ? templateId : null);
  const data = template.data;
  if (!validId) return <Navigate to={href("NotFound")} replace />;
  return (
    <ControllerPage
      title={data ? withFieldNames(t, data.name) : t("campaigns.templates.pageTitle")}
      kind={
        data
          ? t(data.basedOn !== null ? "campaigns.templates.copyKind" : "campaigns.templates.builtinKind")
          : undefined
      }
      back={{ to: href("CampaignTemplates"), label: t("campaigns.templates.title") }}
      titleTestId="campaign-template-title"
      testId="campaign-template"
    >
      {(company) =>
        template.isError ? (
          <LoadError
            error={template.error}
            onRetry={() => void template.refetch()}
            testId="campaign-template-error"
          />
        ) : !data ? (
          <Loading testId="campaign-template-loading" />
        ) : data.basedOn === null ? (
          <BuiltinTemplate key={templateId} companyId={company.stakeholderId} template={data} />
        ) : (
          <CopyEditor
            key={`${company.stakeholderId}-${templateId}`}
            companyId={company.stakeholderId}
            saved={data}
          />
        )
      }
    </ControllerPage>
  );
}

/** A built-in template: read-only, previewed in a chosen language, and copied for the company. */
function BuiltinTemplate({ companyId, template }: { companyId: number; template: TTemplatePreview }) {
  const { t } = useTranslation("controller");
  const [personId, setPersonId] = useState<number | null>(null);
  const [locale, setLocale] = useState<string>(currentLocale());
  const preview = useTemplatePreview(companyId, template.templateId, { personId, locale });
  return (
    <Stack gap="lg" className="wg-fit-select">
      <FormMessage id="template-read-only" tone="info" testId="template-read-only">
        {t("campaigns.templates.readOnly")}
      </FormMessage>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <section aria-labelledby="template-preview-title" data-testid="template-preview">
          <Stack gap="sm">
            <Title order={2} size="h3" id="template-preview-title">
              {t("campaigns.previewTitle")}
            </Title>
            <TemplateBadges template={template} />
            <PreviewHint />
            <PreviewPersonPicker companyId={companyId} personId={personId} onChange={setPersonId} />
            <NativeSelectField
              label={t("campaigns.templates.previewLanguage")}
              value={locale}
              options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              onChange={setLocale}
              testId="template-preview-locale"
            />
            {preview.isError ? (
              <LoadError
                error={preview.error}
                onRetry={() => void preview.refetch()}
                testId="template-preview-error"
              />
            ) : !preview.data ? (
              <Loading testId="template-preview-loading" />
            ) : (
              <>
                <div aria-busy={preview.isFetching}>
                  <MessagePreview preview={preview.data} testId="template-message" />
                </div>
                <CopyTemplateButton
                  companyId={companyId}
                  preview={preview.data}
                  locale={locale}
                  ready={!preview.isPlaceholderData && !preview.isFetching}
                />
              </>
            )}
          </Stack>
        </section>
      </Paper>
    </Stack>
  );
}

/** A company copy's editor, its saved preview, the campaigns that use it, and delete. */
function CopyEditor({ companyId, saved }: { companyId: number; saved: TTemplatePreview }) {
  const { t } = useTranslation("controller");
  const navigate = useNavigate();
  const client = useQueryClient();
  const copied = (useLocation().state as TemplatePageState | null)?.copied === true;
  const templateId = saved.templateId;
  const basedOn = saved.basedOn ?? 0;
  const update = useUpdateTemplate(companyId, templateId);
  const remove = useDeleteTemplate(companyId, templateId);
  const campaigns = useCampaigns(companyId);
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [baseline, setBaseline] = useState<Values>(() => valuesOf(saved));
  const [problems, setProblems] = useState<FieldCodes>({});
  const [result, setResult] = useState<TTemplateSaved | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [personId, setPersonId] = useState<number | null>(null);
  const preview = useTemplatePreview(companyId, templateId, { personId });
  const dirty = FIELDS.some((field) => values[field] !== baseline[field]);
  const usedBy = (campaigns.data ?? []).filter((c) => c.templateId === templateId);

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setResult(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const found = problemsOf(basedOn, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await update.mutateAsync({ basedOn, ...values });
      setResult(answer);
      // The form then shows what was stored (the sanitised HTML, the trimmed and lower-cased fields): the mutation
      // resolves once the copy's preview, which the page's title reads too, has been fetched again.
      const stored = client.getQueryData<TTemplatePreview>(
        campaignKeys.preview(companyId, templateId, null, null),
      );
      const now = valuesOf(stored ?? { ...saved, name: values.name, locale: values.locale, source: values });
      setValues(now);
      setBaseline(now);
    } catch (error) {
      setProblems(apiFieldCodes(error));
    }
  }

  function problemText(field: Field): string | undefined {
    const code = problems[field];
    if (!code) return undefined;
    // The server's ND1027 on a body is its link rule, checked after sanitising (a link inside a removed form).
    const missingLink = code === "noLink" || (code === "ND1027" && (field === "html" || field === "text"));
    if (missingLink)
      return t(`campaigns.templates.errors.${field === "html" ? "htmlLink" : "textLink"}`, {
        placeholder: LINK,
      });
    if (code === "ND1007" && MAX_LENGTH[field])
      return t(messageKey("maxLength"), { length: MAX_LENGTH[field] });
    if (code === "ND1018") return t(messageKey("required"));
    if (code === "ND1027" && field === "senderLocal") return t("campaigns.templates.errors.senderLocal");
    return t(errorMessageKey(code));
  }
  // A refusal that names no field of the form (the copy deleted meanwhile, a lost connection) is said above it.
  const fieldless = Object.entries(problems).find(([field]) => !(FIELDS as string[]).includes(field));

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: problemText(field),
    maxLength: MAX_LENGTH[field],
    "data-testid": `template-field-${field}`,
  });

  return (
    <Stack gap="lg" className="wg-fit-select">
      {copied && !dirty && !result && (
        <FormMessage id="template-copied" tone="success" testId="template-copied">
          {t("campaigns.templates.copied")}
        </FormMessage>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form
          onSubmit={(e) => void save(e)}
          noValidate
          aria-labelledby="template-form-title"
          data-testid="template-form"
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id="template-form-title">
              {t("campaigns.templates.formTitle")}
            </Title>
            {Object.keys(problems).length > 0 && (
              <FormMessage id="template-form-problem" tone="error" testId="template-form-problem">
                {fieldless ? t(errorMessageKey(fieldless[1])) : t(messageKey("checkMarkedFields"))}
              </FormMessage>
            )}
            <TextInput
              label={t("campaigns.templates.fields.name")}
              description={t("campaigns.templates.hints.name")}
              required
              {...fieldProps("name")}
            />
            <NativeSelectField
              label={t("campaigns.templates.fields.locale")}
              value={values.locale}
              options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              onChange={(value) => set("locale", value)}
              testId="template-field-locale"
            />
            <Text size="sm" c="var(--wg-text-muted)">
              {t("campaigns.templates.hints.locale")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t("campaigns.templates.fields.senderName")}
                required
                {...fieldProps("senderName")}
              />
              <TextInput
                label={t("campaigns.templates.fields.senderLocal")}
                description={t("campaigns.templates.hints.senderLocal")}
                required
                spellCheck={false}
                autoCapitalize="none"
                {...fieldProps("senderLocal")}
                maxLength={64}
              />
            </SimpleGrid>
            <TextInput label={t("campaigns.templates.fields.subject")} required {...fieldProps("subject")} />
            <MergeFields />
            <Textarea
              label={t("campaigns.templates.fields.html")}
              description={t("campaigns.templates.hints.html")}
              required
              autosize
              minRows={8}
              maxRows={24}
              spellCheck={false}
              classNames={{ input: "wg-template-source" }}
              {...fieldProps("html")}
            />
            <Textarea
              label={t("campaigns.templates.fields.text")}
              description={t("campaigns.templates.hints.text", { placeholder: LINK })}
              required
              autosize
              minRows={5}
              maxRows={16}
              classNames={{ input: "wg-template-source" }}
              {...fieldProps("text")}
            />
            {result && (
              <FormMessage id="template-saved" tone="success" testId="template-saved">
                {t("campaigns.templates.saved")}
              </FormMessage>
            )}
            {result && result.removedBySanitiser.length > 0 && (
              <FormMessage id="template-sanitised" tone="warning" testId="template-sanitised">
                {t("campaigns.templates.sanitised", { items: result.removedBySanitiser.join(", ") })}
              </FormMessage>
            )}
            <Group justify="space-between" gap="sm">
              <Button
                color="red.9"
                variant="outline"
                onClick={() => setConfirming(true)}
                data-testid="template-delete"
              >
                {t("campaigns.templates.deleteAction")}
              </Button>
              <Button type="submit" loading={update.isPending} data-testid="template-save">
                {t("campaigns.templates.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <section aria-labelledby="template-preview-title" data-testid="template-preview">
          <Stack gap="sm">
            <Title order={2} size="h3" id="template-preview-title">
              {t("campaigns.templates.savedPreviewTitle")}
            </Title>
            <PreviewHint />
            {dirty && (
              <FormMessage id="template-unsaved" tone="info" testId="template-unsaved">
                {t("campaigns.templates.unsaved")}
              </FormMessage>
            )}
            <Text size="sm" data-testid="template-preview-language">
              {t("campaigns.templates.copyLanguage", { language: languageName(saved.locale) ?? "" })}
            </Text>
            <PreviewPersonPicker companyId={companyId} personId={personId} onChange={setPersonId} />
            {preview.isError ? (
              <LoadError
                error={preview.error}
                onRetry={() => void preview.refetch()}
                testId="template-preview-error"
              />
            ) : !preview.data ? (
              <Loading testId="template-preview-loading" />
            ) : (
              <div aria-busy={preview.isFetching}>
                <MessagePreview preview={preview.data} testId="template-message" />
              </div>
            )}
          </Stack>
        </section>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <section aria-labelledby="template-usage-title" data-testid="template-usage">
          <Stack gap="xs">
            <Title order={2} size="h3" id="template-usage-title">
              {t("campaigns.templates.usageTitle")}
            </Title>
            {campaigns.isPending ? (
              <Loading testId="template-usage-loading" />
            ) : campaigns.isError ? (
              <LoadError
                error={campaigns.error}
                onRetry={() => void campaigns.refetch()}
                testId="template-usage-error"
              />
            ) : usedBy.length === 0 ? (
              <Text data-testid="template-usage-none">{t("campaigns.templates.notUsed")}</Text>
            ) : (
              <>
                <Text>{t("campaigns.templates.usedBy", { count: usedBy.length })}</Text>
                <ul data-testid="template-usage-list">
                  {usedBy.map((c) => (
                    <li key={c.campaignId}>
                      <Anchor component={Link} to={href("Campaign", { id: c.campaignId })}>
                        {c.name}
                      </Anchor>
                    </li>
                  ))}
                </ul>
                <Text size="sm">{t("campaigns.templates.usedByHint")}</Text>
              </>
            )}
          </Stack>
        </section>
      </Paper>

      <ConfirmDialog
        open={confirming}
        title={t("campaigns.templates.deleteTitle")}
        message={t("campaigns.templates.deleteMessage")}
        confirmLabel={t("campaigns.templates.deleteAction")}
        danger
        busy={remove.isPending}
        error={
          remove.isError ? (
            <FormMessage id="template-delete-problem" tone="error" testId="template-delete-problem">
              {isApiError(remove.error) && remove.error.code === "ND1027"
                ? t("campaigns.templates.deleteRefused")
                : t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null))}
            </FormMessage>
          ) : undefined
        }
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          void remove.mutateAsync().then(
            () =>
              navigate(href("CampaignTemplates"), {
                replace: true,
                state: { deleted: true } satisfies TemplatesPageState,
              }),
            () => {},
          )
        }
        testId="template-delete-dialog"
      />
    </Stack>
  );
}

/** The merge fields a copy may use, as they are written. */
function MergeFields() {
  const { t } = useTranslation("controller");
  const fields = ["firstName", "company", "department", "link"] as const;
  return (
    <section aria-labelledby="template-merge-title">
      <Title order={3} size="h5" id="template-merge-title">
        {t("campaigns.templates.mergeTitle")}
      </Title>
      <Text size="sm" mb={4}>
        {t("campaigns.templates.mergeHint")}
      </Text>
      <dl className="wg-merge-fields">
        {fields.map((field) => (
          <Fragment key={field}>
            <dt>{`{{${field}}}`}</dt>
            <dd>{t(`campaigns.templates.merge.${field}`)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
