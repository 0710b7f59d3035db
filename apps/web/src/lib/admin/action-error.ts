import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { serverMessageOf, showErrorToast } from '@/lib/errors';

const hasText = (s: string) => !!s.trim() && !/^HTTP \d{3}$/.test(s.trim());

/**
 * The server's reason for a refused change (409: a request still open, the invoice unpaid, a
 * certificate already published, decided meanwhile), or null.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const text = serverMessageOf(error) ?? error.message;
  return hasText(text) ? text : null;
}

/**
 * A refused action shows the server's words as a warning under the screen's `refusedTitle`; any
 * other failure gets the catalogue's toast.
 */
export function showActionError(error: unknown, refusedTitle: string): void {
  const refused = refusalMessage(error);
  if (refused) toast({ title: refusedTitle, description: refused, variant: 'warning' });
  else showErrorToast(error);
}

/** A 422's message for one field of the body (the reason, the note), if the server named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return error.errors?.[field]?.[0];
}
