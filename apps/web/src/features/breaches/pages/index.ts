export { loadBreachesStrings as loadStrings } from "../strings";
export { BreachesPage } from "./breaches-page";
