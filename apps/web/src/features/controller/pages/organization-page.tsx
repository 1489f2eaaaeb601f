import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TDepartmentNode, TManagedCompany, TOrganization } from "@wellguard/contract";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { formatCount } from "@/features/organisation/lib/count";
import { setManagedCompanyId } from "@/lib/storage";
import { FormMessage } from "@/ui/form-message";
import { useOrganization } from "../api/organization";
import { useDepartmentPeople } from "../api/people";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { Highlight } from "../components/highlight";
import { personName } from "../components/people-table";
import { Progress } from "../components/progress";
import { buildTree, type TreeNode, withAncestors } from "../lib/tree";
import { loadControllerStrings } from "../strings";
import "../components/controller.css";

export const loadStrings = loadControllerStrings;
const SEARCH_DELAY_MS = 300;
const DEPARTMENT_PAGE_SIZE = 20;

/**
 * Organisation (spec §2, §7 "organisation load"): the managed company, its child companies (managed ones can be
 * switched to), its department tree with people counts, and the people of a department once it is opened, a page
 * at a time. A search asks the server for matching departments and the first matching people.
 */
export function OrganizationPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  // Kept here: switching company remounts everything below for the new company.
  const [switched, setSwitched] = useState<string | null>(null);
  return (
    <ControllerPage
      title={t("translation:routes.Organization")}
      intro={t("organization.intro")}
      testId="organization"
    >
      {(company) => (
        <Organization
          key={company.stakeholderId}
          company={company}
          switched={switched}
          onSwitch={setSwitched}
        />
      )}
    </ControllerPage>
  );
}

