import { useTranslation } from "react-i18next";
import { useRouteId } from "@/app/route-id";
import { NotAvailable } from "@/ui/not-available";

/** Every page a later issue builds: the real layout and guard, an honest "not available yet" panel. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const routeId = useRouteId();
  return <NotAvailable title={t(`routes.${routeId ?? "Dashboard"}`)} />;
}

export default ComingSoonPage;
