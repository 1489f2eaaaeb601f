import {
  DEFAULT_LOCALE,
  isLocale,
  LEGAL_VERSIONS,
  type Locale,
  type Profile,
  type ServiceKey,
  serviceKey,
} from "@wellguard/contract";
import type { Db } from "../db/database";

/** Everything the auth and account answers say about a person, read in two queries. */
export interface PersonView {
  id: number;
  companyId: number;
  companyName: string;
  companyLogo: string | null;
  departmentId: number | null;
  name: string;
  surname: string;
  email: string | null;
  login: string;
  avatar: string | null;
  savedLocale: Locale | null;
  locale: Locale;
  services: ServiceKey[];
  profiles: Profile[];
  relationships: { stakeholderCompanyId: number; profile: Profile }[];
  controllerCompanyIds: number[];
  federationUrl: string | null;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export async function loadPerson(db: Db, personId: number): Promise<PersonView | undefined> {
  const row = await db
    .selectFrom("people as p")
    .innerJoin("companies as c", "c.id", "p.company_id")
    .select([
      "p.id",
      "p.company_id",
      "p.department_id",
      "p.name",
      "p.surname",
      "p.email",
      "p.login",
      "p.avatar",
      "p.locale",
      "p.services as person_services",
      "p.password_hash",
      "p.password_changed_at",
      "c.name as company_name",
      "c.logo as company_logo",
      "c.services as company_services",
      "c.default_locale",
      "c.federation_url",
    ])
    .where("p.id", "=", personId)
    .where("p.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const [profiles, consents] = await Promise.all([
    db
      .selectFrom("person_profiles")
      .select(["profile", "company_id"])
      .where("person_id", "=", personId)
      .orderBy("id")
      .execute(),
    db.selectFrom("consents").select(["document", "version"]).where("person_id", "=", personId).execute(),
  ]);
  const companyServices = new Set(row.company_services);
  // A person's own list can only narrow what the company contracted.
  const serviceIds = (row.person_services ?? row.company_services).filter((id) => companyServices.has(id));
  const savedLocale = isLocale(row.locale) ? row.locale : null;
  const companyLocale = isLocale(row.default_locale) ? row.default_locale : DEFAULT_LOCALE;
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogo: row.company_logo,
    departmentId: row.department_id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    login: row.login,
    avatar: row.avatar,
    savedLocale,
    locale: savedLocale ?? companyLocale,
    services: [...new Set(serviceIds)]
      .sort((a, b) => a - b)
      .map(serviceKey)
      .filter((k): k is ServiceKey => k !== undefined),
    profiles: [...new Set(profiles.map((p) => p.profile))],
    relationships: profiles.map((p) => ({
      stakeholderCompanyId: p.company_id ?? row.company_id,
      profile: p.profile,
    })),
    controllerCompanyIds: [
      ...new Set(
        profiles
          .filter((p) => p.profile === "CONTROLLER" && p.company_id !== null)
          .map((p) => p.company_id as number),
      ),
    ],
    federationUrl: row.federation_url,
    passwordHash: row.password_hash,
    passwordChangedAt: row.password_changed_at,
    termsAccepted: consents.some((c) => c.document === "terms" && c.version === LEGAL_VERSIONS.termsOfUse),
    privacyAccepted: consents.some(
      (c) => c.document === "privacy" && c.version === LEGAL_VERSIONS.privacyPolicy,
    ),
  };
}

/** Finds a live person by login (case-insensitive) or, when `byEmail`, also by e-mail address. */
export async function findPersonIdByLogin(
  db: Db,
  login: string,
  byEmail = false,
): Promise<number | undefined> {
  const key = login.trim().toLowerCase();
  let query = db.selectFrom("people").select("id").where("deleted_at", "is", null).orderBy("id").limit(1);
  query = byEmail
    ? query.where((eb) =>
        eb.or([eb(eb.fn("lower", ["login"]), "=", key), eb(eb.fn("lower", ["email"]), "=", key)]),
      )
    : query.where((eb) => eb(eb.fn("lower", ["login"]), "=", key));
  return (await query.executeTakeFirst())?.id;
}
