import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  DIMENSION_ELEMENTS as D,
  formatPercent,
  formatScore,
  type Locale,
  SERVICES,
  SURVEYS,
} from "@wellguard/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archetypeOf } from "../../apps/server/src/content/instruments/archetypes";
import { expectNoAxeViolations, launchBrowser, MOBILE_VIEWPORT } from "../support/browser";
import { withStoppedProductDatabase } from "../support/database";
import { signedInPage, waitForPath } from "../support/flows";
import { type Product, startProduct } from "../support/server";
import { contractText, uiText } from "../support/text";

/*
 * The profile pages (issue 4, spec §2 profile and its sub-pages) against the real server and database. The demo
 * employee gets profile records written straight into the stopped product's database (as scoring would write
 * them: current ones with vigence 1, an older awareness level with vigence 0 for the evolution chart), then each
 * page's figures are read as the person sees them. A second person with only the awareness and wellbeing modules
 * checks the module gating.
 */

const DAY = 24 * 60 * 60 * 1000;

interface Row {
  surveyTypeId: number;
  dimensionId: number;
  value: number;
  extra?: number;
  daysAgo: number;
  vigence?: 0 | 1;
}

const CYBER = [
  [D.DIMENSION_DATA_PROTECTION, 6],
  [D.DIMENSION_COMMUNICATIONS, 5],
  [D.DIMENSION_MALWARE, 4],
  [D.DIMENSION_PASSWORD_MANAGEMENT, 3],
  [D.DIMENSION_WORKPLACE, 2],
  [D.DIMENSION_COMPLIANCE, 1],
  [D.DIMENSION_SOCIAL_ENGINEERING, 6],
] as const;
// Awareness level = mean of correct/6 × 10 over the seven dimensions = 45/7 = 6.43; 27 correct answers.
const LEVEL = 45 / 7;

const ROWS: Row[] = [
  ...CYBER.map(([dimensionId, value]) => ({
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
    dimensionId,
    value,
    extra: 6,
    daysAgo: 1,
  })),
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
    dimensionId: D.DIMENSION_CYBER_RESULTS,
    value: 4,
    extra: 17,
    daysAgo: 200,
    vigence: 0,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
    dimensionId: D.DIMENSION_CYBER_RESULTS,
    value: LEVEL,
    extra: 27,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CLIMATE_GLOBAL,
    dimensionId: D.DIMENSION_CLIMATE_LEVEL,
    value: 6.5,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS,
    dimensionId: D.DIMENSION_WHO5_INDEX,
    value: 44,
    extra: 11,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS,
    dimensionId: D.DIMENSION_WORK_CLIMATE,
    value: 7,
    daysAgo: 1,
  },
  // Risk levels (raw 1..6): general 3, confidentiality 2, integrity 3, availability 5 → levels 2: 1, 3: 2, 5: 1.
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_GENERAL_RISK,
    value: 3,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_CONFIDENTIALITY_RISK,
    value: 2,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_INTEGRITY_RISK,
    value: 3,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_AVAILABILITY_RISK,
    value: 5,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_GENERAL_HAZARD,
    value: 4,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL,
    dimensionId: D.DIMENSION_PRINCIPAL_INSIDER,
    value: D.DIMENSION_INSIDER_GREEN,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_INSIDER_RED,
    dimensionId: D.DIMENSION_INSIDER_RED,
    value: 3,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_INSIDER_GREEN,
    dimensionId: D.DIMENSION_INSIDER_GREEN,
    value: 6,
    daysAgo: 1,
  },
  {
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_INSIDER_BLUE,
    dimensionId: D.DIMENSION_INSIDER_BLUE,
    value: 2,
    daysAgo: 1,
  },
  ...(
    [
      [D.DIMENSION_IMPACT_LEVEL, 7],
      [D.DIMENSION_IMPACT_DATA, 8],
      [D.DIMENSION_IMPACT_PRIVILEGE, 6],
      [D.DIMENSION_IMPACT_EXPOSURE, 7],
    ] as const
  ).map(([dimensionId, value]) => ({
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_IMPACT,
    dimensionId,
    value,
    daysAgo: 1,
  })),
  ...(
    [
      [D.DIMENSION_SE_SUSCEPTIBILITY, 5.5],
      [D.DIMENSION_SE_AUTHORITY, 8],
      [D.DIMENSION_SE_URGENCY, 6],
      [D.DIMENSION_SE_SOCIAL_PROOF, 4],
      [D.DIMENSION_SE_TRUST, 5],
      [D.DIMENSION_SE_CURIOSITY, 5],
    ] as const
  ).map(([dimensionId, value]) => ({
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING,
    dimensionId,
    value,
    daysAgo: 1,
  })),
  // One burnout measurement: its evolution line is padded to today (spec §9).
  ...(
    [
      [D.DIMENSION_BURNOUT_PERSONAL, 45.8],
      [D.DIMENSION_BURNOUT_WORK, 62.5],
      [D.DIMENSION_BURNOUT_CLIENT, 100],
    ] as const
  ).map(([dimensionId, value]) => ({
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_BURNOUT,
    dimensionId,
    value,
    extra: 6,
    daysAgo: 3,
  })),
  ...(
    [
      [D.DIMENSION_ARCHETYPE_GUARDIAN, 4],
      [D.DIMENSION_ARCHETYPE_EXPLORER, 6],
      [D.DIMENSION_ARCHETYPE_HELPER, 8],
      [D.DIMENSION_ARCHETYPE_SPRINTER, 3],
      [D.DIMENSION_ARCHETYPE_SKEPTIC, 5],
      [D.DIMENSION_ARCHETYPE_CONNECTOR, 7],
    ] as const
  ).map(([dimensionId, value]) => ({
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_ARCHETYPE,
    dimensionId,
    value,
    daysAgo: 1,
  })),
];

