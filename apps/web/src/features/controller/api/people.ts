import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { PeopleListField, TPersonListItem } from "@wellguard/contract";
import { apiPage, type Page } from "@/lib/api-client";
import { controllerKeys } from "./keys";

export interface PeopleListParams {
  /** The people of a company, or of a department and its sub-departments. */
  of: { type: "companies" | "departments"; id: number };
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: "asc" | "desc";
  tagId?: number;
  /** Only the people directly in this department (of the company the list is for). */
  departmentId?: number;
  fields?: readonly PeopleListField[];
}

/**
 * GET /controller/stakeholders/{type}/{id}/people: one page, sorted and filtered by the server
 * (default order: progress descending).
 */
export async function listPeople(params: PeopleListParams): Promise<Page<TPersonListItem>> {
  return apiPage<TPersonListItem>(`/controller/stakeholders/${params.of.type}/${params.of.id}/people`, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      sort: params.sort,
      order: params.order,
      tagId: params.tagId,
      departmentId: params.departmentId,
      fields: params.fields && params.fields.length > 0 ? params.fields.join(",") : undefined,
    },
  });
}

export function peopleQueryOptions(params: PeopleListParams) {
  return queryOptions({
    queryKey: controllerKeys.people(params),
    queryFn: () => listPeople(params),
    // The current rows stay on screen while the next page, sort or search loads.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function usePeople(params: PeopleListParams, enabled = true) {
  return useQuery({ ...peopleQueryOptions(params), enabled });
}

/**
 * The people directly in one department, loaded a page at a time ("show more"): the organisation tree never
 * asks for a department's people until it is opened, and never for all of them at once.
 */
export function useDepartmentPeople(companyId: number, departmentId: number, pageSize: number) {
  return useInfiniteQuery({
    queryKey: ["controller", "people", "department-direct", companyId, departmentId, pageSize],
    queryFn: ({ pageParam }) =>
      listPeople({
        of: { type: "companies", id: companyId },
        departmentId,
        page: pageParam,
        pageSize,
        fields: ["email"],
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
