import { ZAdminSettingsResponse, ZAdminSettingsUpdateRequest, ZAdminSettingsUpdateResponse } from '../settings/schemas';
import { SETTINGS_UPDATE_ROLES } from '../statuses';
import { endpoint } from './define';

/** The endpoints the server's `settings` module answers (docs/api.md). */
export const SETTINGS_ENDPOINTS = {
  'admin/settings/get.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-catalogue-fees-and-settings',
    summary: "The issuer's and certificates' settings",
    answers:
      '`{ settings }`: issuer `issuer_name`, `issuer_address` (empty until set), `issuer_npwp` (digits or null) for invoices; `signatory_name`, `signatory_position`, `body_name` (empty until set) and `certificate_validity_years` (3 until set, 1–10) for certificates; `separation_of_duties` (true until turned off)',
    response: ZAdminSettingsResponse,
  }),
  'admin/settings/update.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: SETTINGS_UPDATE_ROLES,
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Change settings',
    takes: 'any of the above and `separation_of_duties`; the others keep their values',
    answers:
      '`{ settings }`; turning `separation_of_duties` off while another super admin is active answers 202 `{ approval }` (the other fields are saved at once; [Separation of duties](business-rules.md#separation-of-duties))',
    body: ZAdminSettingsUpdateRequest,
    response: ZAdminSettingsUpdateResponse,
    status: 202,
    fourEyes: 'setting.separation_of_duties',
  }),
} as const;
