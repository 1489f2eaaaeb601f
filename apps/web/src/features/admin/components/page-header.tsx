import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The page's h1, an optional line under it, a link back and the page's main actions. */
export function PageHeader({
  title,
  intro,
  back,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" c="var(--wg-link)" data-testid="page-back">
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {intro && <Text c="var(--wg-text-muted)">{intro}</Text>}
    </Stack>
  );
}
