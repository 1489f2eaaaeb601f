import { Button, Notification } from "@mantine/core";
import { useTranslation } from "react-i18next";

export default function VersionNoticeView({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Notification
      title={t("version.title")}
      onClose={onClose}
      closeButtonProps={{ "aria-label": t("common.close") }}
      role="status"
      data-testid="version-notice"
      pos="fixed"
      bottom={16}
      right={16}
      maw={360}
      style={{ zIndex: 1100 }}
    >
      {t("version.body")}
      <Button size="xs" mt="xs" display="block" onClick={() => window.location.reload()}>
        {t("version.refresh")}
      </Button>
    </Notification>
  );
}
