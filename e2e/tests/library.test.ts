import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type Locale, SURVEYS } from "@wellguard/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_TEXTS, ASSETS } from "../../apps/server/src/content/assets/catalogue";
import { instrumentFor } from "../../apps/server/src/lib/journey/catalogue";
import { expectNoAxeViolations, launchBrowser, MOBILE_VIEWPORT } from "../support/browser";
import { withStoppedProductDatabase } from "../support/database";
import { signedInPage, waitForPath } from "../support/flows";
import { type Product, startProduct } from "../support/server";
import { contractText, uiText } from "../support/text";

/*
 * The library pages of the employee area (issue 4, spec §2): sessions and a session reviewed, the FAQ, the
 * resources library (filters in the path, an asset opened and marked read, the video player's playback errors)
 * and the achievements with a claim, as the demo employee sees them after the seed (welcome done an hour ago,
 * the flow's surveys assigned). A phishing and an ABS interaction are written into the stopped product's
 * database first: the sessions page must leave them out. axe on every page; the phone size for a second person.
 */

const LONG = 300_000;

let browser: Browser;
let product: Product;
let dataDir: string;
/** The ids of the phishing and ABS interactions written for the employee. */
let excluded: number[] = [];

/** A welcome interaction of another person (Oliver Smith), which the employee must not be able to open. */
let othersSession = 0;

