import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { NotAvailable } from "@/ui/not-available";

/** Every page a later issue builds: the real layout and guard, an honest "not available yet" panel. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const routeId = [...matches]
    .reverse()
    .map((m) => (m.handle as { routeId?: string } | undefined)?.routeId)
    .find(Boolean);
  return <NotAvailable title={t(`routes.${routeId ?? "Dashboard"}`)} />;
}

export default ComingSoonPage;
