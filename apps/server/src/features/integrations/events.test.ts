import {
  type ApiKeyScope,
  EVENTS_PAGE_MAX,
  SURVEYS,
  type TCampaign,
  type TEvent,
  type TEventPage,
  type TSurvey,
} from "@wellguard/contract";
import { type Kysely, Migrator, sql } from "kysely";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/database";
import { StaticMigrationProvider } from "../../db/migrations";
import { newApiKey } from "../../lib/api-keys";
import { recordEvents } from "../../lib/events";
import { instrumentFor } from "../../lib/journey/catalogue";
import {
  type CampaignServer,
  demoCompanyId,
  MINUTE,
  phishingHost,
  salesCampaign,
  startCampaignServer,
  testClock,
  trackingLinkOf,
} from "../../test/campaigns";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { runHousekeeping } from "../housekeeping/housekeeping";
import { scimClient, scimCompany } from "../scim/test-fixtures";
import { securitySurveyKind } from "./survey-events";

/*
 * The event sources and the feed (issue 21 point 4, docs/integrations.md "Events"): each change made through the
 * real API writes its event with the documented payload, in its own transaction (a change rolled back writes
 * none), and GET /api/v1/events pages through them without gaps or repeats, filtered, as JSON or JSON lines, for
 * a key of the company, its controller or an admin, and never across companies.
 */

type Page = { records: TEventPage };

