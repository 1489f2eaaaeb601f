import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { FormMessage } from "@/ui/form-message";
import { PublicLayout } from "@/ui/public-layout";
import { useCheckToken } from "../api/check-token";
import { SetNewPasswordForm } from "../components/set-new-password-form";

/** /password/:token — set a new password from the e-mailed link (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const check = useCheckToken(token);
  const [done, setDone] = useState(false);
  const backToSignIn = (
    <Anchor component={Link} to={href("Login")} c="var(--wg-link)" data-testid="back-to-sign-in">
      {t("auth.buttons.backToSignIn")}
    </Anchor>
  );

  let body: React.ReactNode = null;
  if (done) {
    body = (
      <Stack>
        <FormMessage id="reset-done" tone="success" testId="password-changed">
          {t("auth.newPassword.changed")}
        </FormMessage>
        {backToSignIn}
      </Stack>
    );
  } else if (check.isError || (check.data && (!check.data.valid || check.data.expired))) {
    body = (
      <Stack>
        <FormMessage id="reset-expired" tone="error" testId="reset-link-expired">
          {t("contract:messages.resetLinkExpired")}
        </FormMessage>
        {backToSignIn}
      </Stack>
    );
  } else if (check.data) {
    body = <SetNewPasswordForm mode="token" token={token} withTitle={false} onDone={() => setDone(true)} />;
  }

  return (
    <PublicLayout>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1}>{t("auth.newPassword.title")}</Title>
          <Text c="var(--wg-text-muted)">{t("auth.newPassword.subtitle")}</Text>
          {body}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

export default ResetPasswordPage;
