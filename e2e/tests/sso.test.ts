import type { Locale } from "@wellguard/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../../apps/server/src/test/oidc-provider";
import { expectNoAxeViolations, launchBrowser, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { enterUsername, waitForPath } from "../support/flows";
import { apiCall, apiToken, demoCompanyId, TEST_SECRET_KEY } from "../support/identity";
import { freePort, type Product, startProduct } from "../support/server";
import { uiText } from "../support/text";

/*
 * Issue 20, single sign-on in the browser: the product runs at http://wellguard.test:<port> and Demo Corp signs
 * in at http://acme.wellguard.test:<port> through a real OpenID provider on loopback (Chromium resolves both names
 * to 127.0.0.1). A visit to the company's host goes to the provider and comes back signed in; the username step on
 * the main host sends a federated login there too; a stranger lands on /federation/not-found; a cancelled sign-in
 * on /federation/error in the person's language; logout ends the provider's session and lands on
 * /federation/signed-out, which does not send the person straight back.
 */

let browser: Browser;
let product: Product;
let provider: TestOidcProvider;
let port = 0;
const contexts: BrowserContext[] = [];

const companyHost = () => `http://acme.wellguard.test:${port}`;
const mainHost = () => `http://wellguard.test:${port}`;

beforeAll(async () => {
  port = await freePort();
  [browser, product] = await Promise.all([
    launchBrowser(["--host-resolver-rules=MAP *.wellguard.test 127.0.0.1, MAP wellguard.test 127.0.0.1"]),
    // Migrations and the demo seed can take over a minute on a busy machine.
    startProduct({
      port,
      env: { PUBLIC_URL: `http://wellguard.test:${port}`, SECRET_KEY: TEST_SECRET_KEY },
      healthTimeoutMs: 240_000,
    }),
  ]);
  const admin = await apiToken(product.baseUrl, "admin");
  const companyId = await demoCompanyId(product.baseUrl, admin);
  provider = await startOidcProvider({
    clients: [
      {
        clientId: "wellguard",
        clientSecret: "s3cret",
        redirectUris: [`${companyHost()}/api/v1/sso/${companyId}/oidc/callback`],
        postLogoutRedirectUris: [`${companyHost()}/federation/signed-out`],
      },
    ],
    accounts: {
      employee: { email: "employee@democorp.example", email_verified: true },
      stranger: { email: "stranger@democorp.example", email_verified: true },
    },
  });
  await apiCall(product.baseUrl, admin, "PUT", `/admin/identity/${companyId}/federation`, {
    protocol: "oidc",
    issuer: provider.issuer,
    clientId: "wellguard",
    clientSecret: "s3cret",
    hosts: ["acme.wellguard.test"],
    matchClaim: "email",
  });
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await product?.stop();
  await provider?.close();
});

async function freshPage(
  baseUrl: string,
  locale: Locale,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newContext(browser, { baseUrl, locale, viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The provider's development login form: any password signs in as the account named. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/"));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any");
  await page.locator('button[type="submit"]').click();
}

describe("single sign-on in Chromium", () => {
  it("sends a visit to the company's host to its provider and comes back signed in", async () => {
    const page = await freshPage(companyHost(), "en-gb");
    await page.goto("/");
    await signInAtProvider(page, "employee");
    await waitForPath(page, "/dashboard");
    expect(new URL(page.url()).host).toBe(`acme.wellguard.test:${port}`);
  });

  it("sends a federated login at the main host's username step to the provider", async () => {
    const page = await freshPage(mainHost(), "en-gb");
    await page.goto("/");
    await enterUsername(page, "en-gb", "employee");
    await signInAtProvider(page, "employee");
    await waitForPath(page, "/dashboard");
    // The whole round trip ends on the company's own host, where the session was handed over.
    expect(new URL(page.url()).host).toBe(`acme.wellguard.test:${port}`);
  });

  it("shows a person the provider knows but the company does not /federation/not-found, and stays there", async () => {
    const page = await freshPage(companyHost(), "en-gb");
    await page.goto("/");
    await signInAtProvider(page, "stranger");
    await waitForPath(page, "/federation/not-found");
    await page.getByTestId("federation-not-found-page").waitFor();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/federation/not-found");
  });

  it("explains a refused sign-in on /federation/error in the person's language", async () => {
    const locale: Locale = "es-es";
    const page = await freshPage(companyHost(), locale);
    await page.goto("/");
    await page.waitForURL(
      (url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/"),
    );
    // Cancelling at the provider: it answers error=access_denied to our callback.
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await waitForPath(page, "/federation/error");
    expect(new URL(page.url()).searchParams.get("reason")).toBe("provider-error");
    await page
      .getByRole("heading", {
        level: 1,
        name: uiText(locale, "system.federationError.reasons.provider-error.title"),
      })
      .waitFor();
    await page.getByText(uiText(locale, "system.federationError.reasons.provider-error.body")).waitFor();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/federation/error");
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: uiText(locale, "system.federationError.back") }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
  });

  it("logs out through the provider's end-session and lands on /federation/signed-out", async () => {
    const locale: Locale = "en-gb";
    const page = await freshPage(companyHost(), locale, MOBILE_VIEWPORT);
    await page.goto("/");
    await signInAtProvider(page, "employee");
    await waitForPath(page, "/dashboard");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: uiText(locale, "shell.logout") }).click();
    // The provider asks before ending its session (oidc-provider's own page).
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await waitForPath(page, "/federation/signed-out");
    expect(new URL(page.url()).host).toBe(`acme.wellguard.test:${port}`);
    await page
      .getByRole("heading", { level: 1, name: uiText(locale, "system.federationSignedOut.title") })
      .waitFor();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/federation/signed-out");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // Signing in again goes to the provider, whose session has ended: it asks for the login again.
    await page.getByRole("link", { name: uiText(locale, "system.federationSignedOut.signIn") }).click();
    await signInAtProvider(page, "employee");
    await waitForPath(page, "/dashboard");
  });
});
