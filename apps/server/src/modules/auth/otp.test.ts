import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS_TOTAL,
  OTP_RESEND_COOLDOWN_S,
  OTP_TTL_MS,
  ZUser,
} from '@portal/contract';
import { otpCodes, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { createServerSecret } from '../../lib/server-secret';
import { hashOtp, purgeSpentOtps } from './otp';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';
import { activeUser, cookieOf, lastOtp, login, register, testClock } from '../../../test/auth-kit';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const COOLDOWN_MS = OTP_RESEND_COOLDOWN_S * 1000;
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');
const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email).length;
const verify = (agent: Agent, email: string, otp: string) => agent.post(apiPath('auth/verify-otp.php'), { email, otp });

describe('POST auth/verify-otp.php', () => {
  it('confirms the e-mail, consumes the code and starts a session (rotating the cookie the browser had)', async () => {
    const other = await activeUser(ctx, 1);
    const agent = other.agent; // this browser holds user 1's session
    const oldCookie = cookieOf(agent, SESSION_COOKIE);
    const { email, uuid } = await register(ctx, 2, agent);
    const res = await verify(agent, email, lastOtp(ctx, email));
    expect(res.statusCode).toBe(200);
    const user = ZUser.parse(res.json().data.user);
    expect(user).toMatchObject({ uuid, email, status: 'active', role: 'user', is_suspended: false });

    const [row] = await ctx.handle.db.select().from(users).where(eq(users.uuid, uuid));
    expect(row.status).toBe('active');
    expect(row.emailVerifiedAt?.getTime()).toBe(clock.now().getTime());
    const [otp] = await ctx.handle.db.select().from(otpCodes).where(eq(otpCodes.userId, row.id));
    expect(otp.consumedAt).not.toBeNull();

    const newCookie = cookieOf(agent, SESSION_COOKIE);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(oldCookie);
    const profile = await agent.get(apiPath('users/profile.php'));
    expect(profile.json().data.user.email).toBe(email);
    const stale = await ctx.app.inject({
      url: apiPath('users/profile.php'),
      headers: { cookie: `${SESSION_COOKIE}=${oldCookie}` },
    });
    expect(stale.statusCode).toBe(401);

    // The code cannot be used twice.
    const again = await verify(new Agent(ctx.app), email, lastOtp(ctx, email));
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('a wrong code answers 422 OTP_INVALID and starts no session', async () => {
    const { email, agent } = await register(ctx, 3);
    const res = await verify(agent, email, wrongCode(lastOtp(ctx, email)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'OTP_INVALID' });
    expect(cookieOf(agent, SESSION_COOKIE)).toBeUndefined();
    expect((await verify(agent, email, lastOtp(ctx, email))).statusCode).toBe(200);
  });

  it('unknown and already confirmed addresses answer OTP_INVALID too (no enumeration)', async () => {
    const unknown = await verify(new Agent(ctx.app), 'nobody@example.co.id', '123456');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('OTP_INVALID');
    const { email } = await activeUser(ctx, 4);
    const confirmed = await verify(new Agent(ctx.app), email, lastOtp(ctx, email));
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().code).toBe('OTP_INVALID');
  });

  it('a code older than 10 minutes answers 422 OTP_EXPIRED; just before, it works', async () => {
    const a = await register(ctx, 5);
    const b = await register(ctx, 6);
    clock.advance(OTP_TTL_MS - 1000);
    expect((await verify(a.agent, a.email, lastOtp(ctx, a.email))).statusCode).toBe(200);
    clock.advance(2000);
    const late = await verify(b.agent, b.email, lastOtp(ctx, b.email));
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('OTP_EXPIRED');
  });

  it('after 5 wrong tries the code is void: even the right code fails until a new one is sent', async () => {
    const { email, agent } = await register(ctx, 7);
    const right = lastOtp(ctx, email);
    for (let i = 1; i <= 4; i++) {
      const res = (await verify(agent, email, wrongCode(right))).json();
      expect(res.code, `try ${i}`).toBe('OTP_INVALID');
      // The OTP page shows how many tries are left.
      expect(res.data, `try ${i}`).toEqual({ attempts_left: 5 - i });
    }
    const fifth = await verify(agent, email, wrongCode(right));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'OTP_TOO_MANY', data: { attempts_left: 0 } });
    const rightNow = await verify(agent, email, right);
    expect(rightNow.statusCode).toBe(429);
    expect(rightNow.json().code).toBe('OTP_TOO_MANY');

    clock.advance(COOLDOWN_MS);
    expect((await agent.post(apiPath('auth/resend-otp.php'), { email })).statusCode).toBe(200);
    expect((await verify(agent, email, lastOtp(ctx, email))).statusCode).toBe(200);
  });

  it('a new code voids the old one', async () => {
    const { email, agent } = await register(ctx, 8);
    const first = lastOtp(ctx, email);
    clock.advance(COOLDOWN_MS);
    await agent.post(apiPath('auth/resend-otp.php'), { email });
    const second = lastOtp(ctx, email);
    if (first !== second) expect((await verify(agent, email, first)).json().code).toBe('OTP_INVALID');
    expect((await verify(agent, email, second)).statusCode).toBe(200);
  });

  it('answers 422 with field errors for a malformed code or e-mail, and for unknown fields', async () => {
    const res = await new Agent(ctx.app).post(apiPath('auth/verify-otp.php'), { email: 'x', otp: '12ab56', extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: ['validation.email'],
      otp: ['validation.otp'],
      extra: ['validation.unknownField'],
    });
  });

  it('requires the CSRF token (missing or wrong: 403 CSRF_INVALID)', async () => {
    const { email, agent } = await register(ctx, 9);
    const none = await agent.post(apiPath('auth/verify-otp.php'), { email, otp: lastOtp(ctx, email) }, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
    const wrong = await agent.post(
      apiPath('auth/verify-otp.php'),
      { email, otp: lastOtp(ctx, email) },
      { csrf: `${agent.csrf}x` },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_INVALID');
  });
});

describe('OTP storage', () => {
  it('stores the code as an HMAC keyed with the server secret: neither the code nor a plain hash of it', async () => {
    const { email, uuid } = await register(ctx, 30);
    const code = lastOtp(ctx, email);
    const [user] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid));
    const [row] = await ctx.handle.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row.codeHash).toBe(hashOtp(ctx.app.deps.secret, uuid, code));
    // A plain hash of a six-digit code can be reversed by trying all million codes; the keyed one cannot.
    expect(row.codeHash).not.toBe(sha256(`otp:${uuid}:${code}`));
    expect(row.codeHash).not.toBe(sha256(code));
    expect(row.codeHash).not.toBe(
      hashOtp(createServerSecret('another-server-secret-of-enough-length-123'), uuid, code),
    );
  });
});

