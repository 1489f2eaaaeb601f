import { Button, Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import type { TPhishingDomain } from "@wellguard/contract";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { messageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useDepartments } from "../api/departments";
import { useTags } from "../api/tags";
import { ModalDialog } from "../components/confirm-dialog";
import { NativeSelectField } from "../components/native-select";

/*
 * Parts shared by the campaign form and the neurophishing series form: the date-time fields read in a chosen
 * zone, the departments-or-tags selection and the §7 refusal dialog.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

/** A local "YYYY-MM-DDTHH:mm" of a zone as the API's UTC "YYYY-MM-DD HH:mm:ss" (spec §5). */
export function toUtc(local: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const instant = dayjs.tz(local.replace("T", " "), zone);
  return instant.isValid() ? instant.utc().format("YYYY-MM-DD HH:mm:ss") : null;
}

/** The local "YYYY-MM-DDTHH:mm" of an instant in a zone, for the pickers' starting values. */
export function localOf(date: Date, zone: string): string {
  return dayjs(date).tz(zone).format("YYYY-MM-DDTHH:mm");
}

/** Tomorrow at 09:00 in a zone: a start field's first value. */
export function tomorrowAtNine(zone: string): dayjs.Dayjs {
  return dayjs().tz(zone).add(1, "day").hour(9).minute(0).second(0);
}

/** A label wrapping its field: the text above the field, as the selects' labels are (not beside it). */
export const STACKED_LABEL = { display: "flex", flexDirection: "column", gap: "0.25rem" } as const;

/** A native date or date-time picker (the browser's own, keyboard and screen-reader friendly) with its problem. */
export function LocalField({
  label,
  type,
  value,
  onChange,
  problem,
  testId,
}: {
  label: string;
  type: "date" | "datetime-local";
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  testId: string;
}) {
  const problemId = useId();
  return (
    <div className="wg-field">
      <label className="wg-label" style={STACKED_LABEL}>
        {label}
        <input
          type={type}
          className="wg-select"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          required
          data-testid={testId}
        />
      </label>
      {problem && (
        <Text size="sm" c="red.9" id={problemId}>
          {problem}
        </Text>
      )}
    </div>
  );
}

/** The form's target: departments (with their sub-departments) or tags. */
export type TargetType = "DEPARTMENTS" | "TAGS";

/**
 * Who receives the messages (spec §3 stakeholders): departments or tags of the company, each with its number of
 * people. Switching the kind empties the choice. Test ids and the problem's id start with `prefix`.
 */
export function StakeholdersField({
  companyId,
  type,
  ids,
  onChange,
  problem,
  prefix,
}: {
  companyId: number;
  type: TargetType;
  ids: ReadonlySet<number>;
  onChange: (type: TargetType, ids: Set<number>) => void;
  problem: string | undefined;
  prefix: string;
}) {
  const { t } = useTranslation("controller");
  const departments = useDepartments(companyId);
  const tags = useTags(companyId);
  const targets =
    type === "DEPARTMENTS"
      ? (departments.data ?? []).map((d) => ({ id: d.id, label: d.name, people: d.totalPeopleCount }))
      : (tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.name, people: tag.peopleCount }));
  const problemId = `${prefix}-targets-problem`;

  function toggle(id: number, on: boolean) {
    const next = new Set(ids);
    if (on) next.add(id);
    else next.delete(id);
    onChange(type, next);
  }

  return (
    <fieldset className="wg-fieldset" aria-describedby={problem ? problemId : undefined}>
      <legend>
        <Title order={2} size="h3" component="span">
          {t("campaigns.whoTitle")}
        </Title>
      </legend>
      <Stack gap="sm">
        <Radio.Group
          value={type}
          onChange={(value) => onChange(value as TargetType, new Set())}
          label={t("campaigns.fields.targetType")}
        >
          <Group gap="md" mt={4}>
            <Radio
              value="DEPARTMENTS"
              label={t("campaigns.targets.departments")}
              data-testid={`${prefix}-target-departments`}
            />
            <Radio value="TAGS" label={t("campaigns.targets.tags")} data-testid={`${prefix}-target-tags`} />
          </Group>
        </Radio.Group>
        {targets.length === 0 ? (
          <Text size="sm">{t(type === "DEPARTMENTS" ? "campaigns.noDepartments" : "campaigns.noTags")}</Text>
        ) : (
          <div className="wg-campaign-targets" data-testid={`${prefix}-targets`}>
            {targets.map((target) => (
              <Checkbox
                key={target.id}
                label={t("campaigns.targetLabel", { name: target.label, people: target.people })}
                checked={ids.has(target.id)}
                onChange={(e) => toggle(target.id, e.currentTarget.checked)}
              />
            ))}
          </div>
        )}
        {type === "DEPARTMENTS" && <Text size="sm">{t("campaigns.subDepartmentsHint")}</Text>}
        {problem && (
          <FormMessage id={problemId} tone="error">
            {problem}
          </FormMessage>
        )}
      </Stack>
    </fieldset>
  );
}

/**
 * The creation-failure dialog of spec §7 "Product handling of answers": the errors title, the text of the
 * answer's code (`message`, an i18n key; null keeps it closed), and one button that closes it — no cancel.
 */
export function RefusalDialog({
  message,
  onClose,
  testId,
}: {
  message: string | null;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation("controller");
  return (
    <ModalDialog
      open={message !== null}
      title={t(messageKey("errorsTitle"))}
      onClose={onClose}
      testId={testId}
    >
      <Text>{message ? t(message) : ""}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid={`${testId}-ok`}>
          {t("campaigns.understood")}
        </Button>
      </Group>
    </ModalDialog>
  );
}

/**
 * The phishing domain of the links (and, for e-mail, the sender's domain), or why there is none. `prefix` names the
 * form ("campaign", "series") in the ids and test ids.
 */
export function DomainField({
  prefix,
  domains,
  sms,
  value,
  onChange,
}: {
  prefix: string;
  domains: TPhishingDomain[] | undefined;
  sms: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("controller");
  if (domains && domains.length === 0) {
    return (
      <FormMessage id={`${prefix}-no-domain`} tone="error" testId={`${prefix}-no-domain`}>
        {t("campaigns.noDomain")}
      </FormMessage>
    );
  }
  return (
    <NativeSelectField
      label={t(sms ? "campaigns.sms.linkDomain" : "campaigns.fields.domain")}
      value={value}
      options={(domains ?? []).map((d) => ({
        value: String(d.domainId),
        // A text carries only a link: the mail domain means nothing there.
        label: sms ? d.host : `${d.host} (${d.mailDomain})`,
      }))}
      onChange={onChange}
      testId={`${prefix}-domain`}
    />
  );
}
