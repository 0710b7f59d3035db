import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, ZAdminAnalyticsSummaryResponse, ZAnalyticsSummaryResponse } from '@portal/contract';
import { ADMIN_ANALYTICS_TTL_MS } from './analytics-service';
import { applications } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import type { Actor } from '../../../test/actors';
import { insertApplication, insertInvoice } from '../../../test/fixtures/workflow';
import { insertCertificate } from '../../../test/fixtures/stats';
import { eq } from 'drizzle-orm';

const NOW = new Date('2026-05-20T03:00:00Z'); // Wednesday; this WIB week starts Monday 18 May
const at = (iso: string) => new Date(iso);
/** The server's clock: moved on by the test of the admin figures' cache. */
let now = NOW;

let ctx: TestContext;
let owner: Actor;
let admin: Actor;
let invoiceTotal = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
  const db = ctx.app.deps.db;
  owner = await verifiedCompany(ctx);
  admin = await adminActor(ctx);
  const who = { companyId: owner.company!.id, userId: owner.user.id };
  // 31 May 2025 20:00 UTC is 1 June WIB: inside the window (June 2025 … May 2026); 31 May 2025 16:00 UTC is not.
  await insertApplication(db, { ...who, status: 'draft', createdAt: at('2025-05-31T20:00:00Z') });
  await insertApplication(db, { ...who, status: 'draft', createdAt: at('2025-05-31T16:00:00Z') });
  const a1 = await insertApplication(db, { ...who, status: 'completed', createdAt: at('2026-03-02T03:00:00Z') });
  await db
    .update(applications)
    .set({ submittedAt: at('2026-03-02T03:00:00Z') })
    .where(eq(applications.id, a1.id));
  const paid = await insertInvoice(db, a1, { status: 'paid', issuedAt: at('2026-03-03T03:00:00Z') });
  invoiceTotal = paid.total;
  await insertInvoice(
    db,
    await insertApplication(db, { ...who, status: 'submitted', createdAt: at('2026-05-18T03:00:00Z') }),
    { status: 'pending', issuedAt: at('2026-05-18T03:00:00Z') },
  );
  await insertInvoice(
    db,
    await insertApplication(db, { ...who, status: 'draft', createdAt: at('2026-05-19T03:00:00Z') }),
    { status: 'cancelled', issuedAt: at('2026-05-19T03:00:00Z') },
  );
  // Issued 12.5 days after the submission.
  await insertCertificate(db, a1, { issuedAt: at('2026-03-14T15:00:00Z'), validUntil: '2029-03-14' });
  const old = await insertApplication(db, { ...who, status: 'completed', createdAt: at('2023-04-01T03:00:00Z') });
  await insertCertificate(db, old, {
    status: 'expired',
    issuedAt: at('2023-04-20T03:00:00Z'),
    validUntil: '2026-04-19',
  });
  // Another company: only in the admin's figures.
  const other = await verifiedCompany(ctx);
  await insertApplication(db, {
    companyId: other.company!.id,
    userId: other.user.id,
    status: 'submitted',
    createdAt: at('2026-05-11T03:00:00Z'),
  });
});
afterAll(async () => ctx.close());

describe('GET analytics/summary.php', () => {
  it('answers 401 without a session and 403 to an administrator', async () => {
    expect((await new Agent(ctx.app).get(apiPath('analytics/summary.php'))).statusCode).toBe(401);
    expect((await admin.agent.get(apiPath('analytics/summary.php'))).statusCode).toBe(403);
  });

  it("gives the company's 12 WIB months, oldest first", async () => {
    const res = await owner.agent.get(apiPath('analytics/summary.php'));
    expect(res.statusCode).toBe(200);
    const { months } = ZAnalyticsSummaryResponse.parse(res.json().data);
    expect(months.map((m) => m.month)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    const by = Object.fromEntries(months.map((m) => [m.month, m]));
    expect(by['2025-06']!.applications.draft).toBe(1);
    expect(by['2026-03']).toMatchObject({ invoiced: invoiceTotal, paid: invoiceTotal, certificates_issued: 1 });
    expect(by['2026-03']!.applications.completed).toBe(1);
    expect(by['2026-04']!.certificates_expiring).toBe(1);
    expect(by['2026-05']!.applications).toMatchObject({ submitted: 1, draft: 1 });
    expect(by['2026-05']!.invoiced).toBeGreaterThan(0); // the pending one; the cancelled one is left out
    expect(by['2026-05']!.paid).toBe(0);
    expect(months.reduce((n, m) => n + Object.values(m.applications).reduce((a, b) => a + b, 0), 0)).toBe(4);
  });
});

describe('GET admin/analytics/summary.php', () => {
  it('answers 401 without a session and 403 to a company', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/analytics/summary.php'))).statusCode).toBe(401);
    expect((await owner.agent.get(apiPath('admin/analytics/summary.php'))).json().code).toBe('FORBIDDEN');
  });

  it("gives everyone's months, applications per week and the median days to a certificate", async () => {
    const res = await admin.agent.get(apiPath('admin/analytics/summary.php'));
    expect(res.statusCode).toBe(200);
    const data = ZAdminAnalyticsSummaryResponse.parse(res.json().data);
    expect(data.months.find((m) => m.month === '2026-05')!.applications.submitted).toBe(2);
    expect(data.weeks).toHaveLength(12);
    expect(data.weeks.at(-1)).toEqual({ week_start: '2026-05-18', applications: 2 });
    expect(data.weeks.at(-2)).toEqual({ week_start: '2026-05-11', applications: 1 });
    expect(data.weeks[0]!.week_start).toBe('2026-03-02');
    expect(data.weeks[0]!.applications).toBe(1);
    expect(data.days_to_certificate.find((m) => m.month === '2026-03')).toEqual({
      month: '2026-03',
      median_days: 12.5,
      certificates: 1,
    });
    expect(data.days_to_certificate.find((m) => m.month === '2026-04')).toEqual({
      month: '2026-04',
      median_days: null,
      certificates: 0,
    });
  });

  it('keeps its figures for a minute, then refreshes them in the background (docs/decisions/090)', async () => {
    const thisWeek = async () =>
      ZAdminAnalyticsSummaryResponse.parse(
        (await admin.agent.get(apiPath('admin/analytics/summary.php'))).json().data,
      ).weeks.at(-1)!.applications;
    const before = await thisWeek();
    const other = await verifiedCompany(ctx);
    await insertApplication(ctx.app.deps.db, {
      companyId: other.company!.id,
      userId: other.user.id,
      status: 'submitted',
      createdAt: at('2026-05-19T05:00:00Z'),
    });
    now = new Date(NOW.getTime() + ADMIN_ANALYTICS_TTL_MS - 1_000);
    expect(await thisWeek()).toBe(before);
    // The company's own figures are never kept.
    expect(
      (await other.agent.get(apiPath('analytics/summary.php'))).json().data.months.at(-1).applications.submitted,
    ).toBe(1);
    now = new Date(NOW.getTime() + ADMIN_ANALYTICS_TTL_MS + 1_000);
    await vi.waitFor(async () => expect(await thisWeek()).toBe(before + 1), { timeout: 5_000, interval: 50 });
  });
});
