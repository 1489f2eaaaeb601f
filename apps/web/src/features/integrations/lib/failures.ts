import type { TWebhookDelivery, WebhookFailure } from "@wellguard/contract";

/** The failures whose detail the sentence names (an address, seconds, an error code or an HTTP status). */
const WITH_DETAIL: ReadonlySet<WebhookFailure> = new Set([
  "refused-address",
  "timeout",
  "tls",
  "redirect",
  "http",
  "failed",
]);

/**
 * The locale key and values for why a delivery's last attempt failed: "deliveries.failures.<code>", or
 * "<code>-detail" with {{detail}} when there is a detail to name. An HTTP failure without a stored detail
 * names the receiver's status; the timeout's seconds are written as numbers are in the reader's language.
 */
export function failureMessage(
  delivery: Pick<TWebhookDelivery, "lastError" | "lastErrorDetail" | "lastStatusCode">,
  formatNumber: (value: number) => string,
): { key: string; values?: { detail: string } } | null {
  const code = delivery.lastError;
  if (code === null) return null;
  let detail = delivery.lastErrorDetail;
  if ((code === "http" || code === "redirect") && detail === null && delivery.lastStatusCode !== null) {
    detail = String(delivery.lastStatusCode);
  }
  if (code === "timeout" && detail !== null) {
    const seconds = Number(detail);
    detail = Number.isFinite(seconds) ? formatNumber(seconds) : null;
  }
  if (detail === null || detail === "" || !WITH_DETAIL.has(code))
    return { key: `deliveries.failures.${code}` };
  return { key: `deliveries.failures.${code}-detail`, values: { detail } };
}
