import type { TErrorCode } from '@portal/contract';

/** Unique indexes of db/schema whose violation is an "already registered" (or "already waiting") answer (docs/business-rules.md#duplicates). */
const CONSTRAINT_CODES: Record<string, TErrorCode> = {
  users_email_uq: 'EMAIL_TAKEN',
  users_phone_uq: 'PHONE_TAKEN',
  companies_npwp_uq: 'NPWP_TAKEN',
  companies_nib_uq: 'NIB_TAKEN',
  // A second four-eyes request for an action and entity while one waits (docs/business-rules.md#four-eyes).
  approvals_one_pending_uq: 'CONFLICT',
};

const PG_UNIQUE_VIOLATION = '23505';

/**
 * Maps a unique violation (a sign-up racing another with the same data, after both passed the
 * duplicate checks) to its error code. Drizzle wraps the driver error in `cause`; pg and PGlite
 * both report the index name in `constraint`, the message is a fallback.
 */
export function duplicateCodeOf(err: unknown): TErrorCode | null {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== PG_UNIQUE_VIOLATION) continue;
    const name =
      typeof constraint === 'string'
        ? constraint
        : typeof message === 'string'
          ? /"([^"]+)"/.exec(message)?.[1]
          : undefined;
    return (name && CONSTRAINT_CODES[name]) || null;
  }
  return null;
}
