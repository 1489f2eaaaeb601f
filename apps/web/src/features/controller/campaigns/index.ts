import "./campaigns.css";

export { loadControllerStrings as loadStrings } from "../strings";
export { CampaignNewPage } from "./campaign-new-page";
export { CampaignPage } from "./campaign-page";
export { CampaignsPage } from "./campaigns-page";
