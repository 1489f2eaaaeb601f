import { LOCALES, type Locale } from "@wellguard/contract";
import ExcelJS from "exceljs";
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext } from "../support/browser";
import { labelled, signIn, waitForPath } from "../support/flows";
import { choose, pngFile } from "../support/organisation";
import { type MailSink, startMailSink } from "../support/smtp";
import { useSuite } from "../support/suite";
import { contractText, uiText } from "../support/text";

/*
 * Issue 3 point 15, the onboarding of a whole company, in Spanish: an administrator creates a company with a logo
 * and services, builds a department tree, imports 50 people from an Excel workbook (preview; a second file with
 * errors; then the commit with its progress and result), selects them all and sends the credential e-mails
 * (received by a real SMTP server, each in the person's language); one new person follows the link in a fresh
 * browser (in Polish), sets a password, signs in, accepts the conditions and reaches the dashboard.
 * axe on the import dialog at each step (choose, preview, errors, progress, result, failure) and on the
 * set-password page. Then the dialog's edges, each a bug found here: closed during a commit, left running while
 * the list shows another company, a commit failing after it was closed, a double click, counts in the interface
 * language. Slow networks are played by holding the page's own requests (page.route), never by answering them.
 */

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await sink?.close();
});
// The SMTP sink starts first (hooks run in order), so its URL is known when the product starts.
const suite = useSuite({
  env: {
    get SMTP_URL() {
      return sink.url;
    },
  },
});

const locale: Locale = "es-es";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
const error = (code: string) => contractText(locale, `errors.${code}`);

const unique = Date.now().toString(36);
const companyName = `Ñandú Seguros ${unique}`;
const domain = `nandu-${unique}.example`;

/** The import columns, headed as the template writes them in the admin's language. */
const COLUMNS = ["name", "surname", "email", "department", "language", "phone"] as const;
type Row = Record<(typeof COLUMNS)[number], string>;

const FIRST_NAMES = [
  "José",
  "María",
  "Íñigo",
  "Łucja",
  "Zoë",
  "François",
  "Àngels",
  "João",
  "Begoña",
  "Ørjan",
];
const SURNAMES = ["Núñez", "Gómez-Peña", "Wójcik", "Etxeberría", "Müller", "Sánchez", "Çelik", "Ferrà"];
/** People in the departments built through the UI, at every level, and in one new path the import creates. */
const DEPARTMENTS = ["Operaciones", "operaciones/tecnología", "Recursos Humanos", "Ventas/Península Ibérica"];

/** The 50 people: accented names, every product language in turn, a department path each. */
function people(): Row[] {
  return Array.from({ length: 50 }, (_, i) => ({
    name: FIRST_NAMES[i % FIRST_NAMES.length] as string,
    surname: `${SURNAMES[i % SURNAMES.length]} ${i + 1}`,
    email: `persona${i + 1}@${domain}`,
    department: DEPARTMENTS[i % DEPARTMENTS.length] as string,
    language: LOCALES[i % LOCALES.length] as string,
    phone: i % 5 === 0 ? `+34 600 000 ${String(i).padStart(3, "0")}` : "",
  }));
}

/** An xlsx written by exceljs, with the template's headers in Spanish ("Correo electrónico *" style is optional). */
async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Personas");
  sheet.addRow(COLUMNS.map((key) => ui(`peopleImport:columns.${key}`)));
  for (const row of rows) sheet.addRow(COLUMNS.map((key) => row[key]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const everyone = people();
/** The person who follows the link: Polish, so the e-mail and the pages are in Polish. */
const newcomer = everyone[LOCALES.indexOf("pl")] as Row;

let context: BrowserContext;
let page: Page;
let companyId = 0;

beforeAll(async () => {
  context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await context?.close();
});

async function heading(text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text }).waitFor();
}

function dialog() {
  return page.getByTestId("import-people-dialog");
}

