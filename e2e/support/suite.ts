import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type Product, type StartOptions, startProduct } from "./server";

/** What a test file drives: one Chromium and one product (server + fresh embedded database). */
export interface Suite {
  browser: Browser;
  product: Product;
}

/**
 * Starts Chromium and the product once for the calling test file and stops both after it. The fields are
 * filled in by `beforeAll`, so read them inside tests, not at module level.
 */
export function useSuite(options: StartOptions = {}): Suite {
  const suite = {} as Suite; // filled in before any test runs
  beforeAll(async () => {
    [suite.browser, suite.product] = await Promise.all([launchBrowser(), startProduct(options)]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}
