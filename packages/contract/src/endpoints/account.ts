import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '../account/schemas';
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
    answers: '`{ other_sessions_ended }`; 422 on `current_password` when wrong',
    body: ZChangePasswordRequest,
    response: ZChangePasswordResponse,
    rateLimits: ['change_password'],
  }),
} as const;
