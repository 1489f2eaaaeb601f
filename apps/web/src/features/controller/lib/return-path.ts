/**
 * The page a controller is sent back to after choosing a company: only a path of the controller area itself
 * (never another origin, a protocol-relative "//host" or another area), else null.
 */
export function safeReturn(from: string | undefined): string | null {
  if (!from?.startsWith("/controller/") || from.startsWith("/controller/companies-management")) return null;
  return from;
}
