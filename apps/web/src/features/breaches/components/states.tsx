import { useTranslation } from "react-i18next";
import { type LoadErrorProps, Loading, LoadError as SharedLoadError } from "@/ui/load-state";

/** The shared failed-load block, with this feature's retry label. */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation("breaches");
  return <SharedLoadError {...props} retryLabel={t("retry")} />;
}

export { Loading };
