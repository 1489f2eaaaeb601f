/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.

import { LIMITS, LOCALE_BCP47, type Locale } from "@wellguard/contract";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import {
  chooseSignInLanguage,
  DEMO_PASSWORD,
  labelled,
  signIn,
  waitForControllerHome,
  waitForPath,
} from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

const locale: Locale = "en-gb";

const suite = useSuite();

let context: BrowserContext | undefined;

async function openPage(
  options: { locale?: Locale; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  await context?.close();
  context = await newContext(suite.browser, {
    baseUrl: suite.product.baseUrl,
    locale: options.locale ?? locale,
    ...options,
  });
  return context.newPage();
}
afterAll(async () => {
  await context?.close();
});

/** A session token from the API itself, as another application handing the user over would get one. */
async function apiToken(login: string): Promise<string> {
  const response = await fetch(`${suite.product.baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: Buffer.from(DEMO_PASSWORD, "utf8").toString("base64"), locale }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { records: { token: string } };
  return body.records.token;
}

function sessionInfo(token: string): Promise<Response> {
  return fetch(`${suite.product.baseUrl}/api/v1/auth/info`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `focus never reached ${target}`).toBe(true);
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe("autologin (/token/#token=…)", () => {
  it("enters the dashboard of the token's user and drops the token from the address bar", async () => {
    const token = await apiToken("controller");
    const page = await openPage();
    await page.goto(`/token/#token=${token}`);
    await waitForControllerHome(page);
    await page.getByTestId("user-menu").waitFor();
    expect(page.url()).not.toContain(token);
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  });

  it("sends an invalid token back to the sign-in page and keeps nothing of it", async () => {
    const page = await openPage();
    await page.goto("/token/#token=not-a-session-token");
    await waitForPath(page, "/");
    await page.getByLabel(labelled(uiText(locale, "auth.fields.username"))).waitFor();
    expect(page.url()).not.toContain("not-a-session-token");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

describe("the visual identity (issue 15, point 13)", () => {
  const h1Size = (page: Page) =>
    page
      .getByRole("heading", { level: 1 })
      .first()
      .evaluate((h1) => getComputedStyle(h1).fontSize);

  it("gives the sign-in page the logo, the three taglines and a brand panel, on a wide screen and a phone", async () => {
    const page = await openPage();
    await page.goto("/");
    await page.getByTestId("username").waitFor();
    expect(await page.getByTestId("wellguard-logo").textContent()).toBe("Wellguard");
    // A description for search results and link previews, in the page's language (issue 15, point 12).
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      uiText(locale, "app.description"),
    );
    const panel = page.getByRole("region", { name: uiText(locale, "auth.signIn.taglinesLabel") });
    for (const key of ["supportPeople", "riskManagement", "humanFirewalls"]) {
      expect(await panel.getByText(uiText(locale, `auth.taglines.${key}`), { exact: true }).isVisible()).toBe(
        true,
      );
    }
    // Beside the form on a wide screen, with the illustration.
    const panelBox = await panel.boundingBox();
    const formBox = await page.getByTestId("username").boundingBox();
    expect(panelBox && formBox && panelBox.x + panelBox.width <= formBox.x).toBe(true);
    expect(await page.locator(".wg-front-illustration").isVisible()).toBe(true);
    expect(await h1Size(page)).toBe("28px");
    await expectNoAxeViolations(page);

    // Above it on a phone: no sideways scroll, and the username field is in view without scrolling.
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await page.locator(".wg-front-illustration").isVisible()).toBe(false);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    const field = await page.getByTestId("username").boundingBox();
    expect(field && field.y + field.height <= MOBILE_VIEWPORT.height).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("uses one heading size and one link colour on every page, and the header says who is signed in", async () => {
    const page = await openPage();
    await signIn(page, locale, "controller");
    await waitForControllerHome(page);
    // The demo controller has chosen no avatar yet: the initial of their name, and the name beside it.
    const userMenu = page.getByTestId("user-menu");
    // The name comes with the person's profile, a moment after the page.
    await page.waitForFunction(() =>
      Boolean(document.querySelector('[data-testid="user-name"]')?.textContent),
    );
    const name = (await page.getByTestId("user-name").textContent()) ?? "";
    expect(await userMenu.locator(".wg-user-initial").textContent()).toBe(name.slice(0, 1).toUpperCase());
    expect(await userMenu.getAttribute("aria-label")).toContain(name);
    const sizes = new Set<string>();
    for (const path of [
      "/dashboard",
      "/profile",
      "/profile/awareness",
      "/sessions",
      "/account",
      "/controller/users",
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      sizes.add(await h1Size(page));
    }
    expect([...sizes]).toEqual(["28px"]);
    // The back link above a sub-page's title is a link like the others, not the browser's own blue.
    await page.goto("/profile/awareness");
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((link) => getComputedStyle(link).color);
    await page.getByTestId("page-back").waitFor();
    expect(await colour('[data-testid="page-back"]')).toBe(await colour(".wg-footer > a"));
    expect(await colour(".wg-footer > a")).toBe("rgb(26, 100, 173)");

    // A chosen avatar replaces the initial.
    await page.goto("/account/avatar");
    await page.getByRole("radio").nth(3).click();
    await page.getByTestId("save-avatar").click();
    await userMenu.locator("img.wg-user-avatar").waitFor();
    expect(await userMenu.locator("img.wg-user-avatar").getAttribute("src")).toMatch(
      /^\/avatars\/avatar-\d\d\.svg$/,
    );
  });
});

describe("the role toggle", () => {
  it("takes controller between the controller area and the user area, with each area's menu", async () => {
    const page = await openPage();
    await signIn(page, locale, "controller");
    await waitForControllerHome(page);
    const nav = page.getByRole("navigation", { name: uiText(locale, "shell.mainMenu") });
    await nav.getByRole("link", { name: uiText(locale, "routes.ControllerUsers") }).waitFor();
    expect(await nav.getByRole("link", { name: uiText(locale, "routes.Faq") }).count()).toBe(0);

    await page.getByTestId("role-toggle").click();
    await page.getByRole("menuitem", { name: uiText(locale, "shell.area.USER") }).click();
    await waitForPath(page, "/dashboard");
    await nav.getByRole("link", { name: uiText(locale, "routes.Faq") }).waitFor();
    expect(await nav.getByRole("link", { name: uiText(locale, "routes.ControllerUsers") }).count()).toBe(0);
    expect(await page.getByTestId("role-toggle").textContent()).toBe(uiText(locale, "shell.area.USER"));

    // The chosen area survives a reload.
    await page.reload();
    await nav.getByRole("link", { name: uiText(locale, "routes.Faq") }).waitFor();

    await page.getByTestId("role-toggle").click();
    await page.getByRole("menuitem", { name: uiText(locale, "shell.area.CONTROLLER") }).click();
    await waitForControllerHome(page);
    await nav.getByRole("link", { name: uiText(locale, "routes.ControllerUsers") }).waitFor();
  });

  it("is not offered to employee, who holds one profile", async () => {
    const page = await openPage();
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("role-toggle").count()).toBe(0);
  });
});

describe("the header menus and the menu drawer", () => {
  it("open, move, choose and close with the keyboard alone, and pass axe while open", async () => {
    const page = await openPage();
    await signIn(page, locale, "controller");
    await waitForControllerHome(page);
    const toggle = page.getByTestId("role-toggle");
    const userMenu = page.getByTestId("user-menu");
    const account = page.getByRole("menuitem", { name: uiText(locale, "shell.account") });
    const logout = page.getByRole("menuitem", { name: uiText(locale, "shell.logout") });

    // The role menu opens on its first choice the user can take (the current area is disabled and skipped).
    await tabTo(page, toggle);
    expect(await toggle.getAttribute("aria-haspopup")).toBe("menu");
    await page.keyboard.press("Enter");
    const roleMenu = page.getByRole("menu", { name: uiText(locale, "shell.switchRole") });
    await roleMenu.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByTestId("role-CONTROLLER").getAttribute("aria-disabled")).toBe("true");
    await expect.poll(() => isFocused(page.getByTestId("role-USER"))).toBe(true);
    await page.keyboard.press("Escape");
    await roleMenu.waitFor({ state: "detached" });
    expect(await isFocused(toggle)).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    // The user menu: ArrowDown opens it on the first item, the arrows wrap, Escape gives the focus back.
    await tabTo(page, userMenu);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => isFocused(account)).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await isFocused(logout)).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await isFocused(account)).toBe(true);
    await page.keyboard.press("ArrowUp");
    expect(await isFocused(logout)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await account.waitFor({ state: "detached" });
    expect(await isFocused(userMenu)).toBe(true);

    // Space opens it too; Tab closes it and moves on.
    await page.keyboard.press("Space");
    await expect.poll(() => isFocused(account)).toBe(true);
    await page.keyboard.press("Tab");
    await account.waitFor({ state: "detached" });
    expect(await userMenu.getAttribute("aria-expanded")).toBe("false");

    // A click outside closes it; Enter on an item chooses it.
    await userMenu.click();
    await account.waitFor();
    await page.getByTestId("company-name").click();
    await account.waitFor({ state: "detached" });
    // "My account" is a link: a middle click opens it in a new tab and leaves this one where it was.
    await userMenu.click();
    expect(new URL((await account.getAttribute("href")) ?? "", page.url()).pathname).toBe("/account");
    const opened = page.context().waitForEvent("page");
    await account.click({ button: "middle" });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === "/account");
    await tab.close();
    expect(new URL(page.url()).pathname).toBe("/controller/dashboard/default");
    await page.keyboard.press("Escape");
    await account.waitFor({ state: "detached" });

    await userMenu.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isFocused(account)).toBe(true);
    await page.keyboard.press("Enter");
    await waitForPath(page, "/account");
  });

  it("choose a link item with Space as with Enter", async () => {
    const page = await openPage();
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");
    const userMenu = page.getByTestId("user-menu");
    const account = page.getByRole("menuitem", { name: uiText(locale, "shell.account") });
    await userMenu.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => isFocused(account)).toBe(true);
    await page.keyboard.press("Space");
    await waitForPath(page, "/account");
  });

  it("shows the area's menu behind a button on a phone, and closes it when a page is chosen", async () => {
    const page = await openPage({ viewport: MOBILE_VIEWPORT });
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");
    const nav = page.getByRole("navigation", { name: uiText(locale, "shell.mainMenu") });
    const faq = nav.getByRole("link", { name: uiText(locale, "routes.Faq") });
    await page.getByTestId("user-menu").waitFor();
    expect(await faq.isVisible()).toBe(false);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

    const burger = page.getByRole("button", { name: uiText(locale, "shell.openMenu") });
    await burger.click();
    await faq.waitFor();
    expect(
      await page
        .getByRole("button", { name: uiText(locale, "shell.closeMenu") })
        .getAttribute("aria-expanded"),
    ).toBe("true");
    await expectNoAxeViolations(page);
    await faq.click();
    await waitForPath(page, "/faq");
    await faq.waitFor({ state: "hidden" });
  });
});