async function addOthersSession(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into interactions (person_id, company_id, survey_type_id, survey_id, status, start_date, percentage)
     select id, company_id, $1, 0, 'PROGRESS', now() - interval '1 day', 50 from people where login = 'osmith'
     returning id`,
    [SURVEYS.SURVEY_WELLGUARD_WELCOME],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("No demo person osmith");
  return id;
}

async function addExcludedInteractions(db: PGlite): Promise<number[]> {
  const { rows } = await db.query<{ id: number; company_id: number }>(
    "select id, company_id from people where login = 'employee'",
  );
  const person = rows[0];
  if (!person) throw new Error("No demo employee");
  const ids: number[] = [];
  for (const surveyTypeId of [SURVEYS.SURVEY_WELLGUARD_PHISHING, SURVEYS.SURVEY_WELLGUARD_ABS]) {
    const inserted = await db.query<{ id: number }>(
      `insert into interactions (person_id, company_id, survey_type_id, survey_id, status, start_date, percentage)
       values ($1, $2, $3, 0, 'AVAILABLE', now() - interval '1 day', 0) returning id`,
      [person.id, person.company_id, surveyTypeId],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error("Interaction not written");
    ids.push(id);
  }
  return ids;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "wellguard-e2e-library-"));
  const seeding = await startProduct({ dataDir });
  await seeding.stop();
  [excluded, othersSession] = await withStoppedProductDatabase(dataDir, async (db) => [
    await addExcludedInteractions(db),
    await addOthersSession(db),
  ]);
  [browser, product] = await Promise.all([launchBrowser(), startProduct({ dataDir })]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function signedIn(
  login: string,
  locale: Locale,
  viewport?: { width: number; height: number },
): Promise<Page> {
  return signedInPage(browser, product.baseUrl, login, locale, viewport);
}

/** Text with runs of white space (also no-break spaces) as one space. */
const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

function surveyName(surveyTypeId: number, locale: Locale): string {
  const name = instrumentFor(surveyTypeId)?.name[locale];
  if (!name) throw new Error(`No instrument for survey type ${surveyTypeId}`);
  return name;
}

/** The session card of a survey type (its title is the card's accessible name). */
function sessionCard(page: Page, surveyTypeId: number, locale: Locale) {
  return page
    .getByTestId("sessions-list")
    .getByRole("listitem", { name: surveyName(surveyTypeId, locale), exact: true });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const ARTICLE = ASSETS.find((a) => a.family === "article" && a.priority === "high");
const VIDEO = ASSETS.find((a) => a.family === "video");

describe("the library pages of the demo employee (desktop)", () => {
  const locale: Locale = "es-es";
  const t = (key: string, values?: Record<string, string>) => uiText(locale, `library:${key}`, values);

  it("sessions: phishing and ABS left out, done / soon / other, a finished session reviewed", {
    timeout: LONG,
  }, async () => {
    const page = await signedIn("employee", locale);
    await page.goto("/sessions");
    const list = page.getByTestId("sessions-list");
    await list.waitFor();
    for (const id of excluded) expect(await page.getByTestId(`session-${id}`).count()).toBe(0);
    const cards = list.getByRole("listitem");
    // Welcome, then the standard flow's 13 surveys; none of them phishing or ABS.
    expect(await cards.count()).toBe(14);

    const status = async (surveyTypeId: number) =>
      norm(await sessionCard(page, surveyTypeId, locale).locator(".wg-status").textContent());
    expect(await status(SURVEYS.SURVEY_WELLGUARD_WELCOME)).toBe(t("sessions.status.done"));
    expect(await status(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY)).toBe(t("sessions.status.other"));
    // Direct starts 3 days after the welcome: soon (within a week); social engineering after 14: later.
    expect(await status(SURVEYS.SURVEY_WELLGUARD_DIRECT)).toBe(t("sessions.status.soon"));
    expect(await status(SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING)).toBe(t("sessions.status.scheduled"));
    // Open ones first, the finished one last.
    expect(norm(await cards.last().getByRole("heading").textContent())).toBe(
      surveyName(SURVEYS.SURVEY_WELLGUARD_WELCOME, locale),
    );
    // Those open now first, with a button that opens them; the later ones by start date, the nearest first;
    // a scheduled one has no button yet (issue 15, point 14).
    const headings = (await cards.getByRole("heading").allTextContents()).map(norm);
    const at = (surveyTypeId: number) => headings.indexOf(surveyName(surveyTypeId, locale));
    expect(at(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY)).toBeLessThan(at(SURVEYS.SURVEY_WELLGUARD_DIRECT));
    expect(at(SURVEYS.SURVEY_WELLGUARD_DIRECT)).toBeLessThan(at(SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING));
    const start = sessionCard(page, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY, locale).getByTestId(
      "session-start",
    );
    expect([t("sessions.start"), t("sessions.resume")]).toContain(norm(await start.textContent()));
    expect(await start.getAttribute("href")).toMatch(/^\/cyber(test|gaming)\/\d+$/);
    expect(
      await sessionCard(page, SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING, locale)
        .getByTestId("session-start")
        .count(),
    ).toBe(0);
    await expectNoAxeViolations(page);

    // The type filter is kept in the path.
    await page.getByLabel(t("sessions.typeFilter")).selectOption(String(SURVEYS.SURVEY_WELLGUARD_WELCOME));
    await waitForPath(page, `/sessions/${SURVEYS.SURVEY_WELLGUARD_WELCOME}`);
    await expect.poll(() => cards.count()).toBe(1);

    // The finished welcome reviewed: every question with the answer given (the optional text left blank).
    await sessionCard(page, SURVEYS.SURVEY_WELLGUARD_WELCOME, locale)
      .getByRole("link", { name: t("sessions.review") })
      .click();
    await page.waitForURL((url) => /^\/sessions\/detail\/\d+$/.test(url.pathname));
    await page.getByTestId("session-detail-page").getByRole("heading", { level: 1 }).waitFor();
    const welcome = instrumentFor(SURVEYS.SURVEY_WELLGUARD_WELCOME);
    const questions = welcome?.questions ?? [];
    expect(questions.length).toBeGreaterThan(0);
    const reviewed = page.locator('[data-testid^="review-"]');
    expect(await reviewed.count()).toBe(questions.length);
    expect(await page.getByTestId("session-not-finished").count()).toBe(0);
    const first = questions[0];
    const firstOption = first?.options?.[0]?.label[locale];
    if (first && firstOption) {
      expect(norm(await page.getByTestId(`review-${first.id}`).textContent())).toContain(firstOption);
    }
    const text = questions.find((q) => q.kind === "text");
    if (text) {
      expect(norm(await page.getByTestId(`review-${text.id}`).textContent())).toContain(
        t("sessionDetail.emptyText"),
      );
    }
    await expectNoAxeViolations(page);

    // Another person's session: the API's 404 leads to the not-found page (spec §4 HTTP reactions).
    await page.goto(`/sessions/detail/${othersSession}`);
    await waitForPath(page, "/not-found");
    await page.getByText(contractText(locale, "messages.pageNotFound")).waitFor();
    await page.context().close();
  });

  it("lays out resources, achievements and sessions as card grids, without list bullets, on the employee's first page", {
    timeout: LONG,
  }, async () => {
    // A fresh employee's browser has loaded no other feature's styles (the grid once lived in the controller's).
    const page = await signedIn("employee", locale);
    for (const [path, list] of [
      ["/assets", "assets-list"],
      ["/achievements", "achievements-list"],
      ["/sessions", "sessions-list"],
    ] as const) {
      await page.goto(path);
      const grid = page.getByTestId(list);
      await grid.getByRole("listitem").first().waitFor();
      const layout = await grid.evaluate((element) => {
        const style = getComputedStyle(element);
        const item = element.firstElementChild;
        return {
          display: style.display,
          columns: style.gridTemplateColumns.split(" ").length,
          bullet: item ? getComputedStyle(item).listStyleType : "",
          indent: style.paddingLeft,
        };
      });
      // 1280 px wide: the main column takes several 17rem cards side by side.
      expect(layout, path).toEqual({
        display: "grid",
        columns: layout.columns,
        bullet: "none",
        indent: "0px",
      });
      expect(layout.columns, path).toBeGreaterThan(1);
    }
    await page.context().close();
  });

  it("FAQ: every section with its questions, opened by keyboard, searched and chosen in the path", {
    timeout: LONG,
  }, async () => {
    const page = await signedIn("employee", locale);
    await page.goto("/faq");
    await page.getByTestId("faq-page").waitFor();
    const sections = page.locator('[data-testid^="faq-section-"]');
    expect(await sections.count()).toBe(6);
    for (const section of await sections.all()) {
      expect(await section.locator("details").count()).toBeGreaterThanOrEqual(3);
      // Real content: every answer has a sentence or more.
      for (const answer of await section.locator("details p").allTextContents()) {
        expect(answer.trim().length).toBeGreaterThan(40);
      }
    }
    await expectNoAxeViolations(page);

    // A question opened and closed with the keyboard alone.
    const item = page.getByTestId("faq-section-privacy").locator("details").first();
    const summary = item.locator("summary");
    await summary.focus();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await item.locator("p").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Space");
    await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);

    // A section chosen from the navigation: only that one, its link marked current.
    const nav = page.getByRole("navigation", { name: t("faq.sectionsLabel") });
    await nav.getByRole("link", { name: t("faq.sections.privacy.title") }).click();
    await waitForPath(page, "/faq/privacy");
    await expect.poll(() => sections.count()).toBe(1);
    expect(
      await nav.getByRole("link", { name: t("faq.sections.privacy.title") }).getAttribute("aria-current"),
    ).toBe("page");

    // The search looks through every section, accents ignored.
    await page.getByLabel(t("faq.searchLabel")).fill("contrasena");
    await expect.poll(() => page.getByTestId("faq-section-account").count()).toBe(1);
    await page.getByLabel(t("faq.searchLabel")).fill("zzzzqq");
    await page.getByTestId("faq-no-results").waitFor();
    await page.context().close();
  });

  it("resources: filters in the path, an asset opened and marked read, the achievement it unlocks claimed", {
    timeout: LONG,
  }, async () => {
    if (!ARTICLE || !VIDEO) throw new Error("The catalogue has no high-priority article or no video");
    const page = await signedIn("employee", locale);
    await page.goto("/assets");
    const list = page.getByTestId("assets-list");
    await list.waitFor();
    const cards = list.getByRole("listitem");
    expect(await cards.count()).toBe(ASSETS.length);
    expect(norm(await page.getByTestId("assets-progress").textContent())).toBe(
      t("assets.progress", { read: "0", total: String(ASSETS.length) }),
    );
    await expectNoAxeViolations(page);

    // Filters: each one is a path segment ("all" filling a gap), and the list follows.
    await page.getByTestId("assets-filter-family").selectOption("video");
    await waitForPath(page, "/assets/all/video");
    const videos = ASSETS.filter((a) => a.family === "video").length;
    await expect.poll(() => cards.count()).toBe(videos);
    await page.getByTestId("assets-filter-priority").selectOption("high");
    await waitForPath(page, "/assets/all/video/high");
    await page.getByTestId("assets-filter-status").selectOption("pending");
    await waitForPath(page, "/assets/pending/video/high");
    const expected = ASSETS.filter((a) => a.family === "video" && a.priority === "high").length;
    if (expected === 0) await page.getByTestId("assets-empty").waitFor();
    else await expect.poll(() => cards.count()).toBe(expected);
    await page.getByRole("button", { name: t("assets.clearFilters") }).click();
    await waitForPath(page, "/assets");
    // Opened straight from a path: the filters are read back into the selects.
    await page.goto("/assets/pending/article/high");
    await list.waitFor();
    expect(await page.getByTestId("assets-filter-family").inputValue()).toBe("article");
    expect(await page.getByTestId("assets-filter-priority").inputValue()).toBe("high");
    await expect
      .poll(() => cards.count())
      .toBe(ASSETS.filter((a) => a.family === "article" && a.priority === "high").length);

    // An article opened in place and marked read.
    const title = ASSET_TEXTS[locale][ARTICLE.id].title;
    await page.getByRole("button", { name: t("assets.open", { title }) }).click();
    const view = page.getByTestId("asset-view");
    await view.waitFor();
    expect(norm(await view.getByRole("heading", { level: 1 }).textContent())).toBe(title);
    // The focus moves to the title of the opened resource.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("asset-title");
    expect(await page.getByTestId("asset-read").count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByTestId("asset-mark-read").click();
    await page.getByTestId("asset-read").waitFor();
    const marked = norm(await page.getByTestId("asset-marked").textContent());
    expect(marked).toContain(t("assets.markedRead"));
    expect(marked).toContain(uiText(locale, "achievementBadges.first_asset_read.title"));
    expect(await page.getByTestId("asset-mark-read").count()).toBe(0);
    await expectNoAxeViolations(page);

    // Read tracking in the list: the progress and the "read" filter.
    await page.getByRole("link", { name: t("assets.back") }).click();
    await list.waitFor();
    await page.goto("/assets/read");
    await expect.poll(() => cards.count()).toBe(1);
    expect(norm(await cards.first().locator(".wg-status").textContent())).toBe(t("assets.status.read"));
    expect(norm(await page.getByTestId("assets-progress").textContent())).toBe(
      t("assets.progress", { read: "1", total: String(ASSETS.length) }),
    );

    // The achievement the read unlocked, claimed.
    await page.goto("/achievements");
    const badge = page.getByTestId("achievement-first_asset_read");
    await badge.waitFor();
    expect(await badge.getAttribute("data-state")).toBe("unlocked");
    await expectNoAxeViolations(page);
    const badgeTitle = uiText(locale, "achievementBadges.first_asset_read.title");
    await badge.getByRole("button", { name: t("achievements.claimFor", { title: badgeTitle }) }).click();
    await expect.poll(() => badge.getAttribute("data-state")).toBe("claimed");
    expect(norm(await page.getByTestId("achievement-notice").textContent())).toBe(
      t("achievements.claimedNotice", { title: badgeTitle }),
    );
    await page.getByLabel(t("achievements.filter.claimed")).check();
    await expect.poll(() => page.getByTestId("achievements-list").getByRole("listitem").count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("the video player says why a video cannot be played: a missing file, a file that is not a video", {
    timeout: LONG,
  }, async () => {
    if (!VIDEO) throw new Error("The catalogue has no video");
    const page = await signedIn("employee", locale);
    // The browser's network answers for the video file (the product's server is not involved).
    const file = `**/assets-content/${VIDEO.file}`;
    await page.route(file, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/assets?asset=${VIDEO.id}`);
    await page.getByTestId("asset-view").waitFor();
    const error = page.getByTestId("video-error");
    await error.waitFor();
    expect(await error.getAttribute("data-problem")).toBe("notFound");
    expect(norm(await error.textContent())).toBe(t("assets.video.notFound"));
    expect(await error.getAttribute("role")).toBe("alert");
    // The transcript is still there to read.
    expect(await page.getByRole("heading", { name: t("assets.transcript") }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // A file that exists but is not a video the browser can play.
    await page.unroute(file);
    await page.route(file, (route) =>
      route.fulfill({ status: 200, contentType: "video/webm", body: "this is not a video" }),
    );
    await page.reload();
    await page.getByTestId("asset-view").waitFor();
    await error.waitFor();
    expect(["unsupported", "decode"]).toContain(await error.getAttribute("data-problem"));
    expect(await error.getAttribute("data-problem")).not.toBe("notFound");
    await page.context().close();
  });
});

