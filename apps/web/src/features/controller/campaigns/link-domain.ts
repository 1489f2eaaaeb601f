/**
 * A reported link as written, split around its host name so the domain stands out: the host after the scheme and
 * any "user@" part (https://bank.example@evil.test/ goes to evil.test, not to bank.example). Null when the host
 * is not there as written; the server stores each URL normalised (its href), so that is the exception.
 */
export function splitAtDomain(
  url: string,
  domain: string,
): [before: string, host: string, after: string] | null {
  const scheme = url.indexOf("://");
  if (scheme === -1 || domain === "") return null;
  const authorityStart = scheme + 3;
  const pathStart = url.slice(authorityStart).search(/[/?#\\]/);
  const authorityEnd = pathStart === -1 ? url.length : authorityStart + pathStart;
  const at = url.lastIndexOf("@", authorityEnd - 1);
  const hostStart = at >= authorityStart ? at + 1 : authorityStart;
  const hostEnd = hostStart + domain.length;
  const followedBy = url.slice(hostEnd, hostEnd + 1);
  if (url.slice(hostStart, hostEnd).toLowerCase() !== domain.toLowerCase()) return null;
  // The whole host, not the start of a longer one (evil.test in evil.test.example).
  if (hostEnd !== authorityEnd && followedBy !== ":") return null;
  return [url.slice(0, hostStart), url.slice(hostStart, hostEnd), url.slice(hostEnd)];
}
