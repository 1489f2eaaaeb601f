import { readFile } from "node:fs/promises";
import { formatPercent, type Locale } from "@wellguard/contract";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { DEMO_PASSWORD, signIn, waitForControllerHome, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { contractText, uiText } from "../support/text";

/*
 * The controller half of issue 3 point 15: a security manager of two companies picks one, switches to the other,
 * edits a person (a refused field, then a valid save), reads and searches the organisation chart, and creates a
 * tag with people. The data is made through the admin API, as an administrator would.
 */

const suite = useSuite();
const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);

interface Person {
  stakeholderId: number;
  name: string;
  surname: string;
  email: string | null;
  login: string;
  userCode: string | null;
  gender: string | null;
  phone: string | null;
  timeZone: string | null;
  locale: string | null;
  avatar: string | null;
  company: { stakeholderId: number; name: string };
  department: { stakeholderDepartmentId: number } | null;
  profiles: string[];
  controllerCompanyIds: number[];
  services: number[] | null;
}

/** One admin API call; fails loudly with the answer when it is not a 200. */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.product.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function apiToken(login: string): Promise<string> {
  const body = await call<{ records: { token: string } }>("", "POST", "/auth/login", {
    login,
    password: Buffer.from(DEMO_PASSWORD, "utf8").toString("base64"),
    locale,
  });
  return body.records.token;
}

/** A person's record as the PUT of the admin API takes it back. */
function personInput(person: Person, changes: Partial<Record<string, unknown>> = {}) {
  return {
    name: person.name,
    surname: person.surname,
    email: person.email,
    login: person.login,
    userCode: person.userCode,
    gender: person.gender,
    phone: person.phone,
    timeZone: person.timeZone,
    locale: person.locale,
    stakeholderCompanyId: person.company.stakeholderId,
    stakeholderDepartmentId: person.department?.stakeholderDepartmentId ?? null,
    avatar: person.avatar,
    profiles: person.profiles,
    controllerCompanyIds: person.controllerCompanyIds,
    services: person.services,
    ...changes,
  };
}

/** The text of the elements that describe a form control (Mantine links the field's error this way). */
async function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

const data = {
  demoId: 0,
  northwindId: 0,
  oscarId: 0,
  noraEmail: "nora.quill@northwind-labs.example",
};

beforeAll(async () => {
  const admin = await apiToken("admin");
  const found = await call<{ records: Person[] }>(admin, "GET", "/admin/stakeholders/people?search=carlos");
  const controller = found.records.find((p) => p.login === "controller");
  if (!controller) throw new Error("no demo controller");
  data.demoId = controller.company.stakeholderId;

  // Demo Corp becomes a group (a CUSTOMER cannot have child companies) with Northwind Labs below it.
  const demo = (
    await call<{ records: Record<string, unknown> }>(
      admin,
      "GET",
      `/admin/stakeholders/companies/${data.demoId}`,
    )
  ).records;
  await call(admin, "PUT", `/admin/stakeholders/companies/${data.demoId}`, {
    name: demo.name,
    domains: demo.domains,
    code: demo.code,
    environment: demo.environment,
    type: "HOLDING",
    services: demo.services,
    stakeholderParentCompanyId: demo.stakeholderParentCompanyId,
    surveyFlowId: demo.surveyFlowId ?? 1,
    locale: demo.locale,
    timeZone: demo.timeZone,
  });
  const northwind = await call<{ records: { stakeholderId: number } }>(
    admin,
    "POST",
    "/admin/stakeholders/companies",
    {
      name: "Northwind Labs",
      domains: ["northwind-labs.example"],
      services: [1, 2, 3],
      surveyFlowId: 1,
      stakeholderParentCompanyId: data.demoId,
      locale: "en-gb",
      timeZone: "Europe/London",
    },
  );
  data.northwindId = northwind.records.stakeholderId;
  const department = (name: string, parent: number | null) =>
    call<{ records: { id: number } }>(admin, "POST", "/admin/stakeholders/departments", {
      name,
      stakeholderCompanyId: data.northwindId,
      stakeholderDepartmentParentId: parent,
    }).then((r) => r.records.id);
  const research = await department("Research", null);
  const lab = await department("Quantum Lab", research);
  const person = (name: string, surname: string, email: string, departmentId: number | null) =>
    call<{ records: Person }>(admin, "POST", "/admin/stakeholders/people", {
      name,
      surname,
      email,
      stakeholderCompanyId: data.northwindId,
      stakeholderDepartmentId: departmentId,
    }).then((r) => r.records);
  await person("Nora", "Quill", data.noraEmail, research);
  data.oscarId = (await person("Oscar", "Pike", "oscar.pike@northwind-labs.example", lab)).stakeholderId;
  await person("Paula", "Reed", "paula.reed@northwind-labs.example", null);

  // The demo security manager now manages both companies (and reads the product in English).
  await call(
    admin,
    "PUT",
    `/admin/stakeholders/people/${controller.stakeholderId}`,
    personInput(controller, { controllerCompanyIds: [data.demoId, data.northwindId], locale }),
  );
});

