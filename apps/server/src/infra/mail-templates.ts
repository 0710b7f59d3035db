import { LOGIN_CODE_TTL_MS, MAIL_TEXTS, OTP_TTL_MS, RESET_TOKEN_TTL_MS, textsIn } from '@portal/contract';
import { renderMail } from './mail-layout';
import type { MailMessage } from './mailer';

/**
 * Identity mails (docs/business-rules.md#mail): Indonesian first, English below, plain text
 * plus the HTML of the one mail layout. Links are absolute on PUBLIC_URL because a mail is read
 * outside the app. The words are the contract's mail catalogue (docs/decisions/097).
 */
const id = textsIn(MAIL_TEXTS, 'id');
const en = textsIn(MAIL_TEXTS, 'en');

export interface OtpMailInput {
  to: string;
  name: string;
  otp: string;
  /** The web route /verify-otp/{uuid} (docs/business-rules.md#web-routes). */
  verifyUrl: string;
}

export function otpMail({ to, name, otp, verifyUrl }: OtpMailInput): MailMessage {
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const subject = id('otp.subject');
  const validity = `${id('otp.validity', { minutes })} ${id('otp.keep_secret')}`;
  const text = [
    id('greeting', { name }),
    '',
    id('otp.code_line', { otp }),
    validity,
    id('otp.enter_at', { link: verifyUrl }),
    '',
    id('otp.ignore'),
    '',
    '---',
    en('greeting', { name }),
    en('otp.summary_text', { otp, minutes }),
    en('otp.enter_at', { link: verifyUrl }),
    en('otp.ignore'),
  ].join('\n');
  const html = renderMail({
    subject,
    paragraphs: [id('greeting', { name }), id('otp.intro'), { code: otp }, validity, id('otp.ignore')],
    action: { href: verifyUrl, label: id('otp.action') },
    english: [`${en('otp.summary', { otp, minutes })} ${en('otp.ignore')}`],
  });
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
  const subject = id('reset.subject');
  const text = [
    id('greeting', { name }),
    '',
    `${id('reset.request')} ${id('reset.open_link')}`,
    resetUrl,
    id('reset.validity', { minutes }),
    id('reset.ignore_unchanged'),
    '',
    '---',
    en('greeting', { name }),
    en('reset.summary_text', { minutes }),
    en('reset.ignore_unchanged'),
  ].join('\n');
  const html = renderMail({
    subject,
    paragraphs: [
      id('greeting', { name }),
      id('reset.request'),
      `${id('reset.validity', { minutes })} ${id('reset.ignore')}`,
    ],
    action: { href: resetUrl, label: id('reset.action'), showUrl: true },
    english: [`${en('reset.summary', { minutes })} ${en('reset.ignore')}`],
  });
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
  const subject = id('login_code.subject');
  const text = [
    id('greeting', { name }),
    '',
    id('login_code.code_line', { code }),
    `${id('login_code.validity', { minutes })} ${id('otp.keep_secret')}`,
    id('login_code.not_you'),
    '',
    '---',
    en('greeting', { name }),
    en('login_code.summary', { code, minutes }),
    en('login_code.not_you'),
  ].join('\n');
  const html = renderMail({
    subject,
    paragraphs: [
      id('greeting', { name }),
      id('login_code.intro'),
      { code },
      `${id('login_code.validity', { minutes })} ${id('login_code.not_you')}`,
    ],
    english: [`${en('login_code.summary', { code, minutes })} ${en('login_code.not_you')}`],
  });
  return { to, subject, text, html, otp: code };
}
