import { Avatar, Group, Paper, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { AVATARS } from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { changeLanguage, SetNewPasswordForm } from "@/features/auth";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { LanguageChooser } from "@/ui/language-chooser";
import { useMyProfile } from "../api/get-my-profile";
import { AvatarPicker, avatarUrl } from "../components/avatar-picker";

const OPTIONS = ["profile", "avatar", "password", "language"] as const;
type Option = (typeof OPTIONS)[number];

export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { option } = useParams();
  const active: Option = (OPTIONS as readonly string[]).includes(option ?? "")
    ? (option as Option)
    : "profile";
  const { data: profile } = useMyProfile();
  // A random avatar stands in until the user saves one (spec §3); stable for this visit.
  const [fallbackAvatar] = useState(
    () => AVATARS[Math.floor(Math.random() * AVATARS.length)] ?? "avatar-01.svg",
  );
  const avatar = profile?.avatar ?? fallbackAvatar;
  const [passwordChanged, setPasswordChanged] = useState(false);
  const rows = useMemo(
    () =>
      profile
        ? [
            ["name", profile.name],
            ["surname", profile.surname],
            ["email", profile.email ?? ""],
            ["login", profile.login ?? ""],
            ["company", profile.company.name],
            ["department", profile.department?.name ?? "—"],
          ]
        : [],
    [profile],
  );

  return (
    <Stack gap="lg">
      <Group>
        <Avatar src={avatarUrl(avatar)} alt="" size="lg" />
        <div>
          <Title order={1}>{t("account.title")}</Title>
          {profile && (
            <Text c="var(--wg-text-muted)" data-testid="account-name">
              {profile.name} {profile.surname}
            </Text>
          )}
        </div>
      </Group>
      <Tabs
        value={active}
        onChange={(v) => v && navigate(href("Account", { option: v }))}
        keepMounted={false}
      >
        <Tabs.List>
          {OPTIONS.map((o) => (
            <Tabs.Tab key={o} value={o} data-testid={`account-tab-${o}`}>
              {t(`account.tabs.${o}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder p={{ base: "md", sm: "lg" }} mt="md" radius="md">
          <Tabs.Panel value="profile">
            <Title order={2} size="h3" mb="sm">
              {t("account.tabs.profile")}
            </Title>
            <Table data-testid="account-profile">
              <Table.Tbody>
                {rows.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row" w="35%">
                      {t(`account.fields.${key}`)}
                    </Table.Th>
                    <Table.Td data-testid={`account-${key}`}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
          <Tabs.Panel value="avatar">
            <Title order={2} size="h3" mb="sm">
              {t("account.tabs.avatar")}
            </Title>
            {profile && <AvatarPicker key={profile.stakeholderId} current={avatar} />}
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <Title order={2} size="h3" mb="sm">
              {t("account.tabs.password")}
            </Title>
            {profile?.federated ? (
              <Text>{t("contract:errors.ND1037")}</Text>
            ) : passwordChanged ? (
              <FormMessage id="password-changed" tone="success" testId="password-changed">
                {t("auth.newPassword.changed")}
              </FormMessage>
            ) : (
              <SetNewPasswordForm mode="change" withTitle={false} onDone={() => setPasswordChanged(true)} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="language">
            <Title order={2} size="h3" mb="sm">
              {t("account.tabs.language")}
            </Title>
            <LanguageChooser value={currentLocale()} onChange={(l) => void changeLanguage(l)} />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}

export default AccountPage;
