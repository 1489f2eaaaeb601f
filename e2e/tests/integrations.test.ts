import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locale, TEventPage } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { labelled, signIn, waitForControllerHome } from "../support/flows";
import { apiToken, demoCompanyId, TEST_SECRET_KEY } from "../support/identity";
import { useSuite } from "../support/suite";
import { contractText, uiText } from "../support/text";

/*
 * Issue 21, the controller's integrations page: an empty page that explains itself; a key made in the page, shown
 * once, that works on a route of its scope and on no other; a webhook to a receiver started here (on loopback,
 * which WEBHOOK_ALLOW_PRIVATE lets through for tests) that checks every delivery's signature with the Standard
 * Webhooks library itself; a person changed in the product arrives there signed, shows in the delivery log as
 * delivered with the receiver's status, and is replayed. Axe on both tabs, empty and with content; a phone in
 * Polish without sideways scrolling.
 */

const suite = useSuite({ env: { SECRET_KEY: TEST_SECRET_KEY, WEBHOOK_ALLOW_PRIVATE: "true" } });
const locale: Locale = "en-gb";
const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);

/** The receiver's answer: not 200, so the log shows the code the receiver really gave. */
const RECEIVER_STATUS = 202;

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload as the standard's library verified it; null when the signature did not verify. */
  verified: Record<string, unknown> | null;
}

