import type { JSDOM } from "jsdom";

/*
 * What the sanitiser took out of a company copy's HTML (docs/phishing.md "Company copies"), so the editor can tell
 * the controller that the saved message is not quite what they typed. The typed and the saved HTML are parsed the
 * way DOMPurify parses (as the content of a body) and compared by count: an element is removed when fewer of its
 * kind remain; an attribute when, on a kind of element that stayed, fewer elements carry it. A link's target is
 * not reported: every link becomes the tracking link and loses its target by design.
 */

type Counts = Map<string, number>;

type ParserDocument = JSDOM["window"]["document"];

// One empty jsdom document parses every comparison (jsdom loads on first use, as in sanitise.ts).
let parserDocument: Promise<ParserDocument> | undefined;

function getParserDocument(): Promise<ParserDocument> {
  parserDocument ??= import("jsdom").then(({ JSDOM }) => new JSDOM("").window.document);
  return parserDocument;
}

function add(counts: Counts, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function countsOf(document: ParserDocument, html: string): { elements: Counts; attributes: Counts } {
  const body = document.createElement("body");
  body.innerHTML = html;
  const elements: Counts = new Map();
  const attributes: Counts = new Map();
  for (const element of body.querySelectorAll("*")) {
    const tag = element.localName;
    add(elements, tag);
    for (const attribute of element.getAttributeNames())
      add(attributes, `${tag}[${attribute.toLowerCase()}]`);
  }
  return { elements, attributes };
}

const NOT_REPORTED = new Set(["a[target]"]);

/** The kinds of elements and attributes of `typed` that `saved` lost, sorted: ["img[src]", "script"]. */
export async function removedBySanitiser(typed: string, saved: string): Promise<string[]> {
  const document = await getParserDocument();
  const before = countsOf(document, typed);
  const after = countsOf(document, saved);
  const lost = (key: string, count: number, remaining: Counts) => count > (remaining.get(key) ?? 0);
  const elements = [...before.elements]
    .filter(([tag, n]) => lost(tag, n, after.elements))
    .map(([tag]) => tag);
  const gone = new Set(elements);
  const attributes = [...before.attributes]
    .filter(([key, n]) => !NOT_REPORTED.has(key) && lost(key, n, after.attributes))
    .map(([key]) => key)
    .filter((key) => !gone.has(key.slice(0, key.indexOf("["))));
  return [...elements, ...attributes].sort();
}
