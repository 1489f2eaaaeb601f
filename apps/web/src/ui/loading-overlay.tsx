import { LoadingOverlay as MantineLoadingOverlay } from "@mantine/core";
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

/** A spinner over the page while any request the user waits for is pending (background checks excluded). */
export function PendingOverlay() {
  const { t } = useTranslation();
  const fetching = useIsFetching({
    predicate: (q) => q.meta?.background !== true || q.state.data === undefined,
  });
  const mutating = useIsMutating();
  const visible = fetching + mutating > 0;
  return (
    <>
      <MantineLoadingOverlay
        visible={visible}
        zIndex={1000}
        pos="fixed"
        overlayProps={{ blur: 1, backgroundOpacity: 0.25 }}
        loaderProps={{ "aria-label": t("common.loading") } as object}
        data-testid="loading-overlay"
      />
      <span className="wg-visually-hidden" role="status" aria-live="polite">
        {visible ? t("common.loading") : ""}
      </span>
    </>
  );
}
