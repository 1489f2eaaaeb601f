export { loadProfileStrings as loadStrings } from "../strings";
export { ProfileArchetypePage } from "./archetype-page";
export { ProfileAwarenessPage } from "./awareness-page";
export { ProfileBurnoutPage } from "./burnout-page";
export { ProfileImpactPage } from "./impact-page";
export { ProfileHubPage } from "./profile-hub-page";
export { ProfileSecurityPage } from "./security-page";
export { ProfileSocialEngineeringPage } from "./social-engineering-page";
export { ProfileWellbeingPage } from "./wellbeing-page";
