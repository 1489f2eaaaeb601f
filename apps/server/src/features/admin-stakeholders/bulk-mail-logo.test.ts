import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TCompany, TDepartment, TPerson } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRepoRoot } from "../../config";
import { tokenHash } from "../../lib/secrets";
import {
  type ApiClient,
  addFederatedPerson,
  apiClient,
  base64,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { pngBytes } from "../../test/png";
import { startSmtpServer } from "../../test/smtp";
import { fixtures, unique } from "./test-fixtures";

type Page<T> = { records: T[]; total: number; page: number; pageSize: number };
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const NEW_PASSWORD = "Welcome-Pa55word!";

describe.each(testDatabases())(
  "admin stakeholders: bulk calls, deletion, e-mails, logos (%s database)",
  (kind) => {
    let server: TestServer;
    let smtp: Smtp;
    let api: ApiClient;
    let adminToken: string;
    let adminId: number;
    let demoId: number;
    const f = fixtures(
      () => server,
      () => api,
      () => adminToken,
    );
    const base = "/api/v1/admin/stakeholders";

    beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer(kind, { smtpUrl: smtp.url });
      api = apiClient(server.baseUrl);
      const login = await api.login("admin");
      adminToken = login.body.records.token as string;
      adminId = login.body.records.stakeholderUserId as number;
      demoId = login.body.records.stakeholderCompanyId as number;
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    /** A multipart POST with real fetch and FormData. */
    async function upload(path: string, form: FormData, token = adminToken) {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, headers: res.headers, body };
    }

    function logoForm(bytes: Buffer | string, filename: string, type = "application/octet-stream"): FormData {
      const form = new FormData();
      const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
      form.append("logo", new Blob([part], { type }), filename);
      return form;
    }

    describe("multiupdate", () => {
      it("moves people to a department, sets services and language for all of them", async () => {
        const company = await f.company({ services: [1, 2, 3] });
        const dept = await f.department(company.stakeholderId, "Moved here");
        const a = await f.person(company.stakeholderId);
        const b = await f.person(company.stakeholderId);
        const res = await api.put(
          `${base}/multiupdate/people`,
          {
            ids: [a.stakeholderId, b.stakeholderId],
            changes: {
              stakeholderDepartmentId: dept.id,
              services: [2],
              locale: "eu",
              timeZone: "Atlantic/Canary",
            },
          },
          adminToken,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.records).toEqual({ affected: 2 });
        const list = await api.get<Page<TPerson>>(`${base}/departments/${dept.id}/people`, adminToken);
        expect(list.body.total).toBe(2);
        for (const p of list.body.records) {
          expect(p).toMatchObject({ services: [2], locale: "eu", timeZone: "Atlantic/Canary" });
        }
      });

      it("is all or none: one person of another company refuses the whole call with each refusal named", async () => {
        const one = await f.company();
        const two = await f.company();
        const dept = await f.department(one.stakeholderId, "Only for one");
        const mine = await f.person(one.stakeholderId);
        const theirs = await f.person(two.stakeholderId);
        const res = await api.put(
          `${base}/multiupdate/people`,
          { ids: [mine.stakeholderId, theirs.stakeholderId], changes: { stakeholderDepartmentId: dept.id } },
          adminToken,
        );
        f.expectCode(res, 412, "ND1030");
        expect((res.body as { records: { refusals: unknown[] } }).records.refusals).toEqual([
          { id: theirs.stakeholderId, applicationCode: "ND1030", message: expect.any(String) },
        ]);
        const still = (await api.get(`${base}/people/${mine.stakeholderId}`, adminToken)).body
          .records as TPerson;
        expect(still.department).toBeNull();
      });

      it("refuses a change that does not apply to the type (ND1027) and services not contracted (NF1003)", async () => {
        const company = await f.company({ services: [1] });
        const p = await f.person(company.stakeholderId);
        f.expectCode(
          await api.put(
            `${base}/multiupdate/people`,
            { ids: [p.stakeholderId], changes: { surveyFlowId: 2 } },
            adminToken,
          ),
          412,
          "ND1027",
          "changes.surveyFlowId",
        );
        const res = await api.put(
          `${base}/multiupdate/people`,
          { ids: [p.stakeholderId], changes: { services: [1, 4] } },
          adminToken,
        );
        f.expectCode(res, 412, "NF1003");
        f.expectCode(
          await api.put(`${base}/multiupdate/people`, { ids: [p.stakeholderId], changes: {} }, adminToken),
          412,
          "ND1018",
        );
      });

      it("changes survey flow and services of companies, and moves departments under one parent", async () => {
        const a = await f.company();
        const b = await f.company();
        const res = await api.put(
          `${base}/multiupdate/companies`,
          { ids: [a.stakeholderId, b.stakeholderId], changes: { surveyFlowId: 3, services: [5, 6] } },
          adminToken,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const read = (await api.get(`${base}/companies/${b.stakeholderId}`, adminToken)).body
          .records as TCompany;
        expect(read).toMatchObject({ surveyFlowId: 3, services: [5, 6] });

        const parent = await f.department(a.stakeholderId, "Parent");
        const x = await f.department(a.stakeholderId, "X");
        const y = await f.department(a.stakeholderId, "Y");
        const move = await api.put(
          `${base}/multiupdate/departments`,
          { ids: [x.id, y.id], changes: { stakeholderDepartmentParentId: parent.id } },
          adminToken,
        );
        expect(move.status, JSON.stringify(move.body)).toBe(200);
        const tree = (await api.get(`${base}/companies/${a.stakeholderId}/departments`, adminToken)).body
          .records as TDepartment[];
        expect(tree.filter((d) => d.stakeholderDepartmentParentId === parent.id).map((d) => d.name)).toEqual([
          "X",
          "Y",
        ]);
        // Two departments of the same name cannot land under the same parent.
        const other = await f.department(a.stakeholderId, "Other");
        const x2 = await f.department(a.stakeholderId, "x", other.id);
        f.expectCode(
          await api.put(
            `${base}/multiupdate/departments`,
            { ids: [x2.id], changes: { stakeholderDepartmentParentId: parent.id } },
            adminToken,
          ),
          412,
          "ND1024",
        );
        // Under itself: ND1030.
        f.expectCode(
          await api.put(
            `${base}/multiupdate/departments`,
            { ids: [parent.id], changes: { stakeholderDepartmentParentId: x.id } },
            adminToken,
          ),
          412,
          "ND1030",
        );
      });
    });

    describe("multidelete", () => {
      it("refuses all when one id is refused, listing each refusal, and deletes nothing", async () => {
        const company = await f.company();
        const a = await f.person(company.stakeholderId);
        const res = await api.put(
          `${base}/multidelete/people`,
          { ids: [a.stakeholderId, adminId] },
          adminToken,
        );
        f.expectCode(res, 412, "NF1002");
        expect(
          (res.body as { records: { refusals: { id: number; applicationCode: string }[] } }).records.refusals,
        ).toEqual([{ id: adminId, applicationCode: "NF1002", message: expect.any(String) }]);
        expect((await api.get(`${base}/people/${a.stakeholderId}`, adminToken)).status).toBe(200);
      });

      it("answers unknown ids as not found (404) with the ids named", async () => {
        const res = await api.put(`${base}/multidelete/people`, { ids: [999_998, 999_999] }, adminToken);
        f.expectCode(res, 404, "ND1000");
        expect(
          (res.body as { records: { refusals: { id: number }[] } }).records.refusals.map((r) => r.id),
        ).toEqual([999_998, 999_999]);
      });

      it("refuses the admin's own company (ND1003) and a company with child companies (ND1001)", async () => {
        const holding = await f.company();
        const child = await f.company({ stakeholderParentCompanyId: holding.stakeholderId });
        const res = await api.put(
          `${base}/multidelete/companies`,
          { ids: [demoId, holding.stakeholderId] },
          adminToken,
        );
        f.expectCode(res, 412, "ND1003");
        expect(
          (
            res.body as { records: { refusals: { id: number; applicationCode: string }[] } }
          ).records.refusals.map((r) => [r.id, r.applicationCode]),
        ).toEqual([
          [demoId, "ND1003"],
          [holding.stakeholderId, "ND1001"],
        ]);
        f.expectCode(
          await api.call("DELETE", `${base}/companies/${holding.stakeholderId}`, { token: adminToken }),
          412,
          "ND1001",
        );
        // With its child in the same call, the holding goes too.
        const both = await api.put(
          `${base}/multidelete/companies`,
          { ids: [holding.stakeholderId, child.stakeholderId] },
          adminToken,
        );
        expect(both.body).toEqual({ records: { affected: 2 } });
        f.expectCode(await api.get(`${base}/companies/${child.stakeholderId}`, adminToken), 404, "ND1000");
      });
    });

    describe("deleting people and companies", () => {
      it("removes a person's personal data, ends their sessions at once and keeps the row for aggregates", async () => {
        const company = await f.company();
        const dept = await f.department(company.stakeholderId, "Kept");
        const person = await f.person(company.stakeholderId, {
          stakeholderDepartmentId: dept.id,
          userCode: "DEL-1",
          phone: "+34600000000",
          gender: "male",
        });
        const token = await f.signIn(person);
        expect((await api.get("/api/v1/auth/info", token)).status).toBe(200);

        const res = await api.call("DELETE", `${base}/people/${person.stakeholderId}`, { token: adminToken });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // The very next call with their token is refused: no wait for any cache.
        expect((await api.get("/api/v1/auth/info", token)).status).toBe(401);
        expect((await api.login(person.login)).status).not.toBe(200);

        const row = await server.db
          .selectFrom("people")
          .selectAll()
          .where("id", "=", person.stakeholderId)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          name: "",
          surname: "",
          email: null,
          login: `deleted-${person.stakeholderId}`,
          user_code: null,
          phone: null,
          gender: null,
          avatar: null,
          password_hash: null,
          company_id: company.stakeholderId,
          department_id: dept.id,
        });
        expect(row.deleted_at).not.toBeNull();
        const leftovers = await Promise.all(
          (["person_profiles", "password_history", "password_resets"] as const).map((table) =>
            server.db.selectFrom(table).select("id").where("person_id", "=", person.stakeholderId).execute(),
          ),
        );
        expect(leftovers.map((r) => r.length)).toEqual([0, 0, 0]);
        // Consents stay as the legal record of acceptance.
        const consents = await server.db
          .selectFrom("consents")
          .select("id")
          .where("person_id", "=", person.stakeholderId)
          .execute();
        expect(consents.length).toBe(2);
        // The audit trail keeps who deleted whom, without the personal values.
        const audit = await api.get<
          Page<{
            action: string;
            before: Record<string, unknown> | null;
            after: Record<string, unknown> | null;
          }>
        >(`/api/v1/admin/audit?entityType=people&entityId=${person.stakeholderId}`, adminToken);
        expect(audit.body.records.map((e) => e.action)).toEqual(["delete", "create"]);
        expect(JSON.stringify(audit.body.records)).not.toContain(person.email ?? "@");
        expect(JSON.stringify(audit.body.records)).not.toContain(person.surname);
        // Gone from reads and lists; the address can be used again.
        f.expectCode(await api.get(`${base}/people/${person.stakeholderId}`, adminToken), 404, "ND1000");
        const list = await api.get<Page<TPerson>>(
          `${base}/companies/${company.stakeholderId}/people`,
          adminToken,
        );
        expect(list.body.total).toBe(0);
        const again = await f.person(company.stakeholderId, { email: person.email, login: person.login });
        expect(again.email).toBe(person.email);
      });

      it("deleting a company anonymises its people, frees its domains and fiscal code, and drops its departments", async () => {
        const company = await f.company({ code: unique("FC").slice(0, 10) });
        await f.department(company.stakeholderId, "Gone");
        const person = await f.person(company.stakeholderId);
        const token = await f.signIn(person);
        const res = await api.call("DELETE", `${base}/companies/${company.stakeholderId}`, {
          token: adminToken,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect((await api.get("/api/v1/auth/info", token)).status).toBe(401);
        f.expectCode(await api.get(`${base}/companies/${company.stakeholderId}`, adminToken), 404, "ND1000");
        const row = await server.db
          .selectFrom("people")
          .select(["name", "email", "deleted_at"])
          .where("id", "=", person.stakeholderId)
          .executeTakeFirstOrThrow();
        expect(row.name).toBe("");
        expect(row.email).toBeNull();
        const departments = await server.db
          .selectFrom("departments")
          .select("id")
          .where("company_id", "=", company.stakeholderId)
          .execute();
        expect(departments).toEqual([]);
        const reuse = await f.company({ domains: company.domains, code: company.code });
        expect(reuse.domains).toEqual(company.domains);
      });
    });

    describe("credential e-mails", () => {
      it("sends each person a set-password link in their language; the link works with checktoken and resetpassword", async () => {
        const company = await f.company({ locale: "pl" });
        const polish = await f.person(company.stakeholderId, { name: "Ola" });
        const english = await f.person(company.stakeholderId, { name: "Jane", locale: "en-gb" });
        const res = await api.post(
          `${base}/emails/people`,
          { ids: [polish.stakeholderId, english.stakeholderId] },
          adminToken,
        );
        expect(res.body).toEqual({ records: { sent: 2, skipped: 0 } });
        await server.app.flushOutbox();

        const texts = (locale: string) =>
          JSON.parse(readFileSync(join(findRepoRoot(), `packages/contract/locales/${locale}.json`), "utf8"))
            .email.credentials as Record<string, string>;
        const plMail = smtp.mailsTo(polish.email as string).at(-1);
        const enMail = smtp.mailsTo(english.email as string).at(-1);
        expect(plMail?.subject).toBe(texts("pl").subject);
        expect(enMail?.subject).toBe(texts("en-gb").subject);
        // The username stands apart, in quotes, on its own line after our words (issue 15, point 7).
        expect(enMail?.text.replaceAll("\r\n", "\n")).toContain(`Your username:\n\n    "${english.login}"`);
        expect(enMail?.text).toContain("7 days");

        const token = /http:\/\/wellguard\.test\/password\/([A-Za-z0-9_-]+)/.exec(enMail?.text ?? "")?.[1];
        expect(token).toBeDefined();
        const reset = await server.db
          .selectFrom("password_resets")
          .select(["purpose", "expires_at", "created_at"])
          .where("token_hash", "=", tokenHash(token as string))
          .executeTakeFirstOrThrow();
        expect(reset.purpose).toBe("welcome");
        const days = (reset.expires_at.getTime() - reset.created_at.getTime()) / 86_400_000;
        expect(Math.round(days)).toBe(7);

        expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
          records: { valid: true, expired: false },
        });
        const set = await api.post("/api/v1/auth/resetpassword/token", {
          token,
          password: NEW_PASSWORD,
          repeatPassword: NEW_PASSWORD,
        });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
        const signIn = await api.post("/api/v1/auth/login", {
          login: english.login,
          password: base64(NEW_PASSWORD),
        });
        expect(signIn.status).toBe(200);
        expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
          records: { valid: false, expired: true },
        });
      });

      it("sends to every person of a company or a department branch, skipping federated people and people without an address", async () => {
        const company = await f.company();
        const top = await f.department(company.stakeholderId, "Top");
        const low = await f.department(company.stakeholderId, "Low", top.id);
        const inTop = await f.person(company.stakeholderId, { stakeholderDepartmentId: top.id });
        const inLow = await f.person(company.stakeholderId, { stakeholderDepartmentId: low.id });
        await f.person(company.stakeholderId);
        const noAddress = await f.person(company.stakeholderId);
        await server.db
          .updateTable("people")
          .set({ email: null })
          .where("id", "=", noAddress.stakeholderId)
          .execute();

        const byDept = await api.post(`${base}/emails/departments`, { ids: [top.id] }, adminToken);
        expect(byDept.body).toEqual({ records: { sent: 2, skipped: 0 } });
        await server.app.flushOutbox();
        expect(smtp.mailsTo(inTop.email as string).length).toBe(1);
        expect(smtp.mailsTo(inLow.email as string).length).toBe(1);

        const byCompany = await api.post(
          `${base}/emails/companies`,
          { ids: [company.stakeholderId] },
          adminToken,
        );
        expect(byCompany.body).toEqual({ records: { sent: 3, skipped: 1 } });

        const domain = `${unique("fed")}.example`;
        await addFederatedPerson(server.db, {
          company: "Federated Co",
          domain,
          federationUrl: `https://idp.${domain}/start`,
          login: unique("fed"),
          email: `someone@${domain}`,
        });
        const fed = await server.db
          .selectFrom("companies")
          .select("id")
          .where("domain", "=", domain)
          .executeTakeFirstOrThrow();
        const federated = await api.post(`${base}/emails/companies`, { ids: [fed.id] }, adminToken);
        expect(federated.body).toEqual({ records: { sent: 0, skipped: 1 } });
        f.expectCode(await api.post(`${base}/emails/people`, { ids: [999_999] }, adminToken), 404, "ND1000");
      });
    });

    describe("logos", () => {
      it("stores a PNG checked by its bytes and serves it with nosniff to the company's people and its admins", async () => {
        const company = await f.company();
        const png = pngBytes();
        const res = await upload(`${base}/companies/${company.stakeholderId}`, logoForm(png, "whatever.bin"));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const logo = (res.body as { records: TCompany }).records.logo;
        expect(logo).toMatch(
          new RegExp(`^/api/v1/stakeholders/companies/${company.stakeholderId}/logo\\?v=[0-9a-f]{64}$`),
        );

        const served = await fetch(`${server.baseUrl}${logo}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/png");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("cache-control")).toContain("immutable");
        expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

        // A person of the company reads it, and the theme points at it; a person of another company does not.
        const member = await f.person(company.stakeholderId);
        const memberToken = await f.signIn(member);
        const theme = await api.get("/api/v1/stakeholders/companies/theme", memberToken);
        expect(theme.body.records).toMatchObject({ stakeholderId: company.stakeholderId, logo });
        expect((await api.get(logo as string, memberToken)).status).toBe(200);
        // The URL with the whole hash is a capability, so an <img> (no bearer token) shows it; without the
        // hash, or with a wrong one, only people with a right to the company read it.
        const bare = `/api/v1/stakeholders/companies/${company.stakeholderId}/logo`;
        expect((await api.get(logo as string)).status).toBe(200);
        const employee = await api.token("employee");
        f.expectCode(await api.get(bare, employee), 404, "ND1000");
        f.expectCode(await api.get(`${bare}?v=${"0".repeat(64)}`, employee), 404, "ND1000");
        expect((await api.get(bare)).status).toBe(401);
        expect((await api.get(bare, memberToken)).headers.get("cache-control")).toBe("private, no-cache");

        // removeLogo drops it.
        const form = new FormData();
        form.append("removeLogo", "true");
        const removed = await upload(`${base}/companies/${company.stakeholderId}`, form);
        expect((removed.body as { records: TCompany }).records.logo).toBeNull();
        f.expectCode(await api.get(logo as string, adminToken), 404, "ND1000");
      });

      it("sanitises an SVG: scripts, event handlers, external references and foreignObject are removed", async () => {
        const company = await f.company();
        const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert("x")</script>
  <rect width="10" height="10" fill="red" onclick="steal()" style="fill:url(https://evil.example/a.svg#x)"/>
  <image xlink:href="https://evil.example/track.png" width="1" height="1"/>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hello</div></foreignObject>
  <a href="javascript:alert(2)"><circle r="2" cx="5" cy="5"/></a>
  <style>@import url(https://evil.example/x.css);</style>
</svg>`;
        const res = await upload(
          `${base}/companies/${company.stakeholderId}`,
          logoForm(svg, "logo.svg", "image/svg+xml"),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const logo = (res.body as { records: TCompany }).records.logo as string;
        const served = await fetch(`${server.baseUrl}${logo}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(served.headers.get("content-type")).toBe("image/svg+xml");
        expect(served.headers.get("content-security-policy")).toBe(
          "default-src 'none'; style-src 'unsafe-inline'",
        );
        const text = await served.text();
        expect(text).toMatch(/^<svg/);
        expect(text).toContain("<rect");
        expect(text).toContain('viewBox="0 0 10 10"');
        for (const banned of [
          "<script",
          "onload",
          "onclick",
          "evil.example",
          "foreignObject",
          "javascript:",
          "@import",
        ]) {
          expect(text).not.toContain(banned);
        }
      });

      it("refuses by content, not by name (ND1004): text named .png, a PDF, and anything over 1 MB", async () => {
        const company = await f.company();
        const path = `${base}/companies/${company.stakeholderId}`;
        f.expectCode(
          { ...(await upload(path, logoForm("just some text", "logo.png", "image/png"))) },
          412,
          "ND1004",
        );
        f.expectCode({ ...(await upload(path, logoForm("%PDF-1.7\n...", "logo.pdf"))) }, 412, "ND1004");
        const big = Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024 + 10)]);
        f.expectCode({ ...(await upload(path, logoForm(big, "big.png", "image/png"))) }, 412, "ND1004");
        // The company is unchanged.
        expect(
          ((await api.get(`${base}/companies/${company.stakeholderId}`, adminToken)).body.records as TCompany)
            .logo,
        ).toBeNull();
      });

      it("updates the record from the multipart `data` field, checked by the same schema", async () => {
        const company = await f.company();
        const form = logoForm(pngBytes(), "l.png");
        form.append(
          "data",
          JSON.stringify({ ...f.companyBody(), name: "Via multipart", domains: company.domains }),
        );
        const res = await upload(`${base}/companies/${company.stakeholderId}`, form);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect((res.body as { records: TCompany }).records).toMatchObject({ name: "Via multipart" });
        const bad = new FormData();
        bad.append("data", JSON.stringify({ ...f.companyBody(), phone: 1, timeZone: "Nowhere/Else" }));
        const refused = await upload(`${base}/companies/${company.stakeholderId}`, bad);
        f.expectCode({ ...refused }, 412, "ND1023");
        expect((refused.body as { records: { fields: { field: string }[] } }).records.fields).toEqual([
          { field: "timeZone", applicationCode: "ND1023" },
        ]);
        // A person is updated from `data` the same way.
        const person = await f.person(company.stakeholderId);
        const personForm = new FormData();
        personForm.append(
          "data",
          JSON.stringify({ ...f.personBody(company.stakeholderId), name: "Form", email: person.email }),
        );
        const personRes = await upload(`${base}/people/${person.stakeholderId}`, personForm);
        expect((personRes.body as { records: TPerson }).records.name).toBe("Form");
        // Out of scope first: a controller gets 403, an unknown company 404, before anything is read.
        f.expectCode(
          { ...(await upload(`${base}/companies/999999`, logoForm(pngBytes(), "l.png"))) },
          404,
          "ND1000",
        );
        const controller = await api.token("controller");
        f.expectCode(
          {
            ...(await upload(
              `${base}/companies/${company.stakeholderId}`,
              logoForm(pngBytes(), "l.png"),
              controller,
            )),
          },
          403,
          "NF1002",
        );
      });
    });

    describe("people lists", () => {
      it("pages, sorts and searches by word prefix, with department branches and profiles as filters", async () => {
        const company = await f.company();
        const top = await f.department(company.stakeholderId, "Top");
        const low = await f.department(company.stakeholderId, "Low", top.id);
        const names = ["Zoe Adams", "Yuri Baker", "Xavi Castro", "Wanda Diaz", "Victor Evans"];
        const made: TPerson[] = [];
        for (const [i, full] of names.entries()) {
          const [name, surname] = full.split(" ") as [string, string];
          made.push(
            await f.person(company.stakeholderId, {
              name,
              surname,
              stakeholderDepartmentId: i < 2 ? top.id : i < 4 ? low.id : null,
              ...(i === 4 ? { profiles: ["CONTROLLER"], controllerCompanyIds: [company.stakeholderId] } : {}),
            }),
          );
        }
        const list = (query: string) =>
          api.get<Page<TPerson>>(`${base}/companies/${company.stakeholderId}/people?${query}`, adminToken);

        const bySurname = await list("pageSize=2");
        expect(bySurname.body.total).toBe(5);
        expect(bySurname.body.records.map((p) => p.surname)).toEqual(["Adams", "Baker"]);
        const page3 = await list("pageSize=2&page=3");
        expect(page3.body.records.map((p) => p.surname)).toEqual(["Evans"]);
        const byNameDesc = await list("sort=name&order=desc&pageSize=1");
        expect(byNameDesc.body.records.map((p) => p.name)).toEqual(["Zoe"]);
        expect((await list("search=cas")).body.records.map((p) => p.surname)).toEqual(["Castro"]);
        expect((await list("search=XAVI%20ca")).body.records.map((p) => p.surname)).toEqual(["Castro"]);
        expect((await list("search=astro")).body.total).toBe(0);
        expect((await list("search=%25")).body.total).toBe(0);
        expect((await list("profile=CONTROLLER")).body.records.map((p) => p.surname)).toEqual(["Evans"]);

        const branch = await api.get<Page<TPerson>>(`${base}/departments/${top.id}/people`, adminToken);
        expect(branch.body.total).toBe(4);
        const onlyTop = await api.get<Page<TPerson>>(
          `${base}/people?companyId=${company.stakeholderId}&departmentId=${top.id}`,
          adminToken,
        );
        expect(onlyTop.body.total).toBe(2);
        const withSubs = await api.get<Page<TPerson>>(
          `${base}/people?departmentId=${top.id}&includeSubdepartments=true`,
          adminToken,
        );
        expect(withSubs.body.total).toBe(4);
        const depts = (await api.get(`${base}/companies/${company.stakeholderId}/departments`, adminToken))
          .body.records as TDepartment[];
        expect(depts.map((d) => [d.name, d.peopleCount])).toEqual([
          ["Low", 2],
          ["Top", 2],
        ]);
        f.expectCode(
          await api.get(`${base}/people?departmentId=${top.id}&companyId=${demoId}`, adminToken),
          404,
          "ND1000",
        );
        f.expectCode(await api.get(`${base}/people?pageSize=101`, adminToken), 412, "ND1027");
        expect(codeOf(await api.get(`${base}/people?companyId=99999999999`, adminToken))).toBe("ND1000");
      });
    });
  },
);
