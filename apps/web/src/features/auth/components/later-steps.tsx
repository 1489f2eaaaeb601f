import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { PasswordField } from "@/ui/password-field";
import { richText } from "@/ui/rich-text";

// The password and conditions steps load after the username step, keeping the sign-in page's first load small.

interface StepProps {
  fieldError: true | undefined;
  described: string | undefined;
}

export function PasswordStep({
  login,
  password,
  setPassword,
  submitPassword,
  onBack,
  openForgot,
  fieldError,
  described,
}: StepProps & {
  login: string;
  password: string;
  setPassword: (v: string) => void;
  submitPassword: (e: FormEvent) => void;
  onBack: () => void;
  openForgot: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitPassword} noValidate data-testid="step-password">
      <Stack gap="md">
        <Text>{richText(t("auth.signIn.signingInAs", { login }), { b: (c) => <strong>{c}</strong> })}</Text>
        <PasswordField
          label={t("auth.fields.password")}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldError}
          describedBy={described}
          data-testid="password"
        />
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" onClick={onBack}>
              {t("auth.buttons.back")}
            </Button>
            <Anchor component="button" type="button" onClick={openForgot} c="var(--wg-link)">
              {t("auth.buttons.forgot")}
            </Anchor>
          </Group>
          <Button type="submit" data-testid="signin">
            {t("auth.buttons.signin")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ConditionsStep({
  privacy,
  setPrivacy,
  terms,
  setTerms,
  submitConditions,
  fieldError,
  described,
}: StepProps & {
  privacy: boolean;
  setPrivacy: (v: boolean) => void;
  terms: boolean;
  setTerms: (v: boolean) => void;
  submitConditions: (e: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={submitConditions} noValidate data-testid="step-conditions">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" tabIndex={-1} data-step-heading>
            {t("auth.conditions.title")}
          </Title>
          <Text c="var(--wg-text-muted)">{t("auth.conditions.intro")}</Text>
        </div>
        <ConsentCheckbox
          checked={privacy}
          onChange={setPrivacy}
          invalid={fieldError === true && !privacy}
          describedBy={described}
          testId="accept-privacy"
          label={t("auth.conditions.acceptPrivacy")}
          to={href("PrivacyPolicy")}
        />
        <ConsentCheckbox
          checked={terms}
          onChange={setTerms}
          invalid={fieldError === true && !terms}
          describedBy={described}
          testId="accept-terms"
          label={t("auth.conditions.acceptTerms")}
          to={href("TermsOfUse")}
        />
        <Group justify="flex-end">
          <Button type="submit" data-testid="accept-conditions">
            {t("auth.buttons.acceptConditions")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One consent box whose label links (in a new tab) to the document it accepts. */
function ConsentCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  describedBy: string | undefined;
  testId: string;
  label: string;
  to: string;
}) {
  return (
    <Checkbox
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
      error={props.invalid}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
      label={richText(props.label, {
        a: (c) => (
          <Anchor
            component={Link}
            to={props.to}
            target="_blank"
            rel="noopener"
            c="var(--wg-link)"
            td="underline"
          >
            {c}
          </Anchor>
        ),
      })}
    />
  );
}
