import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BackLink, KIND_LABEL_PROPS } from "@/features/organisation/components/back-link";
import "./admin.css";

/**
 * The page's h1, an optional line under it, a link back and the page's main actions. The actions sit beside
 * the title on wider screens and after the intro on phones (the DOM order, so also the reading and tab order).
 */
export function PageHeader({
  title,
  intro,
  back,
  actions,
  kind,
}: {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** A small label above the title saying what kind of record it names (e.g. "Person"). */
  kind?: string;
}) {
  return (
    <div className="wg-page-header">
      {back && <BackLink to={back.to} label={back.label} />}
      <div className="wg-page-header-title">
        {kind && (
          <Text {...KIND_LABEL_PROPS} data-testid="page-kind">
            {kind}
          </Text>
        )}
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
      </div>
      {intro && (
        <Text c="var(--wg-text-muted)" className="wg-page-header-intro">
          {intro}
        </Text>
      )}
      {actions && (
        <Group gap="sm" className="wg-page-header-actions">
          {actions}
        </Group>
      )}
    </div>
  );
}
