import {
  DEFAULT_LOCALE,
  isLocale,
  LEGAL_VERSIONS,
  type Locale,
  type Profile,
  type ServiceKey,
  serviceKey,
} from "@wellguard/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database";

/** What a signed-in request knows about its person: everything the auth and account answers say. */
export interface SessionPerson {
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
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** A person with their password data: only the sign-in and password paths need it; never cached. */
export interface PersonView extends SessionPerson {
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  /** Deactivated (SCIM active: false): cannot sign in with a password nor receive a reset link. */
  disabledAt: Date | null;
}

/** The columns `personSql` selects, as the `pg` driver returns them. */
export interface PersonRow {
  id: number;
  company_id: number;
  department_id: number | null;
  name: string;
  surname: string;
  email: string | null;
  login: string;
  avatar: string | null;
  locale: string | null;
  person_services: number[] | null;
  company_name: string;
  company_logo: string | null;
  company_services: number[];
  default_locale: string;
  federation_url: string | null;
  /** [profile, managed company id or null], in the order they were granted. */
  profiles: [Profile, number | null][];
  terms_accepted: boolean;
  privacy_accepted: boolean;
}

/**
 * The select list, for a query over `people p join companies c`, that reads a whole person in one
 * statement: profiles as a json aggregate and the consents as two flags for the current legal versions.
 */
export function personColumns(): RawBuilder<unknown> {
  return sql`p.id, p.company_id, p.department_id, p.name, p.surname, p.email, p.login, p.avatar, p.locale,
    p.services as person_services, c.name as company_name, c.logo as company_logo,
    c.services as company_services, c.default_locale, c.federation_url,
    coalesce((select json_agg(json_build_array(pp.profile, pp.company_id) order by pp.id)
      from person_profiles pp where pp.person_id = p.id), '[]'::json) as profiles,
    exists(select 1 from consents k where k.person_id = p.id and k.document = 'terms'
      and k.version = ${LEGAL_VERSIONS.termsOfUse}) as terms_accepted,
    exists(select 1 from consents k where k.person_id = p.id and k.document = 'privacy'
      and k.version = ${LEGAL_VERSIONS.privacyPolicy}) as privacy_accepted`;
}

export function toSessionPerson(row: PersonRow): SessionPerson {
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
    profiles: [...new Set(row.profiles.map(([profile]) => profile))],
    relationships: row.profiles.map(([profile, companyId]) => ({
      stakeholderCompanyId: companyId ?? row.company_id,
      profile,
    })),
    controllerCompanyIds: [
      ...new Set(
        row.profiles
          .filter(([profile, companyId]) => profile === "CONTROLLER" && companyId !== null)
          .map(([, companyId]) => companyId as number),
      ),
    ],
    federationUrl: row.federation_url,
    termsAccepted: row.terms_accepted,
    privacyAccepted: row.privacy_accepted,
  };
}

/** A live person with their password data, in one statement. */
export async function loadPerson(db: Db, personId: number): Promise<PersonView | undefined> {
  const { rows } = await sql<
    PersonRow & { password_hash: string | null; password_changed_at: Date | null; disabled_at: Date | null }
  >`
    select ${personColumns()}, p.password_hash, p.password_changed_at, p.disabled_at
    from people p join companies c on c.id = p.company_id
    where p.id = ${personId} and p.deleted_at is null`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toSessionPerson(row),
    passwordHash: row.password_hash,
    passwordChangedAt: row.password_changed_at,
    disabledAt: row.disabled_at,
  };
}

/**
 * The federation address for what someone typed at the username step or in forgot password: the live person
 * with this login (or e-mail, with `byEmail`) decides it (null when their company is not federated); when there
 * is no such person, an e-mail whose domain is one of a federated company's (company_domains) still leads to it,
 * so people not yet provisioned (just-in-time creation) reach their provider. One statement that always answers
 * one row, so a known login costs the same as an unknown one (issue 15, point 2: the username step and forgot
 * password).
 */
export async function federationUrlOfLogin(db: Db, login: string, byEmail = false): Promise<string | null> {
  const key = login.trim().toLowerCase();
  const at = key.lastIndexOf("@");
  const domain = byEmail && at > 0 ? key.slice(at + 1) : "";
  const match = byEmail
    ? sql`(lower(p.login) = ${key} or lower(p.email) = ${key})`
    : sql`lower(p.login) = ${key}`;
  const { rows } = await sql<{ url: string | null }>`select (select m.url from (
      (select 1 as rank, c.federation_url as url from people p join companies c on c.id = p.company_id
        where ${match} and p.deleted_at is null order by p.id limit 1)
      union all
      (select 2, c.federation_url from company_domains d join companies c on c.id = d.company_id
        where d.domain = ${domain} and c.deleted_at is null and c.federation_url is not null)
    ) m order by m.rank limit 1) as url`.execute(db);
  return rows[0]?.url ?? null;
}

/** The live person with this login (or e-mail, with `byEmail`); a disabled person is not found (no reset link). */
export async function findPersonIdByLogin(
  db: Db,
  login: string,
  byEmail = false,
): Promise<number | undefined> {
  const key = login.trim().toLowerCase();
  let query = db
    .selectFrom("people")
    .select("id")
    .where("deleted_at", "is", null)
    .where("disabled_at", "is", null)
    .orderBy("id")
    .limit(1);
  query = byEmail
    ? query.where((eb) =>
        eb.or([eb(eb.fn("lower", ["login"]), "=", key), eb(eb.fn("lower", ["email"]), "=", key)]),
      )
    : query.where((eb) => eb(eb.fn("lower", ["login"]), "=", key));
  return (await query.executeTakeFirst())?.id;
}
