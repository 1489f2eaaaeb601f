import { GAMING_RULES, type Locale, SURVEYS } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { answerChat, rightCyberOption } from "../support/journey";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * The employee journey end to end (issue 4): the dashboard, the chat survey with its real delays (the test waits
 * for the UI), the welcome survey, the awareness test (cybertest) and its game (cybergaming), the scores that
 * change, at 1280×800 and 390×844, with axe on the dashboard and the chat. Demo people who have not started
 * their journey are used (each test its own person).
 */

const suite = useSuite();
const LONG = 600_000;

async function employeePage(
  login: string,
  locale: Locale,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, login);
  await waitForPath(page, "/dashboard");
  await page.getByTestId("dashboard-status").waitFor();
  return page;
}

function card(page: Page, surveyTypeId: number) {
  return page.locator(`[data-testid="interaction-card"][data-survey-type="${surveyTypeId}"]`);
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Opens the welcome card, answers two questions, leaves, comes back (the conversation is shown again) and finishes. */
async function completeWelcome(page: Page, locale: Locale): Promise<void> {
  expect(await page.getByTestId("dashboard-status").getAttribute("data-status")).toBe("welcome");
  const welcome = card(page, SURVEYS.SURVEY_WELLGUARD_WELCOME);
  expect(await welcome.getAttribute("data-image")).toBe("mail-locked");
  await welcome.getByTestId("card-link").click();
  await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.has("chat"));
  await page.getByTestId("answer-box").waitFor();
  // The bot spoke first (welcome messages, then the question).
  expect(await page.getByTestId("chat-bot").count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page);

  const first = await answerChat(page, {}, 2);
  expect(first.answered).toHaveLength(2);
  await page
    .getByTestId("answer-box")
    .and(page.locator(`:not([data-question="${first.answered[1]}"])`))
    .waitFor();
  await page.getByTestId("chat-exit").click();
  await waitForPath(page, "/dashboard");
  await page.getByTestId("dashboard-status").waitFor();
  expect(await page.getByTestId("dashboard-status").getAttribute("data-status")).toBe("pending");

  // Back in: the earlier conversation (both answers) is there at once, and the bot goes on from the next question.
  await card(page, SURVEYS.SURVEY_WELLGUARD_WELCOME).getByTestId("card-link").click();
  await page.getByTestId("answer-box").waitFor();
  expect(await page.getByTestId("chat-user").count()).toBe(2);
  expect(await page.getByTestId("answer-box").getAttribute("data-question")).not.toBe(first.answered[0]);
  const rest = await answerChat(page);
  expect(rest.answered.length).toBeGreaterThan(0);
  await page.getByTestId("chat-finished").waitFor();
  expect(await page.getByTestId("chat-progress").getAttribute("aria-valuenow")).toBe("100");
  // Finishing the welcome unlocks its achievement (a toast).
  await page.locator('[data-testid="toast-achievement"][data-key="welcome_done"]').waitFor();
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: uiText(locale, "journey:chat.backToDashboard") })
    .last()
    .click();
  await waitForPath(page, "/dashboard");
  await page.getByTestId("dashboard-cards").waitFor();
}

