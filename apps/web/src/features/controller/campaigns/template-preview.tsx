import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  CAMPAIGN_LIMITS,
  isLocale,
  LOCALE_NAMES,
  type TTemplatePreview,
  type TTemplateSummary,
} from "@wellguard/contract";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCopyTemplate } from "./api";
import "./templates.css";

/*
 * Parts shared by the templates page and a template's page (docs/phishing.md "Company copies"): the preview of a
 * message, a template's badges, and "copy for my company".
 */

/** A merge field stands for whoever receives the message: "{{department}}" reads "[department]". */
export function withFieldNames(t: TFunction<"controller">, text: string): string {
  return text.replace(/\{\{(firstName|company|department)\}\}/g, (_whole, field: string) =>
    t(`campaigns.mergeFields.${field}`),
  );
}

/** The language a copy is written in, named in itself ("Polski"); built-in templates have none. */
export function languageName(locale: string | null): string | null {
  return isLocale(locale) ? LOCALE_NAMES[locale] : null;
}

export function TemplateBadges({ template }: { template: TTemplateSummary }) {
  const { t } = useTranslation("controller");
  const language = languageName(template.locale);
  return (
    <Group gap={4} mt={6}>
      {template.basedOn !== null ? (
        <Badge color="grape.9" variant="filled" size="sm" data-testid="template-copy-badge">
          {t("campaigns.templates.copyBadge")}
        </Badge>
      ) : (
        <Badge color="gray" variant="outline" size="sm">
          {t("campaigns.templates.builtinBadge")}
        </Badge>
      )}
      <Badge variant="light" size="sm">
        {t("campaigns.level", { level: template.level })}
      </Badge>
      <Badge variant="outline" size="sm">
        {t(`campaigns.levers.${template.lever}`)}
      </Badge>
      {language && (
        <Badge variant="outline" color="dark" size="sm" tt="none">
          {language}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The message as its person would receive it: sender, subject, the HTML in a frame sandboxed without scripts (the
 * server sanitised it already; the sandbox is the second wall) and the cues people should notice.
 */
export function MessagePreview({ preview, testId }: { preview: TTemplatePreview; testId: string }) {
  const { t } = useTranslation("controller");
  return (
    <Stack gap="xs" data-testid={testId}>
      <dl className="wg-preview-head">
        <dt>{t("campaigns.preview.from")}</dt>
        <dd data-testid={`${testId}-from`}>{`${preview.senderName} <${preview.senderAddress}>`}</dd>
        <dt>{t("campaigns.preview.subject")}</dt>
        <dd data-testid={`${testId}-subject`}>{preview.subject}</dd>
      </dl>
      <iframe
        title={t("campaigns.previewFrame")}
        className="wg-preview-frame"
        sandbox=""
        srcDoc={preview.html}
        data-testid={`${testId}-frame`}
      />
      <Title order={3} size="h5">
        {t("campaigns.cuesTitle")}
      </Title>
      <ol className="wg-template-cues">
        {preview.cues.map((cue) => (
          <li key={cue.target + cue.text}>
            <strong>{t(`campaigns.cueTargets.${cue.target}`)}</strong>: {cue.text}
          </li>
        ))}
      </ol>
    </Stack>
  );
}

/**
 * "Copy for my company": saves the built-in template's source in the previewed language as the company's own copy,
 * then opens the copy's page to edit it.
 */
export function CopyTemplateButton({
  companyId,
  preview,
  locale,
  ready,
}: {
  companyId: number;
  preview: TTemplatePreview;
  locale: string;
  /** False while the preview shown is still the one of another language. */
  ready: boolean;
}) {
  const { t } = useTranslation("controller");
  const navigate = useNavigate();
  const copy = useCopyTemplate(companyId);

  async function makeCopy() {
    const name = t("campaigns.templates.copyName", { name: preview.name }).slice(0, CAMPAIGN_LIMITS.nameMax);
    try {
      const saved = await copy.mutateAsync({ basedOn: preview.templateId, locale, name, ...preview.source });
      navigate(href("CampaignTemplate", { templateId: saved.templateId }), { state: { copied: true } });
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Stack gap="xs">
      <Group>
        <Button
          onClick={() => void makeCopy()}
          loading={copy.isPending}
          disabled={!ready}
          data-testid="template-copy"
        >
          {t("campaigns.templates.copyAction")}
        </Button>
      </Group>
      {copy.isError && (
        <FormMessage id="template-copy-problem" tone="error" testId="template-copy-problem">
          {t(errorMessageKey(isApiError(copy.error) ? copy.error.code : null))}
        </FormMessage>
      )}
    </Stack>
  );
}

/** The one-line explanation under a preview's title: whose details and which language it shows. */
export function PreviewHint() {
  const { t } = useTranslation("controller");
  return <Text size="sm">{t("campaigns.templates.previewHint")}</Text>;
}
