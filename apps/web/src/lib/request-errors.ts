import { ApiError } from './api-client';
import { loadErrorLayer } from './load-error-layer';
import { notifySessionExpired } from './session-events';

/** What a request may say about its own failures. */
export interface TRequestMeta extends Record<string, unknown> {
  /** The caller reports the failure itself (a field message, its own toast): no catalogue toast. */
  silent?: boolean;
}

/** A 401 that means "your session is gone" (a wrong password is a 401 too, but a toast-worthy one). */
export function isSessionLossError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}

/**
 * Every failed request ends here, whether it went through the query cache or was a plain call
 * (the pages before sign-in): the error catalogue's toast (docs/business-rules.md#error-catalogue),
 * unless silent or a lost session (the guards then send the user to /login with their own message).
 */
export function handleRequestError(error: unknown, meta: TRequestMeta | undefined): Promise<void> {
  if (isSessionLossError(error)) notifySessionExpired();
  // Quiet failures need no catalogue; the others load it (and its texts) on the first failure.
  if (meta?.silent === true || isSessionLossError(error)) return Promise.resolve();
  return loadErrorLayer().then(({ handleQueryError }) => handleQueryError(error, { meta }));
}
