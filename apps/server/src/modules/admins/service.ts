import { and, asc, count, desc, eq, ilike, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  ADMIN_ROLES,
  ROLE,
  USER_STATUS,
  type TAdminAccount,
  type TAdminAccountListQuery,
  type TAdminRole,
  type TListResult,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import { adminRoles, passwordResets, users } from '../../db/schema';
import { adminRolesIn } from '../../lib/admin-roles';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { randomToken } from '../../lib/crypto';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import { msg } from '../../lib/server-message';
import { duplicateCodeOf } from '../../lib/unique-violation';
import type { Deps, SessionUser } from '../../types';
import { sendInvitation } from '../auth';
import { resetMfa } from '../mfa';
import { toAdminAccountDto } from './admin-dto';

type Filter = Omit<TAdminAccountListQuery, 'page' | 'per_page'>;

/**
 * Each administrator's roles, in one text (`finance,verifier`), and when an unused invitation link
 * runs out (invited administrators only), read with the row. The subqueries name their tables
 * (drizzle writes a column in `sql` without its table, which would bind to the subquery's own).
 */
const rolesColumn = sql<
  string | null
>`(select string_agg(ar.role, ',' order by ar.role) from admin_roles ar where ar.user_id = "users"."id")`;
const invitationColumn =
  sql<Date | null>`(select max(pr.expires_at) from password_resets pr where pr.user_id = "users"."id" and pr.purpose = 'invitation' and pr.used_at is null)`.mapWith(
    passwordResets.expiresAt,
  );

const rolesOf = (text: string | null): TAdminRole[] =>
  (text ? text.split(',') : []).filter((r): r is TAdminRole => (ADMIN_ROLES as readonly string[]).includes(r));

const STATUS_WHERE = {
  disabled: eq(users.isSuspended, true),
  invited: and(eq(users.isSuspended, false), eq(users.status, USER_STATUS.PENDING_VERIFICATION)),
  active: and(eq(users.isSuspended, false), ne(users.status, USER_STATUS.PENDING_VERIFICATION)),
} as const;

function adminWhere(q: Filter): SQL | undefined {
  const like = q.q ? likePattern(q.q) : undefined;
  return allOf([
    eq(users.role, ROLE.ADMIN),
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
    q.status ? STATUS_WHERE[q.status] : undefined,
    q.role
      ? sql`exists (select 1 from admin_roles ar where ar.user_id = "users"."id" and ar.role = ${q.role})`
      : undefined,
  ]);
}

const ORDER = {
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
} as const;

/** GET admin/admins/list.php: a page of administrators with their roles, one statement and one count (users_role_idx). */
export async function listAdmins(
  deps: Pick<Deps, 'db'>,
  q: TAdminAccountListQuery,
): Promise<TListResult<TAdminAccount>> {
  return pagedList(
    q,
    async (limit, offset) => {
      const rows = await deps.db
        .select({ user: users, roles: rolesColumn, invitationExpiresAt: invitationColumn })
        .from(users)
        .where(adminWhere(q))
        .orderBy(...ORDER[q.sort ?? 'name'])
        .limit(limit)
        .offset(offset);
      return rows.map((r) => toAdminAccountDto(r.user, rolesOf(r.roles), r.invitationExpiresAt));
    },
    () => deps.db.select({ n: count() }).from(users).where(adminWhere(q)),
  );
}

async function accountOf(tx: DbTx, userId: number): Promise<TAdminAccount> {
  const [row] = await tx
    .select({ user: users, roles: rolesColumn, invitationExpiresAt: invitationColumn })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return toAdminAccountDto(row.user, rolesOf(row.roles), row.invitationExpiresAt);
}

async function setRoles(tx: DbTx, userId: number, roles: readonly TAdminRole[], grantedBy: number, now: Date) {
  await tx.delete(adminRoles).where(and(eq(adminRoles.userId, userId), notInArray(adminRoles.role, [...roles])));
  await tx
    .insert(adminRoles)
    .values(roles.map((role) => ({ userId, role, grantedBy, grantedAt: now })))
    .onConflictDoNothing();
}

/**
 * POST admin/admins/invite.php (docs/business-rules.md#invitations): a new administrator account,
 * `invited` (status `pending_verification`, a password nobody knows) with its roles, and an
 * invitation mailed in the same transaction. Inviting again an address whose invitation was never
 * used sends a new link (and takes the new name and roles); any other known address is
 * 409 `EMAIL_TAKEN`. Audited as `admin.invited`.
 */
export async function inviteAdmin(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords'>,
  inviter: SessionUser,
  input: { email: string; name: string; roles: readonly TAdminRole[] },
): Promise<TAdminAccount> {
  const unusable = await deps.passwords.hash(randomToken(32));
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [known] = await tx.select().from(users).where(eq(users.email, input.email)).for('update').limit(1);
      const again =
        known?.role === ROLE.ADMIN && known.status === USER_STATUS.PENDING_VERIFICATION && !known.isSuspended;
      if (known && !again) throw new AppError('EMAIL_TAKEN');
      const [user] = known
        ? await tx.update(users).set({ name: input.name, updatedAt: now }).where(eq(users.id, known.id)).returning()
        : await tx
            .insert(users)
            .values({
              email: input.email,
              name: input.name,
              passwordHash: unusable,
              role: ROLE.ADMIN,
              status: USER_STATUS.PENDING_VERIFICATION,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
      const before = known ? await adminRolesIn(tx, user.id) : null;
      await setRoles(tx, user.id, input.roles, inviter.id, now);
      const { expiresAt } = await sendInvitation(tx, deps, {
        user,
        inviter: { id: inviter.id, name: inviter.name },
        as: { kind: 'admin', roles: input.roles },
      });
      await recordAudit(tx, {
        action: 'admin.invited',
        entityType: 'admin',
        entityId: user.uuid,
        before: before && { name: known!.name, roles: before },
        after: { email: user.email, name: user.name, roles: [...input.roles].sort(), expires_at: expiresAt },
        at: now,
      });
      return accountOf(tx, user.id);
    });
  } catch (err) {
    // Two invitations of one new address at once: the second meets the unique e-mail.
    if (duplicateCodeOf(err) === 'EMAIL_TAKEN') throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Active super admins other than `userId`, counted while every super admin row is locked. */
async function otherActiveSuperAdmins(tx: DbTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(adminRoles)
    .innerJoin(users, eq(users.id, adminRoles.userId))
    .where(
      and(
        eq(adminRoles.role, ADMIN_ROLE.SUPER_ADMIN),
        ne(users.id, userId),
        eq(users.isSuspended, false),
        ne(users.status, USER_STATUS.PENDING_VERIFICATION),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * POST admin/admins/update.php (docs/business-rules.md#admin-roles): roles, disabling (which ends
 * the account's sessions) or enabling, in one transaction. Every super admin's role row is locked
 * first, so two super admins taking each other's role at the same moment cannot both succeed: the
 * last active super admin keeps the role and cannot be disabled (409), and nobody disables
 * themselves (409). Audited as `admin.roles_changed`, `admin.disabled`, `admin.enabled`.
 * `reset_mfa` takes another administrator's second factor away in the same transaction (a lost
 * phone; docs/decisions/098): their sessions end and they enrol again at the next sign-in,
 * audited `auth.mfa_reset`; nobody resets their own (409).
 */
export async function updateAdmin(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions'>,
  actor: SessionUser,
  input: { uuid: string; roles?: readonly TAdminRole[]; disabled?: boolean; reset_mfa?: true; reason?: string },
): Promise<TAdminAccount> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx
      .select({ userId: adminRoles.userId })
      .from(adminRoles)
      .where(eq(adminRoles.role, ADMIN_ROLE.SUPER_ADMIN))
      // One order for every transaction, so two that lock the same rows cannot deadlock.
      .orderBy(adminRoles.userId)
      .for('update');
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.uuid, input.uuid), eq(users.role, ROLE.ADMIN)))
      .for('update')
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND');
    const roles = await adminRolesIn(tx, target.id);
    const nextRoles = input.roles ? [...input.roles].sort() : roles;
    const disabled = input.disabled ?? target.isSuspended;
    if (disabled && !target.isSuspended && target.id === actor.id)
      throw new AppError('INVALID_TRANSITION', { message: msg('admins.disable_self') });
    if (input.reset_mfa && target.id === actor.id)
      throw new AppError('INVALID_TRANSITION', { message: msg('admins.reset_mfa_self') });
    const activeSuper =
      roles.includes(ADMIN_ROLE.SUPER_ADMIN) &&
      !target.isSuspended &&
      target.status !== USER_STATUS.PENDING_VERIFICATION;
    const staysActiveSuper = nextRoles.includes(ADMIN_ROLE.SUPER_ADMIN) && !disabled;
    if (activeSuper && !staysActiveSuper && (await otherActiveSuperAdmins(tx, target.id)) === 0)
      throw new AppError('INVALID_TRANSITION', { message: msg('admins.last_super_admin') });

    if (input.roles && nextRoles.join() !== roles.join()) {
      await setRoles(tx, target.id, nextRoles, actor.id, now);
      await recordAudit(tx, {
        action: 'admin.roles_changed',
        entityType: 'admin',
        entityId: target.uuid,
        before: { roles },
        after: { roles: nextRoles },
        at: now,
      });
    }
    if (disabled !== target.isSuspended) {
      const reason = disabled ? (input.reason ?? null) : null;
      await tx
        .update(users)
        .set({ isSuspended: disabled, suspendedReason: reason, updatedAt: now })
        .where(eq(users.id, target.id));
      if (disabled) await deps.sessions.destroyAllForUser(target.id, null, tx);
      await recordAudit(tx, {
        action: disabled ? 'admin.disabled' : 'admin.enabled',
        entityType: 'admin',
        entityId: target.uuid,
        before: { disabled: target.isSuspended },
        after: { disabled },
        reason,
        at: now,
      });
    }
    if (input.reset_mfa) await resetMfa({ db: tx, clock: deps.clock }, target.id, { reason: input.reason });
    return accountOf(tx, target.id);
  });
}
