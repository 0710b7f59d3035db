import { API } from '@portal/contract/constants';
import { ApiError, apiErrorFromResponse, networkError, timeoutError } from './api-error';

export { ApiError };

export const REQUEST_TIMEOUT_MS = 30_000;
/** A CSRF token must be obtainable before any state-changing call (docs/business-rules.md#csrf). */
export const CSRF_FETCH_FAILED = 'Gagal mendapatkan token keamanan.';

let csrfToken: string | null = null;
let csrfPromise: Promise<string> | null = null;

export function resetCsrfToken(): void {
  csrfToken = null;
  csrfPromise = null;
}

export async function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  csrfPromise ??= (async () => {
    try {
      const res = await fetch(API.csrfToken, { credentials: 'include', cache: 'no-store' });
      const json = (await res.json()) as { status?: string; data?: { csrf_token?: string } };
      if (!res.ok || json.status !== 'success' || !json.data?.csrf_token) throw new Error('no token');
      csrfToken = json.data.csrf_token;
      return csrfToken;
    } catch {
      throw new ApiError({ status: 0, code: 'CSRF_FETCH_FAILED', message: CSRF_FETCH_FAILED });
    } finally {
      csrfPromise = null;
    }
  })();
  return csrfPromise;
}

interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  noCache?: boolean;
  /** Extra request headers (e.g. Accept-Language for answers rendered in the reader's language). */
  headers?: Record<string, string>;
}

function withQuery(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

async function doFetch(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, credentials: 'include', signal: combined });
  } catch (e) {
    if (timeout.aborted) throw timeoutError();
    if (signal?.aborted) throw e;
    throw networkError();
  }
}

async function unwrap<T>(res: Response): Promise<T> {
  if (!res.ok) throw await apiErrorFromResponse(res);
  const json = (await res.json()) as { status: string; data: T; message: string };
  if (json.status !== 'success') throw new ApiError({ status: res.status, code: 'INTERNAL', message: json.message });
  return json.data;
}

/** GET: the envelope's `data`, or an ApiError. */
export async function apiGet<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.noCache) Object.assign(headers, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  const res = await doFetch(withQuery(path, opts.query), { method: 'GET', headers, cache: opts.noCache ? 'no-store' : 'default' }, opts.signal);
  return unwrap<T>(res);
}

/**
 * State-changing call: CSRF token in header X-CSRF-Token and body field csrf_token.
 * A rejected token is fetched again once (it may have expired with the cookie).
 */
export async function apiSend<T>(method: 'POST' | 'DELETE' | 'PUT', path: string, body: object = {}, opts: RequestOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const token = await getCsrfToken();
    const res = await doFetch(
      withQuery(path, opts.query),
      {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': token },
        body: JSON.stringify({ ...body, csrf_token: token }),
      },
      opts.signal,
    );
    if (res.status === 403 && attempt === 0) {
      const err = await apiErrorFromResponse(res.clone());
      if (err.code === 'CSRF_INVALID') {
        resetCsrfToken();
        continue;
      }
    }
    return unwrap<T>(res);
  }
}

export const apiPost = <T>(path: string, body?: object, opts?: RequestOptions) => apiSend<T>('POST', path, body, opts);
export const apiDelete = <T>(path: string, body?: object, opts?: RequestOptions) => apiSend<T>('DELETE', path, body, opts);
