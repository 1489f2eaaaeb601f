import { Button, Notification } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { versionQueryOptions } from "../api/get-version";

/** Polls GET /version (every LIMITS.updateCheckIntervalMs) and offers a refresh when a new build is live. */
export function VersionNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(versionQueryOptions());
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!data || data.version === __BUILD_ID__ || dismissed === data.version) return null;
  return (
    <Notification
      title={t("version.title")}
      onClose={() => setDismissed(data.version)}
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
