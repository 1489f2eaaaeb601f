import {
  isLocale,
  type Locale,
  PROFILES,
  type Profile,
  SERVICES,
  type ServiceKey,
} from "@wellguard/contract";

/** Browser-storage keys of spec §3 ("Per-user settings kept in browser storage"). */
export const STORAGE_KEYS = {
  token: "token",
  profiles: "profiles",
  services: "services",
  language: "language",
  view: "view",
  managedCompanyId: "managedCompanyId",
  controllerCompanies: "controllerCompanies",
  adminProfiles: "adminProfiles",
  /** The area (profile) the role toggle selected: USER, CONTROLLER or ADMIN. */
  area: "area",
} as const;

export interface StoredSession {
  token: string | null;
  profiles: Profile[];
  services: ServiceKey[];
  area: Profile | null;
}

function readList<T extends string>(key: string, allowed: readonly T[]): T[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value)
      ? value.filter((v): v is T => (allowed as readonly unknown[]).includes(v))
      : [];
  } catch {
    return [];
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredSession | undefined;

function read(): StoredSession {
  const area = localStorage.getItem(STORAGE_KEYS.area);
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    profiles: readList(STORAGE_KEYS.profiles, PROFILES),
    services: readList(STORAGE_KEYS.services, SERVICES),
    area: (PROFILES as readonly string[]).includes(area ?? "") ? (area as Profile) : null,
  };
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** A stable snapshot for useSyncExternalStore; recomputed only after a write. */
export function getSession(): StoredSession {
  snapshot ??= read();
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  changed();
}

export function removeToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  changed();
}

export interface SessionData {
  token: string;
  profiles: Profile[];
  services: ServiceKey[];
  controllerCompanyIds: number[];
  adminCompanyIds: number[];
}

export function saveSession(data: SessionData): void {
  localStorage.setItem(STORAGE_KEYS.token, data.token);
  localStorage.setItem(STORAGE_KEYS.profiles, JSON.stringify(data.profiles));
  localStorage.setItem(STORAGE_KEYS.services, JSON.stringify(data.services));
  localStorage.setItem(STORAGE_KEYS.controllerCompanies, JSON.stringify(data.controllerCompanyIds));
  localStorage.setItem(STORAGE_KEYS.adminProfiles, JSON.stringify(data.adminCompanyIds));
  // A controller managing exactly one company works on it without choosing (spec §6).
  if (data.controllerCompanyIds.length === 1) {
    localStorage.setItem(STORAGE_KEYS.managedCompanyId, String(data.controllerCompanyIds[0]));
  }
  changed();
}

/** The company a controller works on (spec §6), or null until one is chosen in companies-management. */
export function getManagedCompanyId(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.managedCompanyId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function setManagedCompanyId(companyId: number): void {
  localStorage.setItem(STORAGE_KEYS.managedCompanyId, String(companyId));
  changed();
}

/** The companies the signed-in controller manages, as saved at sign-in. */
export function getControllerCompanyIds(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.controllerCompanies) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function setArea(area: Profile): void {
  localStorage.setItem(STORAGE_KEYS.area, area);
  changed();
}

/** Clears every stored item except the chosen language, which is a device preference, not session data. */
export function clearSession(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  changed();
}

export function getSavedLanguage(): Locale | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLocale(value) ? value : null;
}

export function saveLanguage(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.language, locale);
}
