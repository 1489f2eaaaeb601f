import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer, testDatabases } from "../../test/harness";
import { type ScimCall, scimClient, scimCompany } from "./test-fixtures";

/*
 * Each identity provider's documented provisioning sequence, replayed over HTTP with the bodies they send:
 * - Microsoft Entra ID: Microsoft Learn "Tutorial: Develop and plan provisioning for a SCIM endpoint in Microsoft
 *   Entra ID" (user and group operations) and the AzureAD/SCIMReferenceCode Postman collection: capitalised ops,
 *   "Primary"/"Department" keys, `emails[type eq "work"].value`, "False" as a string, members removed by value.
 * - Okta: developer docs "SCIM 2.0 protocol reference" / "Build a SCIM provisioning integration": lookup by
 *   userName with startIndex/count, create with password (ignored), PUT updates, deactivation by a PATCH without
 *   path, groups renamed and members changed by PATCH, member lists replaced by PUT.
 * - Google Workspace: custom SCIM apps are limited to Google's catalogued apps, so the plain RFC 7644 sequence is
 *   what a generic client sends (create, filter, PATCH with path, deactivate, group membership, delete).
 */

// biome-ignore lint/suspicious/noExplicitAny: SCIM resources are read field by field in the assertions
type Json = Record<string, any>;
const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const q = (filter: string) => encodeURIComponent(filter);

