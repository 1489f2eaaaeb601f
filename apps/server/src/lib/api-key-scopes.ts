import type { ApiKeyScope } from "@wellguard/contract";

/**
 * The routes each API key scope opens (issue 21, docs/integrations.md), as "METHOD /route/pattern". A key is
 * refused (403 NF1002) on every route not listed here, and on a listed one its scopes do not include; the route's
 * own checks (profile, company scope) then apply as for the key's creator in the key's one company.
 * Every registered route is classified here deliberately: in API_KEY_ROUTE_SCOPES, in API_KEY_PUBLIC_ROUTES (no
 * sign-in: a key is not a session there) or in API_KEY_REFUSED_ROUTES (with the reason). The key-scope test
 * (features/integrations/api-keys.test.ts) fails on a registered route that is in none of them.
 */
const V1 = "/api/v1";
const C = `${V1}/controller`;
const A = `${V1}/admin`;

const routes = (scope: ApiKeyScope, keys: string[]): [string, ApiKeyScope][] =>
  keys.map((key) => [key, scope]);

export const API_KEY_ROUTE_SCOPES: Readonly<Record<string, ApiKeyScope>> = Object.fromEntries([
  // Reports, dashboards, campaign results, breach summaries and per-person results, as a controller reads them.
  ...routes("reports:read", [
    `GET ${C}/reports/:companyId`,
    // Generating a report only reads the company's results (the report is kept for download).
    `POST ${C}/reports/:companyId`,
    `GET ${C}/reports/:companyId/:reportId/:format`,
    `GET ${C}/reports/:companyId/schedule`,
    `GET ${C}/dashboards/:companyId/overview`,
    `GET ${C}/dashboards/:companyId/awareness`,
    `GET ${C}/dashboards/:companyId/phishing`,
    `GET ${C}/campaigns/:companyId`,
    `GET ${C}/campaigns/:companyId/:id`,
    `GET ${C}/campaigns/:companyId/:id/interactions`,
    `GET ${C}/campaigns/:companyId/:id/psychoprofile`,
    `GET ${C}/campaigns/:companyId/:id/export`,
    `GET ${C}/campaigns/:companyId/subcampaigns/:id`,
    `GET ${C}/campaigns/:companyId/subcampaigns/:id/:sub`,
    // The list of real phish people reported (what a ticketing system picks up); not their attachments.
    `GET ${C}/campaigns/:companyId/reported`,
    `GET ${C}/breaches/:companyId/summary`,
    `GET ${C}/breaches/:companyId/alerts`,
    `GET ${C}/breaches/:companyId/export`,
    `GET ${C}/stakeholders/assets/:companyId`,
    `GET ${C}/traits/:id/interactions`,
    `GET ${C}/traits/:id/psychoprofile`,
    `GET ${C}/traits/:id/actions`,
    `GET ${C}/traits/:id/dimensions/:dimensionId/actions`,
    `GET ${C}/traits/:id/assets`,
    `GET ${C}/traits/:id/assets/:assetId`,
    `GET ${C}/traits/text-actions`,
  ]),
  // People, departments, tags and the organisation (the admin and controller reads).
  ...routes("people:read", [
    `GET ${C}/companies`,
    `GET ${C}/stakeholders/:type/:id`,
    `GET ${C}/stakeholders/:type/:id/people`,
    `GET ${C}/stakeholders/companies/:id/departments`,
    `GET ${C}/stakeholders/companies/:id/organization`,
    `GET ${C}/stakeholders/tags/:companyId`,
    `GET ${C}/stakeholders/people/export/:companyId`,
    `GET ${A}/stakeholders/companies`,
    `GET ${A}/stakeholders/companies/:id`,
    `GET ${A}/stakeholders/companies/:id/companies`,
    `GET ${A}/stakeholders/companies/:id/departments`,
    `GET ${A}/stakeholders/companies/:id/people`,
    `GET ${A}/stakeholders/departments/:id`,
    `GET ${A}/stakeholders/departments/:id/people`,
    `GET ${A}/stakeholders/people`,
    `GET ${A}/stakeholders/people/:id`,
    `GET ${A}/stakeholders/people/:id/companies`,
    `GET ${A}/stakeholders/people/export/:companyId`,
  ]),
  // Creating, changing and deleting people, departments (an HR system places people in them), tags and their
  // people, and imports: what the acting role may do.
  ...routes("people:write", [
    `PUT ${C}/stakeholders/people/:id`,
    `POST ${C}/stakeholders/tags/:companyId`,
    `PUT ${C}/stakeholders/tags/:companyId/:tagId`,
    `DELETE ${C}/stakeholders/tags/:companyId/:tagId`,
    `PUT ${C}/stakeholders/tags/:companyId/:tagId/people`,
    `GET ${C}/stakeholders/people/template`,
    `POST ${C}/stakeholders/people/import/:companyId`,
    `GET ${C}/stakeholders/people/import/:companyId/:importId`,
    `POST ${C}/stakeholders/people/import/:companyId/:importId/commit`,
    `POST ${A}/stakeholders/people`,
    `PUT ${A}/stakeholders/people/:id`,
    `POST ${A}/stakeholders/people/:id`,
    `DELETE ${A}/stakeholders/people/:id`,
    `PUT ${A}/stakeholders/multiupdate/people`,
    `PUT ${A}/stakeholders/multidelete/people`,
    `POST ${A}/stakeholders/departments`,
    `PUT ${A}/stakeholders/departments/:id`,
    `POST ${A}/stakeholders/departments/:id`,
    `DELETE ${A}/stakeholders/departments/:id`,
    `PUT ${A}/stakeholders/multiupdate/departments`,
    `PUT ${A}/stakeholders/multidelete/departments`,
    `GET ${A}/stakeholders/people/template`,
    `POST ${A}/stakeholders/people/import/:companyId`,
    `GET ${A}/stakeholders/people/import/:companyId/:importId`,
    `POST ${A}/stakeholders/people/import/:companyId/:importId/commit`,
  ]),
  // Creating, scheduling, cancelling and deleting campaigns, drafts and series, templates, and the form's lookups.
  ...routes("campaigns:run", [
    `POST ${C}/campaigns/:companyId`,
    `DELETE ${C}/campaigns/:companyId/:id`,
    `POST ${C}/campaigns/:companyId/schedule`,
    `GET ${C}/campaigns/:companyId/types`,
    `GET ${C}/campaigns/:companyId/sms-templates/:x`,
    `GET ${C}/campaigns/:companyId/reach`,
    `GET ${C}/campaigns/:companyId/domains`,
    `GET ${C}/campaigns/:companyId/templates/:x`,
    `GET ${C}/campaigns/:companyId/template/:templateId`,
    `POST ${C}/campaigns/:companyId/template`,
    `PUT ${C}/campaigns/:companyId/template/:templateId`,
    `DELETE ${C}/campaigns/:companyId/template/:templateId`,
    `GET ${C}/campaigns/:companyId/drafts`,
    `POST ${C}/campaigns/:companyId/drafts`,
    `GET ${C}/campaigns/:companyId/drafts/:id`,
    `PUT ${C}/campaigns/:companyId/drafts/:id`,
    `DELETE ${C}/campaigns/:companyId/drafts/:id`,
    `POST ${C}/campaigns/:companyId/drafts/:id/schedule`,
  ]),
  ...routes("events:read", [`GET ${V1}/events`]),
]);

