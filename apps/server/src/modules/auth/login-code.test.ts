import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { auditLog, loginCodes } from '../../db/schema';
import type { Captcha } from '../../infra/captcha';
import { Agent, createTestContext, registrationBody, type TestContext } from '../../../test/helpers';
import { createActor } from '../../../test/actors';
import { activeUser, login } from '../../../test/auth-kit';

/**
 * Guessing one account from many addresses (docs/business-rules.md#login, docs/decisions/098):
 * failures are also counted per account from every address; past 10 in 15 minutes the account's
 * sign-in asks for a code e-mailed to it (or the captcha, which then guards every sign-in), and
 * the owner is never locked out. The server sits behind a trusted proxy: each X-Forwarded-For
 * value is a client.
 */
const PROXY = '127.0.0.1';
const LIMITS = {
  login_pair: { max: 5, windowS: 900 },
  login_ip: { max: 20, windowS: 900 },
  login_account: { max: 10, windowS: 900 },
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: [PROXY] }, rateLimits: LIMITS });
});
afterAll(async () => ctx.close());

const client = (address: string) => new Agent(ctx.app, PROXY, address);
const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email && /Kode login/.test(m.subject));

describe('the per-account soft cap', () => {
  it('30 addresses guessing one account: it then asks for a login code, mailed to the owner only, and the owner signs in with it', async () => {
    const { email, uuid } = await activeUser(ctx, 1);
    for (let a = 0; a < 30; a++) {
      const res = await login(client(`203.0.113.${a + 1}`), email, `tebakan-${a}`);
      // The first ten are plain failures; then the account asks for a code, whatever the password.
      if (a < 10) expect(res.json().code, `guess ${a}`).toBe('INVALID_CREDENTIALS');
      else
        expect(res.json().data, `guess ${a}`).toEqual({
          user: null,
          requires_otp_verification: false,
          requires_mfa: false,
          requires_login_code: true,
        });
    }
    // Guesses send no mail: the code goes out only after the right password.
    expect(mailsTo(email)).toHaveLength(0);
    const failed = await ctx.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login_failed'), eq(auditLog.entityId, uuid)));
    expect(failed).toHaveLength(30);
    expect(JSON.stringify(failed)).not.toContain('tebakan');

    const owner = client('198.51.100.7');
    const asked = await login(owner, email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.requires_login_code).toBe(true);
    expect(asked.cookies.find((c) => c.name === 'bski_session')).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(1);
    const code = mailsTo(email)[0].otp!;
    // Stored as an HMAC, never as typed.
    const [stored] = await ctx.app.deps.db.select().from(loginCodes);
    expect(stored.codeHash).not.toContain(code);

    // A guesser with a made-up code learns nothing: one answer for a wrong code or password.
    const guess = await login(client('203.0.113.99'), email, 'tebakan-lagi', { login_code: '123456' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('LOGIN_CODE_INVALID');
    const wrongCode = await login(owner, email, undefined, { login_code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.json().code).toBe('LOGIN_CODE_INVALID');

    const ok = await login(owner, email, undefined, { login_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ user: { email }, requires_login_code: false });
    expect((await owner.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    // Used once.
    const again = await login(client('198.51.100.8'), email, undefined, { login_code: code });
    expect(again.json().code).toBe('LOGIN_CODE_INVALID');
  });

  it('an unknown e-mail answers alike past the cap (no enumeration)', async () => {
    const email = 'tidak-terdaftar@example.co.id';
    for (let a = 0; a < 10; a++) await login(client(`203.0.114.${a + 1}`), email, 'apa-saja');
    const res = await login(client('203.0.114.50'), email, 'apa-saja');
    expect(res.json().data).toEqual({
      user: null,
      requires_otp_verification: false,
      requires_mfa: false,
      requires_login_code: true,
    });
  });

  it('with Turnstile configured the captcha, asked of every sign-in, is the answer: no code is asked', async () => {
    const captcha: Captcha = { enabled: true, verify: async (token) => token === 'ok' };
    const withCaptcha = await createTestContext({ config: { trustProxy: [PROXY] }, rateLimits: LIMITS, captcha });
    try {
      const { email } = await activeUser(withCaptcha, 2);
      for (let a = 0; a < 12; a++)
        await login(new Agent(withCaptcha.app, PROXY, `203.0.115.${a + 1}`), email, 'salah', { turnstileToken: 'ok' });
      const owner = await login(new Agent(withCaptcha.app, PROXY, '198.51.100.9'), email, undefined, {
        turnstileToken: 'ok',
      });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.requires_login_code).toBe(false);
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('new passwords (docs/business-rules.md#passwords)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password1', 'indonesia'])(
    'sign-up refuses the common or weak password %s with its own message on `password`',
    async (password) => {
      const res = await new Agent(ctx.app).post(apiPath('auth/register.php'), {
        ...registrationBody(90),
        password,
        confirmPassword: password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual(['validation.passwordCommon']);
    },
  );

  it('an administrator needs 12 characters (a company user 8), and the same strength rule', async () => {
    const { agent } = await activeUser(ctx, 3);
    const user = await agent.post(apiPath('users/change-password.php'), {
      current_password: 'rahasia-aman-1',
      password: 'Kopi-Susu9',
      password_confirmation: 'Kopi-Susu9',
    });
    expect(user.statusCode).toBe(200);

    const admin = await createActor(ctx, { role: 'admin', phone: null });
    const short = await admin.agent.post(apiPath('users/change-password.php'), {
      current_password: 'rahasia-aman-1',
      password: 'Kopi-Susu9',
      password_confirmation: 'Kopi-Susu9',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['validation.passwordMinAdmin']);
    const common = await admin.agent.post(apiPath('users/change-password.php'), {
      current_password: 'rahasia-aman-1',
      password: 'password1234',
      password_confirmation: 'password1234',
    });
    expect(common.json().errors.password).toEqual(['validation.passwordCommon']);
    const ok = await admin.agent.post(apiPath('users/change-password.php'), {
      current_password: 'rahasia-aman-1',
      password: 'Kopi-Susu-Hangat-9',
      password_confirmation: 'Kopi-Susu-Hangat-9',
    });
    expect(ok.statusCode).toBe(200);
  });
});