/** An HTTP receiver on 127.0.0.1 that verifies each delivery with the endpoint's secret (once it is known). */
function startReceiver(): Promise<{
  url: string;
  deliveries: Delivery[];
  setSecret: (secret: string) => void;
  close: () => Promise<void>;
}> {
  const deliveries: Delivery[] = [];
  let verifier: Webhook | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified: Record<string, unknown> | null = null;
      try {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        verified = (verifier?.verify(body, headers) as Record<string, unknown> | undefined) ?? null;
      } catch {
        verified = null;
      }
      deliveries.push({ headers: request.headers, body, verified });
      response.writeHead(RECEIVER_STATUS).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        // Named "localhost" (127.0.0.1 here): the product is 127.0.0.1 itself, and its own host is always refused.
        url: `http://localhost:${port}`,
        deliveries,
        setSecret: (secret) => {
          verifier = new Webhook(secret);
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let page: Page;
let apiKey = "";

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(async () => {
  await page?.context().close();
  await receiver?.close();
});

async function controllerPage(
  pageLocale: Locale,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await newContext(suite.browser, {
    baseUrl: suite.product.baseUrl,
    locale: pageLocale,
    viewport,
  });
  const opened = await context.newPage();
  opened.setDefaultTimeout(15_000);
  await signIn(opened, pageLocale, "controller");
  await waitForControllerHome(opened);
  return opened;
}

async function openTab(target: Page, tab: "keys" | "webhooks"): Promise<void> {
  await target.getByTestId(`integrations-tab-${tab}`).click();
  await target.getByTestId(tab === "keys" ? "api-keys" : "webhooks").waitFor();
}

async function noSidewaysScroll(target: Page): Promise<void> {
  const overflow = await target.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe("the controller's integrations page", () => {
  it("is in the menu and explains keys and webhooks while it has none", async () => {
    page = await controllerPage(locale, DESKTOP_VIEWPORT);
    await page
      .getByRole("link", { name: ui("routes.ControllerIntegrations") })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/controller/integrations");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("routes.ControllerIntegrations"));
    await page.getByTestId("api-keys-empty").getByText(ui("integrations:keys.empty")).waitFor();
    await expectNoAxeViolations(page);

    await openTab(page, "webhooks");
    await page.getByTestId("webhooks-empty").getByText(ui("integrations:webhooks.empty")).waitFor();
    // The server has a SECRET_KEY: adding is possible.
    expect(await page.getByTestId("webhooks-signing-unavailable").count()).toBe(0);
    expect(await page.getByTestId("webhook-new").isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("refuses a key without a name or scopes next to the fields", async () => {
    await openTab(page, "keys");
    await page.getByTestId("api-key-new").click();
    const dialog = page.getByTestId("api-key-create-dialog");
    await dialog.getByTestId("api-key-create-dialog-confirm").click();
    const name = dialog.getByLabel(labelled(ui("integrations:keys.name")));
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    await dialog.getByText(contractText(locale, "errors.ND1018")).first().waitFor();
    expect(await dialog.getByText(contractText(locale, "errors.ND1018")).count()).toBe(2);
    await expectNoAxeViolations(page);
  });

  it("creates a key shown once that opens the event feed and nothing outside its scope", async () => {
    const dialog = page.getByTestId("api-key-create-dialog");
    await dialog.getByLabel(labelled(ui("integrations:keys.name"))).fill("Splunk");
    await dialog.getByLabel(ui("integrations:scopes.events_read.name")).check();
    await dialog.getByTestId("api-key-create-dialog-confirm").click();

    const created = page.getByTestId("api-key-created-dialog");
    await created.getByText(ui("integrations:keys.createdOnce")).waitFor();
    apiKey = (await created.getByTestId("api-key-secret-value").textContent()) ?? "";
    expect(apiKey).toMatch(/^wgk_/);
    await created.getByTestId("api-key-created-dialog-cancel").click();

    const row = page.getByTestId("api-key-row").filter({ hasText: "Splunk" });
    await row.waitFor();
    expect(await row.getByTestId("api-key-scopes").textContent()).toBe(
      ui("integrations:scopes.events_read.name"),
    );
    expect(await row.getByTestId("api-key-prefix").textContent()).toBe(`${apiKey.slice(0, 10)}…`);
    // The key itself is nowhere on the page any more.
    expect(await page.content()).not.toContain(apiKey);
    expect(await row.getByTestId("api-key-last-use").textContent()).toBe(ui("integrations:keys.neverUsed"));

    const feed = await fetch(`${suite.product.baseUrl}/api/v1/events`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(feed.status).toBe(200);
    // The demo company's seeded events are in its feed, and only that one company's.
    const events = ((await feed.json()) as { records: TEventPage }).records;
    expect(events.nextCursor).toBeTruthy();
    expect(new Set(events.events.map((event) => event.companyId)).size).toBeLessThanOrEqual(1);
    // A route outside the key's one scope.
    const people = await fetch(`${suite.product.baseUrl}/api/v1/controller/companies`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(people.status).toBe(403);

    // The list shows the use and its address once read again.
    await page.reload();
    await page.getByTestId("api-key-row").first().waitFor();
    await expect
      .poll(() => page.getByTestId("api-key-last-use").first().textContent())
      .not.toBe(ui("integrations:keys.neverUsed"));
    await expectNoAxeViolations(page);
  });

  it("delivers a person's change to a webhook, signed, shows it in the log and replays it", async () => {
    await openTab(page, "webhooks");
    await page.getByTestId("webhook-new").click();
    const dialog = page.getByTestId("webhook-add-dialog");
    const url = dialog.getByLabel(labelled(ui("integrations:webhooks.url")));
    await dialog.getByLabel(ui("integrations:webhooks.description")).fill("SOC ticketing");
    await dialog.getByLabel(ui("integrations:events.person_updated")).check();
    // The product's own address is refused by the server, and the field says what is allowed.
    await url.fill(`${new URL(page.url()).origin}/hooks/wellguard`);
    await dialog.getByTestId("webhook-add-dialog-confirm").click();
    await dialog.getByText(ui("integrations:webhooks.urlRefused")).waitFor();
    await url.fill(`${receiver.url}/hooks/wellguard`);
    await dialog.getByTestId("webhook-add-dialog-confirm").click();

    const created = page.getByTestId("webhook-created-dialog");
    await created.getByText(ui("integrations:webhooks.createdOnce")).waitFor();
    const secret = (await created.getByTestId("webhook-secret-value").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret(secret);
    await created.getByTestId("webhook-created-dialog-cancel").click();
    const row = page.getByTestId("webhook-row").filter({ hasText: "SOC ticketing" });
    await row.waitFor();
    expect(await row.getByTestId("webhook-state").textContent()).toBe(ui("integrations:webhooks.on"));
    expect(await row.getByTestId("webhook-types").textContent()).toBe(
      ui("integrations:events.person_updated"),
    );
    await expectNoAxeViolations(page);

    // A real change in the product: the controller renames a person of their company.
    const admin = await apiToken(suite.product.baseUrl, "admin");
    const found = await fetch(`${suite.product.baseUrl}/api/v1/admin/stakeholders/people?search=employee`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const people = ((await found.json()) as { records: { stakeholderId: number; login: string }[] }).records;
    const employee = people.find((p) => p.login === "employee");
    if (!employee) throw new Error("no demo employee");
    await page.goto(`/controller/users/${employee.stakeholderId}`);
    await page.getByTestId("person-form").waitFor();
    await page.getByTestId("person-form-surname").fill("Lindqvist");
    await page.getByTestId("person-form-submit").click();
    await page.getByTestId("user-saved").waitFor();

    // It arrives signed: the standard's own library verifies it with the secret shown once.
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = receiver.deliveries[0];
    expect(first?.verified).not.toBeNull();
    expect(first?.verified?.type).toBe("person.updated");
    expect(first?.headers["webhook-id"]).toBeTruthy();

    // The log shows it delivered, with the receiver's code.
    await page.goto("/controller/integrations");
    await openTab(page, "webhooks");
    const hook = page.getByTestId("webhook-row").filter({ hasText: "SOC ticketing" });
    await hook.getByTestId("webhook-log-toggle").click();
    const delivered = hook.locator('[data-testid="delivery-row"][data-status="delivered"]');
    await expect
      .poll(
        async () => {
          if ((await delivered.count()) === 0) await hook.getByTestId("deliveries-refresh").click();
          return delivered.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await delivered.getByTestId("delivery-type").textContent()).toBe(
      ui("integrations:events.person_updated"),
    );
    expect(await delivered.getByTestId("delivery-status").textContent()).toBe(
      ui("integrations:deliveries.status.delivered"),
    );
    expect(await delivered.getByTestId("delivery-code").textContent()).toBe(String(RECEIVER_STATUS));
    await expectNoAxeViolations(page);

    // Replay: the same event again, with the same webhook-id, verified again.
    await delivered.getByTestId("delivery-replay").click();
    await hook.getByTestId("deliveries-notice").getByText(ui("integrations:deliveries.replayed")).waitFor();
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(2);
    const second = receiver.deliveries[1];
    expect(second?.verified).not.toBeNull();
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    await expect
      .poll(
        async () => {
          await hook.getByTestId("deliveries-refresh").click();
          return delivered.count();
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    // The status filter: nothing failed.
    await hook.getByTestId("deliveries-filter").selectOption("failed");
    await hook.getByTestId("deliveries-empty").waitFor();
    await expectNoAxeViolations(page);
  });

  it("sends a signed test event, then turns the endpoint off", async () => {
    const hook = page.getByTestId("webhook-row").filter({ hasText: "SOC ticketing" });
    await hook.getByTestId("webhook-test").click();
    await page.getByTestId("webhooks-notice").waitFor();
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(3);
    expect(receiver.deliveries[2]?.verified?.type).toBe("webhook.test");

    await hook.getByTestId("webhook-edit").click();
    const dialog = page.getByTestId("webhook-edit-dialog");
    await dialog.getByLabel(ui("integrations:webhooks.enabled")).uncheck();
    await dialog.getByTestId("webhook-edit-dialog-confirm").click();
    await page.getByTestId("webhooks-notice").getByText(ui("integrations:webhooks.saved")).waitFor();
    await expect
      .poll(() => hook.getByTestId("webhook-state").textContent())
      .not.toBe(ui("integrations:webhooks.on"));
    // Off: no test event can be sent to it.
    expect(await hook.getByTestId("webhook-test").isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("shows the same panels to an admin on the company's page, saying whose role admin keys take", async () => {
    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const admin = await context.newPage();
    admin.setDefaultTimeout(15_000);
    try {
      await signIn(admin, locale, "admin");
      await admin.waitForURL((url) => url.pathname === "/admin/dashboard");
      const id = await demoCompanyId(suite.product.baseUrl, await apiToken(suite.product.baseUrl, "admin"));
      await admin.goto(`/admin/companies/${id}`);
      await admin.getByTestId("integrations-admin-note").getByText(ui("integrations:adminNote")).waitFor();
      // A section titled like the page's others, the panels' headings one level below it.
      await admin.getByRole("heading", { level: 2, name: ui("integrations:title") }).waitFor();
      await admin.getByRole("heading", { level: 3, name: ui("integrations:keys.title") }).waitFor();
      // The controller's key of the same company, with the role it acts with.
      const row = admin.getByTestId("api-key-row").filter({ hasText: "Splunk" });
      await row.getByText(ui("integrations:keys.actingAs.CONTROLLER")).waitFor();
      await openTab(admin, "webhooks");
      await admin.getByTestId("webhook-row").filter({ hasText: "SOC ticketing" }).waitFor();
      await expectNoAxeViolations(admin);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 by 844 phone in Polish, both tabs, without sideways scrolling", async () => {
    const phoneLocale: Locale = "pl";
    const phone = await controllerPage(phoneLocale, MOBILE_VIEWPORT);
    try {
      await phone.goto("/controller/integrations");
      await phone.getByTestId("api-key-row").first().waitFor();
      expect(await phone.getByTestId("api-key-new").textContent()).toBe(
        uiText(phoneLocale, "integrations:keys.create"),
      );
      await noSidewaysScroll(phone);
      await expectNoAxeViolations(phone);
      await openTab(phone, "webhooks");
      const hook = phone.getByTestId("webhook-row").first();
      await hook.waitFor();
      await hook.getByTestId("webhook-log-toggle").click();
      await hook.getByTestId("delivery-row").first().waitFor();
      await noSidewaysScroll(phone);
      await expectNoAxeViolations(phone);
    } finally {
      await phone.context().close();
    }
  });
});
