import type { Locale } from "@wellguard/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { labelled, signIn, waitForPath } from "../support/flows";
import { choose, pngFile } from "../support/organisation";
import { type Product, startProduct } from "../support/server";
import { type MailSink, startMailSink } from "../support/smtp";
import { contractText, uiText } from "../support/text";

/*
 * The admin half of issue 3 point 15: an administrator creates a company with a logo and services, builds a
 * three-level department tree, creates a person, sends credential e-mails to several people at once (received by
 * a real SMTP server), edits a person (a refused field first) and deletes one; axe on every admin page.
 */

const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
const error = (code: string) => contractText(locale, `errors.${code}`);

let browser: Browser;
let product: Product;
let sink: MailSink;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  sink = await startMailSink();
  [browser, product] = await Promise.all([launchBrowser(), startProduct({ env: { SMTP_URL: sink.url } })]);
  context = await newContext(browser, { baseUrl: product.baseUrl, locale });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
  await sink?.close();
});

/** Types into a searchable Mantine Select and picks the option that appears. */
async function search(label: RegExp | string, text: string, option: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label }).or(page.getByRole("combobox", { name: label }));
  await input.first().click();
  await input.first().fill(text);
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function heading(text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text }).waitFor();
}

const unique = Date.now().toString(36);
const companyName = `Acme ${unique}`;
const domain = `acme-${unique}.example`;
let companyId = 0;

