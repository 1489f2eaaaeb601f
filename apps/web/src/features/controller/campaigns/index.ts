import "./campaigns.css";

export { loadControllerStrings as loadStrings } from "../strings";
export { CampaignNewPage } from "./campaign-new-page";
export { CampaignPage } from "./campaign-page";
export { CampaignsPage } from "./campaigns-page";
export { ReportedPage } from "./reported-page";
export { SeriesNewPage } from "./series-new-page";
export { SeriesPage } from "./series-page";
export { CampaignTemplatePage } from "./template-page";
export { CampaignTemplatesPage } from "./templates-page";
