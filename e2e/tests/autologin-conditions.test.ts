/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.

import type { Locale } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { newContext } from "../support/browser";
import { DEMO_PASSWORD, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";

const locale: Locale = "en-gb";

const suite = useSuite();

describe("autologin of someone who has not accepted the conditions", () => {
  it("asks newhire for the conditions first, then enters with the same session", async () => {
    const response = await fetch(`${suite.product.baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        login: "newhire",
        password: Buffer.from(DEMO_PASSWORD).toString("base64"),
        locale,
      }),
    });
    const { records } = (await response.json()) as { records: { token: string; termsOfUse: number } };
    expect(records.termsOfUse).toBe(0);

    const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const page = await context.newPage();
    await page.goto(`/token/#token=${records.token}`);
    await waitForPath(page, "/");
    await page.getByTestId("accept-privacy").check();
    await page.getByTestId("accept-terms").check();
    await page.getByTestId("accept-conditions").click();
    await waitForPath(page, "/dashboard");
    await page.getByTestId("user-menu").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(records.token);
    await context.close();
  });
});
