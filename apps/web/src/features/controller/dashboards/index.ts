// The controller's dashboards: their own module, so the chart library loads only with them.
export { loadControllerStrings as loadStrings } from "../strings";
export { AbsPage } from "./abs-page";
export { AwarenessPage } from "./awareness-page";
export { DashboardPage } from "./dashboard-page";
export { OverviewPage } from "./overview-page";
export { PhishingPage } from "./phishing-page";
