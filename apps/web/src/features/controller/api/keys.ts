/** Query keys of the controller area; every key below ["controller"] is dropped when the managed data changes. */
export const controllerKeys = {
  all: ["controller"] as const,
  companies: () => ["controller", "companies"] as const,
  company: (companyId: number) => ["controller", "company", companyId] as const,
  departments: (companyId: number) => ["controller", "departments", companyId] as const,
  department: (departmentId: number) => ["controller", "department", departmentId] as const,
  people: (params: object) => ["controller", "people", params] as const,
  person: (personId: number) => ["controller", "person", personId] as const,
  organization: (companyId: number, search: string) =>
    ["controller", "organization", companyId, search] as const,
  tags: (companyId: number) => ["controller", "tags", companyId] as const,
  personTags: (personId: number) => ["controller", "person-tags", personId] as const,
  view: () => ["controller", "view"] as const,
  actionPlan: (companyId: number) => ["controller", "action-plan", companyId] as const,
  reports: (companyId: number) => ["controller", "reports", companyId] as const,
  reportSchedule: (companyId: number) => ["controller", "report-schedule", companyId] as const,
};
