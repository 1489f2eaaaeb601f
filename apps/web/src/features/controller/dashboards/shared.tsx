import { Button, Group, Paper, Text } from "@mantine/core";
import type { TFigure, TManagedCompany, TSuppressed } from "@wellguard/contract";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isApiError } from "@/lib/api-client";
import { FormMessage } from "@/ui/form-message";
import type { DashboardFilters } from "../api/dashboard";
import { useDepartments } from "../api/departments";
import { useTags } from "../api/tags";
import { LoadError, Loading } from "../components/controller-page";
import { DateField } from "../components/date-field";
import { NativeSelectField } from "../components/native-select";

/*
 * What the dashboards share: the filters kept in the address, and a figure's card with its change.
 */

const SHARED_FILTERS = ["from", "to", "department", "tag"] as const;

/** The filters kept in the address, so a view can be shared (docs/dashboards.md). */
export function useFilters(): [DashboardFilters, (next: DashboardFilters) => void] {
  const [params, setParams] = useSearchParams();
  const number = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const filters: DashboardFilters = {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    department: number("department"),
    tag: number("tag"),
  };
  const set = (next: DashboardFilters) => {
    // Keeps what a page adds to the address (the phishing dashboard's channel); replaces the shared filters.
    const search = new URLSearchParams(params);
    for (const key of SHARED_FILTERS) search.delete(key);
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    setParams(search, { replace: true });
  };
  return [filters, set];
}

export function Filters({
  company,
  filters,
  onChange,
  onReset = () => onChange({}),
  children,
}: {
  company: TManagedCompany;
  filters: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  /** Also clears a page's own filters (default: the shared ones). */
  onReset?: () => void;
  /** A page's own filters, after the shared ones. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("controller");
  const departments = useDepartments(company.stakeholderId);
  const tags = useTags(company.stakeholderId);
  return (
    <Paper withBorder p="md" radius="md">
      <form aria-label={t("dashboard.filters.title")} onSubmit={(event) => event.preventDefault()}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <DateField
            label={t("dashboard.filters.from")}
            value={filters.from ?? ""}
            onChange={(from) => onChange({ ...filters, from: from || undefined })}
            testId="filter-from"
          />
          <DateField
            label={t("dashboard.filters.to")}
            value={filters.to ?? ""}
            onChange={(to) => onChange({ ...filters, to: to || undefined })}
            testId="filter-to"
          />
          <NativeSelectField
            label={t("dashboard.filters.department")}
            value={filters.department ? String(filters.department) : ""}
            options={[
              { value: "", label: t("dashboard.filters.allDepartments") },
              ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            ]}
            onChange={(value) => onChange({ ...filters, department: value ? Number(value) : undefined })}
            testId="filter-department"
          />
          <NativeSelectField
            label={t("dashboard.filters.tag")}
            value={filters.tag ? String(filters.tag) : ""}
            options={[
              { value: "", label: t("dashboard.filters.allTags") },
              ...(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
            ]}
            onChange={(value) => onChange({ ...filters, tag: value ? Number(value) : undefined })}
            testId="filter-tag"
          />
          {children}
          <Button variant="subtle" onClick={onReset} data-testid="filter-reset">
            {t("dashboard.filters.reset")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** The sentence under a figure that is not shown, or an empty one. */
export function useSuppressedText() {
  const { t } = useTranslation("controller");
  return (suppressed: TSuppressed) => (suppressed ? t(`dashboard.suppressed.${suppressed}`) : "");
}

/** A figure without a previous period to compare with: its value and what it measures. */
export function PlainFigure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="headline-value">
        {value}
      </Text>
      <Text size="sm" c="var(--wg-text-muted)">
        {hint}
      </Text>
    </Paper>
  );
}