async function seedProfile(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ id: number; company_id: number; department_id: number | null }>(
    "select id, company_id, department_id from people where login = 'employee'",
  );
  const person = rows[0];
  if (!person) throw new Error("No demo employee");
  const now = Date.now();
  for (const r of ROWS) {
    await db.query(
      `insert into profile_dimension_records
         (person_id, company_id, department_id, survey_type_id, interaction_id, dimension_id, dimension_value,
          dimension_value_extra, start_date, vigence)
       values ($1, $2, $3, $4, null, $5, $6, $7, $8, $9)`,
      [
        person.id,
        person.company_id,
        person.department_id,
        r.surveyTypeId,
        r.dimensionId,
        r.value,
        r.extra ?? null,
        new Date(now - r.daysAgo * DAY).toISOString(),
        r.vigence ?? 1,
      ],
    );
  }
  await db.query(
    `insert into person_scores (person_id, insider, risk, hazard, wellbeing, cyber)
     values ($1, $2, 3, 4, 6.5, $3)
     on conflict (person_id) do update set insider = excluded.insider, risk = 3, hazard = 4, wellbeing = 6.5,
       cyber = excluded.cyber`,
    [person.id, D.DIMENSION_INSIDER_GREEN, Math.round(LEVEL * 10) / 10],
  );
  await db.query("update people set progress = 40 where id = $1", [person.id]);
  // Emily White has only the awareness and wellbeing modules.
  const only = (["awareness", "wellbeing"] as const).map((key) => SERVICES.indexOf(key) + 1);
  await db.query("update people set services = $1 where login = 'ewhite'", [only]);
}

let browser: Browser;
let product: Product;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "wellguard-e2e-profile-"));
  const seeding = await startProduct({ dataDir });
  await seeding.stop();
  await withStoppedProductDatabase(dataDir, seedProfile);
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

/** Opens a profile page from the app (client-side navigation keeps the session) and waits for its content. */
async function open(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(testId).waitFor();
  await page.getByTestId("profile-loading").waitFor({ state: "detached" });
  await page.getByTestId("actions-loading").waitFor({ state: "detached" });
  await page.getByTestId("evolution-loading").waitFor({ state: "detached" });
}

/** Text with runs of white space (also no-break spaces) as one space. */
const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

async function text(page: Page, testId: string): Promise<string> {
  return norm(await page.getByTestId(testId).first().textContent());
}

/** The recommended actions finished loading: a list or the "none" line, never the error. */
async function expectActionsLoaded(page: Page): Promise<void> {
  const section = page.getByTestId("profile-actions");
  await section.getByTestId("actions-list").or(section.getByTestId("actions-list-empty")).first().waitFor();
  expect(await section.getByTestId("actions-error").count()).toBe(0);
}

