import { ORGANISATION_LIMITS } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompany, addPerson } from "../../features/controller-stakeholders/test-fixtures";
import {
  type ApiClient,
  apiClient,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";

type Page = {
  records: { stakeholderId: number; surname: string }[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
};

const V1 = "/api/v1";
const CAP = ORGANISATION_LIMITS.peopleTotalCap;

/**
 * The people lists count matches up to ORGANISATION_LIMITS.peopleTotalCap (10,000): above it `total` is the cap
 * and `totalCapped` is true. A company of CAP + 5 people (written in one statement) and one of exactly CAP.
 */
describe.each(testDatabases())("people lists: capped totals (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const t = { admin: "", controller: "" };
  const ids = { big: 0, exact: 0 };

  const get = (path: string, token: string) => api.get<Page>(`${V1}${path}`, token);

  /** `count` people of a company, surnames "Cap 00000"…, every fifth named Marta, progress 0-9. */
  async function fill(companyId: number, prefix: string, count: number) {
    await sql`insert into people (company_id, name, surname, email, login)
      select ${companyId}, case when i % 5 = 0 then 'Marta' else 'Pablo' end, 'Cap ' || lpad(i::text, 5, '0'),
        ${prefix} || i || '@cap.test', ${prefix} || i
      from generate_series(1, ${count}) i`.execute(server.db);
    await sql`update people set progress = id % 10 where company_id = ${companyId}`.execute(server.db);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    ids.big = await addCompany(server.db, { name: "Big Cap", domain: "big.cap.test", services: [1] });
    ids.exact = await addCompany(server.db, { name: "Exact Cap", domain: "exact.cap.test", services: [1] });
    await addPerson(server.db, {
      companyId: ids.big,
      login: "ctl-cap",
      name: "Carla",
      surname: "Control",
      profiles: [
        ["USER", null],
        ["CONTROLLER", ids.big],
        ["CONTROLLER", ids.exact],
      ],
      canSignIn: true,
    });
    await fill(ids.big, "big-", CAP + 4);
    await fill(ids.exact, "exact-", CAP);
    t.admin = await api.token("admin");
    t.controller = await api.token("ctl-cap");
  }, 120_000);
  afterAll(() => server?.close());

  it("the admin list answers the cap and totalCapped above it, the exact count at it", async () => {
    const big = await get(`/admin/stakeholders/people?companyId=${ids.big}&sort=surname`, t.admin);
    expect(big.status).toBe(200);
    expect([big.body.total, big.body.totalCapped, big.body.records.length]).toEqual([CAP, true, 25]);
    const exact = await get(`/admin/stakeholders/people?companyId=${ids.exact}`, t.admin);
    expect([exact.body.total, exact.body.totalCapped]).toEqual([CAP, false]);
    // A search with fewer matches than the cap is counted exactly (every fifth person is Marta).
    const search = await get(`/admin/stakeholders/people?companyId=${ids.big}&search=marta`, t.admin);
    expect([search.body.total, search.body.totalCapped]).toEqual([(CAP + 4 - ((CAP + 4) % 5)) / 5, false]);
    // A search matching more than the cap: capped too.
    const broad = await get(`/admin/stakeholders/people?companyId=${ids.big}&search=cap`, t.admin);
    expect([broad.body.total, broad.body.totalCapped]).toEqual([CAP, true]);
  });

  it("pages past the cap are still served, in order, searched or not", async () => {
    const last = Math.ceil((CAP + 5) / 100);
    for (const search of ["", "&search=cap"]) {
      const page = await get(
        `/admin/stakeholders/people?companyId=${ids.big}&sort=surname&pageSize=100&page=${last}${search}`,
        t.admin,
      );
      expect(page.body.totalCapped).toBe(true);
      // CAP + 5 people: the controller and CAP + 4 "Cap nnnnn", the controller ("Control") last by surname.
      expect(page.body.records.map((r) => r.surname)).toEqual([
        ...Array.from({ length: 4 }, (_, i) => `Cap ${String(CAP + 1 + i).padStart(5, "0")}`),
        ...(search ? [] : ["Control"]),
      ]);
    }
  });

  it("a platform admin's list across companies merges each company's first rows in the sort's order", async () => {
    const orders = [
      ["surname", "asc", sql`lower(surname) asc, lower(name) asc, id asc`],
      ["name", "desc", sql`lower(name) desc, lower(surname) desc, id desc`],
      ["progress", "asc", sql`progress asc nulls last, id`],
      ["createdAt", "desc", sql`created_at desc, id desc`],
    ] as const;
    for (const [sort, order, orderBy] of orders) {
      for (const page of [1, 3]) {
        const res = await get(
          `/admin/stakeholders/people?sort=${sort}&order=${order}&pageSize=40&page=${page}`,
          t.admin,
        );
        const { rows } = await sql<{ id: number }>`select id from people where deleted_at is null
          order by ${orderBy} limit 40 offset ${(page - 1) * 40}`.execute(server.db);
        expect(res.body.records.map((r) => r.stakeholderId)).toEqual(rows.map((r) => r.id));
        expect([res.body.total, res.body.totalCapped]).toEqual([CAP, true]);
      }
    }
  });

  it("the controller list caps the same way", async () => {
    const big = await get(`/controller/stakeholders/companies/${ids.big}/people`, t.controller);
    expect(big.status).toBe(200);
    expect([big.body.total, big.body.totalCapped, big.body.records.length]).toEqual([CAP, true, 25]);
    const exact = await get(`/controller/stakeholders/companies/${ids.exact}/people`, t.controller);
    expect([exact.body.total, exact.body.totalCapped]).toEqual([CAP, false]);
    const profile = await get(
      `/controller/stakeholders/companies/${ids.big}/people?profile=CONTROLLER`,
      t.controller,
    );
    expect([profile.body.total, profile.body.totalCapped]).toEqual([1, false]);
  });
});
