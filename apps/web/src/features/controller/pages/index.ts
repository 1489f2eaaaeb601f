export { loadControllerStrings as loadStrings } from "../strings";
export { ActionPlanPage, CompanyActionPlanPage } from "./action-plan-page";
export { ControllerCompaniesManagementPage } from "./companies-management-page";
export { DepartmentPage } from "./department-page";
export { DepartmentsPage } from "./departments-page";
export { OrganizationPage } from "./organization-page";
export { ControllerTagsPage } from "./tags-page";
export { ControllerUserPage } from "./user-page";
export { ControllerUsersPage } from "./users-page";
