import { describe, it } from "vitest";
import { newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";

const suite = useSuite();

// Spec §2: a route for another profile sends the user to the dashboard of their own profile.
describe("the route guard", () => {
  it.each([
    { login: "employee", lands: "/dashboard", forbidden: "/admin/dashboard" },
    // /controller/dashboard opens the controller's default view.
    { login: "controller", lands: "/controller/dashboard/default", forbidden: "/admin/dashboard" },
    { login: "admin", lands: "/admin/dashboard", forbidden: "/dashboard" },
  ])("sends $login from $forbidden to $lands", async ({ login, lands, forbidden }) => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    await signIn(page, "en-gb", login);
    await waitForPath(page, lands);
    await page.goto(forbidden);
    await waitForPath(page, lands);
    await context.close();
  });

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale: "en-gb" });
    const page = await context.newPage();
    await page.goto("/controller/dashboard");
    await waitForPath(page, "/");
    await context.close();
  });
});