/**
 * The media errors the player tells apart, with the MediaError code each one stands for (MEDIA_ERR_ABORTED 1,
 * MEDIA_ERR_NETWORK 2, MEDIA_ERR_DECODE 3, MEDIA_ERR_SRC_NOT_SUPPORTED 4 with the file there) and the message
 * it shows; the fifth, an encrypted video, comes as the `encrypted` event.
 */
const MEDIA_ERRORS = [
  { code: 1, problem: "aborted" },
  { code: 2, problem: "notFound" },
  { code: 3, problem: "decode" },
  { code: 4, problem: "unsupported" },
] as const;

describe.each([
  { login: "employee", locale: "es-es" },
  { login: "ewhite", locale: "en-gb" },
  { login: "akowalski", locale: "pl" },
] as const)("the video player's five playback messages ($locale)", ({ login, locale }) => {
  it("aborted, network, decode, unsupported and encrypted, each with its message in the page's language", async () => {
    if (!VIDEO) throw new Error("The catalogue has no video");
    const t = (key: string) => uiText(locale, `library:${key}`);
    const page = await signedIn(login, locale);
    await page.goto(`/assets?asset=${VIDEO.id}`);
    await page.getByTestId("asset-view").waitFor();
    const video = page.getByTestId("asset-video");
    const error = page.getByTestId("video-error");
    // The real file loads (its metadata is read) and there is nothing to say.
    await expect
      .poll(() => video.evaluate((el) => (el as HTMLVideoElement).readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await error.count()).toBe(0);

    // The browser's media error on the real element: `error` (a MediaError, which a page cannot construct)
    // given the code, then the element's `error` event, which the player handles as the browser's own.
    for (const { code, problem } of MEDIA_ERRORS) {
      await video.evaluate((el, errorCode) => {
        Object.defineProperty(el, "error", { configurable: true, value: { code: errorCode } });
        el.dispatchEvent(new Event("error"));
      }, code);
      await expect.poll(() => error.getAttribute("data-problem")).toBe(problem);
      expect(norm(await error.textContent())).toBe(t(`assets.video.${problem}`));
      expect(await error.getAttribute("role")).toBe("alert");
    }

    // Encrypted media: the browser's `encrypted` event (the player has no key system to offer).
    await video.evaluate((el) =>
      el.dispatchEvent(
        new MediaEncryptedEvent("encrypted", { initDataType: "webm", initData: new Uint8Array(16).buffer }),
      ),
    );
    await expect.poll(() => error.getAttribute("data-problem")).toBe("encrypted");
    expect(norm(await error.textContent())).toBe(t("assets.video.encrypted"));
    // Five different messages.
    const messages = [...MEDIA_ERRORS.map((e) => e.problem), "encrypted"].map((p) => t(`assets.video.${p}`));
    expect(new Set(messages).size).toBe(5);
    await page.context().close();
  });
});

describe("the library pages on a phone (390×844)", () => {
  it("sessions, FAQ, resources and achievements fit the screen without axe violations", {
    timeout: LONG,
  }, async () => {
    const locale: Locale = "en-gb";
    const page = await signedIn("ewhite", locale, MOBILE_VIEWPORT);
    const pages: [string, string][] = [
      ["/sessions", "sessions-list"],
      ["/faq", "faq-page"],
      ["/assets", "assets-list"],
      ["/achievements", "achievements-list"],
    ];
    for (const [path, testId] of pages) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }
    // Ewhite has only the welcome so far: one session, available now.
    await page.goto("/sessions");
    await page.getByTestId("sessions-list").waitFor();
    const cards = page.getByTestId("sessions-list").getByRole("listitem");
    expect(await cards.count()).toBe(1);
    expect(norm(await cards.first().locator(".wg-status").textContent())).toBe(
      uiText(locale, "library:sessions.status.other"),
    );
    // A resource opened on the phone.
    await page.goto(`/assets?asset=${ARTICLE?.id ?? 1}`);
    await page.getByTestId("asset-view").waitFor();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
