import { describe, expect, it } from "vitest";
import { splitLinks } from "./split-links";

describe("splitLinks", () => {
  it("makes each http(s) address a link and leaves the text around it as text", () => {
    expect(splitLinks("Open http://localhost:3000/password/abc_DEF-1 within 60 minutes.")).toEqual([
      { text: "Open " },
      { text: "http://localhost:3000/password/abc_DEF-1", href: "http://localhost:3000/password/abc_DEF-1" },
      { text: " within 60 minutes." },
    ]);
  });

  it("keeps a sentence's final full stop out of the link", () => {
    expect(splitLinks("Go to https://example.test/a.")).toEqual([
      { text: "Go to " },
      { text: "https://example.test/a", href: "https://example.test/a" },
      { text: "." },
    ]);
  });

  it("never links other schemes, and markup stays plain text", () => {
    expect(splitLinks('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
  });
});
