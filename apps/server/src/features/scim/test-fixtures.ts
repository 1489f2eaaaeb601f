import type { ApiClient } from "../../test/harness";

/** A company contracting SCIM (9) made through the admin API, with a SCIM token generated through it too. */
export async function scimCompany(
  api: ApiClient,
  adminToken: string,
  label: string,
): Promise<{ companyId: number; token: string; tokenId: number; baseUrl: string; domain: string }> {
  const domain = `${label.toLowerCase()}.test`;
  const company = await api.post<{ records: { stakeholderId: number } }>(
    "/api/v1/admin/stakeholders/companies",
    { name: `${label} Inc`, domains: [domain], services: [1, 2, 3, 9], surveyFlowId: 1, type: "HOLDING" },
    adminToken,
  );
  if (company.status !== 200)
    throw new Error(`company ${label}: ${company.status} ${JSON.stringify(company.body)}`);
  const companyId = company.body.records.stakeholderId;
  const created = await api.post<{ records: { id: number; token: string; baseUrl: string } }>(
    `/api/v1/admin/identity/${companyId}/scim-tokens`,
    { name: `${label} IdP` },
    adminToken,
  );
  if (created.status !== 200)
    throw new Error(`token ${label}: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    companyId,
    token: created.body.records.token,
    tokenId: created.body.records.id,
    baseUrl: created.body.records.baseUrl,
    domain,
  };
}

export interface ScimResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A SCIM client over real HTTP: JSON bodies sent as application/scim+json unless told otherwise. */
export function scimClient(origin: string, token: string) {
  return async function scim<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options: { contentType?: string; raw?: string; token?: string | null } = {},
  ): Promise<ScimResponse<T>> {
    const headers: Record<string, string> = { accept: "application/scim+json" };
    const bearer = options.token === undefined ? token : options.token;
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers["content-type"] = options.contentType ?? "application/scim+json";
    const response = await fetch(`${origin}/scim/v2${path}`, {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, and the test will say so
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}

export type ScimCall = ReturnType<typeof scimClient>;
