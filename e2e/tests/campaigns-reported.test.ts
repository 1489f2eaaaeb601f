import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dateFormat, type Locale } from "@wellguard/contract";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT } from "../support/browser";
import { controllerPage, expectNoHorizontalOverflow } from "../support/campaigns";
import { waitForPath } from "../support/flows";
import { freePort } from "../support/server";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 17 point 7, the controller's review queue in Chromium (docs/phishing-reporting.md "Review queue screen"):
 * a real suspicious e-mail with two links and an attachment is forwarded over SMTP to the report mailbox; the
 * security manager finds it from the campaigns list, opens it, sees the links as text with their real domain
 * marked (never as anchors) and the attachment's facts behind a warning, downloads the attachment's exact bytes,
 * and records a verdict. Desktop in English, then 390×844 in Portuguese with the keyboard only; axe throughout.
 */

/*
 * The report mailbox listens only when REPORT_SMTP_PORT is set, and the port must be known before the product
 * starts: useSuite hands this same env object to startProduct in its own beforeAll, which runs after this one
 * (Vitest runs "before" hooks in the order they are declared).
 */
const productEnv: Record<string, string> = { SEED_DEMO_HISTORY: "false" };
beforeAll(async () => {
  productEnv.REPORT_SMTP_PORT = String(await freePort());
});
const suite = useSuite({ env: productEnv });

/** A person of Demo Corp (demo seed), the controller's company: the report is theirs. */
const REPORTER = { email: "mjohnson@democorp.example", name: "Michael Johnson" };
const PHISH = {
  sender: "Parcel Service <track@parcel-delivery.example>",
  subject: "Your parcel is waiting",
  /** The second link hides its real host behind a "user@" part. */
  links: [
    { url: "https://parcel-delivery.example/pay?id=42", domain: "parcel-delivery.example" },
    { url: "http://bank.example@tracking.evil.test/x", domain: "tracking.evil.test" },
  ],
  attachment: {
    fileName: "Invoice 4471.pdf",
    content: Buffer.concat([Buffer.from("%PDF-1.4\n% not really\n"), Buffer.from([0, 1, 2, 3, 254, 255])]),
  },
};

async function reportPhish(): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: Number(productEnv.REPORT_SMTP_PORT),
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({
    from: `${REPORTER.name} <${REPORTER.email}>`,
    to: "report-phishing@democorp.example",
    subject: `Fwd: ${PHISH.subject}`,
    text: [
      "Is this real?",
      "",
      "---------- Forwarded message ---------",
      `From: ${PHISH.sender}`,
      "Date: Mon, 30 Nov 2026 at 09:12",
      `Subject: ${PHISH.subject}`,
      `To: <${REPORTER.email}>`,
      "",
      `Pay the customs fee at ${PHISH.links[0]?.url} or track it at ${PHISH.links[1]?.url} .`,
    ].join("\n"),
    attachments: [
      {
        filename: PHISH.attachment.fileName,
        content: PHISH.attachment.content,
        contentType: "application/pdf",
      },
    ],
  });
  transport.close();
}

const sha256 = createHash("sha256").update(PHISH.attachment.content).digest("hex");

