import type { Locale } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext } from "../support/browser";
import { signedInPage, signIn, waitForControllerHome } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 19, breach monitoring end to end on the demo's made-up breaches (docs/demo.md "Breaches", loaded at first
 * start with or without the history): the demo employee finds an open exposure on /breaches and marks it solved;
 * the controller's breach dashboard (/controller/dashboard/abs) then counts one more solved exposure. The pages'
 * own axe and phone checks are in their suites; this one follows the flow across the two roles.
 */

const suite = useSuite();
const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);

async function controllerPage(): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await waitForControllerHome(page);
  return page;
}

/** The dashboard's "Solved" total, once the figures have loaded. */
async function solvedTotal(page: Page): Promise<number> {
  await page.goto("/controller/dashboard/abs");
  await expect.poll(() => page.getByTestId("abs-figures").getAttribute("aria-busy")).toBe("false");
  const figure = page.getByTestId("abs-totals").getByTestId("abs-total-solved");
  await expect
    .poll(() => figure.getByText(ui("controller:abs.totals.solved"), { exact: true }).count())
    .toBe(1);
  return Number(((await figure.getByTestId("headline-value").textContent()) ?? "").trim());
}

describe("a breach exposure, from the employee to the controller", () => {
  it("is marked solved by the employee and counted as solved on the controller's dashboard", async () => {
    const controller = await controllerPage();
    const before = await solvedTotal(controller);

    const employee = await signedInPage(suite.browser, suite.product.baseUrl, "employee", locale);
    await employee.goto("/breaches");
    // The demo employee's newest exposure: the made-up gaming community, still open (no password leaked).
    const card = employee.getByRole("article", { name: "Sample Gaming Community (demo)" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole("status").textContent()).toBe(ui("breaches:card.open"));
    const solve = card.getByRole("button", { name: ui("breaches:card.markSolved") });
    await Promise.all([
      employee.waitForResponse(
        (r) => r.url().includes("/api/v1/user/breaches/") && r.url().endsWith("/solved/true") && r.ok(),
      ),
      solve.click(),
    ]);
    await expect.poll(() => solve.count()).toBe(0);
    expect(await card.getByRole("status").textContent()).toContain(ui("breaches:card.solved"));
    // The other one (the fitness forum, password leaked) stays open.
    const other = employee.getByRole("article", { name: "Fictional Fitness Forum (demo)" });
    expect(await other.getByRole("status").textContent()).toBe(ui("breaches:card.open"));
    await employee.context().close();

    await expect.poll(() => solvedTotal(controller)).toBe(before + 1);
    await controller.context().close();
  });
});
