import { ZCompanyInput } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { checkWithSchema } from "@/features/organisation/lib/form-errors";
import { companyInput, logoProblem } from "./company-form";

const base = {
  name: "Acme",
  domains: ["acme.example"],
  code: "",
  type: "CUSTOMER" as const,
  environment: "production" as const,
  parentId: null,
  surveyFlowId: "1",
  locale: "en-gb" as const,
  timeZone: "Europe/London",
  services: [1, 4],
  minGroupSize: "5",
  individualWellbeing: false,
  smsSender: "",
};

describe("logoProblem", () => {
  it("accepts PNG, JPEG, WebP and SVG up to 1 MB and refuses anything else with ND1004", () => {
    expect(logoProblem({ type: "image/png", size: 1024 })).toBeNull();
    expect(logoProblem({ type: "image/svg+xml", size: 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: "image/png", size: 1024 * 1024 + 1 })).toBe("ND1004");
    expect(logoProblem({ type: "image/gif", size: 10 })).toBe("ND1004");
    expect(logoProblem({ type: "", size: 10 })).toBe("ND1004");
  });
});

describe("companyInput", () => {
  it("builds a valid ZCompanyInput", () => {
    expect(checkWithSchema(ZCompanyInput, companyInput(base)).ok).toBe(true);
  });

  it("reports ND1046 when no domain is given and ND1047 on the row of an invalid one", () => {
    const none = checkWithSchema(ZCompanyInput, companyInput({ ...base, domains: ["", " "] }));
    expect(none.ok ? {} : none.errors).toMatchObject({ domains: "ND1046" });
    const bad = checkWithSchema(
      ZCompanyInput,
      companyInput({ ...base, domains: ["acme.example", "not a domain"] }),
    );
    expect(bad.ok ? {} : bad.errors).toMatchObject({ "domains.1": "ND1047" });
  });

  it("sends the minimum group as a number, refuses one below 5 (ND1027), and leaves it out when empty", () => {
    expect(companyInput({ ...base, minGroupSize: "8" }).minGroupSize).toBe(8);
    const below = checkWithSchema(ZCompanyInput, companyInput({ ...base, minGroupSize: "4" }));
    expect(below.ok ? {} : below.errors).toMatchObject({ minGroupSize: "ND1027" });
    expect(companyInput({ ...base, minGroupSize: " " }).minGroupSize).toBeUndefined();
  });

  it("sends an empty SMS sender id as null, and refuses one of 12 characters or of digits only under 3 (ND1027)", () => {
    expect(companyInput(base).smsSender).toBeNull();
    const ok = checkWithSchema(ZCompanyInput, companyInput({ ...base, smsSender: " ACME HR " }));
    expect(ok.ok && ok.data.smsSender).toBe("ACME HR");
    const number = checkWithSchema(ZCompanyInput, companyInput({ ...base, smsSender: "+44 7700 900123" }));
    expect(number.ok && number.data.smsSender).toBe("+447700900123");
    for (const bad of ["ACME Security", "12", "ACME-HR", "Ñandú"]) {
      const result = checkWithSchema(ZCompanyInput, companyInput({ ...base, smsSender: bad }));
      expect(result.ok ? {} : result.errors).toMatchObject({ smsSender: "ND1027" });
    }
  });

  it("requires a survey flow (ND1016) and at least one service (ND1015)", () => {
    const result = checkWithSchema(ZCompanyInput, companyInput({ ...base, surveyFlowId: "", services: [] }));
    expect(result.ok ? {} : result.errors).toMatchObject({ surveyFlowId: "ND1016", services: "ND1015" });
  });
});
