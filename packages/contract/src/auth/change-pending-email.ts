import { z } from 'zod';
import { V, zEmail, zText } from '../common/fields';

/**
 * POST auth/change-pending-email.php (docs/business-rules.md#pending-email-change): an account
 * still awaiting e-mail confirmation moves to another address, proving it is theirs with the
 * password chosen at sign-up. The password is not checked for the sign-up rules here: it is
 * compared, like at login.
 */
export const ZChangePendingEmailRequest = z
  .object({
    uuid: z.uuid(V.invalid),
    password: zText(V.required).min(1, V.required).max(200, V.invalid),
    new_email: zEmail,
    csrf_token: z.string().max(200).optional(),
  })
  .strict();
export type TChangePendingEmailRequest = z.infer<typeof ZChangePendingEmailRequest>;

export const ZChangePendingEmailResponse = z.object({ uuid: z.string(), email: z.string(), otp_sent: z.boolean() });
export type TChangePendingEmailResponse = z.infer<typeof ZChangePendingEmailResponse>;

/** What a wrong OTP answers beside `OTP_INVALID`: the tries left on the current code. */
export const ZOtpErrorData = z.object({ attempts_left: z.number().int().min(0) });
export type TOtpErrorData = z.infer<typeof ZOtpErrorData>;
