import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ROLE,
  SERVER_TEXTS,
  USER_STATUS,
  ZAdminUserDetailResponse,
  ZAdminUserListResponse,
  ZSetSuspendedResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { sessions, users } from '../../db/schema';
import { createActor, login, seedDocument, type Actor } from '../../../test/actors';
import { setSuspended } from './admin-service';

let ctx: TestContext;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN, name: 'Admin Utama' });
  user = await createActor(ctx, { name: 'Budi Santoso' });
});
afterAll(async () => ctx.close());

const list = async (qs: string, agent = admin.agent) => {
  const res = await agent.get(`${apiPath('admin/users/list.php')}${qs}`);
  expect(res.statusCode).toBe(200);
  return ZAdminUserListResponse.parse(res.json().data);
};

describe('admin endpoints refuse anonymous callers (401) and users (403)', () => {
  it.each([
    ['GET', apiPath('admin/users/list.php')],
    ['GET', `${apiPath('admin/users/detail.php')}?uuid=00000000-0000-4000-8000-000000000000`],
    ['GET', apiPath('admin/users/export.php')],
    ['POST', apiPath('admin/users/set-suspended.php')],
    ['GET', apiPath('admin/companies/list.php')],
    ['GET', `${apiPath('admin/companies/detail.php')}?id=1`],
    ['GET', apiPath('admin/companies/export.php')],
    ['POST', apiPath('admin/companies/update.php')],
    ['POST', apiPath('admin/companies/verify.php')],
    ['GET', apiPath('admin/documents/list.php')],
    ['POST', apiPath('admin/documents/review.php')],
  ])('%s %s', async (method, url) => {
    const call = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, {}));
    const anon = await call(new Agent(ctx.app));
    expect(anon.statusCode).toBe(401);
    const asUser = await call(user.agent);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().code).toBe('FORBIDDEN');
  });
});

describe('GET admin/users/list.php', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await createActor(ctx, { name: `Warga Paging ${i}` });
    await createActor(ctx, { name: 'Pendaftar Baru', status: USER_STATUS.PENDING_VERIFICATION });
    const s = await createActor(ctx, { name: 'Yang Dinonaktifkan' });
    await ctx.app.deps.db
      .update(users)
      .set({ isSuspended: true, suspendedReason: 'spam' })
      .where(eq(users.id, s.user.id));
  });

  it('paginates with a total, and refuses per_page over 100 (422)', async () => {
    const all = await list('?per_page=100');
    const page1 = await list('?per_page=3&page=1&sort=oldest');
    const page2 = await list('?per_page=3&page=2&sort=oldest');
    expect(page1.total).toBe(all.total);
    expect(page1.items).toHaveLength(3);
    expect(page1.per_page).toBe(3);
    expect(page2.page).toBe(2);
    const ids = [...page1.items, ...page2.items].map((u) => u.uuid);
    expect(new Set(ids).size).toBe(6);
    expect(page1.items[0].uuid).toBe(admin.user.uuid);
    const tooMany = await admin.agent.get(`${apiPath('admin/users/list.php')}?per_page=101`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.per_page).toBeDefined();
  });

  it('searches name, e-mail and phone (in any Indonesian format)', async () => {
    expect((await list('?q=budi')).items.map((u) => u.uuid)).toEqual([user.user.uuid]);
    expect((await list(`?q=${encodeURIComponent(user.user.email)}`)).items.map((u) => u.uuid)).toEqual([
      user.user.uuid,
    ]);
    const localPhone = `0${user.user.phone!.slice(3)}`;
    expect((await list(`?q=${localPhone}`)).items.map((u) => u.uuid)).toEqual([user.user.uuid]);
    expect((await list('?q=tidak-ada-yang-cocok')).total).toBe(0);
    // LIKE wildcards in q are literal.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('filters by status (suspended being its own filter) and role, and joins the company', async () => {
    const suspended = await list('?status=suspended');
    expect(suspended.items.map((u) => u.name)).toEqual(['Yang Dinonaktifkan']);
    expect(suspended.items[0]).toMatchObject({ is_suspended: true, suspended_reason: 'spam' });
    const active = await list('?status=active&per_page=100');
    expect(active.items.every((u) => u.status === 'active' && !u.is_suspended)).toBe(true);
    expect(active.items.some((u) => u.name === 'Yang Dinonaktifkan')).toBe(false);
    expect((await list('?status=pending_verification')).items.map((u) => u.name)).toEqual(['Pendaftar Baru']);
    const admins = await list('?role=admin');
    expect(admins.items.map((u) => u.uuid)).toEqual([admin.user.uuid]);
    expect(admins.items[0].company).toBeNull();
    const budi = (await list('?q=budi')).items[0];
    expect(budi.company).toMatchObject({ companyId: user.company!.id, name: user.company!.name, status: 'unverified' });
    expect((await admin.agent.get(`${apiPath('admin/users/list.php')}?status=bogus`)).statusCode).toBe(422);
    expect((await list('?status=&role=')).total).toBe((await list('')).total);
  });

  it('sorts by name', async () => {
    const names = (await list('?sort=name&per_page=100')).items.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET admin/users/detail.php', () => {
  it('answers 422 for a malformed uuid and 404 for an unknown one', async () => {
    expect((await admin.agent.get(`${apiPath('admin/users/detail.php')}?uuid=abc`)).statusCode).toBe(422);
    expect(
      (await admin.agent.get(`${apiPath('admin/users/detail.php')}?uuid=00000000-0000-4000-8000-000000000000`))
        .statusCode,
    ).toBe(404);
  });

  it('returns the user, company, current documents and the session count', async () => {
    await seedDocument(ctx, user, 'nib');
    await seedDocument(ctx, user, 'ktp_pimpinan', { isCurrent: false });
    const res = await admin.agent.get(`${apiPath('admin/users/detail.php')}?uuid=${user.user.uuid}`);
    expect(res.statusCode).toBe(200);
    const d = ZAdminUserDetailResponse.parse(res.json().data);
    expect(d.user.uuid).toBe(user.user.uuid);
    expect(d.company?.companyId).toBe(user.company!.id);
    expect(d.documents.map((x) => x.document_type)).toEqual(['nib']);
    expect(d.active_sessions).toBe(1);
    expect(JSON.stringify(d)).not.toContain('password');
  });
});

