import { Group, Paper, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TManagedCompany } from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SortState } from "@/features/organisation/components/data-table";
import { ExportPeopleMenu, ImportPeopleDialog } from "@/features/people-import";
import { useDepartments } from "../api/departments";
import { useTags } from "../api/tags";
import { ControllerPage } from "../components/controller-page";
import { NativeSelectField } from "../components/native-select";
import { DEFAULT_SORT, PeopleTable } from "../components/people-table";
import { buildTree, flattenTree } from "../lib/tree";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;
const SEARCH_DELAY_MS = 300;

/** Users (spec §2): the managed company's people, paged by the server, best progress first. */
export function ControllerUsersPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  return (
    <ControllerPage title={t("translation:routes.ControllerUsers")} testId="controller-users">
      {(company) => <UsersList key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function UsersList({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [departmentId, setDepartmentId] = useState("");
  const [tagId, setTagId] = useState("");
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const departments = useDepartments(company.stakeholderId);
  const tags = useTags(company.stakeholderId);

  const departmentOptions = useMemo(
    () => [
      { value: "", label: t("users.allDepartments") },
      ...flattenTree(buildTree(departments.data ?? [])).map(({ department, depth }) => ({
        value: String(department.id),
        // Indented with non-breaking spaces: a native <option> shows the tree's depth this way.
        label: `${"\u00a0\u00a0".repeat(depth)}${department.name} (${department.totalPeopleCount})`,
      })),
    ],
    [departments.data, t],
  );
  const tagOptions = useMemo(
    () => [
      { value: "", label: t("users.allTags") },
      ...(tags.data ?? []).map((tag) => ({
        value: String(tag.id),
        label: `${tag.name} (${tag.peopleCount})`,
      })),
    ],
    [tags.data, t],
  );

  const of = departmentId
    ? ({ type: "departments", id: Number(departmentId) } as const)
    : ({ type: "companies", id: company.stakeholderId } as const);
  const filtered = search !== "" || departmentId !== "" || tagId !== "";

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="md">
        <Group gap="sm" data-testid="users-import-export">
          <ImportPeopleDialog companyId={company.stakeholderId} area="CONTROLLER" />
          <ExportPeopleMenu
            companyId={company.stakeholderId}
            area="CONTROLLER"
            // The file holds the people the list shows, in its order (a department includes its sub-departments).
            filters={{
              search,
              sort: sort.key,
              order: sort.order,
              ...(departmentId ? { departmentId: Number(departmentId), includeSubdepartments: true } : {}),
              ...(tagId ? { tagId: Number(tagId) } : {}),
            }}
          />
        </Group>
        <div className="wg-filters">
          <TextInput
            label={t("organisation:search")}
            description={t("users.searchHint")}
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            data-testid="users-search"
            w={{ base: "100%", sm: 320 }}
          />
          <NativeSelectField
            label={t("organisation:fields.department")}
            value={departmentId}
            options={departmentOptions}
            onChange={setDepartmentId}
            testId="users-department"
          />
          <NativeSelectField
            label={t("tags.tag")}
            value={tagId}
            options={tagOptions}
            onChange={setTagId}
            testId="users-tag"
          />
        </div>
        <PeopleTable
          key={`${departmentId}|${tagId}|${search}`}
          of={of}
          search={search}
          {...(tagId ? { tagId: Number(tagId) } : {})}
          caption={t("users.caption", { company: company.name })}
          emptyText={filtered ? t("users.emptyFiltered") : t("users.empty")}
          testId="users-table"
          sort={sort}
          onSortChange={setSort}
        />
      </Stack>
    </Paper>
  );
}

export default ControllerUsersPage;
