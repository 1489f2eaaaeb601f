/**
 * Every admin page from one module: the router imports it from one place, so the sign-in page's entry chunk
 * carries one lazy import (and one preload list) for the whole admin area instead of eleven.
 */

export { loadAdminStrings as loadStrings } from "../strings";
export { AdminAuditPage } from "./audit-page";
export { AdminCompaniesPage } from "./companies-page";
export { AdminCompanyNewPage } from "./company-new-page";
export { AdminCompanyPage } from "./company-page";
export { AdminDashboardDetailPage } from "./dashboard-detail-page";
export { AdminDashboardPage } from "./dashboard-page";
export { AdminDepartmentNewPage } from "./department-new-page";
export { AdminDepartmentPage } from "./department-page";
export { AdminDepartmentsPage } from "./departments-page";
export { AdminPhishingDomainsPage } from "./phishing-domains-page";
export { AdminUserNewPage } from "./user-new-page";
export { AdminUserPage } from "./user-page";
export { AdminUsersPage } from "./users-page";
