import { LIMITS } from "@wellguard/contract";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { cyber } from "../../apps/server/src/content/instruments/cyber";
import { withStoppedProductDatabase } from "./database";

/** How the test answers a question the bot asked: the option to pick (choice and scale) and the text to type. */
export interface AnswerPlan {
  /** Index of the option to pick among the question's options (default 0). */
  option?: (questionId: string, optionCount: number) => number;
  text?: string;
  /** Skip optional text questions (the Skip button) instead of typing. */
  skipOptional?: boolean;
  /**
   * Answer with the keyboard only: choice, Tab from the focused first option to the chosen one and Enter; scale,
   * arrow keys then Tab to Send and Enter; text, type then Tab to Send and Enter.
   */
  keyboard?: boolean;
}

export interface ChatRun {
  /** Question ids answered, in order. */
  answered: string[];
  /** Feedback verdicts seen on graded answers (true = correct). */
  verdicts: boolean[];
  /** Keyboard runs: questions whose first option already had the focus when they appeared. */
  focusedOnArrival: number;
}

/*
 * The chat's bot waits LIMITS.surveyDelayMs before each of its messages and LIMITS.chatbotSetDoneDelayMs before the
 * farewell, showing its typing indicator meanwhile (spec §9): about a minute and a half of waiting in a 42-question
 * test. The tests do not sit through it, and the product has no switch for it: the page runs on Playwright's
 * fake clock (`fastChatClock`, installed before the page loads; time still flows on its own), and whenever the
 * bot is typing the test runs that clock one delay ahead, which fires the bot's timer at once. The order of the
 * messages, the typing indicator and every other timer of the page are the product's own: the achievement toasts
 * see the skipped time pass as they would in real time, and the game's countdown does not run while the bot types
 * (there is no question on screen then).
 */

/** Installs Playwright's fake clock in `page` (before its first navigation) so that `passBot` can skip the bot's delays. */
export async function fastChatClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Lets the page's pending tasks run (React renders state changes in a MessageChannel task, which the fake clock
 * does not control), so the DOM read next shows the state the last clock run left.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until `target` is visible in the chat open on `page`; while the bot is typing (it has a message or the
 * farewell on its timer), runs the page's fake clock (see `fastChatClock`) one bot delay ahead instead of waiting.
 */
export async function passBot(page: Page, target: Locator): Promise<void> {
  const typing = page.getByTestId("chat-typing");
  for (;;) {
    await target.or(typing).first().waitFor({ timeout: 120_000 });
    if (await target.first().isVisible()) return;
    if (!(await typing.isVisible())) continue;
    await page.clock.runFor(LIMITS.surveyDelayMs);
    await settle(page);
  }
}

/** The next answer box (another question than `previous`) or the end of the survey, whichever comes first. */
async function nextStep(page: Page, previous: string | null): Promise<Locator | "finished"> {
  const box = previous
    ? page.locator(`[data-testid="answer-box"]:not([data-question="${previous}"])`)
    : page.getByTestId("answer-box");
  const finished = page.getByTestId("chat-finished");
  await passBot(page, box.or(finished));
  if (await finished.isVisible()) return "finished";
  return box;
}

/** The index of a cyber test question's right option (its options have the values 1..n in display order). */
export function rightCyberOption(questionId: string): number {
  const question = cyber.questions.find((q) => q.id === questionId);
  const correct = question?.graded?.correctValue;
  const index = question?.options?.findIndex((o) => o.value === correct) ?? -1;
  if (index < 0) throw new Error(`${questionId} is not a graded question of the cyber test`);
  return index;
}

/**
 * Answers the chat survey open on `page` through its controls until the bot says goodbye, at most `limit`
 * questions (then it stops, leaving the survey half done). Waits for the UI; the page must have `fastChatClock`
 * installed (the bot's delays are run on the fake clock, see `passBot`).
 */