describe('POST admin/users/set-suspended.php', () => {
  it('answers 403 without the CSRF token and 422 without a reason when suspending', async () => {
    const target = await createActor(ctx);
    expect(
      (
        await admin.agent.post(
          apiPath('admin/users/set-suspended.php'),
          { uuid: target.user.uuid, suspended: true, reason: 'x' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    const noReason = await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
      uuid: target.user.uuid,
      suspended: true,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['validation.required']);
    expect(
      (
        await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
          uuid: target.user.uuid,
          suspended: 'ya',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
          uuid: '00000000-0000-4000-8000-000000000000',
          suspended: true,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('suspends: every session of the user ends at once; lifting restores the status', async () => {
    const target = await createActor(ctx, { status: USER_STATUS.VERIFIED });
    const second = await login(ctx, target.user.id);
    expect((await target.agent.get(apiPath('documents/list.php'))).statusCode).toBe(200);
    const res = await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
      uuid: target.user.uuid,
      suspended: true,
      reason: 'Dokumen palsu',
    });
    expect(res.statusCode).toBe(200);
    expect(ZSetSuspendedResponse.parse(res.json().data).user).toMatchObject({
      is_suspended: true,
      suspended_reason: 'Dokumen palsu',
      status: 'verified',
    });
    expect(await ctx.app.deps.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    expect((await target.agent.get(apiPath('documents/list.php'))).statusCode).toBe(401);
    expect((await second.agent.get(apiPath('documents/list.php'))).statusCode).toBe(401);
    // A session created later (e.g. a leftover) is refused too while the flag is set.
    const late = await login(ctx, target.user.id);
    expect((await late.agent.get(apiPath('documents/list.php'))).statusCode).toBe(401);

    const lift = await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
      uuid: target.user.uuid,
      suspended: false,
    });
    expect(lift.statusCode).toBe(200);
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ isSuspended: false, suspendedReason: null, status: USER_STATUS.VERIFIED });
    expect((await (await login(ctx, target.user.id)).agent.get(apiPath('documents/list.php'))).statusCode).toBe(200);
  });

  it('refuses an administrator, oneself included (403): only a super admin disables one, in Manajemen Admin', async () => {
    const other = await createActor(ctx, { role: ROLE.ADMIN });
    for (const target of [admin, other]) {
      const res = await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
        uuid: target.user.uuid,
        suspended: true,
        reason: 'uji',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message_key: 'users.admin_not_here' });
    }
    const [row] = await ctx.app.deps.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row.isSuspended).toBe(false);
    await expect(
      setSuspended(ctx.app.deps, admin.user, { uuid: other.user.uuid, suspended: true, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: SERVER_TEXTS.id['users.admin_not_here'] });
    expect((await admin.agent.get(apiPath('admin/users/list.php'))).statusCode).toBe(200);
  });

  it('only a verifier (or a super admin) suspends a company user: 403 ROLE_REQUIRED for the others', async () => {
    const target = await createActor(ctx);
    const finance = await createActor(ctx, { role: ROLE.ADMIN, adminRoles: ['finance'] });
    const verifier = await createActor(ctx, { role: ROLE.ADMIN, adminRoles: ['verifier'] });
    const body = { uuid: target.user.uuid, suspended: true, reason: 'Dokumen palsu' };
    const refused = await finance.agent.post(apiPath('admin/users/set-suspended.php'), body);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_REQUIRED']);
    expect((await verifier.agent.post(apiPath('admin/users/set-suspended.php'), body)).statusCode).toBe(200);
  });
});

describe('GET admin/users/export.php', () => {
  it('exports the current filter as CSV with a BOM, a header row and formula cells escaped', async () => {
    const evil = await createActor(ctx, { name: '=HYPERLINK("http://evil","klik")', email: 'evil@example.co.id' });
    const res = await admin.agent.get(`${apiPath('admin/users/export.php')}?q=evil`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pengguna-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0].split(',')[0]).toBe('UUID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(evil.user.uuid);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""klik"")"`);
    // A phone as stored (+62…) is written as it is: no formula hides in digits (docs/business-rules.md#exports).
    expect(lines[1]).toContain(`,${evil.user.phone}`);
    expect(lines[1]).not.toContain(`'${evil.user.phone}`);
    expect(lines[1]).not.toMatch(/,=HYPERLINK/);
  });

  it('applies the status filter and refuses a bad one (422)', async () => {
    const res = await admin.agent.get(`${apiPath('admin/users/export.php')}?status=suspended`);
    const rows = res.rawPayload.toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes('Dinonaktifkan'))).toBe(true);
    expect((await admin.agent.get(`${apiPath('admin/users/export.php')}?status=bogus`)).statusCode).toBe(422);
  });
});
