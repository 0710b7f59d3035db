import { ZAdminUserExportQuery } from '../admin/exports';
import {
  ZAdminUserDetailQuery,
  ZAdminUserDetailResponse,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZSetSuspendedRequest,
  ZSetSuspendedResponse,
} from '../admin/users';
import { ZAdminResendOtpRequest, ZAdminResendOtpResponse } from '../reviews/schemas';
import { ZProfileResponse, ZUpdateSettingsRequest, ZUpdateSettingsResponse } from '../users/schemas';
import { endpoint } from './define';
import { EXPORT_ACCEPTED } from './exports';

/** The endpoints the server's `users` module answers (docs/api.md). */
export const USERS_ENDPOINTS = {
  'admin/users/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-users',
    summary: 'Every user',
    takes:
      'list params; `status` (a user status or `suspended`), `role`, `sort` (`newest`, `oldest`, `name` — case ignored, `email`); `q` over name, e-mail, phone (as typed, whole or partial), company name',
    answers: 'items: user + `suspended_reason`, `company { companyId, name, status } | null`',
    query: ZAdminUserListQuery,
    response: ZAdminUserListResponse,
  }),
  'admin/users/detail.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-users',
    summary: 'One user with company, documents, sessions and history',
    takes: '`uuid`',
    answers:
      '`{ user, company, documents, active_sessions, history }` (history: `action, actor_name, note, at`, newest first)',
    query: ZAdminUserDetailQuery,
    response: ZAdminUserDetailResponse,
    errors: ['NOT_FOUND'],
  }),
  'admin/users/set-suspended.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'admin-users',
    summary: 'Suspend or restore a user',
    takes: '`uuid`, `suspended` (boolean), `reason` (required to suspend)',
    answers: '`{ user }`; 403 `FORBIDDEN` for an administrator (a super admin disables one in Manajemen Admin)',
    body: ZSetSuspendedRequest,
    response: ZSetSuspendedResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/users/export.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-users',
    summary: 'Export the user list',
    takes: "the list's filter; `format` (`csv`, the default, or `xlsx`); `Accept-Language` for the workbook",
    answers: 'CSV / xlsx ([Exports](business-rules.md#exports))',
    query: ZAdminUserExportQuery,
    file: { types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    accepted: EXPORT_ACCEPTED,
  }),
  'admin/users/resend-otp.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'admin-users',
    summary: 'Send a new one-time code to an unconfirmed sign-up',
    takes: '`uuid`',
    answers:
      '`{ email }`; 409 unless awaiting e-mail confirmation; 429 with `wait_time` in the cooldown or over the hourly cap',
    body: ZAdminResendOtpRequest,
    response: ZAdminResendOtpResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
    rateLimits: ['otp_resend', 'otp_resend_cooldown'],
  }),
  'users/profile.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'account',
    summary: 'The signed-in user, their company and documents',
    answers: '`{ user, company | null, documents }` (current documents only)',
    response: ZProfileResponse,
  }),
  'users/update-settings.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'Save the theme preference',
    takes: '`theme_preference` (`light`/`dark`/`system`)',
    answers: '`{ theme_preference }`',
    body: ZUpdateSettingsRequest,
    response: ZUpdateSettingsResponse,
  }),
} as const;
