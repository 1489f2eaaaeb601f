import { API_KEY_SCOPES } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordExposures } from "../features/breaches/store";
import { allowSignIn } from "../features/controller-stakeholders/test-fixtures";
import { API_KEY_ROUTE_SCOPES } from "../lib/api-key-scopes";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "./harness";

/*
 * The tenant-isolation matrix (issue 3 point 13). Every route the app registers under /api/v1/admin,
 * /api/v1/controller, /api/v1/misc and /api/v1/stakeholders has a case below, and for each one:
 *
 * - an anonymous caller gets 401;
 * - a USER gets 403 NF1002 on controller and admin routes;
 * - a controller of company A using the ids of company B gets 403 or 404, and no B data in the body;
 * - an admin of company A (a company admin, not a platform admin) using B's ids: the same;
 * - and, as a control that the case is a real request, A's controller (controller routes), A's admin (admin
 *   routes) or A's user (routes for any signed-in person) using A's own ids gets 2xx - so the 404s above come
 *   from the scope check, not from a malformed request.
 *
 * A route found in the app without a case fails the suite, naming the route; so does a case whose route no
 * longer exists. HEAD routes are Fastify's automatic mirrors of GET routes (same handler and guard) and are
 * covered by their GET case.
 *
 * Both companies, their departments, people and logos are made through the admin API by a platform admin,
 * and their tags and spreadsheet uploads through the controller API; only the passwords of the four people
 * who sign in are set in the database (no API sets another person's password). Company B's names, e-mail
 * addresses, departments and tags all contain "bravo": no answer to a caller of company A may contain it.
 */

const V1 = "/api/v1";
const COVERED = [`${V1}/admin`, `${V1}/controller`, `${V1}/misc`, `${V1}/stakeholders`, `${V1}/user`];
// The one /auth route that reads per-company data (the session's identity provider); the browser's /sso routes are
// public redirects whose cross-company refusals are tested in features/sso/oidc.test.ts.
COVERED.push(`${V1}/auth/sso-logout`);
// Integrations (issue 21): API keys and webhooks of a company, for its controllers and the admins in scope.
COVERED.push(`${V1}/integrations`);
// The event feed of integrations (issue 21): a controller or an admin reads a company they manage.
COVERED.push(`${V1}/events`);
const B_MARKER = /bravo/i;
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The ids of one company's fixture (A's or B's). */
interface Side {
  label: string;
  domain: string;
  company: number;
  department: number;
  subDepartment: number;
  person: number;
  /** A second person, for routes that change people. */
  otherPerson: number;
  tag: number;
  /** A tag the control may delete. */
  spareTag: number;
  /** A report of the company, made by its controller. */
  report: number;
  /** Things the controls may delete: one for the single delete, one for multidelete. */
  spare: { companies: [number, number]; departments: [number, number]; people: [number, number] };
  /** Spreadsheet uploads (previews) of this company: one per area, so each area's control commits its own. */
  imports: { controller: string; admin: string };
  /** An outbox message to this company's people (B only). */
  mailId: number;
  /** An interaction (the welcome) of the side's employee (A: the USER who runs the controls; B: B's controller). */
  interaction: number;
  /** A valid answer to its first question. */
  answer: { questionId: string; value: number | string };
  /** A phishing campaign of the company, and one the control may delete. */
  campaign: number;
  spareCampaign: number;
  /** The company's own copy of a template, and one the control may delete. */
  templateCopy: number;
  spareTemplateCopy: number;
  /** A real suspicious e-mail reported to the company's report mailbox, and its attachment (set in beforeAll). */
  reported?: { message: number; attachment: number };
  /** Campaign drafts (set in beforeAll): one to read and save, one to delete, one complete enough to schedule. */
  drafts?: { kept: number; spare: number; complete: number };
  /** A breach of the company's own that its employee (A: the USER; B: B's controller) is exposed in (beforeAll). */
  breach?: number;
}

/** A phishing domain every company may use (made by the platform admin) and one the control may delete. */
const phishing = { domain: 0, spareDomain: 0 };
/** Each company's SCIM tokens (issue 20): one the SCIM case below uses, one the revoke control may revoke. */
const scimTokens: Record<string, { id: number; token: string; spareId: number }> = {};
/** Each company's spare API key (issue 21), which the revoke control may revoke. */
const spareApiKeys: Record<string, number> = {};
/** Each company's webhooks (issue 21): one the cases use (with one delivery) and one the delete control removes. */
const webhooks: Record<string, { id: number; spareId: number; deliveryId: string; url: string }> = {};

function campaignBody(s: Side, name: string): Record<string, unknown> {
  const at = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace("T", " ");
  return {
    name: `${s.label} ${name}`,
    campaignKind: "phishing",
    domain: phishing.domain,
    campaignTypeId: 1,
    surveyTypeId: 16,
    templateId: 2,
    timeZone: "Europe/Madrid",
    startDate: at(2),
    stakeholders: { type: "DEPARTMENTS", ids: [s.department] },
  };
}

/** A campaign draft: the campaign form without its kind and survey type (a draft is always phishing). */
function draftBody(s: Side, name: string): Record<string, unknown> {
  const { campaignKind: _kind, surveyTypeId: _surveyType, ...form } = campaignBody(s, name);
  return form;
}

function templateCopyBody(s: Side, name: string): Record<string, unknown> {
  return {
    basedOn: 2,
    locale: "en-gb",
    name: `${s.label} ${name}`,
    senderName: `${s.label} IT`,
    senderLocal: "it-desk",
    subject: `${s.label} password expiry`,
    html: '<p>Hello {{firstName}}</p><p><a href="{{link}}">Keep my password</a></p>',
    text: "Hello {{firstName}}. Keep my password: {{link}}",
  };
}

interface Req {
  method: string;
  path: string;
  body?: unknown;
  /** A multipart body instead of JSON (built fresh for each call). */
  form?: () => FormData;
  /** A list filtered by B's id: an empty 2xx answer is as good as 403/404 (B's data must still not show). */
  filter?: true;
  /** A status path to poll after a successful call until the work it started in the background is done. */
  settle?: string;
}

/**
 * - controller: CONTROLLER profile only; ids are the managed companies'.
 * - admin: ADMIN profile only; ids are those of the admin's companies (and their child companies).
 * - signed-in: any signed-in person; ids must be the caller's own company's (or a company they manage).
 * - manager: a CONTROLLER of the company or an ADMIN in scope (integrations); a USER is refused.
 * - employee: USER or CONTROLLER profile (an ADMIN alone is refused); ids must be the caller's own (their
 *   interactions): another person's, even of the same company, is 404.
 */
type Area = "controller" | "admin" | "signed-in" | "employee" | "manager";

interface Case {
  area: Area;
  /** The calls of this route with the ids of one company (several when `:type` or a filter varies). */
  requests: (side: Side) => Req[];
  /**
   * Why the route takes no company ids (platform-wide lookups, the caller's own data, or lists scoped by the
   * session alone): every caller it admits gets 2xx, and still never B's data.
   */
  noIds?: string;
  /** Why the 2xx control with A's own ids is left out. */
  noOwnControl?: string;
}

type Kind = "companies" | "departments" | "people";
const KINDS: Kind[] = ["companies", "departments", "people"];
const idOf = (s: Side, kind: Kind) =>
  kind === "companies" ? s.company : kind === "departments" ? s.subDepartment : s.otherPerson;

/** A one-row people file for company `side` (headers: the stable English keys). */
function importForm(side: Side, tag: string): FormData {
  const form = new FormData();
  const csv = `name,surname,email\n${side.label} Imported,${tag},${tag}.${side.label.toLowerCase()}@${side.domain}\n`;
  form.append("services", "1");
  form.append("surveyFlowId", "1");
  form.append("file", new Blob([csv], { type: "text/csv" }), "people.csv");
  return form;
}

/** A one-record breach file for company `side` (its USER, in a breach of its own). */
function breachForm(side: Side): FormData {
  const form = new FormData();
  const csv = `email,breach,breach_date,data_classes\nuser@${side.domain},${side.label} import,2026-01-01,Passwords\n`;
  form.append("file", new Blob([csv], { type: "text/csv" }), "breaches.csv");
  return form;
}

