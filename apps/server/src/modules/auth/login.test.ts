import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@portal/contract';
import { sessions, users } from '../../db/schema';
import type { Captcha } from '../../infra/captcha';
import { sha256 } from '../../lib/crypto';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';
import { PASSWORD, activeUser, cookieOf, login, testClock } from '../../../test/auth-kit';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const withCookie = (cookie: string | undefined) =>
  ctx.app.inject({ url: apiPath('users/profile.php'), headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
const sessionRows = (userId: number) => ctx.handle.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('POST auth/login.php', () => {
  it('logs in with a new HttpOnly SameSite=Lax session cookie and requires_otp_verification false', async () => {
    const { email, uuid, id } = await activeUser(ctx, 1);
    const agent = new Agent(ctx.app);
    const res = await login(agent, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { user: { uuid, email, status: 'active', role: 'user' }, requires_otp_verification: false },
    });
    const cookie = (
      res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }[]
    ).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    // The table holds only the hash of the cookie value.
    const rows = await sessionRows(id);
    expect(rows.map((r) => r.idHash)).toContain(sha256(cookieOf(agent, SESSION_COOKIE) as string));
  });

  it('accepts the e-mail in any capitalisation', async () => {
    const { email } = await activeUser(ctx, 2);
    expect((await login(new Agent(ctx.app), email.toUpperCase())).statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail both answer 401 INVALID_CREDENTIALS, with the same body', async () => {
    const { email } = await activeUser(ctx, 3);
    const wrong = await login(new Agent(ctx.app), email, 'salah-password');
    const unknown = await login(new Agent(ctx.app), 'tidak-ada@example.co.id', 'salah-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 'INVALID_CREDENTIALS' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('rotates the session: the cookie from before the login no longer authenticates', async () => {
    const { email, agent, id } = await activeUser(ctx, 4); // holds the session from verify-otp
    const before = cookieOf(agent, SESSION_COOKIE);
    expect((await withCookie(before)).statusCode).toBe(200);
    expect((await login(agent, email)).statusCode).toBe(200);
    const after = cookieOf(agent, SESSION_COOKIE);
    expect(after).not.toBe(before);
    expect((await withCookie(before)).statusCode).toBe(401);
    expect((await withCookie(after)).statusCode).toBe(200);
    expect(await sessionRows(id)).toHaveLength(1);
  });

  it('the CSRF token fetched before login stays valid after it', async () => {
    const { email } = await activeUser(ctx, 5);
    const agent = new Agent(ctx.app);
    const token = await agent.ensureCsrf();
    expect((await login(agent, email)).statusCode).toBe(200);
    const res = await agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' }, { csrf: token });
    expect(res.statusCode).toBe(200);
  });

  it('requires the CSRF token (missing or wrong: 403)', async () => {
    const { email } = await activeUser(ctx, 6);
    const agent = new Agent(ctx.app);
    await agent.ensureCsrf(); // the CSRF cookie is there, the token is not sent
    const none = await agent.post(apiPath('auth/login.php'), { email, password: PASSWORD }, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
    const wrong = await new Agent(ctx.app).post(
      apiPath('auth/login.php'),
      { email, password: PASSWORD },
      { csrf: 'x.y' },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_INVALID');
  });

  it('answers 422 with field errors, and for unknown fields', async () => {
    const res = await new Agent(ctx.app).post(apiPath('auth/login.php'), {
      email: 'bukan-email',
      password: '',
      role: 'admin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: ['validation.email'],
      password: ['validation.required'],
      role: ['validation.unknownField'],
    });
  });

  it('a suspended user cannot log in (403 after a correct password only) and their session stops working', async () => {
    const { email, agent, id } = await activeUser(ctx, 7);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    await ctx.handle.db.update(users).set({ isSuspended: true, suspendedReason: 'test' }).where(eq(users.id, id));
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect(await sessionRows(id)).toHaveLength(0);
    const right = await login(new Agent(ctx.app), email);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('ACCOUNT_SUSPENDED');
    const wrong = await login(new Agent(ctx.app), email, 'salah-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });
});

/**
 * Moves one user's sessions back in time by the database's own clock, which alone decides whether
 * a session lives (docs/decisions/098): as if `ms` had passed since they were written.
 */
const age = (userId: number, ms: number, columns: ('created' | 'seen')[] = ['created', 'seen']) =>
  ctx.handle.db.execute(
    sql.raw(
      `update sessions set ${[
        ...(columns.includes('created')
          ? [
              `created_at = created_at - interval '${ms} milliseconds'`,
              `expires_at = expires_at - interval '${ms} milliseconds'`,
            ]
          : []),
        ...(columns.includes('seen') ? [`last_seen_at = last_seen_at - interval '${ms} milliseconds'`] : []),
      ].join(', ')} where user_id = ${userId}`,
    ),
  );

describe('session lifetime (docs/business-rules.md#sessions)', () => {
  it('ends after 1 hour without a request', async () => {
    const { agent, id } = await activeUser(ctx, 10);
    await age(id, SESSION_IDLE_MS - 60_000);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200); // activity resets the idle clock
    await age(id, SESSION_IDLE_MS - 60_000);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    await age(id, SESSION_IDLE_MS);
    const res = await agent.get(apiPath('users/profile.php'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(await sessionRows(id)).toHaveLength(0);
  });

  it('ends after 12 hours however active the user is', async () => {
    const { agent, id } = await activeUser(ctx, 11);
    const step = 50 * 60_000;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_MS) {
      await age(id, step, ['created']);
      elapsed += step;
      expect((await agent.get(apiPath('users/profile.php'))).statusCode, `after ${elapsed / 60_000} min`).toBe(200);
    }
    await age(id, step, ['created']);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
  });
});

describe('POST auth/logout.php', () => {
  it('destroys the session server-side and clears the cookie', async () => {
    const { agent, id } = await activeUser(ctx, 20);
    const cookie = cookieOf(agent, SESSION_COOKIE);
    const res = await agent.post(apiPath('auth/logout.php'));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await sessionRows(id)).toHaveLength(0);
    // Replaying the old cookie does not work either.
    expect((await withCookie(cookie)).statusCode).toBe(401);
  });

  it('answers 200 without a session', async () => {
    expect((await new Agent(ctx.app).post(apiPath('auth/logout.php'))).statusCode).toBe(200);
  });

  // SPEC §7: logout's payload is empty. The original portal's client sends only the X-CSRF-Token
  // header, with no body or with an empty one labelled JSON.
  it.each([
    ['no body', {}],
    ['an empty body labelled JSON', { 'content-type': 'application/json' }],
  ])('takes the header token alone, with %s, and ends the session', async (_name, extra) => {
    const { agent, id } = await activeUser(ctx, 22 + Object.keys(extra).length);
    const token = await agent.ensureCsrf();
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPath('auth/logout.php'),
      headers: { cookie, 'x-csrf-token': token, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionRows(id)).toHaveLength(0);
  });

  it('requires the CSRF token (missing or wrong: 403), and keeps the session then', async () => {
    const { agent } = await activeUser(ctx, 21);
    const none = await agent.post(apiPath('auth/logout.php'), {}, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
    const wrong = await agent.post(apiPath('auth/logout.php'), {}, { csrf: 'nope.nope' });
    expect(wrong.statusCode).toBe(403);
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
  });
});

describe('login rate limits and captcha', () => {
  it('limits failures per address: 429 with Retry-After', async () => {
    const limited = await createTestContext({ rateLimits: { login_ip: { max: 2, windowS: 60 } } });
    try {
      const agent = new Agent(limited.app, '10.9.0.1');
      for (let i = 0; i < 2; i++) expect((await login(agent, `a${i}@example.co.id`, 'x')).statusCode).toBe(401);
      const third = await login(agent, 'a3@example.co.id', 'x');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await login(new Agent(limited.app, '10.9.0.2'), 'a3@example.co.id', 'x')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('verifies the Turnstile token when captcha is on (403 CAPTCHA_FAILED)', async () => {
    const seen: (string | null | undefined)[] = [];
    const captcha: Captcha = {
      enabled: true,
      verify: async (token) => {
        seen.push(token);
        return token === 'good-token';
      },
    };
    const withCaptcha = await createTestContext({ captcha });
    try {
      const { email } = await activeUser(withCaptcha, 31);
      const missing = await login(new Agent(withCaptcha.app), email);
      expect(missing.statusCode).toBe(403);
      expect(missing.json().code).toBe('CAPTCHA_FAILED');
      const bad = await login(new Agent(withCaptcha.app), email, PASSWORD, { turnstileToken: 'bad' });
      expect(bad.json().code).toBe('CAPTCHA_FAILED');
      const good = await login(new Agent(withCaptcha.app), email, PASSWORD, { turnstileToken: 'good-token' });
      expect(good.statusCode).toBe(200);
      expect(seen).toEqual([undefined, 'bad', 'good-token']);
    } finally {
      await withCaptcha.close();
    }
  });
});
