import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "@wellguard/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PwnedPasswordsServer,
  startPwnedPasswordsServer,
} from "../../apps/server/src/test/pwned-passwords";
import { expectNoAxeViolations, launchBrowser, newContext } from "../support/browser";
import { agePasswords } from "../support/database";
import {
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

const locale: Locale = "en-gb";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(product: Product, language: Locale = locale): Promise<Page> {
  const context = await newContext(browser, { baseUrl: product.baseUrl, locale: language });
  return context.newPage();
}

function field(page: Page, key: string) {
  return page.getByLabel(labelled(uiText(locale, key)), { exact: true });
}

/** The error Mantine shows under a field: the element its input's aria-describedby points at. */
async function errorOf(page: Page, key: string): Promise<string> {
  const input = field(page, key);
  await expect
    .poll(async () => (await input.getAttribute("aria-invalid")) === "true", { timeout: 10_000 })
    .toBe(true);
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ");
}

describe("the password reset link (/password/:token)", () => {
  let product: Product;
  let mail: MailSink;

  beforeAll(async () => {
    mail = await startMailSink();
    product = await startProduct({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await product?.stop();
    await mail?.close();
  });

  it("says an unknown link has expired and leads back to sign in", async () => {
    const page = await openPage(product);
    await page.goto("/password/this-token-was-never-issued");
    await page.getByTestId("reset-link-expired").waitFor();
    expect(await page.getByTestId("reset-link-expired").textContent()).toContain(
      uiText(locale, "contract:messages.resetLinkExpired"),
    );
    await expect(page.getByLabel(labelled(uiText(locale, "auth.fields.newPassword"))).count()).resolves.toBe(
      0,
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: uiText(locale, "auth.buttons.backToSignIn") }).click();
    await waitForPath(page, "/");
    await page.getByLabel(labelled(uiText(locale, "auth.fields.username"))).waitFor();
    await page.context().close();
  });

  it("says a link that was already used has expired", async () => {
    const reply = await fetch(`${product.baseUrl}/api/v1/auth/forgotpassword`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "employee" }),
    });
    expect(reply.status).toBe(200);
    const message = await mail.waitForMail("employee@democorp.example", 30_000);
    const link = message.links.find((url) => url.startsWith(`${product.baseUrl}/password/`));
    expect(link, `no reset link in: ${message.text}`).toBeDefined();

    const page = await openPage(product);
    await page.goto(link as string);
    const newPassword = "Once-Only-Passw0rd!";
    await field(page, "auth.fields.newPassword").fill(newPassword);
    await field(page, "auth.fields.repeatPassword").fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    await page.getByTestId("password-changed").waitFor();

    await page.goto(link as string);
    await page.getByTestId("reset-link-expired").waitFor();
    await page.getByRole("link", { name: uiText(locale, "auth.buttons.backToSignIn") }).waitFor();
    await page.context().close();
  });
});

describe("a wrong password at sign-in", () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it("marks the password field invalid and points it at the message", async () => {
    const page = await openPage(product);
    await page.goto("/");
    await enterUsername(page, locale, "controller");
    expect(await submitPassword(page, locale, "Not-The-Passw0rd!")).toBe(412);
    expect(await errorOf(page, "auth.fields.password")).toContain(
      uiText(locale, "contract:messages.wrongCredentials"),
    );
    await page.context().close();
  });
});

