import type { Locale } from "@wellguard/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../../apps/server/src/test/oidc-provider";
import {
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  launchBrowser,
  MOBILE_VIEWPORT,
  newContext,
} from "../support/browser";
import { labelled, signIn, waitForPath } from "../support/flows";
import { apiToken, demoCompanyId, samlIdpMetadata, TEST_SECRET_KEY } from "../support/identity";
import { type Product, startProduct } from "../support/server";
import { contractText, uiText } from "../support/text";

/*
 * Issue 20, the admin's side: on a company's page an administrator sets up single sign-on with a real OpenID
 * provider (its discovery is read when saving), sees what to register there, switches to SAML 2.0 with an
 * IdP's metadata and sees our service provider's; makes a SCIM token that is shown once and works, then revokes it.
 */

const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
const error = (code: string) => contractText(locale, `errors.${code}`);

let browser: Browser;
let product: Product;
let provider: TestOidcProvider;
const idpEntityId = "https://idp.acme-admin.example/saml";
let context: BrowserContext;
let page: Page;
let companyId = 0;

beforeAll(async () => {
  [browser, product, provider] = await Promise.all([
    launchBrowser(),
    // Migrations and the demo seed can take over a minute on a busy machine.
    startProduct({ env: { SECRET_KEY: TEST_SECRET_KEY }, healthTimeoutMs: 240_000 }),
    startOidcProvider({ clients: [{ clientId: "wellguard", clientSecret: "s3cret", redirectUris: [] }] }),
  ]);
  companyId = await demoCompanyId(product.baseUrl, await apiToken(product.baseUrl, "admin"));
  context = await newContext(browser, { baseUrl: product.baseUrl, locale });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
  await provider?.close();
});

const federation = () => page.getByTestId("federation");
const scim = () => page.getByTestId("scim");
const port = () => new URL(product.baseUrl).port;

async function save(): Promise<void> {
  await federation()
    .getByRole("button", { name: ui("admin:identity.sso.save") })
    .click();
}

