import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { FormMessage } from "@/ui/form-message";
import { PasswordField } from "@/ui/password-field";
import { PasswordHints } from "@/ui/password-hints";
import { type ResetMode, useResetPassword } from "../api/reset-password";
import { type PasswordFormField, passwordRefusal } from "./password-refusal";

interface Props {
  mode: ResetMode;
  /** Reset link token (mode "token"). */
  token?: string;
  /** Whose password expired (mode "expired"). */
  login?: string;
  onDone: () => void;
  onCancel?: () => void;
  /** Titles are shown on the sign-in page's expired-password screen and the reset-link page. */
  withTitle?: boolean;
}

type FieldErrors = Partial<Record<PasswordFormField, string>>;

/** New password + repeat (+ current, except from a reset link), with live policy hints. */
export function SetNewPasswordForm({ mode, token, login, onDone, onCancel, withTitle = true }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const reset = useResetPassword();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const needsCurrent = mode !== "token";

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: FieldErrors = {};
    if (needsCurrent && !current) next.currentPassword = t("contract:messages.required");
    if (!password) next.password = t("contract:messages.required");
    if (password !== repeat) next.repeatPassword = t("contract:messages.passwordsDoNotMatch");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await reset.mutateAsync({
        mode,
        body: {
          ...(token ? { token } : {}),
          ...(login ? { login } : {}),
          ...(needsCurrent ? { currentPassword: current } : {}),
          password,
          repeatPassword: repeat,
        },
      });
      onDone();
    } catch (error) {
      const refusal = isApiError(error)
        ? passwordRefusal(error.code, error.field)
        : passwordRefusal(null, null);
      setErrors({ [refusal.field]: t(refusal.messageKey) });
    }
  }

  const hintsId = `${id}-hints`;
  return (
    <form onSubmit={submit} noValidate data-testid="set-new-password-form">
      <Stack gap="md">
        {withTitle && (
          <div>
            <Title order={2} size="h3" tabIndex={-1} data-step-heading>
              {t(mode === "expired" ? "auth.newPassword.expiredTitle" : "auth.newPassword.title")}
            </Title>
            <Text c="var(--wg-text-muted)">
              {t(mode === "expired" ? "auth.newPassword.expiredSubtitle" : "auth.newPassword.subtitle")}
            </Text>
          </div>
        )}
        {errors.form && (
          <FormMessage id={`${id}-form`} tone="error">
            {errors.form}
          </FormMessage>
        )}
        {needsCurrent && (
          <PasswordField
            label={t("auth.fields.currentPassword")}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.currentPassword}
            required
            withAsterisk={false}
            data-testid="current-password"
          />
        )}
        <PasswordField
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          describedBy={hintsId}
          required
          withAsterisk={false}
          data-testid="new-password"
        />
        <PasswordHints id={hintsId} password={password} />
        <PasswordField
          label={t("auth.fields.repeatPassword")}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={errors.repeatPassword}
          required
          withAsterisk={false}
          data-testid="repeat-password"
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("auth.buttons.cancel")}
            </Button>
          )}
          <Button type="submit" loading={reset.isPending} data-testid="save-password">
            {t("auth.buttons.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
