import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  AUTOMATIC_SCHEDULE,
  CAMPAIGN_KIND_INFO,
  CAMPAIGN_LIMITS,
  type CampaignChannelKey,
  PHISHING_LEVELS,
  SERIES_LIMITS,
  serviceId,
  type TManagedCompany,
} from "@wellguard/contract";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey, messageKey } from "@/lib/error-message";
import { timeZones } from "@/lib/time-zones";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { useSession } from "@/lib/use-session";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/company";
import { useManagedCompanies } from "../api/managed-companies";
import { ControllerPage } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { useCampaignTypes, useCreateSeries, usePhishingDomains } from "./api";
import {
  DomainField,
  LocalField,
  localOf,
  RefusalDialog,
  STACKED_LABEL,
  StakeholdersField,
  type TargetType,
  tomorrowAtNine,
  toUtc,
} from "./form-parts";
import { type SeriesField, type SeriesProblem, seriesDraftProblems } from "./series-rules";
import { ChannelChoice, ReachNotice } from "./sms-parts";

/** A month between lures, half a year: a first programme a security team can read results of. */
const DEFAULT_TOTAL = "6";
const DEFAULT_FREQUENCY = "30";

/** The service of each channel's series (spec §1): neurogaitas by e-mail, smishgaitas by SMS (issue 18). */
const SERIES_SERVICE = { email: "neurogaitas", sms: "smishgaitas" } as const;

/** The channels of series a company contracts, e-mail first. */
function seriesChannels(company: TManagedCompany | undefined): CampaignChannelKey[] {
  return (["email", "sms"] as const).filter(
    (channel) => company?.services.includes(serviceId(SERIES_SERVICE[channel])) === true,
  );
}

/**
 * The channels of series the managed company contracts (spec §1 neurogaitas, smishgaitas): the route needs the
 * service among the session's services, and the API among the managed company's.
 */
function useSeriesChannels(): CampaignChannelKey[] {
  const { services } = useSession();
  const managedId = useManagedCompanyId();
  const company = useManagedCompanies().data?.find((c) => c.stakeholderId === managedId);
  return seriesChannels(company).filter((channel) => services.includes(SERIES_SERVICE[channel]));
}

/** The campaigns list's "new series" action; nothing when the company contracts neither series service. */
export function NewSeriesButton() {
  const { t } = useTranslation("controller");
  if (useSeriesChannels().length === 0) return null;
  return (
    <Button component={Link} to={href("SeriesNew")} variant="light" data-testid="series-new">
      {t("campaigns.series.new")}
    </Button>
  );
}

/**
 * New neurophishing series (spec §5 neurogaitas schedule, §7 schedule; docs/neurophishing.md): the channel when the
 * company contracts both series services (e-mail, or SMS: a neurosmishing series of SMS templates), name, domain, the
 * first start in a chosen time zone, how many subcampaigns and how many days apart, the highest lure level and the
 * category (the automatic schedule's 3 and 7 by default), and the departments or tags. Nobody picks a template:
 * each person's is chosen for them. A refusal opens the §7 dialog; success opens the series.
 */
