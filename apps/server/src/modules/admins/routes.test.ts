import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, INVITATION_TTL_MS, ROLE, USER_STATUS } from '@portal/contract';
import { createActor, type Actor } from '../../../test/actors';
import { enrolMfa, PASSWORD, testClock } from '../../../test/auth-kit';
import { adminWith } from '../../../test/four-eyes-kit';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminRoles, auditLog, passwordResets, sessions, users } from '../../db/schema';
import { updateAdmin } from './service';

/**
 * Manajemen Admin (docs/business-rules.md#admin-roles, #invitations): super admins list, invite,
 * change the roles of, disable and enable administrators; an invitation's link sets the first
 * password and confirms the address; the last active super admin stays one.
 */
const clock = testClock(Date.parse('2026-05-04T02:00:00Z'));
let ctx: TestContext;
let superAdmin: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  superAdmin = await createActor(ctx, { role: ROLE.ADMIN, name: 'Super Utama', email: 'super@bski.test' });
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const invite = (by: Actor, body: Record<string, unknown>) => by.agent.post(apiPath('admin/admins/invite.php'), body);
const update = (by: Actor, body: Record<string, unknown>) => by.agent.post(apiPath('admin/admins/update.php'), body);
const auditOf = (action: string, uuid: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, uuid)));
/** The link of the newest invitation mailed to `email` (the mail queue has been sent). */
async function invitationToken(email: string): Promise<string> {
  await ctx.app.deps.mailDispatcher.idle();
  const mail = ctx.mailer.last(email);
  const m = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(mail?.text ?? '');
  if (!m) throw new Error(`no invitation for ${email}`);
  return m[1];
}
const redeem = (token: string, password = 'kata-sandi-admin-baru-9') =>
  new Agent(ctx.app).post(apiPath('auth/reset-password.php'), { token, password, password_confirmation: password });

