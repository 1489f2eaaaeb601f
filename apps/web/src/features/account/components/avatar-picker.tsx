import { Button, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { AVATARS } from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { avatarUrl } from "@/lib/avatar";
import { FormMessage } from "@/ui/form-message";
import { useUpdateAvatar } from "../api/update-avatar";

export { avatarUrl };

/** The 52 fixed avatars as a radio group (spec §3). */
export function AvatarPicker({ current }: { current: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(current);
  const update = useUpdateAvatar();
  return (
    <Stack gap="md">
      <Group>
        <Image src={avatarUrl(selected)} alt={t("account.avatar.current")} w={96} h={96} radius="xl" />
        <Text>{t("account.avatar.intro")}</Text>
      </Group>
      <SimpleGrid
        cols={{ base: 4, xs: 6, sm: 8, md: 13 }}
        spacing="xs"
        role="radiogroup"
        aria-label={t("account.avatar.choose")}
      >
        {AVATARS.map((file, i) => (
          <UnstyledButton
            key={file}
            role="radio"
            aria-checked={selected === file}
            aria-label={t("account.avatar.option", { number: i + 1 })}
            data-testid={`avatar-option-${file}`}
            onClick={() => setSelected(file)}
            style={{
              borderRadius: 12,
              padding: 2,
              border: selected === file ? "3px solid var(--mantine-color-brand-8)" : "3px solid transparent",
            }}
          >
            <Image src={avatarUrl(file)} alt="" w="100%" radius="md" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {update.isSuccess && (
        <FormMessage id="avatar-saved" tone="success" testId="avatar-saved">
          {t("account.avatar.saved")}
        </FormMessage>
      )}
      {update.isError && (
        <FormMessage id="avatar-error" tone="error">
          {t("contract:messages.unknownError")}
        </FormMessage>
      )}
      <Group justify="flex-end">
        <Button onClick={() => update.mutate(selected)} loading={update.isPending} data-testid="save-avatar">
          {t("account.avatar.save")}
        </Button>
      </Group>
    </Stack>
  );
}