describe("the review queue of reported e-mails", () => {
  it("starts empty, then shows a reported phish: links as text, the attachment unopened, a verdict", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);

    // Nothing reported yet: the campaigns list says so in its link, the queue in its empty state.
    await page.goto("/controller/campaigns");
    const queueLink = page.getByTestId("reported-queue-link");
    await expect
      .poll(() => queueLink.textContent())
      .toBe(ui("controller:campaigns.reported.linkWaiting", { count: "0" }));
    await queueLink.click();
    await waitForPath(page, "/controller/campaigns/reported");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("controller:campaigns.reported.title"));
    expect(await page.getByTestId("reported-table-empty").textContent()).toBe(
      ui("controller:campaigns.reported.emptyUnreviewed"),
    );
    await expectNoAxeViolations(page);

    // A refused load (a 404 or 500 would leave for the "not found" page): its reason translated, and a retry.
    await page.route("**/api/v1/controller/campaigns/*/reported", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ records: { applicationCode: "NF1003", message: "x" } }),
      }),
    );
    await page.reload();
    const loadError = page.getByTestId("reported-table-error");
    await loadError.waitFor();
    expect(await loadError.textContent()).toContain(ui("contract:errors.NF1003"));
    await expectNoAxeViolations(page);
    await page.unrouteAll();

    await reportPhish();
    await loadError.getByRole("button").click();
    const row = page.getByTestId("reported-table-row");
    await expect.poll(() => row.count()).toBe(1);
    const cell = (key: string) => row.getByTestId(`reported-table-cell-${key}`).textContent();
    expect(await cell("subject")).toBe(PHISH.subject);
    expect(await cell("sender")).toBe(PHISH.sender);
    expect(await cell("reporter")).toBe(REPORTER.name);
    expect(await cell("links")).toBe("2");
    expect(await cell("attachments")).toBe("1");
    expect(await cell("review")).toBe(ui("controller:campaigns.reported.notReviewed"));
    // The time it arrived, in the interface language and the browser's time zone.
    const received = row.locator("time");
    const receivedAt = (await received.getAttribute("datetime")) ?? "";
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await received.textContent()).toBe(
      dateFormat(locale, "dateTime", zone).format(new Date(receivedAt)),
    );
    expect(await page.getByTestId("reported-filter").textContent()).toContain(
      ui("controller:campaigns.reported.filter.unreviewed", { count: "1" }),
    );
    await expectNoAxeViolations(page);

    // The detail: the links are text, each with its real host marked, and nothing in it is an anchor.
    await row.getByTestId("reported-open").click();
    const detail = page.getByTestId("reported-detail");
    await detail.getByTestId("reported-links").waitFor();
    expect(await detail.getByRole("heading", { level: 2 }).textContent()).toBe(PHISH.subject);
    expect(await detail.locator("a, [href]").count()).toBe(0);
    expect(await detail.getByTestId("reported-link-item").allTextContents()).toEqual(
      PHISH.links.map((l) => l.url),
    );
    expect(await detail.getByTestId("reported-link-domain").allTextContents()).toEqual(
      PHISH.links.map((l) => l.domain),
    );
    expect(await detail.getByTestId("reported-attachments-warning").textContent()).toBe(
      ui("controller:campaigns.reported.attachmentsWarning"),
    );
    expect(await detail.getByTestId("reported-attachment-name").textContent()).toBe(
      PHISH.attachment.fileName,
    );
    expect(await detail.getByTestId("reported-attachment-sha256").textContent()).toBe(sha256);
    expect(await detail.getByTestId("reported-attachment").textContent()).toContain("application/pdf");
    expect(await detail.getByTestId("reported-attachment").textContent()).toContain(
      ui("controller:campaigns.reported.sizeBytes", { size: String(PHISH.attachment.content.length) }),
    );
    await expectNoAxeViolations(page);

    // The attachment downloads as the bytes that arrived, never shown.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      detail.getByTestId("reported-attachment-download").click(),
    ]);
    const path = await download.path();
    expect(createHash("sha256").update(readFileSync(path)).digest("hex")).toBe(sha256);

    // A refused verdict says why, in the interface language.
    await page.route("**/api/v1/controller/campaigns/*/reported/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ records: { applicationCode: "ND1027", message: "x" } }),
          })
        : route.fallback(),
    );
    const save = detail.getByTestId("reported-verdict-save");
    expect(await save.isDisabled()).toBe(true);
    await detail.getByLabel(ui("controller:campaigns.reported.verdicts.malicious"), { exact: true }).check();
    await save.click();
    expect(await detail.getByTestId("reported-verdict-error").textContent()).toBe(
      ui("contract:errors.ND1027"),
    );
    await page.unrouteAll();

    await save.click();
    await detail.getByTestId("reported-verdict-saved").waitFor();
    expect(await detail.getByTestId("reported-review").textContent()).toBe(
      ui("controller:campaigns.reported.verdicts.malicious"),
    );
    await expectNoAxeViolations(page);
    await detail.getByTestId("reported-close").click();
    await detail.waitFor({ state: "hidden" });

    // Reviewed, it leaves the "to review" list (focus, which cannot go back to it, goes to the filter) and stays
    // in "all" with its verdict.
    await page.getByTestId("reported-table-empty").waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[data-testid=reported-filter]") !== null),
      )
      .toBe(true);
    await page
      .getByTestId("reported-filter")
      .getByText(ui("controller:campaigns.reported.filter.all", { count: "1" }), { exact: true })
      .click();
    await waitForPath(page, "/controller/campaigns/reported");
    expect(new URL(page.url()).search).toBe("?show=all");
    await expect.poll(() => row.count()).toBe(1);
    expect(await cell("review")).toBe(ui("controller:campaigns.reported.verdicts.malicious"));
    await page.goto("/controller/campaigns");
    await expect
      .poll(() => queueLink.textContent())
      .toBe(ui("controller:campaigns.reported.linkWaiting", { count: "0" }));
    await page.context().close();
  }, 90_000);

  it("fits a phone in Portuguese and works with the keyboard alone", async () => {
    const locale: Locale = "pt-pt";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    await page.goto("/controller/campaigns");
    await page.getByTestId("reported-queue-link").waitFor();
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);

    await page.goto("/controller/campaigns/reported?show=all");
    const open = page.getByTestId("reported-open");
    await open.waitFor();
    expect(await page.getByTestId("reported-table-cell-review").textContent()).toBe(
      ui("controller:campaigns.reported.verdicts.malicious"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    // Opened with Enter; focus moves into the dialog, on the verdict chosen so far.
    await open.focus();
    await page.keyboard.press("Enter");
    const detail = page.getByTestId("reported-detail");
    await detail.getByTestId("reported-links").waitFor();
    const malicious = detail.getByLabel(ui("controller:campaigns.reported.verdicts.malicious"), {
      exact: true,
    });
    await expect.poll(() => malicious.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await detail.locator("a, [href]").count()).toBe(0);
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    // Arrow to "spam", Tab to the save button, Enter.
    await page.keyboard.press("ArrowDown");
    expect(
      await detail.getByLabel(ui("controller:campaigns.reported.verdicts.spam"), { exact: true }).isChecked(),
    ).toBe(true);
    await page.keyboard.press("Tab");
    await expect
      .poll(() => detail.getByTestId("reported-verdict-save").evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.press("Enter");
    expect(await detail.getByTestId("reported-verdict-saved").textContent()).toBe(
      ui("controller:campaigns.reported.verdictSaved"),
    );
    expect(await detail.getByTestId("reported-review").textContent()).toBe(
      ui("controller:campaigns.reported.verdicts.spam"),
    );

    // Escape closes it and gives focus back to the message it was opened from.
    await page.keyboard.press("Escape");
    await detail.waitFor({ state: "hidden" });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId("reported-table-cell-review").textContent()).toBe(
      ui("controller:campaigns.reported.verdicts.spam"),
    );
    await page.context().close();
  });
});
