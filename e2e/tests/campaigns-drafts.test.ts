import type { Locale } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT } from "../support/browser";
import {
  controllerPage,
  expectNoAxeViolationsBesidePreview,
  expectNoHorizontalOverflow,
} from "../support/campaigns";
import { waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 17 point 3, the "draft" step of the campaign lifecycle in Chromium (docs/phishing.md "Lifecycle"): a security
 * manager saves the campaign form with only a name, finds the draft first in the campaigns list, reopens it filled
 * in, completes it and schedules it (the draft's schedule call, not a second creation); a draft is deleted from
 * the list with the keyboard. Desktop in English, 390×844 in Basque, axe on each page.
 */

const suite = useSuite({ env: { SEED_DEMO_HISTORY: "false" } });

/** Sales with its sub-departments in the demo seed: eight people with an address. */
const SALES_PEOPLE = 8;

/** Saves the new-campaign form with only a name typed in, and returns the draft's id from the address. */
async function saveDraftWithName(page: Page, name: string): Promise<number> {
  await page.goto("/controller/campaigns/new");
  await page.getByTestId("campaign-template-2").waitFor();
  await page.getByTestId("campaign-name").fill(name);
  await page.getByTestId("campaign-save-draft").click();
  await page.getByTestId("campaign-draft-saved").waitFor();
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get("draft") ?? ""));
  return Number(new URL(page.url()).searchParams.get("draft"));
}

describe("campaign drafts", () => {
  it("saves a draft with only a name, lists it first, reopens it filled in and schedules it", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    const name = `Draft lure ${Date.now()}`;

    // Saving needs a name, and nothing else.
    await page.goto("/controller/campaigns/new");
    await page.getByTestId("campaign-template-2").waitFor();
    expect(await page.getByTestId("campaign-save-draft").textContent()).toBe(
      ui("controller:campaigns.drafts.save"),
    );
    await page.getByTestId("campaign-save-draft").click();
    expect(await page.getByTestId("campaign-name").getAttribute("aria-invalid")).toBe("true");
    const draftId = await saveDraftWithName(page, name);
    const [savedBefore = "", savedAfter = ""] = ui("controller:campaigns.drafts.saved", {
      time: "TIME",
    }).split("TIME");
    const saved = (await page.getByTestId("campaign-draft-saved").textContent()) ?? "";
    expect(saved.startsWith(savedBefore) && saved.endsWith(savedAfter)).toBe(true);
    await expectNoAxeViolations(page);

    // The list: the draft first, with the draft status, before any campaign.
    await page.goto("/controller/campaigns");
    const drafts = page.getByTestId("campaign-drafts-table");
    await drafts.waitFor();
    const link = drafts.getByTestId("campaign-draft-link");
    expect(await link.count()).toBe(1);
    expect(await link.textContent()).toBe(name);
    expect(await drafts.getByTestId("campaign-draft-status").textContent()).toBe(
      ui("controller:campaigns.status.draft"),
    );
    await page.getByTestId("campaigns-table-empty").waitFor();
    expect(
      await page.evaluate(() => {
        const [first, second] = [
          document.querySelector("[data-testid=campaign-drafts-table]"),
          document.querySelector("[data-testid=campaigns-table-empty]"),
        ];
        return Boolean(
          first && second && first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);

    // Reopened: the form is filled in from the draft (its name; the dates the form proposed when it was saved).
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === "/controller/campaigns/new" && url.search === `?draft=${draftId}`,
    );
    const nameField = page.getByTestId("campaign-name");
    await expect.poll(() => nameField.inputValue()).toBe(name);
    expect(await page.getByTestId("campaign-start").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T09:00$/);
    expect(await page.getByTestId("campaign-zone").inputValue()).not.toBe("");

    // Completed and scheduled through the draft's schedule call.
    await page.getByTestId("campaign-template-2").click();
    await page.getByTestId("campaign-preview").waitFor();
    await page.getByTestId("campaign-target-departments").check();
    await page
      .getByTestId("campaign-targets")
      .getByRole("checkbox", {
        name: ui("controller:campaigns.targetLabel", { name: "Sales", people: String(SALES_PEOPLE) }),
        exact: true,
      })
      .check();
    await expectNoAxeViolationsBesidePreview(page);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/v1/controller/campaigns/"))
        calls.push(`${request.method()} ${new URL(request.url()).pathname.replace(/\/\d+/g, "/{id}")}`);
    });
    await page.getByTestId("campaign-create").click();
    await page.waitForURL((url) => /^\/controller\/campaigns\/\d+$/.test(url.pathname));
    expect(calls).toEqual([
      "PUT /api/v1/controller/campaigns/{id}/drafts/{id}",
      "POST /api/v1/controller/campaigns/{id}/drafts/{id}/schedule",
    ]);
    expect(await page.getByTestId("campaign-created").textContent()).toBe(ui("controller:campaigns.created"));
    const status = page.getByTestId("campaign-status");
    expect(await status.getAttribute("data-status")).toBe("scheduled");
    expect(await page.getByTestId("campaign-name").textContent()).toBe(name);

    // The draft became the campaign: gone from the list, the campaign there instead.
    await page.goto("/controller/campaigns");
    await page.getByTestId("campaign-link").first().waitFor();
    expect(await page.getByTestId("campaign-link").filter({ hasText: name }).count()).toBe(1);
    expect(await page.getByTestId("campaign-drafts-table").count()).toBe(0);
    // Its address now names nothing: the app's not-found page, as for any record that is gone.
    await page.goto(`/controller/campaigns/new?draft=${draftId}`);
    await waitForPath(page, "/not-found");
    await page.context().close();
  }, 120_000);

  it("fits a phone in Basque, and deletes a draft from the list with the keyboard", async () => {
    const locale: Locale = "eu";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    const name = `Zirriborroa ${Date.now()}`;
    await saveDraftWithName(page, name);
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    await page.goto("/controller/campaigns");
    const drafts = page.getByTestId("campaign-drafts-table");
    await drafts.waitFor();
    expect(await drafts.getByTestId("campaign-draft-status").textContent()).toBe(
      ui("controller:campaigns.status.draft"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    const remove = drafts.getByRole("button", {
      name: ui("controller:campaigns.drafts.deleteLabel", { name }),
      exact: true,
    });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("campaign-draft-delete-dialog");
    await dialog.getByRole("heading").waitFor();
    expect(await dialog.getByRole("heading").textContent()).toBe(
      ui("controller:campaigns.drafts.deleteTitle"),
    );
    expect(await dialog.textContent()).toContain(ui("controller:campaigns.drafts.deleteMessage", { name }));
    await expectNoAxeViolations(page);
    const confirm = dialog.getByRole("button", {
      name: ui("controller:campaigns.drafts.delete"),
      exact: true,
    });
    await confirm.focus();
    await page.keyboard.press("Enter");
    await drafts.waitFor({ state: "detached" });
    expect(await page.getByText(name).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
