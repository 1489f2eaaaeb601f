import { getToken } from "./storage";

export const API_BASE = "/api/v1";

/**
 * Every failed call becomes an ApiError: `status` 0 means the request never got an answer
 * (network error). `code` is the catalogue code from `{records:{applicationCode}}` when present.
 * Reactions to statuses (logout, maintenance, not found) live in the app layer, not here.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | null;

  constructor(status: number, code: string | null, field: string | null, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

function errorFromBody(status: number, body: unknown): ApiError {
  const records =
    typeof body === "object" && body !== null && "records" in body
      ? (body as { records: unknown }).records
      : undefined;
  if (typeof records === "object" && records !== null) {
    const r = records as Record<string, unknown>;
    const code = typeof r.applicationCode === "string" ? r.applicationCode : null;
    const field = typeof r.field === "string" ? r.field : null;
    return new ApiError(status, code, field, typeof r.message === "string" ? r.message : `HTTP ${status}`);
  }
  return new ApiError(status, null, null, `HTTP ${status}`);
}

/** Calls the API and returns the `records` of a successful answer; the caller names the type from the contract. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, null, null, "Network error");
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw errorFromBody(response.status, body);
  return (body as { records: T }).records;
}
