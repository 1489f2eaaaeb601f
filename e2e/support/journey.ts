import type { Locator, Page } from "playwright-core";

/** How the test answers a question the bot asked: the option to pick (choice and scale) and the text to type. */
export interface AnswerPlan {
  /** Index of the option to pick among the question's options (default 0). */
  option?: (questionId: string, optionCount: number) => number;
  text?: string;
}

export interface ChatRun {
  /** Question ids answered, in order. */
  answered: string[];
  /** Feedback verdicts seen on graded answers (true = correct). */
  verdicts: boolean[];
}

/** The next answer box (another question than `previous`) or the end of the survey, whichever comes first. */
async function nextStep(page: Page, previous: string | null): Promise<Locator | "finished"> {
  const box = previous
    ? page.locator(`[data-testid="answer-box"]:not([data-question="${previous}"])`)
    : page.getByTestId("answer-box");
  const finished = page.getByTestId("chat-finished");
  await box.or(finished).first().waitFor({ timeout: 120_000 });
  if (await finished.isVisible()) return "finished";
  return box;
}

/**
 * Answers the chat survey open on `page` through its controls until the bot says goodbye, at most `limit`
 * questions (then it stops, leaving the survey half done). Waits for the UI (the bot's delays are real).
 */
export async function answerChat(page: Page, plan: AnswerPlan = {}, limit = 500): Promise<ChatRun> {
  const run: ChatRun = { answered: [], verdicts: [] };
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
      await options.nth(plan.option?.(questionId, count) ?? 0).click();
    } else if (kind === "scale") {
      const options = step.getByRole("radio");
      const count = await options.count();
      await options.nth(plan.option?.(questionId, count) ?? 0).check();
      await step.getByTestId("answer-send").click();
    } else {
      await step.getByTestId("answer-text").fill(plan.text ?? "Nothing to add.");
      await step.getByTestId("answer-send").click();
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
