import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  COMPANY_MEMBER_ROLE,
  INVITATION_TTL_MS,
  MAX_COMPANY_STAFF,
  MEMBERS_SECTION_ID,
  USER_STATUS,
  type TCompanyMemberListResponse,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import { companies, passwordResets, users } from '../../db/schema';
import { memberInvitationMail } from '../../infra/mail-templates';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { selfActor } from '../../lib/audit-actor';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import { msg } from '../../lib/server-message';
import type { Deps, SessionUser } from '../../types';
import { notify } from '../notifications';
import { isCompanyApproved } from './company-lock';
import { toCompanyMemberDto, type MemberRow } from './member-dto';
import { assertCompanyOwner } from './membership';

/**
 * Company staff (docs/business-rules.md#company-staff, docs/decisions/104). A staff member is an
 * account of its own (`users.company_id`, `company_role` `staff`), so every session, audit row and
 * timeline event names the person who acted. An invitation is a single-use link redeemed through
 * auth/reset-password.php like a reset link; until then the account holds no usable password.
 */

/** Never a valid argon2 hash: an invited account cannot sign in before it sets its password. */
const NO_PASSWORD_YET = '!invited';

const MEMBER_COLUMNS = {
  uuid: users.uuid,
  name: users.name,
  email: users.email,
  role: users.companyRole,
  status: users.status,
  invitedAt: users.invitedAt,
} as const;

function ownCompanyId(user: SessionUser): number {
  if (user.companyId === null) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return user.companyId;
}

/** GET company/members/list.php: the owner first, then the staff by name (index users_company_idx). */
export async function listMembers(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
): Promise<TCompanyMemberListResponse> {
  const companyId = ownCompanyId(user);
  const rows: MemberRow[] = await deps.db
    .select(MEMBER_COLUMNS)
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(
      sql`${users.companyRole} = ${COMPANY_MEMBER_ROLE.OWNER} desc`,
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
  const now = deps.clock.now();
  return { items: rows.map((r) => toCompanyMemberDto(r, now)), max_staff: MAX_COMPANY_STAFF };
}

export interface InviteResult {
  member: ReturnType<typeof toCompanyMemberDto>;
  mailSent: boolean;
  renewed: boolean;
}

/**
 * POST company/members/invite.php (owner only; a verified company only). A new address becomes a
 * staff account awaiting its password; the same address still awaiting (or a staff member this or
 * another company removed) gets a fresh link, the earlier one void. Any other existing account is
 * 409 `EMAIL_TAKEN`. At most MAX_COMPANY_STAFF staff, pending invitations included. The mail goes
 * out after the commit and directly (the link is never stored in the mail queue); a failed mail
 * answers `mail_sent: false` and inviting again sends a new link.
 */
export async function inviteMember(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter'>,
  user: SessionUser,
  input: { email: string; name: string },
  log: Logger,
): Promise<InviteResult> {
  assertCompanyOwner(user);
  const companyId = ownCompanyId(user);
  await deps.rateLimiter.consume('member_invite', String(companyId));
  const now = deps.clock.now();
  const token = randomToken(32);
  const result = await deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!company || !isCompanyApproved(company)) throw new AppError('DOCUMENTS_NOT_VERIFIED');
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
    const awaiting =
      existing?.companyId === companyId &&
      existing.companyRole === COMPANY_MEMBER_ROLE.STAFF &&
      existing.status === USER_STATUS.PENDING_VERIFICATION;
    // A staff member removed from a company (this one or another) is free to be invited again.
    const formerStaff = existing !== undefined && existing.companyId === null && existing.invitedAt !== null;
    if (existing && !awaiting && !formerStaff)
      throw new AppError('EMAIL_TAKEN', { message: msg('members.email_taken') });
    if (!awaiting) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.companyRole, COMPANY_MEMBER_ROLE.STAFF)));
      if (n >= MAX_COMPANY_STAFF)
        throw new AppError('CONFLICT', { message: msg('members.limit_reached', { max: MAX_COMPANY_STAFF }) });
    }
    const invitation = {
      name: input.name,
      companyId,
      companyRole: COMPANY_MEMBER_ROLE.STAFF,
      status: USER_STATUS.PENDING_VERIFICATION,
      passwordHash: NO_PASSWORD_YET,
      invitedBy: user.id,
      invitedAt: now,
      isSuspended: false,
      suspendedReason: null,
      emailVerifiedAt: null,
      updatedAt: now,
    };
    const [member] = existing
      ? await tx.update(users).set(invitation).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ ...invitation, email: input.email, phone: null, createdAt: now })
          .returning();
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, member.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: member.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await recordAudit(tx, {
      action: 'member.invite',
      entityType: 'member',
      entityId: member.uuid,
      companyId,
      before: existing ? { status: existing.status, company_id: existing.companyId } : null,
      after: { email: member.email, name: member.name, role: COMPANY_MEMBER_ROLE.STAFF, company_id: companyId },
      at: now,
    });
    return { member, company, renewed: awaiting };
  });
  let mailSent = true;
  try {
    await deps.mailer.send(
      memberInvitationMail({
        to: result.member.email,
        name: result.member.name,
        inviter: user.name,
        companyName: result.company.name,
        link: `${deps.config.publicUrl}/reset-password/${token}`,
      }),
    );
  } catch (err) {
    mailSent = false;
    log.error({ err, userId: result.member.id }, 'invitation mail failed');
  }
  return {
    member: toCompanyMemberDto({ ...result.member, role: COMPANY_MEMBER_ROLE.STAFF }, now),
    mailSent,
    renewed: result.renewed,
  };
}