describe('who may manage administrators', () => {
  it.each([
    ['GET', 'admin/admins/list.php'],
    ['POST', 'admin/admins/invite.php'],
    ['POST', 'admin/admins/update.php'],
  ] as const)(
    '%s %s: 401 anonymous, 403 a company, 403 ROLE_REQUIRED for every role but super admin',
    async (method, path) => {
      const url = apiPath(path);
      const call = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, {}));
      expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
      const company = await createActor(ctx);
      expect((await call(company.agent)).json().code).toBe('FORBIDDEN');
      for (const role of ['verifier', 'finance', 'certification'] as const) {
        const res = await call((await adminWith(ctx, role)).agent);
        expect([res.statusCode, res.json().code], role).toEqual([403, 'ROLE_REQUIRED']);
      }
    },
  );

  it('403 without CSRF; 422 for a bad e-mail, no role, an unknown or repeated role, or an update that changes nothing', async () => {
    const noCsrf = await superAdmin.agent.send(
      'POST',
      apiPath('admin/admins/invite.php'),
      { email: 'x@bski.test', name: 'X', roles: ['finance'] },
      { csrf: false },
    );
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    for (const body of [
      { email: 'bukan-email', name: 'A', roles: ['finance'] },
      { email: 'a@bski.test', name: 'A', roles: [] },
      { email: 'a@bski.test', name: 'A', roles: ['owner'] },
      { email: 'a@bski.test', name: 'A', roles: ['finance', 'finance'] },
      { email: 'a@bski.test', name: '', roles: ['finance'] },
    ]) {
      const res = await invite(superAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await update(superAdmin, { uuid: superAdmin.user.uuid })).statusCode).toBe(422);
    expect((await update(superAdmin, { uuid: crypto.randomUUID(), roles: ['finance'] })).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('invites with roles; the link sets a password without an OTP and the account is active with those roles', async () => {
    const res = await invite(superAdmin, { email: 'Keuangan@BSKI.test', name: 'Rina Keuangan', roles: ['finance'] });
    expect(res.statusCode, res.body).toBe(201);
    const admin = res.json().data.admin;
    expect(admin).toMatchObject({ email: 'keuangan@bski.test', roles: ['finance'], status: 'invited' });
    expect(Date.parse(admin.invitation_expires_at) - clock.now().getTime()).toBe(INVITATION_TTL_MS);
    const [row] = await db().select().from(users).where(eq(users.uuid, admin.uuid));
    expect(row).toMatchObject({ role: ROLE.ADMIN, status: USER_STATUS.PENDING_VERIFICATION, emailVerifiedAt: null });
    const [invited] = await auditOf('admin.invited', admin.uuid);
    expect(invited).toMatchObject({ actorUserId: superAdmin.user.id, entityType: 'admin' });
    expect(invited.after).toMatchObject({ email: 'keuangan@bski.test', roles: ['finance'] });

    await ctx.app.deps.mailDispatcher.idle();
    const mail = ctx.mailer.last('keuangan@bski.test')!;
    expect(mail.text).toContain('http://localhost:8080/reset-password/');
    expect(mail.text).toContain('Super Utama');
    expect(mail.text).toContain('Keuangan');
    expect(mail.text).toContain('7 hari');
    const token = await invitationToken('keuangan@bski.test');
    // The database keeps the token's hash only.
    expect(await db().select().from(passwordResets).where(eq(passwordResets.tokenHash, token))).toEqual([]);

    const done = await redeem(token);
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.uuid, admin.uuid));
    expect(after.status).toBe(USER_STATUS.ACTIVE);
    expect(after.emailVerifiedAt).not.toBeNull();
    const [joined] = await auditOf('admin.joined', admin.uuid);
    expect(joined).toMatchObject({
      actorUserId: after.id,
      before: { status: 'pending_verification' },
      after: { status: 'active' },
    });
    expect(await auditOf('auth.password_reset', admin.uuid)).toEqual([]);
    // Single use.
    expect((await redeem(token)).json().code).toBe('RESET_TOKEN_INVALID');

    // Signed in: no OTP asked, the profile carries the roles, and the roles decide what it may do.
    const agent = new Agent(ctx.app);
    const login = await agent.post(apiPath('auth/login.php'), {
      email: 'keuangan@bski.test',
      password: 'kata-sandi-admin-baru-9',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.requires_otp_verification).toBeFalsy();
    // An administrator enrols the second factor before any admin call (docs/decisions/098).
    expect((await agent.get(apiPath('admin/audit/list.php'))).json().code).toBe('MFA_REQUIRED');
    await enrolMfa(agent);
    const profile = (await agent.get(apiPath('users/profile.php'))).json().data.user;
    expect(profile).toMatchObject({ role: 'admin', admin_roles: ['finance'] });
    expect((await agent.post(apiPath('admin/payments/verify.php'), {})).json().code).toBe('VALIDATION_FAILED');
    expect((await agent.post(apiPath('admin/companies/verify.php'), {})).json().code).toBe('ROLE_REQUIRED');
    expect((await agent.get(apiPath('admin/audit/list.php'))).statusCode).toBe(200);
    const listed = (await superAdmin.agent.get(`${apiPath('admin/admins/list.php')}?q=keuangan`)).json().data;
    expect(listed.items).toEqual([expect.objectContaining({ status: 'active', invitation_expires_at: null })]);
  });

  it('inviting again an unused invitation sends a new link (the old one is void); a known address is 409 EMAIL_TAKEN', async () => {
    const first = await invite(superAdmin, { email: 'ulang@bski.test', name: 'Ulang', roles: ['verifier'] });
    expect(first.statusCode).toBe(201);
    const oldToken = await invitationToken('ulang@bski.test');
    const again = await invite(superAdmin, {
      email: 'ulang@bski.test',
      name: 'Ulang Lagi',
      roles: ['certification', 'verifier'],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.admin).toMatchObject({
      uuid: first.json().data.admin.uuid,
      name: 'Ulang Lagi',
      roles: ['certification', 'verifier'],
    });
    const newToken = await invitationToken('ulang@bski.test');
    expect(newToken).not.toBe(oldToken);
    expect((await redeem(oldToken)).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await redeem(newToken)).statusCode).toBe(200);

    const company = await createActor(ctx);
    for (const email of ['ulang@bski.test', company.user.email, superAdmin.user.email]) {
      const res = await invite(superAdmin, { email, name: 'X', roles: ['finance'] });
      expect([res.statusCode, res.json().code], email).toEqual([409, 'EMAIL_TAKEN']);
    }
  });

  it('a link unused for 7 days no longer works', async () => {
    await invite(superAdmin, { email: 'telat@bski.test', name: 'Telat', roles: ['finance'] });
    const token = await invitationToken('telat@bski.test');
    clock.advance(INVITATION_TTL_MS + 1000);
    try {
      expect((await redeem(token)).json().code).toBe('RESET_TOKEN_INVALID');
      const [row] = await db().select().from(users).where(eq(users.email, 'telat@bski.test'));
      expect(row.status).toBe(USER_STATUS.PENDING_VERIFICATION);
    } finally {
      // Later tests sign in again with fresh sessions.
      superAdmin = await createActor(ctx, { role: ROLE.ADMIN });
    }
  });
});

