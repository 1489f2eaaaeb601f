import { MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQueries } from "@tanstack/react-query";
import type { TCompany } from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { companyQueryOptions, useCompanies, useCompany } from "../api/companies";

const SEARCH_DELAY_MS = 250;
const OPTIONS_SHOWN = 20;

interface Option {
  value: string;
  label: string;
}

function option(company: TCompany): Option {
  return { value: String(company.stakeholderId), label: company.name };
}

/** The companies that match what was typed (the server searches name, fiscal code and domain). */
function useCompanySearch() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useCompanies({
    page: 1,
    pageSize: OPTIONS_SHOWN,
    search: debounced,
    sort: "name",
    order: "asc",
  });
  return { search, setSearch, list };
}

function merge(options: Option[], extra: Option[], excludeId?: number): Option[] {
  const seen = new Set<string>();
  return [...extra, ...options].filter((o) => {
    if (seen.has(o.value) || o.value === String(excludeId)) return false;
    seen.add(o.value);
    return true;
  });
}

export interface CompanySelectProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** A company that cannot be chosen (a company cannot be its own parent). */
  excludeId?: number;
  description?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  clearable?: boolean;
  testId: string;
}

/**
 * Picks one company, searched on the server as the admin types (a platform may hold many companies): only the
 * first matches are listed, never the whole list.
 */
export function CompanySelect(props: CompanySelectProps) {
  const { t } = useTranslation("admin");
  const { search, setSearch, list } = useCompanySearch();
  const selected = useCompany(props.value);
  const data = useMemo(
    () =>
      merge(
        (list.data?.records ?? []).map(option),
        selected.data ? [option(selected.data)] : [],
        props.excludeId,
      ),
    [list.data, selected.data, props.excludeId],
  );
  return (
    <Select
      label={props.label}
      description={props.description}
      placeholder={props.placeholder ?? t("companySelect.placeholder")}
      data={data}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => props.onChange(value ? Number(value) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by what was typed.
      filter={({ options }) => options}
      nothingFoundMessage={
        list.isFetching ? t("translation:common.loading") : t("companySelect.nothingFound")
      }
      clearable={props.clearable}
      required={props.required}
      error={props.error}
      data-testid={props.testId}
    />
  );
}

/** Picks several companies (the companies a security manager manages), searched on the server. */
export function CompanyMultiSelect(props: {
  label: string;
  description?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation("admin");
  const { search, setSearch, list } = useCompanySearch();
  const chosen = useQueries({ queries: props.value.map((id) => companyQueryOptions(id)) });
  const data = useMemo(
    () =>
      merge(
        (list.data?.records ?? []).map(option),
        chosen.flatMap((q) => (q.data ? [option(q.data)] : [])),
      ),
    [list.data, chosen],
  );
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder={t("companySelect.placeholder")}
      data={data}
      value={props.value.map(String)}
      onChange={(values) => props.onChange(values.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        list.isFetching ? t("translation:common.loading") : t("companySelect.nothingFound")
      }
      error={props.error}
      data-testid={props.testId}
    />
  );
}
