import { ROLE, type TRole } from '@portal/contract';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser, selfActor } from '../../lib/audit-actor';
import { currentActor } from '../../lib/audit';
import type { Deps } from '../../types';

/**
 * Sign-ins in the audit trail (docs/business-rules.md#audited-actions, docs/decisions/099):
 * `auth.login` when a session starts, `auth.login_failed` for a wrong password, second-factor code
 * or login code (the e-mail tried, never what was typed), `auth.logout`. Each is its own
 * transaction: a failed sign-in changes nothing else that could carry it.
 */

type Who = { id: number; uuid: string; email: string; role: TRole };

export async function recordLogin(deps: Pick<Deps, 'db' | 'clock'>, user: Who, via: 'password' | 'mfa'): Promise<void> {
  await deps.db.transaction(async (tx) =>
    recordAudit(tx, {
      action: 'auth.login',
      entityType: 'user',
      entityId: user.uuid,
      companyId: await companyIdOfUser(tx, user.id),
      after: { via },
      at: deps.clock.now(),
      actor: selfActor(user),
    }),
  );
}

/**
 * A failed sign-in: counted against the account from every address (`login_account`, the soft
 * cap that asks for a login code; docs/decisions/098) and written to the trail. The row names the
 * account when the e-mail is one (its uuid) and the e-mail as typed otherwise; its actor is
 * whoever typed it, unproven: no user id, the e-mail tried, the request's address.
 */
export async function recordLoginFailure(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  email: string,
  user: Who | undefined,
  step: 'password' | 'mfa' | 'login_code',
): Promise<void> {
  await deps.rateLimiter.add('login_account', email);
  await deps.db.transaction(async (tx) =>
    recordAudit(tx, {
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: user?.uuid ?? email,
      companyId: user ? await companyIdOfUser(tx, user.id) : null,
      after: { email, step },
      at: deps.clock.now(),
      actor: {
        userId: null,
        email,
        role: user?.role === ROLE.ADMIN ? 'admin' : 'user',
        ip: currentActor().ip,
      },
    }),
  );
}

/** The signed-in user ended their session (the route gate's actor). */
export async function recordLogout(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: { id: number; uuid: string },
): Promise<void> {
  await deps.db.transaction(async (tx) =>
    recordAudit(tx, {
      action: 'auth.logout',
      entityType: 'user',
      entityId: user.uuid,
      companyId: await companyIdOfUser(tx, user.id),
      at: deps.clock.now(),
    }),
  );
}
