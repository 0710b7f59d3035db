import { OTP_RESEND_WAIT_DEFAULT_S } from '@portal/contract/constants';

/** data.wait_time or data.cooldown_seconds, default 30 s (docs/business-rules.md#ui-constants). */
export function resolveOtpWaitSeconds(
  data: { wait_time?: unknown; cooldown_seconds?: unknown } | null | undefined,
): number {
  for (const v of [data?.wait_time, data?.cooldown_seconds]) {
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.ceil(v);
  }
  return OTP_RESEND_WAIT_DEFAULT_S;
}