describe("a company's identity settings", () => {
  it("shows single sign-on and SCIM on a company that contracts both", async () => {
    await signIn(page, locale, "admin");
    await waitForPath(page, "/admin/dashboard");
    await page.goto(`/admin/companies/${companyId}`);
    await page.getByRole("heading", { level: 2, name: ui("admin:identity.sso.title") }).waitFor();
    await page.getByRole("heading", { level: 2, name: ui("admin:identity.scim.title") }).waitFor();
    await federation().getByText(ui("admin:identity.sso.none")).waitFor();
    await scim().getByText(ui("admin:identity.scim.empty")).waitFor();
  });

  it("refuses an issuer that is not a URL in its field, then saves OpenID Connect read from the provider", async () => {
    await federation()
      .getByLabel(labelled(ui("admin:identity.sso.issuer")))
      .fill("login.acme");
    await federation()
      .getByLabel(labelled(ui("admin:identity.sso.clientId")))
      .fill("wellguard");
    await federation()
      .getByLabel(labelled(ui("admin:identity.sso.clientSecret")))
      .fill("s3cret");
    await save();
    const issuer = federation().getByLabel(labelled(ui("admin:identity.sso.issuer")));
    await expect.poll(() => issuer.getAttribute("aria-invalid")).toBe("true");
    await federation().getByText(error("ND1027")).waitFor();

    await issuer.fill(provider.issuer);
    const hosts = federation().getByLabel(ui("admin:identity.sso.hosts"));
    await hosts.fill("Docs.Acme-Admin.Example");
    await hosts.press("Enter");
    await save();
    await federation().getByText(ui("admin:identity.sso.saved")).waitFor();

    // What to register at the provider: on the company's own host, with PUBLIC_URL's scheme and port.
    const origin = `http://docs.acme-admin.example:${port()}`;
    await expect
      .poll(() => page.getByTestId("federation-redirect-uri-value").textContent())
      .toBe(`${origin}/api/v1/sso/${companyId}/oidc/callback`);
    expect(await page.getByTestId("federation-post-logout-uri-value").textContent()).toBe(
      `${origin}/federation/signed-out`,
    );
    expect(await page.getByTestId("federation-start-url-value").textContent()).toContain(
      `/api/v1/sso/${companyId}/start`,
    );
    // The secret is never sent back: the field is empty and says a secret is stored.
    await federation().getByText(ui("admin:identity.sso.clientSecretSet")).waitFor();
    expect(await federation().getByLabel(ui("admin:identity.sso.clientSecret")).inputValue()).toBe("");
    await expectNoAxeViolations(page);
  });

  it("switches to SAML 2.0 with pasted IdP metadata and shows our service provider's", async () => {
    await federation().getByLabel(ui("admin:identity.sso.protocols.saml")).check();
    await federation().getByLabel(ui("admin:identity.sso.metadataFromXml")).check();
    await federation()
      .getByLabel(labelled(ui("admin:identity.sso.metadataXml")))
      .fill(samlIdpMetadata(idpEntityId, "https://idp.acme-admin.example/sso"));
    await save();
    await federation().getByText(ui("admin:identity.sso.saved")).waitFor();

    const entityId = `${product.baseUrl}/api/v1/sso/${companyId}/saml/metadata`;
    await expect.poll(() => page.getByTestId("federation-sp-entity-id-value").textContent()).toBe(entityId);
    expect(await page.getByTestId("federation-sp-acs-value").textContent()).toBe(
      `http://docs.acme-admin.example:${port()}/api/v1/sso/${companyId}/saml/acs`,
    );
    await page.getByTestId("federation-idp").getByText(idpEntityId).waitFor();
    await page.getByTestId("federation-idp-certificate-0").waitFor();
    await page.getByTestId("federation-sp-certificate").waitFor();

    // The download link serves our metadata, naming the entity id the admin registers.
    const metadataUrl = await page.getByTestId("federation-sp-metadata-download").getAttribute("href");
    // On the company's host name, which only the browser suites of sso.test.ts resolve: asked on loopback here.
    const metadata = await fetch(new URL(new URL(metadataUrl ?? "").pathname, product.baseUrl));
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(`entityID="${entityId}"`);
    await expectNoAxeViolations(page);
  });

  it("makes a SCIM token shown once that works, and revokes it", async () => {
    await scim()
      .getByLabel(labelled(ui("admin:identity.scim.name")))
      .fill("Entra ID");
    await scim()
      .getByRole("button", { name: ui("admin:identity.scim.create") })
      .click();
    const dialog = page.getByTestId("scim-created-dialog");
    await dialog.getByText(ui("admin:identity.scim.createdText")).waitFor();
    const token = (await dialog.getByTestId("scim-token-value").textContent()) ?? "";
    const baseUrl = (await dialog.getByTestId("scim-base-url-value").textContent()) ?? "";
    expect(token.length).toBeGreaterThan(20);
    await expectNoAxeViolations(page);

    const config = await fetch(`${baseUrl}/ServiceProviderConfig`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(config.status).toBe(200);
    await dialog.getByRole("button", { name: ui("translation:common.close") }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Shown once: the list has the name, never the token.
    const row = scim().getByTestId("scim-token-row").filter({ hasText: "Entra ID" });
    await row.waitFor();
    expect(await scim().textContent()).not.toContain(token);

    await row
      .getByRole("button", { name: ui("admin:identity.scim.revokeNamed", { name: "Entra ID" }) })
      .click();
    const confirm = page.getByTestId("scim-revoke-dialog");
    await confirm.getByText(ui("admin:identity.scim.revokeText")).waitFor();
    await confirm.getByRole("button", { name: ui("admin:identity.scim.revoke") }).click();
    await row.getByTestId("scim-token-revoked").waitFor();
    await scim().getByText(ui("admin:identity.scim.revokedNotice")).waitFor();
    const refused = await fetch(`${baseUrl}/ServiceProviderConfig`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
  });

  it("fits a 390 by 844 phone without sideways scrolling", async () => {
    // The same signed-in page made narrow: with single sign-on on, the admin's own company sends them to its IdP.
    await page.setViewportSize(MOBILE_VIEWPORT);
    try {
      await page.reload();
      await page.getByTestId("federation-register").waitFor();
      await page.getByTestId("scim-token-row").first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    } finally {
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  });

  it("removes single sign-on after a confirmation", async () => {
    await federation()
      .getByRole("button", { name: ui("admin:identity.sso.remove") })
      .click();
    const dialog = page.getByTestId("federation-remove-dialog");
    await dialog.getByText(ui("admin:identity.sso.removeText")).waitFor();
    await dialog.getByRole("button", { name: ui("admin:identity.sso.remove") }).click();
    await federation().getByText(ui("admin:identity.sso.removed")).waitFor();
    await federation().getByText(ui("admin:identity.sso.none")).waitFor();
  });

  it("logs out to the sign-in page on a host without single sign-on", async () => {
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: ui("shell.logout") }).click();
    await waitForPath(page, "/");
    await page.getByLabel(labelled(ui("auth.fields.username"))).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