function logoForm(): FormData {
  const form = new FormData();
  form.append("logo", new Blob([PNG_1X1], { type: "image/png" }), "logo.png");
  return form;
}

/** The whole record of each kind, as the admin API's PUT takes it (a new name, the rest as made). */
function record(s: Side, kind: Kind): Record<string, unknown> {
  if (kind === "companies") {
    return {
      name: `${s.label} Company`,
      domains: [s.domain],
      // 15 gaming: the achievements routes answer NF1003 without it.
      services: [1, 2, 3, 4, 5, 15],
      surveyFlowId: 1,
      type: "HOLDING",
    };
  }
  if (kind === "departments") {
    return { name: `${s.label} Night Shift`, stakeholderDepartmentParentId: s.department };
  }
  return {
    name: `${s.label} Two`,
    surname: s.label,
    email: `two@${s.domain}`,
    login: `${s.label.toLowerCase()}-two`,
    stakeholderDepartmentId: s.department,
    profiles: ["USER"],
  };
}

/** A new thing of each kind inside the side's company (the admin API's POST). */
function creation(s: Side, kind: Kind, n: string): Record<string, unknown> {
  if (kind === "companies") {
    return {
      name: `${s.label} Subsidiary ${n}`,
      domains: [`sub-${n}.${s.domain}`],
      services: [1],
      surveyFlowId: 1,
      stakeholderParentCompanyId: s.company,
      type: "PARTNER",
    };
  }
  if (kind === "departments") return { name: `${s.label} Dept ${n}`, stakeholderCompanyId: s.company };
  return {
    name: `${s.label} New ${n}`,
    email: `new-${n}@${s.domain}`,
    stakeholderCompanyId: s.company,
    stakeholderDepartmentId: s.department,
  };
}

function change(s: Side, kind: Kind): Record<string, unknown> {
  if (kind === "companies") return { surveyFlowId: 2 };
  if (kind === "departments") return { stakeholderDepartmentParentId: s.department };
  return { locale: "en-gb" };
}

const perKind = (build: (kind: Kind) => [string, Case]): Record<string, Case> =>
  Object.fromEntries(KINDS.map(build));

