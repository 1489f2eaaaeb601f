import { type Locale, SURVEYS } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signIn, waitForPath } from "../support/flows";
import { answerChat } from "../support/journey";
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
  it("desktop: the welcome survey in the chat (left and resumed), then the awareness test; the cyber score appears", {
    timeout: LONG,
  }, async () => {
    const locale = "en-gb";
    const page = await employeePage("ewhite", locale);
    await page.getByTestId("dashboard-cards").waitFor();
    await expectNoAxeViolations(page);
    expect(await page.getByTestId("score-cyber-value").getAttribute("data-empty")).toBe("true");
    expect(await page.getByTestId("score-cyber-value").innerText()).toBe(
      uiText(locale, "journey:scores.notMeasured"),
    );

    await completeWelcome(page, locale);

    // The flow assigned the awareness test (shield card; with the gaming module on it leads to the game).
    const cyber = card(page, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY);
    await cyber.waitFor();
    expect(await cyber.getAttribute("data-image")).toBe("shield-protected");
    const gameHref = (await cyber.getByTestId("card-link").getAttribute("href")) ?? "";
    expect(gameHref).toMatch(/^\/cybergaming\/\d+$/);
    await expectNoAxeViolations(page);

    // The plain test (cybertest) of the same interaction: the helper bot speaks before the first question.
    await page.goto(gameHref.replace("/cybergaming/", "/cybertest/"));
    await page.getByTestId("answer-box").waitFor();
    expect(await page.getByTestId("chat-bot").count()).toBeGreaterThan(2);
    expect(await page.getByTestId("game-stats").count()).toBe(0);
    const test = await answerChat(page);
    expect(test.verdicts.length).toBe(test.answered.length);
    await page.getByTestId("chat-finished").waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId("chat-back").click();
    await waitForPath(page, "/dashboard");

    // The awareness level is measured now.
    const value = page.getByTestId("score-cyber-value");
    await value.and(page.locator(":not([data-empty])")).waitFor();
    expect(await value.innerText()).toMatch(/ out of 10$/);
    await page.context().close();
  });

  it("phone (390×844): the awareness test as a game by keyboard: points, streak and achievements", {
    timeout: LONG,
  }, async () => {
    const locale = "en-us";
    const page = await employeePage("mjohnson", locale, MOBILE_VIEWPORT);
    await page.getByTestId("dashboard-cards").waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);
    await completeWelcome(page, locale);

    const cyber = card(page, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY);
    await cyber.getByTestId("card-link").click();
    await page.waitForURL((url) => url.pathname.startsWith("/cybergaming/"));
    await page.getByTestId("game-stats").waitFor();
    await page.getByTestId("answer-box").waitFor();
    expect(await page.getByTestId("game-points").innerText()).toBe("0");
    await page.getByTestId("game-time-left").waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);

    // The first answer by keyboard alone: Tab to the first option and press Enter.
    const box = page.getByTestId("answer-box");
    const firstQuestion = (await box.getAttribute("data-question")) ?? "";
    await box.getByTestId("answer-option").first().focus();
    await page.keyboard.press("Enter");
    await page.locator(`[data-testid="answer-box"]:not([data-question="${firstQuestion}"])`).waitFor();

    // The rest: after each answer the feedback names the right one; answer the right option when it was shown.
    const run = await answerChat(page);
    expect(run.answered.length).toBeGreaterThan(5);
    await page.getByTestId("chat-finished").waitFor();
    const points = Number(await page.getByTestId("game-points").innerText());
    const best = Number(await page.getByTestId("game-best-streak").innerText());
    expect(points).toBe(0 + points); // a number
    expect(best).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });
});
