import { z } from 'zod';
import { V, zText } from '../common/fields';
import { TOTP_DIGITS } from '../limits';

const csrf = { csrf_token: z.string().max(200).optional() };

/**
 * The second factor and the sessions of one's own account (docs/business-rules.md#second-factor,
 * #sessions; docs/decisions/098).
 */

/** A current authenticator code: six digits (spaces typed between them are dropped). */
export const ZTotpCode = zText(V.required)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), V.mfaCode));

/** An authenticator code or a recovery code (`xxxxx-xxxxx`); checked on the server. */
export const ZMfaOrRecoveryCode = zText(V.required).trim().min(1, V.required).max(40, V.mfaCode);

/** GET account/mfa/setup.php: the secret (base32) to enter by hand, its otpauth:// URL and that URL as a QR code (SVG). */
export const ZMfaSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TMfaSetupResponse = z.infer<typeof ZMfaSetupResponse>;

/** POST account/mfa/enable.php: a code from the authenticator proves the secret was taken. */
export const ZMfaEnableRequest = z.object({ code: ZTotpCode, ...csrf }).strict();
/** The ten single-use recovery codes, shown once. */
export const ZMfaEnableResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TMfaEnableResponse = z.infer<typeof ZMfaEnableResponse>;

/** POST account/mfa/disable.php (company users only): the password and a code. */
export const ZMfaDisableRequest = z
  .object({
    password: zText(V.required).min(1, V.required).max(128, V.tooLong),
    code: ZMfaOrRecoveryCode,
    ...csrf,
  })
  .strict();

/**
 * POST account/mfa/recovery-codes.php: ten new recovery codes for the old ones. The password and a
 * current authenticator code (not a recovery code: the phone must still be there) prove it is the
 * owner; the answer has the shape of enable.php's.
 */
export const ZMfaRecoveryCodesRequest = z
  .object({
    password: zText(V.required).min(1, V.required).max(128, V.tooLong),
    code: ZTotpCode,
    ...csrf,
  })
  .strict();
export type TMfaRecoveryCodesRequest = z.input<typeof ZMfaRecoveryCodesRequest>;

/** POST auth/verify-mfa.php: completes a sign-in that answered `requires_mfa`. */
export const ZVerifyMfaRequest = z.object({ code: ZMfaOrRecoveryCode, ...csrf }).strict();
export type TVerifyMfaRequest = z.input<typeof ZVerifyMfaRequest>;

/**
 * One session of the account: the browser family and the device's system family only (e.g.
 * "Chrome", "Windows"), never the whole User-Agent.
 */
export const ZSessionItem = z.object({
  id: z.string(),
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  device: z.string().nullable(),
});
export type TSessionItem = z.infer<typeof ZSessionItem>;
export const ZSessionListResponse = z.object({ sessions: z.array(ZSessionItem) });
export type TSessionListResponse = z.infer<typeof ZSessionListResponse>;

/** POST account/sessions/revoke.php: one session by `id`, or every other one with `all_others: true`. */
export const ZSessionRevokeRequest = z
  .object({
    id: z.uuid(V.invalid).optional(),
    all_others: z.literal(true, { error: V.invalid }).optional(),
    ...csrf,
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.id === undefined) === (v.all_others === undefined))
      ctx.addIssue({ code: 'custom', path: ['id'], message: V.required });
  });
export const ZSessionRevokeResponse = z.object({ ended: z.number().int() });
export type TSessionRevokeResponse = z.infer<typeof ZSessionRevokeResponse>;
