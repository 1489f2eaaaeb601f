// http(s) addresses up to the next space or angle bracket; trailing punctuation is left out of the link.
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'»]/g;

/** Splits text into plain parts and http(s) links (pure, so it is easy to test). */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
