import { Checkbox, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { codeFor, type FieldCodes } from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { EVENT_GROUPS, eventKey } from "../lib/forms";

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

/**
 * The fields of a webhook endpoint (adding and editing): HTTPS URL, description, event types by group and, when
 * editing, on/off. The dialog around it owns the buttons; Enter in a field submits through `onSubmit`.
 */
export function WebhookForm({
  values,
  onChange,
  errors,
  onSubmit,
  editing,
  turnedOffByFailures,
  testId,
}: {
  values: WebhookFormValues;
  onChange: (values: WebhookFormValues) => void;
  errors: FieldCodes;
  onSubmit: () => void;
  /** Editing shows the on/off switch. */
  editing: boolean;
  /** The product turned it off after failures: turning it on again explains the count starts over. */
  turnedOffByFailures: boolean;
  testId: string;
}) {
  const { t } = useTranslation(["integrations", "contract"]);
  const formId = useId();
  const error = (field: string) => {
    const code = codeFor(errors, field);
    // A refused address says what is allowed, not only that the format is wrong (the reason is in the server log).
    if (field === "url" && code === "ND1027") return t("webhooks.urlRefused");
    return code ? t(errorMessageKey(code)) : undefined;
  };
  const set = <K extends keyof WebhookFormValues>(key: K, value: WebhookFormValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      <Stack gap="md">
        <TextInput
          type="url"
          label={t("webhooks.url")}
          description={t("webhooks.urlHint")}
          required
          maxLength={2000}
          autoComplete="off"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          onChange={(e) => set("url", e.currentTarget.value)}
          error={error("url")}
          data-testid={`${testId}-url`}
        />
        <Textarea
          label={t("webhooks.description")}
          description={t("webhooks.descriptionHint")}
          maxLength={200}
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set("description", e.currentTarget.value)}
          error={error("description")}
          data-testid={`${testId}-description`}
        />
        <Checkbox.Group
          label={t("webhooks.eventTypes")}
          description={t("webhooks.eventTypesHint")}
          withAsterisk
          value={values.eventTypes}
          onChange={(eventTypes) => set("eventTypes", eventTypes)}
          error={error("eventTypes")}
          data-testid={`${testId}-types`}
        >
          <Stack gap="sm" mt="xs">
            {EVENT_GROUPS.map(({ group, types }) => (
              <fieldset key={group} className="wg-int-fieldset">
                <legend>{t(`webhooks.groups.${group}`)}</legend>
                <Stack gap={6}>
                  {types.map((type) => (
                    <Checkbox
                      key={type}
                      value={type}
                      label={t(eventKey(type))}
                      data-testid={`${testId}-type-${type}`}
                    />
                  ))}
                </Stack>
              </fieldset>
            ))}
          </Stack>
        </Checkbox.Group>
        {editing && (
          <Stack gap={4}>
            <Switch
              label={t("webhooks.enabled")}
              checked={values.enabled}
              onChange={(e) => set("enabled", e.currentTarget.checked)}
              data-testid={`${testId}-enabled`}
            />
            {turnedOffByFailures && values.enabled && (
              <Text size="sm" data-testid={`${testId}-reenable`}>
                {t("webhooks.reenableHint")}
              </Text>
            )}
          </Stack>
        )}
        {/* Enter in a field submits, as the dialog's button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Stack>
    </form>
  );
}
