import type { TPerson } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startSmtpServer } from "../../test/smtp";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/*
 * Issue 15, point 1: a controller could set an employee's (or a peer controller's) e-mail to an address they
 * own, ask for a reset link and sign in as that person. Every path of the fix, over HTTP with a real SMTP server.
 */

const V1 = "/api/v1";
const DELAY_MINUTES = 60;

describe.each(testDatabases())("changes of a person's e-mail or login (%s database)", (kind) => {
  let server: TestServer;
  let smtp: Smtp;
  let api: ApiClient;
  let admin: string;
  let controller: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { smtpUrl: smtp.url, emailChangeResetDelayMinutes: DELAY_MINUTES });
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    controller = await api.token("controller");
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function personIdOf(login: string): Promise<number> {
    const row = await server.db
      .selectFrom("people")
      .select("id")
      .where("login", "=", login)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The person as the admin API shows them, turned into the whole-record input both edit routes take. */
  async function inputOf(id: number): Promise<Record<string, unknown>> {
    const res = await api.get<{ records: TPerson }>(`${V1}/admin/stakeholders/people/${id}`, admin);
    const p = res.body.records;
    return {
      name: p.name,
      surname: p.surname,
      email: p.email,
      login: p.login,
      userCode: p.userCode,
      gender: p.gender,
      phone: p.phone,
      timeZone: p.timeZone,
      locale: p.locale,
      stakeholderCompanyId: p.company.stakeholderId,
      stakeholderDepartmentId: p.department?.stakeholderDepartmentId ?? null,
      avatar: p.avatar,
      profiles: p.profiles,
      controllerCompanyIds: p.controllerCompanyIds,
      services: p.services,
    };
  }

  async function editAs(role: "admin" | "controller", id: number, change: Record<string, unknown>) {
    const token = role === "admin" ? admin : controller;
    return api.put(`${V1}/${role}/stakeholders/people/${id}`, { ...(await inputOf(id)), ...change }, token);
  }

  /** Asks for a reset link and returns the mails each address got from it. */
  async function forgot(login: string) {
    const before = smtp.messages.length;
    // The 5-minute cooldown between requests (ND1036) is not what these tests are about.
    await server.db.deleteFrom("password_reset_requests").execute();
    const res = await api.post(`${V1}/auth/forgotpassword`, { login });
    expect(res.body).toEqual({ records: { result: "OK" } });
    await server.app.flushOutbox();
    return smtp.messages.slice(before);
  }

  /** Moves the recorded change back in time, as if the delay had passed. */
  async function ageChanges(personId: number, minutes: number) {
    await server.db
      .updateTable("person_identity_changes")
      .set({ changed_at: new Date(Date.now() - minutes * 60_000) })
      .where("person_id", "=", personId)
      .execute();
  }

  it("a controller's change ends the sessions and reset links, tells the old address, and holds resets back", async () => {
    const id = await personIdOf("mlopez");
    const session = await api.token("mlopez");
    const oldAddress = "mlopez@democorp.example";
    const oldLink = await forgot("mlopez");
    expect(oldLink.map((m) => m.to)).toEqual([[oldAddress]]);

    const changed = await editAs("controller", id, { email: "attacker@democorp.example" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect((await api.get(`${V1}/auth/info`, session)).status).toBe(401);
    const links = await server.db
      .selectFrom("password_resets")
      .select("used_at")
      .where("person_id", "=", id)
      .execute();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.used_at !== null)).toBe(true);

    await server.app.flushOutbox();
    const notice = smtp.mailsTo(oldAddress).at(-1);
    // mlopez reads Catalan: the notice is in her language, and says nothing typed by the controller.
    expect(notice?.subject.replace(/\s+/g, " ")).toBe(
      "S'han canviat les dades d'accés del teu compte de Wellguard",
    );
    expect(notice?.text).not.toContain("attacker");

    // Within the delay, no link reaches the new address; the reply is the usual one.
    expect(await forgot("mlopez")).toEqual([]);
    expect(await forgot("attacker@democorp.example")).toEqual([]);

    await ageChanges(id, DELAY_MINUTES + 1);
    const later = await forgot("mlopez");
    expect(later.map((m) => m.to)).toEqual([["attacker@democorp.example"]]);
  });

  it("a controller cannot change the e-mail or login of a controller or an admin (403 NF1002)", async () => {
    const peer = await personIdOf("jgarcia");
    const grant = await editAs("admin", peer, {
      profiles: ["USER", "CONTROLLER"],
      controllerCompanyIds: [(await inputOf(peer)).stakeholderCompanyId],
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);

    const email = await editAs("controller", peer, { email: "mine@democorp.example" });
    expect(email.status).toBe(403);
    expect(email.body).toMatchObject({ records: { applicationCode: "NF1002", field: "email" } });
    const login = await editAs("controller", peer, { login: "mine" });
    expect(login.status).toBe(403);
    expect(codeOf(login)).toBe("NF1002");
    // Other fields of a peer stay editable.
    expect((await editAs("controller", peer, { phone: "+34600000001" })).status).toBe(200);
    const stored = await server.db
      .selectFrom("people")
      .select(["email", "login"])
      .where("id", "=", peer)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: "jgarcia@democorp.example", login: "jgarcia" });
  });

  it("the database refuses a controller's change of a controller's e-mail whatever the path", async () => {
    const peer = await personIdOf("jgarcia");
    const write = server.db.transaction().execute(async (trx) => {
      const { sql } = await import("kysely");
      await sql`select set_config('wellguard.actor_person_id', '1', true), set_config('wellguard.actor_profile', 'CONTROLLER', true)`.execute(
        trx,
      );
      await trx
        .updateTable("people")
        .set({ email: "mine@democorp.example" })
        .where("id", "=", peer)
        .execute();
    });
    await expect(write).rejects.toMatchObject({ code: "42501" });
  });

  it("an admin's change also ends the sessions and tells the old address, but resets are not held back", async () => {
    const id = await personIdOf("psanchez");
    const session = await api.token("psanchez");
    const changed = await editAs("admin", id, { email: "pablo.sanchez@democorp.example" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get(`${V1}/auth/info`, session)).status).toBe(401);
    await server.app.flushOutbox();
    expect(smtp.mailsTo("psanchez@democorp.example").at(-1)?.subject.replace(/\s+/g, " ")).toBe(
      "Han cambiado los datos de acceso de tu cuenta de Wellguard",
    );
    const link = await forgot("psanchez");
    expect(link.map((m) => m.to)).toEqual([["pablo.sanchez@democorp.example"]]);
  });

  it("a change of the login alone is announced to the unchanged address", async () => {
    const id = await personIdOf("igoikoetxea");
    const changed = await editAs("admin", id, { login: "iker.goikoetxea" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await server.app.flushOutbox();
    expect(smtp.mailsTo("igoikoetxea@democorp.example").at(-1)?.subject.replace(/\s+/g, " ")).toBe(
      "Zure Wellguard kontuaren sarbide-datuak aldatu dira",
    );
  });

  it("an admin's change of their own address ends nothing and announces nothing", async () => {
    const id = await personIdOf("admin");
    const before = smtp.messages.length;
    const changed = await editAs("admin", id, { email: "platform.admin@wellguard.example" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get(`${V1}/auth/info`, admin)).status).toBe(200);
    await server.app.flushOutbox();
    expect(smtp.messages.length).toBe(before);
  });

  it("a credentials e-mail is held back like a reset link after a controller's change", async () => {
    const id = await personIdOf("aetxeberria");
    expect((await editAs("controller", id, { email: "amaia.new@democorp.example" })).status).toBe(200);
    const send = () => api.post(`${V1}/admin/stakeholders/emails/people`, { ids: [id] }, admin);
    expect((await send()).body).toEqual({ records: { sent: 0, skipped: 1 } });
    await ageChanges(id, DELAY_MINUTES + 1);
    expect((await send()).body).toEqual({ records: { sent: 1, skipped: 0 } });
  });

  it("never writes typed names, company names or addresses into our sentences (issue 15, point 7)", async () => {
    const id = await personIdOf("vramirez");
    const bait = "Urgent: verify your account at https://evil.example/login";
    expect((await editAs("admin", id, { name: bait, surname: bait })).status).toBe(200);
    const company = (await inputOf(id)).stakeholderCompanyId as number;
    await server.db.updateTable("companies").set({ name: bait }).where("id", "=", company).execute();

    const reset = await forgot("vramirez");
    await api.post(`${V1}/admin/stakeholders/emails/people`, { ids: [id] }, admin);
    await server.app.flushOutbox();
    const mails = [...reset, ...smtp.mailsTo("vramirez@democorp.example")];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html ?? "").not.toContain("evil.example");
    }
    // The username the person needs stands apart, in quotes, after our own words.
    expect(mails.at(-1)?.text.replaceAll("\r\n", "\n")).toMatch(/:\n\n {4}"vramirez"\n/);
  });
});
