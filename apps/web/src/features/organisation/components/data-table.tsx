import { Button, Checkbox, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { formatCount } from "../lib/count";
import "./data-table.css";

export interface DataTableColumn<T> {
  /** Unique per table; also the test id suffix of its cells. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key, when the column can be sorted. */
  sortKey?: string;
  /** Keeps short values (dates, counts) on one line. */
  nowrap?: boolean;
}

export interface SortState {
  key: string;
  order: "asc" | "desc";
}

export interface DataTableProps<T> {
  /** Says what the table lists; read by screen readers and shown under the table with the row range. */
  caption: string;
  columns: DataTableColumn<T>[];
  /** The current page of rows; undefined while the first page loads. */
  rows: T[] | undefined;
  rowId: (row: T) => number;
  total: number;
  /**
   * The server counted up to `total` and stopped (the people lists, above 10,000 matches): the caption says
   * "10,000+" and the pages "400+"; the last page reachable is the cap's.
   */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  loading: boolean;
  /** A later page or sort is loading while the previous rows stay on screen. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows (say whether a search or filter caused it). */
  emptyText: string;
  /** Row selection for bulk actions; ids of the rows chosen across pages. */
  selection?: {
    selected: ReadonlySet<number>;
    onChange: (next: Set<number>) => void;
    label: (row: T) => string;
  };
  testId: string;
  /**
   * On phones (below 48em) each row becomes a card: the first column as its title, the others as
   * "header: value" lines, and the headers as a row of sort buttons. Nothing is hidden or cut off sideways.
   */
  stackOnPhones?: boolean;
}

/**
 * ARIA roles for a table shown as cards (the wg-table-stack class): some browsers (Safari) drop a table's
 * semantics once CSS shows its parts as blocks or grids, so the roles say it again. Spread on each element.
 */
export const stackRoles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  cell: { role: "cell" },
} as const;

/**
 * A server-side paged table: the server sorts, searches and pages, so a company of 100,000 people never
 * downloads more than one page. Sortable headers are buttons with aria-sort; paging says "page x of y".
 * Native table elements on purpose (see outbox page): they keep the sign-in page's shared chunks small.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation("organisation");
  const { rows, columns, selection, sort, testId, stackOnPhones = false } = props;
  const role = (name: keyof typeof stackRoles) => (stackOnPhones ? stackRoles[name].role : undefined);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  // Counts in the interface language; a capped count reads "10,000+".
  const count = (n: number) => formatCount(n, props.totalCapped);
  const from = rows && rows.length > 0 ? (props.page - 1) * props.pageSize + 1 : 0;
  const to = rows ? from + rows.length - Math.min(1, rows.length) : 0;

  if (props.loading && !rows) {
    return (
      <Group role="status" gap="xs" data-testid={`${testId}-loading`}>
        <Loader size="sm" aria-hidden />
        <Text>{t("translation:common.loading")}</Text>
      </Group>
    );
  }
  if (props.error && !rows) {
    return (
      <Stack gap="sm" data-testid={`${testId}-error`}>
        <FormMessage id={`${testId}-error-message`} tone="error">
          {t(errorMessageKey(isApiError(props.error) ? props.error.code : null))}
        </FormMessage>
        {props.onRetry && (
          <Group>
            <Button variant="default" onClick={props.onRetry}>
              {t("table.retry")}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Text role="status" data-testid={`${testId}-empty`}>
        {props.emptyText}
      </Text>
    );
  }

  const pageIds = rows.map(props.rowId);
  const allOnPage = selection ? pageIds.every((id) => selection.selected.has(id)) : false;
  const someOnPage = selection ? pageIds.some((id) => selection.selected.has(id)) : false;
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of pageIds) {
      if (allOnPage) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  const toggleRow = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  const sortButton = (column: DataTableColumn<T>) => {
    if (!column.sortKey || !props.onSortChange) return column.header;
    const active = sort?.key === column.sortKey;
    const nextOrder = active && sort?.order === "asc" ? "desc" : "asc";
    return (
      <button
        type="button"
        className="wg-table-sort"
        onClick={() => props.onSortChange?.({ key: column.sortKey as string, order: nextOrder })}
        data-testid={`${testId}-sort-${column.key}`}
      >
        {column.header}
        <span aria-hidden className="wg-table-sort-mark">
          {active ? (sort?.order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    );
  };

  return (
    <Stack gap="sm">
      <div className="wg-table-scroll">
        <table
          className={stackOnPhones ? "wg-table wg-table-stack" : "wg-table"}
          role={role("table")}
          aria-busy={props.fetching ?? false}
          data-testid={testId}
        >
          <caption>
            {t("table.caption", { caption: props.caption, from, to, total: count(props.total) })}
          </caption>
          <thead role={role("rowgroup")}>
            <tr role={role("row")}>
              {selection && (
                <th scope="col" className="wg-table-select" role={role("columnheader")}>
                  <Checkbox
                    aria-label={t("table.selectPage")}
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={togglePage}
                    data-testid={`${testId}-select-page`}
                  />
                </th>
              )}
              {columns.map((column) => {
                const active = column.sortKey !== undefined && sort?.key === column.sortKey;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    role={role("columnheader")}
                    className={column.sortKey && props.onSortChange ? undefined : "wg-table-plain-header"}
                    aria-sort={active ? (sort?.order === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {sortButton(column)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role={role("rowgroup")}>
            {rows.map((row) => {
              const id = props.rowId(row);
              return (
                <tr key={id} role={role("row")} data-testid={`${testId}-row`} data-id={id}>
                  {selection && (
                    <td className="wg-table-select" role={role("cell")}>
                      <Checkbox
                        aria-label={selection.label(row)}
                        checked={selection.selected.has(id)}
                        onChange={() => toggleRow(id)}
                        data-testid={`${testId}-select`}
                      />
                    </td>
                  )}
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      role={role("cell")}
                      className={
                        [column.nowrap && "wg-table-nowrap", index === 0 && "wg-table-primary"]
                          .filter(Boolean)
                          .join(" ") || undefined
                      }
                      // The header shown before the value when the row is a card (stackOnPhones).
                      data-label={column.header}
                      data-testid={`${testId}-cell-${column.key}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t("table.pagination", { caption: props.caption })}>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={props.page <= 1}
              onClick={() => props.onPageChange(props.page - 1)}
              data-testid={`${testId}-previous`}
            >
              {t("table.previousPage")}
            </Button>
            <Text aria-live="polite" data-testid={`${testId}-page`}>
              {t("table.pageOf", { page: props.page, pages: count(pages) })}
            </Text>
            <Button
              variant="default"
              disabled={props.page >= pages}
              onClick={() => props.onPageChange(props.page + 1)}
              data-testid={`${testId}-next`}
            >
              {t("table.nextPage")}
            </Button>
          </Group>
        </nav>
      )}
    </Stack>
  );
}
