import { eq } from 'drizzle-orm';
import { USER_STATUS } from '@portal/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { Deps, UserRow } from '../../types';
import { challengeUser, claimChallengeTry, endLoginChallenge, startLoginChallenge, useSecondFactor } from '../mfa';
import { assertCaptcha } from './captcha-check';
import { sendLoginCode, useLoginCode } from './login-code';
import { issueOtp, isOtpLive, latestOtp, otpWaitSeconds } from './otp';
import { recordLoginFailure } from './sign-in-audit';

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
  login_code?: string | null;
}

/**
 * What a sign-in comes to: a session (the caller starts it), the e-mail still to confirm, the
 * second factor still to give (`challenge`: the id for its cookie), or an e-mailed login code to
 * send along (the account saw many failed sign-ins; nothing was checked that the answer reveals).
 */
export type LoginResult =
  | { kind: 'session'; user: UserRow }
  | { kind: 'otp'; user: UserRow }
  | { kind: 'mfa'; user: UserRow; challenge: string }
  | { kind: 'login_code' };

/**
 * POST auth/login.php. Failed attempts are limited per account-and-address pair and per address
 * (docs/decisions/012), never locked per account: a stranger's guesses from elsewhere cannot lock
 * the owner out. Each attempt is counted before the password is checked, so parallel guesses
 * cannot run past the limit; the right password clears its pair and gives the address its attempt
 * back. Failures are also counted per account from every address (`login_account`): past that
 * soft cap, and unless the captcha already guards every sign-in, the account's sign-in needs a
 * one-time code e-mailed to it (docs/decisions/098). Suspension is revealed only after a correct
 * password.
 */
export async function login(deps: Deps, input: LoginInput, ip: string, log: Logger): Promise<LoginResult> {
  const pair = loginPairKey(input.email, ip);
  await deps.rateLimiter.consume('login_ip', ip);
  await deps.rateLimiter.consume('login_pair', pair);
  await assertCaptcha(deps, input.turnstileToken, ip);
  const underAttack = !deps.captcha.enabled && (await deps.rateLimiter.reached('login_account', input.email));

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await deps.passwords.verify(user?.passwordHash ?? (await dummyHash(deps)), input.password);

  if (underAttack) {
    // One answer whatever the password: a guesser learns nothing, and only the owner gets a code.
    if (!input.login_code) {
      if (user && ok && !user.isSuspended) {
        await sendLoginCode(deps, user).catch((err: unknown) =>
          log.error({ err, userId: user.id }, 'login code mail failed'),
        );
      } else if (!ok) await recordLoginFailure(deps, input.email, user, 'password');
      return { kind: 'login_code' };
    }
    if (!user || !ok || !(await useLoginCode(deps, user, input.login_code))) {
      await recordLoginFailure(deps, input.email, user, ok ? 'login_code' : 'password');
      throw new AppError('LOGIN_CODE_INVALID');
    }
  } else if (!user || !ok) {
    await recordLoginFailure(deps, input.email, user, 'password');
    throw new AppError('INVALID_CREDENTIALS');
  }
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
    return { kind: 'otp', user };
  }
  // The second factor, when on, completes the sign-in at auth/verify-mfa.php (docs/decisions/098).
  if (user.mfaEnabledAt) return { kind: 'mfa', user, challenge: await startLoginChallenge(deps, user.id, ip) };
  return { kind: 'session', user };
}

/**
 * POST auth/verify-mfa.php: the code of the second factor for the sign-in whose challenge cookie
 * the browser holds. A wrong code counts like a wrong password (the same pair, address and
 * account limits); the challenge itself allows a few tries and then must be started again with
 * the password. Answers the user, for whom the caller starts the session.
 */
export async function verifyMfaLogin(
  deps: Deps,
  challengeId: string | undefined,
  code: string,
  ip: string,
): Promise<UserRow> {
  await deps.rateLimiter.consume('login_ip', ip);
  const pending = challengeId ? await challengeUser(deps, challengeId) : null;
  const [user] = pending ? await deps.db.select().from(users).where(eq(users.id, pending)).limit(1) : [];
  if (!user) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  // Counted like a password attempt, before the code is looked at (the pair of account and address).
  const pair = loginPairKey(user.email, ip);
  await deps.rateLimiter.consume('login_pair', pair);
  const claimed = await claimChallengeTry(deps, challengeId!);
  if (!claimed || claimed.userId !== user.id) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  if (user.isSuspended) {
    await endLoginChallenge(deps, claimed.idHash);
    throw new AppError('ACCOUNT_SUSPENDED');
  }
  if (!(await useSecondFactor(deps, user, code))) {
    await recordLoginFailure(deps, user.email, user, 'mfa');
    throw new AppError('MFA_CODE_INVALID');
  }
  await endLoginChallenge(deps, claimed.idHash);
  await deps.rateLimiter.reset('login_pair', pair);
  await deps.rateLimiter.refund('login_ip', ip);
  return user;
}
