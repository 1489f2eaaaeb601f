export { loadLibraryStrings as loadStrings } from "../strings";
export { AchievementsPage } from "./achievements-page";
export { AssetsPage } from "./assets-page";
export { FaqPage } from "./faq-page";
export { SessionDetailPage } from "./session-detail-page";
export { SessionsPage } from "./sessions-page";
