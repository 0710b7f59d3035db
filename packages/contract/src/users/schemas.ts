import { z } from 'zod';
import { COMPANY_STATUSES, DOCUMENT_STATUSES, THEMES } from '../statuses';
import { ZUser } from '../auth/schemas';

export const ZCompany = z.object({
  companyId: z.number().int(),
  name: z.string(),
  business_entity_type: z.string(),
  npwp: z.string(),
  nib: z.string(),
  status: z.enum(COMPANY_STATUSES),
  address: z.string().nullable(),
  province: z.string().nullable(),
  regency_city: z.string().nullable(),
  district: z.string().nullable(),
  village: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  business_type: z.string().nullable(),
  investment_value: z.number().int().nullable(),
  employee_count: z.number().int().nullable(),
  leader_name: z.string().nullable(),
  leader_position: z.string().nullable(),
  leader_nik: z.string().nullable(),
  leader_npwp: z.string().nullable(),
  kta_kadin_number: z.string().nullable(),
  kta_date: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZDocument = z.object({
  uuid: z.string(),
  document_type: z.string(),
  category: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  original_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  sha256: z.string(),
  uploaded_at: z.string(),
  review_note: z.string().nullable(),
  file_url: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

/**
 * The signed-in user as the profile answers it: with `must_change_password`, true while a
 * generated first-admin password has not been changed (every other call answers 403
 * PASSWORD_CHANGE_REQUIRED until then; docs/decisions/014).
 */
export const ZProfileUser = ZUser.extend({ must_change_password: z.boolean() });
export type TProfileUser = z.infer<typeof ZProfileUser>;

/** GET users/profile.php → data.user, data.company, data.documents */
export const ZProfileResponse = z.object({
  user: ZProfileUser,
  company: ZCompany.nullable(),
  documents: z.array(ZDocument),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** POST users/update-settings.php */
export const ZUpdateSettingsRequest = z
  .object({ theme_preference: z.enum(THEMES, { error: 'validation.invalid' }), csrf_token: z.string().max(200).optional() })
  .strict();
export const ZUpdateSettingsResponse = z.object({ theme_preference: z.enum(THEMES) });
export type TUpdateSettingsResponse = z.infer<typeof ZUpdateSettingsResponse>;
