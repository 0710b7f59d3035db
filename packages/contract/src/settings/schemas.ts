import { z } from 'zod';
import { zNpwp, zRequiredString } from '../common/fields';
import { zCertificateValidityYears } from '../certificates/schemas';
import { blankToUndefined, csrfBody } from '../common/workflow-fields';
import { fourEyesResponse } from '../approvals/schemas';

/**
 * Admin settings (docs/api.md, Admin: catalogue, fees and settings): the invoice issuer (name,
 * address, NPWP, as an Indonesian invoice shows them) and the certificate's signatory (name and
 * position; empty until set), validity in years and the certification body's name.
 */
export const ZAdminSettings = z.object({
  issuer_name: z.string(),
  issuer_address: z.string(),
  issuer_npwp: z.string().nullable(),
  signatory_name: z.string(),
  signatory_position: z.string(),
  certificate_validity_years: z.number().int(),
  body_name: z.string(),
  /**
   * The administrator who approved an application may not publish its certificate (on until a
   * super admin turns it off; turning it off waits for a second super admin: docs/business-rules.md#separation-of-duties).
   */
  separation_of_duties: z.boolean(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

/** GET admin/settings/get.php → data.settings; POST admin/settings/update.php (any of the fields) → the same. */
export const ZAdminSettingsResponse = z.object({ settings: ZAdminSettings });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;
/**
 * POST admin/settings/update.php: the settings (200), or, when it turns separation of duties off
 * while another super admin could decide it, 202 with the waiting `approval` (the other fields are
 * saved at once).
 */
export const ZAdminSettingsUpdateResponse = fourEyesResponse(ZAdminSettingsResponse);
export type TAdminSettingsUpdateResponse = z.infer<typeof ZAdminSettingsUpdateResponse>;

export const ZAdminSettingsUpdateRequest = z
  .object({
    issuer_name: zRequiredString(200).optional(),
    issuer_address: zRequiredString(500).optional(),
    issuer_npwp: blankToUndefined(zNpwp),
    signatory_name: zRequiredString(120).optional(),
    signatory_position: zRequiredString(120).optional(),
    certificate_validity_years: zCertificateValidityYears.optional(),
    body_name: zRequiredString(200).optional(),
    separation_of_duties: z.boolean({ error: 'validation.invalid' }).optional(),
    ...csrfBody,
  })
  .strict();
export type TAdminSettingsUpdateRequest = z.input<typeof ZAdminSettingsUpdateRequest>;

/** Keys of the admin settings (invoice issuer, certificate signatory, validity, body name) in the `app_settings` store. */
export const ADMIN_SETTING_KEYS = {
  issuer_name: 'invoice.issuer_name',
  issuer_address: 'invoice.issuer_address',
  issuer_npwp: 'invoice.issuer_npwp',
  signatory_name: 'certificate.signatory_name',
  signatory_position: 'certificate.signatory_position',
  certificate_validity_years: 'certificate.validity_years',
  body_name: 'certificate.body_name',
  separation_of_duties: 'admin.separation_of_duties',
} as const satisfies Record<keyof TAdminSettings, string>;
