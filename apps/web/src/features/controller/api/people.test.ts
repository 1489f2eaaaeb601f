import { describe, expect, it } from "vitest";
import { unwrapPage } from "./people";

describe("unwrapPage", () => {
  it("reads a page from either envelope", () => {
    const page = { records: [{ id: 1 }], total: 1, page: 1, pageSize: 25 };
    expect(unwrapPage(page)).toEqual(page);
    expect(unwrapPage({ records: page })).toEqual(page);
  });
});
