import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ROLE, V_ONBOARDING, type TMfaSetupResponse } from '@portal/contract';
import { loginChallenges, mfaRecoveryCodes, sessions, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../lib/audit';
import { companyIdOfUser } from '../../lib/audit-actor';
import { openSecret, sealSecret } from '../../lib/secret-box';
import type { DbOrTx } from '../../db/client';
import type { Deps, SessionUser } from '../../types';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

/**
 * The second factor of an account (docs/business-rules.md#second-factor, docs/decisions/098):
 * enrolment (setup, then enable with a first code), its check at sign-in and when it is switched
 * off, and the reset after a lost phone. The TOTP secret is kept encrypted under the server
 * secret, bound to the user's uuid (lib/secret-box.ts).
 */

type MfaDeps = Pick<Deps, 'db' | 'clock' | 'secret'>;

async function mfaRow(deps: Pick<Deps, 'db'>, userId: number) {
  const [row] = await deps.db
    .select({
      uuid: users.uuid,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      secret: users.mfaSecret,
      pending: users.mfaPendingSecret,
      enabledAt: users.mfaEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/**
 * GET account/mfa/setup.php: a secret for the authenticator app, as base32, otpauth:// URL and QR
 * code. It is kept (encrypted) as the pending secret until enable.php confirms it with a code; a
 * second call before that answers the same secret, so two tabs or a reload show one QR code.
 */

/** A user's recovery codes become `codes` (stored hashed); answers how many unused ones were replaced. */
async function replaceRecoveryCodes(
  tx: DbOrTx,
  secret: Deps['secret'],
  user: { id: number; uuid: string },
  codes: readonly string[],
): Promise<number> {
  const removed = await tx
    .delete(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.userId, user.id))
    .returning({ usedAt: mfaRecoveryCodes.usedAt });
  await tx
    .insert(mfaRecoveryCodes)
    .values(
      codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(secret, user.uuid, normalizeRecoveryCode(c)!) })),
    );
  return removed.filter((r) => r.usedAt === null).length;
}

export async function startMfaSetup(deps: MfaDeps, user: SessionUser): Promise<TMfaSetupResponse> {
  const row = await mfaRow(deps, user.id);
  if (row.enabledAt) throw new AppError('MFA_ALREADY_ENABLED');
  let base32 = row.pending ? openSecret(deps.secret, row.pending, row.uuid) : null;
  if (!base32) {
    base32 = newTotpSecret();
    await deps.db
      .update(users)
      .set({ mfaPendingSecret: sealSecret(deps.secret, base32, row.uuid) })
      .where(and(eq(users.id, user.id), isNull(users.mfaEnabledAt)));
  }
  const url = otpauthUrl(base32, row.email);
  return {
    secret: base32,
    otpauth_url: url,
    qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

/**
 * POST account/mfa/enable.php: a current code of the pending secret switches the factor on and
 * answers ten new recovery codes (shown once; stored as HMACs). The code's time step counts as
 * used, so the same code cannot then sign in.
 */
export async function enableMfa(deps: MfaDeps, user: SessionUser, code: string): Promise<string[]> {
  const row = await mfaRow(deps, user.id);
  if (row.enabledAt) throw new AppError('MFA_ALREADY_ENABLED');
  const base32 = row.pending ? openSecret(deps.secret, row.pending, row.uuid) : null;
  const step = base32 ? matchTotp(base32, code) : null;
  if (step === null || !row.pending) throw new AppError('MFA_CODE_INVALID');
  const codes = newRecoveryCodes();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [on] = await tx
      .update(users)
      .set({ mfaSecret: row.pending, mfaPendingSecret: null, mfaEnabledAt: now, mfaLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.mfaEnabledAt)))
      .returning({ id: users.id });
    if (!on) throw new AppError('MFA_ALREADY_ENABLED');
    await replaceRecoveryCodes(tx, deps.secret, { id: user.id, uuid: row.uuid }, codes);
    await recordAudit(tx, {
      action: 'auth.mfa_enabled',
      entityType: 'user',
      entityId: row.uuid,
      companyId: await companyIdOfUser(tx, user.id),
      after: { mfa_enabled: true, recovery_codes: codes.length },
      at: now,
    });
  });
  return codes;
}

/**
 * Whether `code` is a current authenticator code (one step either side of the real time, and a
 * later step than the last one accepted) or an unused recovery code of the user; either is used
 * up atomically, so of two parallel tries with one code one wins. Null when neither.
 */