/** A headline figure: its value, what it measures, and its change against the previous period. */
export function FigureCard({
  label,
  hint,
  figure,
  format,
  testId,
}: {
  label: string;
  hint: string;
  figure: TFigure;
  format: (value: number) => string;
  testId: string;
}) {
  const { t } = useTranslation("controller");
  const suppressedText = useSuppressedText();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {figure.value === null ? (
        <Text mt={4} data-testid="headline-empty">
          {figure.suppressed ? suppressedText(figure.suppressed) : t("dashboard.noValue")}
        </Text>
      ) : (
        <>
          <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="headline-value">
            {format(figure.value)}
          </Text>
          <Text size="sm" c="var(--wg-text-muted)">
            {hint}
          </Text>
          <Change figure={figure} format={format} />
        </>
      )}
    </Paper>
  );
}

function Change({ figure, format }: { figure: TFigure; format: (value: number) => string }) {
  const { t } = useTranslation("controller");
  if (figure.change === null) {
    return (
      <Text size="sm" c="var(--wg-text-muted)">
        {t("dashboard.change.none")}
      </Text>
    );
  }
  const amount = format(Math.abs(figure.change));
  const text =
    figure.change > 0
      ? t("dashboard.change.up", { value: amount })
      : figure.change < 0
        ? t("dashboard.change.down", { value: amount })
        : t("dashboard.change.same");
  return (
    <Text size="sm" data-testid="headline-change">
      <span aria-hidden>{figure.change > 0 ? "▲ " : figure.change < 0 ? "▼ " : ""}</span>
      {text}
    </Text>
  );
}

/**
 * A table's horizontal scroll area that keyboard users can focus and scroll with the arrow keys (axe
 * scrollable-region-focusable, WCAG 2.1.1), named for screen readers. Tables with links need none.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="wg-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export interface TableColumn {
  label: string;
  values: (number | null)[];
  format: (value: number) => string;
}

/** A chart's figures as a table under a "show the figures" disclosure: one row per label, one column per series. */
export function FiguresTable({
  title,
  rowHeader,
  labels,
  columns,
  testId,
}: {
  title: string;
  rowHeader: string;
  labels: string[];
  columns: TableColumn[];
  testId?: string;
}) {
  const { t } = useTranslation("controller");
  return (
    <details className="wg-chart-data">
      <summary>{t("dashboard.table")}</summary>
      <ScrollRegion label={title}>
        <table className="wg-data-table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {columns.map((column) => {
                  const value = column.values[row] ?? null;
                  return <td key={column.label}>{value === null ? "—" : column.format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}

/**
 * A department or tag in the address that the managed company does not have (a link shared from another
 * company, a department since deleted): the filter is dropped, and the page says so once.
 */
export function useUnknownFilter(
  error: unknown,
  filters: DashboardFilters,
  setFilters: (next: DashboardFilters) => void,
): boolean {
  const [dropped, setDropped] = useState(false);
  const field = isApiError(error) && error.status === 404 ? error.field : null;
  useEffect(() => {
    if (field !== "department" && field !== "tag") return;
    setFilters({ ...filters, department: undefined, tag: undefined });
    setDropped(true);
  }, [field, filters, setFilters]);
  return dropped;
}

/**
 * A dashboard call's states before its figures: the loading line, the notice that a filter the company no longer
 * has was dropped (`dropped`, from useUnknownFilter), and any other failure with a retry. `prefix` names the page
 * in the test ids ("abs" → abs-loading, abs-filter-dropped, abs-error).
 */
export function DashboardQueryState({
  query,
  dropped,
  prefix,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  dropped: boolean;
  prefix: string;
}) {
  const { t } = useTranslation("controller");
  const unknownFilter = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      {query.isPending && <Loading testId={`${prefix}-loading`} />}
      {dropped && (
        <FormMessage id={`${prefix}-filter-dropped`} tone="info" testId={`${prefix}-filter-dropped`}>
          {t("dashboard.filterDropped")}
        </FormMessage>
      )}
      {query.isError && !unknownFilter && (
        <LoadError error={query.error} onRetry={() => void query.refetch()} testId={`${prefix}-error`} />
      )}
    </>
  );
}
