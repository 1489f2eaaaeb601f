import type { Profile, ServiceKey } from "@wellguard/contract";

export type Area = "public" | "USER" | "CONTROLLER" | "ADMIN";

export interface RouteDef {
  path: string;
  area: Area;
  /** Profiles allowed in (any one); absent on public routes. */
  profiles?: readonly Profile[];
  /** The contracted service the route needs (spec §2 "module"), or several of which any one will do. */
  module?: ServiceKey | readonly ServiceKey[];
  /** Fullscreen routes render without the menu. */
  fullscreen?: boolean;
  /** Shown in the area's menu (translation key `nav.<id>`). */
  menu?: boolean;
  /** Only for admins of the whole platform (my-profile `platformAdmin`); company admins do not see it in the menu. */
  platform?: boolean;
}

/** Whether a person or company with these services may open the route (every route without a module). */
export function moduleAllowed(def: Pick<RouteDef, "module">, services: readonly string[]): boolean {
  if (def.module === undefined) return true;
  return [def.module].flat().some((service) => services.includes(service));
}

/** Campaign pages serve either channel (issue 18: "module phishing or smishing"). */
const CAMPAIGNS = ["phishing", "smishing"] as const satisfies readonly ServiceKey[];
/** Series pages serve either channel's adaptive series: neurophishing or neurosmishing (issue 18). */
const SERIES = ["neurogaitas", "smishgaitas"] as const satisfies readonly ServiceKey[];

const USER_AREA = ["USER", "CONTROLLER"] as const satisfies readonly Profile[];
const user = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  area: "USER",
  profiles: USER_AREA,
  ...extra,
});
const controller = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  area: "CONTROLLER",
  profiles: ["CONTROLLER"],
  ...extra,
});
const admin = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  area: "ADMIN",
  profiles: ["ADMIN"],
  ...extra,
});
const open = (path: string): RouteDef => ({ path, area: "public" });

/**
 * The one map of route paths (spec §2). Ids are the route names; the spec's named routes
 * (Login, Dashboard, ControllerDashboard, AdminDashboard, Maintenance, NotFound, Autologin,
 * Departments, Cybertest) are among them. Build links with `href`.
 */
