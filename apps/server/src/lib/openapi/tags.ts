/**
 * Every tag an operation of /api/docs may carry, with the description integrators read (issue 21, point 1).
 * Routes name their tag in their schema (`tags: ["controller campaigns"]`); a tag missing here is a Spectral
 * `operation-tag-defined` finding, which the lint test (test/openapi-lint.test.ts) refuses.
 */
export const OPENAPI_TAGS: readonly { name: string; description: string }[] = [
  { name: "system", description: "Liveness and the running version; no sign-in needed." },
  {
    name: "auth",
    description:
      "Signing in and out, the session's own information, password reset, the conditions of use and the " +
      "sign-in language. Signing in answers the session token that the other operations take as " +
      "`Authorization: Bearer`.",
  },
  { name: "account", description: "The signed-in person's own profile, avatar and company theme." },
  {
    name: "admin",
    description:
      "Platform administration: the audit log, the admin dashboard and the e-mail outbox (admins).",
  },
  {
    name: "admin stakeholders",
    description: "Companies, departments and people as an admin manages them, one by one and in bulk.",
  },
  {
    name: "admin people import",
    description: "Spreadsheet import and export of a company's people by an admin: upload, preview, commit.",
  },
  {
    name: "admin identity",
    description:
      "Per-company single sign-on (OIDC, SAML) and the SCIM tokens identity providers provision with.",
  },
  {
    name: "admin phishing domains",
    description: "The domains phishing simulations are sent from and the companies allowed to use each.",
  },
  {
    name: "misc",
    description: "Lookups: constants, countries, regions, time zones, survey flows and translated names.",
  },
  {
    name: "controller",
    description:
      "A controller's companies, saved dashboard view, organisation tree, tags and the people of a company.",
  },
  {
    name: "controller people import",
    description: "Spreadsheet import and export of a managed company's people by a controller.",
  },
  {
    name: "controller dashboards",
    description: "The overview, awareness and phishing dashboards of a managed company, by period and group.",
  },
  {
    name: "controller action plans",
    description: "The training assets of a managed company and the action plans that assign them.",
  },
  { name: "controller reports", description: "Report generation, their files and the report schedule." },
  {
    name: "controller breaches",
    description: "Breach exposure of a managed company: summary, alerts, export, monitoring and checks.",
  },
  {
    name: "controller traits",
    description:
      "Survey interactions, psychological profile, actions and assets of a company, department or person.",
  },
  {
    name: "controller campaigns",
    description:
      "Phishing and SMS simulation campaigns: templates, drafts, scheduling, reach, results, reported messages.",
  },
  { name: "user", description: "The signed-in employee's own simulation history and lessons." },
  {
    name: "user traits",
    description: "The signed-in employee's surveys, scores, profile, helpers and actions.",
  },
  { name: "user assets", description: "Training assets assigned to the signed-in employee." },
  {
    name: "user breaches",
    description: "The signed-in employee's own breach exposures and what they did about them.",
  },
  { name: "user gaming", description: "The signed-in employee's achievements." },
  {
    name: "integrations",
    description:
      "API keys for machines, webhook endpoints with their delivery log, and the event feed SIEMs pull " +
      "(docs/integrations.md).",
  },
];
