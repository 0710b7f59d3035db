import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIRS } from '../playwright.config';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  otp?: string;
  date: string;
}

/**
 * Mails the portal wrote to its outbox (no SMTP configured in the browser suite). A suite server's
 * folder stands for both lanes' (docs/decisions/092): a spec does not know which lane runs it, and
 * the addresses it waits for are its own.
 */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dirs = E2E_DATA_DIRS.includes(dataDir) ? E2E_DATA_DIRS : [dataDir];
  return dirs.flatMap((d) => readOne(path.join(d, 'outbox'))).sort((a, b) => a.date.localeCompare(b.date));
}

function readOne(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/** Waits for the newest OTP mail to an address and returns its code. */
export async function waitForOtp(dataDir: string, to: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir)
          .filter((m) => m.to === to && m.otp && (!after || m.otp !== after))
          .at(-1);
        code = mail?.otp;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Waits for the newest password-reset link to an address. */
export async function waitForResetLink(dataDir: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox(dataDir)
        .filter((m) => m.to === to && /reset-password\//.test(m.text))
        .at(-1);
      link = mail?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}