/** Filters the users list by a company, searched as the admin types. */
async function pickCompany(name: string): Promise<void> {
  const company = page
    .getByRole("textbox", { name: ui("organisation:fields.company") })
    .or(page.getByRole("combobox", { name: ui("organisation:fields.company") }))
    .first();
  await company.click();
  await company.fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

type Hold = { count: () => number; release: () => void; stop: () => Promise<void> };

/**
 * Holds the page's requests that `matches` (as a slow network would) until `release()`, counting them;
 * `stop()` releases, lets the held requests go on and removes the hold.
 */
async function holdRequests(matches: (url: URL, method: string) => boolean): Promise<Hold> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Promise<void>[] = [];
  const handler = async (route: Route) => {
    if (!matches(new URL(route.request().url()), route.request().method())) return route.fallback();
    const going = released.then(() => route.continue());
    held.push(going);
    await going;
  };
  await page.route("**/api/v1/**", handler);
  return {
    count: () => held.length,
    release,
    stop: async () => {
      release();
      await Promise.all(held);
      await page.unroute("**/api/v1/**", handler);
    },
  };
}

/** The commit call: POST …/people/import/{companyId}/{importId}/commit. */
const holdCommits = () =>
  holdRequests((url, method) => method === "POST" && url.pathname.endsWith("/commit"));
/** The status calls the dialog polls while a commit runs: GET …/people/import/{companyId}/{importId}. */
const holdStatus = () =>
  holdRequests((url, method) => method === "GET" && /\/people\/import\/\d+\/[^/]+$/.test(url.pathname));

async function uploadFile(name: string, bytes: Buffer): Promise<void> {
  await dialog()
    .getByTestId("import-people-file")
    .setInputFiles({ name, mimeType: XLSX_TYPE, buffer: bytes });
  await dialog().getByTestId("import-people-upload").click();
  await dialog().getByTestId("import-people-preview").waitFor();
}

