import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { insertSubmittedWithInvoice } from '../../../test/fixtures/workflow';
import { applicationEvents, applications, invoiceEvents, invoices, notifications } from '../../db/schema';
import { createScheduler } from '../../infra/scheduler';
import { scheduledJobs } from '../../jobs';
import { EXPIRE_INVOICES_JOB, expireOverdueInvoices } from '.';

/** The due-date cancellation with a clock the test moves (docs/business-rules.md#scheduled-work). */
let ctx: TestContext;
let owner: Actor;
let clock = new Date('2026-10-01T03:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
});
afterAll(async () => ctx.close());

const status = async (id: number) =>
  (await ctx.app.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0].status;
const appStatus = async (id: number) =>
  (await ctx.app.deps.db.select().from(applications).where(eq(applications.id, id)))[0].status;

describe('expire-invoices job', () => {
  it('cancels pending invoices once their WIB due date has passed, sends the application back to draft, notifies; never a waiting one', async () => {
    const db = ctx.app.deps.db;
    const who = { companyId: owner.company!.id, userId: owner.user.id };
    // Issued 2026-10-01 10:00 WIB: due 2026-10-15 (WIB), the whole day counts.
    const issuedAt = new Date('2026-10-01T03:00:00Z');
    const pending = await insertSubmittedWithInvoice(db, who, { issuedAt });
    const waiting = await insertSubmittedWithInvoice(db, who, { issuedAt, status: 'waiting_confirmation' });
    expect(pending.invoice.dueDate).toBe('2026-10-15');

    // 23:59 WIB on the due date: still payable.
    expect(await expireOverdueInvoices(ctx.app.deps, new Date('2026-10-15T16:59:00Z'))).toEqual({ cancelled: 0 });
    expect(await status(pending.invoice.id)).toBe('pending');

    // 00:00 WIB the day after, through the scheduler with the moved clock.
    clock = new Date('2026-10-15T17:00:00Z');
    const scheduler = createScheduler({ db, clock: { now: () => clock } });
    for (const job of scheduledJobs(ctx.app.deps)) scheduler.register(job);
    expect(scheduler.jobs.map((j) => j.name)).toContain(EXPIRE_INVOICES_JOB.name);
    const outcomes = await scheduler.tick();
    expect(outcomes.find((o) => o.job === EXPIRE_INVOICES_JOB.name)).toEqual({
      job: EXPIRE_INVOICES_JOB.name,
      state: 'ran',
      result: { cancelled: 1 },
    });

    expect(await status(pending.invoice.id)).toBe('cancelled');
    expect(await appStatus(pending.application.id)).toBe('draft');
    expect(await status(waiting.invoice.id)).toBe('waiting_confirmation');
    expect(await appStatus(waiting.application.id)).toBe('submitted');
    const [event] = await db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, pending.invoice.id));
    expect(event).toMatchObject({ name: 'expire', fromStatus: 'pending', toStatus: 'cancelled', actorUserId: null });
    const [appEvent] = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, pending.application.id));
    expect(appEvent).toMatchObject({ name: 'expire_invoice', toStatus: 'draft', actorUserId: null });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notes.map((n) => [n.kind, (n.params as { cause: string }).cause])).toEqual([
      ['invoice_cancelled', 'expired'],
    ]);

    // A second run finds nothing more to do.
    expect(await expireOverdueInvoices(ctx.app.deps, clock)).toEqual({ cancelled: 0 });
  });
});
