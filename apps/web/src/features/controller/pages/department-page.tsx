import { Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { TDepartmentNode, TManagedCompany } from "@wellguard/contract";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { FormMessage } from "@/ui/form-message";
import { departmentsQueryOptions, useDepartments } from "../api/departments";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { PeopleTable } from "../components/people-table";
import { pathOf } from "../lib/tree";
import { loadControllerStrings } from "../strings";
import "../components/controller.css";

export const loadStrings = loadControllerStrings;
// The department's scores come with the dashboards' chunk (the chart library), loaded when the page opens.
const DepartmentResults = lazy(() =>
  import("../dashboards/department-results").then((m) => ({ default: m.DepartmentResults })),
);
const SEARCH_DELAY_MS = 300;

/** One department (spec §2 departments/{id}): where it sits, its sub-departments and its people, paged. */
export function DepartmentPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  const id = Number(useParams().id);
  const managedId = useManagedCompanyId();
  // The same query DepartmentDetails reads (one request): the h1 is the department's name once it is known.
  const departments = useQuery({ ...departmentsQueryOptions(managedId ?? 0), enabled: managedId !== null });
  const department = departments.data?.find((d) => d.id === id);
  return (
    <ControllerPage
      title={department?.name ?? t("translation:routes.Department")}
      kind={department ? t("translation:routes.Department") : undefined}
      back={{ to: href("Departments"), label: t("translation:routes.Departments") }}
      titleTestId="department-name"
      testId="department"
    >
      {(company) => (
        <DepartmentDetails key={`${company.stakeholderId}-${id}`} company={company} departmentId={id} />
      )}
    </ControllerPage>
  );
}

function DepartmentDetails({ company, departmentId }: { company: TManagedCompany; departmentId: number }) {
  const { t } = useTranslation(["controller", "organisation"]);
  // The company's tree answers this department, its path and its sub-departments in one call.
  const departments = useDepartments(company.stakeholderId);
  const [includeSub, setIncludeSub] = useState(true);
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const list = departments.data;
  const department = list?.find((d) => d.id === departmentId);
  const path = useMemo(() => (list ? pathOf(list, departmentId) : []), [list, departmentId]);
  const children = useMemo(
    () => (list ?? []).filter((d) => d.stakeholderDepartmentParentId === departmentId),
    [list, departmentId],
  );

  if (departments.isPending) return <Loading testId="department-loading" />;
  if (departments.isError) {
    return (
      <LoadError
        error={departments.error}
        onRetry={() => void departments.refetch()}
        testId="department-error"
      />
    );
  }
  if (!department) {
    // Unknown, or a department of another company: the same answer (spec: out of scope = not found).
    return (
      <Stack gap="sm">
        <FormMessage id="department-missing" tone="error" testId="department-missing">
          {t("contract:errors.ND1000")}
        </FormMessage>
      </Stack>
    );
  }
  const parent = path.length > 1 ? path[path.length - 2] : undefined;

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        p={{ base: "md", sm: "lg" }}
        radius="md"
        component="section"
        aria-labelledby="department-details-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="department-details-title">
            {t("departments.detailsTitle")}
          </Title>
          <nav aria-label={t("departments.pathLabel")}>
            <Text size="sm">
              {company.name}
              {path.map((d) => (
                <span key={d.id}>
                  {" › "}
                  {d.id === departmentId ? (
                    <span aria-current="page">{d.name}</span>
                  ) : (
                    <Link to={href("Department", { id: d.id })} className="wg-link">
                      {d.name}
                    </Link>
                  )}
                </span>
              ))}
            </Text>
          </nav>
          <table className="wg-details" data-testid="department-details">
            <tbody>
              <tr>
                <th scope="row">{t("organisation:fields.parentDepartment")}</th>
                <td>{parent ? parent.name : t("departments.atCompany", { company: company.name })}</td>
              </tr>
              <tr>
                <th scope="row">{t("departments.directPeople")}</th>
                <td data-testid="department-direct">{department.peopleCount}</td>
              </tr>
              <tr>
                <th scope="row">{t("departments.totalPeople")}</th>
                <td data-testid="department-total">{department.totalPeopleCount}</td>
              </tr>
            </tbody>
          </table>
        </Stack>
      </Paper>

      <SubDepartments items={children} />

      <Suspense fallback={<Loading testId="department-results-loading" />}>
        <DepartmentResults company={company} departmentId={departmentId} />
      </Suspense>

      <Paper
        withBorder
        p={{ base: "md", sm: "lg" }}
        radius="md"
        component="section"
        aria-labelledby="department-people"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="department-people">
            {t("departments.peopleTitle")}
          </Title>
          <div className="wg-filters">
            <TextInput
              label={t("organisation:search")}
              description={t("users.searchHint")}
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
              data-testid="department-search"
              w={{ base: "100%", sm: 320 }}
            />
            {children.length > 0 && (
              <Checkbox
                label={t("departments.includeSub")}
                checked={includeSub}
                onChange={(event) => setIncludeSub(event.currentTarget.checked)}
                data-testid="department-include-sub"
                mb={8}
              />
            )}
          </div>
          {includeSub || children.length === 0 ? (
            <PeopleTable
              key={`sub|${search}`}
              of={{ type: "departments", id: departmentId }}
              search={search}
              caption={t("departments.peopleCaption", { name: department.name })}
              emptyText={search ? t("users.emptyFiltered") : t("departments.noPeople")}
              testId="department-people-table"
            />
          ) : (
            <DirectPeople company={company} department={department} search={search} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Only the people directly in the department: the company's list filtered by this department. */
function DirectPeople({
  company,
  department,
  search,
}: {
  company: TManagedCompany;
  department: TDepartmentNode;
  search: string;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  return (
    <PeopleTable
      key={`direct|${search}`}
      of={{ type: "companies", id: company.stakeholderId }}
      departmentId={department.id}
      search={search}
      caption={t("departments.peopleCaption", { name: department.name })}
      emptyText={search ? t("users.emptyFiltered") : t("departments.noPeople")}
      testId="department-people-table"
      showDepartment={false}
    />
  );
}

function SubDepartments({ items }: { items: TDepartmentNode[] }) {
  const { t } = useTranslation(["controller", "organisation"]);
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="department-subs"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="department-subs">
          {t("departments.subTitle")}
        </Title>
        {items.length === 0 ? (
          <Text data-testid="department-subs-empty">{t("departments.noSub")}</Text>
        ) : (
          <ul className="wg-people-list" data-testid="department-subs">
            {items.map((d) => (
              <li key={d.id}>
                <Link to={href("Department", { id: d.id })} className="wg-link">
                  {d.name}
                </Link>
                <span className="wg-org-tree-count">
                  {t("departments.counts", { direct: d.peopleCount, total: d.totalPeopleCount })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}

export default DepartmentPage;