function Organization({
  company,
  switched,
  onSwitch,
}: {
  company: TManagedCompany;
  switched: string | null;
  onSwitch: (notice: string) => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const organization = useOrganization(company.stakeholderId, search);
  const data = organization.data;

  return (
    <Stack gap="lg">
      {switched && (
        <FormMessage id="organization-switched" tone="success" testId="organization-switched">
          {switched}
        </FormMessage>
      )}
      <TextInput
        label={t("organisation:search")}
        description={t("organization.searchHint")}
        type="search"
        value={searchInput}
        onChange={(event) => setSearchInput(event.currentTarget.value)}
        data-testid="organization-search"
        w={{ base: "100%", sm: 420 }}
      />
      {organization.isPending && <Loading testId="organization-loading" />}
      {organization.isError && !data && (
        <LoadError
          error={organization.error}
          onRetry={() => void organization.refetch()}
          testId="organization-error"
        />
      )}
      {data && (
        <>
          {data.search && <SearchResults data={data} search={search} />}
          <OrganizationTree data={data} search={data.search ? search : ""} onSwitch={onSwitch} />
        </>
      )}
    </Stack>
  );
}

function SearchResults({ data, search }: { data: TOrganization; search: string }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const result = data.search;
  if (!result) return null;
  const departments = data.departments.filter((d) => result.departmentIds.includes(d.id));
  const nothing = departments.length === 0 && result.people.length === 0;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="organization-results-title"
      data-testid="organization-results"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="organization-results-title">
          {t("organization.resultsTitle", { search })}
        </Title>
        {nothing && (
          <Text role="status" data-testid="organization-results-empty">
            {t("organization.noResults", { search })}
          </Text>
        )}
        {departments.length > 0 && (
          <div>
            <Title order={3} size="h5" mb={4}>
              {t("organization.matchingDepartments")}
            </Title>
            <ul className="wg-people-list" data-testid="organization-result-departments">
              {departments.map((d) => (
                <li key={d.id}>
                  <Link to={href("Department", { id: d.id })} className="wg-link">
                    <Highlight text={d.name} needle={search} />
                  </Link>
                  <span className="wg-org-tree-count">
                    {t("organization.peopleTotal", { n: d.totalPeopleCount })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {result.people.length > 0 && (
          <div>
            <Title order={3} size="h5" mb={4}>
              {t("organization.matchingPeople")}
            </Title>
            <ul className="wg-people-list" data-testid="organization-result-people">
              {result.people.map((person) => (
                <li key={person.stakeholderId} data-testid="organization-result-person">
                  <Link to={href("ControllerUser", { id: person.stakeholderId })} className="wg-link">
                    <Highlight text={personName(person)} needle={search} />
                  </Link>
                  {person.email && (
                    <span className="wg-org-tree-count">
                      <Highlight text={person.email} needle={search} />
                    </span>
                  )}
                  <span className="wg-org-tree-count">
                    {person.departmentName ?? t("organisation:noDepartment")}
                  </span>
                </li>
              ))}
            </ul>
            {result.truncated && (
              <Text size="sm" c="var(--wg-text-muted)" data-testid="organization-results-truncated">
                {t("organization.truncated", { n: result.people.length })}
              </Text>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function OrganizationTree({
  data,
  search,
  onSwitch,
}: {
  data: TOrganization;
  search: string;
  onSwitch: (notice: string) => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const roots = useMemo(() => buildTree(data.departments), [data.departments]);
  // With a search, only the matching departments and the way down to them are shown, already open.
  const visible = useMemo(
    () => (search && data.search ? withAncestors(data.departments, data.search.departmentIds) : null),
    [search, data.departments, data.search],
  );
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="organization-tree-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="organization-tree-title">
          {t("organization.treeTitle")}
        </Title>
        <ul className="wg-org-tree" data-testid="organization-tree">
          <li data-testid="organization-company">
            <div className="wg-org-tree-row">
              {data.company.logo && (
                <img
                  src={data.company.logo}
                  alt=""
                  height={24}
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                />
              )}
              <Text fw={700}>{data.company.name}</Text>
              <span className="wg-org-tree-count">
                {t("organization.peopleTotal", { n: data.company.peopleCount })}
              </span>
            </div>
            <ul>
              {data.childCompanies.length > 0 && (
                <li>
                  <Text fw={600} size="sm" c="var(--wg-text-muted)">
                    {t("organization.childCompanies")}
                  </Text>
                  <ul data-testid="organization-children">
                    {data.childCompanies.map((child) => (
                      <li key={child.stakeholderId} data-testid="organization-child">
                        <div className="wg-org-tree-row">
                          <Text fw={600}>{child.name}</Text>
                          <span className="wg-org-tree-count">
                            {t("organization.peopleTotal", { n: child.peopleCount })}
                          </span>
                          {child.managed ? (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => {
                                setManagedCompanyId(child.stakeholderId);
                                onSwitch(t("organization.switched", { name: child.name }));
                              }}
                              data-testid="organization-switch"
                            >
                              {t("organization.switchTo", { name: child.name })}
                            </Button>
                          ) : (
                            <Text size="sm" c="var(--wg-text-muted)">
                              {t("organization.notManaged")}
                            </Text>
                          )}
                        </div>
                      </li>
                    ))}
                  </ul>
                </li>
              )}
              {roots.length === 0 ? (
                <li>
                  <Text role="status" data-testid="organization-no-departments">
                    {t("departments.empty")}
                  </Text>
                </li>
              ) : (
                <li>
                  <Text fw={600} size="sm" c="var(--wg-text-muted)">
                    {t("organization.departments")}
                  </Text>
                  <ul>
                    {roots
                      .filter((node) => !visible || visible.has(node.department.id))
                      .map((node) => (
                        <DepartmentBranch
                          key={node.department.id}
                          node={node}
                          companyId={data.company.stakeholderId}
                          visible={visible}
                          search={search}
                        />
                      ))}
                  </ul>
                </li>
              )}
            </ul>
          </li>
        </ul>
      </Stack>
    </Paper>
  );
}

function DepartmentBranch({
  node,
  companyId,
  visible,
  search,
}: {
  node: TreeNode<TDepartmentNode>;
  companyId: number;
  visible: Set<number> | null;
  search: string;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const d = node.department;
  // Opened by the person, or by a search that found something inside it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (visible !== null && node.children.some((c) => visible.has(c.department.id)));
  const groupId = useId();
  const children = node.children.filter((c) => !visible || visible.has(c.department.id));

  return (
    <li data-testid="organization-department" data-id={d.id}>
      <div className="wg-org-tree-row">
        <button
          type="button"
          className="wg-org-tree-toggle"
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => setToggled(!open)}
          data-testid="organization-department-toggle"
        >
          <span className="wg-org-tree-mark" aria-hidden>
            {open ? "▾" : "▸"}
          </span>
          <Highlight text={d.name} needle={search} />
        </button>
        <span className="wg-org-tree-count">
          {t("departments.counts", { direct: d.peopleCount, total: d.totalPeopleCount })}
        </span>
        <Anchor
          component={Link}
          to={href("Department", { id: d.id })}
          size="sm"
          c="var(--wg-link)"
          underline="always"
        >
          {t("departments.open")}
          <span className="wg-visually-hidden"> {d.name}</span>
        </Anchor>
      </div>
      {open && (
        <ul id={groupId}>
          {children.map((child) => (
            <DepartmentBranch
              key={child.department.id}
              node={child}
              companyId={companyId}
              visible={visible}
              search={search}
            />
          ))}
          {d.peopleCount > 0 && <DepartmentPeople companyId={companyId} department={d} />}
        </ul>
      )}
    </li>
  );
}

/** The people directly in a department, a page at a time. */
function DepartmentPeople({ companyId, department }: { companyId: number; department: TDepartmentNode }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const people = useDepartmentPeople(companyId, department.id, DEPARTMENT_PAGE_SIZE);
  const loaded = people.data?.pages.flatMap((p) => p.records) ?? [];
  const first = people.data?.pages[0];
  // The list counts up to 10,000 matches ("10,000+" above that).
  const total = first ? formatCount(first.total, first.totalCapped) : department.peopleCount;

  return (
    <li data-testid="organization-people">
      {people.isPending && <Loading testId="organization-people-loading" />}
      {people.isError && (
        <LoadError
          error={people.error}
          onRetry={() => void people.refetch()}
          testId="organization-people-error"
        />
      )}
      {loaded.length > 0 && (
        <ul className="wg-people-list" aria-label={t("organization.peopleOf", { name: department.name })}>
          {loaded.map((person) => (
            <li key={person.stakeholderId} data-testid="organization-person">
              <Link to={href("ControllerUser", { id: person.stakeholderId })} className="wg-link">
                {personName(person)}
              </Link>
              <Progress value={person.progress} />
            </li>
          ))}
        </ul>
      )}
      {people.hasNextPage && (
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            loading={people.isFetchingNextPage}
            onClick={() => void people.fetchNextPage()}
            data-testid="organization-people-more"
          >
            {t("organization.showMore")}
          </Button>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("organization.shown", { shown: loaded.length, total })}
          </Text>
        </Group>
      )}
    </li>
  );
}

export default OrganizationPage;