export const ROUTES = {
  Login: open("/"),
  ResetPassword: open("/password/:token"),
  Autologin: open("/token/"),
  Maintenance: open("/maintenance"),
  FederationNotFound: open("/federation/not-found"),
  FederationError: open("/federation/error"),
  FederationSignedOut: open("/federation/signed-out"),
  PrivacyPolicy: open("/privacy-policy"),
  TermsOfUse: open("/terms-of-use"),
  NotFound: open("/not-found"),

  Account: { ...user("/account/:option?"), profiles: ["USER", "CONTROLLER", "ADMIN"] },
  Dashboard: user("/dashboard", { menu: true }),
  Profile: user("/profile", { menu: true }),
  Achievements: user("/achievements", { module: "gaming", menu: true }),
  ProfileAwareness: user("/profile/awareness", { module: "awareness", menu: true }),
  ProfileWellbeing: user("/profile/wellbeing", { module: "wellbeing", menu: true }),
  ProfileArchetype: user("/profile/archetype", { module: "archetype", menu: true }),
  ProfileSecurity: user("/profile/security", { module: "risk", menu: true }),
  ProfileImpact: user("/profile/impact", { module: "impact", menu: true }),
  ProfileSocialEngineering: user("/profile/social-engineering", { module: "socialengineering", menu: true }),
  ProfileBurnout: user("/profile/burnout", { module: "burnout", menu: true }),
  Sessions: user("/sessions/:typeId?", { menu: true }),
  SessionDetail: user("/sessions/detail/:id"),
  Faq: user("/faq/:section?", { menu: true }),
  Assets: user("/assets/:status?/:family?/:priority?", { menu: true }),
  Breaches: user("/breaches", { module: "abs", menu: true }),
  Cybertest: user("/cybertest/:surveyEntityId", { fullscreen: true }),
  Cybergaming: user("/cybergaming/:surveyEntityId", { module: "gaming", fullscreen: true }),
  CustomSurvey: user("/custom/:surveyEntityId", { module: "custom_surveys", fullscreen: true }),

  ControllerCompaniesManagement: controller("/controller/companies-management", { menu: true }),
  ControllerDashboard: controller("/controller/dashboard", { menu: true }),
  ControllerDashboardDefault: controller("/controller/dashboard/default"),
  ControllerDashboardAwareness: controller("/controller/dashboard/awareness", {
    module: "awareness",
    menu: true,
  }),
  ControllerDashboardAbs: controller("/controller/dashboard/abs", { module: "abs", menu: true }),
  ControllerDashboardReports: controller("/controller/dashboard/reports", { menu: true }),
  ControllerDashboardPhishing: controller("/controller/dashboard/phishing", {
    module: CAMPAIGNS,
    menu: true,
  }),
  Campaigns: controller("/controller/campaigns", { module: CAMPAIGNS, menu: true }),
  CampaignNew: controller("/controller/campaigns/new", { module: CAMPAIGNS }),
  // A fixed segment: the router prefers it to Campaign's ":id".
  CampaignsReported: controller("/controller/campaigns/reported", { module: CAMPAIGNS }),
  CampaignTemplates: controller("/controller/campaigns/templates", { module: CAMPAIGNS }),
  CampaignTemplate: controller("/controller/campaigns/templates/:templateId", { module: CAMPAIGNS }),
  Campaign: controller("/controller/campaigns/:id", { module: CAMPAIGNS }),
  // Series by e-mail or SMS (spec §1 neurogaitas, smishgaitas; docs/neurophishing.md); "new" wins over ":id".
  SeriesNew: controller("/controller/campaigns/series/new", { module: SERIES }),
  Series: controller("/controller/campaigns/series/:id", { module: SERIES }),
  ControllerUsers: controller("/controller/users", { menu: true }),
  ControllerUser: controller("/controller/users/:id"),
  Departments: controller("/controller/departments", { menu: true }),
  Department: controller("/controller/departments/:id"),
  Organization: controller("/controller/organization", { menu: true }),
  ControllerTags: controller("/controller/tags", { menu: true }),
  ControllerIntegrations: controller("/controller/integrations", { menu: true }),
  ActionPlan: controller("/controller/action-plan", { module: "risk", menu: true }),
  CompanyActionPlan: controller("/company/action-plan", { module: "risk" }),

  AdminDashboard: admin("/admin/dashboard", { menu: true }),
  AdminDashboardDetail: admin("/admin/dashboard/:id"),
  AdminCompaniesManagement: admin("/admin/companies-management", { menu: true }),
  AdminCompanyNew: admin("/admin/companies-management/new"),
  AdminCompany: admin("/admin/companies/:id"),
  AdminUsers: admin("/admin/users", { menu: true }),
  AdminUserNew: admin("/admin/users/new"),
  AdminUser: admin("/admin/users/:id"),
  AdminDepartments: admin("/admin/departments", { menu: true }),
  AdminDepartmentNew: admin("/admin/departments/new"),
  AdminDepartment: admin("/admin/departments/:id"),
  AdminAudit: admin("/admin/audit", { menu: true }),
  AdminOutbox: admin("/admin/outbox", { menu: true, platform: true }),
  AdminPhishingDomains: admin("/admin/phishing-domains", { menu: true, platform: true }),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** Builds a link: `href("Cybertest", { surveyEntityId: 7 })` → "/cybertest/7"; unset optional segments are dropped. */
export function href(id: RouteId, params: Record<string, string | number | undefined> = {}): string {
  const path = ROUTES[id].path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === "") {
        if (optional) return null;
        throw new Error(`href(${id}): missing parameter ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s): s is string => s !== null)
    .join("/");
  return path === "" ? "/" : path;
}

export const DASHBOARD_BY_PROFILE: Record<Profile, RouteId> = {
  USER: "Dashboard",
  CONTROLLER: "ControllerDashboard",
  ADMIN: "AdminDashboard",
};

/** Menu entries of an area, in declaration order. */
export function menuRoutes(area: Exclude<Area, "public">): RouteId[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => {
    const def: RouteDef = ROUTES[id];
    return def.area === area && def.menu === true;
  });
}
