import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  type TAdminDashboardStatsResponse,
  ZAdminDashboardStatsResponse,
} from '@portal/contract';
import { applications, companies } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { createActor, type Actor } from '../../../test/actors';
import { insertApplication, insertInvoice } from '../../../test/fixtures/workflow';
import { insertCertificate, insertDocumentRequest } from '../../../test/fixtures/stats';

const NOW = new Date('2026-05-20T03:00:00Z'); // Wednesday 10:00 WIB; Thursday 14 May is a national holiday
const at = (iso: string) => new Date(iso);

let ctx: TestContext;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  const db = ctx.app.deps.db;
  admin = await adminActor(ctx);
  // Companies waiting for verification: 1, 3.4 (2.4 with Friday off) and 35 working days.
  for (const submitted of ['2026-05-19T03:00:00Z', '2026-05-14T03:00:00Z', '2026-04-01T03:00:00Z']) {
    const c = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
    await db
      .update(companies)
      .set({ submittedAt: at(submitted) })
      .where(eq(companies.id, c.company!.id));
  }
  await createActor(ctx, { companyStatus: COMPANY_STATUS.UNVERIFIED });

  const owner = await verifiedCompany(ctx);
  const who = { companyId: owner.company!.id, userId: owner.user.id };
  const app = (status: Parameters<typeof insertApplication>[1]['status'], createdAt: string) =>
    insertApplication(db, { ...who, status, createdAt: at(createdAt) });
  // Proofs waiting: 24 h (over the 1-day target) and 2 h.
  await insertInvoice(db, await app('submitted', '2026-05-19T03:00:00Z'), {
    status: 'waiting_confirmation',
    issuedAt: at('2026-05-19T03:00:00Z'),
  });
  await insertInvoice(db, await app('submitted', '2026-05-20T01:00:00Z'), {
    status: 'waiting_confirmation',
    issuedAt: at('2026-05-20T01:00:00Z'),
  });
  // Applications in review: 5 working days (4 with Friday off) and 13.
  await app('submitted', '2026-05-12T03:00:00Z');
  const reviewing = await app('under_review', '2026-05-01T03:00:00Z');
  // Approved, waiting to be published: 3 working days (over the 2-day target) and 1.
  await app('approved', '2026-05-15T03:00:00Z');
  await app('approved', '2026-05-19T03:00:00Z');
  await app('draft', '2026-05-18T03:00:00Z');
  const deleted = await app('draft', '2026-05-18T03:00:00Z');
  await db.update(applications).set({ deletedAt: NOW }).where(eq(applications.id, deleted.id));
  // Revenue: WIB months (30 April 23:00 WIB is April; 1 May 01:00 WIB is May); refunded is not revenue.
  await insertInvoice(db, await app('completed', '2026-05-02T03:00:00Z'), {
    status: 'paid',
    issuedAt: at('2026-05-02T03:00:00Z'),
  });
  await insertInvoice(db, await app('completed', '2026-04-30T18:00:00Z'), {
    status: 'paid',
    issuedAt: at('2026-04-30T18:00:00Z'),
  });
  await insertInvoice(db, await app('completed', '2026-04-30T16:00:00Z'), {
    status: 'paid',
    issuedAt: at('2026-04-30T16:00:00Z'),
  });
  await insertInvoice(db, await app('completed', '2026-05-03T03:00:00Z'), {
    status: 'refunded',
    issuedAt: at('2026-05-03T03:00:00Z'),
  });
  // Document requests: open, open and overdue, fulfilled.
  await insertDocumentRequest(db, reviewing, { dueDate: '2026-05-25' });
  await insertDocumentRequest(db, reviewing, { dueDate: '2026-05-19' });
  // Answered: one not looked at for 3 working days (over its 2-day target), one looked at.
  await insertDocumentRequest(db, reviewing, {
    dueDate: '2026-05-10',
    status: 'fulfilled',
    fulfilledAt: at('2026-05-15T03:00:00Z'),
  });
  await insertDocumentRequest(db, reviewing, {
    dueDate: '2026-05-10',
    status: 'fulfilled',
    fulfilledAt: at('2026-05-11T03:00:00Z'),
    checkedAt: at('2026-05-12T03:00:00Z'),
  });
  // Certificates: within 30 days, within 90, later, expired, revoked.
  for (const [status, validUntil] of [
    ['active', '2026-06-01'],
    ['active', '2026-07-15'],
    ['active', '2026-12-01'],
    ['expired', '2026-05-01'],
    ['revoked', '2026-06-05'],
  ] as const)
    await insertCertificate(db, await app('completed', '2023-06-01T03:00:00Z'), {
      status,
      validUntil,
      issuedAt: at('2023-06-02T03:00:00Z'),
    });
});
afterAll(async () => ctx.close());

async function stats(): Promise<TAdminDashboardStatsResponse> {
  const res = await admin.agent.get(apiPath('admin/dashboard/stats.php'));
  expect(res.statusCode).toBe(200);
  return ZAdminDashboardStatsResponse.parse(res.json().data);
}

