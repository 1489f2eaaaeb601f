import { Anchor, Button, Paper, Stack } from "@mantine/core";
import { COMPANY_SORTS, ORGANISATION_LIMITS, type TCompany } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { href } from "@/app/paths";
import { DataTable, type DataTableColumn } from "@/features/organisation/components/data-table";
import { FormMessage } from "@/ui/form-message";
import { useCompanies } from "../api/companies";
import { PageHeader } from "../components/page-header";
import { SearchInput } from "../components/search-input";
import { formatDate, formatNumber } from "../lib/format";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

type CompanySort = (typeof COMPANY_SORTS)[number];

/** Companies management: every company in the admin's scope, searched, sorted and paged by the server. */
export function AdminCompaniesPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const params = useListParams();
  const search = params.get("search");
  const sortParam = params.get("sort");
  const sort: CompanySort = (COMPANY_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as CompanySort)
    : "name";
  const order = params.get("order") === "desc" ? "desc" : "asc";
  const pageSize = ORGANISATION_LIMITS.pageSizeDefault;
  const list = useCompanies({ page: params.page, pageSize, search, sort, order });

  const columns: DataTableColumn<TCompany>[] = [
    {
      key: "name",
      header: t("organisation:fields.companyName"),
      sortKey: "name",
      cell: (c) => (
        <Anchor
          component={Link}
          to={href("AdminCompany", { id: c.stakeholderId })}
          c="var(--wg-link)"
          inherit
        >
          {c.name}
        </Anchor>
      ),
    },
    { key: "code", header: t("organisation:fields.code"), sortKey: "code", cell: (c) => c.code ?? "—" },
    { key: "domain", header: t("companies.primaryDomain"), cell: (c) => c.domain ?? "—" },
    {
      key: "type",
      header: t("organisation:fields.type"),
      cell: (c) => t(`organisation:companyTypes.${c.type}`),
    },
    {
      key: "parent",
      header: t("organisation:fields.parentCompany"),
      cell: (c) => c.parentCompanyName ?? "—",
    },
    {
      key: "people",
      header: t("organisation:fields.people"),
      sortKey: "peopleCount",
      nowrap: true,
      cell: (c) => (
        <Anchor
          component={Link}
          to={`${href("AdminUsers")}?companyId=${c.stakeholderId}`}
          c="var(--wg-link)"
          inherit
          aria-label={t("companies.peopleOf", { count: formatNumber(c.peopleCount), company: c.name })}
        >
          {formatNumber(c.peopleCount)}
        </Anchor>
      ),
    },
    {
      key: "createdAt",
      header: t("organisation:fields.createdAt"),
      sortKey: "createdAt",
      nowrap: true,
      cell: (c) => formatDate(c.createdAt),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminCompaniesManagement")}
        intro={t("companies.intro")}
        actions={
          <Button component={Link} to={href("AdminCompanyNew")} data-testid="companies-new">
            {t("companies.new")}
          </Button>
        }
      />
      {notice && (
        <FormMessage id="companies-notice" tone="success" testId="companies-notice">
          {notice}
        </FormMessage>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <SearchInput
            label={t("companies.search")}
            value={search}
            onSearch={(value) => params.update({ search: value })}
            testId="companies-search"
          />
          <DataTable
            caption={t("companies.caption")}
            columns={columns}
            rows={list.data?.records}
            rowId={(c) => c.stakeholderId}
            total={list.data?.total ?? 0}
            page={params.page}
            pageSize={pageSize}
            onPageChange={(page) => params.update({ page })}
            sort={{ key: sort, order }}
            onSortChange={(next) => params.update({ sort: next.key, order: next.order })}
            loading={list.isPending}
            fetching={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyText={search ? t("companies.emptySearch", { search }) : t("companies.empty")}
            testId="companies-table"
            stackOnPhones
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
