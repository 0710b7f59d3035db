import { ERROR_HTTP_STATUS, type TErrorCode } from '../errors';
import type { TEndpoint } from './define';

/** Any call can meet these: a server fault, or the database being unreachable (docs/decisions/017). */
const ALWAYS: readonly TErrorCode[] = ['INTERNAL', 'SERVICE_UNAVAILABLE'];

/**
 * Every error code an endpoint can answer: what its access, CSRF, input and rate limits imply,
 * plus its own `errors` (docs/decisions/093). The OpenAPI document lists them, and the API suites
 * fail when a route answers a code that is not among them.
 */
export function errorCodesOf(ep: TEndpoint): TErrorCode[] {
  const codes = new Set<TErrorCode>(ALWAYS);
  const add = (...c: TErrorCode[]) => c.forEach((x) => codes.add(x));
  if (ep.access !== 'public' && ep.access !== 'optional')
    add('UNAUTHENTICATED', 'PASSWORD_CHANGE_REQUIRED', 'MFA_REQUIRED');
  if (ep.access === 'admin') add('FORBIDDEN');
  if (ep.access === 'admin' && ep.roles !== 'any') add('ROLE_REQUIRED');
  if (ep.access === 'verified') add('DOCUMENTS_NOT_VERIFIED');
  if (ep.csrf ?? ep.method !== 'GET') add('CSRF_INVALID');
  if (ep.body || ep.query) add('VALIDATION_FAILED');
  if (ep.body) add('BAD_REQUEST', 'PAYLOAD_TOO_LARGE');
  // A multipart body past the server's body limit is 413 before its file is looked at.
  if (ep.upload) add('FILE_TOO_LARGE', 'FILE_REJECTED', 'PAYLOAD_TOO_LARGE');
  if (ep.rateLimits?.length) add('RATE_LIMITED');
  // A four-eyes action: another request of it waits already (docs/business-rules.md#four-eyes).
  if (ep.fourEyes) add('CONFLICT');
  add(...(ep.errors ?? []));
  return [...codes].sort((a, b) => ERROR_HTTP_STATUS[a] - ERROR_HTTP_STATUS[b] || a.localeCompare(b));
}
