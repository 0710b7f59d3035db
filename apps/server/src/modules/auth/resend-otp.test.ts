/** POST auth/resend-otp.php and auth/get-user-by-uuid.php: delivering codes (docs/business-rules.md#otp). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, OTP_RESEND_COOLDOWN_S } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser, emailOf, register, testClock } from '../../../test/auth-kit';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const COOLDOWN_MS = OTP_RESEND_COOLDOWN_S * 1000;
const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email).length;

describe('POST auth/resend-otp.php', () => {
  it('enforces the 30 s cooldown with 429, Retry-After and data.wait_time, then sends a new code', async () => {
    const { email, agent } = await register(ctx, 20);
    clock.advance(10_000);
    const early = await agent.post(apiPath('auth/resend-otp.php'), { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'RATE_LIMITED', data: { wait_time: 20, cooldown_seconds: 30 } });
    expect(early.headers['retry-after']).toBe('20');
    expect(mailsTo(email)).toBe(1);
    clock.advance(20_000);
    const ok = await agent.post(apiPath('auth/resend-otp.php'), { email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ wait_time: 30, cooldown_seconds: 30 });
    expect(mailsTo(email)).toBe(2);
  });

  it('sends at most 5 codes per address per hour', async () => {
    const { email, agent } = await register(ctx, 21); // mail 1
    for (let i = 2; i <= 5; i++) {
      clock.advance(COOLDOWN_MS);
      expect((await agent.post(apiPath('auth/resend-otp.php'), { email })).statusCode, `mail ${i}`).toBe(200);
    }
    clock.advance(COOLDOWN_MS);
    const sixth = await agent.post(apiPath('auth/resend-otp.php'), { email });
    expect(sixth.statusCode).toBe(429);
    // The first mail was 5 × 30 s ago; it leaves the one-hour window in 60 min − 150 s.
    expect(sixth.json().data.wait_time).toBe(3600 - 150);
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 150);
    expect(mailsTo(email)).toBe(5);
    clock.advance((3600 - 150) * 1000);
    expect((await agent.post(apiPath('auth/resend-otp.php'), { email })).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(6);
  });

  it('answers the same for unknown and confirmed addresses, and sends nothing', async () => {
    const pending = await register(ctx, 22);
    clock.advance(COOLDOWN_MS);
    const known = await pending.agent.post(apiPath('auth/resend-otp.php'), { email: pending.email });
    const unknown = await new Agent(ctx.app).post(apiPath('auth/resend-otp.php'), { email: 'ghost@example.co.id' });
    const { email: confirmedEmail } = await activeUser(ctx, 23);
    const before = ctx.mailer.sent.length;
    const confirmed = await new Agent(ctx.app).post(apiPath('auth/resend-otp.php'), { email: confirmedEmail });
    for (const r of [unknown, confirmed]) {
      expect(r.statusCode).toBe(known.statusCode);
      expect(r.body).toBe(known.body);
    }
    expect(ctx.mailer.sent.length).toBe(before);
    expect(mailsTo('ghost@example.co.id')).toBe(0);
  });

  it('validates the body and requires CSRF', async () => {
    const bad = await new Agent(ctx.app).post(apiPath('auth/resend-otp.php'), { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['validation.email']);
    const none = await new Agent(ctx.app).post(apiPath('auth/resend-otp.php'), { email: emailOf(22) }, { csrf: false });
    expect(none.json().code).toBe('CSRF_INVALID');
  });
});

describe('POST auth/get-user-by-uuid.php', () => {
  it('answers a pending account with the seconds until a resend is allowed', async () => {
    const { uuid, email } = await register(ctx, 30);
    clock.advance(12_000);
    const res = await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), { uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ user: { uuid, email, status: 'pending_verification' }, wait_time: 18 });
    clock.advance(COOLDOWN_MS);
    expect((await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), { uuid })).json().data.wait_time).toBe(
      0,
    );
  });

  it('answers 404 for confirmed and unknown accounts, 422 for a malformed uuid, 403 without CSRF', async () => {
    const { uuid } = await activeUser(ctx, 31);
    const confirmed = await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), { uuid });
    expect(confirmed.statusCode).toBe(404);
    expect(confirmed.json().code).toBe('NOT_FOUND');
    const unknown = await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), {
      uuid: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a79',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), { uuid: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.uuid).toBeDefined();
    const none = await new Agent(ctx.app).post(apiPath('auth/get-user-by-uuid.php'), { uuid }, { csrf: false });
    expect(none.statusCode).toBe(403);
  });
});

describe('resend-otp cooldown without enumeration', () => {
  const cdClock = testClock();
  let cd: TestContext;
  beforeAll(async () => {
    cd = await createTestContext({
      now: cdClock.now,
      rateLimits: { otp_resend_cooldown: { max: 1, windowS: OTP_RESEND_COOLDOWN_S } },
    });
  });
  afterAll(async () => cd.close());

  it('an unknown address and a pending account answer a quick second resend alike (429 with wait_time)', async () => {
    const pending = await register(cd, 60);
    cdClock.advance(COOLDOWN_MS + 1000); // the sign-up's own code is out of its cooldown
    const shapes: unknown[] = [];
    for (const email of [pending.email, 'nobody-here@example.co.id']) {
      const agent = new Agent(cd.app, '10.3.0.1');
      const first = await agent.post(apiPath('auth/resend-otp.php'), { email });
      expect(first.statusCode).toBe(200);
      const second = await agent.post(apiPath('auth/resend-otp.php'), { email });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      const body = second.json();
      shapes.push({
        status: second.statusCode,
        code: body.code,
        keys: Object.keys(body.data).sort(),
        message: body.message,
      });
      expect(body.data.wait_time).toBeGreaterThan(0);
    }
    expect(shapes[0]).toEqual(shapes[1]);
    expect(mailsToIn(cd, 'nobody-here@example.co.id')).toBe(0);
    cdClock.advance(COOLDOWN_MS + 1000);
    expect(
      (await new Agent(cd.app).post(apiPath('auth/resend-otp.php'), { email: 'nobody-here@example.co.id' })).statusCode,
    ).toBe(200);
  });
});

const mailsToIn = (c: TestContext, email: string) => c.mailer.sent.filter((m) => m.to === email).length;
