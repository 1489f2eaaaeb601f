import { Button, CopyButton, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * One value an admin hands to another system (a redirect URI, a token): its label, the value in full (wrapping,
 * never cut off on a phone) and a copy button named after it, whose "Copied" is announced.
 */
export function CopyValue({
  label,
  value,
  testId,
  extra,
}: {
  label: string;
  value: string;
  testId: string;
  /** Shown under the value (an expiry, a download link). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="wg-copy-value" data-testid={testId}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <dd>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <code className="wg-copy-value-text" data-testid={`${testId}-value`}>
            {value}
          </code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                onClick={copy}
                aria-label={t("identity.copyNamed", { name: label })}
                data-testid={`${testId}-copy`}
              >
                <span aria-live="polite">{copied ? t("identity.copied") : t("identity.copy")}</span>
              </Button>
            )}
          </CopyButton>
        </Group>
        {extra}
      </dd>
    </div>
  );
}
