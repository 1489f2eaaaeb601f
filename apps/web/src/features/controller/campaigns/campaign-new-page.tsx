import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  CAMPAIGN_KIND_INFO,
  type CampaignChannelKey,
  campaignDatesError,
  parseUtcDateTime,
  type TCampaignDraft,
  type TManagedCompany,
  type TTemplateSummary,
} from "@wellguard/contract";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey, messageKey } from "@/lib/error-message";
import { timeZones } from "@/lib/time-zones";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/company";
import { ControllerPage } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import {
  useCampaignTypes,
  useCreateCampaign,
  usePhishingDomains,
  useTemplatePreview,
  useTemplates,
} from "./api";
import {
  type CampaignFormValues,
  DraftGate,
  DraftSaved,
  formValuesOf,
  SaveDraftButton,
  useDraftActions,
} from "./campaign-drafts";
import {
  DomainField,
  LocalField,
  localOf,
  RefusalDialog,
  StakeholdersField,
  type TargetType,
  toUtc,
} from "./form-parts";
import { PreviewPersonPicker } from "./person-picker";
import { ChannelChoice, contractedChannels, ReachNotice, SmsTemplateGallery } from "./sms-parts";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * New campaign (spec §2 controller/campaigns/new, §5 campaign dates, §7 creation; docs/phishing.md): name, template
 * from the gallery with its preview, sending domain, the dates in a chosen time zone, working hours, and the
 * departments or tags. With smishing contracted, the channel (e-mail or SMS, issue 18) comes first: SMS campaigns
 * choose among the SMS templates and are never drafts (drafts are e-mail only). A refusal opens the §7 dialog: the errors title, the code's text, no cancel button.
 */
export function CampaignNewPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("campaigns.newTitle")}
      intro={t("campaigns.newIntro")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="campaign-new"
    >
      {(company) => (
        <DraftGate key={company.stakeholderId} companyId={company.stakeholderId}>
          {(draft) => <CampaignForm company={company} draft={draft} />}
        </DraftGate>
      )}
    </ControllerPage>
  );
}

