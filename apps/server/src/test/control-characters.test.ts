import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/database";
import { StaticMigrationProvider } from "../db/migrations";
import {
  type ApiClient,
  apiClient,
  base64,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "./harness";

/*
 * Issue 15, point 3: NUL, lone UTF-16 surrogates and control characters used to reach PostgreSQL and come back
 * as 500 ER6666 (42 answers on 15 routes). Each is now refused by the contract's text type: 412 ND1027.
 */

const V1 = "/api/v1";
/** Bodies are written by hand: JSON.stringify would turn a lone surrogate into the escape "\ud800" too, but
 * writing them as escapes shows what travels. */
const HOSTILE = {
  nul: { json: "a\\u0000b", query: "a%00b" },
  loneHigh: { json: "a\\ud800b", query: "a%ED%A0%80b" },
  loneLow: { json: "a\\udfffb", query: "a%ED%BF%BFb" },
  escape: { json: "a\\u001bb", query: "a%1Bb" },
  c1: { json: "a\\u0085b", query: "a%C2%85b" },
  del: { json: "a\\u007fb", query: "a%7Fb" },
};

describe.each(testDatabases())("control characters in requests (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;
  let controller: string;
  let employee: string;
  let companyId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    controller = await api.token("controller");
    employee = await api.token("employee");
    const info = await api.get<{ records: { stakeholderCompanyId: number } }>(`${V1}/auth/info`, controller);
    companyId = info.body.records.stakeholderCompanyId;
  });
  afterAll(async () => server?.close());

  async function rawCall(method: string, path: string, json: string, token?: string) {
    return api.call(method, `${V1}${path}`, { raw: json, ...(token ? { token } : {}) });
  }

  for (const [name, { json: value, query }] of Object.entries(HOSTILE)) {
    it(`refuses ${name} without signing in: login, forgot password, reset, federation check`, async () => {
      const newPassword = base64("N3w-Passw0rd!!");
      const answers = [
        await rawCall("POST", "/auth/login", `{"login":"${value}"}`),
        await rawCall("POST", "/auth/login", `{"login":"employee","password":"${value}"}`),
        await rawCall("POST", "/auth/forgotpassword", `{"login":"${value}"}`),
        await rawCall(
          "POST",
          "/auth/resetpassword/reset",
          `{"token":"${value}","password":"${newPassword}","repeatPassword":"${newPassword}"}`,
        ),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(412);
        expect(codeOf(answer)).toBe("ND1027");
      }
    });

    it(`refuses ${name} in names, tags and answers`, async () => {
      const answers = [
        await rawCall(
          "POST",
          "/admin/stakeholders/companies",
          `{"name":"${value}","domains":["ctl-${name.toLowerCase()}.example"],"services":[1],"surveyFlowId":1,"timeZone":"Europe/Madrid"}`,
          admin,
        ),
        await rawCall(
          "POST",
          `/controller/stakeholders/tags/${companyId}`,
          `{"name":"${value}"}`,
          controller,
        ),
        await rawCall(
          "PUT",
          "/user/traits/interactions/1",
          `{"questionId":"q1","value":"${value}"}`,
          employee,
        ),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(412);
        expect(codeOf(answer)).toBe("ND1027");
      }
    });

    it(`answers ${name} in a query string without a 500`, async () => {
      const answers = [
        await api.call("GET", `${V1}/auth/federation?host=${query}`),
        await api.call("GET", `${V1}/admin/stakeholders/people?search=${query}`, { token: admin }),
      ];
      for (const answer of answers) {
        // Percent-encoded UTF-8 cannot carry a lone surrogate: its bytes decode to U+FFFD, a clean text.
        if (name.startsWith("lone")) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(412);
          expect(codeOf(answer)).toBe("ND1027");
        }
      }
    });
  }

  it("refuses a login password whose base64 decodes to control characters", async () => {
    for (const plain of ["Secret\u0000Passw0rd!", "Secret\u001bPassw0rd!", "Secret\u0085Passw0rd!"]) {
      const answer = await api.post(`${V1}/auth/login`, { login: "employee", password: base64(plain) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(412);
      expect(codeOf(answer)).toBe("ND1027");
      expect(answer.body).toMatchObject({ records: { field: "password" } });
    }
  });

  it("refuses %00 and control characters in path parameters with 412, not 500", async () => {
    const paths: [string, string, string | undefined][] = [
      ["GET", `/misc/constants/a%00b`, employee],
      ["GET", `/misc/regions/%00`, employee],
      ["GET", `/user/traits/interactions/%00`, employee],
      ["GET", `/user/traits/assets/1%00`, employee],
      ["PUT", `/controller/stakeholders/tags/${companyId}/%1B`, controller],
      ["GET", `/controller/stakeholders/people/%C2%85`, controller],
      ["GET", `/admin/stakeholders/companies/%00/departments`, admin],
      ["POST", `/auth/resetpassword/%00`, undefined],
      ["GET", `/stakeholders/companies/%00/logo`, employee],
    ];
    for (const [method, path, token] of paths) {
      const answer = await api.call(method, `${V1}${path}`, {
        ...(token ? { token } : {}),
        ...(method === "GET" ? {} : { body: { name: "Tag" } }),
      });
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(412);
      expect(codeOf(answer), path).toBe("ND1027");
    }
  });

  it("accepts tab and newline in a multi-line answer but not in a name", async () => {
    const answer = (value: string) =>
      rawCall("PUT", "/user/traits/interactions/1", `{"questionId":"q1","value":"${value}"}`, employee);
    const multiline = await answer("one\\n\\ttwo");
    const plain = await answer("one two");
    // Both pass the text check and meet the same answer: the made-up interaction is not this person's.
    expect(multiline.status).toBe(plain.status);
    expect(multiline.body).toEqual(plain.body);
    const tag = await rawCall(
      "POST",
      `/controller/stakeholders/tags/${companyId}`,
      `{"name":"one\\ntwo"}`,
      controller,
    );
    expect(tag.status).toBe(412);
    expect(codeOf(tag)).toBe("ND1027");
  });

  it("accepts well-formed text outside the Basic Multilingual Plane", async () => {
    const tag = await api.post(
      `${V1}/controller/stakeholders/tags/${companyId}`,
      { name: "Equipo 🛡️ Ñandú" },
      controller,
    );
    expect(tag.status).toBe(200);
  });

  it("keeps control characters out of stored names: the migration cleans old rows, the database refuses new ones", async () => {
    const migrator = new Migrator({
      db: server.db as Kysely<unknown>,
      provider: new StaticMigrationProvider(),
    });
    const down = await migrator.migrateTo("2026_11_24_0011_people_live_counts");
    expect(down.error).toBeUndefined();
    const dirty = await server.db
      .insertInto("tags")
      .values({ company_id: companyId, name: "old\u001b[31m tag\u0085", updated_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Names that would meet a unique index once cleaned: a clean one and two dirty ones.
    const [clean, dirtyOne, dirtyTwo] = await server.db
      .insertInto("tags")
      .values(
        ["Twin", "twin\u0001", "Twin\u0002"].map((name) => ({
          company_id: companyId,
          name,
          updated_at: new Date(),
        })),
      )
      .returning("id")
      .execute();
    await migrateToLatest(server.db);
    const nameOf = async (id: number) =>
      (await server.db.selectFrom("tags").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;
    expect(await nameOf(dirty.id)).toBe("old[31m tag");
    expect(await nameOf(clean?.id ?? 0)).toBe("Twin");
    expect(await nameOf(dirtyOne?.id ?? 0)).toBe(`twin (${dirtyOne?.id})`);
    expect(await nameOf(dirtyTwo?.id ?? 0)).toBe(`Twin (${dirtyTwo?.id})`);
    await expect(
      server.db.updateTable("people").set({ surname: "x\u0007y" }).where("login", "=", "employee").execute(),
    ).rejects.toThrow(/people_surname_no_control/);
  });
});
