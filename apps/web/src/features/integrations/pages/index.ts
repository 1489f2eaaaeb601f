import { loadControllerStrings } from "@/features/controller/strings";
import { loadIntegrationsStrings } from "../strings";

/** The page's strings: its own (with the admin ones it reuses) and the controller frame's. */
export async function loadStrings(): Promise<void> {
  await Promise.all([loadIntegrationsStrings(), loadControllerStrings()]);
}

export { ControllerIntegrationsPage } from "./integrations-page";
