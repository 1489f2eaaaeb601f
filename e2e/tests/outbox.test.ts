import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext } from "../support/browser";
import { labelled, signIn, waitForControllerHome, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

// No SMTP_URL: like the `npm start` demo, e-mail stays in the outbox and only an admin can read it there.
const suite = useSuite();
const locale = "en-gb";

describe("the admins' e-mail outbox", () => {
  it("lets an admin read a reset e-mail and follow its link, and the employee then signs in with the new password", async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const page = await context.newPage();

    // The employee asks for a reset on the sign-in page; nothing is delivered anywhere.
    await page.goto("/");
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.forgot"), exact: true }).click();
    await page.getByLabel(labelled(uiText(locale, "auth.fields.email"))).fill("employee");
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.remember"), exact: true }).click();
    await page.getByText(uiText(locale, "contract:messages.resetEmailSent")).waitFor();

    // The admin finds the outbox in the admin menu.
    await signIn(page, locale, "admin");
    await waitForPath(page, "/admin/dashboard");
    await page.getByRole("link", { name: uiText(locale, "routes.AdminOutbox") }).click();
    await waitForPath(page, "/admin/outbox");
    await page.getByRole("heading", { level: 1, name: uiText(locale, "routes.AdminOutbox") }).waitFor();
    const row = page.getByTestId("outbox-row").filter({ hasText: "employee@democorp.example" });
    await row.waitFor();
    expect(await row.getByTestId("outbox-status").textContent()).toBe(
      uiText(locale, "outbox.status.pending"),
    );
    await expectNoAxeViolations(page);

    // Searching narrows the list; a search with no match says so.
    const search = page.getByLabel(uiText(locale, "outbox.search"));
    await search.fill("no-such-recipient");
    await page.getByTestId("outbox-empty").waitFor();
    await search.fill("EMPLOYEE@democorp");
    await row.waitFor();
    expect(await page.getByTestId("outbox-row").count()).toBe(1);

    // The keyboard opens the message from the subject button; Escape closes it again.
    await row.getByTestId("outbox-open").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    const body = dialog.getByTestId("outbox-message-body");
    await body.waitFor();
    expect(await dialog.getByTestId("outbox-message-recipient").textContent()).toBe(
      "employee@democorp.example",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await row.getByTestId("outbox-open").click();
    const link = body.getByRole("link", { name: /\/password\// });
    await link.waitFor();
    const address = (await link.getAttribute("href")) ?? "";
    expect(address.startsWith(`${suite.product.baseUrl}/password/`)).toBe(true);
    // The HTML body is never rendered: only the text body's address became a link.
    expect(await dialog.locator("a").count()).toBe(1);

    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith("/password/"));
    const newPassword = "Outbox-Passw0rd-2026!";
    await page.getByLabel(labelled(uiText(locale, "auth.fields.newPassword"))).fill(newPassword);
    await page.getByLabel(labelled(uiText(locale, "auth.fields.repeatPassword"))).fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    await page.getByText(uiText(locale, "auth.newPassword.changed")).waitFor();
    await context.close();

    const employeeContext = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const employeePage = await employeeContext.newPage();
    await signIn(employeePage, locale, "employee", newPassword);
    await waitForPath(employeePage, "/dashboard");
    await employeeContext.close();
  });

  it("is not offered to a security manager, and its address sends them back to their own home", async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const page = await context.newPage();
    await signIn(page, locale, "controller");
    await waitForControllerHome(page);
    expect(await page.getByRole("link", { name: uiText(locale, "routes.AdminOutbox") }).count()).toBe(0);
    await page.goto("/admin/outbox");
    await page.waitForURL((url) => url.pathname !== "/admin/outbox");
    expect(await page.getByTestId("outbox-table").count()).toBe(0);
    await context.close();
  });
});