const CASES: Record<string, Case> = {
  // ---------------------------------------------------------------- controller stakeholders
  "GET /api/v1/controller/companies": {
    area: "controller",
    noIds: "lists the companies the caller manages, and only those",
    requests: () => [{ method: "GET", path: "/controller/companies" }],
  },
  "GET /api/v1/controller/view": {
    area: "controller",
    noIds: "the caller's own setting",
    requests: () => [{ method: "GET", path: "/controller/view" }],
  },
  "PUT /api/v1/controller/view": {
    area: "controller",
    noIds: "the caller's own setting",
    requests: () => [{ method: "PUT", path: "/controller/view", body: { view: "reports" } }],
  },
  "GET /api/v1/controller/stakeholders/:type/:id": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/stakeholders/companies/${s.company}` },
      { method: "GET", path: `/controller/stakeholders/departments/${s.department}` },
      { method: "GET", path: `/controller/stakeholders/people/${s.person}` },
    ],
  },
  "GET /api/v1/controller/stakeholders/:type/:id/people": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/stakeholders/companies/${s.company}/people?fields=email,avatar` },
      { method: "GET", path: `/controller/stakeholders/departments/${s.department}/people` },
      { method: "GET", path: `/controller/stakeholders/companies/${s.company}/people?tagId=${s.tag}` },
      {
        method: "GET",
        path: `/controller/stakeholders/companies/${s.company}/people?departmentId=${s.subDepartment}`,
      },
    ],
  },
  "GET /api/v1/controller/stakeholders/companies/:id/departments": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/stakeholders/companies/${s.company}/departments` }],
  },
  "GET /api/v1/controller/stakeholders/companies/:id/organization": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/stakeholders/companies/${s.company}/organization?search=a` },
    ],
  },
  "GET /api/v1/controller/dashboards/:companyId/overview": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/dashboards/${s.company}/overview` },
      { method: "GET", path: `/controller/dashboards/${s.company}/overview?department=${s.department}` },
      { method: "GET", path: `/controller/dashboards/${s.company}/overview?tag=${s.tag}&from=2026-01-01` },
    ],
  },
  "GET /api/v1/controller/dashboards/:companyId/awareness": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/dashboards/${s.company}/awareness` },
      { method: "GET", path: `/controller/dashboards/${s.company}/awareness?department=${s.department}` },
    ],
  },
  "GET /api/v1/controller/stakeholders/assets/:companyId": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/stakeholders/assets/${s.company}` }],
  },
  "POST /api/v1/controller/stakeholders/assets/actionplan/:companyId": {
    area: "controller",
    requests: (s) => {
      const path = `/controller/stakeholders/assets/actionplan/${s.company}`;
      const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      return [
        {
          method: "POST",
          path,
          body: { assetIds: [1], target: { kind: "departments", ids: [s.department] }, dueDate },
        },
        { method: "POST", path, body: { assetIds: [1], target: { kind: "tags", ids: [s.tag] }, dueDate } },
        {
          method: "POST",
          path,
          body: { assetIds: [1], target: { kind: "people", ids: [s.person] }, dueDate },
        },
      ];
    },
  },
  "GET /api/v1/controller/reports/:companyId": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/reports/${s.company}` }],
  },
  "POST /api/v1/controller/reports/:companyId": {
    area: "controller",
    requests: (s) => [
      { method: "POST", path: `/controller/reports/${s.company}`, body: {} },
      { method: "POST", path: `/controller/reports/${s.company}`, body: { department: s.department } },
    ],
  },
  "GET /api/v1/controller/reports/:companyId/:reportId/:format": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/reports/${s.company}/${s.report}/pdf` },
      { method: "GET", path: `/controller/reports/${s.company}/${s.report}/xlsx` },
    ],
  },
  // ---------------------------------------------------------------- breach monitoring (read side)
  "GET /api/v1/user/breaches": {
    area: "employee",
    noIds: "the caller's own exposures, chosen by the session alone",
    requests: () => [{ method: "GET", path: "/user/breaches" }],
  },
  "PUT /api/v1/user/breaches/:breachId/:flag/true": {
    area: "employee",
    requests: (s) => [
      { method: "PUT", path: `/user/breaches/${s.breach}/password/true` },
      { method: "PUT", path: `/user/breaches/${s.breach}/solved/true` },
    ],
  },
  "GET /api/v1/controller/breaches/:companyId/summary": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/breaches/${s.company}/summary` },
      { method: "GET", path: `/controller/breaches/${s.company}/summary?department=${s.department}` },
    ],
  },
  "GET /api/v1/controller/breaches/:companyId/export": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/breaches/${s.company}/export` }],
  },
  "GET /api/v1/controller/breaches/:companyId/alerts": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/breaches/${s.company}/alerts` }],
  },
  // ---------------------------------------------------------------- breach monitoring (sources)
  "GET /api/v1/controller/breaches/:companyId/monitor": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/breaches/${s.company}/monitor` }],
  },
  "POST /api/v1/controller/breaches/:companyId/check": {
    area: "controller",
    noOwnControl: "no HIBP_API_KEY in this suite: A's own check is 412 ND1027 (breaches/monitor.test.ts)",
    requests: (s) => [{ method: "POST", path: `/controller/breaches/${s.company}/check`, body: {} }],
  },
  "POST /api/v1/controller/breaches/:companyId/import": {
    area: "controller",
    requests: (s) => [
      { method: "POST", path: `/controller/breaches/${s.company}/import`, form: () => breachForm(s) },
    ],
  },
  "GET /api/v1/controller/reports/:companyId/schedule": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/reports/${s.company}/schedule` }],
  },
  "PUT /api/v1/controller/reports/:companyId/schedule": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/reports/${s.company}/schedule`,
        body: { enabled: false, department: s.department, recipients: [] },
      },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/campaigns/${s.company}` },
      { method: "GET", path: `/controller/campaigns/${s.company}?surveyTypes=16,27` },
    ],
  },
  "POST /api/v1/controller/campaigns/:companyId": {
    area: "controller",
    requests: (s) => [
      { method: "POST", path: `/controller/campaigns/${s.company}`, body: campaignBody(s, "made") },
    ],
  },
  "GET /api/v1/user/simulations": {
    area: "employee",
    noIds: "the caller's own simulations, chosen by the session alone",
    requests: () => [{ method: "GET", path: "/user/simulations" }],
  },
  "GET /api/v1/controller/dashboards/:companyId/phishing": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/dashboards/${s.company}/phishing` },
      { method: "GET", path: `/controller/dashboards/${s.company}/phishing?department=${s.department}` },
      { method: "GET", path: `/controller/dashboards/${s.company}/phishing?tag=${s.tag}` },
      {
        method: "GET",
        path: `/controller/dashboards/${s.company}/phishing?channel=sms&department=${s.department}`,
      },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/types": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/types` }],
  },
  "GET /api/v1/controller/campaigns/:companyId/sms-templates/:x": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/sms-templates/7` }],
  },
  "GET /api/v1/controller/campaigns/:companyId/reach": {
    area: "controller",
    requests: (s) => [
      {
        method: "GET",
        path: `/controller/campaigns/${s.company}/reach?type=DEPARTMENTS&ids=${s.department}`,
      },
      { method: "GET", path: `/controller/campaigns/${s.company}/reach?type=TAGS&ids=${s.tag}` },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/domains": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/domains` }],
  },
  "GET /api/v1/controller/campaigns/:companyId/templates/:x": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/campaigns/${s.company}/templates/1` },
      { method: "GET", path: `/controller/campaigns/${s.company}/templates/7` },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/template/:templateId": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/campaigns/${s.company}/template/2` },
      { method: "GET", path: `/controller/campaigns/${s.company}/template/${s.templateCopy}` },
      { method: "GET", path: `/controller/campaigns/${s.company}/template/2?personId=${s.person}` },
    ],
  },
  "POST /api/v1/controller/campaigns/:companyId/template": {
    area: "controller",
    requests: (s) => [
      {
        method: "POST",
        path: `/controller/campaigns/${s.company}/template`,
        body: templateCopyBody(s, "copy"),
      },
    ],
  },
  "PUT /api/v1/controller/campaigns/:companyId/template/:templateId": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/campaigns/${s.company}/template/${s.templateCopy}`,
        body: templateCopyBody(s, "changed"),
      },
    ],
  },
  "DELETE /api/v1/controller/campaigns/:companyId/template/:templateId": {
    area: "controller",
    requests: (s) => [
      { method: "DELETE", path: `/controller/campaigns/${s.company}/template/${s.spareTemplateCopy}` },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/:id": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/${s.campaign}` }],
  },
  "DELETE /api/v1/controller/campaigns/:companyId/:id": {
    area: "controller",
    requests: (s) => [{ method: "DELETE", path: `/controller/campaigns/${s.company}/${s.spareCampaign}` }],
  },
  "GET /api/v1/controller/campaigns/:companyId/:id/interactions": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/campaigns/${s.company}/${s.campaign}/interactions` },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/:id/psychoprofile": {
    area: "controller",
    requests: (s) => [
      { method: "GET", path: `/controller/campaigns/${s.company}/${s.campaign}/psychoprofile` },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/:id/export": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/${s.campaign}/export` }],
  },
  "GET /api/v1/controller/campaigns/:companyId/reported": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/reported` }],
  },
  "PUT /api/v1/controller/campaigns/:companyId/reported/:id": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/campaigns/${s.company}/reported/${s.reported?.message}`,
        body: { verdict: "spam" },
      },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/reported/:id/attachments/:attachmentId": {
    area: "controller",
    requests: (s) => [
      {
        method: "GET",
        path: `/controller/campaigns/${s.company}/reported/${s.reported?.message}/attachments/${s.reported?.attachment}`,
      },
    ],
  },
  // Neurophishing series: each side's series is made in beforeAll (it is kept on the side as `series`).
  "POST /api/v1/controller/campaigns/:companyId/schedule": {
    area: "controller",
    requests: (s) => [
      {
        method: "POST",
        path: `/controller/campaigns/${s.company}/schedule`,
        body: {
          // A campaign's body, as a series: its template and campaign type are not read.
          ...campaignBody(s, "made"),
          campaignKind: "neurophishing",
          surveyTypeId: 27,
          totalCampaigns: 2,
          frecuency: 7,
        },
      },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/subcampaigns/:id": {
    area: "controller",
    requests: (s) => [
      {
        method: "GET",
        path: `/controller/campaigns/${s.company}/subcampaigns/${(s as Side & { series: number }).series}`,
      },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/subcampaigns/:id/:sub": {
    area: "controller",
    requests: (s) => [
      {
        method: "GET",
        path: `/controller/campaigns/${s.company}/subcampaigns/${(s as Side & { series: number }).series}/1`,
      },
    ],
  },
  // Campaign drafts: each side's are made by its controller in beforeAll.
  "GET /api/v1/controller/campaigns/:companyId/drafts": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/drafts` }],
  },
  "POST /api/v1/controller/campaigns/:companyId/drafts": {
    area: "controller",
    requests: (s) => [
      { method: "POST", path: `/controller/campaigns/${s.company}/drafts`, body: draftBody(s, "made") },
    ],
  },
  "GET /api/v1/controller/campaigns/:companyId/drafts/:id": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/campaigns/${s.company}/drafts/${s.drafts?.kept}` }],
  },
  "PUT /api/v1/controller/campaigns/:companyId/drafts/:id": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/campaigns/${s.company}/drafts/${s.drafts?.kept}`,
        body: draftBody(s, "changed"),
      },
    ],
  },
  "DELETE /api/v1/controller/campaigns/:companyId/drafts/:id": {
    area: "controller",
    requests: (s) => [
      { method: "DELETE", path: `/controller/campaigns/${s.company}/drafts/${s.drafts?.spare}` },
    ],
  },
  "POST /api/v1/controller/campaigns/:companyId/drafts/:id/schedule": {
    area: "controller",
    requests: (s) => [
      { method: "POST", path: `/controller/campaigns/${s.company}/drafts/${s.drafts?.complete}/schedule` },
    ],
  },
  "GET /api/v1/admin/phishing-domains": {
    area: "admin",
    noIds: "platform infrastructure, for platform admins only (a company admin is refused)",
    requests: () => [{ method: "GET", path: "/admin/phishing-domains" }],
  },
  "POST /api/v1/admin/phishing-domains": {
    area: "admin",
    noIds: "platform infrastructure, for platform admins only (a company admin is refused)",
    requests: (s) => [
      {
        method: "POST",
        path: "/admin/phishing-domains",
        body: {
          host: `login.${s.domain}`,
          mailDomain: s.domain,
          allCompanies: false,
          companyIds: [s.company],
        },
      },
    ],
  },
  "PUT /api/v1/admin/phishing-domains/:id": {
    area: "admin",
    noIds: "platform infrastructure, for platform admins only (a company admin is refused)",
    requests: (s) => [
      {
        method: "PUT",
        path: `/admin/phishing-domains/${phishing.spareDomain}`,
        body: { allCompanies: false, companyIds: [s.company] },
      },
    ],
  },
  "DELETE /api/v1/admin/phishing-domains/:id": {
    area: "admin",
    noIds: "platform infrastructure, for platform admins only (a company admin is refused)",
    requests: () => [{ method: "DELETE", path: `/admin/phishing-domains/${phishing.spareDomain}` }],
  },
  "GET /api/v1/admin/identity/:companyId/scim-tokens": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/identity/${s.company}/scim-tokens` }],
  },
  "POST /api/v1/admin/identity/:companyId/scim-tokens": {
    area: "admin",
    requests: (s) => [
      {
        method: "POST",
        path: `/admin/identity/${s.company}/scim-tokens`,
        body: { name: `${s.label} IdP two` },
      },
    ],
  },
  "DELETE /api/v1/admin/identity/:companyId/scim-tokens/:id": {
    area: "admin",
    requests: (s) => [
      {
        method: "DELETE",
        path: `/admin/identity/${s.company}/scim-tokens/${scimTokens[s.label]?.spareId}`,
      },
    ],
  },
  "GET /api/v1/admin/identity/:companyId/federation": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/identity/${s.company}/federation` }],
  },
  "PUT /api/v1/admin/identity/:companyId/federation": {
    area: "admin",
    noOwnControl: "no SECRET_KEY in this suite: A's own save is ND1017 (sso/admin-routes.test.ts)",
    requests: (s) => [
      {
        method: "PUT",
        path: `/admin/identity/${s.company}/federation`,
        body: { protocol: "oidc", issuer: `https://idp.${s.domain}`, clientId: "wellguard", hosts: [] },
      },
    ],
  },
  "DELETE /api/v1/admin/identity/:companyId/federation": {
    area: "admin",
    requests: (s) => [{ method: "DELETE", path: `/admin/identity/${s.company}/federation` }],
  },
  "GET /api/v1/controller/traits/:id/interactions": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/interactions` }],
  },
  "GET /api/v1/controller/traits/:id/psychoprofile": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/psychoprofile` }],
  },
  "GET /api/v1/controller/traits/:id/actions": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/actions` }],
  },
  "GET /api/v1/controller/traits/:id/dimensions/:dimensionId/actions": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/dimensions/13/actions` }],
  },
  "GET /api/v1/controller/traits/:id/assets": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/assets` }],
  },
  "GET /api/v1/controller/traits/:id/assets/:assetId": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/traits/${s.person}/assets/1` }],
  },
  "GET /api/v1/controller/traits/text-actions": {
    area: "controller",
    noIds: "the catalogue of actions, the same for every company",
    requests: () => [{ method: "GET", path: "/controller/traits/text-actions" }],
  },
  "GET /api/v1/controller/stakeholders/tags/:companyId": {
    area: "controller",
    requests: (s) => [{ method: "GET", path: `/controller/stakeholders/tags/${s.company}` }],
  },
  "POST /api/v1/controller/stakeholders/tags/:companyId": {
    area: "controller",
    requests: (s) => [
      {
        method: "POST",
        path: `/controller/stakeholders/tags/${s.company}`,
        body: { name: `${s.label} new tag`, personIds: [s.person] },
      },
    ],
  },
  "PUT /api/v1/controller/stakeholders/tags/:companyId/:tagId": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/stakeholders/tags/${s.company}/${s.tag}`,
        body: { name: `${s.label} renamed` },
      },
    ],
  },
  "DELETE /api/v1/controller/stakeholders/tags/:companyId/:tagId": {
    area: "controller",
    requests: (s) => [{ method: "DELETE", path: `/controller/stakeholders/tags/${s.company}/${s.spareTag}` }],
  },
  "PUT /api/v1/controller/stakeholders/tags/:companyId/:tagId/people": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/stakeholders/tags/${s.company}/${s.tag}/people`,
        body: { add: [s.otherPerson], remove: [s.person] },
      },
    ],
  },
  "PUT /api/v1/controller/stakeholders/people/:id": {
    area: "controller",
    requests: (s) => [
      {
        method: "PUT",
        path: `/controller/stakeholders/people/${s.person}`,
        body: { name: `${s.label} One`, surname: "Edited", email: `one@${s.domain}` },
      },
    ],
  },

  // ---------------------------------------------------------------- admin stakeholders
  "GET /api/v1/admin/stakeholders/companies": {
    area: "admin",
    noIds: "lists the companies in the admin's scope, and only those",
    requests: () => [
      { method: "GET", path: "/admin/stakeholders/companies?pageSize=100" },
      { method: "GET", path: "/admin/stakeholders/companies?search=bravo" },
    ],
  },
  "GET /api/v1/admin/stakeholders/people": {
    area: "admin",
    requests: (s) => [
      { method: "GET", path: `/admin/stakeholders/people?companyId=${s.company}&pageSize=100`, filter: true },
      { method: "GET", path: `/admin/stakeholders/people?departmentId=${s.department}`, filter: true },
    ],
  },
  "GET /api/v1/admin/stakeholders/companies/:id/departments": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/stakeholders/companies/${s.company}/departments` }],
  },
  "GET /api/v1/admin/stakeholders/companies/:id/companies": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/stakeholders/companies/${s.company}/companies` }],
  },
  "GET /api/v1/admin/stakeholders/companies/:id/people": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/stakeholders/companies/${s.company}/people` }],
  },
  "GET /api/v1/admin/stakeholders/departments/:id/people": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/stakeholders/departments/${s.department}/people` }],
  },
  "GET /api/v1/admin/stakeholders/people/:id/companies": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/stakeholders/people/${s.person}/companies` }],
  },
  ...perKind((kind) => [
    `GET ${V1}/admin/stakeholders/${kind}/:id`,
    {
      area: "admin",
      requests: (s) => [{ method: "GET", path: `/admin/stakeholders/${kind}/${idOf(s, kind)}` }],
    },
  ]),
  ...perKind((kind) => [
    `POST ${V1}/admin/stakeholders/${kind}`,
    {
      area: "admin",
      requests: (s) => [
        { method: "POST", path: `/admin/stakeholders/${kind}`, body: creation(s, kind, "x") },
      ],
    },
  ]),
  ...perKind((kind) => [
    `PUT ${V1}/admin/stakeholders/${kind}/:id`,
    {
      area: "admin",
      requests: (s) => [
        { method: "PUT", path: `/admin/stakeholders/${kind}/${idOf(s, kind)}`, body: record(s, kind) },
      ],
    },
  ]),
  ...perKind((kind) => [
    `POST ${V1}/admin/stakeholders/${kind}/:id`,
    {
      area: "admin",
      requests: (s) => [
        {
          method: "POST",
          path: `/admin/stakeholders/${kind}/${idOf(s, kind)}`,
          form: () => {
            if (kind === "companies") return logoForm();
            const form = new FormData();
            form.append("data", JSON.stringify(record(s, kind)));
            return form;
          },
        },
      ],
    },
  ]),
  ...perKind((kind) => [
    `DELETE ${V1}/admin/stakeholders/${kind}/:id`,
    {
      area: "admin",
      requests: (s) => [{ method: "DELETE", path: `/admin/stakeholders/${kind}/${s.spare[kind][0]}` }],
    },
  ]),
  ...perKind((kind) => [
    `PUT ${V1}/admin/stakeholders/multiupdate/${kind}`,
    {
      area: "admin",
      requests: (s) => [
        {
          method: "PUT",
          path: `/admin/stakeholders/multiupdate/${kind}`,
          body: { ids: [idOf(s, kind)], changes: change(s, kind) },
        },
      ],
    },
  ]),
  ...perKind((kind) => [
    `PUT ${V1}/admin/stakeholders/multidelete/${kind}`,
    {
      area: "admin",
      requests: (s) => [
        { method: "PUT", path: `/admin/stakeholders/multidelete/${kind}`, body: { ids: [s.spare[kind][1]] } },
      ],
    },
  ]),
  ...perKind((kind) => [
    `POST ${V1}/admin/stakeholders/emails/${kind}`,
    {
      area: "admin",
      requests: (s) => [
        { method: "POST", path: `/admin/stakeholders/emails/${kind}`, body: { ids: [idOf(s, kind)] } },
      ],
    },
  ]),
  "GET /api/v1/stakeholders/companies/:id/logo": {
    area: "signed-in",
    requests: (s) => [{ method: "GET", path: `/stakeholders/companies/${s.company}/logo` }],
  },
  // Controllers and admins both read it (a USER is refused, which "signed-in" accepts as scoped).
  "GET /api/v1/events": {
    area: "signed-in",
    requests: (s) => [
      { method: "GET", path: `/events?companyId=${s.company}` },
      { method: "GET", path: `/events?companyId=${s.company}&format=jsonl&types=person.created` },
    ],
    noOwnControl:
      "the USER control is refused (403) by design; A's controller, admin and key reading A are in features/integrations/events.test.ts",
  },

  // ---------------------------------------------------------------- API keys (issue 21)
  "GET /api/v1/integrations/:companyId/api-keys": {
    area: "manager",
    requests: (s) => [{ method: "GET", path: `/integrations/${s.company}/api-keys` }],
  },
  "POST /api/v1/integrations/:companyId/api-keys": {
    area: "manager",
    requests: (s) => [
      {
        method: "POST",
        path: `/integrations/${s.company}/api-keys`,
        body: { name: `${s.label} key`, scopes: ["people:read"] },
      },
    ],
  },
  // ---------------------------------------------------------------- webhooks (issue 21)
  "GET /api/v1/integrations/:companyId/webhooks": {
    area: "manager",
    requests: (s) => [{ method: "GET", path: `/integrations/${s.company}/webhooks` }],
  },
  "POST /api/v1/integrations/:companyId/webhooks": {
    area: "manager",
    noOwnControl:
      "no SECRET_KEY in this suite: A's own create is ND1017 (features/integrations/webhook-ssrf.test.ts)",
    requests: (s) => [
      {
        method: "POST",
        path: `/integrations/${s.company}/webhooks`,
        body: { url: "https://93.184.215.14/new", eventTypes: ["person.created"] },
      },
    ],
  },
  "PUT /api/v1/integrations/:companyId/webhooks/:id": {
    area: "manager",
    requests: (s) => [
      {
        method: "PUT",
        path: `/integrations/${s.company}/webhooks/${webhooks[s.label]?.id}`,
        body: { url: webhooks[s.label]?.url, eventTypes: ["person.created"], enabled: false },
      },
    ],
  },
  "DELETE /api/v1/integrations/:companyId/webhooks/:id": {
    area: "manager",
    requests: (s) => [
      { method: "DELETE", path: `/integrations/${s.company}/webhooks/${webhooks[s.label]?.spareId}` },
    ],
  },
  "POST /api/v1/integrations/:companyId/webhooks/:id/test": {
    area: "manager",
    requests: (s) => [
      { method: "POST", path: `/integrations/${s.company}/webhooks/${webhooks[s.label]?.id}/test` },
    ],
  },
  "GET /api/v1/integrations/:companyId/webhooks/:id/deliveries": {
    area: "manager",
    requests: (s) => [
      { method: "GET", path: `/integrations/${s.company}/webhooks/${webhooks[s.label]?.id}/deliveries` },
    ],
  },
  "POST /api/v1/integrations/:companyId/webhooks/:id/deliveries/:deliveryId/replay": {
    area: "manager",
    requests: (s) => [
      {
        method: "POST",
        path: `/integrations/${s.company}/webhooks/${webhooks[s.label]?.id}/deliveries/${webhooks[s.label]?.deliveryId}/replay`,
      },
    ],
  },
  "DELETE /api/v1/integrations/:companyId/api-keys/:id": {
    area: "manager",
    requests: (s) => [
      { method: "DELETE", path: `/integrations/${s.company}/api-keys/${spareApiKeys[s.label] ?? 0}` },
    ],
  },

  // ---------------------------------------------------------------- audit log and admin dashboard
  "GET /api/v1/admin/audit": {
    area: "admin",
    requests: (s) => [
      { method: "GET", path: "/admin/audit?pageSize=100", filter: true },
      { method: "GET", path: `/admin/audit?companyId=${s.company}&pageSize=100`, filter: true },
      { method: "GET", path: `/admin/audit?entityType=tags&entityId=${s.tag}`, filter: true },
    ],
  },
  "GET /api/v1/admin/dashboard": {
    area: "admin",
    noIds: "totals and recent changes of the admin's scope",
    requests: () => [{ method: "GET", path: "/admin/dashboard" }],
  },
  "GET /api/v1/admin/dashboard/:companyId": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/dashboard/${s.company}` }],
  },

  // ---------------------------------------------------------------- people import and export (both areas)
  ...Object.fromEntries(
    (["admin", "controller"] as const).flatMap((area): [string, Case][] => {
      const base = `/${area}/stakeholders/people`;
      return [
        [
          `GET ${V1}${base}/template`,
          {
            area,
            noIds: "a blank template in the caller's language",
            requests: () => [{ method: "GET", path: `${base}/template?format=csv` }],
          },
        ],
        [
          `POST ${V1}${base}/import/:companyId`,
          {
            area,
            requests: (s) => [
              {
                method: "POST",
                path: `${base}/import/${s.company}`,
                form: () => importForm(s, `upload-${area}`),
              },
            ],
          },
        ],
        [
          `GET ${V1}${base}/import/:companyId/:importId`,
          {
            area,
            requests: (s) => [{ method: "GET", path: `${base}/import/${s.company}/${s.imports[area]}` }],
          },
        ],
        [
          `POST ${V1}${base}/import/:companyId/:importId/commit`,
          {
            area,
            requests: (s) => [
              { method: "POST", path: `${base}/import/${s.company}/${s.imports[area]}/commit` },
            ],
          },
        ],
        [
          `GET ${V1}${base}/export/:companyId`,
          {
            area,
            requests: (s) => [
              { method: "GET", path: `${base}/export/${s.company}?format=csv` },
              { method: "GET", path: `${base}/export/${s.company}?format=xlsx&tagId=${s.tag}` },
            ],
          },
        ],
      ];
    }),
  ),

  // ---------------------------------------------------------------- the caller's own account
  "GET /api/v1/stakeholders/my-profile": {
    area: "signed-in",
    noIds: "answers the caller's own record",
    requests: () => [{ method: "GET", path: "/stakeholders/my-profile?email=true&login=true" }],
  },
  "GET /api/v1/stakeholders/companies/theme": {
    area: "signed-in",
    noIds: "answers the caller's own company",
    requests: () => [{ method: "GET", path: "/stakeholders/companies/theme" }],
  },

  // ---------------------------------------------------------------- admin outbox
  "GET /api/v1/admin/outbox": {
    area: "admin",
    noIds: "the platform's outgoing mail: only platform admins read it; a company admin is refused (403)",
    requests: () => [{ method: "GET", path: "/admin/outbox?pageSize=100" }],
  },
  "GET /api/v1/admin/outbox/:id": {
    area: "admin",
    requests: (s) => [{ method: "GET", path: `/admin/outbox/${s.mailId}` }],
    noOwnControl: "outbox ids are not per company",
  },

  "PUT /api/v1/user/stakeholders/": {
    area: "signed-in",
    noIds: "saves the caller's own avatar",
    requests: () => [{ method: "PUT", path: "/user/stakeholders/", body: { avatar: "avatar-07.svg" } }],
  },
  "POST /api/v1/auth/sso-logout": {
    area: "signed-in",
    noIds: "the provider logout of the caller's own session, chosen by the session alone",
    requests: () => [{ method: "POST", path: "/auth/sso-logout", body: {} }],
  },

  // ---------------------------------------------------------------- the employee journey (own data only)
  "GET /api/v1/user/traits/interactions": {
    area: "employee",
    noIds: "the caller's own interactions",
    requests: () => [{ method: "GET", path: "/user/traits/interactions?dummies=true" }],
  },
  "GET /api/v1/user/traits/interactions/:id": {
    area: "employee",
    requests: (s) => [
      { method: "GET", path: `/user/traits/interactions/${s.interaction}?completeQuestions=true` },
      { method: "GET", path: `/user/traits/interactions/${s.interaction}` },
    ],
  },
  "PUT /api/v1/user/traits/interactions/:id": {
    area: "employee",
    requests: (s) => [{ method: "PUT", path: `/user/traits/interactions/${s.interaction}`, body: s.answer }],
  },
  "GET /api/v1/user/traits/helpers": {
    area: "employee",
    noIds: "the helper bots' messages, the same for everyone",
    requests: () => [{ method: "GET", path: "/user/traits/helpers?surveyTypes=ALL" }],
  },
  "GET /api/v1/user/traits/helpers/:id": {
    area: "employee",
    noIds: "a helper bot is platform content (survey type 30 or 31), not a company's",
    requests: () => [{ method: "GET", path: "/user/traits/helpers/30" }],
  },
  "GET /api/v1/user/traits/psychoprofile": {
    area: "employee",
    noIds: "the caller's own dimension records",
    requests: () => [{ method: "GET", path: "/user/traits/psychoprofile?surveyTypes=ALL" }],
  },
  "GET /api/v1/user/traits/scores": {
    area: "employee",
    noIds: "the caller's own scores",
    requests: () => [{ method: "GET", path: "/user/traits/scores" }],
  },
  "GET /api/v1/user/surveys": {
    area: "employee",
    noIds: "the caller's own surveys",
    requests: () => [{ method: "GET", path: "/user/surveys?phishing=true" }],
  },
  // The library: asset ids are platform content (the same 14 for everyone); reads and achievements are the caller's.
  "GET /api/v1/user/traits/assets": {
    area: "employee",
    noIds: "the catalogue with the caller's own reads",
    requests: () => [
      { method: "GET", path: "/user/traits/assets?status=pending&family=article&priority=high" },
    ],
  },
  "GET /api/v1/user/traits/assets/:id": {
    area: "employee",
    noIds: "an asset is platform content, not a company's",
    requests: () => [{ method: "GET", path: "/user/traits/assets/1" }],
  },
  "PUT /api/v1/user/traits/assets/:id/read": {
    area: "employee",
    noIds: "marks the caller's own read of platform content",
    requests: () => [{ method: "PUT", path: "/user/traits/assets/1/read", body: {} }],
  },
  "GET /api/v1/user/traits/actions": {
    area: "employee",
    noIds: "computed from the caller's own records",
    requests: () => [{ method: "GET", path: "/user/traits/actions" }],
  },
  "GET /api/v1/user/gamings/achievements": {
    area: "employee",
    noIds: "the caller's own achievements",
    requests: () => [{ method: "GET", path: "/user/gamings/achievements?claimed=false" }],
  },
  "PUT /api/v1/user/gamings/achievements/:id": {
    area: "employee",
    noIds: "claims the caller's own achievement (achievement ids are the platform's catalogue)",
    // The read first unlocks first_asset_read (8) for each caller, so the claim is a 2xx.
    requests: () => [
      { method: "PUT", path: "/user/traits/assets/1/read", body: {} },
      { method: "PUT", path: "/user/gamings/achievements/8", body: {} },
    ],
  },

  // ---------------------------------------------------------------- misc lookups (platform-wide data)
  ...Object.fromEntries(
    [
      "/misc/constants",
      "/misc/constants/:name",
      "/misc/countries",
      "/misc/regions",
      "/misc/regions/:id",
      "/misc/surveyflows",
      "/misc/timezones",
      "/misc/translations/services",
      "/misc/translations/global",
      "/misc/translations/dimensions",
    ].map((path): [string, Case] => [
      `GET ${V1}${path}`,
      {
        area: "signed-in",
        noIds: "platform-wide reference data (constants, countries, regions, zones, translations)",
        requests: () => [
          { method: "GET", path: path.replace(":name", "survey_status").replace(":id", "150") },
        ],
      },
    ]),
  ),
};

