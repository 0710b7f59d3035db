import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, USER_STATUS, ZApplicantClock } from '@portal/contract';
import { applications, companies, invoices } from '../../db/schema';
import { createActor, login, type Actor } from '../../../test/actors';
import { adminActor, submitted, verifiedCompany } from '../../../test/application-kit';
import { createTestContext, type TestContext } from '../../../test/helpers';

/**
 * The applicant's clock on the wire (docs/business-rules.md#applicant-clock): the application's
 * detail, the payment page's invoice and the dashboard's registration carry the date the body
 * promised, counted with the admin's working-day calendar: Christmas (a national holiday) and a
 * collective-leave day an administrator adds are both skipped, and the day passed is said so.
 */
let now = new Date('2026-12-21T03:00:00Z'); // Monday 21 December 2026, 10:00 WIB
let ctx: TestContext;
let owner: Actor;
let admin: Actor;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
  owner = await verifiedCompany(ctx);
  admin = await adminActor(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.app.deps.db;
const detailClock = async (codeReg: string, agent = owner.agent) => {
  const res = await agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZApplicantClock.parse(res.json().data.application.clock);
};

describe('the date the body promised', () => {
  it('an application in review: five working days over Christmas and the collective-leave day an admin adds', async () => {
    const { codeReg } = await submitted(ctx, owner);
    await db()
      .update(applications)
      .set({ status: 'under_review', statusChangedAt: now })
      .where(eq(applications.codeReg, codeReg));
    // Tue 22, Wed 23, (Thu 24), (Fri 25 Natal), Mon 28, Tue 29: without the leave day, the 29th.
    expect(await detailClock(codeReg)).toMatchObject({
      step: 'review',
      waiting_on: 'body',
      act_by: '2026-12-29',
      sla_working_days: 5,
      overdue: false,
    });
    const save = await admin.agent.post(apiPath('admin/calendar/save.php'), {
      date: '2026-12-24',
      note: 'Cuti bersama Natal',
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await detailClock(codeReg)).act_by).toBe('2026-12-30');
    // Past the promised day (WIB), the clock says so (a session of that day: sessions last 12 hours).
    now = new Date('2026-12-30T16:59:00Z'); // 23:59 WIB on the 30th
    expect((await detailClock(codeReg, (await login(ctx, owner.user.id)).agent)).overdue).toBe(false);
    now = new Date('2026-12-30T17:00:00Z'); // midnight WIB
    expect((await detailClock(codeReg, (await login(ctx, owner.user.id)).agent)).overdue).toBe(true);
    now = new Date('2026-12-21T03:00:00Z');
  });

  it('a transfer proof sent on the eve of the long weekend: verified by the next working day', async () => {
    const { invoice } = await submitted(ctx, owner);
    const proofAt = new Date('2026-12-23T08:00:00Z'); // Wednesday 15:00 WIB
    await db()
      .update(invoices)
      .set({ status: 'waiting_confirmation', statusChangedAt: proofAt })
      .where(eq(invoices.uuid, invoice.uuid_invoice));
    const res = await owner.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${invoice.uuid_invoice}`);
    expect(ZApplicantClock.parse(res.json().data.invoice.clock)).toMatchObject({
      step: 'payment_verification',
      waiting_on: 'body',
      act_by: '2026-12-28',
    });
  });

  it("an invoice to pay is the company's own step, due on the invoice's due date", async () => {
    const { codeReg, invoice } = await submitted(ctx, owner);
    const [row] = await db().select().from(invoices).where(eq(invoices.uuid, invoice.uuid_invoice));
    expect(await detailClock(codeReg)).toMatchObject({ step: 'payment', waiting_on: 'company', act_by: row.dueDate });
  });

  it('a registration in review: three working days after its submission, on the dashboard', async () => {
    const fresh = await createActor(ctx, { status: USER_STATUS.ACTIVE, companyStatus: COMPANY_STATUS.IN_REVIEW });
    await db().update(companies).set({ submittedAt: now }).where(eq(companies.id, fresh.company!.id));
    const stats = (await fresh.agent.get(apiPath('dashboard/stats.php'))).json().data;
    expect(ZApplicantClock.parse(stats.registration_clock)).toMatchObject({
      step: 'registration_review',
      act_by: '2026-12-28',
      sla_working_days: 3,
    });
    expect((await owner.agent.get(apiPath('dashboard/stats.php'))).json().data.registration_clock).toMatchObject({
      step: 'registration_approved',
      waiting_on: 'none',
    });
  });
});