/** The form, empty or filled from a saved draft (`draft`, opened at ?draft={id}). */
function CampaignForm({ company, draft }: { company: TManagedCompany; draft: TCampaignDraft | undefined }) {
  const { t } = useTranslation("controller");
  const companyId = company.stakeholderId;
  const navigate = useNavigate();
  const details = useCompany(companyId);
  const domains = usePhishingDomains(companyId);
  const create = useCreateCampaign(companyId);
  const zones = useMemo(() => timeZones(), []);

  const [initial] = useState(() => formValuesOf(draft));
  const channels = contractedChannels(company);
  // A draft is an e-mail campaign; a company with smishing only starts on SMS.
  const [channel, setChannel] = useState<CampaignChannelKey>(() =>
    draft || channels.includes("email") ? "email" : "sms",
  );
  const sms = channel === "sms";
  const [name, setName] = useState(initial.name);
  const [templateId, setTemplateId] = useState<number | null>(initial.templateId);
  const [campaignTypeId, setCampaignTypeId] = useState<number>(initial.campaignTypeId);
  const [domain, setDomain] = useState(initial.domain);
  const [zone, setZone] = useState(initial.zone);
  const [start, setStart] = useState(initial.start);
  const [sendBy, setSendBy] = useState(initial.sendBy);
  const [end, setEnd] = useState(initial.end);
  const [workingHours, setWorkingHours] = useState(initial.workingHours);
  const [targetType, setTargetType] = useState<TargetType>(initial.targetType);
  const [targetIds, setTargetIds] = useState<Set<number>>(initial.targetIds);
  const [fieldProblem, setFieldProblem] = useState<{ field: string; code: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const drafts = useDraftActions(companyId, draft?.draftId ?? null);
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const values = (): CampaignFormValues => ({
    name,
    templateId,
    campaignTypeId,
    domain,
    zone,
    start,
    sendBy,
    end,
    workingHours,
    targetType,
    targetIds,
  });

  /** Saves the form as it is, complete or not: only the name is required. */
  async function saveDraft() {
    setFieldProblem(null);
    setDraftProblem(null);
    if (!name.trim()) return setFieldProblem({ field: "name", code: "ND1018" });
    try {
      await drafts.saveDraft(values());
    } catch (error) {
      setDraftProblem(errorMessageKey(isApiError(error) ? error.code : null));
    }
  }

  // The company's zone and sensible dates once the company is known: tomorrow 09:00, two days to send, two weeks of results.
  const companyZone = details.data?.timeZone;
  useEffect(() => {
    if (!companyZone || zone) return;
    setZone(companyZone);
    const tomorrow = dayjs().tz(companyZone).add(1, "day").hour(9).minute(0).second(0);
    setStart(localOf(tomorrow.toDate(), companyZone));
    setSendBy(tomorrow.add(1, "day").format("YYYY-MM-DD"));
    setEnd(localOf(tomorrow.add(15, "day").hour(18).toDate(), companyZone));
  }, [companyZone, zone]);
  useEffect(() => {
    if (!domain && domains.data?.[0]) setDomain(String(domains.data[0].domainId));
  }, [domains.data, domain]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldProblem(null);
    const startDate = toUtc(start, zone);
    const endDate = toUtc(end, zone);
    const sendByDate = /^\d{4}-\d{2}-\d{2}$/.test(sendBy) ? toUtc(`${sendBy}T23:59`, zone) : null;
    if (!name.trim()) return setFieldProblem({ field: "name", code: "ND1018" });
    if (templateId === null) return setFieldProblem({ field: "template", code: "ND1019" });
    if (!startDate) return setFieldProblem({ field: "start", code: "ND1045" });
    if (!sendByDate) return setFieldProblem({ field: "sendBy", code: "ND1044" });
    if (!endDate) return setFieldProblem({ field: "end", code: "ND1043" });
    const dates = {
      start: parseUtcDateTime(startDate) as Date,
      sendUntil: parseUtcDateTime(sendByDate) as Date,
      end: parseUtcDateTime(endDate) as Date,
    };
    const dateProblem = campaignDatesError(dates, new Date());
    if (dateProblem)
      return setFieldProblem({
        field: dateProblem === "ND1021" ? "start" : dateProblem === "ND1044" ? "sendBy" : "end",
        code: dateProblem,
      });
    if (targetIds.size === 0) return setFieldProblem({ field: "targets", code: "ND1018" });
    const kind = sms ? "smishing" : "phishing";
    try {
      // A draft is scheduled (it becomes the campaign); a new form is created directly.
      const created =
        drafts.draftId !== null
          ? await drafts.scheduleDraft(values())
          : await create.mutateAsync({
              name: name.trim(),
              campaignKind: kind,
              domain: domain ? Number(domain) : null,
              campaignTypeId,
              surveyTypeId: CAMPAIGN_KIND_INFO[kind].surveyTypeId,
              templateId,
              timeZone: zone,
              startDate,
              sendByDate,
              endDate,
              workingHours,
              stakeholders: { type: targetType, ids: [...targetIds] },
            });
      navigate(href("Campaign", { id: created.campaignId }), { state: { created: true } });
    } catch (error) {
      // Spec §7: the errors title, the code's text, no cancel button.
      setRefusal(errorMessageKey(isApiError(error) ? error.code : null));
    }
  }

  const problemFor = (field: string) =>
    fieldProblem?.field === field ? t(errorMessageKey(fieldProblem.code)) : undefined;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="campaign-form"
      aria-labelledby="campaign-form-title"
    >
      <Stack gap="lg">
        <Title order={2} size="h3" id="campaign-form-title" className="wg-visually-hidden">
          {t("campaigns.newTitle")}
        </Title>
        {fieldProblem && (
          <FormMessage id="campaign-form-problem" tone="error" testId="campaign-form-problem">
            {t(messageKey("checkMarkedFields"))}
          </FormMessage>
        )}
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            {!draft && (
              <ChannelChoice
                channels={channels}
                value={channel}
                onChange={(next) => {
                  setChannel(next);
                  setTemplateId(null);
                  // Texts reach personal phones: working hours are the kind default for SMS.
                  if (next === "sms") setWorkingHours(true);
                }}
              />
            )}
            <TextInput
              label={t("campaigns.fields.name")}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={120}
              required
              error={problemFor("name")}
              data-testid="campaign-name"
            />
          </Stack>
        </Paper>
        {sms ? (
          <SmsTemplateGallery
            companyId={companyId}
            companyName={company.name}
            linkHost={domains.data?.find((d) => String(d.domainId) === domain)?.host ?? null}
            selected={templateId}
            onSelect={(template) => {
              setTemplateId(template.templateId);
              setCampaignTypeId(template.campaignTypeId);
            }}
            problem={problemFor("template")}
          />
        ) : (
          <TemplateGallery
            companyId={companyId}
            category={campaignTypeId}
            onCategory={(id) => {
              setCampaignTypeId(id);
              setTemplateId(null);
            }}
            selected={templateId}
            onSelect={setTemplateId}
            problem={problemFor("template")}
          />
        )}
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t("campaigns.whenTitle")}
            </Title>
            <DomainField
              prefix="campaign"
              domains={domains.data}
              sms={sms}
              value={domain}
              onChange={setDomain}
            />
            <NativeSelectField
              label={t("campaigns.fields.timeZone")}
              value={zone}
              options={zones.map((z) => ({ value: z, label: z }))}
              onChange={setZone}
              testId="campaign-zone"
            />
            <Group align="flex-start" gap="md" wrap="wrap">
              <LocalField
                label={t("campaigns.fields.start")}
                type="datetime-local"
                value={start}
                onChange={setStart}
                problem={problemFor("start")}
                testId="campaign-start"
              />
              <LocalField
                label={t("campaigns.fields.sendBy")}
                type="date"
                value={sendBy}
                onChange={setSendBy}
                problem={problemFor("sendBy")}
                testId="campaign-send-by"
              />
              <LocalField
                label={t("campaigns.fields.end")}
                type="datetime-local"
                value={end}
                onChange={setEnd}
                problem={problemFor("end")}
                testId="campaign-end"
              />
            </Group>
            <Text size="sm">{t("campaigns.datesHint")}</Text>
            <Checkbox
              label={t("campaigns.fields.workingHours")}
              description={t(sms ? "campaigns.sms.workingHoursHint" : "campaigns.workingHoursHint")}
              checked={workingHours}
              onChange={(e) => setWorkingHours(e.currentTarget.checked)}
              data-testid="campaign-working-hours"
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <StakeholdersField
              companyId={companyId}
              type={targetType}
              ids={targetIds}
              onChange={(type, ids) => {
                setTargetType(type);
                setTargetIds(ids);
              }}
              problem={problemFor("targets")}
              prefix="campaign"
            />
            <ReachNotice companyId={companyId} channel={channel} type={targetType} ids={targetIds} />
          </Stack>
        </Paper>
        <DraftSaved savedAt={drafts.savedAt} problem={draftProblem} />
        {/* Drafts are e-mail campaigns only (docs/phishing.md "Lifecycle"): an SMS campaign is created directly. */}
        {sms && (
          <Text size="sm" ta="end" data-testid="campaign-sms-no-draft">
            {t("campaigns.sms.draftUnavailable")}
          </Text>
        )}
        <Group justify="flex-end">
          {!sms && (
            <SaveDraftButton
              onSave={() => void saveDraft()}
              saving={drafts.saving}
              disabled={create.isPending || drafts.scheduling}
            />
          )}
          <Button type="submit" loading={create.isPending || drafts.scheduling} data-testid="campaign-create">
            {t("campaigns.create")}
          </Button>
        </Group>
      </Stack>
      <RefusalDialog message={refusal} onClose={() => setRefusal(null)} testId="campaign-refused" />
    </form>
  );
}