describe("a page whose code cannot be downloaded", () => {
  it("says an error occurred and offers a reload, which then shows the page", async () => {
    const page = await openPage();
    // The dashboards' chunks fail, as after a lost connection or a new version replacing the files.
    await page.route("**/assets/dashboards-*.js", (route) => route.abort());
    await signIn(page, locale, "controller");
    await waitForPath(page, "/controller/dashboard");
    const alert = page
      .getByRole("alert")
      .filter({ hasText: uiText(locale, "contract:messages.unknownError") });
    await alert.waitFor();
    await expectNoAxeViolations(page);

    await page.unroute("**/assets/dashboards-*.js");
    await Promise.all([
      page.waitForEvent("load"),
      alert.getByRole("button", { name: uiText(locale, "version.refresh") }).click(),
    ]);
    await page
      .getByRole("heading", { level: 1, name: uiText(locale, "routes.ControllerDashboardDefault") })
      .waitFor();
    expect(await alert.count()).toBe(0);
  });
});

describe("the new-version notice", () => {
  const notice = (page: Page) => page.getByRole("status").filter({ hasText: uiText(locale, "version.body") });

  it("appears at load when the server runs another build, and its button reloads the page", async () => {
    const page = await openPage();
    await page.route("**/api/v1/version", (route) =>
      route.fulfill({ json: { records: { version: "a-newer-build" } } }),
    );
    await page.goto("/");
    await notice(page).waitFor();
    await notice(page).getByText(uiText(locale, "version.title"), { exact: true }).waitFor();
    await Promise.all([
      page.waitForEvent("load"),
      notice(page)
        .getByRole("button", { name: uiText(locale, "version.refresh") })
        .click(),
    ]);
  });

  it("appears when a check every 30 minutes finds a new build", async () => {
    const page = await openPage();
    await page.clock.install();
    let deployed = false;
    let checks = 0;
    await page.route("**/api/v1/version", async (route) => {
      checks++;
      if (deployed) await route.fulfill({ json: { records: { version: "a-newer-build" } } });
      else await route.continue();
    });
    const firstCheck = page.waitForResponse((r) => r.url().endsWith("/api/v1/version"));
    await page.goto("/");
    expect((await firstCheck).status()).toBe(200);
    await page.getByLabel(labelled(uiText(locale, "auth.fields.username"))).waitFor();
    expect(await notice(page).count()).toBe(0);

    deployed = true;
    const secondCheck = page.waitForResponse((r) => r.url().endsWith("/api/v1/version"));
    await page.clock.fastForward(LIMITS.updateCheckIntervalMs);
    await secondCheck;
    await notice(page).waitFor();
    expect(checks).toBe(2);
  });
});

