import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompany } from "../../features/controller-stakeholders/test-fixtures";
import {
  type ApiClient,
  apiClient,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { CACHED_IDS, listPeople, type PeopleFilter } from "./people-list";

type Page = { records: { stakeholderId: number; surname: string }[]; total: number; totalCapped: boolean };

const PEOPLE = CACHED_IDS + 100;

/**
 * The people lists keep a list's first ids while the company's version (migration 0010) is unchanged
 * (docs/organisation.md "People lists"). Every change a list depends on must show on the next request, including
 * one written straight into the database, as another server instance would; and a cut page must be the page
 * the list computes.
 */
describe.each(testDatabases())("people lists: kept ids (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin = "";
  let company = 0;

  const list = (query: string) =>
    api.get<Page>(`/api/v1/admin/stakeholders/people?companyId=${company}&${query}`, admin);
  const surnames = (page: { body: Page }) => page.body.records.map((r) => r.surname);
  const version = async () =>
    (
      await sql<{ version: string }>`select coalesce((select version::text from people_list_versions
        where company_id = ${company}), '0') as version`.execute(server.db)
    ).rows[0]?.version;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    company = await addCompany(server.db, { name: "Kept Lists", domain: "kept.test", services: [1] });
    await sql`insert into people (company_id, name, surname, email, login)
      select ${company}, case when i % 2 = 0 then 'Marta' else 'Pablo' end, 'Kept ' || lpad(i::text, 5, '0'),
        'kept' || i || '@kept.test', 'kept' || i
      from generate_series(1, ${PEOPLE}) i`.execute(server.db);
  }, 120_000);
  afterAll(() => server?.close());

  it("shows a person added, renamed or deleted straight in the database on the next request", async () => {
    const before = await list("search=kept&sort=surname&page=1");
    expect(before.status).toBe(200);
    expect(surnames(before)[0]).toBe("Kept 00001");
    expect(before.body.total).toBe(PEOPLE);

    await sql`insert into people (company_id, name, surname, email, login)
      values (${company}, 'Ana', 'Kept 00000', 'kept0@kept.test', 'kept0')`.execute(server.db);
    const added = await list("search=kept&sort=surname&page=1");
    expect(surnames(added)[0]).toBe("Kept 00000");
    expect(added.body.total).toBe(PEOPLE + 1);

    await sql`update people set surname = 'Kept 99999' where company_id = ${company} and login = 'kept0'`.execute(
      server.db,
    );
    const renamed = await list("search=kept&sort=surname&page=1");
    expect(surnames(renamed)[0]).toBe("Kept 00001");
    const last = await list(`search=kept&sort=surname&order=desc&page=1`);
    expect(surnames(last)[0]).toBe("Kept 99999");

    await sql`update people set deleted_at = now() where company_id = ${company} and login = 'kept0'`.execute(
      server.db,
    );
    const deleted = await list("search=kept&sort=surname&order=desc&page=1");
    expect(surnames(deleted)[0]).toBe(`Kept ${String(PEOPLE).padStart(5, "0")}`);
    expect(deleted.body.total).toBe(PEOPLE);

    // Through the API as well: a person created by the admin shows in the search at once.
    const created = await api.post(
      "/api/v1/admin/stakeholders/people",
      {
        stakeholderCompanyId: company,
        name: "Kept",
        surname: "Kept 00000b",
        email: "kept-api@kept.test",
        profiles: ["USER"],
        services: [1],
      },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const viaApi = await list("search=kept&sort=surname&page=1");
    expect(surnames(viaApi)[0]).toBe("Kept 00000b");
  });

  it("does not count progress as a change (answers write it all day), and counts what the lists read", async () => {
    const start = await version();
    await sql`update people set progress = 50 where company_id = ${company}`.execute(server.db);
    expect(await version()).toBe(start);
    await sql`update people set name = name where company_id = ${company}`.execute(server.db);
    expect(await version()).toBe(start);
    await sql`update people set user_code = 'K-1' where company_id = ${company} and login = 'kept1'`.execute(
      server.db,
    );
    expect(await version()).not.toBe(start);
  });

  it("cuts the same pages the list computes, on both sides of the kept ids", async () => {
    const filters: Partial<PeopleFilter>[] = [
      { search: "kept", sort: "surname" },
      { search: "marta", sort: "name", order: "desc" },
      { sort: "email" },
      { search: "kept", sort: "createdAt" },
    ];
    const lastKeptPage = CACHED_IDS / 25;
    for (const extra of filters) {
      for (const page of [1, 2, lastKeptPage, lastKeptPage + 1, lastKeptPage + 4]) {
        const filter: PeopleFilter = { companyIds: [company], page, pageSize: 25, ...extra };
        const query = new URLSearchParams({
          page: String(page),
          ...(extra.search ? { search: extra.search } : {}),
          ...(extra.sort ? { sort: extra.sort } : {}),
          ...(extra.order ? { order: extra.order } : {}),
        });
        const served = await list(query.toString());
        expect(served.status).toBe(200);
        // A transaction is a handle without kept ids: the page computed from scratch.
        const computed = await server.db.transaction().execute((trx) => listPeople(trx, filter));
        expect(
          served.body.records.map((r) => r.stakeholderId),
          `${JSON.stringify(extra)} page ${page}`,
        ).toEqual(computed.records.map((r) => r.stakeholderId));
        expect([served.body.total, served.body.totalCapped]).toEqual([computed.total, computed.totalCapped]);
      }
    }
  });

  it("keeps each company's live people exact (the total of a list without filters) through every kind of change", async () => {
    const other = await addCompany(server.db, {
      name: "Counted Elsewhere",
      domain: "counted.test",
      services: [1],
    });
    const exact = async (step: string) => {
      const { rows } = await sql<{ company_id: number; kept: string; counted: string }>`
        select c.id as company_id, coalesce(v.live_people, 0)::text as kept,
          (select count(*) from people p where p.company_id = c.id and p.deleted_at is null)::text as counted
        from companies c left join people_list_versions v on v.company_id = c.id order by c.id`.execute(
        server.db,
      );
      for (const row of rows) expect(row.kept, `${step}: company ${row.company_id}`).toBe(row.counted);
      const counted = Number(rows.find((r) => r.company_id === company)?.counted);
      const page = await list("sort=surname&page=2");
      expect([page.body.total, page.body.totalCapped], step).toEqual([counted, false]);
    };
    await exact("as seeded");
    await sql`insert into people (company_id, name, surname, email, login)
      select ${other}, 'Counted', 'Person ' || i, 'counted' || i || '@counted.test', 'counted' || i
      from generate_series(1, 30) i`.execute(server.db);
    await exact("an insert of many rows in another company");
    await sql`update people set deleted_at = now() where login in ('kept3', 'kept4', 'counted1')`.execute(
      server.db,
    );
    await exact("soft deletes in two companies at once");
    await sql`update people set deleted_at = null where login = 'kept3'`.execute(server.db);
    await exact("a restore");
    await sql`update people set company_id = ${other} where login in ('kept5', 'kept6')`.execute(server.db);
    await exact("a move to another company");
    await sql`update people set company_id = ${company}, deleted_at = now() where login = 'counted2'`.execute(
      server.db,
    );
    await exact("a move and a soft delete in one update");
    await sql`delete from people where login in ('kept7', 'kept4', 'counted3')`.execute(server.db);
    await exact("deletes of live and soft-deleted people");
    await sql`update people set progress = 40 where company_id = ${company}`.execute(server.db);
    await exact("progress only");
    // Through the API as an admin deletes a person (personal data removed, the row kept as deleted).
    const someone = await list("search=kept10&page=1");
    const id = someone.body.records[0]?.stakeholderId;
    expect(id).toBeDefined();
    const removed = await api.call("DELETE", `/api/v1/admin/stakeholders/people/${id}`, { token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await exact("a person deleted through the API");
  });
});