describe.each(testDatabases())("tenant isolation of every organisation route (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens = {
    platformAdmin: "",
    userA: "",
    controllerA: "",
    adminA: "",
    controllerB: "",
    // API keys of A with every scope (issue 21): one made by A's controller, one by A's admin.
    keyControllerA: "",
    keyAdminA: "",
  };
  let A: Side;
  let B: Side;

  async function send(req: Req, token: string | undefined): Promise<ApiResponse<unknown>> {
    if (req.form) {
      const response = await fetch(`${server.baseUrl}${V1}${req.path}`, {
        method: req.method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: req.form(),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body };
    }
    return api.call<unknown>(req.method, `${V1}${req.path}`, {
      ...(req.body !== undefined ? { body: req.body } : {}),
      ...(token ? { token } : {}),
    });
  }

  /** Waits (at most 30 s) until a background job reports a final status, so later cases do not race it. */
  async function settled(path: string, token: string): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      const res = await send({ method: "GET", path }, token);
      const status = (res.body as { records?: { status?: string } }).records?.status;
      if (res.status >= 300 || (status !== "committing" && status !== "queued")) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} did not finish`);
  }

  /** A call that must work (fixture building); fails loudly otherwise. */
  async function must<T>(req: Req, token: string): Promise<T> {
    const res = await send(req, token);
    if (res.status >= 300)
      throw new Error(`${req.method} ${req.path}: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { records: T }).records;
  }

  const createAs = (token: string, kind: Kind, body: Record<string, unknown>) =>
    must<{ stakeholderId: number; id?: number }>(
      { method: "POST", path: `/admin/stakeholders/${kind}`, body },
      token,
    ).then((r) => r.stakeholderId);

  /** Company, two departments, two people, spare things to delete, and a logo; by a platform admin. */
  async function makeCompany(label: string, domain: string): Promise<Side> {
    const admin = tokens.platformAdmin;
    const company = await createAs(admin, "companies", {
      name: `${label} Company`,
      domains: [domain],
      services: [1, 2, 3, 4, 5],
      surveyFlowId: 1,
      type: "HOLDING",
    });
    const department = await createAs(admin, "departments", {
      name: `${label} Operations`,
      stakeholderCompanyId: company,
    });
    const subDepartment = await createAs(admin, "departments", {
      name: `${label} Night Shift`,
      stakeholderCompanyId: company,
      stakeholderDepartmentParentId: department,
    });
    const personOf = (n: string, departmentId: number) =>
      createAs(admin, "people", {
        name: `${label} ${n}`,
        surname: label,
        email: `${n.toLowerCase()}@${domain}`,
        login: `${label.toLowerCase()}-${n.toLowerCase()}`,
        stakeholderCompanyId: company,
        stakeholderDepartmentId: departmentId,
      });
    const side: Side = {
      label,
      domain,
      company,
      department,
      subDepartment,
      person: await personOf("One", subDepartment),
      otherPerson: await personOf("Two", department),
      tag: 0,
      spareTag: 0,
      report: 0,
      spare: { companies: [0, 0], departments: [0, 0], people: [0, 0] },
      imports: { controller: "", admin: "" },
      mailId: 0,
      interaction: 0,
      answer: { questionId: "", value: 0 },
      campaign: 0,
      spareCampaign: 0,
      templateCopy: 0,
      spareTemplateCopy: 0,
    };
    for (const k of KINDS) {
      side.spare[k] = [
        await createAs(admin, k, creation(side, k, "spare1")),
        await createAs(admin, k, creation(side, k, "spare2")),
      ];
    }
    await must({ method: "POST", path: `/admin/stakeholders/companies/${company}`, form: logoForm }, admin);
    return side;
  }

  /** A person of the side's company with the given profiles, made through the admin API, who can sign in. */
  async function signInAs(side: Side, login: string, profiles: string[]): Promise<string> {
    const id = await createAs(tokens.platformAdmin, "people", {
      name: `${side.label} ${login}`,
      surname: side.label,
      email: `${login}@${side.domain}`,
      login: `${side.label.toLowerCase()}-${login}`,
      stakeholderCompanyId: side.company,
      profiles,
      controllerCompanyIds: profiles.includes("CONTROLLER") ? [side.company] : [],
    });
    await allowSignIn(server.db, id);
    return api.token(`${side.label.toLowerCase()}-${login}`);
  }

  /** Each side's campaigns and template copies, made by its controller. */
  async function addCampaigns(side: Side, token: string) {
    const path = `/controller/campaigns/${side.company}`;
    side.campaign = (
      await must<{ campaignId: number }>(
        { method: "POST", path, body: campaignBody(side, "campaign") },
        token,
      )
    ).campaignId;
    side.spareCampaign = (
      await must<{ campaignId: number }>(
        { method: "POST", path, body: campaignBody(side, "spare campaign") },
        token,
      )
    ).campaignId;
    const copy = (name: string) =>
      must<{ templateId: number }>(
        { method: "POST", path: `${path}/template`, body: templateCopyBody(side, name) },
        token,
      );
    side.templateCopy = (await copy("copy")).templateId;
    side.spareTemplateCopy = (await copy("spare copy")).templateId;
  }

  async function addTags(side: Side, token: string) {
    const path = `/controller/stakeholders/tags/${side.company}`;
    side.tag = (
      await must<{ id: number }>(
        { method: "POST", path, body: { name: `${side.label} tag`, personIds: [side.person] } },
        token,
      )
    ).id;
    side.spareTag = (
      await must<{ id: number }>({ method: "POST", path, body: { name: `${side.label} spare` } }, token)
    ).id;
    side.report = (
      await must<{ reportId: number }>(
        { method: "POST", path: `/controller/reports/${side.company}`, body: {} },
        token,
      )
    ).reportId;
  }

  /** A previewed (not committed) upload of a people file into the side's company. */
  async function upload(side: Side, area: "admin" | "controller", token: string): Promise<string> {
    const preview = await must<{ importId: string }>(
      {
        method: "POST",
        path: `/${area}/stakeholders/people/import/${side.company}`,
        form: () => importForm(side, `fixture-${area}`),
      },
      token,
    );
    return preview.importId;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    tokens.platformAdmin = await api.token("admin");
    A = await makeCompany("Alder", "alder.test");
    B = await makeCompany("Bravo", "bravo.test");
    tokens.controllerA = await signInAs(A, "controller", ["USER", "CONTROLLER"]);
    tokens.controllerB = await signInAs(B, "controller", ["USER", "CONTROLLER"]);
    tokens.userA = await signInAs(A, "user", ["USER"]);
    // A company admin: ADMIN of company A (and its child companies), not of the platform.
    tokens.adminA = await signInAs(A, "admin", ["ADMIN"]);
    const apiKey = (side: Side, token: string, name: string) =>
      must<{ id: number; key: string }>(
        {
          method: "POST",
          path: `/integrations/${side.company}/api-keys`,
          body: { name: `${side.label} ${name}`, scopes: [...API_KEY_SCOPES], requestsPerMinute: 6000 },
        },
        token,
      );
    tokens.keyControllerA = (await apiKey(A, tokens.controllerA, "controller key")).key;
    tokens.keyAdminA = (await apiKey(A, tokens.adminA, "admin key")).key;
    spareApiKeys[A.label] = (await apiKey(A, tokens.controllerA, "spare key")).id;
    spareApiKeys[B.label] = (await apiKey(B, tokens.controllerB, "spare key")).id;
    await addTags(A, tokens.controllerA);
    await addTags(B, tokens.controllerB);
    const domain = (host: string) =>
      must<{ domainId: number }>(
        {
          method: "POST",
          path: "/admin/phishing-domains",
          body: { host, mailDomain: host, allCompanies: true },
        },
        tokens.platformAdmin,
      );
    phishing.domain = (await domain("login.shared.test")).domainId;
    phishing.spareDomain = (await domain("spare.shared.test")).domainId;
    // SCIM (issue 20): both companies contract it (service 9), each with a token of its own and a spare one.
    for (const side of [A, B]) {
      const company = await server.db
        .selectFrom("companies")
        .select("services")
        .where("id", "=", side.company)
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable("companies")
        .set({ services: [...company.services, 9] })
        .where("id", "=", side.company)
        .execute();
      const path = `/admin/identity/${side.company}/scim-tokens`;
      const made = await must<{ id: number; token: string }>(
        { method: "POST", path, body: { name: `${side.label} IdP` } },
        tokens.platformAdmin,
      );
      const spare = await must<{ id: number }>(
        { method: "POST", path, body: { name: `${side.label} spare IdP` } },
        tokens.platformAdmin,
      );
      scimTokens[side.label] = { id: made.id, token: made.token, spareId: spare.id };
    }
    await addCampaigns(A, tokens.controllerA);
    await addCampaigns(B, tokens.controllerB);
    // Neurophishing series need the neurogaitas service (7), which the fixture companies (services 1-5) have not
    // contracted: it is given to both in the database (what is tested here is the scope, not contracting);
    // each side's controller then makes its series through the API like any caller.
    for (const side of [A, B]) {
      const company = await server.db
        .selectFrom("companies")
        .select("services")
        .where("id", "=", side.company)
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable("companies")
        .set({ services: [...company.services, 7] })
        .where("id", "=", side.company)
        .execute();
    }
    // Single sign-on's admin routes need the federation service (6); given in the database like 7 above.
    for (const side of [A, B]) {
      await server.db
        .updateTable("companies")
        .set((eb) => ({ services: eb.fn("array_append", [eb.ref("services"), eb.val(6)]) }))
        .where("id", "=", side.company)
        .execute();
    }
    for (const [side, token] of [
      [A, tokens.controllerA],
      [B, tokens.controllerB],
    ] as const) {
      const made = await must<{ seriesId: number }>(
        {
          method: "POST",
          path: `/controller/campaigns/${side.company}/schedule`,
          body: {
            ...campaignBody(side, "series"),
            campaignKind: "neurophishing",
            surveyTypeId: 27,
            totalCampaigns: 2,
            frecuency: 7,
          },
        },
        token,
      );
      Object.assign(side, { series: made.seriesId });
    }
    for (const [side, token] of [
      [A, tokens.controllerA],
      [B, tokens.controllerB],
    ] as const) {
      const path = `/controller/campaigns/${side.company}/drafts`;
      const draft = async (body: Record<string, unknown>) =>
        (await must<{ draftId: number }>({ method: "POST", path, body }, token)).draftId;
      side.drafts = {
        kept: await draft({ name: `${side.label} draft` }),
        spare: await draft({ name: `${side.label} spare draft` }),
        complete: await draft(draftBody(side, "complete draft")),
      };
    }
    // The report mailbox stores what people forward; here each side's is written directly.
    for (const side of [A, B]) {
      const message = await server.db
        .insertInto("reported_messages")
        .values({
          company_id: side.company,
          reporter_id: side.person,
          sender: `${side.label} Phisher <phish@${side.domain}>`,
          subject: `${side.label} invoice`,
          links: JSON.stringify([{ url: `https://pay.${side.domain}/x`, domain: `pay.${side.domain}` }]),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const attachment = await server.db
        .insertInto("reported_attachments")
        .values({
          message_id: message.id,
          file_name: `${side.label} invoice.pdf`,
          declared_type: "application/pdf",
          size: side.label.length,
          sha256: "0".repeat(64),
          content: Buffer.from(side.label),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      side.reported = { message: message.id, attachment: attachment.id };
    }
    A.imports = {
      controller: await upload(A, "controller", tokens.controllerA),
      admin: await upload(A, "admin", tokens.adminA),
    };
    const bravoImport = await upload(B, "controller", tokens.controllerB);
    B.imports = { controller: bravoImport, admin: bravoImport };
    // Webhooks need SECRET_KEY to be created through the API (this suite has none): each side's are written here,
    // turned off so the worker never sends them (what is tested is the scope of the routes).
    for (const side of [A, B]) {
      const url = `https://93.184.215.14/${side.label.toLowerCase()}`;
      const endpoint = (secret: string) =>
        server.db
          .insertInto("webhook_endpoints")
          .values({
            company_id: side.company,
            url,
            event_types: ["person.created"],
            secret_sealed: secret,
            enabled: false,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      const kept = await endpoint("unused");
      const spare = await endpoint("unused");
      const event = await server.db
        .insertInto("events")
        .values({
          company_id: side.company,
          type: "person.created",
          data: JSON.stringify({ personId: side.person }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const delivery = await server.db
        .insertInto("webhook_deliveries")
        .values({ endpoint_id: kept.id, event_id: event.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      webhooks[side.label] = { id: kept.id, spareId: spare.id, deliveryId: String(delivery.id), url };
    }
    // B's people have mail in the outbox, so a list of messages that leaks would show it.
    await server.db.deleteFrom("outbox").execute();
    await api.post(`${V1}/auth/forgotpassword`, { login: "bravo-controller" });
    // The mail worker writes the link and the e-mail after the answer (issue 15, point 2).
    await server.app.flushOutbox();
    const outbox = await server.db.selectFrom("outbox").select(["id", "recipient"]).execute();
    if (outbox.length !== 1 || !B_MARKER.test(outbox[0]?.recipient ?? "")) {
      throw new Error(`expected one mail to B in the outbox: ${JSON.stringify(outbox)}`);
    }
    B.mailId = outbox[0]?.id ?? 0;
    // Each side's employee reads their journey (the welcome is assigned) and its first question.
    for (const [side, token] of [
      [A, tokens.userA],
      [B, tokens.controllerB],
    ] as const) {
      const list = await must<{ surveyEntityId: number }[]>(
        { method: "GET", path: "/user/traits/interactions" },
        token,
      );
      side.interaction = list[0]?.surveyEntityId ?? 0;
      const survey = await must<{
        questions: { questionId: string; kind: string; options: { value: number }[] }[];
      }>({ method: "GET", path: `/user/traits/interactions/${side.interaction}` }, token);
      const question = survey.questions[0];
      if (!question) throw new Error("the welcome survey has no question");
      side.answer = {
        questionId: question.questionId,
        value: question.kind === "text" ? "Fine" : (question.options[0]?.value ?? 0),
      };
    }
    // Breach exposures come from the daily check or an import file; here each side's employee is put in a breach
    // of the company's own, named after it, through the store every source ends in.
    for (const [side, login] of [
      [A, "user"],
      [B, "controller"],
    ] as const) {
      const name = `${side.label} leak`;
      await server.db.transaction().execute((trx) =>
        recordExposures(
          trx,
          side.company,
          "import",
          [
            {
              name,
              title: `${side.label} forum leak`,
              breachDate: "2026-02-01",
              domain: `forum.${side.domain}`,
              dataClasses: ["Email addresses", "Passwords"],
              description: `${side.label} forum accounts`,
              verified: true,
            },
          ],
          [{ email: `${login}@${side.domain}`, breachName: name }],
          new Date(),
        ),
      );
      const breach = await server.db
        .selectFrom("breaches")
        .select("id")
        .where("company_id", "=", side.company)
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      side.breach = breach.id;
    }
  });
  afterAll(() => server?.close());

  /** The route keys the app registered under the covered prefixes (HEAD mirrors left out). */
  function registeredKeys(): string[] {
    return [
      ...new Set(
        server.app.registeredRoutes
          .filter((r) => r.method !== "HEAD" && COVERED.some((p) => r.url === p || r.url.startsWith(`${p}/`)))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();
  }

  it("has a case for every registered route, and every case names a registered route", () => {
    const registered = registeredKeys();
    const missing = registered.filter((key) => !(key in CASES));
    const stale = Object.keys(CASES).filter((key) => !registered.includes(key));
    expect(missing, `routes without an isolation case: ${missing.join(", ")}`).toEqual([]);
    expect(stale, `isolation cases for routes that do not exist: ${stale.join(", ")}`).toEqual([]);
  });

  it("a SCIM token of company A never reaches company B's people or groups (/scim/v2)", async () => {
    const token = scimTokens[A.label]?.token ?? "";
    const scim = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}/scim/v2${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text() };
    };
    const problems: string[] = [];
    const deactivate = { Operations: [{ op: "replace", path: "active", value: false }] };
    const foreign: [string, string, unknown?][] = [
      ["GET", `/Users/${B.person}`],
      ["PUT", `/Users/${B.otherPerson}`, { userName: "x@alder.test", emails: [{ value: "x@alder.test" }] }],
      ["PATCH", `/Users/${B.otherPerson}`, deactivate],
      ["DELETE", `/Users/${B.otherPerson}`],
      ["GET", `/Groups/${B.tag}`],
      ["PUT", `/Groups/${B.tag}`, { displayName: "Taken over" }],
      ["PATCH", `/Groups/${B.tag}`, { Operations: [{ op: "remove", path: "members" }] }],
      ["DELETE", `/Groups/${B.spareTag}`],
    ];
    for (const [method, path, body] of foreign) {
      const res = await scim(method, path, body);
      if (res.status !== 404) problems.push(`${method} ${path}: ${res.status}, not 404`);
      if (B_MARKER.test(res.text)) problems.push(`${method} ${path}: the answer shows company B's data`);
    }
    for (const path of [
      "/Users?count=200",
      "/Groups?count=200",
      `/Users?filter=${encodeURIComponent(`userName eq "bravo-controller"`)}`,
    ]) {
      const res = await scim("GET", path);
      if (res.status !== 200) problems.push(`GET ${path}: ${res.status}`);
      if (B_MARKER.test(res.text)) problems.push(`GET ${path}: the answer shows company B's data`);
    }
    const own = await scim("GET", `/Users/${A.person}`);
    if (own.status !== 200) problems.push(`control GET /Users/${A.person} with A's token: ${own.status}`);
    const alive = await server.db
      .selectFrom("people")
      .select(["deleted_at", "disabled_at"])
      .where("id", "=", B.otherPerson)
      .executeTakeFirstOrThrow();
    if (alive.deleted_at !== null || alive.disabled_at !== null) problems.push("B's person was changed");
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(CASES))("%s", async (key) => {
    const c = CASES[key] as Case;
    const problems: string[] = [];
    const foreign = c.requests(B);
    const name = (req: Req) => `${req.method} ${req.path}`;

    for (const req of foreign) {
      const anonymous = await send(req, undefined);
      if (anonymous.status !== 401) problems.push(`anonymous ${name(req)}: ${anonymous.status}, not 401`);
    }

    const callers: [string, string, "refused" | "scoped"][] = [
      ["USER of A", tokens.userA, c.area === "signed-in" || c.area === "employee" ? "scoped" : "refused"],
      ["controller of A", tokens.controllerA, c.area === "admin" ? "refused" : "scoped"],
      ["admin of A", tokens.adminA, c.area === "controller" || c.area === "employee" ? "refused" : "scoped"],
      // A key answers like its creator acting in A on the routes its scopes open, and 403 NF1002 everywhere else.
      [
        "controller's API key of A",
        tokens.keyControllerA,
        key in API_KEY_ROUTE_SCOPES ? "scoped" : "refused",
      ],
      ["admin's API key of A", tokens.keyAdminA, key in API_KEY_ROUTE_SCOPES ? "scoped" : "refused"],
    ];
    for (const [who, token, expected] of callers) {
      for (const req of foreign) {
        const res = await send(req, token);
        const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
        const status = `${res.status} ${codeOf(res) ?? ""}`.trim();
        if (expected === "refused") {
          if (res.status !== 403 || codeOf(res) !== "NF1002") {
            problems.push(`${who} ${name(req)}: ${status}, not 403 NF1002`);
          }
        } else if (c.noIds) {
          // A list without ids is either scoped to the caller (2xx without B's data) or refused outright.
          const refused = res.status === 403 && codeOf(res) === "NF1002";
          if (res.status >= 300 && !refused) {
            problems.push(`${who} ${name(req)}: ${status} on a route without ids`);
          }
        } else if (res.status !== 403 && res.status !== 404 && !(req.filter && res.status < 300)) {
          problems.push(`${who} with B's ids ${name(req)}: ${status}, not 403/404`);
        }
        if (B_MARKER.test(text)) problems.push(`${who} ${name(req)}: the answer shows company B's data`);
      }
    }

    if (!c.noOwnControl && !c.noIds) {
      const token =
        c.area === "controller" || c.area === "manager"
          ? tokens.controllerA
          : c.area === "admin"
            ? tokens.adminA
            : tokens.userA;
      for (const req of c.requests(A)) {
        const res = await send(req, token);
        if (res.status >= 300) {
          problems.push(`control with A's own ids ${name(req)}: ${res.status} ${JSON.stringify(res.body)}`);
        } else if (req.settle) {
          await settled(req.settle, token);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
