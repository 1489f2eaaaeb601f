import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The top of an integrations panel: its title and intro, and the action that adds to it (a button) beside them. */
export function PanelHeading({
  titleId,
  order,
  title,
  intro,
  action,
}: {
  titleId: string;
  order: 2 | 3;
  title: string;
  intro: string;
  action: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div style={{ flex: "1 1 16rem", minWidth: 0 }}>
        <Title order={order} size="h3" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="var(--wg-text-muted)">
          {intro}
        </Text>
      </div>
      {action}
    </Group>
  );
}
