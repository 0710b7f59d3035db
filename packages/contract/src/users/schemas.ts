import { z } from 'zod';
import { THEMES } from '../statuses';
import { ZUser } from '../auth/schemas';
import { ZCompany } from '../companies/schemas';
import { ZDocument } from '../documents/schemas';

/**
 * The signed-in user as the profile answers it: with `must_change_password`, true while a
 * generated first-admin password has not been changed (every other call answers 403
 * PASSWORD_CHANGE_REQUIRED until then; docs/decisions/014), and the second factor's state.
 */
export const ZProfileUser = ZUser.extend({
  must_change_password: z.boolean(),
  /** The second factor is on (docs/decisions/098). */
  mfa_enabled: z.boolean(),
  /** An administrator without the second factor: every call but a few answers 403 MFA_REQUIRED until enrolment. */
  mfa_required: z.boolean(),
});
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
  .object({
    theme_preference: z.enum(THEMES, { error: 'validation.invalid' }),
    csrf_token: z.string().max(200).optional(),
  })
  .strict();
export const ZUpdateSettingsResponse = z.object({ theme_preference: z.enum(THEMES) });
export type TUpdateSettingsResponse = z.infer<typeof ZUpdateSettingsResponse>;
