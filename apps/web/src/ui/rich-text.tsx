import type { ReactNode } from "react";

/**
 * Renders a translated string whose `<tag>…</tag>` parts become components, e.g.
 * "Accept the <a>privacy policy</a>". A few lines instead of react-i18next's <Trans> parser,
 * which would weigh on the sign-in page's JavaScript budget.
 */
export function richText(text: string, tags: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[match[1] ?? ""];
    parts.push(render ? <span key={match.index}>{render(match[2] ?? "")}</span> : (match[2] ?? ""));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
