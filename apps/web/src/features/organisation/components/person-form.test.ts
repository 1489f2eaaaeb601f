import type { TDepartment, TPerson } from "@wellguard/contract";
import { ZControllerPersonInput, ZPersonInput } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { checkWithSchema } from "../lib/form-errors";
import { departmentPaths, personInput } from "./person-form";

const state = {
  name: "Pat",
  surname: "",
  email: "pat@example.com",
  login: " ",
  userCode: "",
  gender: "" as const,
  phone: "",
  timeZone: "",
  locale: "" as const,
  departmentId: "7",
  allServices: false,
  services: [2, 1],
  profiles: ["USER", "CONTROLLER"] as TPerson["profiles"],
  controllerCompanyIds: [3],
  loginFollowsEmail: false,
};

describe("personInput", () => {
  it("sends blank optional fields as null and the company, department and services chosen", () => {
    const input = personInput(state, { companyId: 9, area: "ADMIN" });
    expect(input).toMatchObject({
      login: null,
      userCode: null,
      phone: null,
      stakeholderCompanyId: 9,
      stakeholderDepartmentId: 7,
      services: [2, 1],
      profiles: ["USER", "CONTROLLER"],
      controllerCompanyIds: [3],
    });
    expect(checkWithSchema(ZPersonInput, input).ok).toBe(true);
  });

  it("leaves profiles out in the controller area, and sends no managed companies without the CONTROLLER profile", () => {
    const controller = personInput(state, { companyId: 9, area: "CONTROLLER" });
    expect("profiles" in controller).toBe(false);
    expect(checkWithSchema(ZControllerPersonInput, controller).ok).toBe(true);
    const user = personInput({ ...state, profiles: ["USER"] }, { companyId: 9, area: "ADMIN" });
    expect(user.controllerCompanyIds).toEqual([]);
  });

  it("keeps a valid avatar and null services for 'every service of the company'", () => {
    const input = personInput(
      { ...state, allServices: true },
      { companyId: 9, area: "ADMIN", initial: { avatar: "avatar-03.svg" } as TPerson },
    );
    expect(input.avatar).toBe("avatar-03.svg");
    expect(input.services).toBeNull();
  });

  it("names the refused fields with the catalogue codes the server uses", () => {
    const input = personInput(
      { ...state, name: " ", email: "nope", phone: "12ab" },
      { companyId: 9, area: "ADMIN" },
    );
    const result = checkWithSchema(ZPersonInput, input);
    expect(result.ok ? {} : result.errors).toMatchObject({
      name: "ND1018",
      email: "ND1041",
      phone: "ND1022",
    });
  });
});

describe("departmentPaths", () => {
  it("labels each department with its path from the top", () => {
    const d = (id: number, name: string, parent: number | null): TDepartment => ({
      id,
      stakeholderId: id,
      name,
      stakeholderCompanyId: 1,
      stakeholderDepartmentParentId: parent,
      stakeholderDepartmentParentName: null,
      peopleCount: 0,
    });
    expect(departmentPaths([d(3, "Security", 2), d(2, "IT", 1), d(1, "Operations", null)])).toEqual([
      { value: "1", label: "Operations" },
      { value: "2", label: "Operations › IT" },
      { value: "3", label: "Operations › IT › Security" },
    ]);
  });
});
