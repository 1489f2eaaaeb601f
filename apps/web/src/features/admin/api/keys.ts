/** Query keys of the admin pages; writes invalidate by prefix (["admin", "people"] drops every people list). */
export const adminKeys = {
  all: ["admin"] as const,
  companies: ["admin", "companies"] as const,
  company: (id: number) => ["admin", "companies", "one", id] as const,
  departments: (companyId: number) => ["admin", "departments", "company", companyId] as const,
  department: (id: number) => ["admin", "departments", "one", id] as const,
  people: ["admin", "people"] as const,
  person: (id: number) => ["admin", "people", "one", id] as const,
  dashboard: ["admin", "dashboard"] as const,
};
