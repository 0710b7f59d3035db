import {
  apiPath,
  type TBodyOf,
  type TDataOf,
  type TEndpointPath,
  type TPathOf,
  type TQueryOf,
} from '@portal/contract/constants';
import { ApiError, apiErrorFromResponse, networkError, timeoutError } from './api-error';
import { checkAnswer } from './contract-check';

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
      const res = await fetch(apiPath('auth/csrf-token.php'), { credentials: 'include', cache: 'no-store' });
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

export interface RequestOptions<Q = Record<string, never>> {
  query?: Q;
  signal?: AbortSignal;
  noCache?: boolean;
  /** Extra request headers (e.g. Accept-Language for answers rendered in the reader's language). */
  headers?: Record<string, string>;
  /**
   * A polled endpoint that answers with an ETag (`etag` in the contract): the last answer is kept
   * and a 304 to its `If-None-Match` resolves to it (docs/business-rules.md#polled-calls).
   */
  revalidate?: boolean;
}

/** The last answer of each revalidated call, by URL and language; a 304 means it is still current. */
const tagged = new Map<string, { tag: string; data: unknown }>();

/** Forgets the kept answers (at sign-out: they belonged to the old session). */
export function forgetKeptAnswers(): void {
  tagged.clear();
}

type TQueryValues = Record<string, string | number | boolean | null | undefined>;

/**
 * The URL of an endpoint with its query: the typed way to build a file link (`documents/download.php`
 * with `uuid` and `mode`). Empty and missing values are left out.
 */
export function apiUrl<P extends TEndpointPath>(path: P, query?: TQueryOf<P>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as TQueryValues))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${apiPath(path)}?${s}` : apiPath(path);
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

async function unwrap<P extends TEndpointPath>(path: P, res: Response): Promise<TDataOf<P>> {
  if (!res.ok) throw await apiErrorFromResponse(res);
  const json = (await res.json()) as { status: string; data: TDataOf<P>; message: string };
  if (json.status !== 'success') throw new ApiError({ status: res.status, code: 'INTERNAL', message: json.message });
  await checkAnswer(path, json.data);
  return json.data;
}

/**
 * GET an endpoint of the contract by its key (`users/profile.php`): the query and the answer's
 * type come from the endpoint (docs/decisions/093). Resolves to the envelope's `data`, or rejects
 * with an ApiError.
 */
export async function apiGet<P extends TPathOf<'GET'>>(
  path: P,
  opts: RequestOptions<TQueryOf<P>> = {},
): Promise<TDataOf<P>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.noCache) Object.assign(headers, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  const url = apiUrl(path, opts.query);
  const key = `${url} ${headers['Accept-Language'] ?? ''}`;
  const kept = opts.revalidate ? tagged.get(key) : undefined;
  if (kept) headers['If-None-Match'] = kept.tag;
  const res = await doFetch(url, { method: 'GET', headers, cache: opts.noCache ? 'no-store' : 'default' }, opts.signal);
  // The server hashed the same envelope it sent before: what is kept is what it would send.
  if (kept && res.status === 304) return kept.data as TDataOf<P>;
  const data = await unwrap(path, res);
  const tag = opts.revalidate ? res.headers.get('ETag') : null;
  if (tag) tagged.set(key, { tag, data });
  else if (opts.revalidate) tagged.delete(key);
  return data;
}

/**
 * State-changing call: CSRF token in header X-CSRF-Token and body field csrf_token.
 * A rejected token is fetched again once (it may have expired with the cookie).
 */
async function apiSend<P extends TEndpointPath>(
  method: 'POST' | 'DELETE',
  path: P,
  body: object,
  opts: RequestOptions<TQueryOf<P>> = {},
): Promise<TDataOf<P>> {
  for (let attempt = 0; ; attempt++) {
    const token = await getCsrfToken();
    const res = await doFetch(
      apiUrl(path, opts.query),
      {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-CSRF-Token': token,
          ...opts.headers,
        },
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
    return unwrap(path, res);
  }
}

/**
 * POST to an endpoint of the contract by its key; the body (`{}` when it takes no field but the
 * CSRF token, which the client adds) and the answer's type come from the endpoint.
 */
export const apiPost = <P extends TPathOf<'POST'>>(path: P, body: TBodyOf<P>, opts?: RequestOptions<TQueryOf<P>>) =>
  apiSend('POST', path, body, opts);
/** DELETE with a JSON body (notifications/delete.php), typed like apiPost. */
export const apiDelete = <P extends TPathOf<'DELETE'>>(path: P, body: TBodyOf<P>, opts?: RequestOptions<TQueryOf<P>>) =>
  apiSend('DELETE', path, body, opts);
