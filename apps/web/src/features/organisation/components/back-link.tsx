import { Anchor } from "@mantine/core";
import { Link } from "react-router";

/** "← List name": the link above a record page's title, the same on the admin and controller pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      c="var(--wg-link)"
      className="wg-page-header-back"
      data-testid="page-back"
    >
      ← {label}
    </Anchor>
  );
}

/** The small line above a record page's h1 saying what kind of record it names (e.g. "Person"). */
export const KIND_LABEL_PROPS = { size: "sm", fw: 600, c: "var(--wg-text-muted)" } as const;
