import { z } from 'zod';
import { zEmail, zRequiredString } from '../common/fields';
import { COMPANY_MEMBER_ROLES, COMPANY_MEMBER_STATUSES } from './member-roles';

const csrf = { csrf_token: z.string().max(200).optional() };

/** One member of the caller's company (company/members/list.php), the owner included. */
export const ZCompanyMember = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  status: z.enum(COMPANY_MEMBER_STATUSES),
  /** When the invitation was (last) sent; null for the owner. */
  invited_at: z.string().nullable(),
});
export type TCompanyMember = z.infer<typeof ZCompanyMember>;

/** GET company/members/list.php → the owner first, then staff by name; `max_staff` is the limit. */
export const ZCompanyMemberListResponse = z.object({
  items: z.array(ZCompanyMember),
  max_staff: z.number().int(),
});
export type TCompanyMemberListResponse = z.infer<typeof ZCompanyMemberListResponse>;

/** POST company/members/invite.php (the owner): an e-mail with the link to set a password. */
export const ZInviteMemberFields = z.object({ email: zEmail, name: zRequiredString(120) });
export const ZInviteMemberRequest = ZInviteMemberFields.extend(csrf).strict();
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;
/** `mail_sent` is false only when the mail server failed: inviting the same address again sends a new link. */
export const ZInviteMemberResponse = z.object({ member: ZCompanyMember, mail_sent: z.boolean() });

/** POST company/members/remove.php (the owner): a staff member, by the uuid of their account. */
export const ZRemoveMemberRequest = z.object({ uuid: z.uuid('validation.invalid'), ...csrf }).strict();
export const ZRemoveMemberResponse = z.object({ uuid: z.string() });
