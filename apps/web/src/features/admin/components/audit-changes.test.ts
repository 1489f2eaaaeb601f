import { describe, expect, it } from "vitest";
import { auditChanges, auditEntityName, formatAuditChange, formatAuditValue } from "./audit-changes";

/** Shows which key (and values) would be translated. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const date = (iso: string) => `date(${iso})`;

const person = {
  stakeholderId: 42,
  name: "Zoe",
  surname: "Audit",
  email: "zoe@democorp.example",
  gender: "female",
  phone: null,
  company: { name: "Demo Corp", stakeholderId: 1 },
  department: null,
  profiles: ["USER"],
  controllerCompanyIds: [],
  services: null,
  createdAt: "2026-11-22T02:39:15.623Z",
};

describe("auditChanges", () => {
  it("lists only the fields an update changed, in the forms' order", () => {
    const after = {
      ...person,
      surname: "Auditor",
      phone: "+34600111222",
      profiles: ["USER", "CONTROLLER"],
      // Same company, keys in another order: not a change.
      company: { stakeholderId: 1, name: "Demo Corp" },
    };
    expect(auditChanges({ before: person, after })).toEqual([
      { field: "surname", before: "Audit", after: "Auditor" },
      { field: "phone", before: null, after: "+34600111222" },
      { field: "profiles", before: ["USER"], after: ["USER", "CONTROLLER"] },
    ]);
  });

  it("shows a create's filled-in fields and a delete's, never the record's own ids", () => {
    const created = auditChanges({ before: null, after: person }).map((c) => c.field);
    expect(created).toEqual(["name", "surname", "email", "company", "gender", "profiles"]);
    expect(auditChanges({ before: null, after: { name: "IT", peopleCount: 0, federated: false } })).toEqual([
      { field: "name", before: undefined, after: "IT" },
    ]);
    // On an update a flag turned off is a change.
    expect(auditChanges({ before: { federated: true }, after: { federated: false } })).toHaveLength(1);
    const deleted = auditChanges({
      before: { id: 7, stakeholderId: 7, name: "IT", peopleCount: 3 },
      after: null,
    });
    expect(deleted).toEqual([
      { field: "name", before: "IT", after: undefined },
      { field: "peopleCount", before: 3, after: undefined },
    ]);
  });

  it("treats null, empty text and empty lists as the same nothing", () => {
    expect(
      auditChanges({ before: { phone: null, services: [] }, after: { phone: "", services: null } }),
    ).toEqual([]);
  });

  it("keeps an id whose readable twin is absent out, and an unknown field in", () => {
    expect(
      auditChanges({
        before: { stakeholderParentCompanyId: 1, parentCompanyName: "A", extra: 1 },
        after: { stakeholderParentCompanyId: 2, parentCompanyName: "B", extra: 2 },
      }).map((c) => c.field),
    ).toEqual(["parentCompanyName", "extra"]);
  });
});

describe("auditEntityName", () => {
  it("names people, companies and imports", () => {
    expect(auditEntityName({ before: null, after: person })).toBe("Zoe Audit");
    expect(auditEntityName({ before: { name: "Demo Corp" }, after: null })).toBe("Demo Corp");
    expect(auditEntityName({ before: null, after: { fileName: "people.xlsx", created: 3 } })).toBe(
      "people.xlsx",
    );
    expect(auditEntityName({ before: null, after: { added: [1] } })).toBeNull();
  });
});

describe("formatAuditValue", () => {
  it("translates services, profiles, genders, types, environments, languages and survey flows", () => {
    expect(formatAuditValue("services", [1, 999], t, date)).toBe("contract:services.awareness.name, #999");
    expect(formatAuditValue("profiles", ["USER", "ADMIN"], t, date)).toBe(
      "contract:profiles.USER, contract:profiles.ADMIN",
    );
    expect(formatAuditValue("gender", "non_binary", t, date)).toBe("organisation:genders.non_binary");
    expect(formatAuditValue("type", "HOLDING", t, date)).toBe("organisation:companyTypes.HOLDING");
    expect(formatAuditValue("environment", "demo", t, date)).toBe("organisation:environments.demo");
    expect(formatAuditValue("locale", "pl", t, date)).toBe("Polski");
    expect(formatAuditValue("surveyFlowId", 2, t, date)).toBe("contract:surveyFlows.wellbeing_first.name");
  });

  it("reads nested records by name, dates in the interface language, flags as yes or no", () => {
    expect(formatAuditValue("company", { name: "Demo Corp", stakeholderId: 1 }, t, date)).toBe("Demo Corp");
    expect(formatAuditValue("createdAt", "2026-11-22T02:39:15.623Z", t, date)).toBe(
      "date(2026-11-22T02:39:15.623Z)",
    );
    expect(formatAuditValue("hasPassword", true, t, date)).toBe("admin:audit.value.yes");
    expect(formatAuditValue("domains", ["a.example", "b.example"], t, date)).toBe("a.example, b.example");
    expect(formatAuditValue("phone", null, t, date)).toBeNull();
    expect(formatAuditValue("services", [], t, date)).toBeNull();
  });

  it("summarises long id lists as a count", () => {
    expect(formatAuditValue("added", [1, 2], t, date)).toBe("#1, #2");
    const many = Array.from({ length: 5000 }, (_, i) => i + 1);
    expect(formatAuditValue("added", many, t, date)).toBe('admin:audit.value.count {"count":5000}');
  });
});

describe("formatAuditChange", () => {
  it("labels fields by entity and tells a replaced logo from the old one", () => {
    expect(
      formatAuditChange(
        { field: "logo", before: "/api/v1/logo?v=aa", after: "/api/v1/logo?v=bb" },
        "companies",
        t,
        date,
      ),
    ).toEqual({
      field: "logo",
      label: "organisation:fields.logo",
      before: "admin:audit.value.image",
      after: "admin:audit.value.newImage",
    });
    expect(formatAuditChange({ field: "name", before: "A", after: "B" }, "companies", t, date).label).toBe(
      "organisation:fields.companyName",
    );
    expect(formatAuditChange({ field: "name", before: "A", after: "B" }, "tags", t, date).label).toBe(
      "admin:audit.fields.name",
    );
  });
});
