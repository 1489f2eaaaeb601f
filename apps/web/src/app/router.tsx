import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { BrowserRouter, type RouteObject, useLocation, useNavigate, useRoutes } from "react-router";
import { loadSignedInStrings } from "@/lib/i18n";
import { setNavigate } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";
import { PageErrorBoundary } from "@/ui/page-error-boundary";
import { ROUTES, type RouteId } from "./paths";
import { Root } from "./root";
import { SignedOutOnly } from "./shells";

/**
 * React Router in declarative mode (BrowserRouter and useRoutes) rather than its data router: the app loads
 * no data through the router, and the data router is about 16 kB of gzipped JavaScript more on every first
 * page (docs/benchmarks.md). Pages are React.lazy components; BrowserRouter wraps navigations in
 * startTransition, so the current page stays until the next one has loaded, as the data router's `lazy` did.
 */
type Lazy = () => Promise<{ Component: ComponentType }>;
const comingSoon: Lazy = () =>
  import("@/features/placeholders/pages/coming-soon-page").then((m) => ({ Component: m.ComingSoonPage }));

/**
 * A lazily loaded page module: its component, and optionally `loadStrings`, the feature's own strings
 * (lib/i18n `loadFeatureStrings`), awaited before the page renders so it never flashes untranslated keys.
 */
export function page<M extends { loadStrings?: () => Promise<void> }>(
  load: () => Promise<M>,
  component: (module: M) => NonNullable<RouteObject["Component"]>,
): Lazy {
  return async () => {
    const module = await load();
    await module.loadStrings?.();
    return { Component: component(module) };
  };
}

// The admin area's pages come from one module (one lazy import in the entry chunk the sign-in page loads).
const adminPages = () => import("@/features/admin/pages");
// The controller area's pages likewise: one module, one lazy import.
const controllerPages = () => import("@/features/controller/pages");
// The dashboards apart: the chart library loads with them only.
const dashboardPages = () => import("@/features/controller/dashboards");
// Campaigns apart: their form brings dayjs and its zone plugin.
const campaignPages = () => import("@/features/controller/campaigns");
// The employee journey: the dashboard and the chat survey pages share one module; its strings download beside it.
const journeyPages = () =>
  Promise.all([
    import("@/features/journey/pages"),
    import("@/features/journey/strings").then((m) => m.loadJourneyStrings()),
  ]).then(([module]) => module);
/** The dashboard: its data is asked for while its code downloads (Lighthouse mobile, docs/benchmarks.md). */
const dashboardPage: Lazy = () => {
  void import("@/features/journey/api/journey").then((m) => m.prefetchDashboard(queryClient));
  return page(journeyPages, (m) => m.DashboardPage)();
};
// The employee's profile pages likewise.
const profilePages = () => import("@/features/profile/pages");
// Sessions, FAQ, resources and achievements: one module.
const libraryPages = () => import("@/features/library/pages");

