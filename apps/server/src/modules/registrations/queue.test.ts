import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  requiredRegistrationDocuments,
  ROLE,
  USER_STATUS,
  ZAdminCompanyDetailResponse,
  ZAdminCompanyListResponse,
  ZAdminUserDetailResponse,
  ZMenuCountsResponse,
  ZRemindCompanyResponse,
  ZVerifyRemainingResponse,
} from '@portal/contract';
import type { SentStatement } from '../../db/client';
import { companies, documents, notifications, otpCodes } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, login, seedDocument, type Actor } from '../../../test/actors';

/** The verification queue and the clerk's actions (docs/api.md#verification-queue). */
let ctx: TestContext;
let admin: Actor;
let user: Actor;
let now = new Date('2026-03-02T02:00:00Z'); // a Monday, 09:00 WIB
const sent: SentStatement[] = [];
const REQUIRED_PT = requiredRegistrationDocuments('PT');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now, onStatement: (s) => sent.push(s) });
  admin = await createActor(ctx, { role: ROLE.ADMIN, name: 'Sinta Admin' });
  user = await createActor(ctx);
});
afterAll(async () => ctx.close());

const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
/** Moves the clock; the admin signs in again, as sessions end after an hour idle. */
async function setNow(at: Date) {
  now = at;
  admin = { ...admin, ...(await login(ctx, admin.user.id)) };
}
const companyRow = async (id: number) =>
  (await ctx.app.deps.db.select().from(companies).where(eq(companies.id, id)))[0];

/** A complete company whose leader submits through the API at the current clock. */
async function submitted(status: 'uploaded' | 'verified' = 'uploaded') {
  const a = await createActor(ctx, { complete: true, status: USER_STATUS.ACTIVE });
  const docs = new Map<string, string>();
  for (const t of REQUIRED_PT) docs.set(t, (await seedDocument(ctx, a, t, { status })).uuid);
  const res = await a.agent.post(apiPath('registrations/submit.php'), {});
  expect(res.statusCode).toBe(200);
  return { a, docs, id: a.company!.id };
}

