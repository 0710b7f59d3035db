import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, RESET_TOKEN_TTL_MS } from '@portal/contract';
import { passwordResets, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { PASSWORD, activeUser, login, testClock } from '../../../test/auth-kit';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const NEW_PASSWORD = 'password-baru-123';
const LINK = /http:\/\/localhost:8080\/reset-password\/([A-Za-z0-9_-]{20,})/;

async function requestToken(email: string): Promise<string> {
  const res = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email });
  expect(res.statusCode).toBe(200);
  const text = ctx.mailer.last(email)?.text ?? '';
  const m = LINK.exec(text);
  if (!m) throw new Error(`no reset link in mail to ${email}`);
  return m[1];
}
const reset = (token: string, password = NEW_PASSWORD, agent = new Agent(ctx.app)) =>
  agent.post(apiPath('auth/reset-password.php'), { token, password, password_confirmation: password });

describe('POST auth/forgot-password.php', () => {
  it('answers byte-identically for known and unknown e-mails, and mails a link only to the known one', async () => {
    const { email } = await activeUser(ctx, 1);
    const before = ctx.mailer.sent.length;
    const known = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email });
    const unknown = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), {
      email: 'tidak-terdaftar@example.co.id',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(ctx.mailer.sent.length).toBe(before + 1);
    const mail = ctx.mailer.last(email);
    expect(mail?.text).toMatch(LINK);
    expect(mail?.html).toMatch(LINK);
  });

  it('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
    const { email, id } = await activeUser(ctx, 2);
    const token = await requestToken(email);
    const rows = await ctx.handle.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(RESET_TOKEN_TTL_MS);
  });

  it('sends nothing to a suspended account, with the same answer', async () => {
    const { email, id } = await activeUser(ctx, 3);
    await ctx.handle.db.update(users).set({ isSuspended: true }).where(eq(users.id, id));
    const unknown = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email: 'x@example.co.id' });
    const before = ctx.mailer.sent.length;
    const res = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email });
    expect(res.body).toBe(unknown.body);
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('validates, requires CSRF and checks the captcha when it is on', async () => {
    const bad = await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email: 'nope', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ email: ['validation.email'], extra: ['validation.unknownField'] });
    const none = await new Agent(ctx.app).post(
      apiPath('auth/forgot-password.php'),
      { email: 'a@example.co.id' },
      { csrf: false },
    );
    expect(none.json().code).toBe('CSRF_INVALID');
    const withCaptcha = await createTestContext({ captcha: { enabled: true, verify: async (t) => t === 'ok' } });
    try {
      const failed = await new Agent(withCaptcha.app).post(apiPath('auth/forgot-password.php'), {
        email: 'a@example.co.id',
        turnstileToken: 'bad',
      });
      expect(failed.statusCode).toBe(403);
      expect(failed.json().code).toBe('CAPTCHA_FAILED');
      const ok = await new Agent(withCaptcha.app).post(apiPath('auth/forgot-password.php'), {
        email: 'a@example.co.id',
        turnstileToken: 'ok',
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('POST auth/reset-password.php', () => {
  it('sets the new password (argon2id) and ends every session of the user', async () => {
    const { email, agent, id } = await activeUser(ctx, 10);
    const second = new Agent(ctx.app);
    expect((await login(second, email)).statusCode).toBe(200);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);

    const token = await requestToken(email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');

    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect((await second.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect(await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const [u] = await ctx.handle.db.select().from(users).where(eq(users.id, id));
    expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect((await login(new Agent(ctx.app), email)).statusCode).toBe(401);
    expect((await login(new Agent(ctx.app), email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a token works once', async () => {
    const { email } = await activeUser(ctx, 11);
    const token = await requestToken(email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'lagi-password-9');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await login(new Agent(ctx.app), email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a token expires after 60 minutes', async () => {
    const { email } = await activeUser(ctx, 12);
    const token = await requestToken(email);
    clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const res = await reset(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('a new link voids the older unused one', async () => {
    const { email } = await activeUser(ctx, 13);
    const first = await requestToken(email);
    const second = await requestToken(email);
    expect((await reset(first)).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('changing the password voids an outstanding link: the e-mailed link then answers RESET_TOKEN_INVALID', async () => {
    const { email, agent } = await activeUser(ctx, 14);
    const token = await requestToken(email);
    const changed = await agent.post(apiPath('users/change-password.php'), {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'penyerang-ganti-123');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await login(new Agent(ctx.app), email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful reset voids every other outstanding link of the user', async () => {
    const { email, id } = await activeUser(ctx, 15);
    const token = await requestToken(email);
    // A second live link (e.g. issued by another instance at the same moment).
    const other = 'o'.repeat(43);
    const now = clock.now();
    await ctx.handle.db.insert(passwordResets).values({
      userId: id,
      tokenHash: sha256(other),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(other, 'lagi-password-9')).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('an unknown token answers 422 RESET_TOKEN_INVALID', async () => {
    const res = await reset('x'.repeat(43));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'RESET_TOKEN_INVALID' });
  });

  it('answers 422 with field errors (short password, mismatch, missing token, unknown field)', async () => {
    const short = await new Agent(ctx.app).post(apiPath('auth/reset-password.php'), {
      token: 'y'.repeat(43),
      password: 'pendek',
      password_confirmation: 'pendek',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toContain('validation.passwordMin');
    const mismatch = await new Agent(ctx.app).post(apiPath('auth/reset-password.php'), {
      token: 'y'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: 'lain-lain-123',
    });
    expect(mismatch.json().errors.password_confirmation).toContain('validation.passwordMismatch');
    const missing = await new Agent(ctx.app).post(apiPath('auth/reset-password.php'), {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      foo: 1,
    });
    expect(missing.json().errors).toMatchObject({ token: ['validation.required'], foo: ['validation.unknownField'] });
  });

  it('requires CSRF', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('auth/reset-password.php'),
      { token: 'z'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });
});

describe('password reset rate limits', () => {
  it('limits forgot-password per client, per e-mail and client, and per e-mail overall; reset-password per client (429 + Retry-After)', async () => {
    const limited = await createTestContext({
      rateLimits: {
        forgot_password: { max: 2, windowS: 60 },
        forgot_password_pair: { max: 2, windowS: 60 },
        forgot_password_account: { max: 4, windowS: 60 },
        reset_password: { max: 2, windowS: 60 },
      },
    });
    try {
      const a = new Agent(limited.app, '10.3.0.1');
      await a.post(apiPath('auth/forgot-password.php'), { email: 'p1@example.co.id' });
      await a.post(apiPath('auth/forgot-password.php'), { email: 'p2@example.co.id' });
      const perIp = await a.post(apiPath('auth/forgot-password.php'), { email: 'p3@example.co.id' });
      expect(perIp.statusCode).toBe(429);
      expect(perIp.headers['retry-after']).toBeDefined();

      // One address spends its budget for the e-mail; another address still has its own.
      const stranger = new Agent(limited.app, '10.3.0.2');
      for (let i = 0; i < 2; i++)
        await stranger.post(apiPath('auth/forgot-password.php'), { email: 'target@example.co.id' });
      const perPair = await stranger.post(apiPath('auth/forgot-password.php'), { email: 'target@example.co.id' });
      expect(perPair.statusCode).toBe(429);
      // The same limit for an address that exists or not: the 429 does not enumerate either.
      expect(perPair.json().code).toBe('RATE_LIMITED');
      for (const ip of ['10.3.0.3', '10.3.0.4'])
        expect(
          (
            await new Agent(limited.app, ip).post(apiPath('auth/forgot-password.php'), {
              email: 'target@example.co.id',
            })
          ).statusCode,
        ).toBe(200);
      // The account's overall cap (mail flooding) holds across addresses.
      const perEmail = await new Agent(limited.app, '10.3.0.6').post(apiPath('auth/forgot-password.php'), {
        email: 'target@example.co.id',
      });
      expect(perEmail.statusCode).toBe(429);

      const b = new Agent(limited.app, '10.3.0.5');
      for (let i = 0; i < 2; i++) expect((await reset('q'.repeat(43), NEW_PASSWORD, b)).statusCode).toBe(422);
      const third = await reset('q'.repeat(43), NEW_PASSWORD, b);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('links use PUBLIC_URL', () => {
  it('builds the reset and OTP links on the configured public URL', async () => {
    const custom = await createTestContext({ config: { publicUrl: 'https://portal.example.id' } });
    try {
      const { email, uuid } = await activeUser(custom, 70);
      expect(custom.mailer.last(email)?.text).toContain(`https://portal.example.id/verify-otp/${uuid}`);
      await new Agent(custom.app).post(apiPath('auth/forgot-password.php'), { email });
      expect(custom.mailer.last(email)?.text).toMatch(
        /https:\/\/portal\.example\.id\/reset-password\/[A-Za-z0-9_-]{43}/,
      );
    } finally {
      await custom.close();
    }
  });
});
