/**
 * The page a controller is sent back to after choosing a company: only a path of the controller area itself
 * (never another origin, a protocol-relative "//host" or another area), else null.
 */
export function safeReturn(from: string | undefined): string | null {
  if (!from?.startsWith("/controller/") || from.startsWith("/controller/companies-management")) return null;
  return from;
}

/** A record of one company (a person, a department, a campaign): after a switch, its list. */
const RECORD = /^(\/controller\/(?:users|departments|campaigns(?:\/templates)?))\/[^/?]+/;
/** Lists under the campaigns' path: the same page serves the next company (a form goes back to the list). */
const NOT_RECORDS = /^\/controller\/campaigns\/(?:reported|templates)$/;
/** Parameters that name a company's own departments, tags or drafts: they do not carry over to another company. */
const COMPANY_FILTERS = ["department", "tag", "ids", "draft"];

/**
 * Where "change company" brings the controller back to (issue 16 point 5): the same page with the same period,
 * so a dashboard view survives the switch; a record page becomes its list, and the department and tag filters,
 * which belong to the company left, are dropped.
 */
export function switchReturn(pathname: string, search: string): string {
  const record = NOT_RECORDS.test(pathname) ? null : RECORD.exec(pathname);
  if (record) return record[1] ?? pathname;
  const params = new URLSearchParams(search);
  for (const key of COMPANY_FILTERS) params.delete(key);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
