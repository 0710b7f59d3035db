import {
  CERTIFICATE_EXPIRING_SOON_DAYS,
  CERTIFICATE_STATUS,
  wibDate,
  type TCertificateStatus,
} from '@portal/contract/constants';
import type { TRenewalWindow } from '@portal/contract';

/** How the days-left line reads and in which tone (docs/business-rules.md#certificates). */
export type TDaysLeft = {
  key: 'days.left' | 'days.ending' | 'days.endsToday' | 'days.expired';
  count: number;
  tone: 'ok' | 'warning' | 'danger';
};

/**
 * The days-left line of a certificate that is or was valid: none for a revoked or superseded one
 * (its dates no longer matter). "Expiring soon" is the list summary's rule: the last valid day within
 * CERTIFICATE_EXPIRING_SOON_DAYS.
 */
export function daysLeftOf(status: TCertificateStatus, daysLeft: number): TDaysLeft | null {
  if (status !== CERTIFICATE_STATUS.ACTIVE && status !== CERTIFICATE_STATUS.EXPIRED) return null;
  if (daysLeft < 0) return { key: 'days.expired', count: -daysLeft, tone: 'danger' };
  if (daysLeft === 0) return { key: 'days.endsToday', count: 0, tone: 'warning' };
  if (daysLeft <= CERTIFICATE_EXPIRING_SOON_DAYS) return { key: 'days.ending', count: daysLeft, tone: 'warning' };
  return { key: 'days.left', count: daysLeft, tone: 'ok' };
}

/** Why a certificate can or cannot be renewed today, for the sentence the detail and renewal pages show. */
export type TRenewalState =
  /** `lastDay`: the certificate is still valid; published by then, its successor keeps the remaining days. */
  | { kind: 'open'; closes: string; lastDay: string | null }
  | { kind: 'underWay'; codeReg: string }
  | { kind: 'before'; opens: string }
  | { kind: 'after'; closes: string }
  | { kind: 'status' };

export function renewalStateOf(
  status: TCertificateStatus,
  renewal: TRenewalWindow,
  now: Date = new Date(),
  validUntil: string | null = null,
): TRenewalState {
  if (renewal.renewal_code_reg) return { kind: 'underWay', codeReg: renewal.renewal_code_reg };
  if (renewal.can_renew)
    return {
      kind: 'open',
      closes: renewal.window_closes,
      // The deadline is the last valid day (docs/business-rules.md#certificate-renewal); the grace window is the fallback.
      lastDay: validUntil !== null && wibDate(now) <= validUntil ? validUntil : null,
    };
  // Only an active or expired certificate is renewed; a revoked or superseded one never is.
  if (status !== CERTIFICATE_STATUS.ACTIVE && status !== CERTIFICATE_STATUS.EXPIRED) return { kind: 'status' };
  const today = wibDate(now);
  if (today < renewal.window_opens) return { kind: 'before', opens: renewal.window_opens };
  return { kind: 'after', closes: renewal.window_closes };
}

/** The window dates a 409 of applications/create.php carries (`data.window_opens`, `data.window_closes`), if any. */
export function windowFromConflict(data: unknown): { window_opens: string; window_closes: string } | null {
  if (!data || typeof data !== 'object') return null;
  const { window_opens: opens, window_closes: closes } = data as Record<string, unknown>;
  return typeof opens === 'string' && typeof closes === 'string'
    ? { window_opens: opens, window_closes: closes }
    : null;
}
