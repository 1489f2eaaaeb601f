import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale, TBreachAlert, TBreachDashboard, TBreachMonitor } from "@wellguard/contract";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { contractText, uiText } from "../support/text";

/*
 * Issue 19, the controller's breach dashboard (ABS) on the demo company's made-up breaches (docs/demo.md,
 * "Breaches"): the §3 totals as the API counts them, the levels, the newest breaches with their data classes named
 * in the reader's language, the people with a password to change, the xlsx export, the import (a refused row, then
 * a kept and a dropped one) and the overall dashboard's alert leading here. Desktop in English, 390×844 in Basque,
 * axe on each.
 */

const suite = useSuite();

async function controllerPage(locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await page.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/");
  return page;
}

/** A GET of the API as the signed-in controller of `page`. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await fetch(`${suite.product.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { records: T }).records;
}

async function companyId(page: Page): Promise<number> {
  const companies = await apiGet<{ stakeholderId: number }[]>(page, "/controller/companies");
  const id = companies[0]?.stakeholderId;
  if (id === undefined) throw new Error("the demo controller manages no company");
  return id;
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).getByTestId("headline-value");

async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe("the breach dashboard", () => {
  it("shows the company's totals, levels, newest breaches and open passwords, and exports them", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    const id = await companyId(page);
    const summary = await apiGet<TBreachDashboard>(page, `/controller/breaches/${id}/summary`);
    // The demo file touches 13 demo people: the page has something to show.
    expect(summary.totals.totalbreaches).toBeGreaterThan(0);

    await page.goto("/controller/dashboard/abs");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("routes.ControllerDashboardAbs"));
    await expect
      .poll(() => figure(page, "abs-total-exposures").textContent())
      .toBe(String(summary.totals.totalbreaches));
    expect(await figure(page, "abs-total-solved").textContent()).toBe(
      String(summary.totals.totalbreachessolved),
    );
    expect(await figure(page, "abs-total-passwords").textContent()).toBe(
      String(summary.totals.totalbreachespwd),
    );
    expect(await figure(page, "abs-total-passwords-changed").textContent()).toBe(
      String(summary.totals.totalbreachespwdsolved),
    );
    expect(await figure(page, "abs-total-exposed-people").textContent()).toBe(
      String(summary.totals.exposedPeople),
    );
    // Each level named, not only coloured.
    for (const level of [0, 1, 2, 3]) {
      expect(await page.getByTestId(`abs-level-${level}`).textContent()).toContain(
        ui(`controller:abs.levels.name${level}`),
      );
    }
    await expect
      .poll(() => page.getByTestId("abs-levels-chart").locator("canvas").count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("abs-trend-chart").locator("canvas").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("abs-breach").count()).toBe(summary.newest.length);
    expect(await page.getByTestId("abs-newest").textContent()).toContain("(demo)");
    expect(await page.getByTestId("abs-unsolved-row").count()).toBe(summary.unsolvedPasswords.length);
    expect(await page.getByTestId("abs-department-row").count()).toBe(summary.departments.length);

    // "Check now": the browser suites have no Have I Been Pwned key, so the button says why it cannot run.
    const monitor = await apiGet<TBreachMonitor>(page, `/controller/breaches/${id}/monitor`);
    if (!monitor.hibpConfigured) {
      await expect.poll(() => page.getByTestId("abs-check").isDisabled()).toBe(true);
      expect(await page.getByTestId("abs-check-reason").textContent()).toBe(
        ui("controller:abs.monitor.noKey"),
      );
    }
    await expectNoAxeViolations(page);

    // The export: an xlsx with a row per exposure under its header.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("abs-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(mkdtempSync(join(tmpdir(), "wg-e2e-")), "breaches.xlsx");
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    expect(book.worksheets[0]?.rowCount ?? 0).toBeGreaterThan(summary.totals.totalbreaches);

    // An import with a wrong address is refused whole, the row's error said in the page's language.
    await page.getByTestId("abs-import-file").setInputFiles({
      name: "breaches.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "email,breach,breach_date,data_classes\nnot-an-address,E2eBreach,2026-01-02,Passwords\n",
      ),
    });
    await page.getByTestId("abs-import-submit").click();
    await expect.poll(() => page.getByTestId("abs-import-refusal").count()).toBe(1);
    expect(await page.getByTestId("abs-import-refusal").textContent()).toContain(
      contractText(locale, "errors.ND1041"),
    );
    await expectNoAxeViolations(page);

    // A good file: the demo employee's address is kept, an outsider's dropped, and the totals grow by one.
    await page.getByTestId("abs-import-file").setInputFiles({
      name: "breaches.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "email,breach,breach_date,data_classes\n" +
          "employee@democorp.example,E2eImportedBreach,2026-01-02,Email addresses;Passwords\n" +
          "someone@elsewhere.example,E2eImportedBreach,2026-01-02,Email addresses\n",
      ),
    });
    await page.getByTestId("abs-import-submit").click();
    const result = page.getByTestId("abs-import-result");
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toContain(ui("controller:abs.import.kept", { n: "1" }));
    expect(await result.textContent()).toContain(ui("controller:abs.import.dropped", { n: "1" }));
    await expect
      .poll(() => figure(page, "abs-total-exposures").textContent())
      .toBe(String(summary.totals.totalbreaches + 1));
    await page.context().close();
  });

  it("fits a phone in Basque, with the data classes named in Basque", async () => {
    const locale: Locale = "eu";
    const page = await controllerPage(locale, MOBILE_VIEWPORT);
    await page.goto("/controller/dashboard/abs");
    await expect.poll(() => figure(page, "abs-total-exposures").count()).toBe(1);
    await expect.poll(() => page.getByTestId("abs-breach").count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId("abs-newest").textContent())
      .toContain(uiText(locale, "breaches:dataClass.passwords.name"));
    await expectNoHorizontalScroll(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("alerts the overall dashboard of a breach found in the last 30 days, with a link here", async () => {
    const locale: Locale = "en-gb";
    const page = await controllerPage(locale, DESKTOP_VIEWPORT);
    const alerts = await apiGet<TBreachAlert[]>(page, `/controller/breaches/${await companyId(page)}/alerts`);
    expect(alerts.length).toBeGreaterThan(0);
    await page.goto("/controller/dashboard/default");
    // The alert arrives by a request of its own, beside the overall dashboard's figures.
    await expect.poll(() => page.getByTestId("dashboard-figures").count(), { timeout: 15_000 }).toBe(1);
    const alert = page.getByTestId("breach-alert").first();
    await expect.poll(() => page.getByTestId("breach-alert").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Every alert the API gives, the demo's newest breach among them (and the first test's imported one).
    expect(await page.getByTestId("breach-alert").count()).toBe(alerts.length);
    expect(await page.getByTestId("breach-alerts").textContent()).toContain("(demo)");
    await expectNoAxeViolations(page);
    await alert.getByTestId("breach-alert-link").click();
    await waitForPath(page, "/controller/dashboard/abs");
    await expect.poll(() => figure(page, "abs-total-exposures").count()).toBe(1);
    await page.context().close();
  });
});
