import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, OTP_RESEND_COOLDOWN_S } from '@portal/contract';
import { otpCodes, users } from '../../db/schema';
import { Agent, createTestContext, registrationBody, type TestContext } from '../../../test/helpers';
import { PASSWORD, activeUser, lastOtp, register, testClock } from '../../../test/auth-kit';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, rateLimits: { register_ip: { max: 40, windowS: 3600 } } });
});
afterAll(async () => ctx.close());

const change = (agent: Agent, body: Record<string, unknown>, opts?: { csrf?: false }) =>
  agent.post(apiPath('auth/change-pending-email.php'), body, opts);
const userRow = async (uuid: string) => (await ctx.app.deps.db.select().from(users).where(eq(users.uuid, uuid)))[0];

describe('POST auth/change-pending-email.php', () => {
  it('moves a pending account to the new address: the old code is void and a new one goes to the new address', async () => {
    const { agent, uuid, email } = await register(ctx, 1);
    const oldCode = lastOtp(ctx, email);
    const res = await change(agent, { uuid, password: PASSWORD, new_email: 'Benar.Baru@Example.co.id' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ uuid, email: 'benar.baru@example.co.id', otp_sent: true });
    expect((await userRow(uuid)).email).toBe('benar.baru@example.co.id');
    const newCode = lastOtp(ctx, 'benar.baru@example.co.id');
    // The old code (to the mistyped address) no longer works, under either address.
    if (oldCode !== newCode) {
      expect(
        (await agent.post(apiPath('auth/verify-otp.php'), { email: 'benar.baru@example.co.id', otp: oldCode })).json()
          .code,
      ).toBe('OTP_INVALID');
    }
    expect((await agent.post(apiPath('auth/verify-otp.php'), { email, otp: oldCode })).json().code).toBe('OTP_INVALID');
    const ok = await agent.post(apiPath('auth/verify-otp.php'), { email: 'benar.baru@example.co.id', otp: newCode });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(uuid)).status).toBe('active');
  });

  it('frees the old address: it can register again', async () => {
    const { agent, uuid, email } = await register(ctx, 2);
    expect((await change(agent, { uuid, password: PASSWORD, new_email: 'pindah2@example.co.id' })).statusCode).toBe(
      200,
    );
    const again = await new Agent(ctx.app).post(apiPath('auth/register.php'), { ...registrationBody(3), email });
    expect(again.statusCode).toBe(201);
  });

  it('refuses an address already registered with 409 EMAIL_TAKEN, keeping the old one', async () => {
    const { agent, uuid, email } = await register(ctx, 4);
    const other = await register(ctx, 5);
    const res = await change(agent, { uuid, password: PASSWORD, new_email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await userRow(uuid)).email).toBe(email);
  });

  it('answers a wrong password, an unknown uuid and a confirmed account alike (401), changing nothing', async () => {
    const { agent, uuid, email } = await register(ctx, 6);
    const confirmed = await activeUser(ctx, 7);
    const answers = [
      await change(agent, { uuid, password: 'salah-sekali', new_email: 'x6@example.co.id' }),
      await change(agent, {
        uuid: '00000000-0000-4000-8000-000000000000',
        password: PASSWORD,
        new_email: 'x6@example.co.id',
      }),
      await change(agent, { uuid: confirmed.uuid, password: PASSWORD, new_email: 'x7@example.co.id' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: answers[0].json().message });
    }
    expect((await userRow(uuid)).email).toBe(email);
    expect((await userRow(confirmed.uuid)).email).toBe(confirmed.email);
  });

  it('answers 422 for bad input and 403 without the CSRF token', async () => {
    const { agent, uuid } = await register(ctx, 8);
    const bad = await change(agent, { uuid: 'x', password: '', new_email: 'bukan-email' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['new_email', 'password', 'uuid']);
    expect(
      (await change(agent, { uuid, password: PASSWORD, new_email: 'y8@example.co.id', extra: 1 })).statusCode,
    ).toBe(422);
    const noCsrf = await change(agent, { uuid, password: PASSWORD, new_email: 'y8@example.co.id' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await userRow(uuid)).email).not.toBe('y8@example.co.id');
  });

  it('the same address again within the cooldown keeps the code already sent (429 with wait_time)', async () => {
    const { agent, uuid, email } = await register(ctx, 9);
    const res = await change(agent, { uuid, password: PASSWORD, new_email: email });
    expect(res.statusCode).toBe(429);
    expect(res.json().data.wait_time).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_S);
    const codes = await ctx.app.deps.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, (await userRow(uuid)).id));
    expect(codes).toHaveLength(1);
  });

  it('is rate limited per address like registration', async () => {
    const limited = await createTestContext({ now: clock.now, rateLimits: { register_ip: { max: 2, windowS: 3600 } } });
    try {
      const agent = new Agent(limited.app);
      const res = await agent.post(apiPath('auth/register.php'), registrationBody(20));
      const uuid = res.json().data.uuid;
      expect(
        (
          await agent.post(apiPath('auth/change-pending-email.php'), {
            uuid,
            password: PASSWORD,
            new_email: 'r1@example.co.id',
          })
        ).statusCode,
      ).toBe(200);
      const third = await agent.post(apiPath('auth/change-pending-email.php'), {
        uuid,
        password: PASSWORD,
        new_email: 'r2@example.co.id',
      });
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
