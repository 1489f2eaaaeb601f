import { Anchor } from "@mantine/core";
import type { PeopleListField, TPersonListItem } from "@wellguard/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import {
  DataTable,
  type DataTableColumn,
  type SortState,
} from "@/features/organisation/components/data-table";
import { EmailText } from "@/features/organisation/components/email-text";
import { type PeopleListParams, usePeople } from "../api/people";
import { Progress } from "./progress";
import "./controller.css";

const FIELDS: readonly PeopleListField[] = ["email", "stakeholderDepartmentId"];
export const PEOPLE_PAGE_SIZE = 25;
/** Spec §7: people lists are sorted by progress, best first. */
export const DEFAULT_SORT: SortState = { key: "progress", order: "desc" };

/** "Surname, Name" when both exist; people lists read better by surname. */
export function personName(person: { name: string; surname: string }): string {
  return person.surname ? `${person.name} ${person.surname}` : person.name;
}

/**
 * A server-paged list of people (a company's, a department's or a tag's): name (link to the person), e-mail,
 * department and progress as a score; sorted by the server, progress descending unless another column is chosen.
 * Remount it (change its `key`) when its filters change, so it starts again at page 1.
 */
export function PeopleTable({
  of,
  search,
  tagId,
  departmentId,
  caption,
  emptyText,
  testId,
  selection,
  extraColumn,
  showDepartment = true,
  sort: controlledSort,
  onSortChange,
}: {
  of: PeopleListParams["of"];
  search?: string;
  tagId?: number;
  /** Only the people directly in this department (with `of` a company). */
  departmentId?: number;
  caption: string;
  emptyText: string;
  testId: string;
  selection?: { selected: ReadonlySet<number>; onChange: (next: Set<number>) => void };
  extraColumn?: { key: string; header: string; cell: (person: TPersonListItem) => ReactNode };
  showDepartment?: boolean;
  /** The order, when the parent keeps it (e.g. to export in the same order); default progress descending. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const [page, setPage] = useState(1);
  const [ownSort, setOwnSort] = useState<SortState>(DEFAULT_SORT);
  const sort = controlledSort ?? ownSort;
  const people = usePeople({
    of,
    page,
    pageSize: PEOPLE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(tagId !== undefined ? { tagId } : {}),
    ...(departmentId !== undefined ? { departmentId } : {}),
    sort: sort.key,
    order: sort.order,
    fields: FIELDS,
  });
  const data = people.data;

  const columns: DataTableColumn<TPersonListItem>[] = [
    {
      key: "name",
      header: t("users.nameColumn"),
      sortKey: "name",
      cell: (person) => (
        <Anchor
          component={Link}
          to={href("ControllerUser", { id: person.stakeholderId })}
          c="var(--wg-link)"
          inherit
          data-testid={`${testId}-person`}
        >
          {personName(person)}
        </Anchor>
      ),
    },
    {
      key: "email",
      header: t("organisation:fields.email"),
      sortKey: "email",
      cell: (person) => <EmailText email={person.email} />,
    },
    ...(showDepartment
      ? [
          {
            key: "department",
            header: t("organisation:fields.department"),
            sortKey: "department",
            cell: (person: TPersonListItem) => person.departmentName ?? t("organisation:noDepartment"),
          },
        ]
      : []),
    {
      key: "progress",
      header: t("organisation:fields.progress"),
      sortKey: "progress",
      nowrap: true,
      cell: (person) => <Progress value={person.progress} />,
    },
    ...(extraColumn ? [extraColumn] : []),
  ];

  return (
    <DataTable<TPersonListItem>
      caption={caption}
      columns={columns}
      rows={data?.records}
      rowId={(person) => person.stakeholderId}
      total={data?.total ?? 0}
      totalCapped={data?.totalCapped ?? false}
      page={page}
      pageSize={data?.pageSize ?? PEOPLE_PAGE_SIZE}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setOwnSort(next);
        onSortChange?.(next);
        setPage(1);
      }}
      loading={people.isPending}
      fetching={people.isFetching}
      error={people.error}
      onRetry={() => void people.refetch()}
      emptyText={emptyText}
      testId={testId}
      stackOnPhones
      {...(selection
        ? {
            selection: {
              selected: selection.selected,
              onChange: selection.onChange,
              label: (person: TPersonListItem) => t("selectPerson", { name: personName(person) }),
            },
          }
        : {})}
    />
  );
}
