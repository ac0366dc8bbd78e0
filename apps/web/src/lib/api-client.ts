import { ko } from '../messages/ko.ts';
import { serverMessage } from './locale.ts';
import { getRequestCredentials, isDuplicateLoginDetected, type RequestCredentials } from './session-store.ts';

/**
 * The one HTTP client of the web app (spec 000 §7: "All calls use one HTTP client"). Every portal
 * answer is the envelope { status, message, data } (DESIGN.md §3); callers pass the contract's zod
 * schema, or for the first load's answers the JSON Schema parser generated from it (decision 026), and
 * get the parsed envelope back, or an ApiError.
 */

/** A zod schema or a generated JSON Schema parser (decision 026): this module needs no zod. */
export type ResponseSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; a 2xx status here means the envelope said FAIL or did not match its schema. */
    readonly status: number,
    /** Fit to show: the server's message, or one from the catalogue; in English mode in English (decision 211). */
    message: string,
    /** The parsed answer, when there was one, for callers that read its fields (e.g. login). */
    readonly body: unknown = null,
  ) {
    super(serverMessage(message));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a FormData is sent as multipart/form-data (uploads). */
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** false: send no identity headers even when logged in (login itself). */
  withCredentials?: boolean;
  /** e.g. the library's `Authorization: <tokenType> <accessToken>` (spec 000 §7). */
  headers?: Readonly<Record<string, string>>;
};

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The identity feature's duplicate-login flow (spec 000 §8: an HTTP 401 on a call that carried a session
 * means the session was replaced). Called once per 401 of a request sent with credentials.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** A login's credentials: only a request sent with them can meet a duplicate login (the DLS fallback cannot). */
function isLoginCredentials(credentials: RequestCredentials | null): boolean {
  return credentials !== null && !credentials.fallback;
}

/** Spec 000 §8: 502 and 503 go to the caller untouched by any recovery flow. */
const UNAVAILABLE_STATUSES = new Set([502, 503]);

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(hasJsonBody: boolean, withCredentials: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  // Spec 000 §6: credentials only when a token and a user id are both present.
  const credentials = withCredentials ? getRequestCredentials() : null;
  if (credentials) {
    headers.set('token', credentials.token);
    headers.set('userId', credentials.userId);
    if (credentials.schKey) headers.set('schKey', credentials.schKey);
  }
  return headers;
}

function withExtraHeaders(headers: Headers, extra: RequestOptions<unknown>['headers']): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Proxies answer 502/503 with HTML; the status alone then tells the story.
    return null;
  }
}

function envelopeMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function isFailEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'FAIL';
}

/**
 * Sends one request and returns the envelope parsed by `schema`.
 * Network failures and aborts are rethrown as fetch raised them; HTTP failures become ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', query, body, schema, signal, withCredentials = true, headers: extra } = options;
  // Spec 000 §4, §8: after a duplicate login every request is cancelled until logout finishes.
  if (isDuplicateLoginDetected()) throw new ApiError(0, ko.auth.duplicateLoginCancelled);
  const sentCredentials = withCredentials && isLoginCredentials(getRequestCredentials());
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(buildUrl(path, query), {
    method,
    // A FormData body sets its own multipart Content-Type with the boundary.
    headers: withExtraHeaders(buildHeaders(body !== undefined && !isForm, withCredentials), extra),
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const json = await readJson(response);

  if (!response.ok) {
    // 401 on a call made with a session is the duplicate-login signal (spec 000 §8).
    if (response.status === 401 && sentCredentials) unauthorizedHandler?.();
    const fallback = UNAVAILABLE_STATUSES.has(response.status) ? ko.api.unavailable : ko.api.requestFailed;
    throw new ApiError(response.status, envelopeMessage(json) ?? fallback, json);
  }
  if (isFailEnvelope(json)) {
    throw new ApiError(response.status, envelopeMessage(json) ?? ko.api.requestFailed, json);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, ko.api.invalidResponse, json);
  return withReadableMessage(parsed.data);
}

/** An answer's own message ('저장되었습니다.', shown in alerts) in the reader's language (decision 211). */
function withReadableMessage<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null) return answer;
  const { message } = answer as { message?: unknown };
  if (typeof message !== 'string') return answer;
  const readable = serverMessage(message);
  return readable === message ? answer : { ...answer, message: readable };
}

export const apiClient = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest(path, { ...options, method: 'POST' }),
};

/** The file name a download answer gives (RFC 6266 `filename*=UTF-8''…` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Fetches a file with the member's identity headers (a plain link would not send them, and a
 * school-only post's files need them) and answers its bytes with the name the server gave it.
 */
export async function apiDownload(
  path: string,
  query: RequestOptions<unknown>['query'],
): Promise<{ blob: Blob; fileName: string | null }> {
  if (isDuplicateLoginDetected()) throw new ApiError(0, ko.auth.duplicateLoginCancelled);
  const headers = buildHeaders(false, true);
  headers.set('Accept', '*/*');
  const response = await fetch(buildUrl(path, query), { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const json = await readJson(response);
    if (response.status === 401 && isLoginCredentials(getRequestCredentials())) unauthorizedHandler?.();
    throw new ApiError(response.status, envelopeMessage(json) ?? ko.api.requestFailed, json);
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}
