import { Anchor, Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useMediaQuery } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ORGANISATION_LIMITS, type TAuditEvent } from "@wellguard/contract";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type RouteId } from "@/app/paths";
import { DataTable, type DataTableColumn } from "@/features/organisation/components/data-table";
import { apiPage } from "@/lib/api-client";
import { adminKeys } from "../api/keys";
import { auditEntityName } from "../components/audit-changes";
import { AuditChangesView } from "../components/audit-changes-view";
import { CompanySelect } from "../components/company-select";
import { PageHeader } from "../components/page-header";
import { formatDateTime } from "../lib/format";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";
import "../components/audit-log.css";

export const loadStrings = loadAdminStrings;

/** The kinds of record the log holds (lib/audit callers on the server). */
export const AUDIT_ENTITY_TYPES = ["companies", "departments", "people", "tags", "imports"] as const;
type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The admin page of each kind of record; an import is shown as its company's people. */
const ENTITY_ROUTES: Partial<Record<string, RouteId>> = {
  companies: "AdminCompany",
  departments: "AdminDepartment",
  people: "AdminUser",
};

const MAX_ID = 2_147_483_647;
const ID_DELAY_MS = 300;
/** Below this width (a phone, or a tablet beside the menu) the five columns become two, so nothing hides off-screen. */
const NARROW = "(max-width: 75em)";

interface AuditQuery {
  page: number;
  pageSize: number;
  companyId?: number;
  entityType?: string;
  entityId?: number;
}