describe('admin queue endpoints refuse anonymous callers (401) and users (403)', () => {
  it.each([
    ['GET', apiPath('admin/menu-counts.php')],
    ['POST', apiPath('admin/documents/verify-remaining.php')],
    ['POST', apiPath('admin/users/resend-otp.php')],
    ['POST', apiPath('admin/companies/remind.php')],
  ])('%s %s', async (method, url) => {
    const call = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, {}));
    expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
    const asUser = await call(user.agent);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().code).toBe('FORBIDDEN');
  });

  it.each([
    apiPath('admin/documents/verify-remaining.php'),
    apiPath('admin/users/resend-otp.php'),
    apiPath('admin/companies/remind.php'),
  ])('POST %s needs the CSRF token (403) and valid input (422)', async (url) => {
    const body =
      url === apiPath('admin/users/resend-otp.php') ? { uuid: user.user.uuid } : { company_id: user.company!.id };
    expect((await admin.agent.post(url, body, { csrf: false })).statusCode).toBe(403);
    const bad = await admin.agent.post(
      url,
      url === apiPath('admin/users/resend-otp.php') ? { uuid: 'x' } : { company_id: 'x' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the verification queue', () => {
  it('submit keeps submitted_at (the latest submission) and records it in the history', async () => {
    await setNow(new Date('2026-03-02T02:00:00Z'));
    const { a, id } = await submitted();
    expect((await companyRow(id)).submittedAt?.toISOString()).toBe(now.toISOString());
    const detail = ZAdminCompanyDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${id}`)).json().data,
    );
    expect(detail.company.submitted_at).toBe(now.toISOString());
    expect(detail.history).toEqual([{ action: 'submit', actor_name: a.user.name, note: null, at: now.toISOString() }]);
    // The company's own profile carries it too: its dashboard counts the expected review date from it.
    const profile = (await a.agent.get(apiPath('users/profile.php'))).json().data;
    expect(profile.company.submitted_at).toBe(now.toISOString());
  });

  it('sort=waiting lists in_review oldest submission first, with progress, in two statements whatever the page size', async () => {
    await ctx.app.deps.db
      .update(companies)
      .set({ status: COMPANY_STATUS.VERIFIED })
      .where(eq(companies.status, COMPANY_STATUS.IN_REVIEW));
    await setNow(new Date('2026-03-03T02:00:00Z'));
    const late = await submitted();
    await setNow(new Date('2026-03-02T05:00:00Z'));
    const early = await submitted();
    await setNow(new Date('2026-03-04T02:00:00Z'));
    const verifiedAll = await submitted('verified');
    // Two of the early company's documents verified, one rejected: 2 of 8.
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'verified' })
      .where(eq(documents.uuid, early.docs.get('nib')!));
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'verified' })
      .where(eq(documents.uuid, early.docs.get('ktp_pimpinan')!));
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'rejected' })
      .where(eq(documents.uuid, early.docs.get('npwp_pimpinan')!));
    // A verified document that is not current does not count.
    await seedDocument(ctx, late.a, 'nib', { status: 'verified', isCurrent: false });

    sent.length = 0;
    const res = await admin.agent.get(`${apiPath('admin/companies/list.php')}?status=in_review&sort=waiting`);
    expect(res.statusCode).toBe(200);
    const list = ZAdminCompanyListResponse.parse(res.json().data);
    expect(list.items.map((c) => c.companyId)).toEqual([early.id, late.id, verifiedAll.id]);
    expect(list.items.map((c) => [c.documents_verified, c.documents_required])).toEqual([
      [2, REQUIRED_PT.length],
      [0, REQUIRED_PT.length],
      [REQUIRED_PT.length, REQUIRED_PT.length],
    ]);
    expect(list.items[0].submitted_at).toBe('2026-03-02T05:00:00.000Z');
    // The session read, the page and the count: no query per row.
    const small = sent.length;
    sent.length = 0;
    await admin.agent.get(`${apiPath('admin/companies/list.php')}?status=in_review&sort=waiting&per_page=1`);
    expect(sent.length).toBe(small);
  });

  it('menu-counts answers the number of companies waiting', async () => {
    const res = await admin.agent.get(apiPath('admin/menu-counts.php'));
    expect(res.statusCode).toBe(200);
    const counts = ZMenuCountsResponse.parse(res.json().data);
    const waiting = await ctx.app.deps.db
      .select()
      .from(companies)
      .where(eq(companies.status, COMPANY_STATUS.IN_REVIEW));
    expect(counts.companies_waiting).toBe(waiting.length);
    await submitted();
    expect(
      ZMenuCountsResponse.parse((await admin.agent.get(apiPath('admin/menu-counts.php'))).json().data)
        .companies_waiting,
    ).toBe(waiting.length + 1);
  });

  it('a decision records its reviewer and time; documents carry their reviewer', async () => {
    await setNow(new Date('2026-03-05T03:00:00Z'));
    const { id, docs } = await submitted();
    expect(
      (
        await admin.agent.post(apiPath('admin/documents/review.php'), {
          uuid: docs.get('nib')!,
          status: 'rejected',
          note: 'Buram',
        })
      ).statusCode,
    ).toBe(200);
    await setNow(hours(1));
    expect(
      (
        await admin.agent.post(apiPath('admin/companies/verify.php'), {
          company_id: id,
          decision: 'reject',
          note: 'Perbaiki NIB',
        })
      ).statusCode,
    ).toBe(200);
    const detail = ZAdminCompanyDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${id}`)).json().data,
    );
    expect(detail.history[0]).toEqual({
      action: 'reject',
      actor_name: 'Sinta Admin',
      note: 'Perbaiki NIB',
      at: now.toISOString(),
    });
    expect(detail.history.map((h) => h.action)).toEqual(['reject', 'submit']);
    const nib = detail.documents.find((d) => d.uuid === docs.get('nib'));
    expect(nib).toMatchObject({ status: 'rejected', reviewed_by_name: 'Sinta Admin' });
    expect(detail.documents.find((d) => d.uuid === docs.get('akta_pendirian'))?.reviewed_by_name).toBeNull();
  });
});

