import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@portal/contract';

/**
 * What every answer must be (docs/decisions/018): never a 5xx; JSON in the envelope
 * (`status`, `message`, and `code` on errors); a non-JSON answer only as a success of a route
 * that answers files, or a bodiless 304 with its ETag from a route with `etag`
 * (docs/business-rules.md#polled-calls). Returns the problem, or null.
 */
export function problemWith(res: LightMyRequestResponse, opts: { fileRoute: boolean; etag?: boolean }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode === 304)
    return opts.etag && res.body === '' && res.headers.etag ? null : '304 from a route without an ETag, or with a body';
  // A file route's success is its file, whatever its type (openapi.json is JSON, not an envelope).
  if (opts.fileRoute && res.statusCode < 400) return null;
  // A polled call's "not modified" (docs/decisions/105) has no body at all, as HTTP wants.
  if (res.statusCode === 304) return res.body === '' ? null : '304 with a body';
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return opts.fileRoute && res.statusCode < 400 ? null : `${res.statusCode} answered ${type || 'no content type'}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} invalid JSON`;
  }
  const env = body as { status?: unknown; message?: unknown; code?: unknown; errors?: unknown };
  if (typeof env !== 'object' || env === null || typeof env.message !== 'string')
    return `${res.statusCode} not an envelope`;
  if (res.statusCode >= 400) {
    if (env.status !== 'error') return `${res.statusCode} with status ${String(env.status)}`;
    if (typeof env.code !== 'string' || !(ERROR_CODES as string[]).includes(env.code))
      return `${res.statusCode} with code ${String(env.code)}`;
    if (env.errors !== undefined && (typeof env.errors !== 'object' || env.errors === null))
      return `${res.statusCode} with malformed errors`;
  } else if (env.status !== 'success') {
    return `${res.statusCode} with status ${String(env.status)}`;
  }
  return null;
}
