import type { Locale } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT } from "../support/browser";
import { expectNoHorizontalOverflow } from "../support/campaigns";
import { signedInPage } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * The employee's data breaches page (issue 19) against the real server and database: the demo employee has
 * exposures from the demo breach file loaded at first start, at least one with a leaked password. They read
 * them (desktop and 390×844), mark a leaked password as changed and an exposure as solved, and see their
 * level follow; the security profile shows the same score.
 */

const suite = useSuite();

async function openBreaches(page: Page): Promise<void> {
  await page.goto("/breaches");
  await page.getByTestId("breaches-page").waitFor();
  await page.getByTestId("breaches-loading").waitFor({ state: "detached" });
  expect(await page.getByTestId("breaches-error").count()).toBe(0);
}

async function level(page: Page): Promise<number> {
  return Number(await page.getByTestId("breach-summary").getAttribute("data-level"));
}

/** Clicks a mark button and waits for the server's answer, which the page shows. */
async function mark(page: Page, button: ReturnType<Page["getByTestId"]>, flag: "password" | "solved") {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new RegExp(`/api/v1/user/breaches/\\d+/${flag}/true$`).test(r.url()) &&
        r.request().method() === "PUT",
    ),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { records: { level: number; score: number } }).records;
}

describe("the employee's data breaches page", () => {
  it.each([
    ["en-gb", "desktop", undefined],
    ["es-es", "phone", MOBILE_VIEWPORT],
  ] as const)(
    "lists the exposures newest first with advice (%s, %s)",
    async (locale: Locale, _name, viewport) => {
      const page = await signedInPage(suite.browser, suite.product.baseUrl, "employee", locale, viewport);
      await openBreaches(page);
      await page.getByRole("heading", { level: 1, name: uiText(locale, "routes.Breaches") }).waitFor();
      const cards = page.getByTestId("breach-card");
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      // A card with a leaked password explains it and links to the password change.
      const leaked = page.locator('[data-testid=breach-card][data-password-exposed="true"]').first();
      await leaked.waitFor();
      const passwordsName = uiText(locale, "breaches:dataClass.passwords.name");
      expect(await leaked.getByTestId("breach-data-classes").textContent()).toContain(passwordsName);
      expect(
        await leaked.getByRole("heading", { level: 4, name: uiText(locale, "breaches:card.todo") }).count(),
      ).toBe(1);
      expect(await leaked.getByTestId("breach-change-password").first().getAttribute("href")).toBe(
        "/account/password",
      );
      // Totals in words, the level in words beside its colour.
      const summary = page.getByTestId("breach-summary");
      expect(await summary.textContent()).toContain(uiText(locale, "breaches:summary.totals.found"));
      const shown = await level(page);
      expect(await page.getByTestId("breach-level").textContent()).toContain(
        uiText(locale, `breaches:levels.${shown}.name`),
      );
      await expectNoAxeViolations(page);
      if (viewport) await expectNoHorizontalOverflow(page, viewport.width);
      await page.context().close();
    },
  );

  it("marks a leaked password changed and an exposure solved, and the level follows", async () => {
    const locale: Locale = "en-gb";
    const page = await signedInPage(suite.browser, suite.product.baseUrl, "employee", locale);
    await openBreaches(page);
    const before = await level(page);
    expect(before).toBeGreaterThan(0);

    // "I changed the password" on open leaked passwords until the level drops (level 3 counts two or more).
    const open = page.locator(
      '[data-testid=breach-card][data-password-exposed="true"][data-password-changed="false"][data-solved="false"]',
    );
    await open.first().waitFor();
    let afterPassword = before;
    for (let i = 0; afterPassword === before && (await open.count()) > 0 && i < 20; i++) {
      const card = open.first();
      const breachId = await card.getAttribute("data-breach");
      const answer = await mark(page, card.getByTestId("breach-mark-password"), "password");
      afterPassword = answer.level;
      const done = page.locator(
        `[data-testid=breach-card][data-breach="${breachId}"][data-password-changed="true"]`,
      );
      await done.waitFor();
      expect(await done.getByTestId("breach-mark-password").count()).toBe(0);
      expect(await done.getByTestId("breach-status").textContent()).toContain(
        uiText(locale, "breaches:card.passwordChangedOn", { date: "" }).trim(),
      );
    }
    expect(afterPassword).toBeLessThan(before);
    await page.locator(`[data-testid=breach-summary][data-level="${afterPassword}"]`).waitFor();

    // "Mark as solved" on one exposure: its button goes, the date shows, the summary counts it.
    const solvedBefore = Number(await page.getByTestId("breach-total-solved").getAttribute("data-value"));
    const unsolved = page.locator('[data-testid=breach-card][data-solved="false"]').first();
    const breachId = await unsolved.getAttribute("data-breach");
    const answer = await mark(page, unsolved.getByTestId("breach-mark-solved"), "solved");
    const solvedCard = page.locator(
      `[data-testid=breach-card][data-breach="${breachId}"][data-solved="true"]`,
    );
    await solvedCard.waitFor();
    expect(await solvedCard.getByTestId("breach-mark-solved").count()).toBe(0);
    expect(await solvedCard.getByTestId("breach-status").textContent()).toContain(
      uiText(locale, "breaches:card.solvedOn", { date: "" }).trim(),
    );
    await page.locator(`[data-testid=breach-total-solved][data-value="${solvedBefore + 1}"]`).waitFor();
    await page.locator(`[data-testid=breach-summary][data-level="${answer.level}"]`).waitFor();
    expect(answer.level).toBeLessThanOrEqual(afterPassword);
    await expectNoAxeViolations(page);

    // The same state after a reload (saved, not only shown).
    await openBreaches(page);
    expect(await level(page)).toBe(answer.level);

    // The security profile's breach exposure card shows the new score and links here.
    await page.goto("/profile/security");
    const card = page.getByTestId("security-breach");
    await card.waitFor();
    await page.locator(`[data-testid=security-breach-score][data-value="${answer.score}"]`).waitFor();
    expect(
      await card
        .getByRole("link", { name: uiText(locale, "profile:security.breachLink") })
        .getAttribute("href"),
    ).toBe("/breaches");
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