/**
 * Routes that need no sign-in: a key there is ignored (the caller is anonymous), so it neither helps nor is
 * refused. Their own checks still apply (POST /auth/resetpassword/change calls the guard, which refuses a key).
 */
export const API_KEY_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/docs",
  `GET ${V1}/health`,
  `GET ${V1}/version`,
  `POST ${V1}/auth/login`,
  `POST ${V1}/auth/forgotpassword`,
  `POST ${V1}/auth/checktoken`,
  `POST ${V1}/auth/resetpassword/:mode`,
  `GET ${V1}/auth/federation`,
  `GET ${V1}/sso/:companyId/start`,
  `GET ${V1}/sso/:companyId/oidc/callback`,
  `GET ${V1}/sso/:companyId/saml/metadata`,
  `GET ${V1}/sso/:companyId/saml/logout`,
  `POST ${V1}/sso/:companyId/saml/acs`,
  // Campaign tracking and landing pages, opened by people from a simulated message.
  "GET /l/:token",
  "GET /l/:token/training",
  "POST /l/:token/confirm",
  "POST /l/:token/submit",
  "GET /o/:file",
  "GET /s/landing.js",
  "GET /assets-content",
  "GET /assets-content/*",
  // The web app's files (registered only when apps/web is built).
  "GET /*",
]);