export async function answerChat(page: Page, plan: AnswerPlan = {}, limit = 500): Promise<ChatRun> {
  const run: ChatRun = { answered: [], verdicts: [], focusedOnArrival: 0 };
  let previous: string | null = null;
  while (run.answered.length < limit) {
    const step = await nextStep(page, previous);
    if (step === "finished") break;
    const questionId = (await step.getAttribute("data-question")) ?? "";
    const kind = await step.getAttribute("data-kind");
    const feedbackBefore = await page.getByTestId("chat-feedback").count();
    if (kind === "choice") {
      const options = step.getByTestId("answer-option");
      const count = await options.count();
      const index = plan.option?.(questionId, count) ?? 0;
      if (plan.keyboard) {
        // After an answer the next question's first option has the focus; the first question needs one Tab in.
        const focused = await options.first().evaluate((el) => el === document.activeElement);
        if (focused) run.focusedOnArrival++;
        else await options.first().focus();
        for (let i = 0; i < index; i++) await page.keyboard.press("Tab");
        expect(await options.nth(index).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
      } else {
        await options.nth(index).click();
      }
    } else if (kind === "scale") {
      const options = step.getByRole("radio");
      const count = await options.count();
      const index = plan.option?.(questionId, count) ?? 0;
      if (plan.keyboard) {
        // The arrow keys move along the scale (and choose); Space chooses the first; Tab reaches Send.
        const focused = await options.first().evaluate((el) => el === document.activeElement);
        if (focused) run.focusedOnArrival++;
        else await options.first().focus();
        if (index === 0) await page.keyboard.press("Space");
        for (let i = 0; i < index; i++) await page.keyboard.press("ArrowRight");
        expect(await options.nth(index).isChecked()).toBe(true);
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
      } else {
        await options.nth(index).check();
        await step.getByTestId("answer-send").click();
      }
    } else {
      const box = step.getByTestId("answer-text");
      if (plan.keyboard) {
        const focused = await box.evaluate((el) => el === document.activeElement);
        if (focused) run.focusedOnArrival++;
        else await box.focus();
        await page.keyboard.type(plan.text ?? "Nothing to add.");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
      } else if (plan.skipOptional && (await step.getByTestId("answer-skip").count()) > 0) {
        await step.getByTestId("answer-skip").click();
      } else {
        await box.fill(plan.text ?? "Nothing to add.");
        await step.getByTestId("answer-send").click();
      }
    }
    run.answered.push(questionId);
    previous = questionId;
    // A graded answer gets its feedback before the next question.
    const after = await nextStep(page, previous);
    const feedback = page.getByTestId("chat-feedback");
    const feedbackNow = await feedback.count();
    if (feedbackNow > feedbackBefore)
      run.verdicts.push((await feedback.nth(feedbackNow - 1).getAttribute("data-correct")) === "true");
    if (after === "finished") break;
  }
  return run;
}

const DEMO_PASSWORD = "Demo-Passw0rd!";

/** Signs `login` in over the API and returns its bearer token. */
async function apiToken(baseUrl: string, login: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: Buffer.from(DEMO_PASSWORD).toString("base64"), locale: "es-es" }),
  });
  const body = (await response.json()) as { records: { token: string } };
  return body.records.token;
}

interface ApiQuestion {
  questionId: string;
  kind: "choice" | "scale" | "text";
  options: { value: number }[];
}

/**
 * Answers `login`'s welcome survey over the API (first option, or a short text) and reads the interactions
 * once more, which assigns the steps of the company's flow. A shortcut for tests about the later surveys.
 */
export async function completeWelcomeOverApi(baseUrl: string, login: string): Promise<void> {
  const headers = {
    authorization: `Bearer ${await apiToken(baseUrl, login)}`,
    "content-type": "application/json",
  };
  const list = async () =>
    (
      (await (await fetch(`${baseUrl}/api/v1/user/traits/interactions`, { headers })).json()) as {
        records: { surveyEntityId: number; surveyTypeId: number }[];
      }
    ).records;
  const welcome = (await list()).find((i) => i.surveyTypeId === 17);
  if (!welcome) throw new Error(`${login} has no welcome interaction`);
  const url = `${baseUrl}/api/v1/user/traits/interactions/${welcome.surveyEntityId}`;
  const survey = (await (await fetch(`${url}?completeQuestions=true`, { headers })).json()) as {
    records: { questions: ApiQuestion[] };
  };
  for (const q of survey.records.questions) {
    const value = q.kind === "text" ? "—" : (q.options[0]?.value ?? 0);
    const answer = await fetch(url, {
      method: "PUT",
      headers,
      body: JSON.stringify({ questionId: q.questionId, value }),
    });
    if (!answer.ok) throw new Error(`answering ${q.questionId}: ${answer.status} ${await answer.text()}`);
  }
  await list();
}

/** In a stopped product's database: every open interaction of `login` starts now (as if its day had come). */
export async function openInteractionsNow(dataDir: string, login: string): Promise<number> {
  return withStoppedProductDatabase(dataDir, async (db) => {
    const { affectedRows } = await db.query(
      `update interactions set start_date = now() - interval '1 minute'
        where person_id = (select id from people where login = $1) and status in ('AVAILABLE', 'PROGRESS')`,
      [login],
    );
    return affectedRows ?? 0;
  });
}
