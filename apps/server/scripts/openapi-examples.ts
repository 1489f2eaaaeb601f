/*
 * Writes src/lib/openapi/examples.json: one real success answer per operation of the OpenAPI description
 * (issue 21, point 1; docs/api.md "The API description"). It starts the product with the test harness on a
 * throwaway embedded database with the demo seed (a fake Have I Been Pwned and a test SAML IdP beside it), signs in
 * as admin, controller, employee and newhire, calls every GET and the writes in an order that gives each its data,
 * and keeps each answer as the example of that operation's success status: arrays trimmed to two items (or the
 * fewest the schema allows), every secret replaced by an obviously fake value of the same shape. It prints what it
 * covered and what it did not. Run: npm run openapi:examples -w @wellguard/server; test/openapi-examples.test.ts
 * checks the result.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// Outside vitest the harness has no template database: startTestServer migrates and seeds its own.
import { apiClient, base64, DEMO_PASSWORD, startTestServer } from "../src/test/harness";
import { FAKE_HIBP_KEY, fakeBreach, startFakeHibp } from "../src/test/hibp";
import { TestIdp } from "../src/test/saml-idp";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../src/lib/openapi/examples.json");
const SECRET_KEY = "openapi-examples-secret-key-0123456789abcdef";

type Json = Record<string, unknown>;
type Who = "admin" | "controller" | "employee" | "newhire" | "none";
interface Operation {
  method: string;
  path: string;
  /** The success statuses with a JSON body. */
  jsonSuccess: string[];
  /** Their JSON schemas, by status. */
  schemas: Record<string, Json>;
}
interface Call {
  as: Who;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  form?: FormData;
}

// ----------------------------------------------------------------------------------------------- secrets

/** Obviously fake, well-formed values: the same prefix and length as the real ones (32 bytes, base64). */
const FAKE = {
  session: Buffer.from("example-session-token-not-real!!").toString("base64url"),
  apiKey: `wgk_${Buffer.from("example-api-key-not-a-real-one!!").toString("base64url")}`,
  webhookSecret: `whsec_${Buffer.from("example-webhook-secret-not-real!").toString("base64")}`,
  scimToken: Buffer.from("example-scim-token-not-a-real-1!").toString("base64url"),
  /** The single-use links of the e-mails in the outbox (set or reset a password). */
  linkToken: Buffer.from("example-reset-token-not-a-real!!").toString("base64url"),
};
/** A token of 32 random bytes in base64url (lib/secrets.ts newToken), wherever it appears in a text. */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const fakes = new Set(Object.values(FAKE).map((fake) => fake.replace(/^(wgk_|whsec_)/, "")));
/** Each real secret seen, with its fake. */
const secrets = new Map<string, string>();
const remember = (real: unknown, fake: string) => {
  if (typeof real === "string" && real.length > 0) secrets.set(real, fake);
};

/** The branch of a schema (or of its anyOf/oneOf) that describes a value of this kind. */
function schemaFor(schema: Json | undefined, value: unknown): Json | undefined {
  const branches = (schema?.anyOf ?? schema?.oneOf) as Json[] | undefined;
  if (!branches) return schema;
  const kind = Array.isArray(value)
    ? "array"
    : typeof value === "object" && value !== null
      ? "object"
      : typeof value;
  return (
    branches.find((branch) => branch.type === kind || (kind === "object" && branch.properties)) ?? schema
  );
}

/**
 * A value with arrays trimmed to two items (or the fewest the schema allows) and every secret (or a prefix of
 * one, as an API key's `prefix`) replaced by its fake.
 */
function scrub(value: unknown, declared?: Json): unknown {
  const schema = schemaFor(declared, value);
  if (typeof value === "string") {
    for (const [real, fake] of secrets) {
      if (value === real) return fake;
      if (value.length >= 8 && real.startsWith(value)) return fake.slice(0, value.length);
      if (value.includes(real)) return value.split(real).join(fake);
    }
    // Tokens the run never saw in an answer of its own (the links of the e-mails the outbox shows).
    return value.replace(TOKEN, (token) =>
      fakes.has(token) || !/[0-9]/.test(token) || !/[A-Z]/.test(token) || !/[a-z]/.test(token)
        ? token
        : FAKE.linkToken,
    );
  }
  if (Array.isArray(value)) {
    const keep = Math.max(2, (schema?.minItems as number | undefined) ?? 0);
    return value.slice(0, keep).map((item) => scrub(item, schema?.items as Json | undefined));
  }
  if (typeof value === "object" && value !== null) {
    const properties = schema?.properties as Record<string, Json> | undefined;
    const rest = schema?.additionalProperties;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        scrub(item, properties?.[key] ?? (typeof rest === "object" ? (rest as Json) : undefined)),
      ]),
    );
  }
  return value;
}

// ----------------------------------------------------------------------------------------------- the run

