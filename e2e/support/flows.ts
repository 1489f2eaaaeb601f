import { LOCALE_NAMES, type Locale } from "@wellguard/contract";
import type { Browser, Page } from "playwright-core";
import { newContext } from "./browser";
import { uiText } from "./text";

/** The password of every demo login (apps/server/src/db/seed.ts). */
export const DEMO_PASSWORD = "Demo-Passw0rd!";

/** Anchored label matcher: Mantine appends " *" to required fields' labels. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);
}

export async function enterUsername(page: Page, locale: Locale, login: string): Promise<void> {
  await page.getByLabel(labelled(uiText(locale, "auth.fields.username"))).fill(login);
  await page.getByRole("button", { name: uiText(locale, "auth.buttons.next"), exact: true }).click();
}

/** Submits the password step and waits for the server's answer. */
export async function submitPassword(page: Page, locale: Locale, password: string): Promise<number> {
  await page.getByLabel(labelled(uiText(locale, "auth.fields.password"))).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/login") && r.request().method() === "POST"),
    page.getByRole("button", { name: uiText(locale, "auth.buttons.signin"), exact: true }).click(),
  ]);
  return response.status();
}

/** Signs in through the sign-in page's username and password steps. */
export async function signIn(
  page: Page,
  locale: Locale,
  login: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto("/");
  await enterUsername(page, locale, login);
  await submitPassword(page, locale, password);
}

/**
 * Chooses the interface language with the sign-in page's language menu (the button is named "Language: <current
 * language>"; each item is the language named in itself) and waits for the reload that applies it.
 */
export async function chooseSignInLanguage(page: Page, current: Locale, next: Locale): Promise<void> {
  await page
    .getByRole("button", { name: `${uiText(current, "language.label")}: ${LOCALE_NAMES[current]}` })
    .click();
  await Promise.all([
    page.waitForEvent("load"),
    page.getByRole("menuitemradio", { name: LOCALE_NAMES[next], exact: true }).click(),
  ]);
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Where a security manager settles after signing in: /controller/dashboard opens their default view (the general
 * dashboard until they save another), or companies management when they manage several and chose none yet.
 * Waiting for the settled page, not /controller/dashboard, which is only passed through.
 */
export async function waitForControllerHome(page: Page): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.pathname === "/controller/dashboard/default" || url.pathname === "/controller/companies-management",
  );
}

/** A new browser context signed in as `login` in `locale`, on the dashboard. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  login: string,
  locale: Locale,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newContext(browser, { baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, login);
  await waitForPath(page, "/dashboard");
  return page;
}
