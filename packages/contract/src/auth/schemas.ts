import { z } from 'zod';
import { BUSINESS_ENTITY_TYPES, ROLES, THEMES, USER_STATUSES } from '../statuses';
import { V, zEmail, zNib, zNpwp, zPassword, zPhone, zRequiredString, zText } from '../common/fields';
import { OTP_LENGTH } from '../limits';
import { COMPANY_DETAIL_FIELDS } from '../common/company-detail-fields';

const csrf = { csrf_token: z.string().max(200).optional() };

/** GET auth/csrf-token.php → data.csrf_token */
export const ZCsrfTokenResponse = z.object({ csrf_token: z.string() });

/** Public user shape returned by auth and profile calls (docs/api.md#auth). */
export const ZUser = z.object({
  uuid: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  theme_preference: z.enum(THEMES),
  is_suspended: z.boolean(),
  leader_position: z.string().nullable().optional(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * POST auth/register.php: the original portal's camelCase names (docs/business-rules.md#sign-up).
 * The client form and the server validate with this same schema.
 */
export const ZRegisterFields = z.object({
  name: zRequiredString(120),
  email: zEmail,
  phone: zPhone,
  password: zPassword,
  confirmPassword: zText(V.required).min(1, V.required).max(128, V.tooLong),
  companyName: zRequiredString(200),
  businessEntityType: z.enum(BUSINESS_ENTITY_TYPES, { error: V.required }),
  npwp: zNpwp,
  nib: zNib,
  termsAccepted: z.literal(true, { error: V.termsAccepted }),
  address: COMPANY_DETAIL_FIELDS.address,
  province: COMPANY_DETAIL_FIELDS.province,
  regencyCity: COMPANY_DETAIL_FIELDS.regency_city,
  district: COMPANY_DETAIL_FIELDS.district,
  village: COMPANY_DETAIL_FIELDS.village,
  postalCode: COMPANY_DETAIL_FIELDS.postal_code,
  companyPhone: COMPANY_DETAIL_FIELDS.phone,
  companyEmail: COMPANY_DETAIL_FIELDS.email,
  businessType: COMPANY_DETAIL_FIELDS.business_type,
  investmentValue: COMPANY_DETAIL_FIELDS.investment_value,
  employeeCount: COMPANY_DETAIL_FIELDS.employee_count,
  leaderName: COMPANY_DETAIL_FIELDS.leader_name,
  leaderPosition: COMPANY_DETAIL_FIELDS.leader_position,
  leaderNik: COMPANY_DETAIL_FIELDS.leader_nik,
  leaderNpwp: COMPANY_DETAIL_FIELDS.leader_npwp,
  ktaKadinNumber: COMPANY_DETAIL_FIELDS.kta_kadin_number,
  ktaDate: COMPANY_DETAIL_FIELDS.kta_date,
});
const matchPasswords = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch });
};
export const ZRegisterForm = ZRegisterFields.superRefine(matchPasswords);
export const ZRegisterRequest = ZRegisterFields.extend(csrf).strict().superRefine(matchPasswords);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
export type TRegisterInput = z.output<typeof ZRegisterRequest>;
/** `otp_sent` is false only when the mail server failed; the verify page can then resend at once. */
export const ZRegisterResponse = z.object({ uuid: z.string(), email: z.string(), otp_sent: z.boolean() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** POST auth/login.php */
export const ZLoginForm = z.object({
  email: zEmail,
  password: zText(V.required).min(1, V.required).max(128, V.tooLong),
});
export const ZLoginRequest = ZLoginForm.extend({
  turnstileToken: zText().max(4096).optional().nullable(),
  /** The code e-mailed when the account asked for one (`requires_login_code`; docs/business-rules.md#login). */
  login_code: zText().trim().max(20, V.invalid).optional().nullable(),
  ...csrf,
}).strict();
export type TLoginRequest = z.input<typeof ZLoginRequest>;
/**
 * The sign-in's answer. At most one `requires_*` is true, and a session exists only when none is:
 * `requires_otp_verification` (the e-mail is not confirmed), `requires_mfa` (a code of the second
 * factor completes it at auth/verify-mfa.php), `requires_login_code` (the account saw many failed
 * sign-ins: send the e-mailed `login_code` with the e-mail and password again; `user` is then null,
 * since nothing was checked yet).
 */
export const ZLoginResponse = z.object({
  user: z
    .object({ uuid: z.string(), email: z.string(), status: z.enum(USER_STATUSES), role: z.enum(ROLES) })
    .nullable(),
  requires_otp_verification: z.boolean(),
  requires_mfa: z.boolean(),
  requires_login_code: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST auth/verify-otp.php */
export const ZOtpCode = z
  .string({ error: V.required })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), V.otp);
export const ZVerifyOtpRequest = z.object({ email: zEmail, otp: ZOtpCode, ...csrf }).strict();
export const ZVerifyOtpResponse = z.object({ user: ZUser });
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;

/** POST auth/resend-otp.php → data.wait_time (seconds until the next resend is allowed) */
export const ZResendOtpRequest = z.object({ email: zEmail, ...csrf }).strict();
/**
 * The wait before the next code may be asked. The portal sends both fields; a client reads
 * `wait_time`, else `cooldown_seconds`, else 30 s (docs/business-rules.md#otp), so the contract
 * promises neither alone.
 */
export const ZResendOtpResponse = z.object({
  wait_time: z.number().int().optional(),
  cooldown_seconds: z.number().int().optional(),
});
export type TResendOtpResponse = z.infer<typeof ZResendOtpResponse>;

/** POST auth/forgot-password.php */
export const ZForgotPasswordRequest = z
  .object({ email: zEmail, turnstileToken: zText().max(4096).optional().nullable(), ...csrf })
  .strict();

/** POST auth/reset-password.php: token, password, password_confirmation (docs/business-rules.md#password-reset) */
export const ZResetPasswordForm = z
  .object({
    password: zPassword,
    password_confirmation: zText(V.required).min(1, V.required).max(128, V.tooLong),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: V.passwordMismatch });
  });
export const ZResetPasswordRequest = z
  .object({
    token: zText(V.required).min(20, V.invalid).max(200, V.invalid),
    password: zPassword,
    password_confirmation: zText(V.required).min(1, V.required).max(128, V.tooLong),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: V.passwordMismatch });
  });

/** POST auth/get-user-by-uuid.php (only for accounts awaiting e-mail confirmation) */
export const ZGetUserByUuidRequest = z.object({ uuid: z.uuid(V.invalid), ...csrf }).strict();
export const ZGetUserByUuidResponse = z.object({
  user: z.object({ uuid: z.string(), email: z.string(), status: z.enum(USER_STATUSES) }),
  wait_time: z.number().int(),
});
export type TGetUserByUuidResponse = z.infer<typeof ZGetUserByUuidResponse>;

export const ZEmptyRequest = z.object({ ...csrf }).strict();
