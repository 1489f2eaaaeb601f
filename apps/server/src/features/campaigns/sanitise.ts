import type { DOMPurify, Config as PurifyConfig } from "dompurify";

/*
 * A company's copy of a template is HTML a controller typed (docs/phishing.md "Templates"). It is cleaned with
 * DOMPurify on a jsdom window, once when saved and again when sent: no scripts, forms, frames, styles that load
 * anything, or images other than inline data: ones; every link is the recipient's tracking link ({{link}}),
 * so a simulation can never send people to a real outside address.
 */

const CONFIG: PurifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "script",
    "style",
    "form",
    "input",
    "button",
    "select",
    "textarea",
    "iframe",
    "frame",
    "object",
    "embed",
    "link",
    "meta",
    "base",
    "svg",
    "math",
    "video",
    "audio",
    "source",
    "picture",
  ],
  FORBID_ATTR: ["srcset", "action", "formaction", "background", "poster", "ping"],
  ALLOW_DATA_ATTR: false,
};

const EXTERNAL_IN_STYLE = /url\s*\(|@import|expression\s*\(/i;
export const LINK_PLACEHOLDER = "{{link}}";

let purifier: Promise<DOMPurify> | undefined;

function getPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    // DOMPurify's WindowLike and jsdom's DOMWindow are the same object described by two type packages.
    const purify = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (name === "src" && !/^data:image\/(png|gif|jpeg|webp);base64,/i.test(value)) data.keepAttr = false;
      if (name === "style" && EXTERNAL_IN_STYLE.test(value)) data.keepAttr = false;
    });
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "A") {
        node.setAttribute("href", LINK_PLACEHOLDER);
        node.removeAttribute("target");
      }
    });
    return purify;
  })();
  return purifier;
}

/** The HTML with nothing that runs, loads from outside, or links anywhere but the tracking link. */
export async function sanitiseMessageHtml(html: string): Promise<string> {
  const purify = await getPurifier();
  // DOMPurify would percent-encode the braces of {{link}} inside href; the hook writes it back after.
  return purify.sanitize(html, CONFIG).replaceAll("%7B%7Blink%7D%7D", LINK_PLACEHOLDER).trim();
}