/** Routes no key may call, whatever its scopes, and why (a key gets 403 NF1002 on them). */
const REFUSED: [string, string[]][] = [
  [
    "a person's own session, account and preferences",
    [
      `GET ${V1}/auth/info`,
      `GET ${V1}/auth/logout`,
      `POST ${V1}/auth/aceptconditions`,
      `POST ${V1}/auth/language`,
      `POST ${V1}/auth/sso-logout`,
      `GET ${V1}/stakeholders/my-profile`,
      `GET ${V1}/stakeholders/companies/theme`,
      `GET ${V1}/stakeholders/companies/:id/logo`,
      `PUT ${V1}/user/stakeholders/`,
      `GET ${C}/view`,
      `PUT ${C}/view`,
    ],
  ],
  [
    "the employee's own journey (a key is never an employee)",
    [
      `GET ${V1}/user/breaches`,
      `PUT ${V1}/user/breaches/:breachId/:flag/true`,
      `GET ${V1}/user/gamings/achievements`,
      `PUT ${V1}/user/gamings/achievements/:id`,
      `GET ${V1}/user/simulations`,
      `GET ${V1}/user/surveys`,
      `GET ${V1}/user/traits/actions`,
      `GET ${V1}/user/traits/assets`,
      `GET ${V1}/user/traits/assets/:id`,
      `PUT ${V1}/user/traits/assets/:id/read`,
      `GET ${V1}/user/traits/helpers`,
      `GET ${V1}/user/traits/helpers/:id`,
      `GET ${V1}/user/traits/interactions`,
      `GET ${V1}/user/traits/interactions/:id`,
      `PUT ${V1}/user/traits/interactions/:id`,
      `GET ${V1}/user/traits/psychoprofile`,
      `GET ${V1}/user/traits/scores`,
    ],
  ],
  [
    "platform reference data for the web app's forms",
    [
      `GET ${V1}/misc/constants`,
      `GET ${V1}/misc/constants/:name`,
      `GET ${V1}/misc/countries`,
      `GET ${V1}/misc/regions`,
      `GET ${V1}/misc/regions/:id`,
      `GET ${V1}/misc/surveyflows`,
      `GET ${V1}/misc/timezones`,
      `GET ${V1}/misc/translations/dimensions`,
      `GET ${V1}/misc/translations/global`,
      `GET ${V1}/misc/translations/services`,
    ],
  ],
  [
    "companies are the platform's and their admins' to create, change and delete",
    [
      `POST ${A}/stakeholders/companies`,
      `PUT ${A}/stakeholders/companies/:id`,
      `POST ${A}/stakeholders/companies/:id`,
      `DELETE ${A}/stakeholders/companies/:id`,
      `PUT ${A}/stakeholders/multiupdate/companies`,
      `PUT ${A}/stakeholders/multidelete/companies`,
    ],
  ],
  [
    "sending access e-mails to people stays a person's decision",
    [
      `POST ${A}/stakeholders/emails/companies`,
      `POST ${A}/stakeholders/emails/departments`,
      `POST ${A}/stakeholders/emails/people`,
    ],
  ],
  [
    "the audit log, the admin dashboard (recent changes from the audit log) and the outbox",
    [
      `GET ${A}/audit`,
      `GET ${A}/dashboard`,
      `GET ${A}/dashboard/:companyId`,
      `GET ${A}/outbox`,
      `GET ${A}/outbox/:id`,
    ],
  ],
  [
    "federation, SCIM tokens, phishing domains and integrations are managed by people only",
    [
      `GET ${A}/identity/:companyId/federation`,
      `PUT ${A}/identity/:companyId/federation`,
      `DELETE ${A}/identity/:companyId/federation`,
      `GET ${A}/identity/:companyId/scim-tokens`,
      `POST ${A}/identity/:companyId/scim-tokens`,
      `DELETE ${A}/identity/:companyId/scim-tokens/:id`,
      `GET ${A}/phishing-domains`,
      `POST ${A}/phishing-domains`,
      `PUT ${A}/phishing-domains/:id`,
      `DELETE ${A}/phishing-domains/:id`,
      `GET ${V1}/integrations/:companyId/api-keys`,
      `POST ${V1}/integrations/:companyId/api-keys`,
      `DELETE ${V1}/integrations/:companyId/api-keys/:id`,
      `GET ${V1}/integrations/:companyId/webhooks`,
      `POST ${V1}/integrations/:companyId/webhooks`,
      `PUT ${V1}/integrations/:companyId/webhooks/:id`,
      `DELETE ${V1}/integrations/:companyId/webhooks/:id`,
      `POST ${V1}/integrations/:companyId/webhooks/:id/test`,
      `GET ${V1}/integrations/:companyId/webhooks/:id/deliveries`,
      `POST ${V1}/integrations/:companyId/webhooks/:id/deliveries/:deliveryId/replay`,
    ],
  ],
  [
    "breach monitoring's sources and checks, action plans, report schedules (they e-mail people) and reported " +
      "messages' verdicts and attachments are a person's work",
    [
      `GET ${C}/breaches/:companyId/monitor`,
      `POST ${C}/breaches/:companyId/check`,
      `POST ${C}/breaches/:companyId/import`,
      `POST ${C}/stakeholders/assets/actionplan/:companyId`,
      `PUT ${C}/reports/:companyId/schedule`,
      `PUT ${C}/campaigns/:companyId/reported/:id`,
      `GET ${C}/campaigns/:companyId/reported/:id/attachments/:attachmentId`,
    ],
  ],
  [
    "SCIM has its own tokens (docs/identity.md)",
    [
      "GET /scim/v2/*",
      "POST /scim/v2/*",
      "PUT /scim/v2/*",
      "PATCH /scim/v2/*",
      "DELETE /scim/v2/*",
      "OPTIONS /scim/v2/*",
      "QUERY /scim/v2/*",
      "TRACE /scim/v2/*",
      "GET /scim/v2/Users",
      "POST /scim/v2/Users",
      "GET /scim/v2/Users/:id",
      "PUT /scim/v2/Users/:id",
      "PATCH /scim/v2/Users/:id",
      "DELETE /scim/v2/Users/:id",
      "GET /scim/v2/Groups",
      "POST /scim/v2/Groups",
      "GET /scim/v2/Groups/:id",
      "PUT /scim/v2/Groups/:id",
      "PATCH /scim/v2/Groups/:id",
      "DELETE /scim/v2/Groups/:id",
      "GET /scim/v2/ResourceTypes",
      "GET /scim/v2/ResourceTypes/:id",
      "GET /scim/v2/Schemas",
      "GET /scim/v2/Schemas/:id",
      "GET /scim/v2/ServiceProviderConfig",
    ],
  ],
];

export const API_KEY_REFUSED_ROUTES: ReadonlyMap<string, string> = new Map(
  REFUSED.flatMap(([reason, keys]) => keys.map((key): [string, string] => [key, reason])),
);

/** HEAD is Fastify's mirror of a GET route: the same handler, so the same scope. */
function routeKey(method: string, url: string): string {
  return `${method === "HEAD" ? "GET" : method} ${url}`;
}

export function apiKeyScopeOf(method: string | string[], url: string | undefined): ApiKeyScope | undefined {
  if (!url || Array.isArray(method)) return undefined;
  return API_KEY_ROUTE_SCOPES[routeKey(method, url)];
}

/** A route that needs no sign-in, where a key is ignored rather than refused. */
export function isApiKeyPublicRoute(method: string | string[], url: string | undefined): boolean {
  if (!url || Array.isArray(method)) return false;
  return API_KEY_PUBLIC_ROUTES.has(routeKey(method, url));
}
