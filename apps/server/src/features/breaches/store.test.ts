import { BREACH_LEVEL_SCORES } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database";
import { startTestServer, type TestServer, testDatabases } from "../../test/harness";
import {
  BREACH_EXPOSURE,
  BREACH_SURVEY_TYPE,
  type ExposureInput,
  recordExposures,
  refreshBreachLevels,
} from "./store";
import { addBreachCompany, type BreachCompany, breachInput } from "./test-fixtures";

/* The write side every breach source ends in (store.ts), on the real database. */

const AT1 = new Date("2026-03-01T10:00:00Z");
const AT2 = new Date("2026-04-01T10:00:00Z");

async function levelRecords(db: Db, personId: number) {
  return db
    .selectFrom("profile_dimension_records")
    .select([
      "dimension_value",
      "dimension_value_extra",
      "vigence",
      "start_date",
      "department_id",
      "company_id",
    ])
    .where("person_id", "=", personId)
    .where("survey_type_id", "=", BREACH_SURVEY_TYPE)
    .where("dimension_id", "=", BREACH_EXPOSURE)
    .orderBy("id")
    .execute();
}

async function exposuresOf(db: Db, personId: number) {
  return db
    .selectFrom("breach_exposures as e")
    .innerJoin("breaches as b", "b.id", "e.breach_id")
    .select([
      "b.name",
      "b.company_id as breachCompany",
      sql<Date>`e.first_seen`.as("first_seen"),
      "e.password_exposed",
      "e.solved_at",
      "e.email",
    ])
    .where("e.person_id", "=", personId)
    .orderBy("b.name")
    .execute();
}

