import { Fragment } from "react";

/**
 * An e-mail address that wraps where a reader expects on a narrow screen: before "@" and before each dot
 * (a <wbr> there), and mid-word only when one part alone is wider than the line.
 */
export function EmailText({ email }: { email: string | null | undefined }) {
  if (!email) return <span>—</span>;
  const parts = email.split(/(?=[@.])/);
  return (
    <span style={{ overflowWrap: "anywhere" }}>
      {parts.map((part, index) => (
        // The parts of one address never reorder: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