describe.each(testDatabases())("events (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;
  let controller: string;
  let demoId: number;

  /** A key of `companyId` made by `creator` (written as the key routes do: only its hash is stored). */
  async function apiKey(
    companyId: number,
    creator: string,
    scopes: ApiKeyScope[],
    actingProfile: "ADMIN" | "CONTROLLER",
  ): Promise<string> {
    const person = await server.db
      .selectFrom("people")
      .select("id")
      .where("login", "=", creator)
      .executeTakeFirstOrThrow();
    const { key, prefix, hash } = newApiKey();
    await server.db
      .insertInto("api_keys")
      .values({
        company_id: companyId,
        name: `test ${scopes.join(" ")}`,
        prefix,
        token_hash: hash,
        acting_profile: actingProfile,
        scopes,
        created_by: person.id,
      })
      .execute();
    return key;
  }

  /** Every event of the company (oldest first), read through the feed page by page. */
  async function allEvents(companyId: number, query = ""): Promise<TEvent[]> {
    const events: TEvent[] = [];
    let cursor = "";
    for (;;) {
      const res = await api.get<Page>(
        `/api/v1/events?companyId=${companyId}&limit=${EVENTS_PAGE_MAX}${query}${cursor ? `&cursor=${cursor}` : ""}`,
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      events.push(...res.body.records.events);
      // Oldest first by number (not as text: evt_10 after evt_9).
      const numbers = events.map((e) => Number(e.id.slice(4)));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      if (res.body.records.events.length === 0) return events;
      cursor = res.body.records.nextCursor;
    }
  }

  /** The people and import events written since `before` (the demo company's campaigns write others meanwhile). */
  async function eventsAfter(companyId: number, before: TEvent[]): Promise<TEvent[]> {
    const seen = new Set(before.map((e) => e.id));
    const types = "&types=person.created,person.updated,person.deleted,import.finished";
    return (await allEvents(companyId, types)).filter((e) => !seen.has(e.id));
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    controller = await api.token("controller");
    demoId = await demoCompanyId(server.db);
  });
  afterAll(() => server?.close());

  describe("people", () => {
    it("admin API: created, updated (with the changed fields) and deleted", async () => {
      const before = await allEvents(demoId);
      const created = await api.post<{ records: { stakeholderId: number } }>(
        "/api/v1/admin/stakeholders/people",
        {
          name: "Ada",
          surname: "Events",
          email: "ada.events@democorp.example",
          stakeholderCompanyId: demoId,
        },
        admin,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.records.stakeholderId;
      const updated = await api.put(
        `/api/v1/admin/stakeholders/people/${id}`,
        {
          name: "Ada",
          surname: "Eventful",
          email: "ada.events@democorp.example",
          stakeholderCompanyId: demoId,
        },
        admin,
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const live = await eventsAfter(demoId, before);
      expect(live[0]?.data).toEqual({
        personId: id,
        externalId: null,
        login: "ada.events@democorp.example",
        email: "ada.events@democorp.example",
        name: "Ada",
        surname: "Events",
        departmentId: null,
        active: true,
        source: "admin",
      });
      expect(live[1]?.data).toMatchObject({ surname: "Eventful", changed: ["surname"], source: "admin" });
      const deleted = await api.call("DELETE", `/api/v1/admin/stakeholders/people/${id}`, { token: admin });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

      const events = await eventsAfter(demoId, before);
      expect(events.map((e) => e.type)).toEqual(["person.created", "person.updated", "person.deleted"]);
      expect(events[0]).toMatchObject({
        id: expect.stringMatching(/^evt_\d+$/),
        companyId: demoId,
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      // Deleted since: the earlier events lost the personal values (as the audit entries do); ids stay.
      expect(events[0]?.data).toEqual({
        personId: id,
        externalId: null,
        departmentId: null,
        active: true,
        source: "admin",
      });
      expect(events[1]?.data).toEqual({
        personId: id,
        externalId: null,
        departmentId: null,
        active: true,
        source: "admin",
        changed: ["surname"],
      });
      expect(events[2]?.data).toEqual({ personId: id, externalId: null, source: "admin" });
      // Never a password or anything beyond the documented fields.
      for (const event of events) expect(JSON.stringify(event.data)).not.toMatch(/password/i);
    });

    it("admin API: a department deleted moves its people, with a person.updated each", async () => {
      const department = await api.post<{ records: { stakeholderId: number } }>(
        "/api/v1/admin/stakeholders/departments",
        { name: "Closing soon", stakeholderCompanyId: demoId },
        admin,
      );
      expect(department.status, JSON.stringify(department.body)).toBe(200);
      const departmentId = department.body.records.stakeholderId;
      const person = await api.post<{ records: { stakeholderId: number } }>(
        "/api/v1/admin/stakeholders/people",
        {
          name: "Moved",
          surname: "Along",
          email: "moved.along@democorp.example",
          stakeholderCompanyId: demoId,
          stakeholderDepartmentId: departmentId,
        },
        admin,
      );
      expect(person.status, JSON.stringify(person.body)).toBe(200);
      const before = await allEvents(demoId);
      const deleted = await api.call("DELETE", `/api/v1/admin/stakeholders/departments/${departmentId}`, {
        token: admin,
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const events = await eventsAfter(demoId, before);
      expect(events.map((e) => e.type)).toEqual(["person.updated"]);
      expect(events[0]?.data).toMatchObject({
        personId: person.body.records.stakeholderId,
        departmentId: null,
        changed: ["departmentId"],
        source: "admin",
      });
    });

    it("controller API: updated, with source controller; a save that changes nothing writes nothing", async () => {
      const person = await server.db
        .selectFrom("people")
        .selectAll()
        .where("login", "=", "employee")
        .executeTakeFirstOrThrow();
      const read = await api.get<{ records: Record<string, unknown> }>(
        `/api/v1/admin/stakeholders/people/${person.id}`,
        admin,
      );
      const current = read.body.records;
      const body = {
        name: current.name,
        surname: "Renamed",
        email: current.email,
        login: current.login,
        stakeholderDepartmentId: person.department_id,
        userCode: current.userCode,
        locale: current.locale,
        gender: current.gender,
        phone: current.phone,
        timeZone: current.timeZone,
        avatar: current.avatar,
        services: current.services,
      };
      const before = await allEvents(demoId);
      const res = await api.put(`/api/v1/controller/stakeholders/people/${person.id}`, body, controller);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const again = await api.put(`/api/v1/controller/stakeholders/people/${person.id}`, body, controller);
      expect(again.status).toBe(200);
      const events = await eventsAfter(demoId, before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: "person.updated",
        data: { personId: person.id, surname: "Renamed", changed: ["surname"], source: "controller" },
      });
    });

    it("SCIM: created, deactivated (active false) and deleted, with the external id", async () => {
      const company = await scimCompany(api, admin, "Eventsco");
      const scim = scimClient(server.baseUrl, company.token);
      const created = await scim("POST", "/Users", {
        userName: "grace@eventsco.test",
        name: { givenName: "Grace", familyName: "Hopper" },
        emails: [{ value: "grace@eventsco.test", type: "work", primary: true }],
        externalId: "okta-42",
        active: true,
      });
      expect(created.status).toBe(201);
      const id = Number(created.body.id);
      const patched = await scim("PATCH", `/Users/${id}`, {
        schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
        Operations: [{ op: "replace", path: "active", value: false }],
      });
      expect(patched.status).toBe(200);
      expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
      const events = await allEvents(company.companyId);
      expect(events.map((e) => e.type)).toEqual(["person.created", "person.updated", "person.deleted"]);
      expect(events[0]?.data).toMatchObject({
        personId: id,
        externalId: "okta-42",
        active: true,
        source: "scim",
      });
      expect(events[1]?.data).toMatchObject({
        personId: id,
        active: false,
        changed: ["active"],
        source: "scim",
      });
      expect(events[2]?.data).toEqual({ personId: id, externalId: "okta-42", source: "scim" });
    });

    it("import: created and updated people, then import.finished; a failed import writes nothing", async () => {
      const base = `/api/v1/admin/stakeholders/people/import/${demoId}`;
      async function upload(csv: string): Promise<string> {
        const form = new FormData();
        form.append("services", "1");
        form.append("surveyFlowId", "1");
        form.append("file", new Blob([csv], { type: "text/csv" }), "people.csv");
        const res = await fetch(`${server.baseUrl}${base}`, {
          method: "POST",
          headers: { authorization: `Bearer ${admin}` },
          body: form,
        });
        const body = (await res.json()) as { records: { importId: string } };
        expect(res.status, JSON.stringify(body)).toBe(200);
        return body.records.importId;
      }
      async function commit(importId: string): Promise<string> {
        expect((await api.post(`${base}/${importId}/commit`, {}, admin)).status).toBe(202);
        for (;;) {
          const res = await api.get<{ records: { status: string } }>(`${base}/${importId}`, admin);
          if (res.body.records.status !== "committing") return res.body.records.status;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }

      const before = await allEvents(demoId);
      const first = await upload(
        "name,surname,email\nIna,One,ina.one@democorp.example\nIvo,Two,ivo.two@democorp.example\n",
      );
      expect(await commit(first)).toBe("committed");
      const second = await upload(
        "name,surname,email\nIna,Uno,ina.one@democorp.example\nIvo,Two,ivo.two@democorp.example\n",
      );
      expect(await commit(second)).toBe("committed");
      const events = await eventsAfter(demoId, before);
      expect(events.map((e) => e.type)).toEqual([
        "person.created",
        "person.created",
        "import.finished",
        "person.updated",
        "import.finished",
      ]);
      expect(events[0]?.data).toMatchObject({ email: "ina.one@democorp.example", source: "import" });
      expect(events[2]?.data).toEqual({
        importId: first,
        kind: "people",
        created: 2,
        updated: 0,
        departmentsCreated: 0,
      });
      expect(events[3]?.data).toMatchObject({ email: "ina.one@democorp.example", changed: ["surname"] });
      expect(events[4]?.data).toMatchObject({ importId: second, kind: "people", created: 0, updated: 2 });

      // A commit that fails in its transaction (a test trigger refuses the update after the new person of the
      // same step was written) writes no event, not even for that new person.
      await sql
        .raw(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.surname = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`)
        .execute(server.db);
      await sql
        .raw("CREATE TRIGGER refuse_boom BEFORE UPDATE ON people FOR EACH ROW EXECUTE FUNCTION refuse_boom()")
        .execute(server.db);
      try {
        const failing = await upload(
          "name,surname,email\nNew,Person,new.person@democorp.example\nIna,Boom,ina.one@democorp.example\n",
        );
        const mid = await allEvents(demoId);
        expect(await commit(failing)).toBe("failed");
        expect(await eventsAfter(demoId, mid)).toEqual([]);
      } finally {
        await sql.raw("DROP TRIGGER refuse_boom ON people").execute(server.db);
        await sql.raw("DROP FUNCTION refuse_boom()").execute(server.db);
      }
    });
  });

  describe("surveys, breaches and reports", () => {
    /** The events of these types written since `before`. */
    async function newOfTypes(before: TEvent[], types: string): Promise<TEvent[]> {
      const seen = new Set(before.map((e) => e.id));
      return (await allEvents(demoId, `&types=${types}`)).filter((e) => !seen.has(e.id));
    }

    it("survey.completed for a security survey only: a wellbeing survey writes nothing, and no score ever", async () => {
      const employee = await server.db
        .selectFrom("people")
        .select(["id", "company_id"])
        .where("login", "=", "employee")
        .executeTakeFirstOrThrow();
      const token = await api.token("employee");
      const before = await allEvents(demoId);
      for (const key of ["SURVEY_WELLGUARD_CYBERSECURITY", "SURVEY_WELLGUARD_CLIMATE_PLUS"] as const) {
        // A fresh interaction of the type, in a cycle of its own (the flow may have done it already).
        const { rows: cycles } = await sql<{ next: number }>`select coalesce(max(cycle), 0) + 1 as next
          from interactions where person_id = ${employee.id} and survey_type_id = ${SURVEYS[key]}`.execute(
          server.db,
        );
        const row = await server.db
          .insertInto("interactions")
          .values({
            person_id: employee.id,
            company_id: employee.company_id,
            survey_type_id: SURVEYS[key],
            survey_id: instrumentFor(SURVEYS[key])?.surveyId ?? 0,
            start_date: new Date(),
            cycle: cycles[0]?.next ?? 1,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        let completed = false;
        for (let step = 0; step < 200 && !completed; step++) {
          const read = await api.get<{ records: TSurvey }>(
            `/api/v1/user/traits/interactions/${row.id}`,
            token,
          );
          expect(read.status, JSON.stringify(read.body)).toBe(200);
          const q = read.body.records.questions[0];
          if (!q) break;
          const graded = instrumentFor(SURVEYS[key])?.questions.find((x) => x.id === q.questionId)?.graded;
          const value = q.kind === "text" ? "Fine" : graded ? graded.correctValue : q.options[0]?.value;
          const res = await api.put<{ records: { completed: boolean } }>(
            `/api/v1/user/traits/interactions/${row.id}`,
            { questionId: q.questionId, value },
            token,
          );
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          completed = res.body.records.completed;
        }
        expect(completed, key).toBe(true);
      }
      const events = await newOfTypes(before, "survey.completed");
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toEqual({
        personId: employee.id,
        interactionId: expect.any(Number),
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
        survey: "SURVEY_WELLGUARD_CYBERSECURITY",
        kind: "awareness",
      });
      // The rule itself, for every wellbeing kind.
      for (const key of [
        "SURVEY_WELLGUARD_CLIMATE_PLUS",
        "SURVEY_WELLGUARD_DIRECT",
        "SURVEY_WELLGUARD_BURNOUT",
        "SURVEY_WELLGUARD_IMPACT",
        "SURVEY_WELLGUARD_IMPACT_REFRESH",
        "SURVEY_WELLGUARD_ARCHETYPE",
        "SURVEY_WELLGUARD_WELCOME",
        "SURVEY_WELLGUARD_OPEN_SURVEY",
        "SURVEY_WELLGUARD_HELPER_WELLBEING",
      ] as const) {
        expect(securitySurveyKind(SURVEYS[key]), key).toBeUndefined();
      }
      expect(securitySurveyKind(SURVEYS.SURVEY_WELLGUARD_INSIDER_RED)).toBe("risk");
      expect(securitySurveyKind(SURVEYS.SURVEY_WELLGUARD_PHISHING)).toBe("phishing");
    });

    it("breach.found per new exposure and import.finished for a breach import", async () => {
      const before = await allEvents(demoId);
      const form = new FormData();
      const csv =
        "email,breach,breach_date,data_classes\nemployee@democorp.example,Events Leak,2026-01-01,Passwords\n" +
        "nobody@elsewhere.example,Events Leak,2026-01-01,Passwords\n";
      form.append("file", new Blob([csv], { type: "text/csv" }), "breaches.csv");
      const res = await fetch(`${server.baseUrl}/api/v1/controller/breaches/${demoId}/import`, {
        method: "POST",
        headers: { authorization: `Bearer ${controller}` },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const employee = await server.db
        .selectFrom("people")
        .select("id")
        .where("login", "=", "employee")
        .executeTakeFirstOrThrow();
      const events = await newOfTypes(before, "breach.found,import.finished");
      expect(events.map((e) => e.type)).toEqual(["breach.found", "import.finished"]);
      expect(events[0]?.data).toEqual({
        breachId: expect.any(Number),
        breachName: "Events Leak",
        personId: employee.id,
        passwordExposed: true,
        source: "import",
      });
      expect(events[1]?.data).toEqual({
        importId: null,
        kind: "breaches",
        rows: 2,
        kept: 1,
        dropped: 1,
        newBreaches: 1,
        newExposures: 1,
      });
    });

    it("report.ready when a report is made", async () => {
      const before = await allEvents(demoId);
      const res = await api.post<{ records: { reportId: number } }>(
        `/api/v1/controller/reports/${demoId}`,
        {},
        controller,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const events = await newOfTypes(before, "report.ready");
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        reportId: res.body.records.reportId,
        departmentId: null,
        scheduled: false,
        formats: ["pdf", "xlsx"],
      });
    });
  });

  it("housekeeping deletes events older than 90 days, with their deliveries", async () => {
    const { rows } = await sql<{ id: string }>`insert into events (company_id, type, occurred_at, data)
      values (${demoId}, 'person.created', now() - interval '91 days', '{}'),
        (${demoId}, 'person.created', now() - interval '89 days', '{}')
      returning id::text`.execute(server.db);
    const [old, recent] = rows.map((r) => r.id);
    const endpoint = await sql<{
      id: number;
    }>`insert into webhook_endpoints (company_id, url, event_types, secret_sealed)
      values (${demoId}, 'https://siem.example/hook', '{person.created}', 'sealed') returning id`.execute(
      server.db,
    );
    await sql`insert into webhook_deliveries (endpoint_id, event_id)
      values (${endpoint.rows[0]?.id}, ${old}::bigint)`.execute(server.db);
    const counts = await runHousekeeping(server.db);
    expect(counts.events).toBeGreaterThanOrEqual(1);
    const left = await sql<{
      id: string;
    }>`select id::text from events where id = any(${[old, recent]}::bigint[])`.execute(server.db);
    expect(left.rows.map((r) => r.id)).toEqual([recent]);
    const deliveries = await sql`select 1 from webhook_deliveries where event_id = ${old}::bigint`.execute(
      server.db,
    );
    expect(deliveries.rows).toEqual([]);
    await sql`delete from webhook_endpoints where id = ${endpoint.rows[0]?.id}`.execute(server.db);
  });

  describe("the feed", () => {
    let fresh: number;

    beforeAll(async () => {
      // A company of its own, with 25 events of known types.
      const company = await api.post<{ records: { stakeholderId: number } }>(
        "/api/v1/admin/stakeholders/companies",
        { name: "Feed Inc", domains: ["feed.test"], services: [1, 2, 3], surveyFlowId: 1, type: "HOLDING" },
        admin,
      );
      expect(company.status).toBe(200);
      fresh = company.body.records.stakeholderId;
      for (let n = 0; n < 25; n++) {
        const res = await api.post(
          "/api/v1/admin/stakeholders/people",
          { name: `P${n}`, surname: "Feed", email: `p${n}@feed.test`, stakeholderCompanyId: fresh },
          admin,
        );
        expect(res.status).toBe(200);
      }
      // A webhook's "send a test" event (stored by the webhooks, never listed by the feed).
      await sql`insert into events (company_id, type, data) values (${fresh}, 'webhook.test', '{"test": true}')`.execute(
        server.db,
      );
    });

    it("pages with the cursor, without gaps or repeats, and keeps the cursor when nothing is new", async () => {
      const pages: TEvent[][] = [];
      let cursor: string | undefined;
      for (;;) {
        const res = await api.get<Page>(
          `/api/v1/events?companyId=${fresh}&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
          admin,
        );
        expect(res.status).toBe(200);
        expect(typeof res.body.records.nextCursor).toBe("string");
        if (res.body.records.events.length === 0) {
          expect(res.body.records.nextCursor).toBe(cursor);
          break;
        }
        pages.push(res.body.records.events);
        cursor = res.body.records.nextCursor;
      }
      expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 4]);
      const ids = pages.flat().map((e) => Number(e.id.slice(4)));
      expect(new Set(ids).size).toBe(25);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      // webhook.test events (a webhook's "send a test") are never in the feed.
      expect(pages.flat().every((e) => e.type === "person.created")).toBe(true);

      // A new event appears after the last cursor.
      await api.post(
        "/api/v1/admin/stakeholders/people",
        { name: "Late", surname: "Feed", email: "late@feed.test", stakeholderCompanyId: fresh },
        admin,
      );
      const next = await api.get<Page>(`/api/v1/events?companyId=${fresh}&cursor=${cursor}`, admin);
      expect(next.body.records.events.map((e) => e.data.email)).toEqual(["late@feed.test"]);
    });

    it("filters by type and time", async () => {
      const all = await allEvents(fresh);
      const third = all[2] as TEvent;
      const some = await api.get<Page>(
        `/api/v1/events?companyId=${fresh}&types=person.deleted,import.finished`,
        admin,
      );
      expect(some.body.records.events).toEqual([]);
      const created = await api.get<Page>(
        `/api/v1/events?companyId=${fresh}&types=person.created&limit=3`,
        admin,
      );
      expect(created.body.records.events).toEqual(all.slice(0, 3));
      await sql`update events set occurred_at = '2026-01-01T00:00:00Z' where id = ${third.id.slice(4)}::bigint`.execute(
        server.db,
      );
      const window = await api.get<Page>(
        `/api/v1/events?companyId=${fresh}&since=2025-12-31T00:00:00Z&until=2026-01-02T00:00:00%2B00:00`,
        admin,
      );
      expect(window.body.records.events.map((e) => e.id)).toEqual([third.id]);
      const later = await api.get<Page>(
        `/api/v1/events?companyId=${fresh}&since=2026-01-02T00:00:00Z`,
        admin,
      );
      expect(later.body.records.events.map((e) => e.id)).not.toContain(third.id);
    });

    it("answers JSON lines, one event a line and the cursor last", async () => {
      const json = await api.get<Page>(`/api/v1/events?companyId=${fresh}&limit=5`, admin);
      const requests: { path: string; headers: Record<string, string> }[] = [
        { path: `/api/v1/events?companyId=${fresh}&limit=5`, headers: { accept: "application/x-ndjson" } },
        { path: `/api/v1/events?companyId=${fresh}&limit=5&format=jsonl`, headers: {} },
      ];
      for (const request of requests) {
        const res = await fetch(`${server.baseUrl}${request.path}`, {
          headers: { authorization: `Bearer ${admin}`, ...request.headers },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
        const lines = (await res.text()).split("\n");
        expect(lines.pop()).toBe("");
        const parsed = lines.map((line) => JSON.parse(line));
        expect(parsed.slice(0, 5)).toEqual(json.body.records.events);
        expect(parsed[5]).toEqual({ nextCursor: json.body.records.nextCursor });
      }
    });

    it("refuses bad limits, cursors and types with 412 ND1027", async () => {
      const bad = [
        ["limit=0", "limit"],
        [`limit=${EVENTS_PAGE_MAX + 1}`, "limit"],
        ["limit=abc", "limit"],
        ["cursor=!!!", "cursor"],
        [`cursor=${Buffer.from("12x").toString("base64url")}`, "cursor"],
        [`cursor=${Buffer.from("99999999999999999999").toString("base64url")}`, "cursor"],
        ["types=person.created,person.exploded", "types"],
        ["types=webhook.test", "types"],
        ["since=yesterday", "since"],
        ["format=xml", "format"],
      ];
      for (const [query, field] of bad) {
        const res = await api.get(`/api/v1/events?companyId=${fresh}&${query}`, admin);
        expect({ query, status: res.status, code: codeOf(res) }).toEqual({
          query,
          status: 412,
          code: "ND1027",
        });
        expect((res.body as { records: { field?: string } }).records.field, query).toBe(field);
      }
    });

    it("reads for a key of the company, its controller, or an admin; never another company's events", async () => {
      const key = await apiKey(demoId, "controller", ["events:read"], "CONTROLLER");
      const byKey = await api.get<Page>("/api/v1/events?limit=1000", key);
      expect(byKey.status).toBe(200);
      expect(byKey.body.records.events.length).toBeGreaterThan(0);
      expect(byKey.body.records.events.every((e) => e.companyId === demoId)).toBe(true);
      expect((await api.get(`/api/v1/events?companyId=${demoId}`, key)).status).toBe(200);
      // Another company, even one the key's creator could read with their session: 404.
      const other = await api.get(`/api/v1/events?companyId=${fresh}`, key);
      expect({ status: other.status, code: codeOf(other) }).toEqual({ status: 404, code: "ND1000" });
      // A key of an admin reads its own company only, too.
      const adminKey = await apiKey(fresh, "admin", ["events:read"], "ADMIN");
      expect((await api.get<Page>("/api/v1/events", adminKey)).body.records.events[0]?.companyId).toBe(fresh);
      const across = await api.get(`/api/v1/events?companyId=${demoId}`, adminKey);
      expect(across.status).toBe(404);
      // A key without events:read is refused.
      const peopleKey = await apiKey(demoId, "controller", ["people:read"], "CONTROLLER");
      const refused = await api.get("/api/v1/events", peopleKey);
      expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 403, code: "NF1002" });

      // The controller manages one company: it is the default; a company they do not manage is 404.
      const mine = await api.get<Page>("/api/v1/events", controller);
      expect(mine.body.records.events.every((e) => e.companyId === demoId)).toBe(true);
      expect((await api.get(`/api/v1/events?companyId=${fresh}`, controller)).status).toBe(404);
      // An admin must name the company; an id out of range is 404, not an error.
      const unnamed = await api.get("/api/v1/events", admin);
      expect({ status: unnamed.status, code: codeOf(unnamed) }).toEqual({ status: 412, code: "ND1018" });
      expect((await api.get("/api/v1/events?companyId=99999999999", admin)).status).toBe(404);
      // A USER is refused; nobody signed in is 401.
      const employee = await api.token("employee");
      expect((await api.get(`/api/v1/events?companyId=${demoId}`, employee)).status).toBe(403);
      expect((await api.get(`/api/v1/events?companyId=${demoId}`)).status).toBe(401);
    });

    /** The feed's position now: the cursor after its last event. */
    async function cursorNow(): Promise<string> {
      const all = await allEvents(fresh);
      const last = all[all.length - 1] as TEvent;
      return Buffer.from(last.id.slice(4)).toString("base64url");
    }

    // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
    it.runIf(kind === "postgres")(
      "never passes an event whose transaction commits after a later one: it waits for it",
      async () => {
        const cursor = await cursorNow();
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let written = () => {};
        const wroteFirst = new Promise<void>((resolve) => {
          written = resolve;
        });
        // The first event takes its number, then its transaction stays open.
        const slow = server.db.transaction().execute(async (trx) => {
          await recordEvents(trx, [
            { companyId: fresh, type: "person.updated", data: { personId: 0, first: true } },
          ]);
          written();
          await held;
        });
        await wroteFirst;
        // A second one commits at once, with a higher number.
        await server.db
          .transaction()
          .execute((trx) =>
            recordEvents(trx, [
              { companyId: fresh, type: "person.updated", data: { personId: 0, second: true } },
            ]),
          );
        const early = await api.get<Page>(`/api/v1/events?companyId=${fresh}&cursor=${cursor}`, admin);
        expect(early.body.records.events).toEqual([]);
        expect(early.body.records.nextCursor).toBe(cursor);

        release();
        await slow;
        const late = await api.get<Page>(`/api/v1/events?companyId=${fresh}&cursor=${cursor}`, admin);
        expect(late.body.records.events.map((e) => e.data)).toEqual([
          { personId: 0, first: true },
          { personId: 0, second: true },
        ]);
      },
    );

    it("serves events written before their JSON was stored (migration 0025 fills it in)", async () => {
      const cursor = await cursorNow();
      const migrator = new Migrator({
        db: server.db as Kysely<unknown>,
        provider: new StaticMigrationProvider(),
      });
      const down = await migrator.migrateTo("2026_11_28_0024_integrations");
      expect(down.error).toBeUndefined();
      const { rows } = await sql<{ id: string }>`insert into events (company_id, type, occurred_at, data)
        values (${fresh}, 'person.updated', '2026-11-27T10:11:12.345Z', '{"personId": 7, "changed": ["surname"]}')
        returning id::text`.execute(server.db);
      await migrateToLatest(server.db);
      const page = await api.get<Page>(`/api/v1/events?companyId=${fresh}&cursor=${cursor}`, admin);
      expect(page.body.records.events).toEqual([
        {
          id: `evt_${rows[0]?.id}`,
          type: "person.updated",
          companyId: fresh,
          occurredAt: "2026-11-27T10:11:12.345Z",
          data: { personId: 7, changed: ["surname"] },
        },
      ]);
    });
  });
});

describe.each(testDatabases())("simulation and report events (%s)", (kind) => {
  const HOST = "events-lure.test";
  const clock = testClock("2026-11-30T08:00:00Z");
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let campaign: TCampaign;
  let report: (message: Mail.Options) => Promise<unknown>;

  /** The company's events of these types (oldest first), as its controller reads them. */
  async function eventsOf(types: string): Promise<TEvent[]> {
    const res = await api.get<Page>(`/api/v1/events?types=${types}&limit=1000`, controller);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records.events;
  }

  beforeAll(async () => {
    product = await startCampaignServer(kind, clock, { reportMailbox: true });
    ({ server, api } = product);
    const port = server.app.reportMailbox?.port;
    if (!port) throw new Error("the report mailbox is not listening");
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    report = (message) => transport.sendMail({ to: "report-phishing@demo.test", ...message });
    const admin = await api.token("admin");
    controller = await api.token("controller");
    ({ campaign } = await salesCampaign(api, server.db, { admin, controller }, HOST, clock, "Events lure"));
  }, 60_000);
  afterAll(() => product?.close());

  it("simulation.sent for each message handed over, in the sender's batch", async () => {
    expect(await eventsOf("simulation.sent")).toEqual([]);
    clock.now += 121 * MINUTE;
    await server.app.flushCampaigns();
    const recipients = campaign.totals.recipients;
    expect(product.smtp.messages.length).toBe(recipients);
    const sent = await eventsOf("simulation.sent");
    expect(sent).toHaveLength(recipients);
    const rows = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "person_id", "template_id"])
      .where("campaign_id", "=", campaign.campaignId)
      .execute();
    expect(sent.map((e) => e.data).sort((a, b) => Number(a.recipientId) - Number(b.recipientId))).toEqual(
      rows
        .map((r) => ({
          campaignId: campaign.campaignId,
          recipientId: r.id,
          personId: r.person_id,
          channel: "email",
          templateId: r.template_id,
        }))
        .sort((a, b) => Number(a.recipientId) - Number(b.recipientId)),
    );
  });

  it("simulation.clicked for a confirmed human click only, simulation.submitted with field names only", async () => {
    const { path } = await trackingLinkOf(product.smtp.messages[0], HOST);
    const host = phishingHost(server.baseUrl, HOST);
    // A scanner, a HEAD and a page never confirmed by its script: no event.
    await host.open(path, { "user-agent": "Mozilla/5.0 (compatible; Barracuda Sentinel)" });
    await host.request("HEAD", path);
    await host.open(path);
    expect(await eventsOf("simulation.clicked")).toEqual([]);
    clock.now += 5 * MINUTE;
    const { hit, confirm } = await host.click(path);
    expect(confirm.status).toBe(204);
    const secret = `typed-${Date.now()}-Qx7`;
    const submitted = await host.submit(path, { hit, fields: ["password", "email"], password: secret });
    expect(submitted.status).toBe(204);
    const clicked = await eventsOf("simulation.clicked");
    expect(clicked).toHaveLength(1);
    const recipientId = clicked[0]?.data.recipientId;
    expect(clicked[0]?.data).toMatchObject({ campaignId: campaign.campaignId, channel: "email" });
    const submissions = await eventsOf("simulation.submitted");
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.data).toMatchObject({ recipientId, fields: ["email", "password"] });
    const all = await api.get(`/api/v1/events?limit=1000`, controller);
    expect(JSON.stringify(all.body)).not.toContain(secret);
  });

  it("simulation.reported when a simulation is reported; phish.reported for a real one, without its subject", async () => {
    const received = product.smtp.messages[1];
    if (!received) throw new Error("no second message");
    const parsed = await simpleParser(received.raw);
    const to = received.to[0] ?? "";
    await report({
      from: to,
      subject: `Fwd: ${parsed.subject}`,
      text: `Is this real?\n\n---------- Forwarded message ---------\nFrom: ${parsed.from?.text}\nSubject: ${parsed.subject}\nTo: ${to}\n\n${parsed.text}`,
      html: `<p>Is this real?</p><blockquote>${String(parsed.html)}</blockquote>`,
    });
    const reported = await eventsOf("simulation.reported");
    expect(reported).toHaveLength(1);
    expect(reported[0]?.data).toMatchObject({
      campaignId: campaign.campaignId,
      first: true,
      channel: "email",
    });

    const employee = await server.db
      .selectFrom("people")
      .select(["id", "email"])
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    await report({
      from: `Elena <${employee.email}>`,
      subject: "RV: Your parcel for Elena is waiting",
      text: [
        "Is this real?",
        "",
        "---------- Forwarded message ---------",
        "From: Parcel Service <track@parcel-delivery.example>",
        "Subject: Your parcel for Elena is waiting",
        `To: <${employee.email}>`,
        "",
        "Pay the customs fee at https://parcel-delivery.example/pay?id=42.",
      ].join("\n"),
    });
    const phish = await eventsOf("phish.reported");
    expect(phish).toHaveLength(1);
    expect(phish[0]?.data).toEqual({
      reportedMessageId: expect.any(Number),
      personId: employee.id,
      senderDomain: "parcel-delivery.example",
      links: 1,
      attachments: 0,
    });
    expect(JSON.stringify(phish)).not.toMatch(/parcel for Elena/i);
  });
});
