import type { Deps } from '../../types';
import { otpMail, resetPasswordMail } from '../../infra/mail-templates';

interface Recipient {
  uuid: string;
  email: string;
  name: string;
}

/** The OTP mail links to the web route /verify-otp/{uuid} (docs/business-rules.md#web-routes) on PUBLIC_URL. */
export function sendOtpMail(deps: Pick<Deps, 'mailer' | 'config'>, user: Recipient, otp: string): Promise<void> {
  const verifyUrl = `${deps.config.publicUrl}/verify-otp/${user.uuid}`;
  return deps.mailer.send(otpMail({ to: user.email, name: user.name, otp, verifyUrl }));
}

/** The reset link carries the raw token; only its SHA-256 is stored (docs/business-rules.md#password-reset). */
export function sendResetMail(deps: Pick<Deps, 'mailer' | 'config'>, user: Recipient, token: string): Promise<void> {
  const resetUrl = `${deps.config.publicUrl}/reset-password/${token}`;
  return deps.mailer.send(resetPasswordMail({ to: user.email, name: user.name, resetUrl }));
}