describe("the account page's language", () => {
  it("reloads the app in the chosen language and tells the server", async () => {
    const page = await openPage();
    await signIn(page, locale, "employee");
    await waitForPath(page, "/dashboard");
    await page.goto("/account/language");
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("combobox", { name: uiText(locale, "language.label") }).selectOption("pl"),
    ]);
    await page.getByRole("heading", { level: 1, name: uiText("pl", "account.title") }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe(LOCALE_BCP47.pl);

    const token = (await page.evaluate(() => localStorage.getItem("token"))) as string;
    const info = (await (await sessionInfo(token)).json()) as { records: { locale: string } };
    expect(info.records.locale).toBe("pl");
  });
});

describe("signing out from the user menu", () => {
  it("clears the stored session but keeps the language, returns to sign-in and revokes the token", async () => {
    const page = await openPage();
    await page.goto("/");
    await chooseSignInLanguage(page, locale, "en-us");
    await signIn(page, "en-us", "controller");
    await waitForControllerHome(page);
    const token = (await page.evaluate(() => localStorage.getItem("token"))) as string;
    expect((await sessionInfo(token)).status).toBe(200);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: uiText("en-us", "shell.logout") }).click();
    await waitForPath(page, "/");
    await page.getByLabel(labelled(uiText("en-us", "auth.fields.username"))).waitFor();

    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).toEqual(["language"]);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en-us");
    expect((await sessionInfo(token)).status).toBe(401);

    // The guard now treats the visitor as signed out.
    await page.goto("/controller/dashboard");
    await waitForPath(page, "/");
  });
});