function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminKeys.all, "audit", query],
    queryFn: () => apiPage<TAuditEvent>("/admin/audit", { query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The record id filter: digits only, applied after a short pause; anything else is said next to the field. */
function EntityIdInput({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation("admin");
  const [text, setText] = useState(value === undefined ? "" : String(value));
  useEffect(() => setText(value === undefined ? "" : String(value)), [value]);
  const report = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === "") onChange(null);
    else if (/^\d+$/.test(trimmed) && Number(trimmed) > 0 && Number(trimmed) <= MAX_ID)
      onChange(Number(trimmed));
  }, ID_DELAY_MS);
  const trimmed = text.trim();
  const invalid =
    trimmed !== "" && !(/^\d+$/.test(trimmed) && Number(trimmed) > 0 && Number(trimmed) <= MAX_ID);
  return (
    <TextInput
      label={t("audit.entityId")}
      description={t("audit.entityIdHelp")}
      // The help under the box keeps the three filter boxes on one line.
      inputWrapperOrder={["label", "input", "description", "error"]}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={invalid ? t("audit.entityIdInvalid") : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      data-testid="audit-entity-id"
    />
  );
}

/**
 * The audit log (issue 3 point 8): every create, update and delete made by admins and security managers in the
 * admin's companies, newest first, one server page at a time; filters by company, kind of record and record id;
 * each row opens what changed, field by field.
 */
export function AdminAuditPage() {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const params = useListParams();
  const companyId = params.getNumber("companyId");
  const typeParam = params.get("entityType");
  const entityType = (AUDIT_ENTITY_TYPES as readonly string[]).includes(typeParam)
    ? (typeParam as AuditEntityType)
    : undefined;
  const entityId = params.getNumber("entityId");
  const pageSize = ORGANISATION_LIMITS.pageSizeDefault;
  const narrow = useMediaQuery(NARROW) === true;
  const list = useAudit({ page: params.page, pageSize, companyId, entityType, entityId });

  // Records deleted by an event on this page: their earlier events no longer link to them.
  const deleted = useMemo(
    () =>
      new Set(
        (list.data?.records ?? [])
          .filter((e) => e.action === "delete")
          .map((e) => `${e.entityType}:${e.entityId}`),
      ),
    [list.data],
  );

  const entityCell = (event: TAuditEvent) => {
    const known = (AUDIT_ENTITY_TYPES as readonly string[]).includes(event.entityType);
    const kind = known ? t(`audit.entity.${event.entityType}`) : event.entityType;
    const name = auditEntityName(event) ?? `#${event.entityId}`;
    const route = ENTITY_ROUTES[event.entityType];
    const gone = deleted.has(`${event.entityType}:${event.entityId}`);
    let to: string | null = null;
    if (route && !gone) to = href(route, { id: event.entityId });
    else if (event.entityType === "imports") to = `${href("AdminUsers")}?companyId=${event.entityId}`;
    return (
      <span>
        <span className="wg-audit-muted">{kind}: </span>
        {to ? (
          <Anchor component={Link} to={to} c="var(--wg-link)" inherit data-testid="audit-entity-link">
            {name}
          </Anchor>
        ) : (
          <span data-testid="audit-entity-name">{name}</span>
        )}
      </span>
    );
  };

  const who = (e: TAuditEvent) => (
    <span className="wg-audit-who" data-testid="audit-who">
      <span>
        {e.actor.name ??
          (e.actor.stakeholderId === null
            ? t("audit.system")
            : t("audit.deletedActor", { id: e.actor.stakeholderId }))}
      </span>
      <span>{t(`contract:profiles.${e.actor.profile}`, { defaultValue: e.actor.profile })}</span>
    </span>
  );
  const action = (e: TAuditEvent) => <span data-testid="audit-action">{t(`audit.actions.${e.action}`)}</span>;
  const changes = (e: TAuditEvent) => <AuditChangesView event={e} />;

  const columns: DataTableColumn<TAuditEvent>[] = narrow
    ? [
        {
          key: "whenWho",
          header: t("audit.columns.whenWho"),
          cell: (e) => (
            <span className="wg-audit-stack">
              <span>{formatDateTime(e.at)}</span>
              {who(e)}
            </span>
          ),
        },
        {
          key: "what",
          header: t("audit.columns.what"),
          cell: (e) => (
            <span className="wg-audit-stack">
              <span>
                {action(e)} · {entityCell(e)}
              </span>
              {changes(e)}
            </span>
          ),
        },
      ]
    : [
        { key: "when", header: t("audit.columns.when"), nowrap: true, cell: (e) => formatDateTime(e.at) },
        { key: "who", header: t("audit.columns.who"), cell: who },
        { key: "action", header: t("audit.columns.action"), cell: action },
        { key: "entity", header: t("audit.columns.entity"), cell: entityCell },
        { key: "changes", header: t("audit.columns.changes"), cell: changes },
      ];

  const filtered = companyId !== undefined || entityType !== undefined || entityId !== undefined;

  return (
    <Stack gap="lg">
      <PageHeader title={t("translation:routes.AdminAudit")} intro={t("audit.intro")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CompanySelect
              label={t("organisation:fields.company")}
              placeholder={t("audit.allCompanies")}
              value={companyId ?? null}
              onChange={(id) => params.update({ companyId: id })}
              clearable
              testId="audit-company"
            />
            <Select
              label={t("audit.entityType")}
              placeholder={t("audit.allTypes")}
              data={AUDIT_ENTITY_TYPES.map((type) => ({
                value: type,
                label: t(`audit.entityTypes.${type}`),
              }))}
              value={entityType ?? null}
              onChange={(value) => params.update({ entityType: value })}
              clearable
              data-testid="audit-entity-type"
            />
            <EntityIdInput value={entityId} onChange={(id) => params.update({ entityId: id })} />
          </SimpleGrid>
          <DataTable
            caption={t("audit.caption")}
            columns={columns}
            rows={list.data?.records}
            rowId={(e) => e.id}
            total={list.data?.total ?? 0}
            page={params.page}
            pageSize={pageSize}
            onPageChange={(page) => params.update({ page })}
            loading={list.isPending}
            fetching={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={filtered ? t("audit.emptyFiltered") : t("audit.empty")}
            testId="audit-table"
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
