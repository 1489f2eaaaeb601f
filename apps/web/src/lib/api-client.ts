import { currentLocale } from "./i18n";
import { bcp47 } from "./locale";
import { getToken } from "./storage";

export const API_BASE = "/api/v1";

/**
 * Every failed call becomes an ApiError: `status` 0 means the request never got an answer
 * (network error). `code` is the catalogue code from `{records:{applicationCode}}` when present.
 * Reactions to statuses (logout, maintenance, not found) live in the app layer, not here.
 */
/** One refused field of a form, as the server names it (`records.fields`). */
export interface ApiFieldError {
  field: string;
  applicationCode: string;
}

/** One refused id or spreadsheet row of a bulk call (`records.refusals`). */
export interface ApiRefusal {
  id?: number;
  row?: number;
  column?: string;
  applicationCode: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | null;
  readonly fields: ApiFieldError[];
  readonly refusals: ApiRefusal[];

  constructor(
    status: number,
    code: string | null,
    field: string | null,
    message: string,
    details: { fields?: ApiFieldError[]; refusals?: ApiRefusal[] } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
    this.fields = details.fields ?? [];
    this.refusals = details.refusals ?? [];
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
  /** JSON-encoded, except FormData, which is sent as multipart as it is. */
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
    const fields = Array.isArray(r.fields) ? (r.fields as ApiFieldError[]) : [];
    const refusals = Array.isArray(r.refusals) ? (r.refusals as ApiRefusal[]) : [];
    return new ApiError(status, code, field, typeof r.message === "string" ? r.message : `HTTP ${status}`, {
      fields,
      refusals,
    });
  }
  return new ApiError(status, null, null, `HTTP ${status}`);
}

/**
 * The interface's language, so the texts the server writes (survey names, questions, resources, lookups) are in
 * the language of the page around them, not the person's saved one (docs/i18n.md "Texts the server writes").
 */
function languageHeader(): Record<string, string> {
  return { "Accept-Language": bcp47(currentLocale()) };
}

/** Sends one request and parses the JSON answer; failures become ApiError. */
async function request(path: string, options: RequestOptions): Promise<unknown> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: "application/json", ...languageHeader() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body:
        options.body === undefined
          ? null
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
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
  return body;
}

/** Calls the API and returns the `records` of a successful answer; the caller names the type from the contract. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await request(path, options);
  return (body as { records: T }).records;
}

/** A page of a server-side list: `records` is the page, with the total count and the page read. */
export interface Page<T> {
  records: T[];
  total: number;
  /** The people lists: more than `total` matched (they count up to 10,000). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

/** Calls a paged list and returns the whole answer (records plus total, page and pageSize). */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  return (await request(path, options)) as Page<T>;
}

/** The full URL of an API path, e.g. for a file download link. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Downloads a file the API answers with (exports, templates): the bearer token cannot ride on a plain link,
 * so the file is fetched and handed to the browser as a blob with the server's file name.
 */
export async function apiDownload(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<void> {
  const headers: Record<string, string> = languageHeader();
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, null, null, "Network error");
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw errorFromBody(response.status, body);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = fileNameOf(disposition);
  const blob = await response.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * The file name of a Content-Disposition header: RFC 6266 says `filename*` (RFC 5987, the real name in UTF-8)
 * wins over the plain `filename`, which servers send as an ASCII fallback, wherever either stands.
 */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const value = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2];
  return value || undefined;
}