/**
 * POST company/members/remove.php (owner only): a staff member of the owner's company leaves it.
 * The account stays, so the timelines and the audit trail still name who did what, but it belongs
 * to no company, is suspended (it cannot sign in) and every session and link of it ends at once.
 */
export async function removeMember(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions'>,
  user: SessionUser,
  uuid: string,
): Promise<void> {
  assertCompanyOwner(user);
  const companyId = ownCompanyId(user);
  await deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
    const [member] = await tx
      .select()
      .from(users)
      .where(
        and(eq(users.uuid, uuid), eq(users.companyId, companyId), eq(users.companyRole, COMPANY_MEMBER_ROLE.STAFF)),
      )
      .for('update')
      .limit(1);
    // The owner, another company's member or an unknown uuid: the same 404.
    if (!member || !company) throw new AppError('NOT_FOUND');
    const now = deps.clock.now();
    await tx
      .update(users)
      .set({
        companyId: null,
        companyRole: null,
        isSuspended: true,
        suspendedReason: msg('members.removed_reason', { companyName: company.name }).text,
        updatedAt: now,
      })
      .where(eq(users.id, member.id));
    await deps.sessions.destroyAllForUser(member.id, null, tx);
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, member.id), isNull(passwordResets.usedAt)));
    await recordAudit(tx, {
      action: 'member.remove',
      entityType: 'member',
      entityId: member.uuid,
      companyId,
      before: { company_id: companyId, role: COMPANY_MEMBER_ROLE.STAFF, is_suspended: member.isSuspended },
      after: { company_id: null, role: null, is_suspended: true },
      at: now,
    });
  });
}

/**
 * Called inside auth/reset-password.php's transaction once a link of `userId` is redeemed: an
 * invited staff member who had not set a password yet has now proved the address, so the account
 * is confirmed. It takes the status `verified`, the one the `verified` routes read, since its company
 * is an approved one (docs/decisions/104). The owner is told. Any other account: nothing happens.
 */
export async function acceptInvitation(tx: DbTx, userId: number, now: Date): Promise<boolean> {
  const [member] = await tx
    .update(users)
    .set({ status: USER_STATUS.VERIFIED, emailVerifiedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, USER_STATUS.PENDING_VERIFICATION),
        eq(users.companyRole, COMPANY_MEMBER_ROLE.STAFF),
      ),
    )
    .returning();
  if (!member || member.companyId === null) return false;
  const [company] = await tx.select().from(companies).where(eq(companies.id, member.companyId)).limit(1);
  await recordAudit(tx, {
    action: 'member.join',
    entityType: 'member',
    entityId: member.uuid,
    companyId: member.companyId,
    before: { status: USER_STATUS.PENDING_VERIFICATION },
    after: { status: USER_STATUS.VERIFIED },
    at: now,
    actor: selfActor(member),
  });
  if (company)
    await notify(
      tx,
      company.userId,
      'member_joined',
      { name: member.name, email: member.email, companyName: company.name },
      `/company#${MEMBERS_SECTION_ID}`,
    );
  return true;
}
