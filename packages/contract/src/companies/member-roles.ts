/**
 * Company staff (docs/business-rules.md#company-staff, docs/decisions/104), zod-free so any web
 * chunk can read it: a verified company has one owner (the leader who registered) and up to
 * MAX_COMPANY_STAFF staff accounts, pending invitations included.
 */
export const COMPANY_MEMBER_ROLES = ['owner', 'staff'] as const;
export type TCompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];
export const COMPANY_MEMBER_ROLE = { OWNER: 'owner', STAFF: 'staff' } as const satisfies Record<
  string,
  TCompanyMemberRole
>;

/**
 * A member as the list shows it: `invited` (the link not used yet, still valid), `invitation_expired`
 * (not used in time: the owner invites again or removes it), `active` (the account is in use).
 */
export const COMPANY_MEMBER_STATUSES = ['invited', 'invitation_expired', 'active'] as const;
export type TCompanyMemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];
export const COMPANY_MEMBER_STATUS = {
  INVITED: 'invited',
  INVITATION_EXPIRED: 'invitation_expired',
  ACTIVE: 'active',
} as const satisfies Record<string, TCompanyMemberStatus>;

/** Staff accounts a company may hold, pending invitations included (the owner is not counted). */
export const MAX_COMPANY_STAFF = 10;

// An invitation link is valid INVITATION_TTL_MS (limits.ts: 7 days, administrators' and staff's alike).
