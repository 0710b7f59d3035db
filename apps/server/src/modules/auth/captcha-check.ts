import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';

/** Turnstile on login and forgot-password when a secret is configured (docs/business-rules.md#captcha); else a no-op. */
export async function assertCaptcha(
  deps: Pick<Deps, 'captcha'>,
  token: string | null | undefined,
  ip: string,
): Promise<void> {
  if (!deps.captcha.enabled) return;
  if (!(await deps.captcha.verify(token, ip))) throw new AppError('CAPTCHA_FAILED');
}
