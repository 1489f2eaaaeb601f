import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { type Product, startProduct } from "../support/server";

let browser: Browser;
let product: Product;

beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

// Spec §2: a route for another profile sends the user to the dashboard of their own profile.
describe("the route guard", () => {
  it.each([
    { login: "employee", lands: "/dashboard", forbidden: "/admin/dashboard" },
    { login: "controller", lands: "/controller/dashboard", forbidden: "/admin/dashboard" },
    { login: "admin", lands: "/admin/dashboard", forbidden: "/dashboard" },
  ])("sends $login from $forbidden to $lands", async ({ login, lands, forbidden }) => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    await signIn(page, "en-gb", login);
    await waitForPath(page, lands);
    await page.goto(forbidden);
    await waitForPath(page, lands);
    await context.close();
  });

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    await page.goto("/controller/dashboard");
    await waitForPath(page, "/");
    await context.close();
  });
});
