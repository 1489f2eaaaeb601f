/** The text with the first case-insensitive occurrence of `needle` marked (<mark>), for search results. */
export function Highlight({ text, needle }: { text: string; needle: string }) {
  const at = needle ? text.toLocaleLowerCase().indexOf(needle.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}
