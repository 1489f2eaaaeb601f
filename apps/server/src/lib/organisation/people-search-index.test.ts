import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompany, addDepartment } from "../../features/controller-stakeholders/test-fixtures";
import {
  type ApiClient,
  apiClient,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import {
  type PageIds,
  type PeopleFilter,
  pageOfPeople,
  peopleSearchIndexOf,
  peopleSearchIndexSettled,
  TOTAL_CAP,
} from "./people-list";
import { compareCodePoints } from "./people-search-index";

describe("compareCodePoints", () => {
  it('orders as code points (PostgreSQL\'s "C" in UTF-8), not as UTF-16 units', () => {
    const words = ["z", "\u{1F600}", "\uFFFD", "é", "", "e", "ee", "\uE000", "\u{10000}"];
    const byCodePoints = [...words].sort((a, b) => {
      const x = [...a].map((c) => c.codePointAt(0) as number);
      const y = [...b].map((c) => c.codePointAt(0) as number);
      for (let i = 0; i < Math.min(x.length, y.length); i++)
        if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
      return x.length - y.length;
    });
    expect([...words].sort(compareCodePoints)).toEqual(byCodePoints);
    // What a plain JavaScript sort would get wrong: U+FFFD after the emoji.
    expect(byCodePoints.indexOf("\uFFFD")).toBeLessThan(byCodePoints.indexOf("\u{1F600}"));
  });
});

/** Names with what a search may trip over: accents, case, several words, LIKE's own characters, astral code points. */
const NAMES = [
  "María José",
  "Mario",
  "marta",
  "MARCOS",
  "Álvaro",
  "alvaro",
  "Ángela",
  "Łukasz",
  "Zoë",
  "Zoe\uFFFD",
  "Zoe\u{1F600}",
  "Iñaki",
  "Jordi",
  "Ana_Belén",
  "100%",
  "Back\\slash",
  "O'Brien",
  "Straße",
];
const SURNAMES = ["García", "García López", "Martín", "martínez", "López", "Núñez", "Ó Súilleabháin", "Ruiz"];

/**
 * The in-memory search index answers exactly what the SQL of the lists answers (docs/organisation.md "People
 * lists"), and only while the company's people are unchanged.
 */
describe.each(testDatabases())("people lists: search index (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin = "";
  let company = 0;
  let departments: number[] = [];
  let large = 0;

  /** The page as SQL computes it: a transaction is a handle without kept ids or index. */
  const computed = (filter: PeopleFilter) =>
    server.db.transaction().execute((trx) => pageOfPeople(trx, filter));
  const version = async (companyId: number) =>
    (
      await sql<{ version: string }>`select coalesce((select version::text from people_list_versions
        where company_id = ${companyId}), '0') as version`.execute(server.db)
    ).rows[0]?.version;
  /** Builds the company's index (a search starts it) and checks it is the current one. */
  const indexed = async (companyId: number) => {
    await pageOfPeople(server.db, { companyIds: [companyId], search: "a", page: 1, pageSize: 1 });
    await peopleSearchIndexSettled(server.db, companyId);
    expect(peopleSearchIndexOf(server.db, companyId)?.version).toBe(await version(companyId));
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { peopleSearchIndexMinPeople: 1, peopleSearchIndexPeople: 20_000 });
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    company = await addCompany(server.db, { name: "Indexed", domain: "indexed.test", services: [1] });
    departments = [
      await addDepartment(server.db, company, "Sales"),
      await addDepartment(server.db, company, "Legal"),
    ];
    // 288 people: every name with every surname twice (ties broken by id), some without e-mail, user code or
    // department, created at a few instants only (ties again).
    await sql`insert into people (company_id, department_id, name, surname, email, login, user_code, created_at)
      select ${company}, case when i % 3 = 0 then null else (${departments}::int[])[1 + i % 2] end,
        n.name, s.surname,
        case when i % 5 = 0 then null else lower(replace(n.name, ' ', '')) || '.' || i || '@indexed.test' end,
        'login' || i, case when i % 4 = 0 then null else 'C-' || i end,
        timestamptz '2026-01-01' + (i % 7) * interval '1 day'
      from unnest(${NAMES}::text[]) with ordinality as n(name, ni)
        cross join unnest(${SURNAMES}::text[]) with ordinality as s(surname, si)
        cross join generate_series(0, 1) as k,
        lateral (select (ni * 100 + si * 2 + k)::int as i) x`.execute(server.db);
    // A company with more matches than the lists count.
    large = await addCompany(server.db, { name: "Indexed Large", domain: "large.test", services: [1] });
    await sql`insert into people (company_id, name, surname, email, login)
      select ${large}, 'Marta', 'Large ' || i, 'marta.' || i || '@large.test', 'large' || i
      from generate_series(1, ${TOTAL_CAP + 20}) i`.execute(server.db);
  }, 120_000);
  afterAll(() => server?.close());

  it("answers every search, sort, order, department filter and page exactly as SQL does", async () => {
    await indexed(company);
    const searches = [
      "mar",
      "MAR",
      "ma",
      "m",
      "á",
      "al",
      "ál",
      "maría josé",
      "josé maría",
      "garcía lóp",
      "łu",
      "zo",
      "zoë",
      "zoe\u{1F600}",
      "zoe\uFFFD",
      "c-102",
      "c-",
      "_",
      "%",
      "\\",
      "o'b",
      "straße",
      "marta.10",
      "@indexed",
      "login1",
      "nobody",
      "m a g r",
    ];
    const sorts = ["surname", "name", "email", "login", "createdAt"] as const;
    let compared = 0;
    for (const search of searches)
      for (const sort of sorts)
        for (const order of ["asc", "desc"] as const)
          for (const departmentIds of [undefined, [departments[0] as number], departments])
            for (const page of [1, 3]) {
              const filter: PeopleFilter = {
                companyIds: [company],
                search,
                sort,
                order,
                departmentIds,
                page,
                pageSize: 7,
              };
              const expected: PageIds = await computed(filter);
              expect(await pageOfPeople(server.db, filter), JSON.stringify(filter)).toEqual(expected);
              if (expected.ids.length > 0) compared++;
            }
    // The comparisons are not all of empty pages.
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it("counts up to the lists' cap, as SQL does", async () => {
    await indexed(large);
    for (const page of [1, 400]) {
      const filter: PeopleFilter = { companyIds: [large], search: "mar", page, pageSize: 25 };
      const fromIndex = await pageOfPeople(server.db, filter);
      expect(fromIndex).toEqual(await computed(filter));
      expect(fromIndex).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
      expect(fromIndex.ids).toHaveLength(25);
    }
  });

  it("shows every change on the next request, then indexes it again", async () => {
    await indexed(company);
    const list = (query: string) =>
      api.get<{ records: { surname: string; stakeholderId: number }[]; total: number }>(
        `/api/v1/admin/stakeholders/people?companyId=${company}&pageSize=5&${query}`,
        admin,
      );
    const before = await list("search=zzyzx");
    expect(before.body.total).toBe(0);

    await sql`insert into people (company_id, name, surname, email, login)
      values (${company}, 'Zzyzx', 'Aaaa', 'zzyzx@indexed.test', 'zzyzx')`.execute(server.db);
    const added = await list("search=zzyzx");
    expect(added.body.records.map((r) => r.surname)).toEqual(["Aaaa"]);
    await indexed(company);
    expect((await list("search=zzyzx")).body.records.map((r) => r.surname)).toEqual(["Aaaa"]);

    await sql`update people set surname = 'Zzzz' where login = 'zzyzx'`.execute(server.db);
    expect((await list("search=zzyzx")).body.records.map((r) => r.surname)).toEqual(["Zzzz"]);
    expect((await list("search=aaaa")).body.total).toBe(0);
    await indexed(company);
    expect((await list("search=zzzz")).body.records.map((r) => r.surname)).toEqual(["Zzzz"]);

    await sql`update people set deleted_at = now() where login = 'zzyzx'`.execute(server.db);
    expect((await list("search=zzyzx")).body.total).toBe(0);
    await indexed(company);
    expect((await list("search=zzyzx")).body.total).toBe(0);
  });

  it("holds at most the configured number of people, least recently searched company first", async () => {
    const small = await startTestServer(kind, {
      peopleSearchIndexMinPeople: 1,
      peopleSearchIndexPeople: 300,
    });
    try {
      const first = await addCompany(small.db, { name: "First", domain: "first.test", services: [1] });
      const second = await addCompany(small.db, { name: "Second", domain: "second.test", services: [1] });
      const tooLarge = await addCompany(small.db, {
        name: "Too large",
        domain: "too-large.test",
        services: [1],
      });
      await sql`insert into people (company_id, name, surname, login)
        select case when i <= 200 then ${first}::int when i <= 350 then ${second}::int else ${tooLarge}::int end,
          'Ana', 'P' || i, 'p' || i
        from generate_series(1, 751) i`.execute(small.db);
      const search = async (companyId: number) => {
        await pageOfPeople(small.db, { companyIds: [companyId], search: "ana", page: 1, pageSize: 5 });
        await peopleSearchIndexSettled(small.db, companyId);
      };
      await search(first);
      expect(peopleSearchIndexOf(small.db, first)).toBeDefined();
      // 200 + 150 people: more than the 300 held, so the first company's index goes.
      await search(second);
      expect(peopleSearchIndexOf(small.db, second)).toBeDefined();
      expect(peopleSearchIndexOf(small.db, first)).toBeUndefined();
      // 401 people: more than can be held at all, searched in SQL only; the second company's index stays.
      await search(tooLarge);
      expect(peopleSearchIndexOf(small.db, tooLarge)).toBeUndefined();
      expect(peopleSearchIndexOf(small.db, second)).toBeDefined();
    } finally {
      await small.close();
    }
  });
});