describe('the list', () => {
  it('pages, searches name and e-mail, filters by status and role, sorts by name', async () => {
    const f = await adminWith(ctx, 'finance');
    const c = await adminWith(ctx, 'certification', 'verifier');
    await db().update(users).set({ isSuspended: true }).where(eq(users.id, c.user.id));
    const get = async (q: string) => {
      const res = await superAdmin.agent.get(`${apiPath('admin/admins/list.php')}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { items: { uuid: string; status: string; roles: string[] }[]; total: number };
    };
    const all = await get('per_page=100');
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((i) => i.uuid)).toEqual(expect.arrayContaining([f.user.uuid, c.user.uuid]));
    const names = (await get('per_page=100&sort=name')).items.map((i) => i.uuid);
    expect(names.length).toBe(all.total);
    const page = await get('per_page=2&page=2');
    expect([page.items.length, page.total]).toEqual([2, all.total]);
    expect((await get(`q=${encodeURIComponent(f.user.email)}`)).items.map((i) => i.uuid)).toEqual([f.user.uuid]);
    const disabled = await get('status=disabled');
    expect(disabled.items.map((i) => i.uuid)).toContain(c.user.uuid);
    expect(disabled.items.every((i) => i.status === 'disabled')).toBe(true);
    const certification = await get('role=certification&per_page=100');
    expect(certification.items.every((i) => i.roles.includes('certification'))).toBe(true);
    expect(certification.items.find((i) => i.uuid === c.user.uuid)?.roles).toEqual(['certification', 'verifier']);
    expect((await get('status=invited')).items.every((i) => i.status === 'invited')).toBe(true);
    expect((await superAdmin.agent.get(`${apiPath('admin/admins/list.php')}?role=owner`)).statusCode).toBe(422);
    // Company users are never listed.
    const company = await createActor(ctx);
    expect((await get(`q=${encodeURIComponent(company.user.email)}`)).total).toBe(0);
  });
});

describe('roles and disabling', () => {
  it('changes roles (audited), disables (sessions end, login refused) and enables again', async () => {
    const target = await adminWith(ctx, 'verifier');
    const res = await update(superAdmin, { uuid: target.user.uuid, roles: ['finance', 'verifier'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.admin.roles).toEqual(['finance', 'verifier']);
    const [changed] = await auditOf('admin.roles_changed', target.user.uuid);
    expect(changed).toMatchObject({ before: { roles: ['verifier'] }, after: { roles: ['finance', 'verifier'] } });
    // The same roles again: nothing to record.
    await update(superAdmin, { uuid: target.user.uuid, roles: ['verifier', 'finance'] });
    expect(await auditOf('admin.roles_changed', target.user.uuid)).toHaveLength(1);
    expect((await target.agent.get(apiPath('users/profile.php'))).json().data.user.admin_roles).toEqual([
      'finance',
      'verifier',
    ]);

    const off = await update(superAdmin, { uuid: target.user.uuid, disabled: true, reason: 'Pindah tugas' });
    expect(off.json().data.admin.status).toBe('disabled');
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect((await target.agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    const [disabled] = await auditOf('admin.disabled', target.user.uuid);
    expect(disabled).toMatchObject({ reason: 'Pindah tugas', after: { disabled: true } });

    const on = await update(superAdmin, { uuid: target.user.uuid, disabled: false });
    expect(on.json().data.admin.status).toBe('active');
    expect(await auditOf('admin.enabled', target.user.uuid)).toHaveLength(1);
  });

  it('nobody disables themselves; the last active super admin keeps the role and stays enabled (409)', async () => {
    const self = await update(superAdmin, { uuid: superAdmin.user.uuid, disabled: true });
    expect([self.statusCode, self.json().message_key]).toEqual([409, 'admins.disable_self']);

    const lone = await createTestContext();
    try {
      const only = await createActor(lone, { role: ROLE.ADMIN });
      const other = await createActor(lone, { role: ROLE.ADMIN, adminRoles: ['finance'] });
      const drop = await only.agent.post(apiPath('admin/admins/update.php'), {
        uuid: only.user.uuid,
        roles: ['finance'],
      });
      expect([drop.statusCode, drop.json().message_key]).toEqual([409, 'admins.last_super_admin']);
      // A second super admin: now one may give up the role; then the other is the last one.
      expect(
        (await only.agent.post(apiPath('admin/admins/update.php'), { uuid: other.user.uuid, roles: ['super_admin'] }))
          .statusCode,
      ).toBe(200);
      expect(
        (await only.agent.post(apiPath('admin/admins/update.php'), { uuid: only.user.uuid, roles: ['finance'] }))
          .statusCode,
      ).toBe(200);
      const last = await other.agent.post(apiPath('admin/admins/update.php'), {
        uuid: other.user.uuid,
        roles: ['verifier'],
      });
      expect(last.statusCode).toBe(409);
      // Two super admins removing each other's role at the same moment: one of the two is refused.
      await lone.app.deps.db.insert(adminRoles).values({ userId: only.user.id, role: 'super_admin' });
      const results = await Promise.allSettled([
        updateAdmin(lone.app.deps, only.user, { uuid: other.user.uuid, roles: ['finance'] }),
        updateAdmin(lone.app.deps, other.user, { uuid: only.user.uuid, roles: ['finance'] }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const supers = await lone.app.deps.db.select().from(adminRoles).where(eq(adminRoles.role, 'super_admin'));
      expect(supers).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });

  it('resets another administrator’s second factor: their sessions end, they enrol again (auth.mfa_reset); not one’s own (409)', async () => {
    const target = await adminWith(ctx, 'finance');
    const enrolled = async () =>
      (await db().select({ at: users.mfaEnabledAt }).from(users).where(eq(users.id, target.user.id)))[0].at;
    expect(await enrolled()).not.toBeNull();
    expect((await target.agent.get(apiPath('admin/audit/list.php'))).statusCode).toBe(200);

    const res = await update(superAdmin, { uuid: target.user.uuid, reset_mfa: true, reason: 'Ponsel hilang' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await enrolled()).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect((await target.agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    const [row] = await auditOf('auth.mfa_reset', target.user.uuid);
    expect(row).toMatchObject({
      actorUserId: superAdmin.user.id,
      reason: 'Ponsel hilang',
      after: { mfa_enabled: false },
    });

    // Signed in again, the administrator must enrol before any admin call.
    const again = new Agent(ctx.app);
    expect(
      (await again.post(apiPath('auth/login.php'), { email: target.user.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await again.get(apiPath('admin/audit/list.php'))).json().code).toBe('MFA_REQUIRED');
    await enrolMfa(again);
    expect((await again.get(apiPath('admin/audit/list.php'))).statusCode).toBe(200);

    const self = await update(superAdmin, { uuid: superAdmin.user.uuid, reset_mfa: true });
    expect([self.statusCode, self.json().message_key]).toEqual([409, 'admins.reset_mfa_self']);
    expect(await auditOf('auth.mfa_reset', superAdmin.user.uuid)).toEqual([]);
  });
});