describe('POST admin/documents/verify-remaining.php', () => {
  it('verifies every uploaded current document in one call and leaves a rejected one rejected', async () => {
    const { id, docs } = await submitted();
    await admin.agent.post(apiPath('admin/documents/review.php'), {
      uuid: docs.get('ktp_pimpinan')!,
      status: 'rejected',
      note: 'Buram',
    });
    const res = await admin.agent.post(apiPath('admin/documents/verify-remaining.php'), { company_id: id });
    expect(res.statusCode).toBe(200);
    const data = ZVerifyRemainingResponse.parse(res.json().data);
    expect(data.verified).toBe(REQUIRED_PT.length - 1);
    expect(data.documents.every((d) => d.status === 'verified' && d.reviewed_by_name === 'Sinta Admin')).toBe(true);
    const rows = await ctx.app.deps.db.select().from(documents).where(eq(documents.companyId, id));
    expect(rows.filter((d) => d.status === 'rejected').map((d) => d.documentType)).toEqual(['ktp_pimpinan']);
    expect(rows.filter((d) => d.status === 'verified').every((d) => d.reviewedBy === admin.user.id)).toBe(true);
    // Nothing left: a second call verifies nothing.
    expect(
      ZVerifyRemainingResponse.parse(
        (await admin.agent.post(apiPath('admin/documents/verify-remaining.php'), { company_id: id })).json().data,
      ).verified,
    ).toBe(0);
  });

  it('answers 404 for an unknown company and 409 for one not in review', async () => {
    expect(
      (await admin.agent.post(apiPath('admin/documents/verify-remaining.php'), { company_id: 999999 })).statusCode,
    ).toBe(404);
    const res = await admin.agent.post(apiPath('admin/documents/verify-remaining.php'), {
      company_id: user.company!.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
  });
});

describe('POST admin/companies/remind.php', () => {
  it('notifies and mails a stalled company what is missing, once a day', async () => {
    const stalled = await createActor(ctx, { name: 'Budi Lambat' });
    await seedDocument(ctx, stalled, 'nib');
    const res = await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: stalled.company!.id });
    expect(res.statusCode).toBe(200);
    const data = ZRemindCompanyResponse.parse(res.json().data);
    expect(data.missing_fields).toContain('address');
    expect(data.missing_documents).toContain('ktp_pimpinan');
    expect(data.missing_documents).not.toContain('nib');
    const [note] = await ctx.app.deps.db.select().from(notifications).where(eq(notifications.userId, stalled.user.id));
    expect(note.kind).toBe('registration_reminder');
    expect(note.actionUrl).toBe('/document-registration');
    await ctx.app.deps.mailDispatcher.idle();
    const mail = ctx.mailer.last(stalled.user.email);
    expect(mail?.text).toContain('- Alamat');
    expect(mail?.text).toContain('KTP Pimpinan');

    const again = await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: stalled.company!.id });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await setNow(hours(25));
    expect(
      (await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: stalled.company!.id })).statusCode,
    ).toBe(200);
    const detail = ZAdminCompanyDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${stalled.company!.id}`)).json().data,
    );
    expect(detail.history.map((h) => [h.action, h.actor_name])).toEqual([
      ['remind', 'Sinta Admin'],
      ['remind', 'Sinta Admin'],
    ]);
  });

  it('refuses a company in review (409) and an unknown one (404)', async () => {
    const { id } = await submitted();
    const res = await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: id });
    expect(res.statusCode).toBe(409);
    expect((await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('POST admin/users/resend-otp.php', () => {
  it('sends a new code to an account awaiting confirmation, respecting the cooldown', async () => {
    const pending = await createActor(ctx, { status: USER_STATUS.PENDING_VERIFICATION, company: false });
    const res = await admin.agent.post(apiPath('admin/users/resend-otp.php'), { uuid: pending.user.uuid });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: pending.user.email });
    expect(ctx.mailer.last(pending.user.email)?.otp).toMatch(/^\d{6}$/);
    expect(await ctx.app.deps.db.select().from(otpCodes).where(eq(otpCodes.userId, pending.user.id))).toHaveLength(1);
    const again = await admin.agent.post(apiPath('admin/users/resend-otp.php'), { uuid: pending.user.uuid });
    expect(again.statusCode).toBe(429);
    expect(again.json().data.wait_time).toBeGreaterThan(0);
  });

  it('refuses a confirmed account (409) and an unknown one (404)', async () => {
    const res = await admin.agent.post(apiPath('admin/users/resend-otp.php'), { uuid: user.user.uuid });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect(
      (await admin.agent.post(apiPath('admin/users/resend-otp.php'), { uuid: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('user history', () => {
  it('records who suspended and who reactivated an account', async () => {
    const target = await createActor(ctx);
    await setNow(hours(1));
    await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
      uuid: target.user.uuid,
      suspended: true,
      reason: 'Data palsu',
    });
    await setNow(hours(1));
    await admin.agent.post(apiPath('admin/users/set-suspended.php'), { uuid: target.user.uuid, suspended: false });
    const detail = ZAdminUserDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/users/detail.php')}?uuid=${target.user.uuid}`)).json().data,
    );
    expect(detail.history.map((h) => [h.action, h.actor_name, h.note])).toEqual([
      ['reactivate', 'Sinta Admin', null],
      ['suspend', 'Sinta Admin', 'Data palsu'],
    ]);
  });
});
