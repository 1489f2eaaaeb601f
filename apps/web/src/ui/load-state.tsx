import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";

/** The loading line of a page or section. */
export function Loading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Group role="status" gap="xs" data-testid={testId}>
      <Loader size="sm" aria-hidden />
      <Text>{t("common.loading")}</Text>
    </Group>
  );
}

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  testId: string;
}

/** A failed load with its translated reason and a retry button named in the feature's own words. */
export function LoadError({ error, onRetry, testId, retryLabel }: LoadErrorProps & { retryLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid={testId}>
      <FormMessage id={`${testId}-message`} tone="error">
        {t(errorMessageKey(isApiError(error) ? error.code : null))}
      </FormMessage>
      <Group>
        <Button variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Stack>
  );
}
