import type { TCertificateCurrent, TPublicCertificate, TPublicCertificateResponse } from '@portal/contract';
import { normalizeCertificateNumber } from '@portal/contract/constants';
import { apiGet } from '@/lib/api-client';

/** Room for a pasted number or UUID with stray spaces around and inside it. */
export const LOOKUP_INPUT_MAX = 80;
/** The server's own limit on `q` (ZVerifyCertificateQuery). */
const QUERY_MAX = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Hyphen-like characters a PDF viewer or word processor may put in place of "-". */
const DASHES = /[\u2010-\u2015\u2212]/g;
const LOOSE_NUMBER = /^SBU-?(\d{4})-?(\d{6,})$/i;

export const isCertificateUuid = (value: string): boolean => UUID.test(value);

/**
 * What a visitor typed or pasted, in the shape the server looks up: a certificate number
 * `SBU-YYYY-NNNNNN` (any case, spaces anywhere, the dashes optional or typographic) or a UUID
 * (lower case). Null when it is neither, so no request is spent on it (lookups are rate limited,
 * docs/business-rules.md#public-verification).
 */
export function normalizeLookup(input: string): string | null {
  const compact = input.replace(/\s+/g, '').replace(DASHES, '-');
  if (isCertificateUuid(compact.toLowerCase())) return compact.toLowerCase();
  const m = LOOSE_NUMBER.exec(compact);
  const number = m ? normalizeCertificateNumber(`SBU-${m[1]}-${m[2]}`) : null;
  return number && number.length <= QUERY_MAX ? number : null;
}

/** A certificate as the server answered it, and when the visitor's check was made. */
export interface TLookupResult {
  certificate: TPublicCertificate;
  /** For a superseded certificate, the one in force now after the whole chain (else null). */
  current: TCertificateCurrent | null;
  checkedAt: Date;
}

const checked = ({ certificate, current }: TPublicCertificateResponse): TLookupResult => ({
  certificate,
  current,
  checkedAt: new Date(),
});

/** The request keys carry an attempt counter first (`attempt\nvalue`), so "try again" asks the server again. */
const valueOf = (key: string) => key.slice(key.indexOf('\n') + 1);

/** certificates/public.php: the QR page (the server counts it as a QR verification). */
export const loadByUuid = async (key: string, signal: AbortSignal): Promise<TLookupResult> =>
  checked(await apiGet('certificates/public.php', { query: { uuid: valueOf(key) }, signal, noCache: true }));

/** certificates/verify.php: `/verify` by number or UUID. */
export const loadByQuery = async (key: string, signal: AbortSignal): Promise<TLookupResult> =>
  checked(await apiGet('certificates/verify.php', { query: { q: valueOf(key) }, signal, noCache: true }));
