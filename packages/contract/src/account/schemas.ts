import { z } from 'zod';
import { ZUser } from '../auth/schemas';
import {
  V,
  emptyToUndefined,
  zNik,
  zNpwp,
  zOptionalString,
  zPassword,
  zPhone,
  zRequiredString,
  zText,
} from '../common/fields';
import { ZCompany } from '../companies/schemas';

const csrf = { csrf_token: z.string().max(200).optional() };

/**
 * POST users/update-profile.php: the leader's data (Profil Pimpinan). The e-mail is read-only
 * and not accepted here. `name`/`leader_position` are the account's and also the company's
 * leader_name/leader_position; NIK and NPWP live on the company (docs/decisions/010).
 */
export const ZUpdateProfileForm = z.object({
  name: zRequiredString(120),
  leader_position: emptyToUndefined(zOptionalString(120)),
  leader_nik: emptyToUndefined(zNik),
  leader_npwp: emptyToUndefined(zNpwp),
  phone: zPhone,
});
export const ZUpdateProfileRequest = ZUpdateProfileForm.extend(csrf).strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export const ZUpdateProfileResponse = z.object({ user: ZUser, company: ZCompany.nullable() });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

const passwordsMatch = (v: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: V.passwordMismatch });
};

/** POST users/change-password.php (docs/business-rules.md#passwords). */
const changePasswordFields = {
  current_password: zText(V.required).min(1, V.required).max(128, V.tooLong),
  password: zPassword,
  password_confirmation: zText(V.required).min(1, V.required).max(128, V.tooLong),
};
export const ZChangePasswordForm = z.object(changePasswordFields).superRefine(passwordsMatch);
export const ZChangePasswordRequest = z
  .object({ ...changePasswordFields, ...csrf })
  .strict()
  .superRefine(passwordsMatch);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
/** How many other sessions were ended. */
export const ZChangePasswordResponse = z.object({ other_sessions_ended: z.number().int() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