function TemplateGallery({
  companyId,
  category,
  onCategory,
  selected,
  onSelect,
  problem,
}: {
  companyId: number;
  category: number;
  onCategory: (id: number) => void;
  selected: number | null;
  onSelect: (id: number) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation("controller");
  const types = useCampaignTypes(companyId);
  const templates = useTemplates(companyId, category);
  // Whose merge fields fill the preview (the controller's own until they choose someone).
  const [previewPersonId, setPreviewPersonId] = useState<number | null>(null);
  const preview = useTemplatePreview(companyId, selected, { personId: previewPersonId });
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-templates-title">
          {t("campaigns.templateTitle")}
        </Title>
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
          onChange={(value) => onCategory(Number(value))}
          testId="campaign-category"
        />
        {problem && (
          <FormMessage id="campaign-template-problem" tone="error" testId="campaign-template-problem">
            {problem}
          </FormMessage>
        )}
        <div
          role="radiogroup"
          aria-labelledby="campaign-templates-title"
          className="wg-template-gallery"
          data-testid="campaign-templates"
        >
          {(templates.data ?? []).map((template) => (
            <TemplateCard
              key={template.templateId}
              template={template}
              selected={selected === template.templateId}
              onSelect={onSelect}
            />
          ))}
        </div>
        {preview.data && (
          <section aria-labelledby="campaign-preview-title" data-testid="campaign-preview">
            <Title order={3} size="h4" id="campaign-preview-title">
              {t("campaigns.previewTitle")}
            </Title>
            <Text size="sm">{t("campaigns.templates.previewHint")}</Text>
            <PreviewPersonPicker
              companyId={companyId}
              personId={previewPersonId}
              onChange={setPreviewPersonId}
              testId="campaign-preview-person"
            />
            <dl className="wg-preview-head">
              <dt>{t("campaigns.preview.from")}</dt>
              <dd>{`${preview.data.senderName} <${preview.data.senderAddress}>`}</dd>
              <dt>{t("campaigns.preview.subject")}</dt>
              <dd data-testid="campaign-preview-subject">{preview.data.subject}</dd>
            </dl>
            <iframe
              title={t("campaigns.previewFrame")}
              className="wg-preview-frame"
              sandbox=""
              srcDoc={preview.data.html}
              data-testid="campaign-preview-frame"
            />
            <Title order={4} size="h5">
              {t("campaigns.cuesTitle")}
            </Title>
            <ol>
              {preview.data.cues.map((cue) => (
                <li key={cue.target + cue.text}>
                  <strong>{t(`campaigns.cueTargets.${cue.target}`)}</strong>: {cue.text}
                </li>
              ))}
            </ol>
          </section>
        )}
      </Stack>
    </Paper>
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
  // A merge field stands for whoever receives it: "[department]".
  const withFieldNames = (text: string) =>
    text.replace(/\{\{(firstName|company|department)\}\}/g, (_whole, field: string) =>
      t(`campaigns.mergeFields.${field}`),
    );
  return (
    <label className="wg-template-card" data-testid={`campaign-template-${template.templateId}`}>
      <input
        type="radio"
        name="campaign-template"
        className="wg-visually-hidden"
        checked={selected}
        onChange={() => onSelect(template.templateId)}
      />
      <Text fw={600} size="sm" component="span" display="block">
        {withFieldNames(template.name)}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block">
        {template.senderName}
      </Text>
      <Group gap={4} mt={6}>
        <Badge variant="light" size="sm">
          {t("campaigns.level", { level: template.level })}
        </Badge>
        <Badge variant="outline" size="sm">
          {t(`campaigns.levers.${template.lever}`)}
        </Badge>
      </Group>
    </label>
  );
}