describe("the profile pages of a measured employee", () => {
  it.each([
    ["desktop", undefined],
    ["phone", MOBILE_VIEWPORT],
  ] as const)("show each page's figures in the person's language (%s)", async (_name, viewport) => {
    const locale: Locale = "es-es";
    const page = await signedIn("employee", locale, viewport);
    const outOf = (value: number, max = 10) =>
      uiText(locale, "profile:value.outOf", {
        value: formatScore(value, locale),
        max: formatScore(max, locale),
      });

    // Hub: the scores and a card per contracted profile page (Demo Corp has every module).
    await page.goto("/profile");
    await page.getByTestId("profile-scores").waitFor();
    expect(norm(await text(page, "score-cyber"))).toContain(outOf(6.4));
    expect(norm(await text(page, "score-wellbeing"))).toContain(outOf(6.5));
    expect(norm(await text(page, "score-risk"))).toContain(outOf(6)); // 12 − 2 × 3
    expect(norm(await text(page, "score-progress"))).toContain(norm(formatPercent(40, locale)));
    expect(await text(page, "score-insider")).toContain(contractText(locale, "dimensions.insiderGreen.name"));
    expect(await page.getByTestId("profile-page-card").count()).toBe(7);
    await expectNoAxeViolations(page);

    // Awareness: level 6.43 → 6,4; 27 of 42; progress = value / 6 with the §9 classes.
    await page
      .getByTestId("profile-pages")
      .getByRole("link", { name: uiText(locale, "routes.ProfileAwareness"), exact: true })
      .click();
    await waitForPath(page, "/profile/awareness");
    await open(page, "/profile/awareness", "profile-awareness");
    expect(norm(await text(page, "awareness-level"))).toContain(outOf(6.4));
    expect(await text(page, "awareness-correct")).toBe(
      uiText(locale, "profile:awareness.correct", { n: "27", total: "42" }),
    );
    const rows = page.getByTestId("awareness-dimension");
    expect(await rows.count()).toBe(7);
    const progress = page.getByTestId("awareness-progress");
    expect(norm(await progress.nth(0).textContent())).toContain(norm(formatPercent(100, locale)));
    expect(await progress.nth(0).getAttribute("data-class")).toBe("success");
    expect(norm(await progress.nth(2).textContent())).toContain(norm(formatPercent((4 / 6) * 100, locale)));
    expect(await progress.nth(5).getAttribute("data-class")).toBe("danger"); // 1 of 6
    // Evolution: the older level and the current one (12 months); 3 months leaves only the current one.
    const chart = page.getByTestId(`evolution-${D.DIMENSION_CYBER_RESULTS}-svg`);
    expect(await chart.getAttribute("data-points")).toBe("2");
    expect(await chart.getAttribute("aria-label")).toContain(formatScore(4, locale));
    await page.getByTestId("evolution-period").selectOption("3");
    await page
      .locator(`[data-testid="evolution-${D.DIMENSION_CYBER_RESULTS}-svg"][data-points="1"]`)
      .waitFor();
    // Dimensions at 4 of 6 or less get recommended actions.
    await page.getByTestId("actions-list").getByTestId("action").first().waitFor();
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Wellbeing: climate level, WHO-5 index with its raw score and the low-index note, work climate.
    await open(page, "/profile/wellbeing", "profile-wellbeing");
    expect(await page.getByTestId("wellbeing-dimension").count()).toBe(3);
    expect(await text(page, "who5-raw")).toBe(uiText(locale, "profile:wellbeing.who5Raw", { raw: "11" }));
    await page.getByTestId("who5-low").waitFor();
    expect(norm(await text(page, "wellbeing-values"))).toContain(outOf(44, 100));
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Security: 12 − 2 × raw; levels 1-6 with the missing ones as 0; hazard; principal insider.
    await open(page, "/profile/security", "profile-security");
    expect(norm(await text(page, "security-general-risk"))).toContain(outOf(6));
    expect(norm(await text(page, "security-general-hazard"))).toContain(outOf(4));
    const levels = await page
      .getByTestId("security-levels")
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(levels).toEqual([
      ["1", "0"],
      ["2", "1"],
      ["3", "2"],
      ["4", "0"],
      ["5", "1"],
      ["6", "0"],
    ]);
    const securityRows = page.getByTestId("security-risk").getByTestId("security-dimension");
    expect(await securityRows.count()).toBe(3);
    expect(norm(await text(page, "security-risk"))).toContain(outOf(8)); // confidentiality raw 2
    expect(norm(await text(page, "security-risk"))).toContain(outOf(2)); // availability raw 5
    expect(await text(page, "security-principal-insider")).toContain(
      contractText(locale, "dimensions.insiderGreen.name"),
    );
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Impact.
    await open(page, "/profile/impact", "profile-impact");
    expect(norm(await text(page, "impact-level"))).toContain(outOf(7));
    expect(await page.getByTestId("impact-dimension").count()).toBe(3);
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Social engineering: 5,5 and the five levers.
    await open(page, "/profile/social-engineering", "profile-social-engineering");
    expect(norm(await text(page, "se-susceptibility"))).toContain(outOf(5.5));
    expect(await page.getByTestId("se-dimension").count()).toBe(5);
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Burnout: CBI bands; one measurement padded to a two-point line.
    await open(page, "/profile/burnout", "profile-burnout");
    const bands = await page.getByTestId("burnout-band").allInnerTexts();
    expect(bands).toEqual(
      ["low", "moderate", "severe"].map((band) => uiText(locale, `profile:burnout.bands.${band}`)),
    );
    // Subscales at 50 or more get recommended actions (work 62,5 and client 100).
    await page.getByTestId("actions-list").getByTestId("action").first().waitFor();
    const burnoutChart = page.getByTestId(`evolution-${D.DIMENSION_BURNOUT_WORK}-svg`);
    expect(await burnoutChart.getAttribute("data-points")).toBe("1");
    expect(await burnoutChart.locator("circle").count()).toBe(2);
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);

    // Archetype: the highest current score (helper, 8) is the person's archetype.
    await open(page, "/profile/archetype", "profile-archetype");
    await page.getByTestId("archetype-card").waitFor();
    expect(await page.getByTestId("archetype-card").getAttribute("data-dimension")).toBe(
      String(D.DIMENSION_ARCHETYPE_HELPER),
    );
    expect(await text(page, "archetype-title")).toBe(contractText(locale, "dimensions.archetypeHelper.name"));
    // The archetype's own action (server catalogue) is on the card, not repeated in the recommendations.
    await page.getByTestId("archetype-card").getByTestId("archetype-action").waitFor();
    // With the archetype's strengths and watch-outs in the person's language, under their headings.
    const helper = archetypeOf(D.DIMENSION_ARCHETYPE_HELPER);
    const archetypeCard = page.getByTestId("archetype-card");
    expect(await text(page, "archetype-strengths")).toBe(helper?.strengths[locale]);
    expect(await text(page, "archetype-watch-outs")).toBe(helper?.watchOuts[locale]);
    for (const key of ["strengths", "watchOuts"]) {
      await archetypeCard
        .getByRole("heading", { level: 3, name: uiText(locale, `profile:archetype.${key}`) })
        .waitFor();
    }
    expect(await page.getByTestId("archetype-dimension").count()).toBe(6);
    await expectActionsLoaded(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("module gating and the not-measured state", () => {
  it.each([
    ["desktop", undefined],
    ["phone", MOBILE_VIEWPORT],
  ] as const)("shows only the contracted pages and redirects the others (%s)", async (_name, viewport) => {
    const locale: Locale = "en-gb";
    const page = await signedIn("ewhite", locale, viewport);
    await page.goto("/profile");
    await page.getByTestId("profile-pages").getByTestId("profile-page-card").first().waitFor();
    const cards = await page
      .getByTestId("profile-page-card")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-route")));
    expect(cards).toEqual(["ProfileAwareness", "ProfileWellbeing"]);
    await page.getByTestId("score-cyber").waitFor();
    expect(await text(page, "score-cyber")).toContain(uiText(locale, "profile:scores.notMeasured"));
    // Scores of modules the person does not have are not shown (security and the insider profile: risk).
    expect(await page.getByTestId("score-wellbeing").count()).toBe(1);
    expect(await page.getByTestId("score-risk").count()).toBe(0);
    expect(await page.getByTestId("score-insider").count()).toBe(0);
    await expectNoAxeViolations(page);

    // No records yet: the not-measured state with a link to the dashboard.
    await open(page, "/profile/awareness", "profile-awareness");
    const notMeasured = page.getByTestId("profile-not-measured");
    await notMeasured.waitFor();
    // Nothing measured: the empty actions say when they will come, not "Keep it up!" (issue 15, point 14).
    const noActions = page.getByTestId("actions-list-empty");
    await noActions.waitFor();
    expect(await noActions.textContent()).toBe(uiText(locale, "profile:actions.notYet"));
    await expectNoAxeViolations(page);
    await notMeasured.getByRole("link", { name: uiText(locale, "profile:notMeasured.link") }).click();
    await waitForPath(page, "/dashboard");

    // A page of a module the person does not have sends them to their dashboard.
    for (const path of ["/profile/burnout", "/profile/security", "/profile/archetype"]) {
      await page.goto(path);
      await waitForPath(page, "/dashboard");
    }
    await page.context().close();
  });
});
