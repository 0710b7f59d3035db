import { ApiError } from '@/lib/api-client';

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
