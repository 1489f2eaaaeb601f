import { Loader } from "@mantine/core";
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

/** A spinner over the page while any request the user waits for is pending (background checks excluded). */
export function PendingOverlay() {
  const { t } = useTranslation();
  const fetching = useIsFetching({ predicate: (q) => q.meta?.background !== true });
  const mutating = useIsMutating();
  const visible = fetching + mutating > 0;
  return (
    <>
      {visible && (
        <div
          data-testid="loading-overlay"
          style={{
            position: "fixed",
            inset: 0,
            zIndex: 1000,
            display: "grid",
            placeItems: "center",
            background: "rgba(255, 255, 255, 0.6)",
          }}
        >
          <Loader aria-hidden="true" />
        </div>
      )}
      <span className="wg-visually-hidden" role="status" aria-live="polite">
        {visible ? t("common.loading") : ""}
      </span>
    </>
  );
}
