import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import {
  LOCALE_NAMES,
  LOCALES,
  PERSONALISED_CATEGORY_ID,
  PHISHING_LEVELS,
  type TTemplateSummary,
} from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { useCampaignTypes, useTemplatePreview, useTemplates } from "./api";
import { PreviewPersonPicker } from "./person-picker";
import {
  CopyTemplateButton,
  languageName,
  MessagePreview,
  PreviewHint,
  TemplateBadges,
  withFieldNames,
} from "./template-preview";

/** Navigation state of a page that sends the controller here. */
export interface TemplatesPageState {
  deleted?: boolean;
}

/**
 * Templates (docs/phishing.md "Company copies"; issue 17 point 1): the built-in lures and the company's own copies,
 * filtered by category, level and language, and the chosen one previewed with a real person's merge fields in a
 * chosen language. A built-in template is copied for the company, a copy opened to edit it.
 */
export function CampaignTemplatesPage() {
  const { t } = useTranslation("controller");
  const deleted = (useLocation().state as TemplatesPageState | null)?.deleted === true;
  return (
    <ControllerPage
      title={t("campaigns.templates.title")}
      intro={t("campaigns.templates.intro")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="campaign-templates"
    >
      {(company) => (
        <Stack gap="md">
          {deleted && (
            <FormMessage id="template-deleted" tone="success" testId="template-deleted">
              {t("campaigns.templates.deleted")}
            </FormMessage>
          )}
          <TemplateLibrary key={company.stakeholderId} companyId={company.stakeholderId} />
        </Stack>
      )}
    </ControllerPage>
  );
}

function TemplateLibrary({ companyId }: { companyId: number }) {
  const { t } = useTranslation("controller");
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("template")) || null;
  const [category, setCategory] = useState<number>(PERSONALISED_CATEGORY_ID);
  const [level, setLevel] = useState("");
  const [language, setLanguage] = useState("");
  const types = useCampaignTypes(companyId);
  const templates = useTemplates(companyId, category);

  // Built-in templates are written in every language; a copy only in its own.
  const shown = (templates.data ?? []).filter(
    (template) =>
      (level === "" || template.level === Number(level)) &&
      (language === "" || template.locale === null || template.locale === language),
  );

  function select(templateId: number) {
    setParams({ template: String(templateId) }, { replace: true });
  }

  return (
    <div className="wg-template-library wg-fit-select">
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <div className="wg-template-filters" data-testid="template-filters">
            <NativeSelectField
              label={t("campaigns.fields.category")}
              value={String(category)}
              options={(types.data ?? []).map((type) => ({
                value: String(type.campaignTypeId),
                label: t("campaigns.categoryOption", {
                  name: t(`campaigns.categories.${type.key}`),
                  count: type.templates,
                }),
              }))}
              onChange={(value) => setCategory(Number(value))}
              testId="template-filter-category"
            />
            <NativeSelectField
              label={t("campaigns.templates.levelFilter")}
              value={level}
              options={[
                { value: "", label: t("campaigns.templates.allLevels") },
                ...PHISHING_LEVELS.map((l) => ({
                  value: String(l),
                  label: t("campaigns.level", { level: l }),
                })),
              ]}
              onChange={setLevel}
              testId="template-filter-level"
            />
            <NativeSelectField
              label={t("campaigns.templates.languageFilter")}
              value={language}
              options={[
                { value: "", label: t("campaigns.templates.allLanguages") },
                ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
              ]}
              onChange={setLanguage}
              testId="template-filter-language"
            />
          </div>
          <Title order={2} size="h3" id="template-gallery-title">
            {t("campaigns.templates.galleryTitle", { count: shown.length })}
          </Title>
          {templates.isPending ? (
            <Loading testId="template-gallery-loading" />
          ) : templates.isError ? (
            <LoadError
              error={templates.error}
              onRetry={() => void templates.refetch()}
              testId="template-gallery-error"
            />
          ) : shown.length === 0 ? (
            <Text data-testid="template-gallery-empty">{t("campaigns.templates.empty")}</Text>
          ) : (
            <div
              role="radiogroup"
              aria-labelledby="template-gallery-title"
              className="wg-template-gallery"
              data-testid="template-gallery"
            >
              {shown.map((template) => (
                <TemplateCard
                  key={template.templateId}
                  template={template}
                  selected={selected === template.templateId}
                  onSelect={select}
                />
              ))}
            </div>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        {selected === null ? (
          <Text data-testid="template-preview-none">{t("campaigns.templates.chooseOne")}</Text>
        ) : (
          <TemplatePreviewPanel
            key={selected}
            companyId={companyId}
            templateId={selected}
            initialLocale={language || currentLocale()}
          />
        )}
      </Paper>
    </div>
  );
}

function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: TTemplateSummary;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation("controller");
  return (
    <label className="wg-template-card" data-testid={`template-card-${template.templateId}`}>
      <input
        type="radio"
        name="template-library"
        className="wg-visually-hidden"
        checked={selected}
        onChange={() => onSelect(template.templateId)}
      />
      <Text fw={600} size="sm" component="span" display="block">
        {withFieldNames(t, template.name)}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block">
        {template.senderName}
      </Text>
      <TemplateBadges template={template} />
    </label>
  );
}

/** The chosen template as one person would receive it, in a chosen language, and what can be done with it. */
function TemplatePreviewPanel({
  companyId,
  templateId,
  initialLocale,
}: {
  companyId: number;
  templateId: number;
  initialLocale: string;
}) {
  const { t } = useTranslation("controller");
  const [personId, setPersonId] = useState<number | null>(null);
  const [locale, setLocale] = useState(initialLocale);
  // The template comes from the address (?template=): one deleted since is answered here, in place.
  const preview = useTemplatePreview(companyId, templateId, { personId, locale, handlesNotFound: true });
  const data = preview.data;
  const isCopy = data ? data.basedOn !== null : false;
  const copyLanguage = data ? languageName(data.locale) : null;

  return (
    <section aria-labelledby="template-preview-title" data-testid="template-preview">
      <Stack gap="sm">
        <Title order={2} size="h3" id="template-preview-title">
          {data ? withFieldNames(t, data.name) : t("campaigns.previewTitle")}
        </Title>
        {data && <TemplateBadges template={data} />}
        <PreviewHint />
        <PreviewPersonPicker companyId={companyId} personId={personId} onChange={setPersonId} />
        {isCopy ? (
          <Text size="sm" data-testid="template-preview-language">
            {t("campaigns.templates.copyLanguage", { language: copyLanguage ?? "" })}
          </Text>
        ) : (
          <NativeSelectField
            label={t("campaigns.templates.previewLanguage")}
            value={locale}
            options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
            onChange={setLocale}
            testId="template-preview-locale"
          />
        )}
        {preview.isPending ? (
          <Loading testId="template-preview-loading" />
        ) : preview.isError ? (
          <LoadError
            error={preview.error}
            onRetry={() => void preview.refetch()}
            testId="template-preview-error"
          />
        ) : (
          <>
            <div aria-busy={preview.isFetching}>
              <MessagePreview preview={preview.data} testId="template-message" />
            </div>
            {isCopy ? (
              <div>
                <Button
                  component={Link}
                  to={href("CampaignTemplate", { templateId })}
                  data-testid="template-edit"
                >
                  {t("campaigns.templates.editAction")}
                </Button>
              </div>
            ) : (
              <>
                <Text size="sm">{t("campaigns.templates.copyHint")}</Text>
                <CopyTemplateButton
                  companyId={companyId}
                  preview={preview.data}
                  locale={locale}
                  ready={!preview.isPlaceholderData && !preview.isFetching}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
