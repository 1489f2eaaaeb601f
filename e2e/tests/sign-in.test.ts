import { LOCALE_NAMES, type Locale } from "@wellguard/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newContext } from "../support/browser";
import {
  chooseSignInLanguage,
  DEMO_PASSWORD,
  enterUsername,
  labelled,
  signIn,
  submitPassword,
  waitForPath,
} from "../support/flows";
import { type Product, startProduct } from "../support/server";
import { type MailSink, startMailSink } from "../support/smtp";
import { uiText } from "../support/text";

let browser: Browser;
let product: Product;
let mail: MailSink;

beforeAll(async () => {
  mail = await startMailSink();
  [browser, product] = await Promise.all([launchBrowser(), startProduct({ env: { SMTP_URL: mail.url } })]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await mail?.close();
});

async function openPage(locale: Locale): Promise<Page> {
  const context = await newContext(browser, { baseUrl: product.baseUrl, locale });
  return context.newPage();
}

describe("the sign-in page", () => {
  it.each(["es-es", "en-gb"] as const)("has no WCAG 2.1 AA violations (%s)", async (locale) => {
    const page = await openPage(locale);
    await page.goto("/");
    await page.getByLabel(labelled(uiText(locale, "auth.fields.username"))).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("takes newhire through username, password and conditions to the dashboard", async () => {
    const locale = "es-es";
    const page = await openPage(locale);
    await page.goto("/");
    await enterUsername(page, locale, "newhire");
    expect(await submitPassword(page, locale, DEMO_PASSWORD)).toBe(200);

    await page.getByRole("heading", { name: uiText(locale, "auth.conditions.title") }).waitFor();
    await expectNoAxeViolations(page);
    const privacy = page.getByRole("checkbox", { name: uiText(locale, "auth.conditions.acceptPrivacy") });
    const terms = page.getByRole("checkbox", { name: uiText(locale, "auth.conditions.acceptTerms") });
    await privacy.check();
    await terms.check();
    await page
      .getByRole("button", { name: uiText(locale, "auth.buttons.acceptConditions"), exact: true })
      .click();
    await waitForPath(page, "/dashboard");
    await page.context().close();
  });

  it.each(["es-es", "en-gb"] as const)("says the username or password is wrong (%s)", async (locale) => {
    const page = await openPage(locale);
    await page.goto("/");
    await enterUsername(page, locale, "employee");
    expect(await submitPassword(page, locale, "Not-The-Passw0rd!")).toBe(412);
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      uiText(locale, "contract:messages.wrongCredentials"),
    );
    await page.context().close();
  });

  it("blocks an account after five wrong passwords and refuses even the right one", async () => {
    const locale = "en-gb";
    const page = await openPage(locale);
    await page.goto("/");
    await enterUsername(page, locale, "controller");
    for (let attempt = 1; attempt <= 5; attempt++)
      await submitPassword(page, locale, `Wrong-Passw0rd-${attempt}`);
    expect(await submitPassword(page, locale, DEMO_PASSWORD)).toBe(401);
    await page.getByText(uiText(locale, "contract:messages.userBlocked")).waitFor();
    expect(page.url()).toBe(`${product.baseUrl}/`);
    await page.context().close();
  });

  it("resets a forgotten password through the e-mailed link, then signs in with the new one", async () => {
    const locale = "en-gb";
    const newPassword = "Fresh-Passw0rd-2026!";
    const page = await openPage(locale);
    await page.goto("/");
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.forgot"), exact: true }).click();
    await page.getByLabel(labelled(uiText(locale, "auth.fields.email"))).fill("employee");
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.remember"), exact: true }).click();
    await page.getByText(uiText(locale, "contract:messages.resetEmailSent")).waitFor();

    const message = await mail.waitForMail("*", 30_000);
    const link = message.links.find((url) => url.startsWith(`${product.baseUrl}/password/`));
    expect(link, `no reset link in: ${message.text}`).toBeDefined();

    await page.goto(link as string);
    await page.getByLabel(labelled(uiText(locale, "auth.fields.newPassword"))).fill(newPassword);
    await page.getByLabel(labelled(uiText(locale, "auth.fields.repeatPassword"))).fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    await page.getByText(uiText(locale, "auth.newPassword.changed")).waitFor();

    await signIn(page, locale, "employee", newPassword);
    await waitForPath(page, "/dashboard");
    await page.context().close();
  });

  it("switches the interface language and keeps it after a reload", async () => {
    const page = await openPage("es-es");
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: uiText("es-es", "auth.signIn.title") }).waitFor();
    // The language menu: the current language is the checked item, each named in its own language.
    await page.getByTestId("language-menu").click();
    expect(
      await page.getByRole("menuitemradio", { name: LOCALE_NAMES["es-es"] }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(await page.getByRole("menuitemradio", { name: LOCALE_NAMES.pl }).getAttribute("lang")).toBe("pl");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await chooseSignInLanguage(page, "es-es", "en-gb");
    await page.getByRole("heading", { level: 1, name: uiText("en-gb", "auth.signIn.title") }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en-GB");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: uiText("en-gb", "auth.signIn.title") }).waitFor();
    await page.context().close();
  });
});
