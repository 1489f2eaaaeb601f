export { loadJourneyStrings as loadStrings } from "../strings";
export { DashboardPage } from "./dashboard-page";
export { CustomSurveyPage, CybergamingPage, CybertestPage } from "./survey-pages";
