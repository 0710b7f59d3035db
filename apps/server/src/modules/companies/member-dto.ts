import {
  COMPANY_MEMBER_ROLE,
  COMPANY_MEMBER_STATUS,
  INVITATION_TTL_MS,
  USER_STATUS,
  type TCompanyMember,
  type TCompanyMemberRole,
  type TUserStatus,
} from '@portal/contract';

/** What a member row carries: the account and its place in the company. */
export interface MemberRow {
  uuid: string;
  name: string;
  email: string;
  role: TCompanyMemberRole | null;
  status: TUserStatus;
  invitedAt: Date | null;
}

/**
 * A company member as company/members/list.php answers it (docs/decisions/095): an account still
 * waiting for its password is `invited` while its link can be valid, then `invitation_expired`.
 */
export function toCompanyMemberDto(r: MemberRow, now: Date): TCompanyMember {
  const waiting = r.status === USER_STATUS.PENDING_VERIFICATION;
  const expired = waiting && (r.invitedAt === null || r.invitedAt.getTime() + INVITATION_TTL_MS <= now.getTime());
  return {
    uuid: r.uuid,
    name: r.name,
    email: r.email,
    role: r.role ?? COMPANY_MEMBER_ROLE.STAFF,
    status: !waiting
      ? COMPANY_MEMBER_STATUS.ACTIVE
      : expired
        ? COMPANY_MEMBER_STATUS.INVITATION_EXPIRED
        : COMPANY_MEMBER_STATUS.INVITED,
    invited_at: r.invitedAt ? r.invitedAt.toISOString() : null,
  };
}
