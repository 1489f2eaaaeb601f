import { describe, expect, it } from "vitest";
import { isCleanMultilineText, isCleanText, multilineText, text, withoutControlCharacters } from "./text";

describe("the text type", () => {
  it("refuses NUL, lone surrogates, C0, DEL and C1 controls in a single-line text", () => {
    for (const bad of [
      "\u0000",
      "\ud800",
      "\udfff",
      "a\ud800",
      "\t",
      "\n",
      "\r",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u009f",
    ])
      expect(isCleanText(`x${bad}y`), JSON.stringify(bad)).toBe(false);
  });

  it("accepts tab and line feed only in a multi-line text", () => {
    expect(isCleanMultilineText("one\n\ttwo")).toBe(true);
    expect(isCleanMultilineText("one\r\ntwo")).toBe(false);
    expect(isCleanMultilineText("a\u0000")).toBe(false);
  });

  it("accepts every well-formed printable text, surrogate pairs included", () => {
    for (const good of ["Ñandú", "Łódź", "Euskal Herria", "🛡️ equipo", "\u00a0non-breaking", "日本語"])
      expect(isCleanText(good), good).toBe(true);
  });

  it("reports ND1027 from the schemas, and keeps zod's own checks", () => {
    const name = text({ error: "ND1018" }).trim().min(1, { error: "ND1018" });
    expect(name.safeParse("a\u0000").error?.issues[0]?.message).toBe("ND1027");
    expect(name.safeParse(" ").error?.issues[0]?.message).toBe("ND1018");
    expect(multilineText().safeParse("a\nb").success).toBe(true);
  });

  it("removes what it refuses, and only that, for metadata that is only shown", () => {
    expect(withoutControlCharacters("pe\u0000o\u001bp\u007fl\u0085e\ud800\tx\n.csv")).toBe("peoplex.csv");
    expect(withoutControlCharacters("🛡️ Ñandú.xlsx")).toBe("🛡️ Ñandú.xlsx");
  });
});
