import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { serverMessageOf, showErrorToast } from '@/lib/errors';

const hasText = (s: string) => !!s.trim() && !/^HTTP \d{3}$/.test(s.trim());

/** The server's words for a refused change (409: already published, not active any more), or null. */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const text = serverMessageOf(error) ?? error.message;
  return hasText(text) ? text : null;
}

/** A refused action shows the server's words as a warning; any other failure gets the catalogue's toast. */
export function showActionError(error: unknown, t: TFunction): void {
  const refused = refusalMessage(error);
  if (refused) toast({ title: t('adminCertificates:refusedTitle'), description: refused, variant: 'warning' });
  else showErrorToast(error);
}

/** A 422's messages per field, if the server named them. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) if (messages?.[0]) out[field] = messages[0];
  return out;
}

/** The certificate a 409 "already published" names (`data.certificate`), if any. */
export function publishedCertificateOf(error: unknown): { certificate_uuid: string; number?: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const cert = (error.data as { certificate?: unknown } | undefined)?.certificate as
    { certificate_uuid?: unknown; number?: unknown } | undefined;
  return cert && typeof cert.certificate_uuid === 'string'
    ? { certificate_uuid: cert.certificate_uuid, number: typeof cert.number === 'string' ? cert.number : undefined }
    : null;
}
