import type { Locale } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MOBILE_VIEWPORT } from "../support/browser";
import {
  controllerPage,
  expectNoAxeViolationsBesidePreview,
  expectNoHorizontalOverflow,
  expectPageEndsAtFooter,
} from "../support/campaigns";
import { waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 17 point 1, company copies of templates (docs/phishing.md "Company copies"): a security manager previews
 * a built-in template with a chosen person's merge fields and language, copies it for the company, changes its
 * subject and puts a script and an outside image into its HTML; the saved copy's preview shows the new subject
 * with neither, and says what the sanitiser removed. A copy a campaign uses cannot be deleted (said in the
 * manager's language); an unused one can. Desktop in English, 390×844 in Mexican Spanish, axe on both pages.
 */

const suite = useSuite();

/** Elena Martín, an employee of the demo company. */
const PERSON = { login: "employee", firstName: "Elena", fullName: "Elena Martín" };
const TEMPLATE = 2;
const COPY_PATH = /^\/controller\/campaigns\/templates\/\d+$/;
/** The template pages' message preview, left out of axe (see expectNoAxeViolationsBesidePreview). */
const MESSAGE_PREVIEW_FRAME = "iframe[sandbox]";

/** Shared by the steps below, in order. */
const state = { copyPath: "" };

/** Chooses a person in a preview's person picker: searches their name, then picks them among the people found. */
async function previewAs(page: Page, pickerTestId: string, name: string): Promise<void> {
  await page.getByTestId(`${pickerTestId}-search`).fill(name);
  const option = page.getByTestId(`${pickerTestId}-select`).locator("option", { hasText: name });
  await option.waitFor({ state: "attached" });
  await page.getByTestId(`${pickerTestId}-select`).selectOption((await option.getAttribute("value")) ?? "");
}

/** The HTML the preview frame shows (its srcdoc). */
function previewHtml(page: Page): Promise<string> {
  return page
    .getByTestId("template-message-frame")
    .getAttribute("srcdoc")
    .then((html) => html ?? "");
}

/** The API as the demo controller: their token and managed company. */
async function controllerApi(): Promise<{
  companyId: number;
  call: (path: string, init?: RequestInit) => Promise<Response>;
}> {
  const baseUrl = suite.product.baseUrl;
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "controller", password: Buffer.from("Demo-Passw0rd!").toString("base64") }),
  });
  const { records } = (await login.json()) as { records: { token: string; controllerCompanyIds: number[] } };
  const companyId = records.controllerCompanyIds[0] ?? 0;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${records.token}`, "content-type": "application/json" },
    });
  return { companyId, call };
}

describe("company copies of phishing templates", () => {
  it("previews a built-in template as a chosen person, copies it, and saves a sanitised edit", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto("/controller/campaigns");
    await page.getByTestId("templates-link").click();
    await waitForPath(page, "/controller/campaigns/templates");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("controller:campaigns.templates.title"));
    await page.getByTestId(`template-card-${TEMPLATE}`).waitFor();
    expect(await page.getByTestId("template-preview-none").textContent()).toBe(
      ui("controller:campaigns.templates.chooseOne"),
    );
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);

    // Keyboard: the gallery is a group of radio buttons.
    await page.getByTestId(`template-card-${TEMPLATE}`).locator("input[type=radio]").focus();
    await page.keyboard.press("Space");
    await page.waitForURL((url) => url.searchParams.get("template") === String(TEMPLATE));
    const subject = page.getByTestId("template-message-subject");
    await subject.waitFor();

    // The controller's own details first (Carlos), then the chosen person's.
    await expect.poll(() => previewHtml(page)).toContain("Carlos");
    await previewAs(page, "preview-person", PERSON.fullName);
    await expect.poll(() => previewHtml(page)).toContain(`${PERSON.firstName}`);
    expect(await previewHtml(page)).not.toContain("Carlos");

    // Another language: the same template written in Polish.
    const englishSubject = (await subject.textContent()) ?? "";
    await page.getByTestId("template-preview-locale").selectOption("pl");
    await expect.poll(() => subject.textContent()).not.toBe(englishSubject);
    await expect.poll(() => page.getByTestId("template-copy").isEnabled()).toBe(true);
    const polishSubject = (await subject.textContent()) ?? "";
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);

    // Copy for my company: the copy's page, in Polish, with the built-in template's wording.
    await page.getByTestId("template-copy").click();
    await page.waitForURL((url) => COPY_PATH.test(url.pathname));
    state.copyPath = new URL(page.url()).pathname;
    await page.getByTestId("template-copied").waitFor();
    expect(await page.getByTestId("page-kind").textContent()).toBe(
      ui("controller:campaigns.templates.copyKind"),
    );
    expect(await page.getByTestId("template-field-subject").inputValue()).toBe(polishSubject);
    expect(await page.getByTestId("template-field-locale").inputValue()).toBe("pl");

    // The form's own checks, as the server's: a subject is required, the plain text needs the link.
    const subjectField = page.getByTestId("template-field-subject");
    const textField = page.getByTestId("template-field-text");
    const originalText = await textField.inputValue();
    await subjectField.fill("  ");
    await textField.fill("No link here");
    await page.getByTestId("template-save").click();
    expect(await page.getByTestId("template-form-problem").textContent()).toBe(
      ui("contract:messages.checkMarkedFields"),
    );
    expect(await subjectField.getAttribute("aria-invalid")).toBe("true");
    expect(await textField.getAttribute("aria-invalid")).toBe("true");
    expect(
      await page
        .getByText(ui("controller:campaigns.templates.errors.textLink", { placeholder: "{{link}}" }))
        .count(),
    ).toBe(1);

    // A new subject with a merge field, and a script and an outside image in the HTML.
    const newSubject = `Pilne, {{firstName}}: potwierdź hasło ${Date.now()}`;
    await subjectField.fill(newSubject);
    await textField.fill(originalText);
    const html = page.getByTestId("template-field-html");
    await html.fill(
      `${await html.inputValue()}\n<script>document.title = "pwned"</script>\n<img src="https://tracker.example/logo.png" alt="Logo">`,
    );
    expect(await page.getByTestId("template-unsaved").isVisible()).toBe(true);
    await page.getByTestId("template-save").click();
    await page.getByTestId("template-saved").waitFor();
    const sanitised = (await page.getByTestId("template-sanitised").textContent()) ?? "";
    expect(sanitised).toBe(ui("controller:campaigns.templates.sanitised", { items: "img[src], script" }));
    // The form now holds what was stored: no script, no outside address.
    expect(await html.inputValue()).not.toContain("<script");
    expect(await html.inputValue()).not.toContain("tracker.example");
    expect(await page.getByTestId("template-unsaved").count()).toBe(0);

    // The saved copy's preview: the new subject (the controller's name in it), no script, no outside image.
    const shownSubject = page.getByTestId("template-message-subject");
    await expect.poll(() => shownSubject.textContent()).toBe(newSubject.replace("{{firstName}}", "Carlos"));
    const saved = await previewHtml(page);
    expect(saved).not.toContain("<script");
    expect(saved).not.toContain("tracker.example");
    expect(saved).toContain('alt="Logo"');
    expect(await page.title()).not.toBe("pwned");

    // As the chosen person: their first name in the subject and the message.
    await previewAs(page, "preview-person", PERSON.fullName);
    await expect
      .poll(() => shownSubject.textContent())
      .toBe(newSubject.replace("{{firstName}}", PERSON.firstName));
    expect(await previewHtml(page)).toContain(PERSON.firstName);
    expect(await page.getByTestId("template-usage-none").textContent()).toBe(
      ui("controller:campaigns.templates.notUsed"),
    );
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);
    await page.context().close();
  }, 90_000);

  it("refuses to delete a copy a campaign uses, in the manager's language, and deletes an unused one", async () => {
    expect(state.copyPath).not.toBe("");
    const copyId = Number(state.copyPath.split("/").at(-1));
    // A campaign that uses the copy, made over the API (the campaign form is campaigns.test.ts's subject).
    const api = await controllerApi();
    const base = `/controller/campaigns/${api.companyId}`;
    const domains = (await (await api.call(`${base}/domains`)).json()) as { records: { domainId: number }[] };
    const departments = (await (
      await api.call(`/controller/stakeholders/companies/${api.companyId}/departments`)
    ).json()) as { records: { id: number; name: string }[] };
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19).replace("T", " ");
    const campaignName = `Uses our copy ${Date.now()}`;
    const created = await api.call(base, {
      method: "POST",
      body: JSON.stringify({
        name: campaignName,
        campaignKind: "phishing",
        domain: domains.records[0]?.domainId,
        campaignTypeId: 1,
        surveyTypeId: 16,
        templateId: copyId,
        timeZone: "Europe/Madrid",
        startDate: inTwoDays,
        stakeholders: { type: "DEPARTMENTS", ids: [departments.records.find((d) => d.name === "Sales")?.id] },
      }),
    });
    expect(created.status).toBe(200);

    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto(state.copyPath);
    const usage = page.getByTestId("template-usage-list");
    await usage.waitFor();
    expect(await usage.getByRole("link").textContent()).toBe(campaignName);

    await page.getByTestId("template-delete").click();
    const dialog = page.getByTestId("template-delete-dialog");
    await dialog.getByTestId("template-delete-dialog-confirm").click();
    await dialog.getByTestId("template-delete-problem").waitFor();
    expect(await dialog.getByTestId("template-delete-problem").textContent()).toBe(
      ui("controller:campaigns.templates.deleteRefused"),
    );
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);
    await dialog.getByTestId("template-delete-dialog-cancel").click();
    await dialog.waitFor({ state: "hidden" });

    // An unused copy goes: back on the templates page, which says so.
    await page.goto(`/controller/campaigns/templates?template=${TEMPLATE}`);
    await page.getByTestId("template-copy").click();
    await page.waitForURL((url) => COPY_PATH.test(url.pathname) && url.pathname !== state.copyPath);
    await page.getByTestId("template-usage-none").waitFor();
    await page.getByTestId("template-delete").click();
    await dialog.getByTestId("template-delete-dialog-confirm").click();
    await waitForPath(page, "/controller/campaigns/templates");
    expect(await page.getByTestId("template-deleted").textContent()).toBe(
      ui("controller:campaigns.templates.deleted"),
    );
    await page.context().close();
  }, 60_000);

  it("fits a phone in Mexican Spanish: the templates page and a copy's page", async () => {
    const locale: Locale = "es-mx";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    await page.goto("/controller/campaigns/templates");
    await page.getByTestId(`template-card-${TEMPLATE}`).waitFor();
    // The Polish copy is listed, marked as the company's.
    await page.getByTestId("template-filter-language").selectOption("pl");
    const copyId = state.copyPath.split("/").at(-1) ?? "";
    const copyCard = page.getByTestId(`template-card-${copyId}`);
    expect(await copyCard.getByTestId("template-copy-badge").textContent()).toBe(
      ui("controller:campaigns.templates.copyBadge"),
    );
    await page.getByTestId("template-filter-language").selectOption("es-mx");
    expect(await copyCard.count()).toBe(0);
    await page.getByTestId(`template-card-${TEMPLATE}`).click();
    await page.getByTestId("template-message-subject").waitFor();
    expect(await page.getByTestId("template-preview-locale").inputValue()).toBe("es-mx");
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    // The gallery scrolls within its box: its cards' hidden radios do not stretch the page below the footer.
    await expectPageEndsAtFooter(page);
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);

    await page.goto(state.copyPath);
    await page.getByTestId("template-form").waitFor();
    await page.getByTestId("template-message-subject").waitFor();
    expect(await page.getByTestId("template-save").textContent()).toBe(
      ui("controller:campaigns.templates.save"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolationsBesidePreview(page, MESSAGE_PREVIEW_FRAME);
    await page.context().close();
  }, 60_000);
});
