import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '../account/schemas';
import { ZSessionListResponse, ZSessionRevokeRequest, ZSessionRevokeResponse } from '../account/security';
import { endpoint } from './define';

/** The endpoints the server's `account` module answers (docs/api.md). */
export const ACCOUNT_ENDPOINTS = {
  'users/update-profile.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: "Save the leader's profile",
    who: 'own account; the leader fields: the owner only (staff change their own name and phone)',
    takes: '`name`, `phone`, `leader_position?`, `leader_nik?`, `leader_npwp?`',
    answers:
      '`{ user, company | null }`; NIK/NPWP read-only in review and after verification; 409 `PHONE_TAKEN`; 403 `OWNER_ONLY` for staff sending a leader field',
    body: ZUpdateProfileRequest,
    response: ZUpdateProfileResponse,
    errors: ['PHONE_TAKEN', 'OWNER_ONLY'],
  }),
  'users/change-password.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'Change the password',
    takes: '`current_password`, `password`, `password_confirmation`',
    answers:
      '`{ other_sessions_ended }`; 422 on `current_password` when wrong, on `password` when too short for the role or common ([Passwords](business-rules.md#passwords))',
    body: ZChangePasswordRequest,
    response: ZChangePasswordResponse,
    rateLimits: ['change_password'],
  }),
  'account/sessions/list.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'account',
    summary: "The account's live sessions",
    answers:
      '`{ sessions: [{ id, current, created_at, last_seen_at, ip, browser, device }] }`, newest first, at most 10 (`browser`, `device`: the family only — "Chrome", "Windows" — or null)',
    response: ZSessionListResponse,
  }),
  'account/sessions/revoke.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'End sessions of the account',
    takes: '`id` (one session), or `all_others: true` (every session but this one)',
    answers: '`{ ended }`; 404 for an id that is not a live session of the account',
    body: ZSessionRevokeRequest,
    response: ZSessionRevokeResponse,
    errors: ['NOT_FOUND'],
  }),
} as const;