/** Pages built so far; every other signed-in route shows the "not available yet" panel. */
const PAGES: Partial<Record<RouteId, Lazy>> = {
  Account: () => import("@/features/account/pages/account-page").then((m) => ({ Component: m.AccountPage })),
  AdminOutbox: () => import("@/features/outbox/pages/outbox-page").then((m) => ({ Component: m.OutboxPage })),
  AdminDashboard: page(adminPages, (m) => m.AdminDashboardPage),
  AdminDashboardDetail: page(adminPages, (m) => m.AdminDashboardDetailPage),
  AdminCompaniesManagement: page(adminPages, (m) => m.AdminCompaniesPage),
  AdminCompanyNew: page(adminPages, (m) => m.AdminCompanyNewPage),
  AdminCompany: page(adminPages, (m) => m.AdminCompanyPage),
  AdminUsers: page(adminPages, (m) => m.AdminUsersPage),
  AdminUserNew: page(adminPages, (m) => m.AdminUserNewPage),
  AdminUser: page(adminPages, (m) => m.AdminUserPage),
  AdminDepartments: page(adminPages, (m) => m.AdminDepartmentsPage),
  AdminDepartmentNew: page(adminPages, (m) => m.AdminDepartmentNewPage),
  AdminDepartment: page(adminPages, (m) => m.AdminDepartmentPage),
  AdminAudit: page(adminPages, (m) => m.AdminAuditPage),
  AdminPhishingDomains: page(adminPages, (m) => m.AdminPhishingDomainsPage),
  ControllerCompaniesManagement: page(controllerPages, (m) => m.ControllerCompaniesManagementPage),
  ControllerDashboard: page(dashboardPages, (m) => m.DashboardPage),
  ControllerDashboardDefault: page(dashboardPages, (m) => m.OverviewPage),
  ControllerDashboardAwareness: page(dashboardPages, (m) => m.AwarenessPage),
  ControllerDashboardPhishing: page(dashboardPages, (m) => m.PhishingPage),
  ControllerDashboardAbs: page(dashboardPages, (m) => m.AbsPage),
  ControllerUsers: page(controllerPages, (m) => m.ControllerUsersPage),
  ControllerUser: page(controllerPages, (m) => m.ControllerUserPage),
  Departments: page(controllerPages, (m) => m.DepartmentsPage),
  Department: page(controllerPages, (m) => m.DepartmentPage),
  Organization: page(controllerPages, (m) => m.OrganizationPage),
  ControllerTags: page(controllerPages, (m) => m.ControllerTagsPage),
  ControllerIntegrations: page(
    () => import("@/features/integrations/pages"),
    (m) => m.ControllerIntegrationsPage,
  ),
  ActionPlan: page(controllerPages, (m) => m.ActionPlanPage),
  ControllerDashboardReports: page(controllerPages, (m) => m.ReportsPage),
  CompanyActionPlan: page(controllerPages, (m) => m.CompanyActionPlanPage),
  Campaigns: page(campaignPages, (m) => m.CampaignsPage),
  CampaignNew: page(campaignPages, (m) => m.CampaignNewPage),
  CampaignsReported: page(campaignPages, (m) => m.ReportedPage),
  CampaignTemplates: page(campaignPages, (m) => m.CampaignTemplatesPage),
  CampaignTemplate: page(campaignPages, (m) => m.CampaignTemplatePage),
  Campaign: page(campaignPages, (m) => m.CampaignPage),
  SeriesNew: page(campaignPages, (m) => m.SeriesNewPage),
  Series: page(campaignPages, (m) => m.SeriesPage),
  Dashboard: dashboardPage,
  Cybertest: page(journeyPages, (m) => m.CybertestPage),
  Cybergaming: page(journeyPages, (m) => m.CybergamingPage),
  CustomSurvey: page(journeyPages, (m) => m.CustomSurveyPage),
  Profile: page(profilePages, (m) => m.ProfileHubPage),
  ProfileAwareness: page(profilePages, (m) => m.ProfileAwarenessPage),
  ProfileWellbeing: page(profilePages, (m) => m.ProfileWellbeingPage),
  ProfileArchetype: page(profilePages, (m) => m.ProfileArchetypePage),
  ProfileSecurity: page(profilePages, (m) => m.ProfileSecurityPage),
  ProfileImpact: page(profilePages, (m) => m.ProfileImpactPage),
  ProfileSocialEngineering: page(profilePages, (m) => m.ProfileSocialEngineeringPage),
  ProfileBurnout: page(profilePages, (m) => m.ProfileBurnoutPage),
  Sessions: page(libraryPages, (m) => m.SessionsPage),
  SessionDetail: page(libraryPages, (m) => m.SessionDetailPage),
  Faq: page(libraryPages, (m) => m.FaqPage),
  Assets: page(libraryPages, (m) => m.AssetsPage),
  Achievements: page(libraryPages, (m) => m.AchievementsPage),
  Breaches: page(
    () => import("@/features/breaches/pages"),
    (m) => m.BreachesPage,
  ),
};

/** The element of a route whose component is loaded on first use. */
function lazyElement(load: Lazy) {
  const Component = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Component />;
}

function guarded(ids: RouteId[]): RouteObject[] {
  return ids.map((id) => ({ path: ROUTES[id].path, element: lazyElement(PAGES[id] ?? comingSoon) }));
}

const signedInIds = (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].area !== "public");

const system = () => import("@/features/system/pages/system-page");
const legal = () => import("@/features/legal/pages/legal-page");

/** Every route of spec §2, in one place; paths and requirements come from paths.ts. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: ROUTES.Login.path,
            element: lazyElement(() =>
              import("@/features/auth/pages/sign-in-page").then((m) => ({ Component: m.SignInPage })),
            ),
          },
        ],
      },
      {
        path: ROUTES.ResetPassword.path,
        element: lazyElement(() =>
          import("@/features/auth/pages/reset-password-page").then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        ),
      },
      {
        path: ROUTES.Autologin.path,
        element: lazyElement(() =>
          import("@/features/auth/pages/autologin-page").then((m) => ({ Component: m.AutologinPage })),
        ),
      },
      {
        path: ROUTES.Maintenance.path,
        element: lazyElement(() => system().then((m) => ({ Component: m.MaintenancePage }))),
      },
      {
        path: ROUTES.FederationNotFound.path,
        element: lazyElement(() => system().then((m) => ({ Component: m.FederationNotFoundPage }))),
      },
      {
        path: ROUTES.FederationError.path,
        element: lazyElement(() => system().then((m) => ({ Component: m.FederationErrorPage }))),
      },
      {
        path: ROUTES.FederationSignedOut.path,
        element: lazyElement(() => system().then((m) => ({ Component: m.FederationSignedOutPage }))),
      },
      {
        path: ROUTES.PrivacyPolicy.path,
        element: lazyElement(() => legal().then((m) => ({ Component: m.PrivacyPolicyPage }))),
      },
      {
        path: ROUTES.TermsOfUse.path,
        element: lazyElement(() => legal().then((m) => ({ Component: m.TermsOfUsePage }))),
      },
      {
        // The shell (header, menus) and its strings are only downloaded once someone is signed in.
        element: lazyElement(() =>
          Promise.all([import("./guarded-shell"), loadSignedInStrings()]).then(([m]) => ({
            Component: m.GuardedShell,
          })),
        ),
        children: guarded(signedInIds),
      },
      { path: "*", element: lazyElement(() => system().then((m) => ({ Component: m.NotFoundPage }))) },
    ],
  },
];

function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <PageErrorBoundary pathname={useLocation().pathname}>
      {/* Shown only while the very first page loads; later navigations keep the current page meanwhile. */}
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}

/** Lets non-component code (HTTP reactions, logout) navigate through the router (lib/navigation). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
