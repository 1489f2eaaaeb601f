import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../support/browser";
import { type Product, startProduct } from "../support/server";
import { contractText } from "../support/text";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("in maintenance mode (MAINTENANCE=true)", () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ env: { MAINTENANCE: "true" } });
  });
  afterAll(async () => {
    await product?.stop();
  });

  it("answers the API with 418 but keeps the health check up", async () => {
    expect((await fetch(`${product.baseUrl}/api/v1/auth/info`)).status).toBe(418);
    expect((await fetch(`${product.baseUrl}/api/v1/health`)).status).toBe(200);
  });

  it("sends a visitor who opens the app to the maintenance page", async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/maintenance");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await context.close();
  });
});

describe("in normal operation", () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it("shows the not-found page for a path the app does not know", async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    const response = await page.goto("/this/page/does-not-exist");
    // History mode: the server hands every non-API path to the app, which decides it is unknown.
    expect(response?.headers()["content-type"]).toContain("text/html");
    await page.getByText(contractText("en-gb", "messages.pageNotFound")).waitFor();
    await context.close();
  });

  it("serves the app with a strict Content Security Policy and safe headers", async () => {
    const response = await fetch(`${product.baseUrl}/`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    const defaultSrc = csp.split(";").find((directive) => directive.trim().startsWith("default-src")) ?? "";
    expect(scriptSrc || defaultSrc).not.toBe("");
    expect(`${scriptSrc} ${defaultSrc}`).not.toContain("'unsafe-inline'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps the security headers on API errors", async () => {
    const response = await fetch(`${product.baseUrl}/api/v1/no-such-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends no referrer from the password reset page, so the reset token cannot leak", async () => {
    const response = await fetch(`${product.baseUrl}/password/some-reset-token`, {
      headers: { accept: "text/html" },
    });
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

describe("text assets (issue 15, point 11)", () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it("reach the browser brotli-compressed, from the copies the build wrote", async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    const assets: Response[] = [];
    page.on("response", (response) => {
      if (/\/assets\/.+\.(?:js|css)$/.test(response.url())) assets.push(response);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(assets.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const asset of assets) {
      const headers = asset.headers();
      expect(headers.vary, asset.url()).toContain("Accept-Encoding");
      // Files under 1 kB get no compressed copy: it would save less than its headers cost.
      if (headers["content-encoding"] === undefined) expect((await asset.body()).length).toBeLessThan(1024);
      else {
        expect(headers["content-encoding"], asset.url()).toBe("br");
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
    await context.close();
  });
});
