import { Badge, Group, Text } from "@mantine/core";
import { outboxStatus, type TOutboxItem } from "@wellguard/contract";
import { useTranslation } from "react-i18next";

// Explicit pairs (the FormMessage tones) keep the small badge text above 4.5:1 (WCAG 2.1 AA).
const COLORS = {
  sent: { fg: "#1b5e20", bg: "#effaf0" },
  pending: { fg: "#343a40", bg: "#f1f3f5" },
  failed: { fg: "#8a1c1c", bg: "#fff0f0" },
} as const;

/** Sent, pending or failed, with how many delivery attempts were made. */
export function OutboxStatus({ item }: { item: Pick<TOutboxItem, "sentAt" | "lastError" | "attempts"> }) {
  const { t } = useTranslation();
  const status = outboxStatus(item);
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        variant="light"
        c={COLORS[status].fg}
        bg={COLORS[status].bg}
        data-testid="outbox-status"
        data-status={status}
      >
        {t(`outbox.status.${status}`)}
      </Badge>
      <Text size="sm" c="var(--wg-text-muted)" style={{ whiteSpace: "nowrap" }}>
        {t("outbox.attempts", { count: item.attempts })}
      </Text>
    </Group>
  );
}
