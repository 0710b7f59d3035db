import { eq } from 'drizzle-orm';
import { USER_STATUS } from '@portal/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { Deps, UserRow } from '../../types';
import { assertCaptcha } from './captcha-check';
import { issueOtp, isOtpLive, latestOtp, otpWaitSeconds } from './otp';

/**
 * A hash of a random password with the configured parameters: an unknown e-mail is verified
 * against it, so it costs the same time as a wrong password (no user enumeration by timing).
 */
const dummyHashes = new WeakMap<Deps, Promise<string>>();
export function dummyHash(deps: Deps): Promise<string> {
  let h = dummyHashes.get(deps);
  if (!h) {
    h = deps.passwords.hash(randomToken(16));
    dummyHashes.set(deps, h);
  }
  return h;
}

/** The subject of the per-pair limit: one account seen from one address. */
export const loginPairKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

export interface LoginInput {
  email: string;
  password: string;
  turnstileToken?: string | null;
}

export interface LoginResult {
  user: UserRow;
  /** The e-mail is not confirmed yet: no session; a code was sent if none was usable. */
  requiresOtp: boolean;
}

/**
 * POST auth/login.php. Failed attempts are limited per account-and-address pair and
 * per address (docs/decisions/012), never per account alone: a stranger's guesses from elsewhere
 * cannot lock the owner out. Each attempt is counted before the password is checked, so parallel
 * guesses cannot run past the limit; the right password clears its pair and gives the address
 * its attempt back. Suspension is revealed only after a correct password. The caller starts the
 * session when no OTP is required.
 */
export async function login(deps: Deps, input: LoginInput, ip: string, log: Logger): Promise<LoginResult> {
  const pair = loginPairKey(input.email, ip);
  await deps.rateLimiter.consume('login_ip', ip);
  await deps.rateLimiter.consume('login_pair', pair);
  await assertCaptcha(deps, input.turnstileToken, ip);

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await deps.passwords.verify(user?.passwordHash ?? (await dummyHash(deps)), input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  await deps.rateLimiter.reset('login_pair', pair);
  await deps.rateLimiter.refund('login_ip', ip);
  if (user.isSuspended) throw new AppError('ACCOUNT_SUSPENDED');

  if (user.status === USER_STATUS.PENDING_VERIFICATION) {
    // No session until the e-mail is confirmed; send a code only if none is usable and the limits allow.
    const now = deps.clock.now();
    if (!isOtpLive(await latestOtp(deps.db, user.id), now) && (await otpWaitSeconds(deps.db, user.id, now)) === 0) {
      try {
        await issueOtp(deps, user);
      } catch (err) {
        // A parallel login may have just sent one (cooldown): only a real failure is worth a log line.
        if (!(err instanceof AppError)) log.error({ err, userId: user.id }, 'OTP mail at login failed');
      }
    }
    return { user, requiresOtp: true };
  }
  return { user, requiresOtp: false };
}
