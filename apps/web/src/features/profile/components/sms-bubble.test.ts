import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SmsBubble } from "./sms-bubble";

/** The bubble as the profile page renders it (the page itself has no cheap way to an SMS in a browser test). */
const render = (text: string) =>
  renderToStaticMarkup(
    createElement(SmsBubble, {
      senderId: "PAKETEAK",
      text,
      channelLabel: "SMS",
      label: "PAKETEAK igorlearen SMSa",
    }),
  );

describe("SmsBubble", () => {
  it("shows the channel tag, the sender id and the text in a bubble, named for screen readers", () => {
    const html = render("Demo Corp: Iker, dokumentu bat duzu sinatzeko zain: https://sms.test/l/…");
    expect(html).toMatch(/^<figure class="wg-se-sms" aria-label="PAKETEAK igorlearen SMSa"/);
    expect(html).toContain('<span class="wg-se-sms-tag" data-testid="se-simulation-channel">SMS</span>');
    expect(html).toContain('<span data-testid="se-simulation-sender">PAKETEAK</span>');
    expect(html).toContain(
      '<p class="wg-se-sms-bubble" data-testid="se-simulation-text">Demo Corp: Iker, dokumentu bat duzu sinatzeko zain: https://sms.test/l/…</p>',
    );
  });

  it("shows a text as text, never as markup", () => {
    const html = render('<a href="https://x.test">open</a> & pay');
    expect(html).not.toContain("<a ");
    expect(html).toContain("&lt;a href=&quot;https://x.test&quot;&gt;open&lt;/a&gt; &amp; pay");
  });
});
