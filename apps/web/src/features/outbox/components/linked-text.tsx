import { Fragment } from "react";
import { splitLinks } from "./split-links";

/**
 * Text shown as text (React escapes it: no markup from the message is ever interpreted), with its http(s)
 * addresses made into links. Line breaks are kept.
 */
export function LinkedText({ text, testId }: { text: string; testId?: string }) {
  // Each part is keyed by where it starts in the text: stable, and unique.
  let offset = 0;
  const nodes = splitLinks(text).map((part) => {
    const key = offset;
    offset += part.text.length;
    return part.href ? (
      <a key={key} href={part.href} rel="noopener noreferrer" style={{ color: "var(--wg-link)" }}>
        {part.text}
      </a>
    ) : (
      <Fragment key={key}>{part.text}</Fragment>
    );
  });
  return (
    <div data-testid={testId} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: 14 }}>
      {nodes}
    </div>
  );
}