export async function useSecondFactor(
  deps: Pick<Deps, 'db' | 'secret'>,
  user: { id: number; uuid: string },
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const typed = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(typed)) {
    const [row] = await deps.db
      .select({ secret: users.mfaSecret, enabledAt: users.mfaEnabledAt })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const base32 = row?.enabledAt && row.secret ? openSecret(deps.secret, row.secret, user.uuid) : null;
    const step = base32 ? matchTotp(base32, typed) : null;
    if (step === null) return null;
    // A code is accepted once: its step must be later than the last one accepted.
    const [claimed] = await deps.db
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
      .returning({ id: users.id });
    return claimed ? 'totp' : null;
  }
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return null;
  const [used] = await deps.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, user.id),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(deps.secret, user.uuid, normalized)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used ? 'recovery' : null;
}

/**
 * POST account/mfa/disable.php: company users only (the factor is mandatory for administrators:
 * 403). The password and a code (authenticator or recovery) prove it is the owner; limited like
 * change-password against guessing.
 */
export async function disableMfa(
  deps: Pick<Deps, 'db' | 'clock' | 'secret' | 'passwords' | 'rateLimiter'>,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<void> {
  if (user.role === ROLE.ADMIN) throw new AppError('FORBIDDEN');
  await deps.rateLimiter.consume('change_password', `user:${user.id}`);
  const row = await mfaRow(deps, user.id);
  if (!row.enabledAt) throw new AppError('MFA_NOT_ENABLED');
  if (!(await deps.passwords.verify(row.passwordHash, input.password)))
    throw fieldError('password', V_ONBOARDING.currentPasswordWrong);
  if (!(await useSecondFactor(deps, { id: user.id, uuid: row.uuid }, input.code)))
    throw new AppError('MFA_CODE_INVALID');
  await clearMfa(deps, user.id, 'auth.mfa_disabled');
}

/**
 * POST account/mfa/recovery-codes.php: ten new recovery codes replace every earlier one (used or
 * not) in one transaction, so an old code fails from the moment the answer is sent. The password
 * and a current authenticator code prove it is the owner with the phone (a recovery code is not
 * enough: whoever holds one code must not mint ten); limited like change-password against
 * guessing. Written as `auth.mfa_recovery_codes` with the number, never the codes.
 */
export async function regenerateRecoveryCodes(
  deps: Pick<Deps, 'db' | 'clock' | 'secret' | 'passwords' | 'rateLimiter'>,
  user: SessionUser,
  input: { password: string; code: string },
): Promise<string[]> {
  await deps.rateLimiter.consume('change_password', `user:${user.id}`);
  const row = await mfaRow(deps, user.id);
  if (!row.enabledAt) throw new AppError('MFA_NOT_ENABLED');
  if (!(await deps.passwords.verify(row.passwordHash, input.password)))
    throw fieldError('password', V_ONBOARDING.currentPasswordWrong);
  if ((await useSecondFactor(deps, { id: user.id, uuid: row.uuid }, input.code)) !== 'totp')
    throw new AppError('MFA_CODE_INVALID');
  const codes = newRecoveryCodes();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const unusedBefore = await replaceRecoveryCodes(tx, deps.secret, { id: user.id, uuid: row.uuid }, codes);
    await recordAudit(tx, {
      action: 'auth.mfa_recovery_codes',
      entityType: 'user',
      entityId: row.uuid,
      companyId: await companyIdOfUser(tx, user.id),
      before: { recovery_codes_unused: unusedBefore },
      after: { recovery_codes: codes.length },
      at: now,
    });
  });
  return codes;
}

/**
 * Takes a user's second factor away (a lost phone): the secret, the pending one, the recovery
 * codes and every session go; an administrator must enrol again at the next sign-in
 * (MFA_REQUIRED until then). Written as `auth.mfa_reset`, by the request's actor (a super admin)
 * or the one given (the operator's command, `npm run admin:reset-mfa`). False for an unknown user.
 */
export async function resetMfa(
  // A transaction too: Manajemen Admin resets within its own (a savepoint here).
  deps: { db: DbOrTx; clock: Deps['clock'] },
  userId: number,
  opts: { actor?: TAuditActor; reason?: string } = {},
): Promise<boolean> {
  return clearMfa(deps, userId, 'auth.mfa_reset', opts);
}

async function clearMfa(
  deps: { db: DbOrTx; clock: Deps['clock'] },
  userId: number,
  action: 'auth.mfa_disabled' | 'auth.mfa_reset',
  opts: { actor?: TAuditActor; reason?: string } = {},
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ uuid: users.uuid, enabledAt: users.mfaEnabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return false;
    await tx
      .update(users)
      .set({ mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    if (action === 'auth.mfa_reset') {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    }
    await recordAudit(tx, {
      action,
      entityType: 'user',
      entityId: before.uuid,
      companyId: await companyIdOfUser(tx, userId),
      before: { mfa_enabled: before.enabledAt !== null },
      after: { mfa_enabled: false },
      reason: opts.reason ?? null,
      at: now,
      actor: opts.actor,
    });
    return true;
  });
}
