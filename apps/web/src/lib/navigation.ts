/** Lets non-component code (HTTP reactions, logout) navigate through the router the app registers. */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Navigates unless already there: duplicate navigations are ignored (spec §2). */
export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (`${window.location.pathname}${window.location.search}` === to && options?.state === undefined) return;
  navigateImpl(to, options);
}
