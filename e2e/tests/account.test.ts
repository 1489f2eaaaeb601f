import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

const suite = useSuite();

describe("the account page", () => {
  it("keeps the chosen avatar after a reload and has no WCAG 2.1 AA violations", async () => {
    const locale = "en-gb";
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const page = await context.newPage();
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");

    await page.goto("/account/avatar");
    const group = page.getByRole("radiogroup", { name: uiText(locale, "account.avatar.choose") });
    await group.waitFor();
    await expectNoAxeViolations(page);
    const choice = group.getByRole("radio", { checked: false }).nth(5);
    const name = (await choice.getAttribute("aria-label")) ?? "";
    await choice.click();
    await page.getByRole("button", { name: uiText(locale, "account.avatar.save"), exact: true }).click();
    await page.getByText(uiText(locale, "account.avatar.saved")).waitFor();

    await page.reload();
    const saved = page.getByRole("radio", { name, exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-checked")).toBe("true");
    await context.close();
  });
});

describe("the legal pages", () => {
  it.each(["/privacy-policy", "/terms-of-use"])("%s has no WCAG 2.1 AA violations", async (path) => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale: "es-es" });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