describe("the admin area", () => {
  it("shows the dashboard with totals, contracts per service and recent changes", async () => {
    await signIn(page, locale, "admin");
    await waitForPath(page, "/admin/dashboard");
    await heading(ui("routes.AdminDashboard"));
    await page.getByTestId("dashboard-totals").waitFor();
    expect(Number(await page.getByTestId("dashboard-total-companies").textContent())).toBeGreaterThanOrEqual(
      1,
    );
    // Demo Corp contracts every service: each service's name is listed in the admin's language.
    await page
      .getByTestId("dashboard-services")
      .getByText(contractText(locale, "services.phishing.name"), { exact: true })
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it("creates a company with domains, services and a logo, showing refused fields next to them first", async () => {
    await page.getByRole("link", { name: ui("routes.AdminCompaniesManagement") }).click();
    await waitForPath(page, "/admin/companies-management");
    await heading(ui("routes.AdminCompaniesManagement"));
    await page.getByTestId("companies-table").waitFor();
    await expectNoAxeViolations(page);

    // Search narrows the server-paged list.
    await page.getByLabel(ui("admin:companies.search")).fill("Demo Corp");
    await page.getByTestId("companies-table-row").filter({ hasText: "Demo Corp" }).waitFor();

    await page.getByTestId("companies-new").click();
    await waitForPath(page, "/admin/companies-management/new");
    await heading(ui("routes.AdminCompanyNew"));
    await expectNoAxeViolations(page);

    // Sent empty: the contract's own check marks the fields without a round trip.
    await page.getByTestId("company-submit").click();
    await page.getByTestId("company-form-errors").waitFor();
    const name = page.getByLabel(labelled(ui("organisation:fields.companyName")));
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(error("ND1046")).waitFor();
    await page.getByText(error("ND1016")).waitFor();
    await page.getByText(error("ND1015")).waitFor();
    await expectNoAxeViolations(page);

    await name.fill(companyName);
    await page
      .getByRole("textbox", { name: ui("admin:companyForm.domainLabel", { number: "1" }), exact: true })
      .fill(domain);
    await page.getByTestId("company-domain-add").click();
    await page
      .getByRole("textbox", { name: ui("admin:companyForm.domainLabel", { number: "2" }), exact: true })
      .fill("not a domain");
    await page.getByLabel(ui("organisation:fields.code")).fill(`A${unique}`.slice(0, 12).toUpperCase());
    await choose(
      page,
      labelled(ui("organisation:fields.surveyFlow")),
      contractText(locale, "surveyFlows.standard.name"),
    );
    for (const service of ["awareness", "wellbeing", "phishing"]) {
      await page.getByLabel(contractText(locale, `services.${service}.name`), { exact: true }).check();
    }
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: pngFile(),
    });
    await page.getByTestId("company-logo-preview").waitFor();

    // The second domain is refused next to its own row.
    await page.getByTestId("company-submit").click();
    const second = page.getByRole("textbox", {
      name: ui("admin:companyForm.domainLabel", { number: "2" }),
      exact: true,
    });
    await page.getByText(error("ND1047")).waitFor();
    expect(await second.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("button", { name: ui("admin:companyForm.removeDomain", { number: "2" }) }).click();

    await page.getByTestId("company-submit").click();
    await page.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    companyId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("company-notice").getByText(ui("admin:company.created")).waitFor();
    // The message is in view, not above the page's scroll position left by the long form (issue 15, point 14).
    expect(
      await page.getByTestId("company-notice").evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await heading(companyName);
    // The saved logo is shown back from the server.
    const logo = page.getByTestId("company-logo-preview");
    await logo.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="company-logo-preview"]') as HTMLImageElement | null)
          ?.naturalWidth === 2,
    );
    expect(
      await page.getByLabel(contractText(locale, "services.phishing.name"), { exact: true }).isChecked(),
    ).toBe(true);
    expect(
      await page.getByLabel(contractText(locale, "services.risk.name"), { exact: true }).isChecked(),
    ).toBe(false);
    await expectNoAxeViolations(page);
  });

  it("builds a three-level department tree for the company", async () => {
    await page.getByTestId("company-departments-link").click();
    await waitForPath(page, "/admin/departments");
    await heading(ui("routes.AdminDepartments"));
    await page.getByTestId("departments-tree-empty").waitFor();

    await page.getByTestId("departments-new").click();
    await waitForPath(page, "/admin/departments/new");
    await page.getByLabel(labelled(ui("organisation:fields.departmentName"))).fill("Operations");
    await page.getByTestId("department-submit").click();
    await waitForPath(page, "/admin/departments");
    await page.getByTestId("departments-notice").waitFor();

    // "Add below" starts the new department under the one it was pressed on.
    for (const [parent, child] of [
      ["Operations", "IT"],
      ["IT", "Security"],
    ] as const) {
      await page.getByRole("link", { name: ui("admin:departments.addChildNamed", { name: parent }) }).click();
      await waitForPath(page, "/admin/departments/new");
      await page.getByLabel(labelled(ui("organisation:fields.departmentName"))).fill(child);
      await page.getByTestId("department-submit").click();
      await waitForPath(page, "/admin/departments");
    }

    const tree = page.getByRole("tree");
    await tree.getByRole("treeitem", { name: "Security", exact: true }).waitFor();
    expect(
      await tree.getByRole("treeitem", { name: "Operations", exact: true }).getAttribute("aria-level"),
    ).toBe("1");
    expect(await tree.getByRole("treeitem", { name: "IT", exact: true }).getAttribute("aria-level")).toBe(
      "2",
    );
    expect(
      await tree.getByRole("treeitem", { name: "Security", exact: true }).getAttribute("aria-level"),
    ).toBe("3");

    // The keyboard walks the tree: one Tab stop, arrows to move, Left closes a branch.
    await tree.getByRole("treeitem", { name: "Operations", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(
      await tree.getByRole("treeitem", { name: "Security", exact: true }).getAttribute("aria-labelledby"),
    );
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    expect(await tree.getByRole("treeitem", { name: "IT", exact: true }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    await page.keyboard.press("ArrowRight");
    await expectNoAxeViolations(page);

    // Enter opens the focused department's own page.
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => /^\/admin\/departments\/\d+$/.test(url.pathname));
    await heading("IT");
    await page.getByTestId("department-form").waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId("page-back").click();
    await waitForPath(page, "/admin/departments");
  });

  it("shows the company's own dashboard with its people per department", async () => {
    await page.goto(`/admin/dashboard/${companyId}`);
    await heading(ui("admin:dashboard.detailOf", { company: companyName }));
    await page.getByTestId("dashboard-departments").getByText("Operations").waitFor();
    await expectNoAxeViolations(page);
  });

  it("creates a person in the company and a department", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await heading(ui("routes.AdminUsers"));
    await page.getByTestId("users-table-empty").waitFor();
    await page.getByTestId("users-new").click();
    await waitForPath(page, "/admin/users/new");
    await page.getByTestId("person-form").waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel(labelled(ui("organisation:fields.name"))).fill("Pat");
    await page.getByLabel(labelled(ui("organisation:fields.surname"))).fill("Tester");
    await page.getByLabel(labelled(ui("organisation:fields.email"))).fill(`pat@${domain}`);
    await search(labelled(ui("organisation:fields.department")), "Secu", "Operations › IT › Security");
    await page.getByTestId("person-form-submit").click();
    await page.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
    await page.getByTestId("user-notice").getByText(ui("admin:user.created")).waitFor();
    await heading("Pat Tester");
    await expectNoAxeViolations(page);
  });

  it("sends credential e-mails to several people at once, received over SMTP", async () => {
    // A second person, made through the API as a script would.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const created = await fetch(`${product.baseUrl}/api/v1/admin/stakeholders/people`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: "Sam",
        surname: "Second",
        email: `sam@${domain}`,
        stakeholderCompanyId: companyId,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);

    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").nth(1).waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId("users-table-select-page").check();
    await page
      .getByTestId("bulk-count")
      .getByText(ui("organisation:table.selected", { count: "2" }))
      .waitFor();
    await page.getByTestId("bulk-emails").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ui("admin:bulk.emailsTitle", { count: "2" })).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByTestId("bulk-dialog-confirm").click();
    await page
      .getByTestId("users-notice")
      .getByText(ui("admin:bulk.emailsDone", { sent: "2", skipped: "0" }))
      .waitFor();

    for (const address of [`pat@${domain}`, `sam@${domain}`]) {
      const mail = await sink.waitForMail(address);
      expect(mail.links.some((link) => link.startsWith(`${product.baseUrl}/password/`))).toBe(true);
    }
  });

  it("moves the selected people to a department at once, after confirmation", async () => {
    // The selection made for the e-mails is still there.
    await page.getByTestId("bulk-department").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ui("admin:bulk.departmentTitle", { count: "2" })).waitFor();
    await choose(dialog, ui("organisation:fields.department"), "Operations › IT");
    await expectNoAxeViolations(page);
    await dialog.getByTestId("bulk-dialog-confirm").click();
    await page
      .getByTestId("users-notice")
      .getByText(ui("admin:bulk.updated", { count: "2" }))
      .waitFor();
    const rows = page.getByTestId("users-table-row");
    await rows
      .filter({ hasText: "Sam Second" })
      .getByTestId("users-table-cell-department")
      .getByText("IT")
      .waitFor();
    expect(
      await rows.filter({ hasText: "Pat Tester" }).getByTestId("users-table-cell-department").textContent(),
    ).toBe("IT");
    await page.getByTestId("bulk-clear").click();
    await page.getByTestId("bulk-bar").waitFor({ state: "detached" });
  });

  it("edits a person, refusing a bad phone next to the field first, and deletes a person", async () => {
    await page.getByTestId("users-table-row").filter({ hasText: "Sam Second" }).getByRole("link").click();
    await page.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
    await heading("Sam Second");
    const phone = page.getByLabel(labelled(ui("organisation:fields.phone")));
    await phone.fill("12ab");
    await page.getByTestId("person-form-submit").click();
    await page.getByText(error("ND1022")).waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    await phone.fill("+34 600 111 222");
    await page.getByLabel(labelled(ui("organisation:fields.surname"))).fill("Segundo");
    await page.getByTestId("person-form-submit").click();
    await page.getByTestId("user-notice").getByText(ui("organisation:saved")).waitFor();
    await heading("Sam Segundo");

    await page.getByTestId("user-delete").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ui("admin:user.deleteText")).waitFor();
    await dialog.getByTestId("user-delete-dialog-confirm").click();
    await waitForPath(page, "/admin/users");
    await page.getByTestId("users-notice").waitFor();
    await page.getByTestId("users-table-row").filter({ hasText: "Pat Tester" }).waitFor();
    // The list reloads without the deleted person.
    await page.getByTestId("users-table-row").filter({ hasText: "Sam" }).waitFor({ state: "detached" });
  });

  it("fits a 390 px wide screen: the users list and the company form", async () => {
    const mobile = await newContext(browser, { baseUrl: product.baseUrl, locale, viewport: MOBILE_VIEWPORT });
    const phone = await mobile.newPage();
    await signIn(phone, locale, "admin");
    await waitForPath(phone, "/admin/dashboard");
    await phone.goto(`/admin/users?companyId=${companyId}`);
    await phone.getByTestId("users-table-row").first().waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // The page header reads h1, intro, then the action: the button no longer sits between the title and its intro.
    const top = (selector: string) =>
      phone.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1, selector);
    const h1Top = await top("h1");
    const introTop = await top(".wg-page-header-intro");
    const actionsTop = await top(".wg-page-header-actions");
    expect(h1Top).toBeLessThan(introTop);
    expect(introTop).toBeLessThan(actionsTop);
    // Links in a table read at their cell's size (inherited from the table), not Mantine's 16 px.
    const linkSize = await phone.evaluate(() => {
      const link = document.querySelector('[data-testid="users-table-row"] a');
      const cell = link?.closest("td");
      return link && cell ? [getComputedStyle(link).fontSize, getComputedStyle(cell).fontSize] : [];
    });
    expect(linkSize).toHaveLength(2);
    expect(linkSize[0]).toBe(linkSize[1]);
    expect(linkSize[0]).not.toBe("16px");
    await phone.goto(`/admin/companies/${companyId}`);
    await phone.getByTestId("company-form").waitFor();
    // The domain placeholder is the locale's example, as the help text names it.
    expect(await phone.getByTestId("company-domain").first().getAttribute("placeholder")).toBe(
      ui("admin:companyForm.domainExample"),
    );
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone);
    await mobile.close();
  });
});