export function SeriesNewPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("campaigns.series.newTitle")}
      intro={t("campaigns.series.newIntro")}
      back={{ to: href("Campaigns"), label: t("translation:routes.Campaigns") }}
      testId="series-new-page"
    >
      {(company) => <SeriesForm key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function SeriesForm({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const companyId = company.stakeholderId;
  const navigate = useNavigate();
  const details = useCompany(companyId);
  const domains = usePhishingDomains(companyId);
  const types = useCampaignTypes(companyId);
  const create = useCreateSeries(companyId);
  const zones = useMemo(() => timeZones(), []);
  const channels = seriesChannels(company);
  const [channel, setChannel] = useState<CampaignChannelKey>(() =>
    channels.includes("email") ? "email" : "sms",
  );
  const sms = channel === "sms";
  const kind = sms ? "neurosmishing" : "neurophishing";

  const [name, setName] = useState("");
  const [domain, setDomain] = useState("");
  const [zone, setZone] = useState("");
  const [start, setStart] = useState("");
  const [total, setTotal] = useState(DEFAULT_TOTAL);
  const [frequency, setFrequency] = useState(DEFAULT_FREQUENCY);
  const [levelId, setLevelId] = useState<number>(AUTOMATIC_SCHEDULE.levelId);
  const [categoryId, setCategoryId] = useState<number>(AUTOMATIC_SCHEDULE.categoryId);
  const [targetType, setTargetType] = useState<TargetType>("DEPARTMENTS");
  const [targetIds, setTargetIds] = useState<Set<number>>(new Set());
  const [problems, setProblems] = useState<SeriesProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The company's zone and tomorrow 09:00 there once the company is known.
  const companyZone = details.data?.timeZone;
  useEffect(() => {
    if (!companyZone || zone) return;
    setZone(companyZone);
    setStart(localOf(tomorrowAtNine(companyZone).toDate(), companyZone));
  }, [companyZone, zone]);
  useEffect(() => {
    if (!domain && domains.data?.[0]) setDomain(String(domains.data[0].domainId));
  }, [domains.data, domain]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const startDate = toUtc(start, zone);
    const found = seriesDraftProblems(
      {
        name,
        domainId: domain ? Number(domain) : null,
        startUtc: startDate,
        total,
        frequency,
        targetCount: targetIds.size,
      },
      new Date(),
    );
    setProblems(found);
    if (found.length > 0 || startDate === null) return;
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        campaignKind: kind,
        domain: Number(domain),
        surveyTypeId: CAMPAIGN_KIND_INFO[kind].surveyTypeId,
        timeZone: zone,
        startDate,
        totalCampaigns: Number(total),
        frecuency: Number(frequency),
        levelId,
        categoryId,
        stakeholders: { type: targetType, ids: [...targetIds] },
      });
      navigate(href("Series", { id: created.seriesId }), { state: { created: true } });
    } catch (error) {
      // Spec §7: the errors title, the code's text, no cancel button.
      setRefusal(errorMessageKey(isApiError(error) ? error.code : null));
    }
  }

  const problemFor = (field: SeriesField) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(errorMessageKey(problem.code), problem.values) : undefined;
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="series-form"
      aria-labelledby="series-form-title"
    >
      <Stack gap="lg">
        <Title order={2} size="h3" id="series-form-title" className="wg-visually-hidden">
          {t("campaigns.series.newTitle")}
        </Title>
        {problems.length > 0 && (
          <FormMessage id="series-form-problem" tone="error" testId="series-form-problem">
            {t(messageKey("checkMarkedFields"))}
          </FormMessage>
        )}
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <ChannelChoice channels={channels} value={channel} onChange={setChannel} />
            <TextInput
              label={t("campaigns.series.fields.name")}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={CAMPAIGN_LIMITS.nameMax}
              required
              error={problemFor("name")}
              data-testid="series-name"
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t("campaigns.whenTitle")}
            </Title>
            <DomainField
              prefix="series"
              domains={domains.data}
              sms={sms}
              value={domain}
              onChange={setDomain}
            />
            {problemFor("domain") && (
              <FormMessage id="series-domain-problem" tone="error">
                {problemFor("domain")}
              </FormMessage>
            )}
            <NativeSelectField
              label={t("campaigns.fields.timeZone")}
              value={zone}
              options={zones.map((z) => ({ value: z, label: z }))}
              onChange={setZone}
              testId="series-zone"
            />
            <Group align="flex-start" gap="md" wrap="wrap">
              <LocalField
                label={t("campaigns.series.fields.start")}
                type="datetime-local"
                value={start}
                onChange={setStart}
                problem={problemFor("start")}
                testId="series-start"
              />
              <NumberField
                label={t("campaigns.series.fields.total")}
                hint={t("campaigns.series.totalHint", { max: SERIES_LIMITS.totalMax })}
                value={total}
                max={SERIES_LIMITS.totalMax}
                onChange={setTotal}
                problem={problemFor("total")}
                testId="series-total"
              />
              <NumberField
                label={t("campaigns.series.fields.frequency")}
                hint={t("campaigns.series.frequencyHint", { max: SERIES_LIMITS.frequencyMaxDays })}
                value={frequency}
                max={SERIES_LIMITS.frequencyMaxDays}
                onChange={setFrequency}
                problem={problemFor("frequency")}
                testId="series-frequency"
              />
            </Group>
            <Text size="sm">{t("campaigns.series.datesHint")}</Text>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t("campaigns.series.luresTitle")}
            </Title>
            <Text size="sm" data-testid="series-rule">
              {t("campaigns.series.rule")}
            </Text>
            {sms && (
              <Text size="sm" data-testid="series-sms-rule">
                {t("campaigns.series.smsRule")}
              </Text>
            )}
            <Group align="flex-start" gap="md" wrap="wrap">
              <NativeSelectField
                label={t("campaigns.series.fields.level")}
                value={String(levelId)}
                options={PHISHING_LEVELS.map((level) => ({
                  value: String(level),
                  label: t("campaigns.level", { level }),
                }))}
                onChange={(value) => setLevelId(Number(value))}
                testId="series-level"
              />
              <NativeSelectField
                label={t("campaigns.fields.category")}
                value={String(categoryId)}
                options={(types.data ?? []).map((type) => ({
                  value: String(type.campaignTypeId),
                  label: t(`campaigns.categories.${type.key}`),
                }))}
                onChange={(value) => setCategoryId(Number(value))}
                testId="series-category"
              />
            </Group>
            <Text size="sm">{t("campaigns.series.automaticHint")}</Text>
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
              prefix="series"
            />
            <ReachNotice companyId={companyId} channel={channel} type={targetType} ids={targetIds} />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="series-create">
            {t("campaigns.series.create")}
          </Button>
        </Group>
      </Stack>
      <RefusalDialog message={refusal} onClose={() => setRefusal(null)} testId="series-refused" />
    </form>
  );
}

/**
 * A whole number from 1 to `max`, typed in a native field like the date-time picker beside it (the form checks
 * it: the browser's own checks are off, noValidate). Its hint stays under it; a problem follows the hint.
 */
function NumberField({
  label,
  hint,
  value,
  max,
  onChange,
  problem,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  problem: string | undefined;
  testId: string;
}) {
  const hintId = useId();
  const problemId = useId();
  return (
    <div className="wg-field">
      <label className="wg-label" style={STACKED_LABEL}>
        {label}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          className="wg-select"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          required
          data-testid={testId}
        />
      </label>
      <Text size="sm" id={hintId}>
        {hint}
      </Text>
      {problem && (
        <Text size="sm" c="red.9" id={problemId}>
          {problem}
        </Text>
      )}
    </div>
  );
}
