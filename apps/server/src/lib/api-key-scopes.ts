import type { ApiKeyScope } from "@wellguard/contract";

/**
 * The routes each API key scope opens (issue 21, docs/integrations.md), as "METHOD /route/pattern". A key is
 * refused (403 NF1002) on every route not listed here, and on a listed one its scopes do not include; the route's
 * own checks (profile, company scope) then apply as for the key's creator in the key's one company.
 * The isolation matrix and the key-scope test enumerate every registered route against this table.
 */
export const API_KEY_ROUTE_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  "GET /api/v1/events": "events:read",
};

export function apiKeyScopeOf(method: string | string[], url: string | undefined): ApiKeyScope | undefined {
  if (!url || Array.isArray(method)) return undefined;
  return API_KEY_ROUTE_SCOPES[`${method} ${url}`];
}
