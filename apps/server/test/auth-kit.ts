import { eq } from 'drizzle-orm';
import { apiPath } from '@portal/contract';
import { users } from '../src/db/schema';
import { Agent, registrationBody, type TestContext } from './helpers';
import { cookieHeader, TEST_PASSWORD } from './session-utils';
import { totpCode } from '../src/modules/mfa';

/** Shared by the identity API tests (never imported by the server itself). */

export const PASSWORD = TEST_PASSWORD;

/** A clock the test moves by hand (createTestContext({ now: clock.now })). */
export function testClock(start = Date.parse('2025-03-01T02:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const emailOf = (n: number) => registrationBody(n).email as string;

/** The OTP of the newest mail to `email` (the mailer records it, as the outbox logs it). */
export function lastOtp(ctx: TestContext, email: string): string {
  const otp = ctx.mailer.last(email)?.otp;
  if (!otp) throw new Error(`no OTP mail to ${email}`);
  return otp;
}

export async function register(ctx: TestContext, n: number, agent = new Agent(ctx.app)) {
  const res = await agent.post(apiPath('auth/register.php'), registrationBody(n));
  if (res.statusCode !== 201) throw new Error(`register ${n}: ${res.statusCode} ${res.body}`);
  return { agent, uuid: res.json().data.uuid as string, email: emailOf(n) };
}

/** Registers and confirms the e-mail: the agent then holds a session of an `active` user. */
export async function activeUser(ctx: TestContext, n: number, agent = new Agent(ctx.app)) {
  const r = await register(ctx, n, agent);
  const res = await agent.post(apiPath('auth/verify-otp.php'), { email: r.email, otp: lastOtp(ctx, r.email) });
  if (res.statusCode !== 200) throw new Error(`verify ${n}: ${res.statusCode} ${res.body}`);
  const [row] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, r.email));
  return { ...r, id: row.id };
}

export function login(agent: Agent, email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  return agent.post(apiPath('auth/login.php'), { email, password, ...extra });
}

/** The current value of a cookie the agent holds. */
export const cookieOf = (agent: Agent, name: string) => agent.cookies.get(name);

/** A raw request with the agent's cookies and CSRF header: for malformed or oddly typed bodies. */
export async function rawPost(agent: Agent, url: string, payload: string, contentType = 'application/json') {
  const token = await agent.ensureCsrf();
  return agent.app.inject({
    method: 'POST',
    url,
    remoteAddress: agent.ip,
    headers: {
      cookie: cookieHeader(agent),
      'x-csrf-token': token,
      'content-type': contentType,
    },
    payload,
  });
}

/**
 * Enrols the agent's account in the second factor through the API (setup, then enable with the
 * current code): its base32 secret and recovery codes (docs/decisions/098).
 */
export async function enrolMfa(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.get(apiPath('account/mfa/setup.php'));
  if (setup.statusCode !== 200) throw new Error(`mfa setup: ${setup.statusCode} ${setup.body}`);
  const secret = setup.json().data.secret as string;
  const enable = await agent.post(apiPath('account/mfa/enable.php'), { code: totpCode(secret) });
  if (enable.statusCode !== 200) throw new Error(`mfa enable: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}

/**
 * A code the server will take now: a code is accepted once per time step, so a test that signs
 * in again within the same 30 seconds forgets the last step first (as if the next one had come).
 */
export async function freshTotp(ctx: TestContext, userId: number, secret: string): Promise<string> {
  await ctx.handle.db.update(users).set({ mfaLastStep: null }).where(eq(users.id, userId));
  return totpCode(secret);
}
