import { Badge } from "@mantine/core";
import { type CampaignStatus, dateFormat, numberFormat, type TCampaignTotals } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";

const STATUS_COLOUR: Record<CampaignStatus, string> = {
  scheduled: "gray",
  sending: "blue",
  // Shade 0 behind the light badge's teal-9 text: 4.7:1 (teal-1 was 4.3:1, under WCAG AA).
  running: "teal.0",
  completed: "dark",
  cancelled: "red",
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation("controller");
  return (
    // In a narrow table column a badge shrinks and cuts its word ("SCHEDUL…"): it keeps its whole width instead.
    <Badge
      color={STATUS_COLOUR[status]}
      variant="light"
      miw="max-content"
      data-testid="campaign-status"
      data-status={status}
    >
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}

/** A campaign's date-time (UTC "YYYY-MM-DD HH:mm:ss") in the campaign's own time zone. */
export function campaignDateTime(utc: string, timeZone: string): string {
  return dateFormat(currentLocale(), "dateTime", timeZone).format(new Date(`${utc.replace(" ", "T")}Z`));
}

export function isoDateTime(iso: string | null): string {
  return iso ? dateFormat(currentLocale(), "dateTime").format(new Date(iso)) : "—";
}

/** A share of the delivered messages, as a percentage ("—" before anything was delivered). */
export function rate(count: number, totals: TCampaignTotals): string {
  if (totals.sent === 0) return "—";
  return numberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 1 }).format(
    count / totals.sent,
  );
}
