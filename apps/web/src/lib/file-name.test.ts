import { describe, expect, it } from "vitest";
import { fileNameOf } from "./api-client";

describe("fileNameOf", () => {
  it("prefers filename* (the real name) to the ASCII fallback, in either order", () => {
    expect(fileNameOf(`attachment; filename="factura_.pdf"; filename*=UTF-8''factura%C3%B1.pdf`)).toBe(
      "facturañ.pdf",
    );
    expect(
      fileNameOf(`attachment; filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87.xlsx; filename="Za____.xlsx"`),
    ).toBe("Zażółć.xlsx");
  });
  it("reads a plain name, quoted or not, with escaped quotes", () => {
    expect(fileNameOf(`attachment; filename="campaign 12.xlsx"`)).toBe("campaign 12.xlsx");
    expect(fileNameOf("attachment; filename=report.pdf")).toBe("report.pdf");
    expect(fileNameOf(`attachment; filename="a \\"b\\".txt"`)).toBe(`a "b".txt`);
  });
  it("falls back to the plain name when filename* is malformed, and to nothing without a name", () => {
    expect(fileNameOf(`attachment; filename="x.bin"; filename*=UTF-8''%E0%A4%A.bin`)).toBe("x.bin");
    expect(fileNameOf("attachment")).toBeUndefined();
  });
});
