import { ZAdminSettingsResponse, ZAdminSettingsUpdateRequest } from '../settings/schemas';
import { endpoint } from './define';

/** The endpoints the server's `settings` module answers (docs/api.md). */
export const SETTINGS_ENDPOINTS = {
  'admin/settings/get.php': endpoint({
    method: 'GET',
    access: 'admin',
    section: 'admin-catalogue-fees-and-settings',
    summary: "The issuer's and certificates' settings",
    answers:
      '`{ settings }`: issuer `issuer_name`, `issuer_address` (empty until set), `issuer_npwp` (digits or null) for invoices; `signatory_name`, `signatory_position`, `body_name` (empty until set) and `certificate_validity_years` (3 until set, 1–10) for certificates',
    response: ZAdminSettingsResponse,
  }),
  'admin/settings/update.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Change settings',
    takes: 'any of the above; the others keep their values',
    answers: '`{ settings }`',
    body: ZAdminSettingsUpdateRequest,
    response: ZAdminSettingsResponse,
  }),
} as const;
