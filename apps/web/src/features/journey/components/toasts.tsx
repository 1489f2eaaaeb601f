import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";

export interface Toast {
  id: string;
  /** An ACHIEVEMENTS key. */
  key: string;
}

const TOAST_MS = 10_000;

/** Unlocked achievements as toasts: announced politely, closable, gone after a few seconds. */
export function Toasts({
  toasts,
  title,
  onClose,
}: {
  toasts: Toast[];
  title: (key: string) => string;
  onClose: (id: string) => void;
}) {
  const { t } = useTranslation("journey");
  return (
    <div className="wg-toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onClose}>
          <span aria-hidden="true">🏅 </span>
          {t("chat.achievement", { title: title(toast.key) })}
          <button
            type="button"
            className="wg-toast-close"
            onClick={() => onClose(toast.id)}
            aria-label={t("translation:common.close")}
          >
            ×
          </button>
        </ToastItem>
      ))}
    </div>
  );
}

function ToastItem({
  toast,
  onClose,
  children,
}: {
  toast: Toast;
  onClose: (id: string) => void;
  children: ReactNode;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <div className="wg-toast" data-testid="toast-achievement" data-key={toast.key}>
      {children}
    </div>
  );
}
