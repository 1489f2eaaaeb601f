import type { ApiKeyScope, EventType } from "@wellguard/contract";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A time with a default on insert that later updates move (a queue's next attempt, updated_at). */
type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  domain: string | null;
  fiscal_code: string | null;
  logo: string | null;
  environment: Generated<string>;
  type: Generated<string>;
  /** Contracted service ids, 1 to 16 (contract SERVICES order). */
  services: Generated<number[]>;
  /** Single sign-on entry point; set only for federated companies. */
  federation_url: string | null;
  default_locale: Generated<string>;
  time_zone: Generated<string>;
  /** The sender id of the company's simulated SMS (migration 0021); null: each template's own. */
  sms_sender: ColumnType<string | null, string | null | undefined, string | null>;
  parent_company_id: number | null;
  /** Contract SURVEY_FLOWS id; required for companies made through the admin API (ND1016). */
  survey_flow_id: number | null;
  /** The smallest group whose wellbeing figures a controller sees (docs/privacy.md); at least 5. */
  min_group_size: Generated<number>;
  individual_wellbeing: Generated<boolean>;
  /** Deleted companies keep their row (ids stay unique) but lose their people's personal data. */
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CompanyDomainsTable {
  /** Lower-case. */
  domain: string;
  company_id: number;
  position: Generated<number>;
}

export interface CompanyLogosTable {
  company_id: number;
  content_type: string;
  bytes: Buffer;
  sha256: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  /** null: directly under the company root. */
  parent_id: number | null;
  name: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PeopleTable {
  id: Generated<number>;
  company_id: number;
  department_id: number | null;
  name: string;
  surname: Generated<string>;
  email: string | null;
  login: string;
  user_code: string | null;
  /** null: the company's default locale. */
  locale: string | null;
  avatar: string | null;
  password_hash: string | null;
  password_changed_at: Timestamp | null;
  /** null: every service the company contracted. */
  services: number[] | null;
  /** Contract GENDERS value. */
  gender: string | null;
  /** "+" and up to 15 digits. */
  phone: string | null;
  /** IANA name; null: the company's time zone. */
  time_zone: string | null;
  /** Set when the person was deactivated (SCIM active: false, migration 0023): kept, but cannot sign in. */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The identity provider's id of the person (SCIM externalId), unique among the company's live people. */
  scim_external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Global score 0-100: the share of the person's assigned surveys that are done (lib/journey/scoring.ts); the people lists sort by it. */
  progress: number | null;
  /** A controller's saved default dashboard view (spec §6). */
  default_view: string | null;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PersonProfilesTable {
  id: Generated<number>;
  person_id: number;
  profile: "USER" | "CONTROLLER" | "ADMIN";
  /** For CONTROLLER: the managed company. */
  company_id: number | null;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  person_id: number;
  password_hash: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  person_id: number;
  /** The person had not accepted the current terms and privacy policy when signing in. */
  conditions_pending: Generated<boolean>;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  login_key: string;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoginLockoutsTable {
  login_key: string;
  locked_until: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  person_id: number;
  purpose: Generated<string>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordResetRequestsTable {
  login_key: string;
  requested_at: Timestamp;
  /** Set by a forgot-password request, cleared by the mail worker that writes the link (migration 0013). */
  queued_at: Timestamp | null;
}

export interface PersonIdentityChangesTable {
  id: Generated<number>;
  person_id: number;
  old_email: string | null;
  new_email: string | null;
  old_login: string;
  new_login: string;
  actor_person_id: number | null;
  actor_profile: string | null;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  notified_at: Timestamp | null;
}

export interface ConsentsTable {
  id: Generated<number>;
  person_id: number;
  document: "terms" | "privacy";
  version: string;
  accepted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** An e-mail, or a simulated SMS kept here when no SMS centre is configured (never sent by the mail worker). */
  channel: Generated<"email" | "sms">;
}

export interface TagsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** The identity provider's id of the SCIM group this tag stands for (migration 0023). */
  scim_external_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TagMembersTable {
  tag_id: number;
  person_id: number;
}

export interface AuditEventsTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_person_id: number | null;
  actor_profile: "ADMIN" | "CONTROLLER" | "SYSTEM" | "SCIM" | "API_KEY";
  /** The SCIM token that made a change by SCIM (migration 0023). */
  actor_scim_token_id: ColumnType<number | null, number | null | undefined, never>;
  actor_api_key_id: ColumnType<number | null, number | null | undefined, never>;
  action: "create" | "update" | "delete";
  /** "companies", "departments", "people", "tags", ... */
  entity_type: string;
  entity_id: number;
  company_id: number | null;
  before: unknown;
  after: unknown;
}

export interface InteractionsTable {
  id: Generated<number>;
  person_id: number;
  company_id: number;
  survey_type_id: number;
  survey_id: number;
  cycle: Generated<number>;
  status: ColumnType<
    "AVAILABLE" | "PROGRESS" | "DONE" | "EXPIRED" | "CANCELLED",
    "AVAILABLE" | "PROGRESS" | "DONE" | "EXPIRED" | "CANCELLED" | undefined
  >;
  start_date: ColumnType<Date, Date | string, Date | string>;
  end_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  percentage: Generated<number>;
  gaming: Generated<boolean>;
  points: Generated<number>;
  streak: Generated<number>;
  best_streak: Generated<number>;
  /** The ids of the questions answered (migration 0009), kept with every answer. */
  answered: Generated<string[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InteractionAnswersTable {
  interaction_id: number;
  question_id: string;
  /** jsonb: a number, a string, or null (a timed-out gaming question). */
  value: ColumnType<number | string | null, string | null, string | null>;
  correct: boolean | null;
  answered_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProfileDimensionRecordsTable {
  id: Generated<string>;
  person_id: number;
  company_id: number;
  department_id: number | null;
  survey_type_id: number;
  interaction_id: number | null;
  dimension_id: number;
  dimension_value: number;
  dimension_value_extra: number | null;
  start_date: ColumnType<Date, Date | string | undefined, Date | string>;
  vigence: Generated<number>;
}

export interface PersonScoresTable {
  person_id: number;
  insider: number | null;
  risk: number | null;
  hazard: number | null;
  wellbeing: number | null;
  cyber: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ActionPlanItemsTable {
  id: Generated<number>;
  company_id: number;
  asset_id: number;
  dimension_id: number | null;
  target_kind: "concerned" | "people" | "departments" | "tags" | "company";
  target_ids: number[];
  due_date: ColumnType<string, string, string>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AssetAssignmentsTable {
  item_id: number;
  person_id: number;
  assigned_at: ColumnType<Date, Date | string, Date | string>;
  before_value: number | null;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReportSchedulesTable {
  company_id: number;
  department_id: number | null;
  recipients: number[];
  enabled: boolean;
  next_run_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReportsTable {
  id: Generated<number>;
  company_id: number;
  period_from: ColumnType<string, string, string>;
  period_to: ColumnType<string, string, string>;
  department_id: number | null;
  department_name: string | null;
  locale: string;
  scheduled: Generated<boolean>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  pdf: Buffer;
  xlsx: Buffer;
}

export interface AssetReadsTable {
  person_id: number;
  asset_id: number;
  read_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PersonAchievementsTable {
  person_id: number;
  achievement_id: number;
  unlocked_at: ColumnType<Date, Date | string | undefined, Date | string>;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0010: a version per company of what the people lists are made of (written by triggers only). */
export interface PeopleListVersionsTable {
  company_id: number;
  version: ColumnType<string, never, never>;
  /** Live people of the company (migration 0011), kept by the triggers; bigint, so a string. */
  live_people: ColumnType<string, never, never>;
}

/** Migration 0019 (issue 17, docs/phishing.md): phishing domains, company templates, campaigns and results. */
export interface PhishingDomainsTable {
  id: Generated<number>;
  host: string;
  mail_domain: string;
  dkim_selector: string;
  dkim_private_key: string;
  /** Base64 of the DER public key, as the DNS record carries it. */
  dkim_public_key: string;
  all_companies: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PhishingDomainCompaniesTable {
  domain_id: number;
  company_id: number;
}

export interface PhishingTemplatesTable {
  id: Generated<number>;
  company_id: number;
  based_on: number;
  locale: string;
  name: string;
  sender_name: string;
  sender_local: string;
  subject: string;
  html_body: string;
  text_body: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type CampaignChannel = "email" | "sms";
export type CampaignKind = "phishing" | "neurophishing" | "smishing" | "neurosmishing";
export type CampaignTargetKind = "departments" | "tags";

export interface CampaignSeriesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  channel: CampaignChannel;
  kind: "neurophishing" | "neurosmishing";
  survey_type_id: number;
  domain_id: number | null;
  level_id: number;
  category_id: number;
  total_campaigns: number;
  frequency_days: number;
  time_zone: string;
  start_at: Timestamp;
  target_kind: CampaignTargetKind;
  target_ids: number[];
  cancelled_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface CampaignsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  channel: CampaignChannel;
  kind: CampaignKind;
  survey_type_id: number;
  campaign_type_id: number;
  domain_id: number | null;
  template_id: number | null;
  level_id: number | null;
  time_zone: string;
  start_at: Timestamp;
  send_until: Timestamp;
  end_at: Timestamp;
  working_hours: Generated<boolean>;
  target_kind: CampaignTargetKind;
  target_ids: number[];
  series_id: number | null;
  series_index: number | null;
  cancelled_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export type RecipientStatus = "pending" | "sent" | "failed" | "cancelled";

export interface CampaignRecipientsTable {
  /** bigserial: a string. */
  id: ColumnType<string, never, never>;
  campaign_id: number;
  company_id: number;
  person_id: number;
  department_id: number | null;
  token: string;
  template_id: number;
  locale: string;
  scheduled_at: Timestamp;
  status: Generated<RecipientStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  failure: string | null;
  opened_at: Timestamp | null;
  clicked_at: Timestamp | null;
  submitted_at: Timestamp | null;
  submitted_fields: string[] | null;
  reported_at: Timestamp | null;
  automated_hits: Generated<number>;
  recorded_value: number | null;
  /** SMS only: what the SMS centre's delivery receipt said (migration 0021). */
  delivery: SmsDeliveryState | null;
  delivered_at: Timestamp | null;
}

export type SmsDeliveryState = "delivered" | "expired" | "undeliverable" | "rejected" | "deleted" | "unknown";

/** The SMS centre's message id of each part of a simulated SMS: how a delivery receipt finds its recipient. */
export interface CampaignSmsPartsTable {
  smsc_message_id: string;
  recipient_id: string;
}

export type CampaignEventKind = "sent" | "failed" | "open" | "click" | "submit" | "report";

export interface CampaignEventsTable {
  id: ColumnType<string, never, never>;
  recipient_id: string;
  kind: CampaignEventKind;
  automated: Generated<boolean>;
  detail: string | null;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReportedMessagesTable {
  id: Generated<number>;
  company_id: number;
  reporter_id: number | null;
  sender: string | null;
  subject: string | null;
  links: ColumnType<{ url: string; domain: string }[], string | undefined, string>;
  received_at: CreatedAt;
  reviewed_at: Timestamp | null;
  verdict: "malicious" | "spam" | "harmless" | null;
}

export interface ReportedAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  declared_type: string | null;
  size: number;
  sha256: string;
  content: Buffer;
}

/** Migration 0020 (issue 17 point 3): a campaign form saved without launching. */
export interface CampaignDraftsTable {
  id: Generated<number>;
  company_id: number;
  created_by: number | null;
  name: string;
  /** The form beside the name (contract ZCampaignDraftForm): read as parsed JSON, written as its text. */
  form: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BreachSource = "hibp" | "import" | "demo";
export type BreachMonitorOutcome =
  | "ok"
  | "running"
  | "unauthorised"
  | "unreachable"
  | "rate-limited"
  | "failed";

/** A known breach (migration 0022): HIBP's catalogue (company_id null) or a company's imported one. */
export interface BreachesTable {
  id: Generated<number>;
  company_id: number | null;
  source: BreachSource;
  name: string;
  title: string;
  domain: string | null;
  /** A date column: select it with to_char(breach_date, 'YYYY-MM-DD') (pg makes a local-midnight Date of it). */
  breach_date: ColumnType<string | null, string | null | undefined, string | null>;
  added_at: Generated<Timestamp>;
  data_classes: Generated<string[]>;
  description: Generated<string>;
  verified: Generated<boolean>;
}

/** One person found in one breach, and what they did about it. */
export interface BreachExposuresTable {
  id: ColumnType<string, never, never>;
  breach_id: number;
  person_id: number;
  company_id: number;
  email: string;
  first_seen: Generated<Timestamp>;
  data_classes: Generated<string[]>;
  password_exposed: boolean;
  password_changed_at: Timestamp | null;
  solved_at: Timestamp | null;
  notified_at: Timestamp | null;
}

/** Each company's daily breach check (durable: the next run survives restarts). */
export interface BreachMonitorsTable {
  company_id: number;
  next_check_at: ColumnType<Date, Date | string, Date | string>;
  last_check_at: Timestamp | null;
  last_outcome: BreachMonitorOutcome | null;
  running_since: Timestamp | null;
  last_import_at: Timestamp | null;
}

export interface Database {
  people_list_versions: PeopleListVersionsTable;
  interactions: InteractionsTable;
  interaction_answers: InteractionAnswersTable;
  profile_dimension_records: ProfileDimensionRecordsTable;
  person_scores: PersonScoresTable;
  asset_reads: AssetReadsTable;
  action_plan_items: ActionPlanItemsTable;
  asset_assignments: AssetAssignmentsTable;
  reports: ReportsTable;
  report_schedules: ReportSchedulesTable;
  person_achievements: PersonAchievementsTable;
  companies: CompaniesTable;
  company_domains: CompanyDomainsTable;
  company_logos: CompanyLogosTable;
  tags: TagsTable;
  person_identity_changes: PersonIdentityChangesTable;
  tag_members: TagMembersTable;
  audit_events: AuditEventsTable;
  departments: DepartmentsTable;
  people: PeopleTable;
  person_profiles: PersonProfilesTable;
  password_history: PasswordHistoryTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_lockouts: LoginLockoutsTable;
  password_resets: PasswordResetsTable;
  password_reset_requests: PasswordResetRequestsTable;
  consents: ConsentsTable;
  outbox: OutboxTable;
  phishing_domains: PhishingDomainsTable;
  phishing_domain_companies: PhishingDomainCompaniesTable;
  phishing_templates: PhishingTemplatesTable;
  campaign_series: CampaignSeriesTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  campaign_events: CampaignEventsTable;
  reported_messages: ReportedMessagesTable;
  reported_attachments: ReportedAttachmentsTable;
  campaign_drafts: CampaignDraftsTable;
  campaign_sms_parts: CampaignSmsPartsTable;
  breaches: BreachesTable;
  breach_exposures: BreachExposuresTable;
  breach_monitors: BreachMonitorsTable;
  company_federations: CompanyFederationsTable;
  company_hosts: CompanyHostsTable;
  sso_login_states: SsoLoginStatesTable;
  sso_used_assertions: SsoUsedAssertionsTable;
  sso_sessions: SsoSessionsTable;
  scim_tokens: ScimTokensTable;
  api_keys: ApiKeysTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/** Migration 0024 (issue 21, docs/integrations.md): API keys, the event log, webhooks. */
export interface ApiKeysTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  prefix: string;
  /** SHA-256 hex of the key (lib/secrets.ts tokenHash). */
  token_hash: string;
  acting_profile: "ADMIN" | "CONTROLLER";
  scopes: ApiKeyScope[];
  requests_per_minute: Generated<number>;
  expires_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
}

export interface EventsTable {
  /** bigserial: read as a string by the driver. */
  id: Generated<string>;
  company_id: number;
  type: EventType;
  occurred_at: CreatedAt;
  data: ColumnType<Record<string, unknown>, string, string>;
  /** xid8 of the writing transaction, as text (the feed's visibility rule, features/integrations/events-routes.ts). */
  xid: ColumnType<string, never, never>;
  /** The event as the feed serves it, written by a trigger (migration 0025); never written by the code. */
  json: ColumnType<string, never, never>;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  company_id: number;
  url: string;
  description: Generated<string>;
  event_types: EventType[];
  /** lib/sealed.ts; never in clear. */
  secret_sealed: string;
  enabled: Generated<boolean>;
  disabled_reason: "owner" | "failures" | null;
  disabled_at: Timestamp | null;
  consecutive_failures: Generated<number>;
  last_success_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: DefaultedTime;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: number;
  event_id: string;
  status: Generated<"pending" | "delivered" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTime;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  replay_of: string | null;
  created_at: CreatedAt;
}

/** Migration 0023 (issue 20, docs/identity.md): single sign-on per company and SCIM provisioning. */
export interface CompanyFederationsTable {
  company_id: number;
  protocol: "oidc" | "saml";
  enabled: Generated<boolean>;
  match_claim: ColumnType<"email" | "login", "email" | "login" | undefined, "email" | "login">;
  jit_create: Generated<boolean>;
  jit_department_id: number | null;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  /** lib/sealed.ts; never in clear. */
  oidc_client_secret_sealed: string | null;
  oidc_scopes: Generated<string>;
  saml_idp_metadata_xml: string | null;
  saml_idp_metadata_url: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sso_url: string | null;
  saml_idp_slo_url: string | null;
  /** PEM or bare base64 of each signing certificate the IdP's metadata lists. */
  saml_idp_certificates: ColumnType<string[], string[] | undefined, string[]>;
  saml_sp_private_key_sealed: string | null;
  saml_sp_certificate: string | null;
  last_failure: string | null;
  last_failure_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CompanyHostsTable {
  /** Lower-case host name, without port. */
  host: string;
  company_id: number;
  position: Generated<number>;
}

export interface SsoLoginStatesTable {
  id: string;
  company_id: number;
  protocol: "oidc" | "saml";
  code_verifier: string | null;
  nonce: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface SsoUsedAssertionsTable {
  company_id: number;
  assertion_id: string;
  expires_at: Timestamp;
}

export interface SsoSessionsTable {
  session_id: number;
  company_id: number;
  protocol: "oidc" | "saml";
  id_token_sealed: string | null;
  name_id: string | null;
  name_id_format: string | null;
  session_index: string | null;
}

export interface ScimTokensTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** SHA-256 hex of the token (lib/secrets.ts tokenHash). */
  token_hash: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
}

export type Person = Selectable<PeopleTable>;
export type Company = Selectable<CompaniesTable>;
export type NewPerson = Insertable<PeopleTable>;
