import { Anchor, Paper, Text, Title } from "@mantine/core";
import { serviceKey, type TAdminDashboard, type TAuditEvent } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { stackRoles } from "@/features/organisation/components/data-table";
import { formatDateTime, formatNumber } from "../lib/format";

/** The dashboard's totals as a description list of big numbers. */
export function Totals({ totals }: { totals: TAdminDashboard["totals"] }) {
  const { t } = useTranslation("admin");
  return (
    <dl className="wg-admin-stats" data-testid="dashboard-totals">
      {(["companies", "people", "departments"] as const).map((key) => (
        <div key={key} className="wg-admin-stat">
          <dt>{t(`dashboard.totals.${key}`)}</dt>
          <dd data-testid={`dashboard-total-${key}`}>{formatNumber(totals[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many companies contract each service, by translated service name (services no company has are left out). */
export function ContractsPerService({ rows }: { rows: TAdminDashboard["contractsPerService"] }) {
  const { t } = useTranslation(["admin", "contract"]);
  const shown = rows.filter((r) => r.companies > 0).sort((a, b) => b.companies - a.companies);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Title order={2} size="h3" mb="sm" id="dashboard-services-title">
        {t("dashboard.services")}
      </Title>
      {shown.length === 0 ? (
        <Text role="status">{t("dashboard.noServices")}</Text>
      ) : (
        <div className="wg-table-scroll">
          <table
            className="wg-table"
            aria-labelledby="dashboard-services-title"
            data-testid="dashboard-services"
          >
            <thead>
              <tr>
                <th scope="col">{t("dashboard.service")}</th>
                <th scope="col">{t("dashboard.contracts")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const key = serviceKey(row.serviceId);
                return (
                  <tr key={row.serviceId}>
                    <td>{key ? t(`contract:services.${key}.name`) : row.serviceId}</td>
                    <td>{formatNumber(row.companies)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Paper>
  );
}

const ENTITY_ROUTES = {
  companies: "AdminCompany",
  departments: "AdminDepartment",
  people: "AdminUser",
} as const;

/** The name an audit event's record had (after a create or update, before a delete). */
function entityName(event: TAuditEvent): string | null {
  const record = event.after ?? event.before;
  if (!record) return null;
  const name = typeof record.name === "string" ? record.name : "";
  const surname = typeof record.surname === "string" ? record.surname : "";
  const full = `${name} ${surname}`.trim();
  return full || null;
}

/** The latest audit events: who, when, what, and a link to the record while it still exists. */
export function RecentEvents({ events }: { events: TAuditEvent[] }) {
  const { t } = useTranslation("admin");
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Title order={2} size="h3" mb="sm" id="dashboard-events-title">
        {t("dashboard.events")}
      </Title>
      {events.length === 0 ? (
        <Text role="status">{t("dashboard.noEvents")}</Text>
      ) : (
        <div className="wg-table-scroll">
          {/* A card per change on phones: the three columns do not fit 390 px (see stackRoles). */}
          <table
            className="wg-table wg-table-stack"
            {...stackRoles.table}
            aria-labelledby="dashboard-events-title"
            data-testid="dashboard-events"
          >
            <thead {...stackRoles.rowgroup}>
              <tr {...stackRoles.row}>
                <th scope="col" {...stackRoles.columnheader} className="wg-table-plain-header">
                  {t("dashboard.when")}
                </th>
                <th scope="col" {...stackRoles.columnheader} className="wg-table-plain-header">
                  {t("dashboard.who")}
                </th>
                <th scope="col" {...stackRoles.columnheader} className="wg-table-plain-header">
                  {t("dashboard.what")}
                </th>
              </tr>
            </thead>
            <tbody {...stackRoles.rowgroup}>
              {events.map((event) => {
                const known = event.entityType in ENTITY_ROUTES;
                const what = known
                  ? t(`dashboard.changes.${event.entityType}.${event.action}`)
                  : t(`dashboard.actions.${event.action}`, { entity: event.entityType });
                const name = entityName(event) ?? `#${event.entityId}`;
                const route = ENTITY_ROUTES[event.entityType as keyof typeof ENTITY_ROUTES];
                return (
                  <tr key={event.id} {...stackRoles.row} data-testid="dashboard-event">
                    <td {...stackRoles.cell} className="wg-table-nowrap" data-label={t("dashboard.when")}>
                      {formatDateTime(event.at)}
                    </td>
                    <td {...stackRoles.cell} data-label={t("dashboard.who")}>
                      {event.actor.name ?? t("dashboard.system")}
                    </td>
                    {/* The card's title on phones. */}
                    <td {...stackRoles.cell} className="wg-table-primary" data-label={t("dashboard.what")}>
                      {what}{" "}
                      {route && event.action !== "delete" ? (
                        <Anchor
                          component={Link}
                          to={href(route, { id: event.entityId })}
                          c="var(--wg-link)"
                          inherit
                        >
                          {name}
                        </Anchor>
                      ) : (
                        <span>{name}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Anchor
        component={Link}
        to={href("AdminAudit")}
        c="var(--wg-link)"
        size="sm"
        mt="sm"
        display="inline-block"
        data-testid="dashboard-audit-link"
      >
        {t("audit.dashboardLink")}
      </Anchor>
    </Paper>
  );
}
