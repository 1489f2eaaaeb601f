import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { versionQueryOptions } from "../api/get-version";

// The notice's UI is downloaded only when a new build actually exists.
const VersionNoticeView = lazy(() => import("./version-notice-view"));

/** Polls GET /version (every LIMITS.updateCheckIntervalMs) and offers a refresh when a new build is live. */
export function VersionNotice() {
  const { data } = useQuery(versionQueryOptions());
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!data || data.version === __BUILD_ID__ || dismissed === data.version) return null;
  return (
    <Suspense fallback={null}>
      <VersionNoticeView onClose={() => setDismissed(data.version)} />
    </Suspense>
  );
}
