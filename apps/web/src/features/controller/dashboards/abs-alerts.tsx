import { Anchor, Paper, Text, Title } from "@mantine/core";
import { formatShortDate, serviceId, type TManagedCompany } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { useBreachAlerts } from "./abs-api";

/**
 * The overall dashboard's breach alerts (issue 19): each breach first found in the company in the last 30 days,
 * with how many of its people it touches and a link to the breach dashboard. Shown only to a company that
 * contracts the breach service (abs), and only when there is something to say.
 */
export function BreachAlerts({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const contracted = company.services.includes(serviceId("abs"));
  const alerts = useBreachAlerts(company.stakeholderId, contracted);
  if (!contracted || !alerts.data || alerts.data.length === 0) return null;
  const title = t("abs.alerts.title");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid="breach-alerts">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <ul className="wg-alert-list">
        {alerts.data.map((alert) => (
          <li key={alert.breach.breachId} className="wg-alert wg-alert-danger" data-testid="breach-alert">
            <Text fw={600} span>
              {alert.breach.title}
            </Text>{" "}
            {t("abs.alerts.item", {
              n: alert.people,
              date: formatShortDate(alert.firstSeen, currentLocale()),
            })}{" "}
            <Anchor
              component={Link}
              to={href("ControllerDashboardAbs")}
              c="var(--wg-link)"
              underline="always"
              data-testid="breach-alert-link"
            >
              {t("abs.alerts.open")}
            </Anchor>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
