import { LOGIN_CODE_TTL_MS, OTP_TTL_MS, RESET_TOKEN_TTL_MS } from '@portal/contract';
import type { MailMessage } from './mailer';

/**
 * Identity mails (docs/business-rules.md#mail): Indonesian first, English below, plain text
 * plus a simple HTML part. Links are absolute on PUBLIC_URL because a mail is read outside the app.
 */

const BRAND = 'PORTAL BSKI';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:24px">Email ini dikirim otomatis, mohon tidak membalas. / This e-mail was sent automatically, please do not reply.</p>
</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export interface OtpMailInput {
  to: string;
  name: string;
  otp: string;
  /** The web route /verify-otp/{uuid} (docs/business-rules.md#web-routes). */
  verifyUrl: string;
}

export function otpMail({ to, name, otp, verifyUrl }: OtpMailInput): MailMessage {
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const subject = `Kode OTP verifikasi email ${BRAND}`;
  const text = [
    `Halo ${name},`,
    '',
    `Kode OTP untuk verifikasi email Anda di ${BRAND}: ${otp}`,
    `Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jangan berikan kode ini kepada siapa pun.`,
    `Masukkan kode di: ${verifyUrl}`,
    '',
    'Jika Anda tidak mendaftar, abaikan email ini.',
    '',
    '---',
    `Hello ${name},`,
    `Your ${BRAND} e-mail verification code is ${otp}. It is valid for ${minutes} minutes and can be used once.`,
    `Enter it at: ${verifyUrl}`,
    'If you did not sign up, ignore this e-mail.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Halo ${escapeHtml(name)},</p>
<p>Kode OTP untuk verifikasi email Anda:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(otp)}</p>
<p>Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jangan berikan kode ini kepada siapa pun.</p>
${button(verifyUrl, 'Verifikasi Email')}
<p>Jika Anda tidak mendaftar, abaikan email ini.</p>
<hr><p style="color:#4b5563">Your e-mail verification code is <b>${escapeHtml(otp)}</b>, valid for ${minutes} minutes. If you did not sign up, ignore this e-mail.</p>`,
  );
  return { to, subject, text, html, otp };
}

export interface ResetMailInput {
  to: string;
  name: string;
  /** `${PUBLIC_URL}/reset-password/{token}` */
  resetUrl: string;
}

export function resetPasswordMail({ to, name, resetUrl }: ResetMailInput): MailMessage {
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  const subject = `Reset password ${BRAND}`;
  const text = [
    `Halo ${name},`,
    '',
    'Kami menerima permintaan untuk mengatur ulang password akun Anda. Buka tautan berikut:',
    resetUrl,
    `Tautan berlaku ${minutes} menit dan hanya dapat digunakan sekali.`,
    'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak berubah.',
    '',
    '---',
    `Hello ${name},`,
    `To reset your ${BRAND} password, open the link above. It is valid for ${minutes} minutes and works once.`,
    'If you did not ask for this, ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Halo ${escapeHtml(name)},</p>
<p>Kami menerima permintaan untuk mengatur ulang password akun Anda.</p>
${button(resetUrl, 'Atur Ulang Password')}
<p style="font-size:12px;word-break:break-all">${escapeHtml(resetUrl)}</p>
<p>Tautan berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jika Anda tidak meminta reset password, abaikan email ini.</p>
<hr><p style="color:#4b5563">To reset your password, open the link above (valid for ${minutes} minutes, single use). If you did not ask for this, ignore this e-mail.</p>`,
  );
  return { to, subject, text, html };
}

export interface LoginCodeMailInput {
  to: string;
  name: string;
  code: string;
}

/**
 * The login code asked of an account that saw many failed sign-ins (docs/business-rules.md#login):
 * sent only after the right password, so the owner learns that someone else has been guessing.
 */
export function loginCodeMail({ to, name, code }: LoginCodeMailInput): MailMessage {
  const minutes = Math.round(LOGIN_CODE_TTL_MS / 60_000);
  const subject = `Kode login ${BRAND}`;
  const text = [
    `Halo ${name},`,
    '',
    `Ada banyak percobaan login yang gagal pada akun Anda, jadi login kali ini memerlukan kode: ${code}`,
    `Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jangan berikan kode ini kepada siapa pun.`,
    'Jika bukan Anda yang login, segera ganti password Anda.',
    '',
    '---',
    `Hello ${name},`,
    `There were many failed sign-ins on your account, so this sign-in needs a code: ${code}. It is valid for ${minutes} minutes and can be used once.`,
    'If it was not you signing in, change your password now.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Halo ${escapeHtml(name)},</p>
<p>Ada banyak percobaan login yang gagal pada akun Anda, jadi login kali ini memerlukan kode:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jika bukan Anda yang login, segera ganti password Anda.</p>
<hr><p style="color:#4b5563">There were many failed sign-ins on your account: this sign-in needs the code <b>${escapeHtml(code)}</b>, valid for ${minutes} minutes. If it was not you, change your password now.</p>`,
  );
  return { to, subject, text, html, otp: code };
}
