import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "@wellguard/contract";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signedInPage, signIn, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 16, the general dashboard on the demo company's year of history (docs/demo.md): the controller lands on
 * their default view, narrows it to a department (Logistics, whose wellbeing is low, and Latin America, too small
 * to show wellbeing), follows an alert to Departments and a department, and saves the view as their default.
 * Desktop in English and 390×844 in Polish, axe on each.
 */

const suite = useSuite({ env: { SEED_DEMO_HISTORY: "true" }, healthTimeoutMs: 110_000 });

async function controllerPage(locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await page.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/");
  return page;
}

async function chooseDepartment(page: Page, locale: Locale, name: string): Promise<void> {
  const select = page.getByLabel(uiText(locale, "controller:dashboard.filters.department"));
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/overview?") && r.url().includes("department=")),
    select.selectOption({ label: name }),
  ]);
  await expect.poll(() => page.getByTestId("dashboard-figures").getAttribute("aria-busy")).toBe("false");
}

describe("the general dashboard", () => {
  it("shows the company's figures, narrows them, keeps small groups anonymous, and leads to the departments", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    await page.goto("/controller/dashboard");
    await waitForPath(page, "/controller/dashboard/default");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("routes.ControllerDashboardDefault"));
    const headline = (key: string) => page.getByTestId(`headline-${key}`);
    for (const key of ["participation", "globalScore", "risk", "awareness", "wellbeing", "highRisk"]) {
      await expect.poll(() => headline(key).getByTestId("headline-value").count()).toBe(1);
    }
    // Three demo people answer the risk questionnaires as high-risk people.
    expect(await headline("highRisk").getByTestId("headline-value").textContent()).toBe("3");
    expect(await page.getByTestId("department-row").count()).toBe(11);
    await expect.poll(() => page.getByTestId("evolution-chart").locator("canvas").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Logistics: seven people, low wellbeing (under 5).
    await chooseDepartment(page, locale, "Logistics");
    const logistics = Number(
      ((await headline("wellbeing").getByTestId("headline-value").textContent()) ?? "").replace(",", "."),
    );
    expect(logistics).toBeLessThan(5);
    expect(page.url()).toContain("department=");

    // Latin America: three people, so no wellbeing figure, and the page says why.
    await chooseDepartment(page, locale, "Latin America");
    expect(await headline("wellbeing").getByTestId("headline-empty").textContent()).toBe(
      ui("controller:dashboard.suppressed.group"),
    );
    await expectNoAxeViolations(page);

    // Back to the whole company; an alert leads to Departments with the departments it concerns.
    await page.getByTestId("filter-reset").click();
    await page.waitForURL((url) => !url.searchParams.has("department"));
    const alert = page
      .getByTestId("alert")
      .filter({ hasText: ui("controller:dashboard.departments.wellbeing") });
    await alert.getByTestId("alert-link").click();
    await waitForPath(page, "/controller/departments");
    const concerned = page.getByTestId("alert-departments");
    await expect.poll(() => concerned.getByRole("link", { name: "Logistics" }).count()).toBe(1);
    await concerned.getByRole("link", { name: "Logistics" }).click();
    await expect.poll(() => page.getByTestId("department-name").textContent()).toBe("Logistics");
    // The department's own scores: Logistics has seven people, so its wellbeing figure is shown, and low.
    const departmentWellbeing = page.getByTestId("department-wellbeing").getByTestId("headline-value");
    await expect.poll(() => departmentWellbeing.count()).toBe(1);
    expect(Number(((await departmentWellbeing.textContent()) ?? "").replace(",", "."))).toBeLessThan(5);
    await expect
      .poll(() => page.getByTestId("department-evolution-chart").locator("canvas").count())
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The view saved as default: the Dashboard entry opens it.
    await page.goto("/controller/dashboard/default");
    await page.getByTestId("save-default-view").click();
    await expect.poll(() => page.getByTestId("default-view-saved").count()).toBe(1);
    await page.goto("/controller/dashboard");
    await waitForPath(page, "/controller/dashboard/default");

    // A link with a department the company does not have (shared from another company): the whole company,
    // with a notice, not the Not Found page.
    await page.goto("/controller/dashboard/default?department=999999");
    await expect.poll(() => page.getByTestId("dashboard-filter-dropped").count()).toBe(1);
    await expect
      .poll(() => page.getByTestId("headline-awareness").getByTestId("headline-value").count())
      .toBe(1);
    expect(new URL(page.url()).searchParams.has("department")).toBe(false);
    await page.context().close();
  });

  it("fits a phone in Polish, with every figure and the sortable table", async () => {
    const locale: Locale = "pl";
    const page = await controllerPage(locale, MOBILE_VIEWPORT);
    await page.goto("/controller/dashboard/default");
    await expect.poll(() => page.getByTestId("department-row").count()).toBe(11);
    expect(await page.getByTestId("headline-awareness").textContent()).toContain(
      uiText(locale, "controller:dashboard.headline.awareness"),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    // Sorting by wellbeing, lowest first after a second press: Logistics leads.
    await page.getByTestId("sort-wellbeing").click();
    await page.getByTestId("sort-wellbeing").click();
    expect(await page.getByTestId("department-row").first().locator("th").textContent()).toBe("Logistics");
    await expectNoAxeViolations(page);
    // The department page with its scores, on the phone.
    await page.getByTestId("department-row").first().getByRole("link").click();
    await expect
      .poll(() => page.getByTestId("department-results").getByTestId("department-awareness").count())
      .toBe(1);
    await expect
      .poll(() => page.getByTestId("department-evolution-chart").locator("canvas").count())
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("shows the awareness dashboard: the seven areas, the weakest with their training, the heat map", async () => {
    for (const [locale, viewport] of [
      ["en-gb", DESKTOP_VIEWPORT],
      ["eu", MOBILE_VIEWPORT],
    ] as const) {
      const page = await controllerPage(locale, viewport);
      await page.goto("/controller/dashboard/awareness");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe(uiText(locale, "routes.ControllerDashboardAwareness"));
      await expect.poll(() => page.getByTestId("awareness-dimension").count()).toBe(7);
      expect(await page.getByTestId("awareness-dimensions").textContent()).toContain(
        uiText(locale, "controller:dashboard.dimensions.malware"),
      );
      expect(await page.getByTestId("heat-row").count()).toBe(11);
      expect(await page.getByTestId("awareness-level").getByTestId("headline-value").count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });

  it("shows a person's security results next to their details, and no wellbeing result", async () => {
    const locale: Locale = "en-gb";
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const companies = (await (
      await fetch(`${suite.product.baseUrl}/api/v1/controller/companies`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { records: { stakeholderId: number }[] };
    const found = (await (
      await fetch(
        `${suite.product.baseUrl}/api/v1/controller/stakeholders/companies/${companies.records[0]?.stakeholderId}/people?search=psanchez`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as { records: { stakeholderId: number }[] };
    await page.goto(`/controller/users/${found.records[0]?.stakeholderId}`);
    const results = page.getByTestId("person-results");
    await expect.poll(() => results.getByTestId("results-interaction").count()).toBeGreaterThan(5);
    // Pablo answers the risk questionnaires as a high-risk person: risk level 6, shown as 0 of 10.
    expect(await results.getByTestId("result-risk").textContent()).toContain("0");
    expect(await results.getByTestId("results-profile").textContent()).not.toContain(
      uiText(locale, "controller:dashboard.headline.wellbeing"),
    );
    // The actions load by a request of their own: waited for, not read at once.
    await expect.poll(() => results.getByTestId("results-action").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("the action plan", () => {
  it("recommends areas, assigns resources, and the employee then sees them on their dashboard and in the library", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    await page.goto("/controller/action-plan");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("routes.ActionPlan"));
    const cards = page.locator("[data-testid^='recommendation-assign-']");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // From a recommendation: its resources and the people it concerns, two weeks ahead.
    await cards.first().click();
    const dialog = page.getByTestId("assign-dialog");
    await expect.poll(() => dialog.getByTestId("assign-kind").inputValue()).toBe("concerned");
    await expectNoAxeViolations(page);
    await dialog.getByTestId("assign-submit").click();
    await expect.poll(() => page.getByTestId("action-plan-notice").count()).toBe(1);
    await expect
      .poll(() => page.getByTestId("action-plan-items").locator("tbody tr").count())
      .toBeGreaterThan(0);

    // A resource for the whole company, chosen by hand; nothing chosen first is refused in place.
    await page.getByTestId("action-plan-new").click();
    await dialog.getByTestId("assign-kind").selectOption("company");
    await dialog.getByTestId("assign-submit").click();
    expect(await dialog.getByTestId("assign-problem").textContent()).toBe(
      ui("controller:actionPlan.chooseResource"),
    );
    const first = dialog.locator("[data-testid^='assign-asset-']").first();
    const assetId = ((await first.getAttribute("data-testid")) ?? "").replace("assign-asset-", "");
    const title = ((await first.locator("xpath=..").textContent()) ?? "").trim();
    await first.check();
    await dialog.getByTestId("assign-submit").click();
    await expect
      .poll(() => page.getByTestId("action-plan-notice").textContent())
      .toContain("Resources assigned: 1");
    await expectNoAxeViolations(page);

    // Chosen people: picked in the people picker (over the dialog), the count shown, then assigned.
    await page.getByTestId("action-plan-new").click();
    await dialog.getByTestId("assign-kind").selectOption("people");
    await dialog.getByTestId("assign-people").click();
    const picker = page.getByTestId("person-picker");
    await picker.getByTestId("person-picker-search").fill("Ruiz");
    await expect.poll(() => picker.getByTestId("person-picker-table-row").count()).toBe(1);
    await picker
      .getByRole("checkbox", { name: ui("controller:selectPerson", { name: "Carlos Ruiz" }) })
      .check();
    await picker.getByTestId("person-picker-confirm").click();
    await expect
      .poll(() => dialog.getByTestId("assign-people-count").textContent())
      .toBe(ui("controller:actionPlan.target.peopleCount", { n: "1" }));
    await dialog.locator("[data-testid^='assign-asset-']").nth(1).check();
    await dialog.getByTestId("assign-submit").click();
    await expect
      .poll(() => page.getByTestId("action-plan-notice").textContent())
      .toBe(ui("controller:actionPlan.assigned", { resources: "1", people: "1" }));

    // The printable plan: the company and the same rows, without the menu when printed.
    await page.getByTestId("action-plan-printable").click();
    await waitForPath(page, "/company/action-plan");
    await expect
      .poll(() => page.getByTestId("company-action-plan-heading").textContent())
      .toContain("Demo Corp");
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".wg-shell-nav").isVisible()).toBe(false);
    await page.context().close();

    // The employee sees it on their dashboard, and first in their library, with its due date.
    const employee = await signedInPage(suite.browser, suite.product.baseUrl, "employee", locale);
    const assigned = employee.getByTestId("dashboard-assigned");
    await expect.poll(() => assigned.getByTestId(`assigned-${assetId}`).count()).toBe(1);
    expect(title).toContain(
      ((await assigned.getByTestId(`assigned-${assetId}`).getByRole("link").textContent()) ?? "").trim(),
    );
    await expectNoAxeViolations(employee);
    await assigned.getByTestId(`assigned-${assetId}`).getByRole("link").click();
    await expect.poll(() => employee.getByTestId("asset-assigned").count()).toBe(1);
    await employee.context().close();
  });

  it("fits a phone in Polish, the plan and its printable form", async () => {
    const locale: Locale = "pl";
    const page = await controllerPage(locale, MOBILE_VIEWPORT);
    for (const path of ["/controller/action-plan", "/company/action-plan"]) {
      await page.goto(path);
      await expect.poll(() => page.getByTestId("action-plan-items").count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE_VIEWPORT.width,
      );
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
});

describe("reports", () => {
  it("makes a report whose PDF shows the company and the dashboard's figures, and its spreadsheet", async () => {
    const locale: Locale = "en-gb";
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    await page.goto("/controller/dashboard/default");
    const awareness = page.getByTestId("headline-awareness").getByTestId("headline-value");
    await expect.poll(() => awareness.count()).toBe(1);
    const shown = Number(((await awareness.textContent()) ?? "").replace(",", "."));
    expect(Number.isFinite(shown)).toBe(true);

    await page.goto("/controller/dashboard/reports");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(uiText(locale, "routes.ControllerDashboardReports"));
    await expectNoAxeViolations(page);
    await page.getByTestId("report-create").click();
    await expect.poll(() => page.getByTestId("report-made").count()).toBe(1);
    const row = page.getByTestId("reports-list").locator("tbody tr").first();
    await expect.poll(() => row.getByTestId("report-pdf").count()).toBe(1);

    const [pdf] = await Promise.all([page.waitForEvent("download"), row.getByTestId("report-pdf").click()]);
    expect(pdf.suggestedFilename()).toMatch(/^wellguard-report-demo-corp-.*\.pdf$/);
    const pdfPath = join(mkdtempSync(join(tmpdir(), "wg-e2e-")), "report.pdf");
    await pdf.saveAs(pdfPath);
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain("Demo Corp");
    const figure = shown.toLocaleString("en-GB", { maximumFractionDigits: 1 });
    expect(text).toContain(`Awareness level: ${figure} out of 10`);

    const [xlsx] = await Promise.all([page.waitForEvent("download"), row.getByTestId("report-xlsx").click()]);
    const xlsxPath = join(mkdtempSync(join(tmpdir(), "wg-e2e-")), "report.xlsx");
    await xlsx.saveAs(xlsxPath);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsxPath);
    expect(book.worksheets.map((sheet) => sheet.name)).toContain("Departments");
    expect(book.getWorksheet("Departments")?.rowCount).toBeGreaterThan(10);

    // The monthly report: on, to the controller; the next date is shown.
    await page.getByTestId("schedule-enabled").check();
    await page.locator("[data-testid^='schedule-recipient-']").first().check();
    await page.getByTestId("schedule-save").click();
    await expect.poll(() => page.getByTestId("schedule-next").count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("fits a phone in Basque", async () => {
    const locale: Locale = "eu";
    const page = await controllerPage(locale, MOBILE_VIEWPORT);
    await page.goto("/controller/dashboard/reports");
    await expect.poll(() => page.getByTestId("reports-list").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