describe("onboarding a company: create, import 50 people, send credentials, first sign-in", () => {
  it("creates the company with a logo and services (in Spanish)", async () => {
    expect(newcomer.language).toBe("pl");
    await signIn(page, locale, "admin");
    await waitForPath(page, "/admin/dashboard");
    await page.goto("/admin/companies-management/new");
    await heading(ui("routes.AdminCompanyNew"));

    await page.getByLabel(labelled(ui("organisation:fields.companyName"))).fill(companyName);
    await page
      .getByRole("textbox", { name: ui("admin:companyForm.domainLabel", { number: "1" }), exact: true })
      .fill(domain);
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
    await page.getByTestId("company-submit").click();
    await page.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    companyId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("company-notice").getByText(ui("admin:company.created")).waitFor();
    await heading(companyName);
    // The new company's page offers the import itself, not only the users list once filtered by the company
    // (issue 15, point 14); the list's entry is followed below.
    const importButton = page.getByTestId("import-people-open");
    // The button comes with the company's page data: waited for, not read at once (a loaded CI machine was slower).
    await expect.poll(() => importButton.count()).toBe(1);
    await importButton.click();
    await page.getByTestId("import-people-dialog").getByRole("heading").first().waitFor();
    await page.keyboard.press("Escape");
  });

  it("builds a department tree of three departments", async () => {
    await page.getByTestId("company-departments-link").click();
    await waitForPath(page, "/admin/departments");
    await page.getByTestId("departments-tree-empty").waitFor();
    for (const name of ["Operaciones", "Recursos Humanos"]) {
      await page.getByTestId("departments-new").click();
      await waitForPath(page, "/admin/departments/new");
      await page.getByLabel(labelled(ui("organisation:fields.departmentName"))).fill(name);
      await page.getByTestId("department-submit").click();
      await waitForPath(page, "/admin/departments");
      await page.getByRole("tree").getByRole("treeitem", { name, exact: true }).waitFor();
    }
    await page
      .getByRole("link", { name: ui("admin:departments.addChildNamed", { name: "Operaciones" }) })
      .click();
    await waitForPath(page, "/admin/departments/new");
    await page.getByLabel(labelled(ui("organisation:fields.departmentName"))).fill("Tecnología");
    await page.getByTestId("department-submit").click();
    await waitForPath(page, "/admin/departments");
    const tree = page.getByRole("tree");
    await tree.getByRole("treeitem", { name: "Tecnología", exact: true }).waitFor();
    expect(
      await tree.getByRole("treeitem", { name: "Tecnología", exact: true }).getAttribute("aria-level"),
    ).toBe("2");
  });

  it("opens the import from the users list filtered by the company; the template is offered", async () => {
    await page.getByRole("link", { name: ui("routes.AdminUsers") }).click();
    await waitForPath(page, "/admin/users");
    await heading(ui("routes.AdminUsers"));
    // Import needs a company: it appears once the list is filtered by one.
    await page.getByTestId("users-import-export").waitFor({ state: "detached" });
    await pickCompany(companyName);
    await page.waitForURL((url) => url.searchParams.get("companyId") === String(companyId));
    await page.getByTestId("users-table-empty").waitFor();

    await page.getByTestId("import-people-open").click();
    await dialog()
      .getByRole("heading", { name: ui("peopleImport:title") })
      .waitFor();
    expect(await dialog().evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    for (const format of ["xlsx", "csv"]) {
      await dialog()
        .getByRole("button", { name: ui(`peopleImport:template.${format}`), exact: true })
        .waitFor();
    }
    // The company's services and survey flow are the defaults.
    for (const service of ["awareness", "wellbeing", "phishing"]) {
      expect(
        await dialog()
          .getByLabel(contractText(locale, `services.${service}.name`), { exact: true })
          .isChecked(),
      ).toBe(true);
    }
    expect(
      await dialog()
        .getByLabel(ui("peopleImport:options.surveyFlow"))
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe(contractText(locale, "surveyFlows.standard.name"));
    await expectNoAxeViolations(page);
  });

  it("previews the 50-person workbook: 50 new people, no errors, the new department path", async () => {
    await uploadFile("personas.xlsx", await workbook(everyone));
    expect(await dialog().getByTestId("import-count-total").textContent()).toBe("50");
    expect(await dialog().getByTestId("import-count-creates").textContent()).toBe("50");
    expect(await dialog().getByTestId("import-count-updates").textContent()).toBe("0");
    expect(await dialog().getByTestId("import-count-errors").textContent()).toBe("0");
    await dialog().getByTestId("import-people-state").getByText(ui("peopleImport:preview.ready")).waitFor();
    const newDepartments = dialog().locator(".wg-import-departments li");
    expect(await newDepartments.allTextContents()).toEqual(["Ventas", "Ventas/Península Ibérica"]);
    expect(await dialog().getByTestId("import-people-outside-domains").count()).toBe(0);
    await dialog()
      .getByTestId("import-people-commit")
      .getByText(ui("peopleImport:commit", { count: "50" }))
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it("shows each wrong row of another file with its row, column and the problem in Spanish", async () => {
    await dialog()
      .getByRole("button", { name: ui("peopleImport:another") })
      .click();
    const bad: Row[] = [
      { ...(everyone[0] as Row), email: `otra1@${domain}` },
      { ...(everyone[1] as Row), email: "esto no es un correo" },
      { ...(everyone[2] as Row), email: `otra3@${domain}` },
      { ...(everyone[3] as Row), email: `otra4@${domain}`, phone: "12ab" },
      // Not an error: imported as it is, but named so a slip is seen (issue 15, point 14).
      { ...(everyone[4] as Row), email: "otra5@correo-personal.example" },
    ];
    await uploadFile("personas-con-errores.xlsx", await workbook(bad));
    expect(await dialog().getByTestId("import-count-errors").textContent()).toBe("2");
    await dialog()
      .getByTestId("import-people-state")
      .getByText(ui("peopleImport:preview.hasErrors"))
      .waitFor();
    expect(await dialog().getByTestId("import-people-commit").count()).toBe(0);

    const rows = dialog().getByTestId("import-errors-row");
    expect(await rows.count()).toBe(2);
    const cells = async (index: number) => ({
      row: await rows.nth(index).getByTestId("import-errors-cell-row").textContent(),
      column: await rows.nth(index).getByTestId("import-errors-cell-column").textContent(),
      problem: await rows.nth(index).getByTestId("import-errors-cell-problem").textContent(),
    });
    // Row numbers as a spreadsheet shows them (the headers are row 1), columns as headed in the file.
    expect(await cells(0)).toEqual({
      row: "3",
      column: ui("peopleImport:columns.email"),
      problem: error("ND1041"),
    });
    expect(await cells(1)).toEqual({
      row: "5",
      column: ui("peopleImport:columns.phone"),
      problem: error("ND1022"),
    });
    const outside = dialog().getByTestId("import-people-outside-domains");
    expect(
      await outside
        .getByText(ui("peopleImport:preview.outsideDomains", { count: "1", domains: domain }))
        .count(),
    ).toBe(1);
    expect(await outside.locator("li").allTextContents()).toEqual([
      ui("peopleImport:preview.outsideDomainsRow", { row: "6", email: "otra5@correo-personal.example" }),
    ]);
    await expectNoAxeViolations(page);
  });

  it("imports the 50 people: progress, then the result, and the list shows them", async () => {
    await dialog()
      .getByRole("button", { name: ui("peopleImport:another") })
      .click();
    await uploadFile("personas.xlsx", await workbook(everyone));
    // The status answers are held back, so the progress bar stays where the commit's answer put it.
    const hold = await holdStatus();
    const done = dialog().getByTestId("import-people-done");
    try {
      await dialog().getByTestId("import-people-commit").click();
      const progress = dialog()
        .getByRole("status")
        .filter({ has: page.locator("progress") });
      await progress.getByText(ui("peopleImport:committing", { processed: "0", total: "50" })).waitFor();
      expect(
        await progress.getByRole("progressbar", { name: ui("peopleImport:progressLabel") }).count(),
      ).toBe(1);
      await expectNoAxeViolations(page);
      hold.release();
      await done.waitFor();
    } finally {
      await hold.stop();
    }
    expect(await done.textContent()).toContain(
      ui("peopleImport:done.summary", { created: "50", updated: "0", departments: "2" }),
    );
    await expectNoAxeViolations(page);
    await dialog()
      .getByRole("button", { name: ui("peopleImport:close") })
      .last()
      .click();
    expect(await dialog().evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);

    await page.getByTestId("users-notice").getByText(ui("admin:users.imported")).waitFor();
    await page
      .getByTestId("users-table")
      .getByText(
        ui("organisation:table.caption", {
          caption: ui("admin:users.caption"),
          from: "1",
          to: "25",
          total: "50",
        }),
      )
      .waitFor();
    await page.getByTestId("users-table-row").filter({ hasText: "Begoña" }).first().waitFor();
  });

  it("selects the 50 people on both pages and sends the credential e-mails, each in the person's language", async () => {
    await page.getByTestId("users-table-select-page").check();
    const firstOfPage1 = await page.getByTestId("users-table-row").first().getAttribute("data-id");
    await page.getByTestId("users-table-next").click();
    // The caption changes at once; the rows of page 1 stay until page 2 arrives.
    await page
      .locator(`[data-testid="users-table-row"]:first-child:not([data-id="${firstOfPage1}"])`)
      .waitFor();
    await page
      .getByTestId("users-table")
      .getByText(
        ui("organisation:table.caption", {
          caption: ui("admin:users.caption"),
          from: "26",
          to: "50",
          total: "50",
        }),
      )
      .waitFor();
    await page.getByTestId("users-table-select-page").check();
    await page
      .getByTestId("bulk-count")
      .getByText(ui("organisation:table.selected", { count: "50" }))
      .waitFor();
    await page.getByTestId("bulk-emails").click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText(ui("admin:bulk.emailsTitle", { count: "50" })).waitFor();
    await confirm.getByTestId("bulk-dialog-confirm").click();
    await page
      .getByTestId("users-notice")
      .getByText(ui("admin:bulk.emailsDone", { sent: "50", skipped: "0" }))
      .waitFor();

    for (const person of everyone) {
      const mail = await sink.waitForMail(person.email, 30_000);
      const language = person.language as Locale;
      expect(mail.subject, person.email).toBe(contractText(language, "email.credentials.subject"));
      expect(mail.text).toContain(
        contractText(language, "email.credentials.greeting").replace("{{name}}", person.name),
      );
      expect(mail.links.some((link) => link.startsWith(`${suite.product.baseUrl}/password/`))).toBe(true);
    }
  });

  it("lets a new person set a password from the link, sign in, accept the conditions and reach the dashboard", async () => {
    const polish: Locale = "pl";
    const mail = await sink.waitForMail(newcomer.email);
    const link = mail.links.find((url) => url.startsWith(`${suite.product.baseUrl}/password/`)) as string;
    const fresh = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale: polish });
    const newPage = await fresh.newPage();
    newPage.setDefaultTimeout(15_000);
    try {
      await newPage.goto(link);
      await newPage
        .getByRole("heading", { level: 1, name: uiText(polish, "auth.newPassword.title") })
        .waitFor();
      const password = newPage.getByLabel(labelled(uiText(polish, "auth.fields.newPassword")), {
        exact: true,
      });
      const repeat = newPage.getByLabel(labelled(uiText(polish, "auth.fields.repeatPassword")), {
        exact: true,
      });
      await password.waitFor();
      await expectNoAxeViolations(newPage);

      // The policy refuses a short password, next to the field.
      await password.fill("krotkie");
      await repeat.fill("krotkie");
      await newPage.getByTestId("save-password").click();
      await newPage.getByText(contractText(polish, "errors.ND1031")).waitFor();
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolations(newPage);

      const chosen = "Zażółć-Gęślą-Jaźń-2026!".replace(/[ąćęłńóśźż]/gi, "x");
      await password.fill(chosen);
      await repeat.fill(chosen);
      await newPage.getByTestId("save-password").click();
      await newPage.getByTestId("password-changed").waitFor();

      await signIn(newPage, polish, newcomer.email, chosen);
      await newPage.getByTestId("step-conditions").waitFor();
      await newPage.getByTestId("accept-privacy").check();
      await newPage.getByTestId("accept-terms").check();
      await newPage.getByTestId("accept-conditions").click();
      await waitForPath(newPage, "/dashboard");
      // The header says who is signed in and shows their company's logo (issue 15, point 13: it was null).
      await newPage.getByTestId("user-name").getByText(newcomer.name, { exact: true }).waitFor();
      expect(await newPage.getByTestId("user-menu").getAttribute("aria-label")).toBe(
        uiText(polish, "shell.userMenuOf", { name: `${newcomer.name} ${newcomer.surname}` }),
      );
      const logo = newPage.getByTestId("company-logo");
      await logo.waitFor();
      expect(await logo.getAttribute("src")).toMatch(
        new RegExp(`/stakeholders/companies/${companyId}/logo\\?v=`),
      );
      expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("an import whose dialog is closed while it is being saved", () => {
  it("still refreshes the list and says the import finished", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("import-people-open").click();
    const late: Row[] = [
      { ...(everyone[0] as Row), email: `tarde1@${domain}`, surname: "Tardío" },
      { ...(everyone[1] as Row), email: `tarde2@${domain}`, surname: "Tardío" },
    ];
    await uploadFile("dos-mas.xlsx", await workbook(late));
    await dialog().getByTestId("import-people-commit").click();
    // Closed at once with Escape: the commit goes on on the server, and the page must learn that it ended.
    await page.keyboard.press("Escape");
    expect(await dialog().evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    await page.getByTestId("users-notice").getByText(ui("admin:users.imported")).waitFor();
    await page
      .getByTestId("users-table")
      .getByText(
        ui("organisation:table.caption", {
          caption: ui("admin:users.caption"),
          from: "1",
          to: "25",
          total: "52",
        }),
      )
      .waitFor();
  });
});

describe("an import left running while the admin looks at another company", () => {
  it("is still followed to its end for the company it was made for", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("import-people-open").click();
    await uploadFile(
      "otra-mas.xlsx",
      await workbook([{ ...(everyone[6] as Row), email: `mientras@${domain}`, surname: "Mientras" }]),
    );
    // The commit's answer is held back until the list shows another company.
    const hold = await holdCommits();
    try {
      await dialog().getByTestId("import-people-commit").click();
      await page.keyboard.press("Escape");
      await pickCompany("Demo Corp");
      await page.waitForURL((url) => url.searchParams.get("companyId") !== String(companyId));
    } finally {
      await hold.stop();
    }
    await page.getByTestId("users-notice").getByText(ui("admin:users.imported")).waitFor();
  });
});

describe("a double click on the import button", () => {
  it("sends one commit", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("import-people-open").click();
    await uploadFile("una-mas.xlsx", await workbook([{ ...(everyone[2] as Row), email: `doble@${domain}` }]));
    // The commit's answer is held back until both clicks are in, as on a slow network.
    const hold = await holdCommits();
    try {
      await dialog().getByTestId("import-people-commit").dblclick();
      hold.release();
      await dialog().getByTestId("import-people-done").waitFor();
      expect(hold.count()).toBe(1);
    } finally {
      await hold.stop();
    }
  });
});

describe("a commit that fails after its dialog was closed", () => {
  it("opens the dialog again with the rows that can no longer be imported", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("import-people-open").click();
    const taken = `ocupado@${domain}`;
    await uploadFile(
      "ocupado.xlsx",
      await workbook([{ ...(everyone[4] as Row), email: taken, surname: "Ocupado" }]),
    );
    expect(await dialog().getByTestId("import-count-errors").textContent()).toBe("0");

    // Meanwhile someone gives that address to a person of another company.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${suite.product.baseUrl}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { records: unknown };
    };
    // A page of companies: {records: [...], total, page, pageSize}.
    const companies = (await api("GET", "/admin/stakeholders/companies?search=Demo%20Corp")) as {
      records: Array<{ stakeholderId: number }>;
    };
    const demoCorp = companies.records[0]?.stakeholderId;
    expect(demoCorp).toBeDefined();
    await api("POST", "/admin/stakeholders/people", {
      name: "Otra",
      surname: "Persona",
      email: taken,
      stakeholderCompanyId: demoCorp,
    });

    await dialog().getByTestId("import-people-commit").click();
    await page.keyboard.press("Escape");
    // The commit finds the clash, saves nothing, and the dialog comes back to say so.
    const failed = dialog().getByTestId("import-people-failed");
    await failed.waitFor();
    expect(await dialog().evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await failed.textContent()).toContain(ui("peopleImport:failed.changed"));
    // Its e-mail, and so its login (the e-mail, as the file has no login column), belong to another company.
    const rows = dialog().getByTestId("import-errors-row");
    expect(await rows.getByTestId("import-errors-cell-row").allTextContents()).toEqual(["2", "2"]);
    expect(await rows.getByTestId("import-errors-cell-column").allTextContents()).toEqual([
      ui("peopleImport:columns.email"),
      ui("peopleImport:columns.email"),
    ]);
    expect(new Set(await rows.getByTestId("import-errors-cell-problem").allTextContents())).toEqual(
      new Set([
        ui("peopleImport:errorsTable.duplicate", { problem: error("ND1039") }),
        ui("peopleImport:errorsTable.duplicate", { problem: error("ND1034") }),
      ]),
    );
    await expectNoAxeViolations(page);
  });
});

describe("the import's figures", () => {
  it("are written in the interface language, not the browser's", async () => {
    // A Spanish browser whose person chose English on this device: 1,000 in English, 1000 in Spanish.
    const english = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale: "es-es" });
    await english.addInitScript(() => localStorage.setItem("language", "en-gb"));
    const other = await english.newPage();
    other.setDefaultTimeout(15_000);
    try {
      await signIn(other, "en-gb", "admin");
      await waitForPath(other, "/admin/dashboard");
      await other.goto(`/admin/users?companyId=${companyId}`);
      await other.getByTestId("import-people-open").click();
      const many = Array.from({ length: 1000 }, (_, i) => ({
        ...(everyone[i % everyone.length] as Row),
        email: `mil${i + 1}@${domain}`,
      }));
      const importDialog = other.getByTestId("import-people-dialog");
      await importDialog.getByTestId("import-people-file").setInputFiles({
        name: "mil.xlsx",
        mimeType: XLSX_TYPE,
        buffer: await workbook(many),
      });
      await importDialog.getByTestId("import-people-upload").click();
      await importDialog.getByTestId("import-people-preview").waitFor();
      expect(await importDialog.getByTestId("import-count-total").textContent()).toBe(
        new Intl.NumberFormat("en-GB").format(1000),
      );
      expect(await importDialog.getByTestId("import-people-commit").textContent()).toBe(
        uiText("en-gb", "peopleImport:commit", { count: new Intl.NumberFormat("en-GB").format(1000) }),
      );
    } finally {
      await english.close();
    }
  });
});

describe("a commit that stops part-way (issue 15, point 6)", () => {
  it("says how many people were written and commits the rest when asked again", async () => {
    await page.goto(`/admin/users?companyId=${companyId}`);
    await page.getByTestId("users-table-row").first().waitFor();
    await page.getByTestId("import-people-open").click();
    const rows: Row[] = [0, 1, 2].map((i) => ({
      ...(everyone[i] as Row),
      email: `parcial${i}@${domain}`,
      surname: "Parcial",
    }));
    await uploadFile("parcial.xlsx", await workbook(rows));
    // The first commit is answered as a server that stopped after writing 2 of the 3 people answers (the
    // server's side of it is tested in people-import.test.ts); the second goes to the server.
    const stopped = (importId: string, status: string, processed: number) => ({
      records: {
        importId,
        status,
        processed,
        total: 3,
        result: null,
        failure: status === "failed" ? { applicationCode: "ND1017", errorCount: 0, errors: [] } : null,
      },
    });
    const handler = async (route: Route) => {
      const url = new URL(route.request().url());
      const importId =
        url.pathname
          .split("/")
          .filter(Boolean)
          .at(url.pathname.endsWith("/commit") ? -2 : -1) ?? "";
      if (route.request().method() === "POST" && url.pathname.endsWith("/commit"))
        return route.fulfill({ status: 202, json: stopped(importId, "committing", 0) });
      if (route.request().method() === "GET" && /\/people\/import\/\d+\/[^/]+$/.test(url.pathname))
        return route.fulfill({ status: 200, json: stopped(importId, "failed", 2) });
      return route.fallback();
    };
    await page.route("**/api/v1/**", handler);
    try {
      await dialog().getByTestId("import-people-commit").click();
      const failedMessage = dialog().getByTestId("import-people-failed");
      await failedMessage.waitFor();
      expect(await failedMessage.textContent()).toContain(
        ui("peopleImport:failed.partial", { processed: "2", total: "3" }),
      );
      await expectNoAxeViolations(page);
    } finally {
      await page.unroute("**/api/v1/**", handler);
    }
    await dialog().getByTestId("import-people-commit-again").click();
    await dialog().getByTestId("import-people-done").waitFor();
    await page.keyboard.press("Escape");
  });
});