describe("a password older than PASSWORD_MAX_AGE_DAYS", () => {
  // PASSWORD_MAX_AGE_DAYS must be at least 1 and the seed sets every password as changed now, so the
  // product is run once to seed, its database is aged while it is stopped, and it is started again.
  let product: Product;
  const dataDir = mkdtempSync(join(tmpdir(), "wellguard-e2e-expired-"));

  beforeAll(async () => {
    const seeding = await startProduct({ dataDir });
    await seeding.stop();
    await agePasswords(dataDir, ["employee"], 400);
    product = await startProduct({ dataDir, env: { PASSWORD_MAX_AGE_DAYS: "365" } });
  });
  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks for a new password at sign-in, enforces the policy, and the new password then signs in", async () => {
    const page = await openPage(product);
    await page.goto("/");
    await enterUsername(page, locale, "employee");
    expect(await submitPassword(page, locale, DEMO_PASSWORD)).toBe(412);

    const form = page.getByTestId("set-new-password-form");
    await form.getByRole("heading", { name: uiText(locale, "auth.newPassword.expiredTitle") }).waitFor();
    await form.getByText(uiText(locale, "auth.newPassword.expiredSubtitle")).waitFor();
    await field(page, "auth.fields.currentPassword").waitFor();
    await field(page, "auth.fields.newPassword").waitFor();
    await field(page, "auth.fields.repeatPassword").waitFor();
    await expectNoAxeViolations(page);

    // The hints follow what is typed: "abc" has a lower-case letter and nothing else the policy asks.
    const hint = (rule: string) =>
      page.getByTestId("password-hints").locator("li", { hasText: uiText(locale, `password.hints.${rule}`) });
    const hintsId = await page.getByTestId("password-hints").getAttribute("id");
    expect(await field(page, "auth.fields.newPassword").getAttribute("aria-describedby")).toContain(hintsId);
    await field(page, "auth.fields.newPassword").fill("abc");
    await expect.poll(() => hint("noLowercase").getAttribute("data-ok")).toBe("true");
    expect(await hint("noUppercase").getAttribute("data-ok")).toBe("false");
    expect(await hint("tooShort").getAttribute("data-ok")).toBe("false");

    await field(page, "auth.fields.currentPassword").fill(DEMO_PASSWORD);
    await field(page, "auth.fields.newPassword").fill("weakpassword");
    await field(page, "auth.fields.repeatPassword").fill("weakpassword");
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    expect(await errorOf(page, "auth.fields.newPassword")).toContain(
      uiText(locale, "contract:errors.ND1031"),
    );

    const newPassword = "Renewed-Passw0rd-2026!";
    await field(page, "auth.fields.newPassword").fill(newPassword);
    await field(page, "auth.fields.repeatPassword").fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    await page.getByTestId("sign-in-notice").getByText(uiText(locale, "auth.newPassword.changed")).waitFor();

    // Back on the password step of the same sign-in: the new password enters.
    expect(await submitPassword(page, locale, newPassword)).toBe(200);
    await waitForPath(page, "/dashboard");
    await page.context().close();
  });
});

const BREACHED_PASSWORD = "Breached-Passw0rd-2026!";

describe("changing the password from the account page", () => {
  let product: Product;
  let pwned: PwnedPasswordsServer;

  beforeAll(async () => {
    // A local Pwned Passwords range API, so the breached-password refusal is seen without the internet.
    pwned = await startPwnedPasswordsServer({ breached: { [BREACHED_PASSWORD]: 7 } });
    product = await startProduct({ env: { PWNED_PASSWORDS_URL: pwned.url } });
  });
  afterAll(async () => {
    await product?.stop();
    await pwned?.close();
  });

  it("shows a wrong current password next to its field, then changes it and the new one signs in", async () => {
    const page = await openPage(product);
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");
    await page.goto("/account/password");
    await field(page, "auth.fields.currentPassword").waitFor();
    await expectNoAxeViolations(page);

    const newPassword = "Account-Passw0rd-2026!";
    await field(page, "auth.fields.currentPassword").fill("Not-My-Passw0rd!");
    await field(page, "auth.fields.newPassword").fill(newPassword);
    await field(page, "auth.fields.repeatPassword").fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    expect(await errorOf(page, "auth.fields.currentPassword")).toContain(
      uiText(locale, "contract:errors.ND1035"),
    );

    // A password found in known breaches is refused with its own message on the new-password field.
    await field(page, "auth.fields.currentPassword").fill(DEMO_PASSWORD);
    await field(page, "auth.fields.newPassword").fill(BREACHED_PASSWORD);
    await field(page, "auth.fields.repeatPassword").fill(BREACHED_PASSWORD);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    expect(await errorOf(page, "auth.fields.newPassword")).toContain(
      uiText(locale, "contract:messages.passwordBreached"),
    );

    await field(page, "auth.fields.newPassword").fill(newPassword);
    await field(page, "auth.fields.repeatPassword").fill(newPassword);
    await page.getByRole("button", { name: uiText(locale, "auth.buttons.save"), exact: true }).click();
    await page.getByTestId("password-changed").waitFor();

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: uiText(locale, "shell.logout") }).click();
    await waitForPath(page, "/");

    await enterUsername(page, locale, "employee");
    expect(await submitPassword(page, locale, DEMO_PASSWORD)).toBe(412);
    expect(await submitPassword(page, locale, newPassword)).toBe(200);
    await waitForPath(page, "/dashboard");
    await page.context().close();
  });
});
