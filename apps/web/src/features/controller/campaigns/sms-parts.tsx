import { Badge, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import {
  type CampaignChannelKey,
  serviceId,
  type TManagedCompany,
  type TSmsTemplateSummary,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { useMyProfile } from "@/features/account/api/get-my-profile";
import { FormMessage } from "@/ui/form-message";
import { useSelectionReach, useSmsTemplates } from "./api";
import type { TargetType } from "./form-parts";
import "./sms.css";

/*
 * The SMS (smishing) parts of the campaign form (issue 18, docs/smishing.md): the channel choice, the gallery of
 * SMS templates with a phone-bubble preview, and the notice of who in the selection the channel cannot reach.
 */

/** Every SMS template (category 7 is "every one" for the SMS gallery, which has no category filter). */
const ALL_SMS_CATEGORIES = 7;

/** The channels the managed company contracts: e-mail with phishing (spec §1 service 4), SMS with smishing (10). */
export function contractedChannels(company: TManagedCompany): CampaignChannelKey[] {
  const channels: CampaignChannelKey[] = [];
  if (company.services.includes(serviceId("phishing"))) channels.push("email");
  if (company.services.includes(serviceId("smishing"))) channels.push("sms");
  return channels;
}

/** E-mail or SMS, among the contracted ones; shown only when there is a choice. */
export function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: CampaignChannelKey[];
  value: CampaignChannelKey;
  onChange: (channel: CampaignChannelKey) => void;
}) {
  const { t } = useTranslation("controller");
  if (channels.length < 2) return null;
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CampaignChannelKey)}
      label={t("campaigns.sms.channel")}
      data-testid="campaign-channel"
    >
      <Group gap="md" mt={4}>
        {channels.map((channel) => (
          <Radio
            key={channel}
            value={channel}
            label={t(`campaigns.sms.channels.${channel}`)}
            data-testid={`campaign-channel-${channel}`}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A campaign's channel as a word, never a colour or icon alone. */
export function ChannelBadge({ channel }: { channel: CampaignChannelKey }) {
  const { t } = useTranslation("controller");
  return (
    <Badge
      variant="outline"
      color={channel === "sms" ? "grape.9" : "blue.9"}
      miw="max-content"
      data-testid="campaign-channel-badge"
      data-channel={channel}
    >
      {t(`campaigns.sms.channels.${channel}`)}
    </Badge>
  );
}

/** A text with its merge fields filled: the controller's first name, the company and a sample short link. */
function filledMessage(
  message: string,
  values: { firstName: string; company: string; link: string },
): string {
  return message.replace(
    /\{\{(firstName|company|link)\}\}/g,
    (_whole, field: keyof typeof values) => values[field],
  );
}

/** The SMS templates as radio cards, and the chosen one as a text on a phone. */
export function SmsTemplateGallery({
  companyId,
  companyName,
  linkHost,
  selected,
  onSelect,
  problem,
}: {
  companyId: number;
  companyName: string;
  /** The chosen link domain's host, for the sample link. */
  linkHost: string | null;
  selected: number | null;
  onSelect: (template: TSmsTemplateSummary) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation("controller");
  const templates = useSmsTemplates(companyId, ALL_SMS_CATEGORIES);
  const me = useMyProfile();
  const chosen = templates.data?.find((template) => template.templateId === selected);
  const values = {
    firstName: me.data?.name ?? t("campaigns.mergeFields.firstName"),
    company: companyName,
    link: `https://${linkHost ?? "example.com"}/Xk3v9QaP2mTz`,
  };
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-templates-title">
          {t("campaigns.templateTitle")}
        </Title>
        {problem && (
          <FormMessage id="campaign-template-problem" tone="error" testId="campaign-template-problem">
            {problem}
          </FormMessage>
        )}
        {templates.isPending && <Text role="status">{t("translation:common.loading")}</Text>}
        {templates.isError && (
          <FormMessage id="campaign-sms-templates-error" tone="error">
            {t("campaigns.sms.templatesError")}
          </FormMessage>
        )}
        <div
          role="radiogroup"
          aria-labelledby="campaign-templates-title"
          className="wg-template-gallery"
          data-testid="campaign-templates"
        >
          {(templates.data ?? []).map((template) => (
            <label
              key={template.templateId}
              className="wg-template-card"
              data-testid={`campaign-template-${template.templateId}`}
            >
              <input
                type="radio"
                name="campaign-template"
                className="wg-visually-hidden"
                checked={selected === template.templateId}
                onChange={() => onSelect(template)}
              />
              <Text fw={600} size="sm" component="span" display="block">
                {template.senderId}
              </Text>
              <Text size="xs" component="span" display="block" lineClamp={2}>
                {filledMessage(template.message, values)}
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
          ))}
        </div>
        {chosen && (
          <section aria-labelledby="campaign-preview-title" data-testid="campaign-sms-preview">
            <Title order={3} size="h4" id="campaign-preview-title">
              {t("campaigns.sms.previewTitle")}
            </Title>
            <Text size="sm">{t("campaigns.sms.previewHint")}</Text>
            <figure
              className="wg-sms-phone"
              aria-label={t("campaigns.sms.bubbleLabel", { sender: chosen.senderId })}
            >
              <figcaption className="wg-sms-sender" data-testid="campaign-sms-sender">
                {chosen.senderId}
              </figcaption>
              <p className="wg-sms-bubble" data-testid="campaign-sms-message">
                {filledMessage(chosen.message, values)}
              </p>
            </figure>
            <Text size="sm" data-testid="campaign-sms-parts">
              {t("campaigns.sms.parts", {
                count: chosen.parts,
                encoding: t(`campaigns.sms.encodings.${chosen.encoding}`),
              })}
            </Text>
          </section>
        )}
      </Stack>
    </Paper>
  );
}

/** Who in the selection the chosen channel cannot reach: no E.164 mobile number for SMS, no address for e-mail. */
export function ReachNotice({
  companyId,
  channel,
  type,
  ids,
}: {
  companyId: number;
  channel: CampaignChannelKey;
  type: TargetType;
  ids: ReadonlySet<number>;
}) {
  const { t } = useTranslation("controller");
  const reach = useSelectionReach(companyId, type, ids);
  if (ids.size === 0 || !reach.data) return null;
  const { people, withEmail, withPhone } = reach.data;
  const missing = people - (channel === "sms" ? withPhone : withEmail);
  if (missing <= 0) return null;
  return (
    <FormMessage id="campaign-reach" tone="warning" testId="campaign-reach">
      {t(channel === "sms" ? "campaigns.sms.noPhone" : "campaigns.sms.noEmail", {
        missing,
        people,
      })}
    </FormMessage>
  );
}
