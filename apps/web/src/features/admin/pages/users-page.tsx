import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack } from "@mantine/core";
import { ORGANISATION_LIMITS, PEOPLE_SORTS, PROFILES, type Profile, type TPerson } from "@wellguard/contract";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { href } from "@/app/paths";
import { DataTable, type DataTableColumn } from "@/features/organisation/components/data-table";
import { EmailText } from "@/features/organisation/components/email-text";
import { departmentPaths } from "@/features/organisation/components/person-form";
import { ExportPeopleMenu } from "@/features/people-import/components/export-people-menu";
import { ImportPeopleDialog } from "@/features/people-import/components/import-people-dialog";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/companies";
import { useDepartments } from "../api/departments";
import { usePeople } from "../api/people";
import { BulkActions } from "../components/bulk-actions";
import { CompanySelect } from "../components/company-select";
import { PageHeader } from "../components/page-header";
import { SearchInput } from "../components/search-input";
import { formatDate } from "../lib/format";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

type PeopleSort = (typeof PEOPLE_SORTS)[number];

/**
 * Every person in the admin's scope, filtered by company, department (with its sub-departments) and profile,
 * searched, sorted and paged by the server (a company may have 100,000 people: one page at a time).
 * People chosen on several pages stay chosen for the bulk actions.
 */
export function AdminUsersPage() {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const location = useLocation();
  const params = useListParams();
  const companyId = params.getNumber("companyId") ?? null;
  const departmentId = params.getNumber("departmentId");
  const profileParam = params.get("profile");
  const profile = (PROFILES as readonly string[]).includes(profileParam)
    ? (profileParam as Profile)
    : undefined;
  const search = params.get("search");
  const sortParam = params.get("sort");
  const sort: PeopleSort = (PEOPLE_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as PeopleSort)
    : "name";
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const pageSize = ORGANISATION_LIMITS.pageSizeDefault;

  const list = usePeople({
    page: params.page,
    pageSize,
    search,
    sort,
    order,
    companyId: companyId ?? undefined,
    departmentId: companyId ? departmentId : undefined,
    profile,
  });
  const company = useCompany(companyId);
  const departments = useDepartments(companyId);
  const departmentOptions = useMemo(() => departmentPaths(departments.data ?? []), [departments.data]);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const names = useRef(new Map<number, string>());
  for (const person of list.data?.records ?? []) {
    names.current.set(person.stakeholderId, `${person.name} ${person.surname}`.trim() || person.login);
  }
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );

  const columns: DataTableColumn<TPerson>[] = [
    {
      key: "name",
      header: t("organisation:fields.name"),
      sortKey: "name",
      cell: (p) => (
        <Anchor component={Link} to={href("AdminUser", { id: p.stakeholderId })} c="var(--wg-link)" inherit>
          {`${p.name} ${p.surname}`.trim() || p.login}
        </Anchor>
      ),
    },
    {
      key: "email",
      header: t("organisation:fields.email"),
      sortKey: "email",
      cell: (p) => <EmailText email={p.email} />,
    },
    { key: "login", header: t("organisation:fields.login"), sortKey: "login", cell: (p) => p.login },
    ...(companyId === null
      ? [{ key: "company", header: t("organisation:fields.company"), cell: (p: TPerson) => p.company.name }]
      : []),
    {
      key: "department",
      header: t("organisation:fields.department"),
      sortKey: "department",
      cell: (p) => p.department?.name ?? "—",
    },
    {
      key: "profiles",
      header: t("organisation:fields.profiles"),
      cell: (p) => p.profiles.map((x) => t(`contract:profiles.${x}`)).join(", "),
    },
    {
      key: "createdAt",
      header: t("organisation:fields.createdAt"),
      sortKey: "createdAt",
      nowrap: true,
      cell: (p) => formatDate(p.createdAt),
    },
  ];

  const newUserLink = companyId ? `${href("AdminUserNew")}?companyId=${companyId}` : href("AdminUserNew");

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminUsers")}
        intro={t("users.intro")}
        actions={
          <Button component={Link} to={newUserLink} data-testid="users-new">
            {t("users.new")}
          </Button>
        }
      />
      {notice && (
        <FormMessage id="users-notice" tone="success" testId="users-notice">
          {notice}
        </FormMessage>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <CompanySelect
              label={t("organisation:fields.company")}
              placeholder={t("users.allCompanies")}
              value={companyId}
              onChange={(id) => {
                setSelected(new Set());
                params.update({ companyId: id, departmentId: null });
              }}
              clearable
              testId="users-company"
            />
            <Select
              label={t("organisation:fields.department")}
              placeholder={companyId ? t("users.allDepartments") : t("users.chooseCompanyFirst")}
              data={departmentOptions}
              value={departmentId ? String(departmentId) : null}
              onChange={(value) => params.update({ departmentId: value })}
              disabled={!companyId}
              searchable
              clearable
              nothingFoundMessage="—"
              data-testid="users-department"
            />
            <Select
              label={t("organisation:fields.profiles")}
              placeholder={t("users.allProfiles")}
              data={PROFILES.map((p) => ({ value: p, label: t(`contract:profiles.${p}`) }))}
              value={profile ?? null}
              onChange={(value) => params.update({ profile: value })}
              clearable
              data-testid="users-profile"
            />
            <SearchInput
              label={t("users.search")}
              value={search}
              onSearch={(value) => params.update({ search: value })}
              testId="users-search"
            />
          </SimpleGrid>
          {companyId !== null && (
            <Group gap="sm" data-testid="users-import-export">
              <ImportPeopleDialog
                companyId={companyId}
                area="ADMIN"
                onImported={() => setNotice(t("users.imported"))}
              />
              <ExportPeopleMenu
                companyId={companyId}
                area="ADMIN"
                filters={{
                  search,
                  sort,
                  order,
                  departmentId,
                  includeSubdepartments: departmentId !== undefined,
                  profile,
                }}
              />
            </Group>
          )}
          <DataTable
            caption={t("users.caption")}
            columns={columns}
            rows={list.data?.records}
            rowId={(p) => p.stakeholderId}
            total={list.data?.total ?? 0}
            totalCapped={list.data?.totalCapped ?? false}
            page={params.page}
            pageSize={pageSize}
            onPageChange={(page) => params.update({ page })}
            sort={{ key: sort, order }}
            onSortChange={(next) => params.update({ sort: next.key, order: next.order })}
            loading={list.isPending}
            fetching={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={search || companyId || profile ? t("users.emptyFiltered") : t("users.empty")}
            selection={{
              selected,
              onChange: setSelected,
              label: (p) => t("users.select", { name: `${p.name} ${p.surname}`.trim() || p.login }),
            }}
            testId="users-table"
            stackOnPhones
          />
          {selected.size > 0 && (
            <BulkActions
              selected={selected}
              names={names.current}
              onClear={() => setSelected(new Set())}
              company={
                company.data ? { id: company.data.stakeholderId, services: company.data.services } : null
              }
              departments={departments.data ?? []}
              onDone={setNotice}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
