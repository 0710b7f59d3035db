import { ApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';

/**
 * A 409 refusal whose server message says why (suspending yourself or the last active admin,
 * docs/business-rules.md#user-status): that text is shown, in the reader's language when the server named it
 * (docs/decisions/097). Anything else answers null (the catalogue's toast).
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const text = (serverMessageOf(error) ?? error.message).trim();
  return text && !/^HTTP \d{3}$/.test(text) ? text : null;
}
