import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ZChangePasswordResponse, ZUpdateProfileResponse } from '@portal/contract';
import { Agent, createTestContext, validNpwp, type TestContext } from '../../../test/helpers';
import { companies, sessions, users } from '../../db/schema';
import { PASSWORD, createActor, login, type Actor } from '../../../test/actors';

let ctx: TestContext;
let alice: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createActor(ctx);
});
afterAll(async () => ctx.close());

const userRow = async (id: number) => (await ctx.app.deps.db.select().from(users).where(eq(users.id, id)))[0];
const companyRow = async (id: number) =>
  (await ctx.app.deps.db.select().from(companies).where(eq(companies.id, id)))[0];
const profile = (over: Record<string, unknown> = {}) => ({
  name: 'Rina Wijaya',
  leader_position: 'Direktur Utama',
  leader_nik: '3171012345678901',
  leader_npwp: '01.312.166.0-091.000',
  phone: '0813 9999 0001',
  ...over,
});

describe('POST users/update-profile.php', () => {
  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('users/update-profile.php'), profile(), { csrf: false })).statusCode,
    ).toBe(401);
    expect((await alice.agent.post(apiPath('users/update-profile.php'), profile(), { csrf: false })).statusCode).toBe(
      403,
    );
  });

  it('answers 422 for invalid fields, a missing name and a read-only e-mail', async () => {
    const res = await alice.agent.post(
      apiPath('users/update-profile.php'),
      profile({ name: '', phone: '0212', leader_nik: '123', email: 'baru@example.com' }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'leader_nik', 'name', 'phone']);
    expect((await userRow(alice.user.id)).email).toBe(alice.user.email);
  });

  it("saves the leader's data on the account and the company in one go", async () => {
    const res = await alice.agent.post(apiPath('users/update-profile.php'), profile());
    expect(res.statusCode).toBe(200);
    const data = ZUpdateProfileResponse.parse(res.json().data);
    expect(data.user).toMatchObject({
      name: 'Rina Wijaya',
      phone: '+6281399990001',
      leader_position: 'Direktur Utama',
      email: alice.user.email,
    });
    expect(data.company).toMatchObject({
      leader_name: 'Rina Wijaya',
      leader_position: 'Direktur Utama',
      leader_nik: '3171012345678901',
      leader_npwp: '013121660091000',
    });
    const c = await companyRow(alice.company!.id);
    expect(c.leaderName).toBe('Rina Wijaya');
    expect(c.leaderNpwp).toBe('013121660091000');
  });

  it('answers 409 PHONE_TAKEN for a phone number of another account', async () => {
    const bob = await createActor(ctx);
    const res = await alice.agent.post(apiPath('users/update-profile.php'), profile({ phone: bob.user.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_TAKEN');
  });

  it("locks the leader's NIK and NPWP once the company is verified; the name stays editable", async () => {
    const c = await createActor(ctx, { complete: true, companyStatus: COMPANY_STATUS.VERIFIED });
    const locked = await c.agent.post(
      apiPath('users/update-profile.php'),
      profile({ phone: c.user.phone, leader_nik: '3171000000000001', leader_npwp: validNpwp(901) }),
    );
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({ leader_nik: ['validation.readOnly'], leader_npwp: ['validation.readOnly'] });
    const ok = await c.agent.post(
      apiPath('users/update-profile.php'),
      profile({
        name: 'Nama Baru',
        phone: c.user.phone,
        leader_nik: c.company!.leaderNik,
        leader_npwp: c.company!.leaderNpwp,
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect((await companyRow(c.company!.id)).leaderName).toBe('Nama Baru');
  });
});

describe('POST users/change-password.php', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    current_password: PASSWORD,
    password: 'sandi-baru-panjang',
    password_confirmation: 'sandi-baru-panjang',
    ...over,
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('users/change-password.php'), body(), { csrf: false })).statusCode,
    ).toBe(401);
    expect((await alice.agent.post(apiPath('users/change-password.php'), body(), { csrf: false })).statusCode).toBe(
      403,
    );
  });

  it('answers 422 for a short password, a mismatch and a wrong current password', async () => {
    const short = await alice.agent.post(
      apiPath('users/change-password.php'),
      body({ password: 'pendek', password_confirmation: 'pendek' }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['validation.passwordMin']);
    const mismatch = await alice.agent.post(
      apiPath('users/change-password.php'),
      body({ password_confirmation: 'lain-lagi-sama' }),
    );
    expect(mismatch.json().errors.password_confirmation).toEqual(['validation.passwordMismatch']);
    const wrong = await alice.agent.post(
      apiPath('users/change-password.php'),
      body({ current_password: 'bukan-password' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['validation.currentPasswordWrong'] });
    expect(await ctx.app.deps.passwords.verify((await userRow(alice.user.id)).passwordHash, PASSWORD)).toBe(true);
  });

  it('stores the new password (argon2id) and ends every other session but the current one', async () => {
    const u = await createActor(ctx);
    const other1 = await login(ctx, u.user.id);
    const other2 = await login(ctx, u.user.id);
    const stranger = await createActor(ctx);
    const res = await u.agent.post(apiPath('users/change-password.php'), body());
    expect(res.statusCode).toBe(200);
    expect(ZChangePasswordResponse.parse(res.json().data).other_sessions_ended).toBe(2);
    const hash = (await userRow(u.user.id)).passwordHash;
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await ctx.app.deps.passwords.verify(hash, 'sandi-baru-panjang')).toBe(true);
    expect(await ctx.app.deps.passwords.verify(hash, PASSWORD)).toBe(false);
    expect((await other1.agent.get(apiPath('documents/list.php'))).statusCode).toBe(401);
    expect((await other2.agent.get(apiPath('documents/list.php'))).statusCode).toBe(401);
    expect((await u.agent.get(apiPath('documents/list.php'))).statusCode).toBe(200);
    expect((await stranger.agent.get(apiPath('documents/list.php'))).statusCode).toBe(200);
    expect(await ctx.app.deps.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(1);
  });
});

describe('POST users/change-password.php rate limit', () => {
  it('answers 429 with Retry-After past the per-account limit', async () => {
    const limited = await createTestContext({ rateLimits: { change_password: { max: 2, windowS: 60 } } });
    try {
      const u = await createActor(limited);
      const wrong = {
        current_password: 'salah-salah',
        password: 'sandi-baru-panjang',
        password_confirmation: 'sandi-baru-panjang',
      };
      expect((await u.agent.post(apiPath('users/change-password.php'), wrong)).statusCode).toBe(422);
      expect((await u.agent.post(apiPath('users/change-password.php'), wrong)).statusCode).toBe(422);
      const res = await u.agent.post(apiPath('users/change-password.php'), { ...wrong, current_password: PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
