import {
  ZAdminAccountListQuery,
  ZAdminAccountListResponse,
  ZAdminAccountResponse,
  ZInviteAdminRequest,
  ZUpdateAdminRequest,
} from '../admins/schemas';
import { endpoint } from './define';

/** The endpoints the server's `admins` module answers: Manajemen Admin, for super admins (docs/api.md). */
export const ADMINS_ENDPOINTS = {
  'admin/admins/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: [],
    section: 'admin-staff-and-approvals',
    summary: 'Every administrator and their roles',
    takes:
      'list params; `status` (`invited`, `active`, `disabled`), `role`, `sort` (`name`, the default, `newest`, `oldest`); `q` over name and e-mail',
    answers: 'items `uuid, name, email, roles, status, created_at, invitation_expires_at`',
    query: ZAdminAccountListQuery,
    response: ZAdminAccountListResponse,
  }),
  'admin/admins/invite.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: [],
    section: 'admin-staff-and-approvals',
    summary: 'Invite an administrator',
    takes: '`email`, `name`, `roles` (one or more of `super_admin`, `verifier`, `finance`, `certification`)',
    answers:
      '201 `{ admin }` (`invited`); the invitee is mailed a link `{PUBLIC_URL}/reset-password/{token}`, single use, valid 7 days ([Invitations](business-rules.md#invitations)). Inviting again an address whose invitation was not used sends a new link; any other known address is 409 `EMAIL_TAKEN`',
    body: ZInviteAdminRequest,
    response: ZAdminAccountResponse,
    status: 201,
    errors: ['EMAIL_TAKEN'],
  }),
  'admin/admins/update.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: [],
    section: 'admin-staff-and-approvals',
    summary: "Change an administrator's roles, disable or enable them, reset their second factor",
    takes: '`uuid`, and at least one of `roles`, `disabled` (with an optional `reason`), `reset_mfa: true`',
    answers:
      "`{ admin }`; disabling ends their sessions. 409 `INVALID_TRANSITION` for the last active super admin losing the role or being disabled, and for disabling oneself or resetting one's own second factor; `reset_mfa` takes the second factor away (its sessions end; the administrator enrols again at the next sign-in), audited `auth.mfa_reset`",
    body: ZUpdateAdminRequest,
    response: ZAdminAccountResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
} as const;
