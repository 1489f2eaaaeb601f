import { Button, Loader, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Loading and error states of a page's main query: a spinner with its text while the first answer is awaited,
 * an error with a retry button, else the page. A 404 is left to the caller (`notFound`), which knows what
 * was not found.
 */
export function LoadState<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  notFound?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("library");
  if (query.isPending)
    return (
      <Stack align="flex-start" gap="xs" aria-busy="true" data-testid="library-loading">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t("common.loading")}</Text>
      </Stack>
    );
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    if (notFound && status === 404) return <>{notFound}</>;
    return (
      <Stack align="flex-start" gap="xs" role="alert" data-testid="library-error">
        <Text>{t("common.loadError")}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </Stack>
    );
  }
  return <>{children}</>;
}