describe("the employee journey", () => {
  it("desktop: the welcome survey in the chat (left and resumed), then the awareness test; the awareness profile fills in", {
    timeout: LONG,
  }, async () => {
    const locale = "en-gb";
    const page = await employeePage("ewhite", locale);
    await page.getByTestId("dashboard-cards").waitFor();
    await expectNoAxeViolations(page);
    const cyberScore = page.getByTestId("score-cyber-value");
    expect(await cyberScore.getAttribute("data-empty")).toBe("true");
    expect(await cyberScore.textContent()).toBe(uiText(locale, "journey:scores.notMeasured"));

    await completeWelcome(page, locale);

    // The flow assigned the awareness test (shield card; with the gaming module on it leads to the game).
    const cyber = card(page, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY);
    await cyber.waitFor();
    expect(await cyber.getAttribute("data-image")).toBe("shield-protected");
    const gameHref = (await cyber.getByTestId("card-link").getAttribute("href")) ?? "";
    expect(gameHref).toMatch(/^\/cybergaming\/\d+$/);
    expect(await page.getByTestId("dashboard-status").getAttribute("data-status")).toBe("pending");
    await expectNoAxeViolations(page);

    // The awareness profile has no level yet.
    await page.goto("/profile/awareness");
    await page.getByTestId("profile-not-measured").waitFor();
    expect(await page.getByTestId("awareness-level").count()).toBe(0);

    // The plain test (cybertest) of the same interaction: the helper bot speaks before the first question.
    await page.goto(gameHref.replace("/cybergaming/", "/cybertest/"));
    await page.getByTestId("answer-box").waitFor();
    expect(await page.getByTestId("chat-bot").count()).toBeGreaterThan(2);
    expect(await page.getByTestId("game-stats").count()).toBe(0);
    await expectNoAxeViolations(page);
    // Always the first option: some answers are right, some wrong, each with its feedback.
    const test = await answerChat(page);
    expect(test.answered).toHaveLength(42);
    expect(test.verdicts).toHaveLength(42);
    expect(test.verdicts).toContain(true);
    expect(test.verdicts).toContain(false);
    await page.getByTestId("chat-finished").waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId("chat-back").click();
    await waitForPath(page, "/dashboard");

    // The awareness level is measured now, on the dashboard and in the awareness profile.
    await cyberScore.and(page.locator(":not([data-empty])")).waitFor();
    expect(await cyberScore.textContent()).toMatch(/ out of 10$/);
    await page.goto("/profile/awareness");
    await page.getByTestId("awareness-level").waitFor();
    expect(await page.getByTestId("awareness-dimension").count()).toBe(7);
    const right = test.verdicts.filter(Boolean).length;
    expect(await page.getByTestId("awareness-correct").textContent()).toContain(String(right));

    // Climate and wellbeing (home-heart card), answered by keyboard; the wellbeing result appears.
    await page.goto("/dashboard");
    const climate = card(page, SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS);
    await climate.waitFor();
    expect(await climate.getAttribute("data-image")).toBe("home-heart");
    await climate.getByTestId("card-link").click();
    await page.getByTestId("answer-box").waitFor();
    expect(await page.getByTestId("chat-bot").count()).toBeGreaterThan(2);
    const wellbeing = await answerChat(page, { keyboard: true, option: (_id, count) => count - 2 });
    expect(wellbeing.focusedOnArrival).toBe(wellbeing.answered.length - 1);
    await page.getByTestId("chat-back").click();
    await waitForPath(page, "/dashboard");
    const wellbeingScore = page.getByTestId("score-wellbeing-value");
    await wellbeingScore.and(page.locator(":not([data-empty])")).waitFor();
    await page.context().close();
  });

  it("phone (390×844): the awareness test as a game, by keyboard; points and streak; an achievement claimed and a resource read", {
    timeout: LONG,
  }, async () => {
    const locale = "en-us";
    const page = await employeePage("mjohnson", locale, MOBILE_VIEWPORT);
    await page.getByTestId("dashboard-cards").waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);
    await completeWelcome(page, locale);

    await card(page, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY).getByTestId("card-link").click();
    await page.waitForURL((url) => url.pathname.startsWith("/cybergaming/"));
    await page.getByTestId("game-stats").waitFor();
    await page.getByTestId("answer-box").waitFor();
    expect(await page.getByTestId("game-points").textContent()).toBe("0");
    await page.getByTestId("game-time-left").waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);

    // Every answer right, chosen with Tab and Enter; after each answer the focus is on the next question's first option.
    const run = await answerChat(page, { keyboard: true, option: rightCyberOption });
    expect(run.answered).toHaveLength(42);
    expect(run.verdicts.every(Boolean)).toBe(true);
    expect(run.focusedOnArrival).toBe(41);
    await page.getByTestId("chat-finished").waitFor();
    expect(await page.getByTestId("game-points").textContent()).toBe(
      String(42 * GAMING_RULES.pointsPerCorrect + 41 * GAMING_RULES.streakBonus),
    );
    expect(await page.getByTestId("game-best-streak").textContent()).toBe("42");
    // The last answers unlocked achievements: their toasts are on screen.
    await page.getByTestId("toast-achievement").first().waitFor();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The streak achievement is waiting to be claimed.
    await page.goto("/achievements");
    const badge = page.getByTestId("achievement-streak_10");
    await badge.waitFor();
    expect(await badge.getAttribute("data-state")).toBe("unlocked");
    await badge
      .getByRole("button", {
        name: uiText(locale, "library:achievements.claimFor", {
          title: uiText(locale, "achievementBadges.streak_10.title"),
        }),
      })
      .click();
    await expect.poll(() => badge.getAttribute("data-state")).toBe("claimed");

    // A resource marked read.
    await page.goto("/assets");
    const first = page.getByTestId("assets-list").getByRole("listitem").first();
    await first.getByRole("button").click();
    await page.getByTestId("asset-mark-read").click();
    await page.getByTestId("asset-read").waitFor();
    await page.context().close();
  });
});
