import { useSyncExternalStore } from "react";
import { getManagedCompanyId, subscribeSession } from "./storage";

/** The company the signed-in controller works on (spec §6), or null until chosen in companies-management. */
export function useManagedCompanyId(): number | null {
  return useSyncExternalStore(subscribeSession, getManagedCompanyId, getManagedCompanyId);
}
