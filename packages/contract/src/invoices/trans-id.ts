import { wibYearMonth } from '../common/business-date';

/**
 * `transId` of an invoice (docs/business-rules.md#invoices): `INV-YYYYMM-NNNNNN`, the WIB month
 * of issue and a per-month sequence without gaps (the server's `sequences` row keyed by
 * `INV-YYYYMM`). Zod-free.
 */
export const TRANS_ID_PATTERN = /^INV-(\d{4})(0[1-9]|1[0-2])-(\d{6})$/;
export const TRANS_ID_SEQUENCE_MAX = 999_999;

/** The sequence key of the month an invoice issued at `issuedAt` belongs to, e.g. `INV-202611`. */
export const transIdSequenceKey = (issuedAt: Date): string => `INV-${wibYearMonth(issuedAt)}`;

export function formatTransId(issuedAt: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > TRANS_ID_SEQUENCE_MAX)
    throw new RangeError(`invoice sequence ${sequence} is outside 1..${TRANS_ID_SEQUENCE_MAX}`);
  return `${transIdSequenceKey(issuedAt)}-${String(sequence).padStart(6, '0')}`;
}

/** How a typed or pasted number is read: spaces around it dropped, any case. */
export const normalizeTransId = (value: string): string => value.trim().toUpperCase();

export const isTransId = (value: string): boolean => TRANS_ID_PATTERN.test(value);

export function parseTransId(value: string): { year: number; month: number; sequence: number } | null {
  const m = TRANS_ID_PATTERN.exec(value);
  return m ? { year: Number(m[1]), month: Number(m[2]), sequence: Number(m[3]) } : null;
}