describe('OTP clean-up (the maintenance job)', () => {
  it("removes used and expired codes over an hour old; a live code and the last hour's rows (the resend caps) stay", async () => {
    const { uuid } = await register(ctx, 31);
    const [user] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid));
    await ctx.handle.db.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    const now = new Date('2026-12-01T10:00:00Z');
    const ago = (min: number) => new Date(now.getTime() - min * 60_000);
    const row = (created: Date, expires: Date, consumed: Date | null) => ({
      userId: user.id,
      codeHash: 'h',
      createdAt: created,
      expiresAt: expires,
      consumedAt: consumed,
    });
    const rows = await ctx.handle.db
      .insert(otpCodes)
      .values([
        row(ago(120), ago(110), ago(115)), // used, old: goes
        row(ago(90), ago(80), null), // expired, old: goes
        row(ago(30), ago(20), null), // expired but within the hour: counts for the caps, stays
        row(ago(61), new Date(now.getTime() + 60_000), null), // old but still live: stays
      ])
      .returning({ id: otpCodes.id });
    // Other tests' codes may go too, so the count is at least this user's two.
    expect(await purgeSpentOtps({ db: ctx.handle.db, clock: { now: () => now } })).toBeGreaterThanOrEqual(2);
    const left = await ctx.handle.db.select({ id: otpCodes.id }).from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual([rows[2].id, rows[3].id].sort());
  });
});

