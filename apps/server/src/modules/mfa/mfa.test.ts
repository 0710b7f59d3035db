import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, LOGIN_CHALLENGE_MAX_TRIES, ROLE, TOTP_PERIOD_S, ZMfaSetupResponse } from '@portal/contract';
import { auditLog, documents, loginChallenges, mfaRecoveryCodes, users } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, upload, type Actor } from '../../../test/actors';
import { PASSWORD, activeUser, enrolMfa, freshTotp, login } from '../../../test/auth-kit';
import { resetMfa } from './mfa-service';
import { matchTotp, totpCode } from './totp';

/** The second factor (docs/business-rules.md#second-factor, docs/decisions/098). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { login_pair: { max: 3, windowS: 900 } } });
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const auditOf = (action: string, entityId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
const STEP_MS = TOTP_PERIOD_S * 1000;

describe('TOTP codes', () => {
  it('accepts the code of the current step and one step either side, never two away, against the real time', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - STEP_MS), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + STEP_MS), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 2 * STEP_MS), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 2 * STEP_MS), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });
});

describe('enrolment: GET account/mfa/setup.php, POST account/mfa/enable.php', () => {
  it('answers 401 without a session, and 422 for a malformed code', async () => {
    const anon = new Agent(ctx.app);
    expect((await anon.get(apiPath('account/mfa/setup.php'))).statusCode).toBe(401);
    expect((await anon.post(apiPath('account/mfa/enable.php'), { code: '123456' })).statusCode).toBe(401);
    const { agent } = await activeUser(ctx, 1);
    const bad = await agent.post(apiPath('account/mfa/enable.php'), { code: '12ab' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toEqual(['validation.mfaCode']);
    // No setup started: no code can be right.
    expect((await agent.post(apiPath('account/mfa/enable.php'), { code: '123456' })).json().code).toBe(
      'MFA_CODE_INVALID',
    );
  });

  it('gives a secret, its otpauth URL and a QR code; keeps it encrypted; a right code enables it with ten recovery codes', async () => {
    const { agent, id, uuid, email } = await activeUser(ctx, 2);
    const setup = await agent.get(apiPath('account/mfa/setup.php'));
    expect(setup.statusCode).toBe(200);
    const data = ZMfaSetupResponse.parse(setup.json().data);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toContain(`otpauth://totp/`);
    expect(data.otpauth_url).toContain(`secret=${data.secret}`);
    expect(decodeURIComponent(data.otpauth_url)).toContain(email);
    expect(data.qr_svg).toMatch(/^<svg/);
    // The same secret until enrolment ends (a reload shows the same QR code).
    expect((await agent.get(apiPath('account/mfa/setup.php'))).json().data.secret).toBe(data.secret);
    const stored = await userRow(id);
    expect(stored.mfaPendingSecret).not.toContain(data.secret);

    const wrong = await agent.post(apiPath('account/mfa/enable.php'), {
      code: totpCode(data.secret, Date.now() - 3 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('MFA_CODE_INVALID');

    const res = await agent.post(apiPath('account/mfa/enable.php'), { code: totpCode(data.secret) });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const on = await userRow(id);
    expect(on.mfaEnabledAt).not.toBeNull();
    expect(on.mfaPendingSecret).toBeNull();
    expect(on.mfaSecret).toBe(stored.mfaPendingSecret);
    const hashes = await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(codes.map((c) => c.replace('-', ''))).not.toContain(h.codeHash);

    expect((await agent.get(apiPath('users/profile.php'))).json().data.user).toMatchObject({
      mfa_enabled: true,
      mfa_required: false,
    });
    const [row] = await auditOf('auth.mfa_enabled', uuid);
    expect(row).toMatchObject({ entityType: 'user', actorEmail: email, actorRole: 'user' });
    expect(JSON.stringify(row.after)).not.toMatch(new RegExp(codes[0]));

    // Enabled: setup and enable answer 409.
    expect((await agent.get(apiPath('account/mfa/setup.php'))).json().code).toBe('MFA_ALREADY_ENABLED');
    expect((await agent.post(apiPath('account/mfa/enable.php'), { code: totpCode(data.secret) })).json().code).toBe(
      'MFA_ALREADY_ENABLED',
    );
  });
});

describe('sign-in with the second factor: POST auth/verify-mfa.php', () => {
  it('login answers requires_mfa and no session; the right code completes it, once', async () => {
    const { agent: first, id, uuid, email } = await activeUser(ctx, 3);
    const { secret } = await enrolMfa(first);
    const agent = new Agent(ctx.app, '10.20.0.1');
    const res = await login(agent, email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user: { uuid, email },
      requires_mfa: true,
      requires_otp_verification: false,
      requires_login_code: false,
    });
    const challengeCookie = res.cookies.find((c) => c.name === 'bski_login_challenge');
    expect(challengeCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'bski_session')).toBeUndefined();
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    // Bound to the user on the server, with the database's expiry.
    const [challenge] = await db().select().from(loginChallenges).where(eq(loginChallenges.userId, id));
    expect(challenge.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const code = await freshTotp(ctx, id, secret);
    const ok = await agent.post(apiPath('auth/verify-mfa.php'), { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ uuid, email });
    expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    expect(await db().select().from(loginChallenges).where(eq(loginChallenges.userId, id))).toHaveLength(0);
    expect((await auditOf('auth.login', uuid)).at(-1)).toMatchObject({ after: { via: 'mfa' }, ip: '10.20.0.1' });

    // The same code again (the same step): refused.
    const again = new Agent(ctx.app, '10.20.0.2');
    await login(again, email);
    const replay = await again.post(apiPath('auth/verify-mfa.php'), { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('MFA_CODE_INVALID');
  });

  it('without a live challenge answers 401 LOGIN_CHALLENGE_EXPIRED; 422 for an empty code', async () => {
    const anon = new Agent(ctx.app);
    const none = await anon.post(apiPath('auth/verify-mfa.php'), { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
    expect((await anon.post(apiPath('auth/verify-mfa.php'), { code: '' })).statusCode).toBe(422);

    const { agent: first, id, email } = await activeUser(ctx, 4);
    const { secret } = await enrolMfa(first);
    const agent = new Agent(ctx.app);
    await login(agent, email);
    // Expired by the database's clock.
    await db().execute(sql`update login_challenges set expires_at = now() - interval '1 second' where user_id = ${id}`);
    const late = await agent.post(apiPath('auth/verify-mfa.php'), { code: await freshTotp(ctx, id, secret) });
    expect(late.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('a wrong code counts like a wrong password: logged, counted per account and pair, and the challenge wears out', async () => {
    const { agent: first, id, uuid, email } = await activeUser(ctx, 5);
    const { secret } = await enrolMfa(first);
    const agent = new Agent(ctx.app, '10.21.0.1');
    await login(agent, email);
    const wrong = await agent.post(apiPath('auth/verify-mfa.php'), { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('MFA_CODE_INVALID');
    const failed = await auditOf('auth.login_failed', uuid);
    expect(failed.at(-1)).toMatchObject({
      after: { email, step: 'mfa' },
      actorEmail: email,
      actorUserId: null,
      ip: '10.21.0.1',
    });
    expect(JSON.stringify(failed.at(-1))).not.toContain('000000');
    // The pair limit (3 in 15 minutes here) is the one wrong passwords count against.
    for (let i = 0; i < 2; i++) await agent.post(apiPath('auth/verify-mfa.php'), { code: '000000' });
    const fourth = await agent.post(apiPath('auth/verify-mfa.php'), { code: await freshTotp(ctx, id, secret) });
    // Three wrong codes from this address: even the right one is over the limit now …
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RATE_LIMITED');
    // … while the owner's other address is not affected.
    const other = new Agent(ctx.app, '10.21.0.2');
    await login(other, email);
    expect(
      (await other.post(apiPath('auth/verify-mfa.php'), { code: await freshTotp(ctx, id, secret) })).statusCode,
    ).toBe(200);
  });

  it(`a challenge takes at most ${LOGIN_CHALLENGE_MAX_TRIES} codes, then the password must be given again`, async () => {
    // Generous rate limits, so only the challenge's own count matters.
    const relaxed = await createTestContext();
    try {
      const a = await activeUser(relaxed, 7);
      const { secret } = await enrolMfa(a.agent);
      const agent = new Agent(relaxed.app);
      await login(agent, a.email);
      for (let i = 0; i < LOGIN_CHALLENGE_MAX_TRIES; i++)
        expect((await agent.post(apiPath('auth/verify-mfa.php'), { code: '000000' })).json().code).toBe(
          'MFA_CODE_INVALID',
        );
      const spent = await agent.post(apiPath('auth/verify-mfa.php'), { code: await freshTotp(relaxed, a.id, secret) });
      expect(spent.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
      await login(agent, a.email);
      expect(
        (await agent.post(apiPath('auth/verify-mfa.php'), { code: await freshTotp(relaxed, a.id, secret) })).statusCode,
      ).toBe(200);
    } finally {
      await relaxed.close();
    }
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const { agent: first, email } = await activeUser(ctx, 8);
    const { recoveryCodes } = await enrolMfa(first);
    const a = new Agent(ctx.app, '10.22.0.1');
    await login(a, email);
    // As typed: upper case, without the dash.
    expect(
      (await a.post(apiPath('auth/verify-mfa.php'), { code: recoveryCodes[0].toUpperCase().replace('-', '') }))
        .statusCode,
    ).toBe(200);
    const b = new Agent(ctx.app, '10.22.0.2');
    await login(b, email);
    const replay = await b.post(apiPath('auth/verify-mfa.php'), { code: recoveryCodes[0] });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('MFA_CODE_INVALID');
    expect((await b.post(apiPath('auth/verify-mfa.php'), { code: recoveryCodes[1] })).statusCode).toBe(200);
  });
});

describe('POST account/mfa/disable.php', () => {
  it('company users switch it off with the password and a code; 401, 403 for administrators, 422, 409', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('account/mfa/disable.php'), { password: 'x', code: '1' })).statusCode,
    ).toBe(401);
    const { agent, id, uuid } = await activeUser(ctx, 9);
    expect(
      (await agent.post(apiPath('account/mfa/disable.php'), { password: PASSWORD, code: '123456' })).json().code,
    ).toBe('MFA_NOT_ENABLED');
    const { secret } = await enrolMfa(agent);
    expect((await agent.post(apiPath('account/mfa/disable.php'), { password: PASSWORD })).statusCode).toBe(422);
    const wrongPassword = await agent.post(apiPath('account/mfa/disable.php'), {
      password: 'bukan-password-ini',
      code: await freshTotp(ctx, id, secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual(['validation.currentPasswordWrong']);
    expect(
      (await agent.post(apiPath('account/mfa/disable.php'), { password: PASSWORD, code: '000000' })).json().code,
    ).toBe('MFA_CODE_INVALID');
    const ok = await agent.post(apiPath('account/mfa/disable.php'), {
      password: PASSWORD,
      code: await freshTotp(ctx, id, secret),
    });
    expect(ok.statusCode).toBe(200);
    const off = await userRow(id);
    expect([off.mfaEnabledAt, off.mfaSecret]).toEqual([null, null]);
    expect(await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id))).toHaveLength(0);
    expect(await auditOf('auth.mfa_disabled', uuid)).toHaveLength(1);

    const admin = await createActor(ctx, { role: ROLE.ADMIN, phone: null });
    const refused = await admin.agent.post(apiPath('account/mfa/disable.php'), { password: PASSWORD, code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('POST account/mfa/recovery-codes.php', () => {
  it('401 without a session; 403 MFA_REQUIRED for an administrator before enrolment; 422; 409 when off', async () => {
    const url = apiPath('account/mfa/recovery-codes.php');
    expect((await new Agent(ctx.app).post(url, { password: PASSWORD, code: '123456' })).statusCode).toBe(401);
    const admin = await createActor(ctx, { role: ROLE.ADMIN, mfa: false, phone: null });
    const gated = await admin.agent.post(url, { password: PASSWORD, code: '123456' });
    expect([gated.statusCode, gated.json().code]).toEqual([403, 'MFA_REQUIRED']);
    const { agent } = await activeUser(ctx, 11);
    const malformed = await agent.post(url, { password: '', code: 'abcdef' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['code', 'password']);
    // A recovery code is not an authenticator code: refused by its shape.
    expect((await agent.post(url, { password: PASSWORD, code: 'abcde-fghjk' })).statusCode).toBe(422);
    expect((await agent.post(url, { password: PASSWORD, code: '123456' })).json().code).toBe('MFA_NOT_ENABLED');
  });

  it('the password and a current code replace the codes: the old ones fail at once, the new ones sign in; audited; wrong proof changes nothing', async () => {
    const url = apiPath('account/mfa/recovery-codes.php');
    const { agent, id, uuid, email } = await activeUser(ctx, 12);
    const { secret, recoveryCodes: old } = await enrolMfa(agent);
    const storedHashes = async () =>
      (await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id))).map((r) => r.codeHash).sort();
    const hashesBefore = await storedHashes();
    const wrongPassword = await agent.post(url, {
      password: 'bukan-password-ini',
      code: await freshTotp(ctx, id, secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual(['validation.currentPasswordWrong']);
    expect((await agent.post(url, { password: PASSWORD, code: '000000' })).json().code).toBe('MFA_CODE_INVALID');
    expect(await storedHashes()).toEqual(hashesBefore);

    const ok = await agent.post(url, { password: PASSWORD, code: await freshTotp(ctx, id, secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('no-store');
    const fresh = ok.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    for (const c of fresh) expect(c).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    const stored = await db().select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    expect(stored.filter((r) => hashesBefore.includes(r.codeHash))).toEqual([]);
    const [audit] = await auditOf('auth.mfa_recovery_codes', uuid);
    expect(audit).toMatchObject({ after: { recovery_codes: 10 }, before: { recovery_codes_unused: 10 } });
    expect(JSON.stringify(audit)).not.toContain(fresh[0]);

    // An old code no longer signs in; a new one does, once.
    const a = new Agent(ctx.app, '10.52.0.1');
    expect((await login(a, email)).json().data.requires_mfa).toBe(true);
    const refused = await a.post(apiPath('auth/verify-mfa.php'), { code: old[0] });
    expect(refused.json().code).toBe('MFA_CODE_INVALID');
    expect((await a.post(apiPath('auth/verify-mfa.php'), { code: fresh[0] })).statusCode).toBe(200);
  });
});

describe('administrators must enrol (403 MFA_REQUIRED)', () => {
  let admin: Actor;
  let company: Awaited<ReturnType<typeof activeUser>>;
  beforeAll(async () => {
    admin = await createActor(ctx, { role: ROLE.ADMIN, mfa: false, phone: null });
    company = await activeUser(ctx, 10);
  });

  it('every call but profile, CSRF, change-password, logout and enrolment answers 403 MFA_REQUIRED, file calls included', async () => {
    const uploaded = await upload(ctx, company.agent, { type: 'nib' });
    expect(uploaded.statusCode).toBe(201);
    const [doc] = await db().select().from(documents).where(eq(documents.userId, company.id));
    for (const url of [
      apiPath('admin/users/list.php'),
      apiPath('notifications/list.php'),
      `${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`,
      `${apiPath('documents/download.php')}?uuid=${doc.uuid}`,
      apiPath('account/sessions/list.php'),
      '/backend/api/nope/missing.php',
    ]) {
      const res = await admin.agent.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('MFA_REQUIRED');
    }
    expect(
      (await admin.agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' })).json().code,
    ).toBe('MFA_REQUIRED');
    const profile = await admin.agent.get(apiPath('users/profile.php'));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({ role: 'admin', mfa_enabled: false, mfa_required: true });
    expect((await admin.agent.get(apiPath('auth/csrf-token.php'))).statusCode).toBe(200);
    // Company users are never asked.
    expect((await company.agent.get(apiPath('notifications/list.php'))).statusCode).toBe(200);

    await enrolMfa(admin.agent);
    expect((await admin.agent.get(apiPath('admin/users/list.php'))).statusCode).toBe(200);
    expect((await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`)).statusCode).toBe(
      200,
    );
  });
});

describe('resetMfa (a lost phone)', () => {
  it("takes the factor away, ends the user's sessions and is audited as auth.mfa_reset by the given actor", async () => {
    const admin = await createActor(ctx, { role: ROLE.ADMIN, mfa: false, phone: null });
    await enrolMfa(admin.agent);
    expect(
      await resetMfa(ctx.app.deps, admin.user.id, {
        actor: { userId: null, email: null, role: 'system', ip: null },
        reason: 'operator root@host: npm run admin:reset-mfa',
      }),
    ).toBe(true);
    const row = await userRow(admin.user.id);
    expect([row.mfaEnabledAt, row.mfaSecret, row.mfaLastStep]).toEqual([null, null, null]);
    expect((await admin.agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    const [audit] = await auditOf('auth.mfa_reset', admin.user.uuid);
    expect(audit).toMatchObject({
      actorRole: 'system',
      actorEmail: null,
      before: { mfa_enabled: true },
      after: { mfa_enabled: false },
      reason: 'operator root@host: npm run admin:reset-mfa',
    });
    // Signing in again: the administrator must enrol before anything else.
    const agent = new Agent(ctx.app);
    expect((await login(agent, admin.user.email)).json().data.requires_mfa).toBe(false);
    expect((await agent.get(apiPath('admin/users/list.php'))).json().code).toBe('MFA_REQUIRED');
    expect(await resetMfa(ctx.app.deps, 999_999)).toBe(false);
  });
});
