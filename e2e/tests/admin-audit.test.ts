import type { Locale, TCompany, TOutboxMessage, TOutboxPage, TPerson } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { DEMO_PASSWORD, labelled, signIn, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 3 point 8 in the browser: an admin edits a company and reads the change, field by field, in the audit log;
 * the log's filters (company, record type, record id); and a company admin, whom the server refuses the e-mail
 * outbox (403 NF1002), does not see it in the menu while a platform admin does.
 */

// No SMTP_URL: credential e-mails stay in the outbox, where the test reads the set-password link.
const suite = useSuite();
const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
const unique = Date.now().toString(36);

/** Calls the API as a script would, with the bearer token of the signed-in page. */
async function apiCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const bearer = token ?? (await page.evaluate(() => localStorage.getItem("token")));
  const res = await fetch(`${suite.product.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { records: T }).records;
}

/** A Mantine select by its label (a searchable one is a textbox, a plain one a combobox). */
function field(page: Page, label: string) {
  return page
    .getByRole("textbox", { name: labelled(label) })
    .or(page.getByRole("combobox", { name: labelled(label) }))
    .first();
}

/** The audit rows shown, as "action|record" lines. */
async function rows(page: Page): Promise<string[]> {
  return page.getByTestId("audit-table-row").evaluateAll((trs) =>
    trs.map((tr) => {
      const text = (id: string) => tr.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? "";
      return `${text("audit-action")}|${text("audit-entity-link") || text("audit-entity-name")}`;
    }),
  );
}

/** Waits until the table shows exactly the rows `check` accepts (the list refreshes after each filter). */
async function waitForRows(page: Page, check: (lines: string[]) => boolean): Promise<string[]> {
  let last: string[] = [];
  // The default poll gives up after 1 s; a busy machine can take longer to refetch the list.
  await expect
    .poll(
      async () => {
        last = await rows(page);
        return check(last);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

describe("the audit log", () => {
  let page: Page;
  let other: TCompany;
  let quinn: TPerson;

  beforeAll(async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, locale, "admin");
    await waitForPath(page, "/admin/dashboard");
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("shows a company edited by the admin, with the name before and after", async () => {
    await page.goto("/admin/companies/1");
    const name = page.getByTestId("company-name-input");
    await name.waitFor();
    expect(await name.inputValue()).toBe("Demo Corp");
    await name.fill("Demo Corp Audited");
    await page.getByTestId("company-submit").click();
    await page.getByTestId("company-notice").getByText(ui("organisation:saved")).waitFor();

    // The dashboard's latest changes lead to the whole log.
    await page.goto("/admin/dashboard");
    await page.getByTestId("dashboard-events").waitFor();
    await page.getByRole("link", { name: ui("admin:audit.dashboardLink") }).click();
    await waitForPath(page, "/admin/audit");
    await page.getByRole("heading", { level: 1, name: ui("routes.AdminAudit") }).waitFor();
    // Newest first: the edit heads the list, and links to the company.
    const first = page.getByTestId("audit-table-row").first();
    await first.getByText(ui("admin:audit.actions.update"), { exact: true }).waitFor();
    const link = first.getByTestId("audit-entity-link");
    expect(await link.textContent()).toBe("Demo Corp Audited");
    expect(await link.getAttribute("href")).toBe("/admin/companies/1");
    expect(await first.getByTestId("audit-who").textContent()).toContain("Ana Ortega");

    // The changes open from the keyboard; only the changed field is listed, as before → after.
    const summary = first.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const changes = first.getByTestId("audit-change");
    await changes.first().waitFor();
    expect(await changes.count()).toBe(1);
    const change = changes.first();
    expect(await change.locator("dt").textContent()).toBe(ui("organisation:fields.companyName"));
    expect(await change.getByTestId("audit-change-before").textContent()).toBe("Demo Corp");
    expect(await change.getByTestId("audit-change-after").textContent()).toBe("Demo Corp Audited");
    await expectNoAxeViolations(page);
  });

  it("filters by company, record type and record id", async () => {
    // A second company and one of its people, made through the API as a script would.
    const domain = `audit-${unique}.example`;
    other = await apiCall<TCompany>(page, "POST", "/admin/stakeholders/companies", {
      name: `Audit Co ${unique}`,
      domains: [domain],
      services: [1, 2],
      surveyFlowId: 1,
      type: "HOLDING",
      locale: "en-gb",
      timeZone: "Europe/London",
    });
    quinn = await apiCall<TPerson>(page, "POST", "/admin/stakeholders/people", {
      name: "Quinn",
      surname: "Filter",
      email: `quinn@${domain}`,
      stakeholderCompanyId: other.stakeholderId,
    });

    await page.goto("/admin/audit");
    await page.getByTestId("audit-table-row").first().waitFor();

    // Company: only the second company's two events (the newest first).
    const company = field(page, ui("organisation:fields.company"));
    await company.click();
    await company.fill("Audit Co");
    await page.getByRole("option", { name: other.name, exact: true }).click();
    const created = ui("admin:audit.actions.create");
    await waitForRows(page, (lines) => lines.length === 2);
    expect(await rows(page)).toEqual([`${created}|Quinn Filter`, `${created}|${other.name}`]);

    // Record type: people only.
    const type = field(page, ui("admin:audit.entityType"));
    await type.click();
    await page.getByRole("option", { name: ui("admin:audit.entityTypes.people"), exact: true }).click();
    await waitForRows(page, (lines) => lines.length === 1 && lines[0] === `${created}|Quinn Filter`);
    expect(new URL(page.url()).searchParams.get("entityType")).toBe("people");

    // Record id: the company's id with the people type matches nothing, and says so.
    const id = page.getByLabel(labelled(ui("admin:audit.entityId")));
    await id.fill(String(other.stakeholderId));
    await page.getByTestId("audit-table-empty").getByText(ui("admin:audit.emptyFiltered")).waitFor();
    // Something that is no id is refused next to the field.
    await id.fill("12ab");
    await page.getByText(ui("admin:audit.entityIdInvalid")).waitFor();
    await expectNoAxeViolations(page);

    // Without the type filter the company's id finds its creation.
    await id.fill(String(other.stakeholderId));
    await type.click();
    await page.getByRole("option", { name: ui("admin:audit.entityTypes.companies"), exact: true }).click();
    await waitForRows(page, (lines) => lines.length === 1 && lines[0] === `${created}|${other.name}`);

    // Creating shows the new record's fields.
    const row = page.getByTestId("audit-table-row").first();
    await row.locator("summary").click();
    // The changes are built when the row is opened: wait for them before reading the list.
    await row.getByTestId("audit-change").first().waitFor();
    const fields = await row
      .getByTestId("audit-change")
      .evaluateAll((els) => els.map((e) => e.dataset.field));
    expect(fields).toEqual(expect.arrayContaining(["name", "domains", "type", "services", "surveyFlowId"]));
    expect(await row.locator('[data-field="type"]').getByTestId("audit-change-after").textContent()).toBe(
      ui("organisation:companyTypes.HOLDING"),
    );
  });

  it("opens each record's own history from its page (company, person)", async () => {
    const created = ui("admin:audit.actions.create");
    const cases = [
      {
        page: `/admin/companies/${other.stakeholderId}`,
        link: "company-history-link",
        entityType: "companies",
        id: other.stakeholderId,
        rows: [`${created}|${other.name}`],
      },
      {
        page: `/admin/users/${quinn.stakeholderId}`,
        link: "user-history-link",
        entityType: "people",
        id: quinn.stakeholderId,
        rows: [`${created}|Quinn Filter`],
      },
    ];
    for (const c of cases) {
      await page.goto(c.page);
      const link = page.getByTestId(c.link);
      await link.waitFor();
      expect(await link.textContent()).toBe(ui("admin:audit.history"));
      await link.click();
      await waitForPath(page, "/admin/audit");
      const params = new URL(page.url()).searchParams;
      expect([params.get("entityType"), params.get("entityId")]).toEqual([c.entityType, String(c.id)]);
      // The filters show what the address asked for, and the list holds that record's events only.
      expect(await page.getByLabel(labelled(ui("admin:audit.entityId"))).inputValue()).toBe(String(c.id));
      expect(await waitForRows(page, (lines) => lines.length === c.rows.length)).toEqual(c.rows);
    }
  });

  it("fits a 390 px screen in Spanish, the changes beside the record", async () => {
    const context = await newContext(suite.browser, {
      baseUrl: suite.product.baseUrl,
      locale: "es-es",
      viewport: MOBILE_VIEWPORT,
    });
    const mobile = await context.newPage();
    await signIn(mobile, "es-es", "admin");
    await waitForPath(mobile, "/admin/dashboard");
    await mobile.goto("/admin/audit");
    await mobile.getByRole("heading", { level: 1, name: uiText("es-es", "routes.AdminAudit") }).waitFor();
    const first = mobile.getByTestId("audit-table-row").first();
    await first.locator("summary").click();
    await first.getByTestId("audit-change").first().waitFor();
    // Two columns: nothing is left to scroll to sideways.
    const widths = await mobile.evaluate(() => {
      const box = document.querySelector(".wg-table-scroll") as HTMLElement;
      return { scroll: box.scrollWidth, client: box.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.page).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(mobile);
    await context.close();
  });

  it("shows the outbox in the menu to the platform admin only, not to a company admin", async () => {
    // The platform admin sees it.
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: ui("routes.AdminOutbox"), exact: true }).waitFor();

    // A company admin of the second company, with a password set through the e-mailed link.
    const domain = other.domains[0] ?? "";
    const login = `boss-${unique}`;
    const boss = await apiCall<TPerson>(page, "POST", "/admin/stakeholders/people", {
      name: "Blair",
      surname: "Boss",
      email: `boss@${domain}`,
      login,
      stakeholderCompanyId: other.stakeholderId,
      profiles: ["USER", "ADMIN"],
    });
    await apiCall(page, "POST", "/admin/stakeholders/emails/people", { ids: [boss.stakeholderId] });
    const outbox = await apiCall<TOutboxPage>(
      page,
      "GET",
      `/admin/outbox?search=${encodeURIComponent(`boss@${domain}`)}`,
    );
    const messageId = outbox.items[0]?.id;
    expect(messageId).toBeDefined();
    const message = await apiCall<TOutboxMessage>(page, "GET", `/admin/outbox/${messageId}`);
    const token = /\/password\/([A-Za-z0-9_-]+)/.exec(message.textBody)?.[1] ?? "";
    expect(token).not.toBe("");
    await apiCall(page, "POST", "/auth/resetpassword/token", {
      token,
      password: DEMO_PASSWORD,
      repeatPassword: DEMO_PASSWORD,
    });

    // The conditions, accepted once through the API, so the browser goes straight in.
    const session = await apiCall<{ token: string }>(page, "POST", "/auth/login", {
      login,
      password: Buffer.from(DEMO_PASSWORD).toString("base64"),
    });
    await apiCall(page, "POST", "/auth/aceptconditions", { termsOfUse: 1, privacyPolicy: 1 }, session.token);

    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const bossPage = await context.newPage();
    bossPage.setDefaultTimeout(10_000);
    await signIn(bossPage, locale, login);
    await bossPage.waitForURL((url) => url.pathname !== "/");
    const profile = bossPage.waitForResponse((r) => r.url().includes("/api/v1/stakeholders/my-profile"));
    await bossPage.goto("/admin/dashboard");
    const answer = (await (await profile).json()) as { records: { platformAdmin: boolean } };
    expect(answer.records.platformAdmin).toBe(false);
    await bossPage.getByRole("link", { name: ui("routes.AdminAudit"), exact: true }).waitFor();
    expect(await bossPage.getByRole("link", { name: ui("routes.AdminOutbox"), exact: true }).count()).toBe(0);
    expect(await bossPage.getByTestId("nav-AdminOutbox").count()).toBe(0);

    // Their audit log holds their own companies' events only.
    await bossPage.getByRole("link", { name: ui("routes.AdminAudit"), exact: true }).click();
    await waitForPath(bossPage, "/admin/audit");
    await bossPage.getByTestId("audit-table-row").first().waitFor();
    const lines = await rows(bossPage);
    expect(lines.some((line) => line.includes("Demo Corp"))).toBe(false);
    expect(lines.some((line) => line.includes(other.name))).toBe(true);
    await context.close();
  });
});