/** The API list behind a screen's path, with the same query (`/admin/companies?…` → admin/companies/list.php?…). */
function apiListOf(listUrl: string): string {
  const [path, query = ''] = listUrl.split('?');
  const api: Record<string, string> = {
    '/admin/companies': apiPath('admin/companies/list.php'),
    '/admin/applications': apiPath('admin/applications/list.php'),
    '/admin/payment-verification': apiPath('admin/payments/queue.php'),
    '/admin/document-requests': apiPath('admin/document-requests/list.php'),
    '/admin/certificates': apiPath('admin/certificates/list.php'),
    // The publish queue's screen lists the approved applications, oldest approval first.
    '/admin/publish-queue': `${apiPath('admin/applications/list.php')}?status=approved&sort=waiting`,
  };
  expect(api[path!], listUrl).toBeDefined();
  return `${api[path!]}${query ? `${api[path!]!.includes('?') ? '&' : '?'}${query}` : ''}`;
}

describe('GET admin/dashboard/stats.php', () => {
  it('answers 401 without a session and 403 to a company', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/dashboard/stats.php'))).json().code).toBe('UNAUTHENTICATED');
    const company = await verifiedCompany(ctx);
    expect((await company.agent.get(apiPath('admin/dashboard/stats.php'))).json().code).toBe('FORBIDDEN');
  });

  it('gives each queue its count, oldest age and items over its working-day target', async () => {
    const data = await stats();
    expect(data.company_verification).toMatchObject({
      count: 3,
      over_sla: 2,
      sla_working_days: 3,
      oldest_since: '2026-04-01T03:00:00.000Z',
    });
    expect(data.company_verification.oldest_age).toMatchObject({ unit: 'working_days', overdue: true });
    expect(data.payment_verification).toMatchObject({
      count: 2,
      over_sla: 1,
      sla_working_days: 1,
      oldest_age: { unit: 'working_days', value: 1, overdue: true },
    });
    // The review queue is what an administrator owes: paid applications only; the three
    // `submitted` ones wait for their company's payment (two proofs are in the payment queue).
    expect(data.application_review).toMatchObject({
      count: 1,
      over_sla: 1,
      sla_working_days: 5,
      oldest_since: '2026-05-01T03:00:00.000Z',
    });
    expect(data.certificate_publication).toMatchObject({
      count: 2,
      over_sla: 1,
      sla_working_days: 2,
      oldest_since: '2026-05-15T03:00:00.000Z',
      oldest_age: { unit: 'working_days', value: 3, overdue: true },
    });
    expect(data.answered_requests).toMatchObject({
      count: 1,
      over_sla: 1,
      sla_working_days: 2,
      oldest_since: '2026-05-15T03:00:00.000Z',
    });
  });

  it('counts by status, document requests, expiring certificates and WIB-month revenue', async () => {
    const data = await stats();
    const byStatus = Object.fromEntries(data.applications_by_status.map((s) => [s.status, s.count]));
    expect(byStatus).toEqual({ draft: 1, submitted: 3, under_review: 1, approved: 2, rejected: 0, completed: 9 });
    expect(data.document_requests.open.count).toBe(2);
    expect(data.document_requests.overdue.count).toBe(1);
    expect(data.certificates_expiring.within_30_days.count).toBe(1);
    expect(data.certificates_expiring.within_90_days.count).toBe(2);
    expect(data.revenue.this_month.month).toBe('2026-05');
    expect(data.revenue.last_month.month).toBe('2026-04');
    expect(data.revenue.this_month.invoices).toBe(2);
    expect(data.revenue.last_month.invoices).toBe(1);
    expect(data.revenue.this_month.amount).toBe(2 * data.revenue.last_month.amount);
    expect(data.revenue.last_month.amount).toBeGreaterThan(0);
  });

  it('a collective-leave day an admin adds takes a day off every target at once', async () => {
    const save = await admin.agent.post(apiPath('admin/calendar/save.php'), {
      date: '2026-05-15',
      note: 'Cuti bersama Kenaikan',
    });
    expect(save.statusCode).toBe(200);
    const data = await stats();
    expect(data.company_verification.over_sla).toBe(1);
    expect(data.application_review.over_sla).toBe(1);
    expect(data.payment_verification.over_sla).toBe(1);
    await admin.agent.post(apiPath('admin/calendar/delete.php'), { date: '2026-05-15' });
    expect((await stats()).company_verification.over_sla).toBe(2);
  });

  it('each list_url opens a list whose total is the count shown', async () => {
    const data = await stats();
    const checks: { count: number; list_url: string }[] = [
      data.company_verification,
      data.payment_verification,
      data.application_review,
      data.certificate_publication,
      data.answered_requests,
      ...data.applications_by_status,
      data.document_requests.open,
      data.document_requests.overdue,
      data.certificates_expiring.within_30_days,
      data.certificates_expiring.within_90_days,
    ];
    for (const { count, list_url } of checks) {
      const res = await admin.agent.get(apiListOf(list_url));
      expect(res.statusCode, list_url).toBe(200);
      expect(res.json().data.total, list_url).toBe(count);
    }
  });

  it("each queue's dashboard figure is its menu count", async () => {
    const data = await stats();
    const counts = (await admin.agent.get(apiPath('admin/menu-counts.php'))).json().data;
    expect(counts).toEqual({
      companies_waiting: data.company_verification.count,
      payments_waiting: data.payment_verification.count,
      applications_review: data.application_review.count,
      certificates_to_publish: data.certificate_publication.count,
      document_requests_answered: data.answered_requests.count,
      // The four-eyes requests the reader may decide have a menu entry, not a dashboard card.
      approvals_pending: 0,
      // The appeal and complaint queues' tiles read their own lists (appeals.test.ts checks they agree).
      appeals_waiting: 0,
      complaints_waiting: 0,
    });
  });
});
