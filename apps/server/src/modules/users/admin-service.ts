import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLE,
  USER_FILTER_SUSPENDED,
  USER_STATUS,
  normalizePhone,
  type TAdminUserDetailResponse,
  type TAdminUserListItem,
  type TAdminUserListQuery,
  type TListResult,
} from '@portal/contract';
import { companies, documents, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser } from '../../lib/audit-actor';
import type { Deps } from '../../types';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import { phoneSearchPattern } from '../../lib/phone-search';
import { toCompanyDto } from '../companies';
import { recordReview, reviewHistory } from '../reviews';
import type { issueOtp } from '../auth';
import { toDocumentDto } from '../documents';
import { msg } from '../../lib/server-message';
import { toAdminUserDto, toAdminUserListItemDto } from './user-dto';

type Filter = Omit<TAdminUserListQuery, 'page' | 'per_page'>;

/**
 * q over name, e-mail, phone (as typed: `0812…`, `812…`, `+62 812…`) and the company's name
 * (docs/business-rules.md#lists). The company comes from the list's left join.
 */
function userSearch(term: string): SQL | undefined {
  const like = likePattern(term);
  const phone = normalizePhone(term);
  const phonePattern = phoneSearchPattern(term);
  return or(
    ilike(users.name, like),
    ilike(users.email, like),
    ilike(users.phone, like),
    phone ? eq(users.phone, phone) : undefined,
    phonePattern ? ilike(users.phone, phonePattern) : undefined,
    ilike(companies.name, like),
  );
}

/** `suspended` is a flag beside the status (docs/business-rules.md#user-status): the other status filters exclude it. */
function userWhere(q: Filter): SQL | undefined {
  const search = q.q ? userSearch(q.q) : undefined;
  const status =
    q.status === undefined
      ? undefined
      : q.status === USER_FILTER_SUSPENDED
        ? eq(users.isSuspended, true)
        : and(eq(users.status, q.status), eq(users.isSuspended, false));
  return allOf([search, status, q.role ? eq(users.role, q.role) : undefined]);
}

const ORDER = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  // Case-insensitive, on the users_name_lower_idx expression (docs/decisions/039).
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  email: [asc(users.email)],
} as const;

/** One query for the rows (user + company by a join, no N+1). */
async function selectUsers(
  deps: Pick<Deps, 'db'>,
  q: Filter,
  limit: number,
  offset: number,
): Promise<TAdminUserListItem[]> {
  const rows = await deps.db
    .select({ user: users, companyId: companies.id, companyName: companies.name, companyStatus: companies.status })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(userWhere(q))
    .orderBy(...ORDER[q.sort ?? 'newest'])
    .limit(limit)
    .offset(offset);
  return rows.map((r) =>
    toAdminUserListItemDto(
      r.user,
      r.companyId !== null && r.companyName !== null && r.companyStatus !== null
        ? { id: r.companyId, name: r.companyName, status: r.companyStatus }
        : null,
    ),
  );
}

/** GET admin/users/list.php: the page and one count (docs/business-rules.md#lists). */
export async function listUsers(
  deps: Pick<Deps, 'db'>,
  q: TAdminUserListQuery,
): Promise<TListResult<TAdminUserListItem>> {
  return pagedList(
    q,
    (limit, offset) => selectUsers(deps, q, limit, offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .where(userWhere(q)),
  );
}

/** The export's page reader: the list's filter and order, any page (csv.ts streams them). */
export const exportUsersPage = (deps: Pick<Deps, 'db'>, q: Filter) => (limit: number, offset: number) =>
  selectUsers(deps, q, limit, offset);

/** GET admin/users/detail.php?uuid= */
export async function getUserDetail(deps: Pick<Deps, 'db'>, uuid: string): Promise<TAdminUserDetailResponse> {
  const [user] = await deps.db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  const [[company], docs, [active], history] = await Promise.all([
    deps.db.select().from(companies).where(eq(companies.userId, user.id)).limit(1),
    deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, user.id), eq(documents.isCurrent, 1)))
      .orderBy(asc(documents.documentType)),
    deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)),
    reviewHistory(deps.db, 'user', user.id),
  ]);
  return {
    user: toAdminUserDto(user),
    company: company ? toCompanyDto(company) : null,
    documents: docs.map(toDocumentDto),
    active_sessions: Number(active?.n ?? 0),
    history,
  };
}

/**
 * POST admin/users/set-suspended.php (docs/business-rules.md#user-status): suspension is a flag with a reason; it
 * ends every session of the user at once (and session loading refuses suspended users). Lifting
 * it restores the status the user had. An administrator is refused (403 `FORBIDDEN`): only a
 * super admin disables one, in Manajemen Admin (admin/admins/update.php, docs/business-rules.md#admin-roles).
 */
export async function setSuspended(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions'>,
  actor: { id: number; name: string },
  input: { uuid: string; suspended: boolean; reason?: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.uuid, input.uuid)).for('update').limit(1);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === ROLE.ADMIN) throw new AppError('FORBIDDEN', { message: msg('users.admin_not_here') });
    const [updated] = await tx
      .update(users)
      .set({
        isSuspended: input.suspended,
        suspendedReason: input.suspended ? (input.reason ?? null) : null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, target.id))
      .returning();
    if (input.suspended) await deps.sessions.destroyAllForUser(target.id, null, tx);
    // Only a real change is a decision worth a history row (docs/business-rules.md#reviewer-history).
    if (target.isSuspended !== input.suspended) {
      await recordAudit(tx, {
        action: input.suspended ? 'user.suspend' : 'user.reactivate',
        entityType: 'user',
        entityId: target.uuid,
        companyId: await companyIdOfUser(tx, target.id),
        before: { is_suspended: target.isSuspended, suspended_reason: target.suspendedReason },
        after: { is_suspended: updated.isSuspended, suspended_reason: updated.suspendedReason },
        reason: input.suspended ? (input.reason ?? null) : null,
        at: deps.clock.now(),
      });
      await recordReview(tx, {
        entity: 'user',
        entityId: target.id,
        action: input.suspended ? 'suspend' : 'reactivate',
        actor,
        note: input.suspended ? input.reason : null,
        at: deps.clock.now(),
      });
    }
    return toAdminUserDto(updated);
  });
}

/**
 * POST admin/users/resend-otp.php (docs/business-rules.md#otp): a new confirmation code for an account
 * still awaiting it, through the same path as the user's own resend, so the 30 s cooldown and the
 * hourly cap hold (429 with data.wait_time); any other account is a 409. The code is issued by
 * auth's `issueOtp`, which the list of modules hands in (auth's routes use the user DTO, so an
 * import back from here would close a cycle: docs/decisions/095).
 */
export async function resendOtpForUser(deps: Deps, uuid: string, issue: typeof issueOtp): Promise<{ email: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.status !== USER_STATUS.PENDING_VERIFICATION)
    throw new AppError('INVALID_TRANSITION', { message: msg('users.resend_not_pending') });
  if (user.isSuspended) throw new AppError('INVALID_TRANSITION', { message: msg('users.resend_suspended') });
  await issue(deps, user, {
    action: 'user.resend_otp',
    entityType: 'user',
    entityId: user.uuid,
    companyId: await companyIdOfUser(deps.db, user.id),
  });
  return { email: user.email };
}
