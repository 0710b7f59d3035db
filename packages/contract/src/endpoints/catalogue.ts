import {
  ZQualificationThresholdsRequest,
  ZQualificationThresholdsResponse,
  ZSaveSubBidangRequest,
  ZSetSubBidangActiveRequest,
  ZSubBidangListQuery,
  ZSubBidangListResponse,
  ZSubBidangResponse,
} from '../catalogue/schemas';
import { endpoint } from './define';

/** The endpoints the server's `catalogue` module answers (docs/api.md). */
export const CATALOGUE_ENDPOINTS = {
  'sub-bidang/list.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'catalogue-and-fees',
    summary: 'The sub-bidang catalogue',
    takes:
      'list params; `q` over code, name, KBLI; `bidang`; `active` (`true`/`false`, admins only); `sort` (`code`, `name`, `kbli`)',
    answers:
      'items `code, name, bidang_code, bidang_name, kbli_code, kbli_title, kbli_edition, description, is_active` (inactive ones for admins only); `bidang` (the fields, for the filter)',
    query: ZSubBidangListQuery,
    response: ZSubBidangListResponse,
  }),
  'sub-bidang/qualifications.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'catalogue-and-fees',
    summary: 'The rule that decides a qualification',
    answers:
      '`{ thresholds }`: `kecil_max_investment`, `menengah_max_investment` (rupiah of business capital; above the second: Besar) ([Qualification rule](business-rules.md#qualification-rule))',
    response: ZQualificationThresholdsResponse,
  }),
  'admin/sub-bidang/qualifications.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['certification'],
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Change the qualification rule',
    takes: '`kecil_max_investment`, `menengah_max_investment` (the second above the first)',
    answers: '`{ thresholds }`',
    body: ZQualificationThresholdsRequest,
    response: ZQualificationThresholdsResponse,
  }),
  'admin/sub-bidang/save.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['certification'],
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Create or update a catalogue entry',
    takes:
      'one entry, created or updated by `code`: `code, name, bidang_code, bidang_name` (needed for a new bidang; renames a known one), `kbli_code, kbli_title, kbli_edition, description, is_active`',
    answers: '201 (created) or 200 `{ sub_bidang }`; 422 on `bidang_name` for an unknown bidang without a name',
    body: ZSaveSubBidangRequest,
    response: ZSubBidangResponse,
  }),
  'admin/sub-bidang/set-active.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['certification'],
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Activate or deactivate a catalogue entry',
    takes: '`code`, `is_active`',
    answers: '`{ sub_bidang }`; 404 for an unknown code',
    body: ZSetSubBidangActiveRequest,
    response: ZSubBidangResponse,
    errors: ['NOT_FOUND'],
  }),
} as const;
