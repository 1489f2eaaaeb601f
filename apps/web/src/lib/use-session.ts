import { useSyncExternalStore } from "react";
import { getSession, type StoredSession, subscribeSession } from "./storage";

export function useSession(): StoredSession {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
