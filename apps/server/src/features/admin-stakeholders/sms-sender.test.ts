import type { TCompany } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { fixtures } from "./test-fixtures";

/** The company's SMS sender id (issue 18): set, kept, cleared and refused through the admin company calls. */
describe.each(testDatabases())("admin companies: the SMS sender id (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let adminToken: string;
  const f = fixtures(
    () => server,
    () => api,
    () => adminToken,
  );
  const companies = "/api/v1/admin/stakeholders/companies";

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const login = await api.login("admin");
    adminToken = login.body.records.token as string;
  });
  afterAll(() => server?.close());

  it("is none unless given, and is read back as given (trimmed)", async () => {
    expect((await f.company()).smsSender).toBeNull();
    const created = await f.company({ smsSender: "  ACME HR " });
    expect(created.smsSender).toBe("ACME HR");
    const read = await api.get<{ records: TCompany }>(`${companies}/${created.stakeholderId}`, adminToken);
    expect(read.body.records.smsSender).toBe("ACME HR");
  });

  it("is kept by an update that leaves it out, changed to a number (punctuation dropped) and cleared by blank", async () => {
    const body = { ...f.companyBody(), smsSender: "Acme 24" };
    const created = await f.ok<TCompany>(await api.post(companies, body, adminToken));
    const path = `${companies}/${created.stakeholderId}`;
    const { smsSender: _left, ...withoutSender } = body;

    const kept = await f.ok<TCompany>(
      await api.put(path, { ...withoutSender, name: `${body.name} b` }, adminToken),
    );
    expect(kept.smsSender).toBe("Acme 24");

    const number = await f.ok<TCompany>(
      await api.put(path, { ...body, smsSender: "+44 (7700) 900-123" }, adminToken),
    );
    expect(number.smsSender).toBe("+447700900123");

    const cleared = await f.ok<TCompany>(await api.put(path, { ...body, smsSender: " " }, adminToken));
    expect(cleared.smsSender).toBeNull();
    const setAgain = await f.ok<TCompany>(await api.put(path, { ...body, smsSender: "Acme" }, adminToken));
    expect(setAgain.smsSender).toBe("Acme");
    expect(
      (await f.ok<TCompany>(await api.put(path, { ...body, smsSender: null }, adminToken))).smsSender,
    ).toBeNull();
  });

  it("refuses what the SMS centre could not send with ND1027 on the field, never a database error", async () => {
    const existing = await f.company();
    const refused: unknown[] = [
      "ACME Security", // 13 characters: alphanumeric ids are at most 11
      "ACME-HR", // only letters, digits and spaces
      "Ñandú", // outside the basic Latin letters every handset shows
      "12", // a number has 3 to 15 digits
      "1234567890123456",
      "+",
      "++123",
      "AB\u0000C",
      42,
      ["ACME"],
    ];
    for (const smsSender of refused) {
      f.expectCode(
        await api.post(companies, f.companyBody({ smsSender }), adminToken),
        412,
        "ND1027",
        "smsSender",
      );
      f.expectCode(
        await api.put(`${companies}/${existing.stakeholderId}`, f.companyBody({ smsSender }), adminToken),
        412,
        "ND1027",
        "smsSender",
      );
    }
  });
});
