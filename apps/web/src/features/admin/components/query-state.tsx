import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";

/** Loading and error (with retry) states of a read; renders `children(data)` once it is there. */
export function QueryState<T>({
  query,
  children,
  testId,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("organisation");
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Stack gap="sm" data-testid={`${testId}-error`}>
        <FormMessage id={`${testId}-error-message`} tone="error">
          {t(errorMessageKey(isApiError(query.error) ? query.error.code : null))}
        </FormMessage>
        <Group>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t("table.retry")}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group role="status" gap="xs" data-testid={`${testId}-loading`}>
      <Loader size="sm" aria-hidden />
      <Text>{t("translation:common.loading")}</Text>
    </Group>
  );
}
