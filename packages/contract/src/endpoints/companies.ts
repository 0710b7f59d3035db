import { ZAdminCompanyListQuery, ZAdminCompanyListResponse, ZAdminUpdateCompanyRequest } from '../admin/companies';
import { ZAdminCompanyExportQuery } from '../admin/exports';
import {
  ZCompanyMemberListResponse,
  ZInviteMemberRequest,
  ZInviteMemberResponse,
  ZRemoveMemberRequest,
  ZRemoveMemberResponse,
} from '../companies/members';
import { ZUpdateCompanyRequest, ZUpdateCompanyResponse } from '../companies/schemas';
import { endpoint } from './define';
import { EXPORT_ACCEPTED } from './exports';

/** The endpoints the server's `companies` module answers (docs/api.md). */
export const COMPANIES_ENDPOINTS = {
  'admin/companies/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'Every company; the verification queue',
    takes:
      'list params; `status`, `sort` (`newest`, `oldest`, `name`, `waiting`); `q` over name, NPWP, NIB, leader name, owner name, company and owner phone (as typed, whole or partial); `name` ignores case and the legal form',
    answers:
      'items `companyId, name, business_entity_type, npwp, nib, status, owner_uuid, owner_name, owner_email, created_at, verified_at, submitted_at, documents_verified, documents_required`',
    query: ZAdminCompanyListQuery,
    response: ZAdminCompanyListResponse,
  }),
  'admin/companies/update.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'admin-companies-and-documents',
    summary: "Correct any of a company's fields",
    takes: '`company_id` + any company field (identity fields included)',
    answers: '`{ company }`',
    body: ZAdminUpdateCompanyRequest,
    response: ZUpdateCompanyResponse,
    errors: ['NIB_TAKEN', 'NOT_FOUND'],
  }),
  'admin/companies/export.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'Export the company list',
    takes: "the list's filter; `format` (`csv`, the default, or `xlsx`); `Accept-Language` for the workbook",
    answers: 'CSV / xlsx, with address, phones, leader and KTA',
    query: ZAdminCompanyExportQuery,
    file: { types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    accepted: EXPORT_ACCEPTED,
  }),
  'companies/update.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'company-registration',
    summary: "Save the company's data",
    who: "own company's owner (staff: 403 `OWNER_ONLY`)",
    takes:
      'any company field, snake_case, all optional; `province_code`, `regency_city_code`, `district_code`, `village_code` from `regions/list.php` ([Company data](business-rules.md#company-data), [Regions](business-rules.md#regions))',
    answers: '`{ company }`; 403 for an account without company; 409 `NPWP_TAKEN`/`NIB_TAKEN`',
    body: ZUpdateCompanyRequest,
    response: ZUpdateCompanyResponse,
    errors: ['NPWP_TAKEN', 'NIB_TAKEN', 'FORBIDDEN', 'OWNER_ONLY'],
  }),
  'company/members/list.php': endpoint({
    method: 'GET',
    access: 'verified',
    section: 'company-members',
    summary: "The company's members: its owner and its staff",
    who: 'a member of the company (owner or staff)',
    answers:
      '`{ items, max_staff }`: `uuid, name, email, role` (`owner`/`staff`), `status` (`invited`, `invitation_expired`, `active`), `invited_at`; the owner first ([Company staff](business-rules.md#company-staff))',
    response: ZCompanyMemberListResponse,
    errors: ['FORBIDDEN'],
  }),
  'company/members/invite.php': endpoint({
    method: 'POST',
    access: 'verified',
    section: 'company-members',
    summary: 'Invite a staff member by e-mail',
    who: "the company's owner",
    takes: '`email`, `name`',
    answers:
      '`{ member }` (`invited`); mails a link `/reset-password/{token}` valid 7 days to set a password. The same address again (a pending invitation of this company) sends a new link. 409 `EMAIL_TAKEN` for an address with an account; 409 `CONFLICT` when 10 staff (pending invitations included) are there; 403 `OWNER_ONLY`',
    body: ZInviteMemberRequest,
    response: ZInviteMemberResponse,
    errors: ['OWNER_ONLY', 'EMAIL_TAKEN', 'CONFLICT', 'FORBIDDEN'],
    rateLimits: ['member_invite'],
  }),
  'company/members/remove.php': endpoint({
    method: 'POST',
    access: 'verified',
    section: 'company-members',
    summary: 'Remove a staff member',
    who: "the company's owner",
    takes: '`uuid` (the staff account)',
    answers:
      '`{ uuid }`; ends their sessions and voids their links; the account can no longer sign in, and the timelines still name it. 404 for anyone not on the staff (the owner included); 403 `OWNER_ONLY`',
    body: ZRemoveMemberRequest,
    response: ZRemoveMemberResponse,
    errors: ['OWNER_ONLY', 'NOT_FOUND', 'FORBIDDEN'],
  }),
} as const;
