import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/secrets";
import {
  type ApiClient,
  apiClient,
  DEMO_PASSWORD,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { type ScimCall, scimClient, scimCompany } from "./test-fixtures";

/*
 * SCIM 2.0 conformance over HTTP (RFC 7643/7644, docs/identity.md "SCIM"): discovery, every Users and Groups
 * operation, each supported filter form and a refused one, paging, every PATCH form identity providers send,
 * deactivation ending a live session, errors in SCIM's shape, content types, revoked tokens, and a token of
 * company B that never reaches company A's people.
 */

// biome-ignore lint/suspicious/noExplicitAny: SCIM resources are read field by field in the assertions
type Json = Record<string, any>;
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

describe.each(testDatabases())("SCIM conformance (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;
  let a: Awaited<ReturnType<typeof scimCompany>>;
  let b: Awaited<ReturnType<typeof scimCompany>>;
  let scim: ScimCall;
  let scimB: ScimCall;

  const user = (n: string, extra: Json = {}) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:User", ENTERPRISE],
    userName: `${n}@${a.domain}`,
    name: { givenName: `Given ${n}`, familyName: `Family ${n}` },
    emails: [{ value: `${n}@${a.domain}`, type: "work", primary: true }],
    externalId: `ext-${n}`,
    active: true,
    ...extra,
  });
  const patch = (id: string, ...operations: Json[]) =>
    scim<Json>("PATCH", `/Users/${id}`, { schemas: [PATCH], Operations: operations });

  function expectError(
    res: { status: number; body: unknown; headers: Headers },
    status: number,
    scimType?: string,
  ) {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    const body = res.body as Json;
    expect(body.schemas).toEqual([ERROR]);
    expect(body.status).toBe(String(status));
    expect(typeof body.detail).toBe("string");
    if (scimType) expect(body.scimType).toBe(scimType);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    a = await scimCompany(api, admin, "Scimalpha");
    b = await scimCompany(api, admin, "Scimbravo");
    scim = scimClient(server.baseUrl, a.token);
    scimB = scimClient(server.baseUrl, b.token);
  });
  afterAll(() => server?.close());

  it("tokens: shown once with the base URL, listed without the secret, refused for a company without SCIM", async () => {
    expect(a.baseUrl).toBe("http://wellguard.test/scim/v2");
    const list = await api.get<{ records: Json[] }>(
      `/api/v1/admin/identity/${a.companyId}/scim-tokens`,
      admin,
    );
    expect(list.status).toBe(200);
    expect(list.body.records).toHaveLength(1);
    expect(list.body.records[0]).not.toHaveProperty("token");
    expect(list.body.records[0]?.createdBy).toBeTruthy();
    const demo = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("companies")
      .set({ services: [1, 2] })
      .where("id", "=", demo.id)
      .execute();
    const refused = await api.post(`/api/v1/admin/identity/${demo.id}/scim-tokens`, { name: "x" }, admin);
    expect(refused.status).toBe(403);
    await server.db
      .updateTable("companies")
      .set({ services: Array.from({ length: 16 }, (_, i) => i + 1) })
      .where("id", "=", demo.id)
      .execute();
    const unknown = await api.get(`/api/v1/admin/identity/999999/scim-tokens`, admin);
    expect(unknown.status).toBe(404);
  });

  it("discovery: ServiceProviderConfig, ResourceTypes, Schemas", async () => {
    const config = await scim<Json>("GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(config.body.patch.supported).toBe(true);
    expect(config.body.bulk.supported).toBe(false);
    expect(config.body.filter).toEqual({ supported: true, maxResults: 200 });
    expect(config.body.changePassword.supported).toBe(false);
    expect(config.body.sort.supported).toBe(false);
    expect(config.body.etag.supported).toBe(false);
    expect(config.body.authenticationSchemes[0].type).toBe("oauthbearertoken");
    const types = await scim<Json>("GET", "/ResourceTypes");
    expect(types.body.Resources.map((r: Json) => r.id)).toEqual(["User", "Group"]);
    expect(types.body.Resources[0].schemaExtensions[0].schema).toBe(ENTERPRISE);
    expect((await scim<Json>("GET", "/ResourceTypes/User")).body.endpoint).toBe("/Users");
    const schemas = await scim<Json>("GET", "/Schemas");
    expect(schemas.body.Resources).toHaveLength(3);
    expect((await scim<Json>("GET", `/Schemas/${ENTERPRISE}`)).body.name).toBe("EnterpriseUser");
    expectError(await scim("GET", "/Schemas/urn:nothing"), 404);
    expectError(await scim("GET", "/Bulk"), 404);
  });

  it("authentication: none, unknown and revoked tokens are 401 in SCIM's shape", async () => {
    expectError(await scim("GET", "/Users", undefined, { token: null }), 401);
    expectError(await scim("GET", "/Users", undefined, { token: "x".repeat(43) }), 401);
    expectError(await scim("GET", "/Nowhere", undefined, { token: null }), 401);
    const spare = await api.post<{ records: { id: number; token: string } }>(
      `/api/v1/admin/identity/${a.companyId}/scim-tokens`,
      { name: "spare" },
      admin,
    );
    const spareClient = scimClient(server.baseUrl, spare.body.records.token);
    expect((await spareClient("GET", "/Users")).status).toBe(200);
    const used = await api.get<{ records: Json[] }>(
      `/api/v1/admin/identity/${a.companyId}/scim-tokens`,
      admin,
    );
    expect(used.body.records.find((t) => t.id === spare.body.records.id)?.lastUsedAt).toBeTruthy();
    const revoked = await server.app.inject({
      method: "DELETE",
      url: `/api/v1/admin/identity/${a.companyId}/scim-tokens/${spare.body.records.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(revoked.statusCode).toBe(200);
    expectError(await spareClient("GET", "/Users"), 401);
    const audit = await server.db
      .selectFrom("audit_events")
      .select("action")
      .where("entity_type", "=", "scim_tokens")
      .where("entity_id", "=", spare.body.records.id)
      .execute();
    expect(audit.map((e) => e.action).sort()).toEqual(["create", "delete"]);
  });

  it("content types: scim+json and json accepted, anything else refused; answers are scim+json", async () => {
    const json = await scim<Json>("POST", "/Users", user("ct-json"), { contentType: "application/json" });
    expect(json.status).toBe(201);
    const charset = await scim<Json>("POST", "/Users", user("ct-charset"), {
      contentType: "application/scim+json; charset=utf-8",
    });
    expect(charset.status).toBe(201);
    expectError(
      await scim("POST", "/Users", undefined, { raw: "userName=x", contentType: "text/plain" }),
      415,
    );
    expectError(await scim("POST", "/Users", undefined, { raw: "{not json" }), 400, "invalidSyntax");
    expectError(await scim("POST", "/Users", undefined, { raw: '{"__proto__":{"x":1}}' }), 400);
  });

  it("Users: create (201, Location, every mapped attribute), get, conflicts and bad values", async () => {
    const created = await scim<Json>(
      "POST",
      "/Users",
      user("ann", {
        phoneNumbers: [{ value: "+34 600 000 001", type: "work" }],
        preferredLanguage: "en-US",
        [ENTERPRISE]: { department: "Finance", employeeNumber: "E-1" },
      }),
    );
    expect(created.status).toBe(201);
    const body = created.body;
    expect(created.headers.get("location")).toBe(`http://wellguard.test/scim/v2/Users/${body.id}`);
    expect(body.id).toMatch(/^\d+$/);
    expect(body.userName).toBe(`ann@${a.domain}`);
    expect(body.name).toMatchObject({ givenName: "Given ann", familyName: "Family ann" });
    expect(body.emails).toEqual([{ value: `ann@${a.domain}`, type: "work", primary: true }]);
    expect(body.phoneNumbers[0].value).toBe("+34600000001");
    expect(body.preferredLanguage).toBe("en-US");
    expect(body.active).toBe(true);
    expect(body.externalId).toBe("ext-ann");
    expect(body[ENTERPRISE]).toEqual({ department: "Finance", employeeNumber: "E-1" });
    expect(body.meta).toMatchObject({ resourceType: "User", location: created.headers.get("location") });
    const person = await server.db
      .selectFrom("people")
      .selectAll()
      .where("id", "=", Number(body.id))
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      company_id: a.companyId,
      login: `ann@${a.domain}`,
      user_code: "E-1",
      locale: "en-us",
    });
    const profiles = await server.db
      .selectFrom("person_profiles")
      .select("profile")
      .where("person_id", "=", person.id)
      .execute();
    expect(profiles.map((p) => p.profile)).toEqual(["USER"]);
    const department = await server.db
      .selectFrom("departments")
      .selectAll()
      .where("id", "=", person.department_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(department).toMatchObject({ name: "Finance", parent_id: null, company_id: a.companyId });
    // Audited as SCIM, with the token.
    const audit = await server.db
      .selectFrom("audit_events")
      .selectAll()
      .where("entity_type", "=", "people")
      .where("entity_id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_profile: "SCIM",
      actor_person_id: null,
      actor_scim_token_id: a.tokenId,
      action: "create",
    });

    expect((await scim<Json>("GET", `/Users/${body.id}`)).body.userName).toBe(`ann@${a.domain}`);
    // The same department name again: the same department.
    const bob = await scim<Json>("POST", "/Users", user("bob", { [ENTERPRISE]: { department: "finance" } }));
    expect(bob.body[ENTERPRISE].department).toBe("Finance");

    expectError(await scim("POST", "/Users", user("ann")), 409, "uniqueness");
    expectError(
      await scim("POST", "/Users", user("ann2", { userName: `ann@${a.domain}` })),
      409,
      "uniqueness",
    );
    expectError(await scim("POST", "/Users", user("ann3", { externalId: "ext-ann" })), 409, "uniqueness");
    // A login of another company (the demo's employee) is taken too.
    expectError(await scim("POST", "/Users", user("emp", { userName: "employee" })), 409, "uniqueness");
    expectError(
      await scim("POST", "/Users", user("bad", { emails: [{ value: "not an address", type: "work" }] })),
      400,
      "invalidValue",
    );
    expectError(await scim("POST", "/Users", { emails: [] }), 400, "invalidValue");
    expectError(await scim("POST", "/Users", user("bad2", { active: "maybe" })), 400, "invalidValue");
    expectError(await scim("POST", "/Users", [1, 2]), 400);
    expectError(await scim("GET", "/Users/999999"), 404);
    expectError(await scim("GET", "/Users/abc"), 404);
  });

  it("Users: every filter form, a refused one, and paging", async () => {
    for (const n of ["p1", "p2", "p3", "p4", "p5"]) await scim("POST", "/Users", user(n));
    const find = (filter: string) => scim<Json>("GET", `/Users?filter=${encodeURIComponent(filter)}`);
    const one = async (filter: string) => {
      const res = await find(filter);
      expect(res.status, filter).toBe(200);
      expect(res.body.totalResults, filter).toBe(1);
      expect(res.body.Resources[0].userName).toBe(`p3@${a.domain}`);
    };
    await one(`userName eq "p3@${a.domain}"`);
    await one(`userName eq "P3@${a.domain.toUpperCase()}"`);
    await one(`externalId eq "ext-p3"`);
    await one(`emails[type eq "work"].value eq "p3@${a.domain}"`);
    await one(`emails.value eq "p3@${a.domain}"`);
    await one(`userName eq "p3@${a.domain}" and externalId eq "ext-p3"`);
    await one(`urn:ietf:params:scim:schemas:core:2.0:User:userName eq "p3@${a.domain}"`);
    const none = await find(`userName eq "nobody@${a.domain}"`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect((await find(`externalId eq "ext-p3" and userName eq "p4@${a.domain}"`)).body.totalResults).toBe(0);
    for (const refused of [
      `userName sw "p"`,
      `userName eq "a" or userName eq "b"`,
      `title eq "x"`,
      `not (userName eq "x")`,
      `userName eq`,
      `name.familyName eq "x"`,
    ]) {
      expectError(await find(refused), 400, "invalidFilter");
    }
    const all = await scim<Json>("GET", "/Users?startIndex=1&count=200");
    const total = all.body.totalResults as number;
    expect(all.body.Resources).toHaveLength(total);
    const page = await scim<Json>("GET", "/Users?startIndex=2&count=2");
    expect(page.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((r: Json) => r.id)).toEqual(
      all.body.Resources.slice(1, 3).map((r: Json) => r.id),
    );
    expect((await scim<Json>("GET", "/Users?count=0")).body).toMatchObject({
      totalResults: total,
      Resources: [],
    });
    expect((await scim<Json>("GET", "/Users?count=5000")).body.itemsPerPage).toBe(total);
    expect((await scim<Json>("GET", "/Users?startIndex=0&count=1")).body.startIndex).toBe(1);
    expectError(await scim("GET", "/Users?count=abc"), 400);
  });

  it("Users: PUT replaces; PATCH in every form providers send", async () => {
    const made = await scim<Json>("POST", "/Users", user("pat"));
    const id = made.body.id as string;
    const put = await scim<Json>(
      "PUT",
      `/Users/${id}`,
      user("pat", {
        name: { givenName: "Put", familyName: "Name" },
        [ENTERPRISE]: { employeeNumber: "P-9" },
      }),
    );
    expect(put.status).toBe(200);
    expect(put.body.name.givenName).toBe("Put");
    expect(put.body[ENTERPRISE]).toEqual({ employeeNumber: "P-9" });
    // A PUT without externalId clears it (replace); without active, or without the enterprise extension, keeps them.
    const cleared = await scim<Json>("PUT", `/Users/${id}`, {
      userName: `pat@${a.domain}`,
      emails: [{ value: `pat@${a.domain}`, type: "work" }],
    });
    expect(cleared.body.externalId).toBeUndefined();
    expect(cleared.body.active).toBe(true);
    expect(cleared.body[ENTERPRISE]).toEqual({ employeeNumber: "P-9" });
    const emptied = await scim<Json>("PUT", `/Users/${id}`, {
      userName: `pat@${a.domain}`,
      emails: [{ value: `pat@${a.domain}`, type: "work" }],
      [ENTERPRISE]: {},
    });
    expect(emptied.body[ENTERPRISE]).toEqual({});

    let res = await patch(id, { op: "replace", path: "name.givenName", value: "Patched" });
    expect(res.body.name.givenName).toBe("Patched");
    res = await patch(id, { op: "Replace", path: 'emails[type eq "work"].value', value: `pat2@${a.domain}` });
    expect(res.body.emails[0].value).toBe(`pat2@${a.domain}`);
    res = await patch(id, { op: "Add", path: `${ENTERPRISE}:department`, value: "Legal" });
    expect(res.body[ENTERPRISE].department).toBe("Legal");
    res = await patch(id, {
      op: "replace",
      value: { "name.familyName": "Okta", externalId: "ext-okta", [ENTERPRISE]: { employeeNumber: "OK-1" } },
    });
    expect(res.body).toMatchObject({ externalId: "ext-okta", name: { familyName: "Okta" } });
    expect(res.body[ENTERPRISE].employeeNumber).toBe("OK-1");
    res = await patch(id, { op: "Remove", path: `${ENTERPRISE}:employeeNumber` });
    expect(res.body[ENTERPRISE].employeeNumber).toBeUndefined();
    res = await patch(id, {
      op: "add",
      path: "phoneNumbers",
      value: [{ value: "+44 20 7946 0000", type: "work" }],
    });
    expect(res.body.phoneNumbers[0].value).toBe("+442079460000");
    res = await patch(id, { op: "remove", path: 'phoneNumbers[type eq "work"]' });
    expect(res.body.phoneNumbers).toBeUndefined();
    res = await patch(id, { op: "replace", path: "preferredLanguage", value: "ca-ES" });
    expect(res.body.preferredLanguage).toBe("ca-ES");
    res = await patch(id, { op: "Replace", path: "userName", value: `renamed@${a.domain}` });
    expect(res.body.userName).toBe(`renamed@${a.domain}`);
    res = await patch(id, { op: "Replace", path: "active", value: "False" });
    expect(res.body.active).toBe(false);
    res = await patch(id, { op: "replace", value: { active: true } });
    expect(res.body.active).toBe(true);

    expectError(await patch(id, { op: "move", path: "userName", value: "x" }), 400, "invalidSyntax");
    expectError(await patch(id, { op: "remove" }), 400, "noTarget");
    expectError(await patch(id, { op: "replace", path: "emails[type eq", value: "x" }), 400, "invalidPath");
    expectError(await patch(id, { op: "replace", path: "userName", value: "employee" }), 409, "uniqueness");
    expectError(await patch(id, { op: "replace", path: "active", value: "nope" }), 400, "invalidValue");
    expectError(await scim("PATCH", `/Users/${id}`, { Operations: [] }), 400);
    expectError(await patch("999999", { op: "replace", path: "active", value: false }), 404);
    const updates = await server.db
      .selectFrom("audit_events")
      .select("actor_profile")
      .where("entity_type", "=", "people")
      .where("entity_id", "=", Number(id))
      .where("action", "=", "update")
      .execute();
    expect(updates.length).toBeGreaterThan(5);
    expect(new Set(updates.map((u) => u.actor_profile))).toEqual(new Set(["SCIM"]));
  });

  it("active false ends the person's live session; true lets them sign in again; DELETE anonymises", async () => {
    const made = await scim<Json>("POST", "/Users", user("sess"));
    const id = Number(made.body.id);
    await server.db
      .updateTable("people")
      .set({ password_hash: await hashPassword(DEMO_PASSWORD), password_changed_at: new Date() })
      .where("id", "=", id)
      .execute();
    const session = await api.token(`sess@${a.domain}`);
    expect((await api.get("/api/v1/auth/info", session)).status).toBe(200);
    const off = await patch(String(id), { op: "replace", path: "active", value: false });
    expect(off.body.active).toBe(false);
    expect((await api.get("/api/v1/auth/info", session)).status).toBe(401);
    const row = await server.db
      .selectFrom("people")
      .select("disabled_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).not.toBeNull();
    const on = await patch(String(id), { op: "replace", path: "active", value: true });
    expect(on.body.active).toBe(true);
    expect(
      (
        await server.db
          .selectFrom("people")
          .select("disabled_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).disabled_at,
    ).toBeNull();

    const again = await api.token(`sess@${a.domain}`);
    const deleted = await scim("DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await api.get("/api/v1/auth/info", again)).status).toBe(401);
    expectError(await scim("GET", `/Users/${id}`), 404);
    expectError(await scim("DELETE", `/Users/${id}`), 404);
    const gone = await server.db
      .selectFrom("people")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(gone).toMatchObject({ email: null, login: `deleted-${id}`, scim_external_id: null });
    expect(gone.deleted_at).not.toBeNull();
  });

  it("people holding ADMIN are not changed over SCIM", async () => {
    const made = await scim<Json>("POST", "/Users", user("boss"));
    await server.db
      .insertInto("person_profiles")
      .values({ person_id: Number(made.body.id), profile: "ADMIN", company_id: a.companyId })
      .execute();
    expectError(await patch(made.body.id, { op: "replace", path: "active", value: false }), 403);
    expectError(await scim("DELETE", `/Users/${made.body.id}`), 403);
  });

  it("Groups: create, get, list with filters, PUT, PATCH members (Entra and Okta forms), delete", async () => {
    const ids: string[] = [];
    for (const n of ["g1", "g2", "g3"]) ids.push((await scim<Json>("POST", "/Users", user(n))).body.id);
    const created = await scim<Json>("POST", "/Groups", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: "Engineers",
      externalId: "grp-1",
      members: [{ value: ids[0] }],
    });
    expect(created.status).toBe(201);
    const gid = created.body.id as string;
    expect(created.headers.get("location")).toBe(`http://wellguard.test/scim/v2/Groups/${gid}`);
    expect(created.body.members.map((m: Json) => m.value)).toEqual([ids[0]]);
    const tag = await server.db
      .selectFrom("tags")
      .selectAll()
      .where("id", "=", Number(gid))
      .executeTakeFirstOrThrow();
    expect(tag).toMatchObject({ company_id: a.companyId, name: "Engineers", scim_external_id: "grp-1" });
    expectError(await scim("POST", "/Groups", { displayName: "engineers" }), 409, "uniqueness");
    expectError(await scim("POST", "/Groups", { displayName: "" }), 400, "invalidValue");
    expectError(
      await scim("POST", "/Groups", { displayName: "X", members: [{ value: "999999" }] }),
      400,
      "invalidValue",
    );

    const byName = await scim<Json>(
      "GET",
      `/Groups?filter=${encodeURIComponent('displayName eq "engineers"')}&excludedAttributes=members`,
    );
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources[0].members).toBeUndefined();
    expect(
      (await scim<Json>("GET", `/Groups?filter=${encodeURIComponent('externalId eq "grp-1"')}`)).body
        .totalResults,
    ).toBe(1);
    expectError(
      await scim("GET", `/Groups?filter=${encodeURIComponent('displayName co "eng"')}`),
      400,
      "invalidFilter",
    );
    expect(
      (await scim<Json>("GET", `/Groups/${gid}?excludedAttributes=members`)).body.members,
    ).toBeUndefined();

    const gpatch = (...operations: Json[]) =>
      scim<Json>("PATCH", `/Groups/${gid}`, { schemas: [PATCH], Operations: operations });
    let res = await gpatch({
      op: "Add",
      path: "members",
      value: [{ $ref: null, value: ids[1] }, { value: ids[2] }],
    });
    expect(res.body.members.map((m: Json) => m.value)).toEqual(ids);
    res = await gpatch({ op: "Remove", path: `members[value eq "${ids[0]}"]` });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([ids[1], ids[2]]);
    res = await gpatch({ op: "Remove", path: "members", value: [{ value: ids[1] }] });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([ids[2]]);
    res = await gpatch({ op: "replace", path: "members", value: [{ value: ids[0] }, { value: ids[1] }] });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([ids[0], ids[1]]);
    res = await gpatch({ op: "replace", value: { id: gid, displayName: "Builders" } });
    expect(res.body.displayName).toBe("Builders");
    res = await gpatch({ op: "remove", path: "members" });
    expect(res.body.members).toEqual([]);
    const member = await scim<Json>(
      "GET",
      `/Groups?filter=${encodeURIComponent(`members[value eq "${ids[0]}"]`)}`,
    );
    expect(member.body.totalResults).toBe(0);

    const put = await scim<Json>("PUT", `/Groups/${gid}`, {
      displayName: "Builders",
      members: [{ value: ids[2] }],
    });
    expect(put.body.members.map((m: Json) => m.value)).toEqual([ids[2]]);
    expect(put.body.externalId).toBeUndefined();
    expect((await scim<Json>("GET", `/Users/${ids[2]}`)).body.groups).toEqual([
      { value: gid, display: "Builders", $ref: `http://wellguard.test/scim/v2/Groups/${gid}` },
    ]);

    const list = await scim<Json>("GET", "/Groups?startIndex=1&count=10");
    expect(list.body.totalResults).toBe(1);
    expect((await scim("DELETE", `/Groups/${gid}`)).status).toBe(204);
    expectError(await scim("GET", `/Groups/${gid}`), 404);
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "actor_profile"])
      .where("entity_type", "=", "tags")
      .where("entity_id", "=", Number(gid))
      .execute();
    expect(audit.map((e) => e.action)).toContain("delete");
    expect(new Set(audit.map((e) => e.actor_profile))).toEqual(new Set(["SCIM"]));
  });

  it("isolation: company B's token never sees nor changes company A's people and groups", async () => {
    const person = (await scim<Json>("POST", "/Users", user("iso"))).body.id as string;
    const group = (
      await scim<Json>("POST", "/Groups", { displayName: "Alpha only", members: [{ value: person }] })
    ).body.id as string;
    const list = await scimB<Json>("GET", "/Users?count=200");
    expect(list.body.totalResults).toBe(0);
    expect(JSON.stringify(list.body)).not.toContain(a.domain);
    expect(
      (await scimB<Json>("GET", `/Users?filter=${encodeURIComponent(`userName eq "iso@${a.domain}"`)}`)).body
        .totalResults,
    ).toBe(0);
    expectError(await scimB("GET", `/Users/${person}`), 404);
    expectError(await scimB("PUT", `/Users/${person}`, user("iso")), 404);
    expectError(
      await scimB("PATCH", `/Users/${person}`, {
        Operations: [{ op: "replace", path: "active", value: false }],
      }),
      404,
    );
    expectError(await scimB("DELETE", `/Users/${person}`), 404);
    expectError(await scimB("GET", `/Groups/${group}`), 404);
    expectError(
      await scimB("PATCH", `/Groups/${group}`, { Operations: [{ op: "remove", path: "members" }] }),
      404,
    );
    expectError(await scimB("DELETE", `/Groups/${group}`), 404);
    expect((await scimB<Json>("GET", "/Groups")).body.totalResults).toBe(0);
    // Nor can B put A's person in one of B's groups.
    expectError(
      await scimB("POST", "/Groups", { displayName: "Bravo", members: [{ value: person }] }),
      400,
      "invalidValue",
    );
    // And B's admin API cannot reach A's tokens: a company admin of B is tested in the isolation matrix.
    const stillThere = await scim<Json>("GET", `/Users/${person}`);
    expect(stillThere.body.active).toBe(true);
  });
});