describe("the sign-in page on a phone, with the keyboard alone", () => {
  it("goes through username, password and conditions with Tab, Space and Enter at 390×844", async () => {
    const page = await openPage({ viewport: MOBILE_VIEWPORT });
    await page.goto("/");
    const username = page.getByLabel(labelled(uiText(locale, "auth.fields.username")));
    await username.waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

    await tabTo(page, username);
    await page.keyboard.type("newhire");
    await page.keyboard.press("Enter");

    // Focus follows the new step, so the password can be typed straight away.
    const password = page.getByLabel(labelled(uiText(locale, "auth.fields.password")), { exact: true });
    await password.waitFor();
    await expect.poll(() => isFocused(password)).toBe(true);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");

    await page.getByRole("heading", { name: uiText(locale, "auth.conditions.title") }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    const privacy = page.getByRole("checkbox", { name: uiText(locale, "auth.conditions.acceptPrivacy") });
    const terms = page.getByRole("checkbox", { name: uiText(locale, "auth.conditions.acceptTerms") });
    const accept = page.getByRole("button", {
      name: uiText(locale, "auth.buttons.acceptConditions"),
      exact: true,
    });
    await tabTo(page, privacy);
    await page.keyboard.press("Space");
    await tabTo(page, terms);
    await page.keyboard.press("Space");
    expect(await privacy.isChecked()).toBe(true);
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, accept);
    await page.keyboard.press("Enter");
    await waitForPath(page, "/dashboard");
  });
});

describe("the public system pages", () => {
  it.each([
    { path: "/maintenance", heading: "system.maintenance.title" },
    { path: "/no/such/page", heading: "system.notFound.title" },
  ])("$path has no WCAG 2.1 AA violations", async ({ path, heading }) => {
    const page = await openPage();
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: uiText(locale, heading) }).waitFor();
    await expectNoAxeViolations(page);
  });
});