describe('OTP rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      rateLimits: {
        otp_verify: { max: 2, windowS: 60 },
        otp_resend: { max: 2, windowS: 60 },
        get_user_by_uuid: { max: 2, windowS: 60 },
      },
    });
  });
  afterAll(async () => limited.close());

  it('limits verify-otp per e-mail and address (429 + Retry-After): another address keeps its own tries', async () => {
    const { email } = await register(limited, 40);
    const guesser = new Agent(limited.app, '10.1.0.1');
    for (let i = 0; i < 2; i++) await verify(guesser, email, wrongCode(lastOtp(limited, email)));
    const third = await verify(guesser, email, lastOtp(limited, email));
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own address has its budget: the guesser did not use it up (docs/decisions/098).
    expect((await verify(new Agent(limited.app, '10.1.0.9'), email, lastOtp(limited, email))).statusCode).toBe(200);
    const other = await register(limited, 41);
    expect((await verify(other.agent, other.email, lastOtp(limited, other.email))).statusCode).toBe(200);
  });

  it("another address that uses up its wrong tries voids the code only for itself: the owner's address still confirms", async () => {
    const { email, agent: owner } = await register(ctx, 48);
    const right = lastOtp(ctx, email);
    const guesser = new Agent(ctx.app, '10.4.0.1');
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++)
      expect((await verify(guesser, email, wrongCode(right))).json()).toMatchObject({
        code: 'OTP_INVALID',
        data: { attempts_left: OTP_MAX_ATTEMPTS - i },
      });
    const last = await verify(guesser, email, wrongCode(right));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'OTP_TOO_MANY', data: { attempts_left: 0 } });
    // Even the right code is refused from the guesser's address now …
    expect((await verify(guesser, email, right)).json().code).toBe('OTP_TOO_MANY');
    // … while the owner's address, with its own tries, confirms with the same code.
    expect((await verify(owner, email, right)).statusCode).toBe(200);
  });

  it('voids the code for everyone after OTP_MAX_ATTEMPTS_TOTAL wrong tries from all addresses together', async () => {
    const { email, agent: owner } = await register(ctx, 49);
    const right = lastOtp(ctx, email);
    let tries = 0;
    for (let a = 0; tries < OTP_MAX_ATTEMPTS_TOTAL; a++)
      for (let i = 0; i < OTP_MAX_ATTEMPTS && tries < OTP_MAX_ATTEMPTS_TOTAL; i++, tries++)
        await verify(new Agent(ctx.app, `10.5.0.${a}`), email, wrongCode(right));
    expect((await verify(owner, email, right)).json().code).toBe('OTP_TOO_MANY');
  });

  it('limits verify-otp per address across all accounts (429 once the address has used its tries)', async () => {
    const perAddress = await createTestContext({ rateLimits: { otp_verify_ip: { max: 3, windowS: 60 } } });
    try {
      const guesser = new Agent(perAddress.app, '10.3.0.1');
      const victims = [];
      for (let n = 43; n < 47; n++) victims.push(await register(perAddress, n));
      // One guess at each of three accounts: each account has tries left, the address has none.
      for (const v of victims.slice(0, 3))
        expect((await verify(guesser, v.email, wrongCode(lastOtp(perAddress, v.email)))).statusCode).toBe(422);
      const fourth = victims[3];
      const blocked = await verify(guesser, fourth.email, lastOtp(perAddress, fourth.email));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected, and the account's own code is still good.
      expect(
        (await verify(new Agent(perAddress.app, '10.3.0.2'), fourth.email, lastOtp(perAddress, fourth.email)))
          .statusCode,
      ).toBe(200);
    } finally {
      await perAddress.close();
    }
  });

  it('limits resend-otp per e-mail and get-user-by-uuid per client', async () => {
    const a = new Agent(limited.app, '10.2.0.1');
    for (let i = 0; i < 2; i++) await a.post(apiPath('auth/resend-otp.php'), { email: 'someone@example.co.id' });
    const third = await a.post(apiPath('auth/resend-otp.php'), { email: 'someone@example.co.id' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();

    const { uuid } = await register(limited, 42);
    const b = new Agent(limited.app, '10.2.0.2');
    expect((await b.post(apiPath('auth/get-user-by-uuid.php'), { uuid })).statusCode).toBe(200);
    expect((await b.post(apiPath('auth/get-user-by-uuid.php'), { uuid })).statusCode).toBe(200);
    const limitedRes = await b.post(apiPath('auth/get-user-by-uuid.php'), { uuid });
    expect(limitedRes.statusCode).toBe(429);
    expect(limitedRes.headers['retry-after']).toBeDefined();
  });
});

describe('login of an unconfirmed account', () => {
  it('returns requires_otp_verification without a session, sending a code only when none is usable', async () => {
    const { email, uuid } = await register(ctx, 50);
    const agent = new Agent(ctx.app);
    const first = await login(agent, email);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      user: { uuid, email, status: 'pending_verification', role: 'user' },
      requires_otp_verification: true,
      requires_mfa: false,
      requires_login_code: false,
    });
    expect(cookieOf(agent, SESSION_COOKIE)).toBeUndefined();
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect(mailsTo(email)).toBe(1); // the registration code is still live

    clock.advance(OTP_TTL_MS + 1000); // it expired: the next login sends a new one
    await login(agent, email);
    expect(mailsTo(email)).toBe(2);
    await login(agent, email); // live again (and cooling down): nothing sent
    expect(mailsTo(email)).toBe(2);
    expect((await verify(agent, email, lastOtp(ctx, email))).statusCode).toBe(200);
  });
});

describe('suspension and mail failures', () => {
  it('a suspended pending account: the right code gives 403 without a session, resend sends nothing, get-user-by-uuid 404', async () => {
    const { email, uuid, agent } = await register(ctx, 60);
    await ctx.handle.db.update(users).set({ isSuspended: true }).where(eq(users.uuid, uuid));
    const res = await verify(agent, email, lastOtp(ctx, email));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(cookieOf(agent, SESSION_COOKIE)).toBeUndefined();
    clock.advance(COOLDOWN_MS);
    expect((await agent.post(apiPath('auth/resend-otp.php'), { email })).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(1);
    expect((await agent.post(apiPath('auth/get-user-by-uuid.php'), { uuid })).statusCode).toBe(404);
  });

  it('a failed resend mail is a 500 that leaks nothing, and does not block an immediate retry', async () => {
    const { email, agent } = await register(ctx, 61);
    clock.advance(COOLDOWN_MS);
    const send = ctx.mailer.send;
    ctx.mailer.send = async () => {
      throw new Error('smtp down at mail.internal:587');
    };
    try {
      const res = await agent.post(apiPath('auth/resend-otp.php'), { email });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
      expect(res.body).not.toMatch(/smtp|mail\.internal|stack/i);
    } finally {
      ctx.mailer.send = send;
    }
    const retry = await agent.post(apiPath('auth/resend-otp.php'), { email });
    expect(retry.statusCode).toBe(200);
    expect((await verify(agent, email, lastOtp(ctx, email))).statusCode).toBe(200);
  });
});
