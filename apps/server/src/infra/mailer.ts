import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../lib/crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Logged by the outbox on a developer's http machine only, so a newcomer can finish sign-up (docs/decisions/006). */
  otp?: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

/** Real SMTP through nodemailer (SMTP_URL). */
export async function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(msg) {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      log.info({ to: msg.to, subject: msg.subject }, 'mail sent');
    },
  };
}

/**
 * Without SMTP every mail is written as a JSON file to `<DATA_DIR>/outbox` (newest last by name)
 * and its subject is logged, with the OTP only when `logOtp` (plain http, a developer's machine).
 */
export function createOutboxMailer(
  dir: string,
  from: string,
  log: FastifyBaseLogger,
  opts: { logOtp: boolean },
): Mailer {
  return {
    kind: 'outbox',
    async send(msg) {
      await fs.mkdir(dir, { recursive: true });
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.json`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, JSON.stringify({ from, ...msg, date: date.toISOString() }, null, 2), { mode: 0o600 });
      await fs.rename(tmp, path.join(dir, name));
      log.info(
        { to: msg.to, subject: msg.subject, ...(opts.logOtp && msg.otp ? { otp: msg.otp } : {}), file: name },
        'mail written to outbox',
      );
    },
  };
}