describe.each(testDatabases())("breach store (%s)", (kind) => {
  let server: TestServer;
  let alpha: BreachCompany;
  let beta: BreachCompany;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alpha = await addBreachCompany(server.db, "storealpha", { logins: ["ann", "bob", "cid", "dan"] });
    beta = await addBreachCompany(server.db, "storebeta", { logins: ["eve"] });
    await server.db
      .updateTable("people")
      .set({ deleted_at: AT1 })
      .where("id", "=", alpha.people.dan as number)
      .execute();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const rows = (domain: string, pairs: [string, string][]): ExposureInput[] =>
    pairs.map(([local, breachName]) => ({ email: `${local}@${domain}`, breachName }));

  it("keeps the company's people in its domains and drops the rest, counting both", async () => {
    const input = [
      ...rows(alpha.domain, [
        ["ANN", "Pinecone"], // upper case and spaces are the same address
        ["bob", "Pinecone"],
        ["nobody", "Pinecone"], // an address of nobody
        ["dan", "Pinecone"], // a deleted person
      ]),
      { email: "ann@elsewhere.example", breachName: "Pinecone" }, // outside the company's domains
      { email: `eve@${beta.domain}`, breachName: "Pinecone" }, // another company's person
      { email: ` bob@${alpha.domain} `, breachName: "Lantern" },
    ];
    const outcome = await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(
          trx,
          alpha.company,
          "import",
          [
            breachInput("Pinecone", ["Email addresses", "Passwords"]),
            breachInput("Lantern", ["Email addresses"]),
          ],
          input,
          AT1,
        ),
      );
    expect(outcome.kept).toBe(3);
    expect(outcome.dropped).toBe(4);
    expect(outcome.newBreaches).toBe(2);
    expect(outcome.newExposures).toBe(3);
    expect([...outcome.exposedPeople].sort()).toEqual([alpha.people.ann, alpha.people.bob].sort());

    const ann = await exposuresOf(server.db, alpha.people.ann as number);
    expect(ann).toMatchObject([
      {
        name: "Pinecone",
        breachCompany: alpha.company,
        password_exposed: true,
        email: `ann@${alpha.domain}`,
      },
    ]);
    const bob = await exposuresOf(server.db, alpha.people.bob as number);
    expect(bob.map((e) => [e.name, e.password_exposed])).toEqual([
      ["Lantern", false],
      ["Pinecone", true],
    ]);
    expect(await exposuresOf(server.db, alpha.people.dan as number)).toEqual([]);
    expect(await exposuresOf(server.db, beta.people.eve as number)).toEqual([]);

    // Levels: ann one unchanged password (2), bob one unchanged password and one without (2).
    expect(await levelRecords(server.db, alpha.people.ann as number)).toMatchObject([
      {
        dimension_value: BREACH_LEVEL_SCORES[2],
        dimension_value_extra: 2,
        vigence: 1,
        company_id: alpha.company,
        department_id: alpha.department,
      },
    ]);
    expect(await levelRecords(server.db, alpha.people.cid as number)).toEqual([]);
  });

  it("leaves a known exposure's first-seen date and flags as they were when the same records come again", async () => {
    const annId = alpha.people.ann as number;
    await server.db
      .updateTable("breach_exposures")
      .set({ solved_at: AT1 })
      .where("person_id", "=", annId)
      .execute();
    const again = await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(
          trx,
          alpha.company,
          "import",
          [breachInput("Pinecone", ["Email addresses", "Passwords"])],
          rows(alpha.domain, [["ann", "Pinecone"]]),
          AT2,
        ),
      );
    expect(again).toMatchObject({ kept: 1, dropped: 0, newBreaches: 0, newExposures: 0, exposedPeople: [] });
    const [exposure] = await exposuresOf(server.db, annId);
    expect(exposure?.first_seen.toISOString()).toBe(AT1.toISOString());
    expect(exposure?.solved_at).not.toBeNull();
    expect(
      await server.db.selectFrom("breaches").select("id").where("company_id", "=", alpha.company).execute(),
    ).toHaveLength(2);
  });

  it("shares Have I Been Pwned breaches across companies and keeps imported ones per company", async () => {
    const hibp = [breachInput("Atlas", ["Email addresses", "Passwords"])];
    await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(trx, alpha.company, "hibp", hibp, rows(alpha.domain, [["cid", "Atlas"]]), AT1),
      );
    const second = await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(trx, beta.company, "hibp", hibp, rows(beta.domain, [["eve", "Atlas"]]), AT1),
      );
    expect(second.newBreaches).toBe(0);
    const atlas = await server.db
      .selectFrom("breaches")
      .select(["id", "company_id", "source"])
      .where("name", "=", "Atlas")
      .execute();
    expect(atlas).toEqual([{ id: atlas[0]?.id, company_id: null, source: "hibp" }]);

    // The same name imported by beta is beta's own breach, apart from alpha's "Pinecone".
    const imported = await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(
          trx,
          beta.company,
          "import",
          [breachInput("Pinecone", ["Passwords"])],
          rows(beta.domain, [["eve", "Pinecone"]]),
          AT1,
        ),
      );
    expect(imported.newBreaches).toBe(1);
    const pinecones = await server.db
      .selectFrom("breaches")
      .select("company_id")
      .where("name", "=", "Pinecone")
      .orderBy("company_id")
      .execute();
    expect(pinecones.map((b) => b.company_id)).toEqual([alpha.company, beta.company].sort((a, b) => a - b));
    expect(
      (await exposuresOf(server.db, beta.people.eve as number)).map((e) => [e.name, e.breachCompany]),
    ).toEqual([
      ["Atlas", null],
      ["Pinecone", beta.company],
    ]);
    // An imported breach's exposure never lands on another company's breach of the same name.
    const eveLevels = await levelRecords(server.db, beta.people.eve as number);
    expect(eveLevels.filter((r) => r.vigence === 1)).toMatchObject([
      { dimension_value_extra: 3, dimension_value: 0 },
    ]);
  });

  it("writes a new level record only when the level changed, retiring the previous one", async () => {
    const cid = alpha.people.cid as number;
    const before = await levelRecords(server.db, cid);
    expect(before).toMatchObject([{ dimension_value_extra: 2, vigence: 1 }]);

    // Nothing changed: no new record.
    await server.db.transaction().execute((trx) => refreshBreachLevels(trx, alpha.company, [cid], AT2));
    expect(await levelRecords(server.db, cid)).toHaveLength(1);

    // Password changed: level 1, the previous record retired.
    await server.db
      .updateTable("breach_exposures")
      .set({ password_changed_at: AT2 })
      .where("person_id", "=", cid)
      .execute();
    await server.db.transaction().execute((trx) => refreshBreachLevels(trx, alpha.company, [cid], AT2));
    const after = await levelRecords(server.db, cid);
    expect(after).toMatchObject([
      { dimension_value_extra: 2, dimension_value: BREACH_LEVEL_SCORES[2], vigence: 0 },
      { dimension_value_extra: 1, dimension_value: BREACH_LEVEL_SCORES[1], vigence: 1 },
    ]);
    expect(new Date(after[1]?.start_date as Date).toISOString()).toBe(AT2.toISOString());

    // Solved: level 0 (score 10).
    await server.db
      .updateTable("breach_exposures")
      .set({ solved_at: AT2 })
      .where("person_id", "=", cid)
      .execute();
    await server.db.transaction().execute((trx) => refreshBreachLevels(trx, alpha.company, [cid], AT2));
    expect((await levelRecords(server.db, cid)).filter((r) => r.vigence === 1)).toMatchObject([
      { dimension_value_extra: 0, dimension_value: 10 },
    ]);

    // A person of another company named in the list is left alone.
    const eveBefore = await levelRecords(server.db, beta.people.eve as number);
    await server.db
      .transaction()
      .execute((trx) => refreshBreachLevels(trx, alpha.company, [beta.people.eve as number], AT2));
    expect(await levelRecords(server.db, beta.people.eve as number)).toEqual(eveBefore);
  });

  it("takes a breach named twice in one call (in any case) once, the last one given", async () => {
    const outcome = await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(
          trx,
          alpha.company,
          "import",
          [
            breachInput("Twice", ["Email addresses"]),
            { ...breachInput("TWICE", ["Passwords"]), title: "Second" },
          ],
          rows(alpha.domain, [["cid", "twice"]]),
          AT2,
        ),
      );
    expect(outcome).toMatchObject({ newBreaches: 1, newExposures: 1 });
    const twice = await server.db
      .selectFrom("breaches")
      .select(["title", "data_classes"])
      .where("company_id", "=", alpha.company)
      .where(sql<boolean>`lower(name) = 'twice'`)
      .execute();
    expect(twice).toEqual([{ title: "Second", data_classes: ["Passwords"] }]);
  });

  it("gives two or more unchanged passwords level 3", async () => {
    const bob = alpha.people.bob as number;
    await server.db
      .transaction()
      .execute((trx) =>
        recordExposures(
          trx,
          alpha.company,
          "import",
          [breachInput("Quarry", ["Passwords"])],
          rows(alpha.domain, [["bob", "Quarry"]]),
          AT2,
        ),
      );
    expect((await levelRecords(server.db, bob)).filter((r) => r.vigence === 1)).toMatchObject([
      { dimension_value_extra: 3, dimension_value: 0 },
    ]);
  });
});
