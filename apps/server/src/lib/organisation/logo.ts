import { createHash } from "node:crypto";
import { ORGANISATION_LIMITS } from "@wellguard/contract";
import type { DOMPurify, Config as PurifyConfig } from "dompurify";
import { AppError } from "../errors";

/**
 * Company logos (spec §5 "logo format", ND1004): PNG, JPEG, WebP or SVG, at most 1 MB, recognised by their
 * content (magic bytes), never by the file name or the declared type. SVG is a document that can carry scripts,
 * so it is sanitised with DOMPurify (running on a jsdom window) and stored only in its cleaned form; it is also
 * served with a CSP that forbids scripts and every external load (see the logo route).
 */

export interface CheckedLogo {
  contentType: "image/png" | "image/jpeg" | "image/webp" | "image/svg+xml";
  bytes: Buffer;
  sha256: string;
}

function refuse(): AppError {
  return new AppError("ND1004", { field: "logo" });
}

function startsWith(bytes: Buffer, signature: number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** What an SVG file may have before its root element: an XML declaration, comments, a DOCTYPE without entities. */
const SVG_START =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** An attribute value that loads something from outside the document (`url(#id)` is a local reference). */
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;
const LINK_ATTRIBUTES = new Set(["href", "xlink:href", "src"]);

const PURIFY_CONFIG: PurifyConfig = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // No HTML inside the SVG, no images or other documents pulled in, no animation that can rewrite links.
  FORBID_TAGS: [
    "foreignObject",
    "image",
    "feImage",
    "use",
    "script",
    "animate",
    "set",
    "iframe",
    "embed",
    "object",
  ],
};

let purifier: Promise<DOMPurify> | undefined;

/** One DOMPurify on one jsdom window, loaded on the first SVG (jsdom is large; most requests never need it). */
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
      if (LINK_ATTRIBUTES.has(name) && !value.startsWith("#")) data.keepAttr = false;
      if (EXTERNAL_URL.test(value)) data.keepAttr = false;
    });
    purify.addHook("uponSanitizeElement", (node, data) => {
      // A <style> element may import or reference outside resources; such a style is emptied.
      if (data.tagName === "style" && /@import|url\s*\(\s*['"]?\s*(?!#)/i.test(node.textContent ?? "")) {
        node.textContent = "";
      }
    });
    return purify;
  })();
  return purifier;
}

/** The cleaned SVG, or ND1004 when the file is not an SVG document. */
export async function sanitiseSvg(text: string): Promise<string> {
  if (!SVG_START.test(text)) throw refuse();
  const purify = await getPurifier();
  const clean = purify.sanitize(text, PURIFY_CONFIG).trim();
  if (!/^<svg[\s>]/i.test(clean)) throw refuse();
  return `${clean}\n`;
}

/** Checks an uploaded logo by its bytes; SVGs come back sanitised. */
export async function checkLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length === 0 || bytes.length > ORGANISATION_LIMITS.logoMaxBytes) throw refuse();
  let contentType: CheckedLogo["contentType"];
  let stored = bytes;
  if (startsWith(bytes, PNG)) contentType = "image/png";
  else if (startsWith(bytes, JPEG)) contentType = "image/jpeg";
  else if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) contentType = "image/webp";
  else {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      throw refuse();
    }
    stored = Buffer.from(await sanitiseSvg(text), "utf8");
    contentType = "image/svg+xml";
  }
  return { contentType, bytes: stored, sha256: createHash("sha256").update(stored).digest("hex") };
}
