import { z } from 'zod';
import { zNpwp, zRequiredString } from '../common/fields';
import { blankToUndefined, csrfBody } from '../common/workflow-fields';

/**
 * Admin settings (docs/api.md, Admin: catalogue, fees and settings). Issue 9 needs the invoice
 * issuer (name, address, NPWP, as an Indonesian invoice shows them); issue 10 adds the
 * certificate's signatory, validity and body name to the same calls.
 */
export const ZAdminSettings = z.object({
  issuer_name: z.string(),
  issuer_address: z.string(),
  issuer_npwp: z.string().nullable(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

/** GET admin/settings/get.php → data.settings; POST admin/settings/update.php (any of the fields) → the same. */
export const ZAdminSettingsResponse = z.object({ settings: ZAdminSettings });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

export const ZAdminSettingsUpdateRequest = z
  .object({
    issuer_name: zRequiredString(200).optional(),
    issuer_address: zRequiredString(500).optional(),
    issuer_npwp: blankToUndefined(zNpwp),
    ...csrfBody,
  })
  .strict();
export type TAdminSettingsUpdateRequest = z.input<typeof ZAdminSettingsUpdateRequest>;

/** Keys of the issuer in the `app_settings` store. */
export const ISSUER_SETTING_KEYS = {
  issuer_name: 'invoice.issuer_name',
  issuer_address: 'invoice.issuer_address',
  issuer_npwp: 'invoice.issuer_npwp',
} as const satisfies Record<keyof TAdminSettings, string>;