const hibp = await startFakeHibp({
  breaches: [fakeBreach("ExampleForum")],
  domains: { "democorp.example": { employee: ["ExampleForum"] } },
});
const idp = await TestIdp.start("example");
const server = await startTestServer("embedded", {
  secretKey: SECRET_KEY,
  webhookAllowPrivate: true,
  hibp: { apiKey: FAKE_HIBP_KEY, apiUrl: hibp.url },
});
const api = apiClient(server.baseUrl);
const examples: Record<string, { status: string; example: unknown }> = {};
const failures: string[] = [];
const operations = new Map<string, Operation>();

try {
  const description = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, Json> }>>;
  };
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schemas: Record<string, Json> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const media = (response.content as Record<string, Json> | undefined)?.["application/json"];
        if (status.startsWith("2") && media) schemas[status] = (media.schema ?? {}) as Json;
      }
      operations.set(op.operationId, {
        method: method.toUpperCase(),
        path,
        jsonSuccess: Object.keys(schemas),
        schemas,
      });
    }
  }

  const tokens: Record<Who, string | undefined> = {
    admin: await api.token("admin"),
    controller: await api.token("controller"),
    employee: await api.token("employee"),
    newhire: await api.token("newhire"),
    none: undefined,
  };
  for (const token of Object.values(tokens)) remember(token, FAKE.session);

  /** Calls an operation; a JSON success answer becomes its example. Returns the answer's `records`. */
  // biome-ignore lint/suspicious/noExplicitAny: the steps read answers' fields by name; the test checks shapes.
  async function call(operationId: string, request: Call): Promise<any> {
    const operation = operations.get(operationId);
    if (!operation) {
      failures.push(`${operationId}: not in the description`);
      return undefined;
    }
    let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = request.params?.[name];
      if (value === undefined) throw new Error(`${operationId}: no value for {${name}}`);
      return encodeURIComponent(String(value));
    });
    if (request.query)
      path += `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`;
    const token = tokens[request.as];
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let body: string | FormData | undefined;
    if (request.form) body = request.form;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: operation.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    const status = String(response.status);
    let parsed: Json | undefined;
    try {
      parsed = JSON.parse(text) as Json;
    } catch {
      parsed = undefined;
    }
    if (!operation.jsonSuccess.includes(status) || parsed === undefined) {
      failures.push(`${operationId}: ${status} ${text.slice(0, 200)}`);
      return undefined;
    }
    examples[operationId] = { status, example: parsed };
    return parsed.records;
  }

  /** Runs one step; a step that throws is reported and the run goes on. */
  async function step(name: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // The seed's ids (the demo company, its departments and people).
  const db = server.db;
  const company = await db
    .selectFrom("companies")
    .select("id")
    .where("name", "=", "Demo Corp")
    .executeTakeFirstOrThrow();
  const companyId = company.id;
  const person = async (login: string) =>
    (await db.selectFrom("people").select("id").where("login", "=", login).executeTakeFirstOrThrow()).id;
  const employeeId = await person("employee");
  const departments = await db
    .selectFrom("departments")
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();
  const departmentId = departments[0]?.id ?? 0;
  const c = { companyId };

  // ------------------------------------------------------------------ public and signed-in calls
  await step("public", async () => {
    await call("getHealth", { as: "none" });
    await call("getVersion", { as: "none" });
    await call("getAuthFederation", { as: "none", query: { host: "wellguard.test" } });
    await call("postAuthChecktoken", { as: "none", body: { token: FAKE.session } });
    await call("postAuthForgotpassword", { as: "none", body: { login: "employee" } });
    const login = await call("postAuthLogin", {
      as: "none",
      body: { login: "employee", password: base64(DEMO_PASSWORD) },
    });
    remember(login?.token, FAKE.session);
  });
  await step("session", async () => {
    await call("getAuthInfo", { as: "employee" });
    await call("getStakeholdersMyProfile", {
      as: "employee",
      query: { email: true, avatar: true, login: true },
    });
    await call("getStakeholdersCompaniesTheme", { as: "employee" });
    await call("postAuthLanguage", { as: "employee", body: { locale: "en-gb" } });
    await call("putUserStakeholders", { as: "employee", body: { avatar: "avatar-07.svg" } });
    await call("postAuthAceptconditions", { as: "newhire", body: { termsOfUse: 1, privacyPolicy: 1 } });
    await call("postAuthSsoLogout", { as: "controller" });
  });
  await step("misc", async () => {
    const constants = await call("getMiscConstants", { as: "employee" });
    const name = constants && typeof constants === "object" ? Object.keys(constants)[0] : undefined;
    if (name) await call("getMiscConstantsByName", { as: "employee", params: { name } });
    await call("getMiscCountries", { as: "employee" });
    const regions = await call("getMiscRegions", { as: "employee" });
    const regionId = (regions as Json[] | undefined)?.[0]?.id;
    if (regionId !== undefined)
      await call("getMiscRegionsById", { as: "employee", params: { id: String(regionId) } });
    await call("getMiscSurveyflows", { as: "employee" });
    await call("getMiscTimezones", { as: "employee" });
    await call("getMiscTranslationsServices", { as: "employee" });
    await call("getMiscTranslationsGlobal", { as: "employee" });
    await call("getMiscTranslationsDimensions", { as: "employee" });
  });

  // ------------------------------------------------------------------ the employee's own data
  await step("user", async () => {
    const interactions = await call("getUserTraitsInteractions", { as: "employee" });
    const interaction = Array.isArray(interactions)
      ? (interactions as Json[]).find((item) => item.surveyStatus !== "DONE" && item.dummy === false)
      : undefined;
    const interactionId = interaction?.surveyEntityId as number | undefined;
    if (interactionId !== undefined) {
      const survey = await call("getUserTraitsInteractionsById", {
        as: "employee",
        params: { id: interactionId },
      });
      // The next question, answered with its second option.
      const question = (survey?.questions as Json[] | undefined)?.[0];
      const questionId = question?.questionId as string | undefined;
      const value = (question?.options as Json[] | undefined)?.[1]?.value ?? 1;
      if (questionId)
        await call("putUserTraitsInteractionsById", {
          as: "employee",
          params: { id: interactionId },
          body: { questionId, value },
        });
    }
    const helpers = await call("getUserTraitsHelpers", { as: "employee" });
    const helper = Array.isArray(helpers) ? (helpers[0] as Json) : undefined;
    const helperId = helper?.helperSurveyTypeId;
    if (helperId !== undefined)
      await call("getUserTraitsHelpersById", { as: "employee", params: { id: helperId as number } });
    await call("getUserTraitsPsychoprofile", { as: "employee" });
    await call("getUserTraitsScores", { as: "employee" });
    await call("getUserSurveys", { as: "employee" });
    const assets = await call("getUserTraitsAssets", { as: "employee" });
    const assetId = (assets?.assets as Json[] | undefined)?.[0]?.assetId as number | undefined;
    if (assetId !== undefined) {
      await call("getUserTraitsAssetsById", { as: "employee", params: { id: assetId } });
      await call("putUserTraitsAssetsByIdRead", { as: "employee", params: { id: assetId } });
    }
    await call("getUserTraitsActions", { as: "employee" });
    const achievements = await call("getUserGamingsAchievements", { as: "employee" });
    const unlocked = Array.isArray(achievements)
      ? (achievements as Json[]).find((a) => a.unlockedAt !== null)
      : undefined;
    if (unlocked)
      await call("putUserGamingsAchievementsById", {
        as: "employee",
        params: { id: unlocked.achievementId as number },
      });
    await call("getUserSimulations", { as: "employee" });
    const breaches = await call("getUserBreaches", { as: "employee" });
    const breachId = ((breaches?.breaches as Json[] | undefined)?.[0]?.breach as Json | undefined)?.breachId;
    if (breachId !== undefined)
      await call("putUserBreachesByBreachIdByFlagTrue", {
        as: "employee",
        params: { breachId: breachId as number, flag: "password" },
      });
  });

  // ------------------------------------------------------------------ admin: organisation
  let newCompanyId: number | undefined;
  let newDepartmentId: number | undefined;
  let newPersonId: number | undefined;
  await step("admin organisation", async () => {
    await call("getAdminStakeholdersCompanies", { as: "admin", query: { pageSize: 2 } });
    await call("getAdminStakeholdersPeople", { as: "admin", query: { pageSize: 2, companyId } });
    await call("getAdminStakeholdersCompaniesById", { as: "admin", params: { id: companyId } });
    await call("getAdminStakeholdersCompaniesByIdDepartments", { as: "admin", params: { id: companyId } });
    await call("getAdminStakeholdersCompaniesByIdCompanies", { as: "admin", params: { id: companyId } });
    await call("getAdminStakeholdersCompaniesByIdPeople", {
      as: "admin",
      params: { id: companyId },
      query: { pageSize: 2 },
    });
    await call("getAdminStakeholdersDepartmentsById", { as: "admin", params: { id: departmentId } });
    await call("getAdminStakeholdersDepartmentsByIdPeople", {
      as: "admin",
      params: { id: departmentId },
      query: { pageSize: 2 },
    });
    await call("getAdminStakeholdersPeopleById", { as: "admin", params: { id: employeeId } });
    await call("getAdminStakeholdersPeopleByIdCompanies", { as: "admin", params: { id: employeeId } });
    await call("getAdminDashboard", { as: "admin" });
    await call("getAdminDashboardByCompanyId", { as: "admin", params: { companyId } });
    await call("getAdminAudit", { as: "admin", query: { pageSize: 2 } });

    const flows = await call("getMiscSurveyflows", { as: "admin" });
    const flow = Array.isArray(flows) ? (flows[0] as Json) : undefined;
    const surveyFlowId = (flow?.id ?? 1) as number;
    const companyBody = {
      name: "Example Trading Ltd",
      domains: ["example-trading.example"],
      services: [1],
      surveyFlowId,
      locale: "en-gb",
      timeZone: "Europe/London",
    };
    const created = await call("postAdminStakeholdersCompanies", { as: "admin", body: companyBody });
    newCompanyId = created?.stakeholderId as number | undefined;
    if (newCompanyId !== undefined) {
      await call("putAdminStakeholdersCompaniesById", {
        as: "admin",
        params: { id: newCompanyId },
        body: { ...companyBody, name: "Example Trading Limited" },
      });
      const form = new FormData();
      form.set("data", JSON.stringify({ ...companyBody, name: "Example Trading Group" }));
      await call("postAdminStakeholdersCompaniesById", { as: "admin", params: { id: newCompanyId }, form });
    }
    const department = await call("postAdminStakeholdersDepartments", {
      as: "admin",
      body: { name: "Customer Care", stakeholderCompanyId: companyId },
    });
    newDepartmentId = department?.id as number | undefined;
    if (newDepartmentId !== undefined) {
      await call("putAdminStakeholdersDepartmentsById", {
        as: "admin",
        params: { id: newDepartmentId },
        body: { name: "Customer Service", stakeholderCompanyId: companyId },
      });
      const form = new FormData();
      form.set("data", JSON.stringify({ name: "Customer Support", stakeholderCompanyId: companyId }));
      await call("postAdminStakeholdersDepartmentsById", {
        as: "admin",
        params: { id: newDepartmentId },
        form,
      });
    }
    const personBody = {
      name: "Alex",
      surname: "Example",
      email: "alex.example@democorp.example",
      login: "alex.example",
      locale: "en-gb",
      stakeholderCompanyId: companyId,
      stakeholderDepartmentId: newDepartmentId ?? departmentId,
    };
    const createdPerson = await call("postAdminStakeholdersPeople", { as: "admin", body: personBody });
    newPersonId = createdPerson?.stakeholderId as number | undefined;
    if (newPersonId !== undefined) {
      await call("putAdminStakeholdersPeopleById", {
        as: "admin",
        params: { id: newPersonId },
        body: { ...personBody, phone: "+34600000000" },
      });
      const form = new FormData();
      form.set("data", JSON.stringify({ ...personBody, surname: "Sample" }));
      await call("postAdminStakeholdersPeopleById", { as: "admin", params: { id: newPersonId }, form });
      await call("putAdminStakeholdersMultiupdatePeople", {
        as: "admin",
        body: { ids: [newPersonId], changes: { locale: "es-es" } },
      });
      await call("postAdminStakeholdersEmailsPeople", { as: "admin", body: { ids: [newPersonId] } });
    }
    if (newDepartmentId !== undefined) {
      await call("putAdminStakeholdersMultiupdateDepartments", {
        as: "admin",
        body: { ids: [newDepartmentId], changes: { stakeholderDepartmentParentId: departmentId } },
      });
      await call("postAdminStakeholdersEmailsDepartments", { as: "admin", body: { ids: [newDepartmentId] } });
    }
    if (newCompanyId !== undefined) {
      await call("putAdminStakeholdersMultiupdateCompanies", {
        as: "admin",
        body: { ids: [newCompanyId], changes: { timeZone: "Europe/Madrid" } },
      });
      await call("postAdminStakeholdersEmailsCompanies", { as: "admin", body: { ids: [newCompanyId] } });
    }
    const outbox = await call("getAdminOutbox", { as: "admin", query: { pageSize: 2 } });
    const messageId = (outbox?.items as Json[] | undefined)?.[0]?.id;
    if (messageId !== undefined)
      await call("getAdminOutboxById", { as: "admin", params: { id: messageId as number } });
  });

  // ------------------------------------------------------------------ admin: phishing domains, identity
  await step("admin platform", async () => {
    await call("getAdminPhishingDomains", { as: "admin" });
    const domain = await call("postAdminPhishingDomains", {
      as: "admin",
      body: {
        host: "account-check.example",
        mailDomain: "account-check.example",
        allCompanies: false,
        companyIds: [companyId],
      },
    });
    const domainId = domain?.domainId as number | undefined;
    if (domainId !== undefined) {
      await call("putAdminPhishingDomainsById", {
        as: "admin",
        params: { id: domainId },
        body: { allCompanies: true },
      });
      await call("deleteAdminPhishingDomainsById", { as: "admin", params: { id: domainId } });
    }
    const scim = await call("postAdminIdentityByCompanyIdScimTokens", {
      as: "admin",
      params: c,
      body: { name: "Directory sync" },
    });
    remember(scim?.token, FAKE.scimToken);
    await call("getAdminIdentityByCompanyIdScimTokens", { as: "admin", params: c });
    if (scim?.id !== undefined)
      await call("deleteAdminIdentityByCompanyIdScimTokensById", {
        as: "admin",
        params: { companyId, id: scim.id },
      });
    await call("putAdminIdentityByCompanyIdFederation", {
      as: "admin",
      params: c,
      body: {
        protocol: "saml",
        idpMetadataXml: idp.metadataXml(),
        hosts: ["sso.democorp.example"],
        enabled: false,
      },
    });
    await call("getAdminIdentityByCompanyIdFederation", { as: "admin", params: c });
    await call("deleteAdminIdentityByCompanyIdFederation", { as: "admin", params: c });
  });

  // ------------------------------------------------------------------ people imports (admin and controller)
  await step("imports", async () => {
    const flows = (await call("getMiscSurveyflows", { as: "admin" })) as Json[] | undefined;
    const demo = await db
      .selectFrom("companies")
      .select("services")
      .where("id", "=", companyId)
      .executeTakeFirst();
    const services = (demo?.services ?? [1]).map(String);
    for (const [area, as, login] of [
      ["Admin", "admin", "jordi.example"],
      ["Controller", "controller", "marta.example"],
    ] as const) {
      const form = new FormData();
      const csv = `Name,Surname,E-mail,Login\r\n${login.split(".")[0]},Example,${login}@democorp.example,${login}\r\n`;
      form.set("file", new Blob([csv], { type: "text/csv" }), "new-starters.csv");
      for (const service of services) form.append("services", service);
      form.set("surveyFlowId", String(flows?.[0]?.id ?? 1));
      const preview = await call(`post${area}StakeholdersPeopleImportByCompanyId`, { as, params: c, form });
      const importId = preview?.importId as string | undefined;
      if (importId === undefined) continue;
      await call(`post${area}StakeholdersPeopleImportByCompanyIdByImportIdCommit`, {
        as,
        params: { companyId, importId },
      });
      // The commit runs after its answer: the status is read until it has finished (a few rounds at most).
      for (let round = 0; round < 50; round++) {
        const status = await call(`get${area}StakeholdersPeopleImportByCompanyIdByImportId`, {
          as,
          params: { companyId, importId },
        });
        if (status?.status !== "committing") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  // ------------------------------------------------------------------ controller: organisation and tags
  await step("controller organisation", async () => {
    await call("getControllerCompanies", { as: "controller" });
    await call("getControllerView", { as: "controller" });
    await call("putControllerView", { as: "controller", body: { view: "awareness" } });
    await call("getControllerStakeholdersCompaniesByIdDepartments", {
      as: "controller",
      params: { id: companyId },
    });
    await call("getControllerStakeholdersCompaniesByIdOrganization", {
      as: "controller",
      params: { id: companyId },
    });
    await call("getControllerStakeholdersByTypeById", {
      as: "controller",
      params: { type: "departments", id: departmentId },
    });
    await call("getControllerStakeholdersByTypeByIdPeople", {
      as: "controller",
      params: { type: "companies", id: companyId },
      query: { pageSize: 2 },
    });
    const tag = await call("postControllerStakeholdersTagsByCompanyId", {
      as: "controller",
      params: c,
      body: { name: "Remote workers", personIds: [employeeId] },
    });
    const tagId = tag?.id as number | undefined;
    if (tagId !== undefined) {
      await call("putControllerStakeholdersTagsByCompanyIdByTagId", {
        as: "controller",
        params: { companyId, tagId },
        body: { name: "Hybrid workers" },
      });
      await call("putControllerStakeholdersTagsByCompanyIdByTagIdPeople", {
        as: "controller",
        params: { companyId, tagId },
        body: { add: newPersonId !== undefined ? [newPersonId] : [], remove: [] },
      });
      await call("getControllerStakeholdersTagsByCompanyId", { as: "controller", params: c });
      await call("deleteControllerStakeholdersTagsByCompanyIdByTagId", {
        as: "controller",
        params: { companyId, tagId },
      });
    }
    if (newPersonId !== undefined)
      await call("putControllerStakeholdersPeopleById", {
        as: "controller",
        params: { id: newPersonId },
        body: {
          name: "Alex",
          surname: "Example",
          email: "alex.example@democorp.example",
          phone: "+34600000001",
        },
      });
  });

  // ------------------------------------------------------------------ controller: dashboards, reports, breaches
  await step("controller dashboards", async () => {
    await call("getControllerDashboardsByCompanyIdOverview", { as: "controller", params: c });
    await call("getControllerDashboardsByCompanyIdAwareness", { as: "controller", params: c });
    await call("getControllerDashboardsByCompanyIdPhishing", { as: "controller", params: c });
    await call("getControllerTraitsTextActions", { as: "controller" });
    await call("getControllerTraitsByIdInteractions", { as: "controller", params: { id: employeeId } });
    await call("getControllerTraitsByIdPsychoprofile", { as: "controller", params: { id: employeeId } });
    const actions = await call("getControllerTraitsByIdActions", {
      as: "controller",
      params: { id: employeeId },
    });
    const library = await call("getControllerTraitsByIdAssets", {
      as: "controller",
      params: { id: employeeId },
    });
    const first = (library?.assets as Json[] | undefined)?.[0];
    if (first?.assetId !== undefined)
      await call("postControllerStakeholdersAssetsActionplanByCompanyId", {
        as: "controller",
        params: c,
        body: {
          assetIds: [first.assetId],
          target: { kind: "departments", ids: [departmentId] },
          dueDate: "2027-01-31",
        },
      });
    // After the plan, so the example shows an assignment.
    await call("getControllerStakeholdersAssetsByCompanyId", { as: "controller", params: c });
    // A security dimension the first asset works on (the wellbeing ones have no actions).
    const dimensionId = ((actions as Json[] | undefined)?.[0]?.dimensionId ??
      (first?.dimensionIds as number[] | undefined)?.[0] ??
      14) as number;
    await call("getControllerTraitsByIdDimensionsByDimensionIdActions", {
      as: "controller",
      params: { id: employeeId, dimensionId },
    });
    if (first?.assetId !== undefined)
      await call("getControllerTraitsByIdAssetsByAssetId", {
        as: "controller",
        params: { id: employeeId, assetId: first.assetId as number },
      });
    await call("postControllerReportsByCompanyId", { as: "controller", params: c, body: {} });
    await call("getControllerReportsByCompanyId", { as: "controller", params: c });
    await call("getControllerReportsByCompanyIdSchedule", { as: "controller", params: c });
    const controllerId = await person("controller");
    await call("putControllerReportsByCompanyIdSchedule", {
      as: "controller",
      params: c,
      body: { enabled: true, recipients: [controllerId] },
    });
    await call("getControllerBreachesByCompanyIdSummary", { as: "controller", params: c });
    await call("getControllerBreachesByCompanyIdAlerts", { as: "controller", params: c });
    await call("getControllerBreachesByCompanyIdMonitor", { as: "controller", params: c });
    await call("postControllerBreachesByCompanyIdCheck", { as: "controller", params: c });
    const form = new FormData();
    form.set(
      "file",
      new Blob(
        [
          "email,breach,breachDate,dataClasses\n" +
            "employee@democorp.example,ExampleForum,2024-03-01,Email addresses;Passwords\n",
        ],
        { type: "text/csv" },
      ),
      "breaches.csv",
    );
    await call("postControllerBreachesByCompanyIdImport", { as: "controller", params: c, form });
  });

  // ------------------------------------------------------------------ controller: campaigns
  await step("controller campaigns", async () => {
    await call("getControllerCampaignsByCompanyIdTypes", { as: "controller", params: c });
    await call("getControllerCampaignsByCompanyIdSmsTemplatesByX", {
      as: "controller",
      params: { companyId, x: 1 },
    });
    await call("getControllerCampaignsByCompanyIdReach", {
      as: "controller",
      params: c,
      query: { type: "DEPARTMENTS", ids: String(departmentId) },
    });
    const domains = await call("getControllerCampaignsByCompanyIdDomains", { as: "controller", params: c });
    const domain = (Array.isArray(domains) ? (domains[0] as Json)?.domainId : undefined) as
      | number
      | undefined;
    const templates = await call("getControllerCampaignsByCompanyIdTemplatesByX", {
      as: "controller",
      params: { companyId, x: 1 },
    });
    const template = Array.isArray(templates) ? (templates[0] as Json) : undefined;
    const templateId = (template?.templateId ?? 2) as number;
    const shown = await call("getControllerCampaignsByCompanyIdTemplateByTemplateId", {
      as: "controller",
      params: { companyId, templateId },
    });
    const copyBody = {
      basedOn: templateId,
      locale: "en-gb",
      name: "Parcel notice (our copy)",
      senderName: "Parcel Desk",
      senderLocal: "parcels",
      subject: (shown?.subject as string | undefined) ?? "Your parcel is waiting",
      html: '<p>Hello {{name}}, your parcel is waiting: <a href="{{link}}">track it</a>.</p>',
      text: "Hello {{name}}, your parcel is waiting: {{link}}",
    };
    const copy = await call("postControllerCampaignsByCompanyIdTemplate", {
      as: "controller",
      params: c,
      body: copyBody,
    });
    if (copy?.templateId !== undefined) {
      await call("putControllerCampaignsByCompanyIdTemplateByTemplateId", {
        as: "controller",
        params: { companyId, templateId: copy.templateId },
        body: { ...copyBody, subject: "A parcel is waiting for you" },
      });
      await call("deleteControllerCampaignsByCompanyIdTemplateByTemplateId", {
        as: "controller",
        params: { companyId, templateId: copy.templateId },
      });
    }
    const start = "2027-01-11 09:00:00";
    const campaignBody = {
      name: "January parcel lure",
      campaignKind: "phishing",
      campaignTypeId: 1,
      surveyTypeId: 0,
      templateId,
      timeZone: "Europe/Madrid",
      domain: domain ?? null,
      startDate: start,
      sendByDate: "2027-01-12 18:00:00",
      endDate: "2027-01-25 18:00:00",
      stakeholders: { type: "DEPARTMENTS", ids: [departmentId] },
    };
    const { SURVEYS, formatUtcDateTime } = await import("@wellguard/contract");
    campaignBody.surveyTypeId = SURVEYS.SURVEY_WELLGUARD_PHISHING;
    const campaign = await call("postControllerCampaignsByCompanyId", {
      as: "controller",
      params: c,
      body: campaignBody,
    });
    await call("getControllerCampaignsByCompanyId", { as: "controller", params: c });
    if (campaign?.campaignId !== undefined) {
      const id = campaign.campaignId as number;
      await call("getControllerCampaignsByCompanyIdById", { as: "controller", params: { companyId, id } });
      await call("getControllerCampaignsByCompanyIdByIdInteractions", {
        as: "controller",
        params: { companyId, id },
      });
      await call("getControllerCampaignsByCompanyIdByIdPsychoprofile", {
        as: "controller",
        params: { companyId, id },
      });
      await call("deleteControllerCampaignsByCompanyIdById", { as: "controller", params: { companyId, id } });
    }
    const { stakeholders: _s, campaignKind: _k, surveyTypeId: _t, ...draftBody } = campaignBody;
    const draft = await call("postControllerCampaignsByCompanyIdDrafts", {
      as: "controller",
      params: c,
      body: { ...draftBody, name: "February lure (draft)", stakeholders: campaignBody.stakeholders },
    });
    await call("getControllerCampaignsByCompanyIdDrafts", { as: "controller", params: c });
    if (draft?.draftId !== undefined) {
      const id = draft.draftId as number;
      await call("getControllerCampaignsByCompanyIdDraftsById", {
        as: "controller",
        params: { companyId, id },
      });
      await call("putControllerCampaignsByCompanyIdDraftsById", {
        as: "controller",
        params: { companyId, id },
        body: { ...draftBody, name: "February parcel lure", stakeholders: campaignBody.stakeholders },
      });
      await call("postControllerCampaignsByCompanyIdDraftsByIdSchedule", {
        as: "controller",
        params: { companyId, id },
      });
    }
    const throwaway = await call("postControllerCampaignsByCompanyIdDrafts", {
      as: "controller",
      params: c,
      body: { name: "Unused draft" },
    });
    if (throwaway?.draftId !== undefined)
      await call("deleteControllerCampaignsByCompanyIdDraftsById", {
        as: "controller",
        params: { companyId, id: throwaway.draftId as number },
      });
    const series = await call("postControllerCampaignsByCompanyIdSchedule", {
      as: "controller",
      params: c,
      body: {
        name: "Spring neurophishing",
        campaignKind: "neurophishing",
        domain: domain ?? null,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROPHISHING,
        // Starting now, so the first subcampaign is made at once.
        timeZone: "UTC",
        startDate: formatUtcDateTime(new Date(Date.now() + 60_000)),
        totalCampaigns: 3,
        frecuency: 30,
        stakeholders: campaignBody.stakeholders,
      },
    });
    if (series?.seriesId !== undefined) {
      const id = series.seriesId as number;
      await call("getControllerCampaignsByCompanyIdSubcampaignsById", {
        as: "controller",
        params: { companyId, id },
      });
      await call("getControllerCampaignsByCompanyIdSubcampaignsByIdBySub", {
        as: "controller",
        params: { companyId, id, sub: 1 },
      });
    }
    // A suspicious e-mail the employee forwarded, as the report mailbox stores it (the script runs no SMTP).
    const reported = await db
      .insertInto("reported_messages")
      .values({
        company_id: companyId,
        reporter_id: employeeId,
        sender: "billing@invoices-portal.example",
        subject: "Overdue invoice 2026-1187: pay today",
        links: JSON.stringify([
          { url: "https://invoices-portal.example/pay", domain: "invoices-portal.example" },
        ]),
        reviewed_at: null,
        verdict: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await call("getControllerCampaignsByCompanyIdReported", { as: "controller", params: c });
    await call("putControllerCampaignsByCompanyIdReportedById", {
      as: "controller",
      params: { companyId, id: reported.id },
      body: { verdict: "malicious" },
    });
  });

  // ------------------------------------------------------------------ integrations
  await step("integrations", async () => {
    const key = await call("postIntegrationsByCompanyIdApiKeys", {
      as: "controller",
      params: c,
      body: { name: "Reporting warehouse", scopes: ["reports:read", "events:read"] },
    });
    remember(key?.key, FAKE.apiKey);
    await call("getIntegrationsByCompanyIdApiKeys", { as: "controller", params: c });
    const webhook = await call("postIntegrationsByCompanyIdWebhooks", {
      as: "controller",
      params: c,
      body: {
        url: "https://hooks.example.com/wellguard",
        description: "Ticketing system",
        eventTypes: ["person.created", "simulation.clicked"],
      },
    });
    remember(webhook?.secret, FAKE.webhookSecret);
    await call("getIntegrationsByCompanyIdWebhooks", { as: "controller", params: c });
    if (webhook?.id !== undefined) {
      const id = webhook.id as number;
      await call("putIntegrationsByCompanyIdWebhooksById", {
        as: "controller",
        params: { companyId, id },
        body: {
          url: "https://hooks.example.com/wellguard",
          description: "Ticketing system",
          eventTypes: ["person.created", "person.updated", "simulation.clicked"],
          enabled: true,
        },
      });
      const delivery = await call("postIntegrationsByCompanyIdWebhooksByIdTest", {
        as: "controller",
        params: { companyId, id },
      });
      await call("getIntegrationsByCompanyIdWebhooksByIdDeliveries", {
        as: "controller",
        params: { companyId, id },
      });
      if (delivery?.id !== undefined)
        await call("postIntegrationsByCompanyIdWebhooksByIdDeliveriesByDeliveryIdReplay", {
          as: "controller",
          params: { companyId, id, deliveryId: delivery.id as string },
        });
      await call("deleteIntegrationsByCompanyIdWebhooksById", {
        as: "controller",
        params: { companyId, id },
      });
    }
    await call("getEvents", { as: "controller", query: { companyId, limit: 2 } });
    if (key?.id !== undefined)
      await call("deleteIntegrationsByCompanyIdApiKeysById", {
        as: "controller",
        params: { companyId, id: key.id },
      });
  });

  // ------------------------------------------------------------------ deletions, then signing out
  await step("deletions", async () => {
    if (newPersonId !== undefined) {
      const other = await call("postAdminStakeholdersPeople", {
        as: "admin",
        body: {
          name: "Sam",
          surname: "Sample",
          email: "sam.sample@democorp.example",
          stakeholderCompanyId: companyId,
        },
      });
      if (other?.stakeholderId !== undefined)
        await call("putAdminStakeholdersMultideletePeople", {
          as: "admin",
          body: { ids: [other.stakeholderId] },
        });
      await call("deleteAdminStakeholdersPeopleById", { as: "admin", params: { id: newPersonId } });
    }
    if (newDepartmentId !== undefined) {
      const other = await call("postAdminStakeholdersDepartments", {
        as: "admin",
        body: { name: "Facilities", stakeholderCompanyId: companyId },
      });
      if (other?.id !== undefined)
        await call("putAdminStakeholdersMultideleteDepartments", { as: "admin", body: { ids: [other.id] } });
      await call("deleteAdminStakeholdersDepartmentsById", { as: "admin", params: { id: newDepartmentId } });
    }
    if (newCompanyId !== undefined) {
      const other = await call("postAdminStakeholdersCompanies", {
        as: "admin",
        body: {
          name: "Example Holdings",
          domains: ["example-holdings.example"],
          services: [1],
          surveyFlowId: 1,
        },
      });
      if (other?.stakeholderId !== undefined)
        await call("putAdminStakeholdersMultideleteCompanies", {
          as: "admin",
          body: { ids: [other.stakeholderId] },
        });
      await call("deleteAdminStakeholdersCompaniesById", { as: "admin", params: { id: newCompanyId } });
    }
    await call("postAuthResetpasswordByMode", {
      as: "newhire",
      params: { mode: "change" },
      body: {
        currentPassword: DEMO_PASSWORD,
        password: "Another-Passw0rd!",
        repeatPassword: "Another-Passw0rd!",
      },
    });
    await call("getAuthLogout", { as: "employee" });
  });
} finally {
  await server.close();
  await hibp.close();
  await idp.close();
}

const sorted = Object.fromEntries(
  Object.keys(examples)
    .sort()
    .map((id) => {
      const { status, example } = examples[id] ?? { status: "", example: undefined };
      return [id, { status, example: scrub(example, operations.get(id)?.schemas[status]) }];
    }),
);
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
// In the repository's format (biome ci checks committed files), so a regenerated file differs only in content.
const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
execFileSync(process.execPath, [biome, "format", "--write", OUT], { stdio: "ignore" });
const uncovered = [...operations]
  .filter(([id, operation]) => operation.jsonSuccess.length > 0 && !(id in sorted))
  .map(([id]) => id)
  .sort();
const withJson = [...operations.values()].filter((operation) => operation.jsonSuccess.length > 0).length;
console.log(
  `Wrote ${Object.keys(sorted).length} examples of ${withJson} operations with a JSON answer to ${OUT}`,
);
if (uncovered.length > 0)
  console.log(`Without an example (${uncovered.length}):\n  ${uncovered.join("\n  ")}`);
if (failures.length > 0)
  console.log(`Calls that did not answer a success (${failures.length}):\n  ${failures.join("\n  ")}`);