async function chooseCompany(page: Page, name: string): Promise<void> {
  const card = page.getByTestId("company-card").filter({ hasText: name });
  await card.getByTestId("company-choose").click();
}

describe("the controller area for a security manager of two companies", () => {
  it("picks a company, switches, edits a person, reads the organisation chart and tags people", async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const page = await context.newPage();
    await signIn(page, locale, "controller");
    await waitForControllerHome(page);

    // Two companies: nothing is chosen yet, so a controller page sends them to companies management first.
    await page.goto("/controller/users");
    await waitForPath(page, "/controller/companies-management");
    await page.getByTestId("choose-company-notice").waitFor();
    expect(await page.getByTestId("company-card").count()).toBe(2);
    expect(await page.locator('[data-testid="company-card"][aria-current="true"]').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Choosing Demo Corp returns to the page they asked for, working on Demo Corp.
    await chooseCompany(page, "Demo Corp");
    await waitForPath(page, "/controller/users");
    expect(await page.getByTestId("managed-company").textContent()).toBe(
      uiText(locale, "controller:managedCompany", { name: "Demo Corp" }),
    );

    // On a phone nothing in the header nor on the company cards ends in "…" (issue 15, point 14).
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto("/controller/companies-management");
    await page.locator('[data-testid="company-card"][aria-current="true"]').waitFor();
    const cut = (testId: string) =>
      page.getByTestId(testId).evaluateAll((elements) =>
        elements
          .flatMap((element) => [element, ...element.querySelectorAll("*")])
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      );
    expect(await cut("company-name")).toEqual([]);
    expect(await cut("role-toggle")).toEqual([]);
    expect(await cut("company-choose")).toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto("/controller/users");
    await page.getByTestId("users-table-row").first().waitFor();
    expect(await page.getByTestId("users-table-row").count()).toBeGreaterThan(5);
    // Progress descending is the default order.
    const progressHeader = page.locator("th", { has: page.getByTestId("users-table-sort-progress") });
    expect(await progressHeader.getAttribute("aria-sort")).toBe("descending");
    // Progress is a percentage, as on the person's own profile, never "21 / 10" (issue 16, point 2).
    const measured = page.locator(
      '[data-testid="users-table-row"] [data-testid="progress"]:not([data-value=""])',
    );
    expect(await measured.count()).toBeGreaterThan(0);
    for (const cell of await measured.all()) {
      const value = Number(await cell.getAttribute("data-value"));
      expect(await cell.textContent()).toBe(formatPercent(value, locale));
    }
    // Import and export of the managed company's people (the import flow itself is tested with the admin pages).
    await page.getByTestId("import-people-open").waitFor();
    await page.getByTestId("export-people-open").waitFor();
    await expectNoAxeViolations(page);

    // A dashboard view survives a switch (issue 16 point 5): the same page and period, without the department
    // of the company left. There and back.
    const departments = await page.evaluate(async () => {
      const token = localStorage.getItem("token");
      const companies = (await (
        await fetch("/api/v1/controller/companies", { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { records: { stakeholderId: number; name: string }[] };
      const demo = companies.records.find((c) => c.name === "Demo Corp")?.stakeholderId;
      return (await (
        await fetch(`/api/v1/controller/stakeholders/companies/${demo}/departments`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { records: { id: number }[] };
    });
    const view = "/controller/dashboard/default?from=2026-01-01&to=2026-06-30";
    await page.goto(`${view}&department=${departments.records[0]?.id}`);
    await page.getByTestId("change-company").click();
    await waitForPath(page, "/controller/companies-management");
    await chooseCompany(page, "Northwind Labs");
    await page.waitForURL((url) => url.pathname === "/controller/dashboard/default");
    expect(new URL(page.url()).search).toBe("?from=2026-01-01&to=2026-06-30");
    expect(await page.getByTestId("managed-company").textContent()).toBe(
      uiText(locale, "controller:managedCompany", { name: "Northwind Labs" }),
    );
    await page.getByTestId("change-company").click();
    await chooseCompany(page, "Demo Corp");
    await page.waitForURL((url) => url.pathname === "/controller/dashboard/default");
    expect(new URL(page.url()).search).toBe("?from=2026-01-01&to=2026-06-30");

    // The "change company" link from Users: Demo Corp is marked as current; Northwind Labs is chosen, and the
    // controller stays on Users, now Northwind's.
    await page.goto("/controller/users");
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("change-company").click();
    await waitForPath(page, "/controller/companies-management");
    const current = page.locator('[data-testid="company-card"][aria-current="true"]');
    expect(await current.getByRole("heading").textContent()).toBe("Demo Corp");
    await chooseCompany(page, "Northwind Labs");
    await waitForPath(page, "/controller/users");
    await page.getByTestId("users-table-row").first().waitFor();
    expect(await page.getByTestId("managed-company").textContent()).toBe(
      uiText(locale, "controller:managedCompany", { name: "Northwind Labs" }),
    );
    expect(await page.getByTestId("users-table-row").count()).toBe(3);
    expect(await page.getByText("Carlos Ruiz").count()).toBe(0);

    // Search on the server, then open the person.
    await page.getByLabel(ui("organisation:search")).fill("pike");
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="users-table-row"]').length === 1,
    );
    // The export holds what the list shows: this search's one person.
    await page.getByTestId("export-people-open").click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-people-csv").click(),
    ]);
    const file = await download.path();
    const csv = file ? await readFile(file, "utf8") : "";
    expect(csv).toContain("oscar.pike@northwind-labs.example");
    expect(csv).not.toContain("nora.quill@northwind-labs.example");
    await page.getByRole("link", { name: "Oscar Pike" }).click();
    await waitForPath(page, `/controller/users/${data.oscarId}`);
    const form = page.getByTestId("person-form");
    await form.waitFor();
    // The h1 is the person's name once loaded, not the kind of page.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oscar Pike");
    // A controller never sees the profile fields.
    expect(await page.getByTestId("person-form-profiles").count()).toBe(0);
    await expectNoAxeViolations(page);

    // A bad phone is refused by the contract's own check, next to the field.
    const phone = page.getByTestId("person-form-phone");
    await phone.fill("12ab");
    await page.getByTestId("person-form-submit").click();
    await page.getByTestId("person-form-errors").waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await description(phone)).toContain(contractText(locale, "errors.ND1022"));

    // Another person's e-mail is refused by the server, next to the e-mail field.
    await phone.fill("+44 20 7946 0000");
    const email = page.getByTestId("person-form-email");
    await email.fill(data.noraEmail);
    await page.getByTestId("person-form-submit").click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="person-form-email"]')?.getAttribute("aria-invalid") === "true",
    );
    expect(await description(email)).toContain(contractText(locale, "errors.ND1029"));
    expect(await description(phone)).not.toContain(contractText(locale, "errors.ND1022"));

    // An address outside the company's domains is warned about, and the username (it is the e-mail) moves with it
    // (issue 15, point 14).
    const login = page.getByTestId("person-form-login");
    await email.fill("oscar.pike@gmail.example");
    await page.getByTestId("person-form-email-outside").waitFor();
    expect(await description(email)).toContain(
      ui("organisation:personForm.emailOutsideDomains", { domains: "northwind-labs.example" }),
    );
    expect(await login.inputValue()).toBe("oscar.pike@gmail.example");
    expect(await description(login)).toContain(ui("organisation:personForm.loginFollowsEmail"));
    // The warning is readable text (it was orange at 4.3:1, below AA's 4.5:1).
    await expectNoAxeViolations(page);

    // A valid save.
    await email.fill("oscar.pike@northwind-labs.example");
    expect(await page.getByTestId("person-form-email-outside").count()).toBe(0);
    expect(await login.inputValue()).toBe("oscar.pike@northwind-labs.example");
    await page.getByTestId("person-form-surname").fill("Pike-Lindqvist");
    await page.getByTestId("person-form-submit").click();
    await page.getByTestId("user-saved").waitFor();
    expect(await page.getByTestId("user-saved").textContent()).toBe(ui("organisation:saved"));
    const controllerToken = await page.evaluate(() => localStorage.getItem("token"));
    const saved = await call<{ records: Person }>(
      controllerToken ?? "",
      "GET",
      `/controller/stakeholders/people/${data.oscarId}`,
    );
    expect(saved.records.surname).toBe("Pike-Lindqvist");
    expect(saved.records.phone).toBe("+442079460000");
    expect(saved.records.login).toBe("oscar.pike@northwind-labs.example");

    // Departments: the tree with people counts, and one department's page.
    await page.goto("/controller/departments");
    const tree = page.getByTestId("departments-tree");
    await tree.waitFor();
    const research = tree.getByRole("treeitem", { name: "Research" });
    // The count in words, not "2 ppl" (issue 15, point 14).
    expect(await research.getByTestId("departments-tree-count").first().textContent()).toBe(
      "People: 1 · with sub-departments: 2",
    );
    await expectNoAxeViolations(page);
    await page.getByTestId("department-open").first().click();
    await page.getByTestId("department-name").waitFor();
    expect(await page.getByTestId("department-name").textContent()).toBe("Research");
    expect(await page.getByTestId("department-total").textContent()).toBe("2");
    await page.getByTestId("department-people-table-row").first().waitFor();
    expect(await page.getByTestId("department-people-table-row").count()).toBe(2);

    // Organisation: from Demo Corp, the managed child company can be switched to.
    await page.getByTestId("change-company").click();
    await chooseCompany(page, "Demo Corp");
    await page.goto("/controller/organization");
    const child = page.getByTestId("organization-child").filter({ hasText: "Northwind Labs" });
    await child.waitFor();
    await expectNoAxeViolations(page);
    await child.getByTestId("organization-switch").click();
    await page.getByTestId("organization-switched").waitFor();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="managed-company"]')?.textContent?.includes(name),
      "Northwind Labs",
    );
    // Departments open on demand; their people load only then.
    const researchBranch = page
      .getByTestId("organization-department")
      .filter({ hasText: "Research" })
      .first();
    expect(await page.getByTestId("organization-person").count()).toBe(0);
    await researchBranch.getByRole("button", { name: "Research" }).click();
    await researchBranch.getByTestId("organization-person").filter({ hasText: "Nora Quill" }).waitFor();
    await page.getByRole("button", { name: "Quantum Lab" }).click();
    await page.getByTestId("organization-person").filter({ hasText: "Oscar Pike-Lindqvist" }).waitFor();
    await expectNoAxeViolations(page);

    // Searching finds people and departments on the server.
    const search = page.getByTestId("organization-search");
    await search.fill("quill");
    await page.getByTestId("organization-result-person").filter({ hasText: "Nora Quill" }).waitFor();
    await search.fill("quantum");
    await page
      .getByTestId("organization-result-departments")
      .getByRole("link", { name: "Quantum Lab" })
      .waitFor();
    await search.fill("zzz-nobody");
    await page.getByTestId("organization-results-empty").waitFor();

    // Tags: an empty name is refused next to the field; then a tag is created and people are added.
    await page.goto("/controller/tags");
    await page.getByTestId("tags-table-empty").waitFor();
    await page.getByTestId("tag-create").click();
    expect(await description(page.getByTestId("tag-name"))).toContain(contractText(locale, "errors.ND1018"));
    await page.getByTestId("tag-name").fill("Phishing pilot");
    await page.getByTestId("tag-create").click();
    await page.getByTestId("tag-members").waitFor();
    await page.getByTestId("tag-members-table-empty").waitFor();
    await expectNoAxeViolations(page);

    await page.getByTestId("tag-add-people").click();
    const picker = page.getByRole("dialog");
    await picker.getByTestId("person-picker-table-row").first().waitFor();
    for (const name of ["Nora Quill", "Paula Reed"]) {
      await picker
        .getByRole("checkbox", { name: uiText(locale, "controller:selectPerson", { name }) })
        .check();
    }
    await picker.getByTestId("person-picker-confirm").click();
    await picker.waitFor({ state: "hidden" });
    await page.getByTestId("tags-notice").waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="tag-members-table-row"]').length === 2,
    );
    expect(await page.getByTestId("tags-table-row").first().textContent()).toContain("2");

    // Removing one asks first.
    const paula = page.getByTestId("tag-members-table-row").filter({ hasText: "Paula Reed" });
    await paula.getByTestId("tag-remove-person").click();
    const confirm = page.getByTestId("tag-remove-dialog");
    await confirm.getByTestId("tag-remove-dialog-confirm").waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByTestId("tag-remove-dialog-confirm").click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="tag-members-table-row"]').length === 1,
    );
    expect(await page.getByTestId("tag-members-table-row").textContent()).toContain("Nora Quill");

    // A second tag of the same name is refused by the server, next to the name; renaming asks in a dialog.
    await page.getByTestId("tag-name").fill("phishing PILOT");
    await page.getByTestId("tag-create").click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="tag-name"]')?.getAttribute("aria-invalid") === "true",
    );
    expect(await description(page.getByTestId("tag-name"))).toContain(contractText(locale, "errors.ND1024"));
    await page.getByTestId("tag-rename").click();
    const rename = page.getByTestId("tag-rename-dialog");
    await rename.getByTestId("tag-rename-name").fill("Phishing pilot 2027");
    await rename.getByTestId("tag-rename-save").click();
    await rename.waitFor({ state: "hidden" });
    expect(await page.getByTestId("tags-notice").textContent()).toBe(
      uiText(locale, "controller:tags.renamed", { name: "Phishing pilot 2027" }),
    );
    expect(await page.getByTestId("tag-open").textContent()).toBe("Phishing pilot 2027");
    await context.close();
  });

  it("works at 390 px wide in Polish (long words), with no violations on the users list", async () => {
    const pl: Locale = "pl";
    const context = await newContext(suite.browser, {
      baseUrl: suite.product.baseUrl,
      locale: pl,
      viewport: MOBILE_VIEWPORT,
    });
    const page = await context.newPage();
    await signIn(page, pl, "controller");
    await waitForControllerHome(page);
    await page.goto("/controller/companies-management");
    await chooseCompany(page, "Northwind Labs");
    await page.goto("/controller/users");
    await page.getByTestId("users-table-row").first().waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      uiText(pl, "routes.ControllerUsers"),
    );
    expect(await page.getByTestId("managed-company").textContent()).toBe(
      uiText(pl, "controller:managedCompany", { name: "Northwind Labs" }),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (overflow) {
      console.log(
        await page.evaluate(() =>
          [...document.querySelectorAll("*")]
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 15)
            .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
            .join("\n"),
        ),
      );
    }
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
