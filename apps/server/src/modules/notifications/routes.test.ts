import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, ROLE, type TNotificationType, ZNotificationListResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { insertUser } from '../../../test/session-utils';
import { notifications, users } from '../../db/schema';
import { markSubjectRead, notify, notifyAdmins, notifyMany } from './service';
import { insertActiveUser, loggedInAgent, type TestUser } from './test-utils';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let aliceAgent: Agent;
let bobAgent: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await insertActiveUser(ctx, 1);
  bob = await insertActiveUser(ctx, 2);
  aliceAgent = await loggedInAgent(ctx, alice.id);
  bobAgent = await loggedInAgent(ctx, bob.id);
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.app.deps.db.delete(notifications);
});

const T0 = Date.parse('2025-03-01T08:00:00.000Z');
async function seed(
  userId: number,
  over: {
    minutes?: number;
    isRead?: boolean;
    title?: string;
    type?: TNotificationType;
    actionUrl?: string | null;
  } = {},
) {
  const [row] = await ctx.app.deps.db
    .insert(notifications)
    .values({
      userId,
      kind: 'legacy',
      params: { title: over.title ?? 'Judul', message: 'Pesan', type: over.type ?? 'info' },
      type: over.type ?? 'info',
      isRead: over.isRead ?? false,
      actionUrl: over.actionUrl ?? null,
      createdAt: new Date(T0 + (over.minutes ?? 0) * 60_000),
    })
    .returning();
  return row;
}
const rowById = async (id: number) =>
  (await ctx.app.deps.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const list = async (agent: Agent, qs = '') => {
  const res = await agent.get(`${apiPath('notifications/list.php')}${qs}`);
  expect(res.statusCode).toBe(200);
  return ZNotificationListResponse.parse(res.json().data);
};

describe('GET notifications/list.php', () => {
  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).get(apiPath('notifications/list.php'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
  });

  it("lists only the caller's notifications, newest first, with the unread count", async () => {
    const old = await seed(alice.id, { minutes: 0, title: 'lama', isRead: true });
    const mid = await seed(alice.id, { minutes: 5, title: 'tengah', type: 'success', actionUrl: '/applications/SP-1' });
    const newest = await seed(alice.id, { minutes: 10, title: 'baru', type: 'error' });
    await seed(bob.id, { minutes: 20, title: 'milik bob' });

    const res = await aliceAgent.get(apiPath('notifications/list.php'));
    expect(res.headers['cache-control']).toContain('no-store');
    const data = ZNotificationListResponse.parse(res.json().data);
    expect(data.notifications.map((n) => n.id)).toEqual([newest.id, mid.id, old.id]);
    expect(data.unread_count).toBe(2);
    expect(data.notifications[1]).toEqual({
      id: mid.id,
      title: 'tengah',
      message: 'Pesan',
      type: 'success',
      read: false,
      timestamp: '2025-03-01T08:05:00.000Z',
      actionUrl: '/applications/SP-1',
      kind: 'legacy',
      refresh_profile: false,
    });
    expect(data.notifications[2]).toMatchObject({ read: true, actionUrl: null, type: 'info' });

    const bobs = await list(bobAgent);
    expect(bobs.notifications.map((n) => n.title)).toEqual(['milik bob']);
    expect(bobs.unread_count).toBe(1);
  });

  it('returns 50 by default, honours limit up to 100, and counts unread beyond the page', async () => {
    for (let i = 0; i < 55; i++) await seed(alice.id, { minutes: i });
    const def = await list(aliceAgent);
    expect(def.notifications).toHaveLength(50);
    expect(def.unread_count).toBe(55);
    const two = await list(aliceAgent, '?limit=2');
    expect(two.notifications.map((n) => n.timestamp)).toEqual([
      new Date(T0 + 54 * 60_000).toISOString(),
      new Date(T0 + 53 * 60_000).toISOString(),
    ]);
    expect((await list(aliceAgent, '?limit=100')).notifications).toHaveLength(55);
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5'])('rejects %s with 422', async (qs) => {
    const res = await aliceAgent.get(`${apiPath('notifications/list.php')}${qs}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { limit: expect.any(Array) } });
  });
});

const db = () => ctx.app.deps.db;

describe('notifications/list.php: ETag and 304 (docs/business-rules.md#polled-calls)', () => {
  const url = apiPath('notifications/list.php');
  it('answers 304 with no body while nothing changed, and the full list once something did', async () => {
    const a = await seed(alice.id);
    const first = await aliceAgent.get(url);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await aliceAgent.get(url, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toContain('no-store');

    // A read mark, a new row, or another language each change the answer, and so its tag.
    await aliceAgent.post(apiPath('notifications/mark-read.php'), { notificationId: a.id });
    const afterRead = await aliceAgent.get(url, { 'if-none-match': tag });
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.json().data.unread_count).toBe(0);
    const readTag = String(afterRead.headers.etag);
    expect(readTag).not.toBe(tag);
    await notify(ctx.app.deps.db, alice.id, 'registration_approved', { companyName: 'PT Maju' }, '/company');
    const afterNew = await aliceAgent.get(url, { 'if-none-match': readTag });
    expect(afterNew.statusCode).toBe(200);
    expect(afterNew.json().data.notifications).toHaveLength(2);
    const english = await aliceAgent.get(url, {
      'if-none-match': String(afterNew.headers.etag),
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(200);
  });

  it('never answers 304 to another user holding the same tag, nor to a stale or garbled one', async () => {
    const first = await aliceAgent.get(url);
    const tag = String(first.headers.etag);
    await seed(bob.id);
    expect((await bobAgent.get(url, { 'if-none-match': tag })).statusCode).toBe(200);
    expect((await aliceAgent.get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    expect((await aliceAgent.get(url, { 'if-none-match': `"${tag}` })).statusCode).toBe(200);
    // A list of tags matches when one of them does.
    expect((await aliceAgent.get(url, { 'if-none-match': `W/"x", ${tag}` })).statusCode).toBe(304);
  });

  it('answers 401, not 304, once the session is gone', async () => {
    const tag = String((await aliceAgent.get(url)).headers.etag);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(res.statusCode).toBe(401);
  });
});

describe('notify() and the list in the reader’s language', () => {
  it('stores kind and parameters and renders them in Indonesian by default and in English on request', async () => {
    const id = await notify(db(), alice.id, 'registration_approved', { companyName: 'PT Maju' }, '/company');
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({
      kind: 'registration_approved',
      params: { companyName: 'PT Maju' },
      type: 'success',
      subject: null,
    });

    const byDefault = await list(aliceAgent);
    expect(byDefault.notifications[0]).toMatchObject({
      id,
      kind: 'registration_approved',
      title: 'Registrasi perusahaan disetujui',
      type: 'success',
      actionUrl: '/company',
      refresh_profile: true,
    });
    expect(byDefault.notifications[0].message).toContain('PT Maju');

    const res = await aliceAgent.get(apiPath('notifications/list.php'), {
      'accept-language': 'en-US,en;q=0.9,id;q=0.5',
    });
    expect(res.headers.vary).toContain('Accept-Language');
    const en = ZNotificationListResponse.parse(res.json().data);
    expect(en.notifications[0]).toMatchObject({ title: 'Company registration approved', refresh_profile: true });
    expect(en.notifications[0].message).toContain('PT Maju');
    const preferId = await aliceAgent.get(apiPath('notifications/list.php'), { 'accept-language': 'en;q=0.4, id' });
    expect(preferId.json().data.notifications[0].title).toBe('Registrasi perusahaan disetujui');
    const unsupported = await aliceAgent.get(apiPath('notifications/list.php'), { 'accept-language': 'fr-FR' });
    expect(unsupported.json().data.notifications[0].title).toBe('Registrasi perusahaan disetujui');
  });

  it('renders document labels in the reader’s language; admin kinds carry no profile refresh', async () => {
    await notify(
      db(),
      alice.id,
      'document_rejected',
      { documentType: 'ktp_pimpinan', note: 'buram' },
      '/document-registration',
    );
    await notify(db(), alice.id, 'company_submitted', { companyId: 7, companyName: 'CV Baru' }, '/admin/companies/7');
    const en = ZNotificationListResponse.parse(
      (await aliceAgent.get(apiPath('notifications/list.php'), { 'accept-language': 'en' })).json().data,
    );
    const [submitted, rejected] = en.notifications;
    expect(rejected).toMatchObject({
      kind: 'document_rejected',
      type: 'error',
      title: 'Registration document rejected',
      refresh_profile: true,
    });
    expect(rejected.message).toContain("Leader's ID Card (KTP)");
    expect(rejected.message).toContain('buram');
    expect(submitted).toMatchObject({
      kind: 'company_submitted',
      title: 'New registration to verify',
      refresh_profile: false,
    });
    const id = (await list(aliceAgent)).notifications[1];
    expect(id.message).toContain('KTP Pimpinan');
  });

  it('shows a legacy row’s stored text as is, in every language, and an unknown kind as a generic text', async () => {
    await seed(alice.id, { title: 'Registrasi perusahaan disetujui', type: 'success' });
    await db()
      .insert(notifications)
      .values({ userId: alice.id, kind: 'no_such_kind', params: {}, createdAt: new Date(T0 + 60_000) });
    const en = ZNotificationListResponse.parse(
      (await aliceAgent.get(apiPath('notifications/list.php'), { 'accept-language': 'en' })).json().data,
    );
    expect(en.notifications[1]).toMatchObject({
      kind: 'legacy',
      title: 'Registrasi perusahaan disetujui',
      message: 'Pesan',
      type: 'success',
    });
    expect(en.notifications[0]).toMatchObject({ title: 'Notification', type: 'info', refresh_profile: false });
  });

  it('refuses parameters that do not match the kind and a non-relative actionUrl', async () => {
    // @ts-expect-error -- the kind's parameters are typed; a caller bypassing the type is refused at run time too
    await expect(notify(db(), alice.id, 'registration_approved', { company: 'x' }, '/company')).rejects.toThrow(
      /parameters/,
    );
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      await expect(notify(db(), alice.id, 'registration_approved', { companyName: 'x' }, url)).rejects.toThrow(
        /relative path/,
      );
    }
    expect((await list(aliceAgent)).notifications).toHaveLength(0);
  });

  it('notifyMany and notifyAdmins reach each recipient once; a rolled-back transaction leaves none', async () => {
    expect(
      await notifyMany(
        db(),
        [alice.id, bob.id],
        'registration_reminder',
        { companyName: 'PT A' },
        '/document-registration',
      ),
    ).toBe(2);
    expect((await list(aliceAgent)).unread_count).toBe(1);
    expect((await list(bobAgent)).notifications[0]).toMatchObject({ kind: 'registration_reminder', type: 'warning' });

    const admin1 = await insertUser(ctx, { email: 'notif-admin1@example.co.id', name: 'Admin', role: ROLE.ADMIN });
    const admin2 = await insertUser(ctx, { email: 'notif-admin2@example.co.id', name: 'Admin', role: ROLE.ADMIN });
    const suspended = await insertUser(ctx, { email: 'notif-admin3@example.co.id', name: 'Admin', role: ROLE.ADMIN });
    await db().update(users).set({ isSuspended: true }).where(eq(users.id, suspended.id));
    await expect(
      db().transaction(async (tx) => {
        await notifyAdmins(tx, 'company_submitted', { companyId: 41, companyName: 'PT Batal' }, '/admin/companies/41');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().select().from(notifications).where(eq(notifications.subject, 'company:41'))).toHaveLength(0);

    await notifyAdmins(db(), 'company_submitted', { companyId: 42, companyName: 'PT B' }, '/admin/companies/42');
    const rows = await db().select().from(notifications).where(eq(notifications.subject, 'company:42'));
    const recipients = rows.map((r) => r.userId);
    expect(recipients).toContain(admin1.id);
    expect(recipients).toContain(admin2.id);
    expect(recipients).not.toContain(suspended.id);
    expect(recipients).not.toContain(alice.id);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('markSubjectRead marks every recipient’s notification of those kinds about the subject read, and nothing else', async () => {
    const a = await notifyMany(
      db(),
      [alice.id, bob.id],
      'company_submitted',
      { companyId: 9, companyName: 'PT C' },
      '/admin/companies/9',
    );
    expect(a).toBe(2);
    await notify(db(), alice.id, 'company_submitted', { companyId: 10, companyName: 'PT D' }, '/admin/companies/10');
    await notify(
      db(),
      alice.id,
      'document_replaced',
      { companyId: 9, companyName: 'PT C', documentType: 'nib', documentUuid: 'u-1' },
      '/admin/companies/9',
    );
    expect(await markSubjectRead(db(), 'company:9', ['company_submitted'])).toBe(2);
    expect((await list(aliceAgent)).unread_count).toBe(2);
    expect((await list(bobAgent)).unread_count).toBe(0);
    expect(await markSubjectRead(db(), 'document:u-1', ['document_replaced'])).toBe(1);
    expect((await list(aliceAgent)).unread_count).toBe(1);
  });
});

describe('POST notifications/mark-read.php', () => {
  it('marks the caller’s notification read, idempotently', async () => {
    const a = await seed(alice.id);
    const other = await seed(alice.id, { minutes: 1 });
    for (let i = 0; i < 2; i++) {
      const res = await aliceAgent.post(apiPath('notifications/mark-read.php'), { notificationId: a.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success' });
    }
    expect((await rowById(a.id)).isRead).toBe(true);
    expect((await rowById(other.id)).isRead).toBe(false);
    expect((await list(aliceAgent)).unread_count).toBe(1);
  });

  it('answers 404 for another user’s notification and leaves it untouched', async () => {
    const bobs = await seed(bob.id);
    const res = await aliceAgent.post(apiPath('notifications/mark-read.php'), { notificationId: bobs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await rowById(bobs.id)).isRead).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await aliceAgent.post(apiPath('notifications/mark-read.php'), { notificationId: 999_999 });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const a = await seed(alice.id);
    const res = await new Agent(ctx.app).post(
      apiPath('notifications/mark-read.php'),
      { notificationId: a.id },
      { csrf: 'x.y' },
    );
    expect(res.statusCode).toBe(401);
    expect((await rowById(a.id)).isRead).toBe(false);
  });
});

describe('POST notifications/mark-all-read.php', () => {
  it('marks every notification of the caller read and nobody else’s', async () => {
    await seed(alice.id);
    await seed(alice.id, { minutes: 1 });
    const bobs = await seed(bob.id);
    const res = await aliceAgent.post(apiPath('notifications/mark-all-read.php'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    const data = await list(aliceAgent);
    expect(data.unread_count).toBe(0);
    expect(data.notifications.every((n) => n.read)).toBe(true);
    expect((await rowById(bobs.id)).isRead).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).post(apiPath('notifications/mark-all-read.php'), {}, { csrf: 'x.y' });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an unknown field with 422', async () => {
    const res = await aliceAgent.post(apiPath('notifications/mark-all-read.php'), { everyone: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ everyone: ['validation.unknownField'] });
  });
});

describe('DELETE notifications/delete.php', () => {
  it('deletes the caller’s notification (id in the JSON body)', async () => {
    const a = await seed(alice.id);
    const keep = await seed(alice.id, { minutes: 1 });
    const res = await aliceAgent.send('DELETE', apiPath('notifications/delete.php'), { notificationId: a.id });
    expect(res.statusCode).toBe(200);
    expect(await rowById(a.id)).toBeUndefined();
    expect((await list(aliceAgent)).notifications.map((n) => n.id)).toEqual([keep.id]);
    // Deleting again: it is gone.
    expect(
      (await aliceAgent.send('DELETE', apiPath('notifications/delete.php'), { notificationId: a.id })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another user’s notification and keeps it', async () => {
    const bobs = await seed(bob.id);
    const res = await aliceAgent.send('DELETE', apiPath('notifications/delete.php'), { notificationId: bobs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowById(bobs.id)).toMatchObject({ id: bobs.id, isRead: false });
  });

  it('answers 401 without a session', async () => {
    const a = await seed(alice.id);
    const res = await new Agent(ctx.app).send(
      'DELETE',
      apiPath('notifications/delete.php'),
      { notificationId: a.id },
      { csrf: 'x.y' },
    );
    expect(res.statusCode).toBe(401);
    expect(await rowById(a.id)).toBeDefined();
  });
});

const writes = [
  { name: 'mark-read', method: 'POST' as const, url: apiPath('notifications/mark-read.php'), withId: true },
  { name: 'mark-all-read', method: 'POST' as const, url: apiPath('notifications/mark-all-read.php'), withId: false },
  { name: 'delete', method: 'DELETE' as const, url: apiPath('notifications/delete.php'), withId: true },
];

describe.each(writes)('CSRF on $name', ({ method, url, withId }) => {
  it('answers 403 when the token is missing, wrong, foreign, or differs between header and body', async () => {
    const a = await seed(alice.id);
    const body = withId ? { notificationId: a.id } : {};
    const missing = await aliceAgent.send(method, url, body, { csrf: false });
    const wrong = await aliceAgent.send(method, url, body, { csrf: 'abc.def' });
    // Two copies must be equal, even when one of them is valid.
    const differing = await aliceAgent.send(
      method,
      url,
      { ...body, csrf_token: 'abc.def' },
      { csrf: false, headers: { 'x-csrf-token': aliceAgent.csrf! } },
    );
    // Bob's token is valid only with Bob's CSRF cookie.
    const foreign = await aliceAgent.send(method, url, body, { csrf: bobAgent.csrf! });
    for (const res of [missing, wrong, differing, foreign]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
    }
    expect(await rowById(a.id)).toMatchObject({ isRead: false });
  });

  it('accepts one valid copy: the header alone, or the body field alone', async () => {
    const a = await seed(alice.id);
    const b = await seed(alice.id);
    const headerOnly = await aliceAgent.send(method, url, withId ? { notificationId: a.id } : {}, {
      csrf: false,
      headers: { 'x-csrf-token': aliceAgent.csrf! },
    });
    expect(headerOnly.statusCode).toBe(200);
    const bodyOnly = await aliceAgent.send(
      method,
      url,
      { ...(withId ? { notificationId: b.id } : {}), csrf_token: aliceAgent.csrf! },
      { csrf: false },
    );
    expect(bodyOnly.statusCode).toBe(200);
  });
});

describe.each(writes.filter((w) => w.withId))(
  "the id as the original portal's client sends it on $name",
  ({ method, url, name }) => {
    it('takes notificationId as a string of digits, as it takes a number', async () => {
      const a = await seed(alice.id);
      const res = await aliceAgent.send(method, url, { notificationId: String(a.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(a.id);
      if (name === 'delete') expect(await rowById(a.id)).toBeUndefined();
      else expect(await rowById(a.id)).toMatchObject({ isRead: true });
    });
  },
);

describe.each(writes.filter((w) => w.withId))('validation on $name', ({ method, url }) => {
  it.each([
    ['a string that is no number', { notificationId: 'satu' }, 'validation.invalid'],
    ['a string with a fraction', { notificationId: '1.5' }, 'validation.invalid'],
    ['a string of zero', { notificationId: '0' }, 'validation.invalid'],
    ['a negative id', { notificationId: -1 }, 'validation.invalid'],
    ['zero', { notificationId: 0 }, 'validation.invalid'],
    ['a fraction', { notificationId: 1.5 }, 'validation.invalid'],
    ['an id beyond the column range', { notificationId: 2 ** 31 }, 'validation.invalid'],
    ['a missing id', {}, 'validation.required'],
  ])('rejects %s with 422', async (_name, body, message) => {
    const res = await aliceAgent.send(method, url, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { notificationId: [message] } });
  });

  it('rejects an unknown field with 422', async () => {
    const a = await seed(alice.id);
    const res = await aliceAgent.send(method, url, { notificationId: a.id, user_id: bob.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_id: ['validation.unknownField'] });
    expect(await rowById(a.id)).toMatchObject({ isRead: false });
  });
});