describe.each(testDatabases())("identity providers' SCIM sequences (%s)", (kind) => {
  let server: TestServer;
  const clients: Record<string, ScimCall> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const api = apiClient(server.baseUrl);
    const admin = await api.token("admin");
    for (const label of ["Entra", "Okta", "Google"]) {
      const company = await scimCompany(api, admin, `Idp${label}`);
      clients[label] = scimClient(server.baseUrl, company.token);
    }
  });
  afterAll(() => server?.close());

  it("Microsoft Entra ID", async () => {
    const scim = clients.Entra as ScimCall;
    // Entra first asks whether the user exists, then creates it.
    const userName = "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1";
    const lookup = await scim<Json>("GET", `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim<Json>("POST", "/Users", {
      schemas: [USER, ENTERPRISE],
      externalId: "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
      userName,
      active: true,
      emails: [
        { Primary: true, type: "work", value: "Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com" },
      ],
      meta: { resourceType: "User" },
      name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
      roles: [],
      [ENTERPRISE]: { Department: "bob", Manager: { Value: "SuzzyQ" } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body[ENTERPRISE].department).toBe("bob");
    const found = await scim<Json>("GET", `/Users?filter=${q(`userName eq "${userName}"`)}`);
    expect(found.body.Resources[0].id).toBe(id);
    const byMail = await scim<Json>(
      "GET",
      `/Users?filter=${q('emails[type eq "work"].value eq "test_user_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com"')}`,
    );
    expect(byMail.body.totalResults).toBe(1);
    // Update user [Multi-valued properties].
    let res = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "Replace", path: 'emails[type eq "work"].value', value: "updatedEmail@microsoft.com" },
        { op: "Replace", path: "name.familyName", value: "updatedFamilyName" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.emails[0].value).toBe("updatedemail@microsoft.com");
    expect(res.body.name.familyName).toBe("updatedFamilyName");
    // Update user [Single-valued properties].
    res = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "Replace", path: "userName", value: "5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com" },
      ],
    });
    expect(res.body.userName).toBe("5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com");
    // Department through the extension's path.
    res = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "Add", path: `${ENTERPRISE}:department`, value: "Sales" }],
    });
    expect(res.body[ENTERPRISE].department).toBe("Sales");
    // Disable user: Entra sends the boolean as a string.
    res = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect(res.body.active).toBe(false);

    // Groups: create, get without members, find by displayName, rename, add and remove members, delete.
    const group = await scim<Json>("POST", "/Groups", {
      schemas: [GROUP, "http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group"],
      externalId: "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
      displayName: "displayName",
      meta: { resourceType: "Group" },
    });
    expect(group.status).toBe(201);
    const gid = group.body.id as string;
    expect(
      (await scim<Json>("GET", `/Groups/${gid}?excludedAttributes=members`)).body.members,
    ).toBeUndefined();
    const byName = await scim<Json>(
      "GET",
      `/Groups?excludedAttributes=members&filter=${q('displayName eq "displayName"')}`,
    );
    expect(byName.body.Resources[0].id).toBe(gid);
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [
        {
          op: "Replace",
          path: "displayName",
          value: "1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName",
        },
      ],
    });
    expect(res.body.displayName).toBe("1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName");
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "Add", path: "members", value: [{ $ref: null, value: id }] }],
    });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([id]);
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "Remove", path: "members", value: [{ $ref: null, value: id }] }],
    });
    expect(res.body.members).toEqual([]);
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "Add", path: "members", value: [{ value: id }] }],
    });
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "Remove", path: `members[value eq "${id}"]` }],
    });
    expect(res.body.members).toEqual([]);
    expect((await scim("DELETE", `/Groups/${gid}`)).status).toBe(204);
    expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
    expect((await scim<Json>("GET", `/Users/${id}`)).status).toBe(404);
  });

  it("Okta", async () => {
    const scim = clients.Okta as ScimCall;
    const lookup = await scim<Json>(
      "GET",
      `/Users?filter=${q('userName eq "test.user@okta.local"')}&startIndex=1&count=100`,
    );
    expect(lookup.body.totalResults).toBe(0);
    const created = await scim<Json>("POST", "/Users", {
      schemas: [USER],
      userName: "test.user@okta.local",
      name: { givenName: "Test", familyName: "User" },
      emails: [{ primary: true, value: "test.user@okta.local", type: "work" }],
      displayName: "Test User",
      locale: "en-US",
      externalId: "00ujl29u0le5T6Aj10h7",
      groups: [],
      password: "1mz050nq",
      active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body.preferredLanguage).toBe("en-US");
    expect((await scim<Json>("GET", `/Users/${id}`)).body.userName).toBe("test.user@okta.local");
    // Okta updates a profile with a PUT of the whole user.
    const put = await scim<Json>("PUT", `/Users/${id}`, {
      schemas: [USER],
      id,
      userName: "test.user@okta.local",
      name: { givenName: "Another", familyName: "User" },
      emails: [{ primary: true, value: "test.user@okta.local", type: "work" }],
      displayName: "Another User",
      locale: "en-US",
      externalId: "00ujl29u0le5T6Aj10h7",
      groups: [],
      active: true,
    });
    expect(put.body.name.givenName).toBe("Another");
    // Deactivation: a PATCH without a path.
    const off = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.body.active).toBe(false);
    const on = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", value: { active: true } }],
    });
    expect(on.body.active).toBe(true);

    const second = await scim<Json>("POST", "/Users", {
      schemas: [USER],
      userName: "second.user@okta.local",
      name: { givenName: "Second", familyName: "User" },
      emails: [{ primary: true, value: "second.user@okta.local", type: "work" }],
      active: true,
    });
    const id2 = second.body.id as string;
    const group = await scim<Json>("POST", "/Groups", {
      schemas: [GROUP],
      displayName: "Test SCIMv2",
      members: [],
    });
    const gid = group.body.id as string;
    expect((await scim<Json>("GET", "/Groups?startIndex=1&count=100")).body.totalResults).toBe(1);
    expect(
      (await scim<Json>("GET", `/Groups?filter=${q('displayName eq "Test SCIMv2"')}`)).body.Resources[0].id,
    ).toBe(gid);
    let res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", value: { id: gid, displayName: "Test SCIMv2 renamed" } }],
    });
    expect(res.body.displayName).toBe("Test SCIMv2 renamed");
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [
        {
          op: "add",
          path: "members",
          value: [
            { value: id, display: "test.user@okta.local" },
            { value: id2, display: "second.user@okta.local" },
          ],
        },
      ],
    });
    expect(res.body.members.map((m: Json) => m.value).sort()).toEqual([id, id2].sort());
    res = await scim<Json>("PATCH", `/Groups/${gid}`, {
      schemas: [PATCH],
      Operations: [{ op: "remove", path: `members[value eq "${id}"]` }],
    });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([id2]);
    // Okta's "push groups" can replace the whole list with a PUT.
    res = await scim<Json>("PUT", `/Groups/${gid}`, {
      schemas: [GROUP],
      id: gid,
      displayName: "Test SCIMv2 renamed",
      members: [{ value: id, display: "test.user@okta.local" }],
    });
    expect(res.body.members.map((m: Json) => m.value)).toEqual([id]);
    expect((await scim("DELETE", `/Groups/${gid}`)).status).toBe(204);
  });

  it("Google Workspace (the plain RFC 7644 sequence)", async () => {
    const scim = clients.Google as ScimCall;
    const created = await scim<Json>("POST", "/Users", {
      schemas: [USER, ENTERPRISE],
      userName: "jane@example-google.test",
      externalId: "google-1001",
      name: { givenName: "Jane", familyName: "Doe" },
      emails: [{ value: "jane@example-google.test", type: "work", primary: true }],
      active: true,
      [ENTERPRISE]: { employeeNumber: "G-1001", department: "Research" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const found = await scim<Json>("GET", `/Users?filter=${q('externalId eq "google-1001"')}`);
    expect(found.body.Resources[0].id).toBe(id);
    const res = await scim<Json>("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "replace", path: "name.familyName", value: "Smith" },
        { op: "replace", path: "active", value: false },
      ],
    });
    expect(res.body).toMatchObject({ active: false, name: { familyName: "Smith" } });
    const group = await scim<Json>("POST", "/Groups", {
      schemas: [GROUP],
      displayName: "Research team",
      members: [{ value: id }],
    });
    expect(group.body.members[0].value).toBe(id);
    const member = await scim<Json>("GET", `/Groups?filter=${q(`members[value eq "${id}"]`)}`);
    expect(member.body.totalResults).toBe(1);
    expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
    // A deleted person is no longer a member.
    expect((await scim<Json>("GET", `/Groups/${group.body.id}`)).body.members).toEqual([]);
  });
});
