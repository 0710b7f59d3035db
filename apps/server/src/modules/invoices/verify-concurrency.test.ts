import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, USER_STATUS } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { cookieHeader, createActor, type Actor } from '../../../test/actors';
import { insertSubmittedWithInvoice } from '../../../test/fixtures/workflow';
import { applicationEvents, applications, invoiceEvents, invoices, mailQueue, notifications } from '../../db/schema';

/**
 * Exactly once (docs/business-rules.md#payment-verification): 50 simultaneous verify calls on
 * one invoice make one transition and one set of notifications. On PostgreSQL the calls run on
 * the pool's connections at the same time; on PGlite one after another.
 */
let ctx: TestContext;
let admin: Actor;
let owner: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
});
afterAll(async () => ctx.close());

describe('admin/payments/verify.php under concurrency', () => {
  it('50 simultaneous verify calls: one transition, one notification, one mail; every call answers the paid invoice', async () => {
    const db = ctx.app.deps.db;
    const { invoice, application } = await insertSubmittedWithInvoice(
      db,
      { companyId: owner.company!.id, userId: owner.user.id },
      { status: 'waiting_confirmation' },
    );
    const token = await admin.agent.ensureCsrf();
    const call = () =>
      ctx.app.inject({
        method: 'POST',
        url: apiPath('admin/payments/verify.php'),
        headers: { cookie: cookieHeader(admin.agent), 'x-csrf-token': token },
        payload: { uuid_invoice: invoice.uuid, decision: 'verify', csrf_token: token },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, call));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((r) => r.json().data.invoice.status))).toEqual(new Set(['paid']));

    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.status).toBe('paid');
    expect((await db.select().from(applications).where(eq(applications.id, application.id)))[0].status).toBe(
      'under_review',
    );
    expect(
      await db
        .select()
        .from(invoiceEvents)
        .where(and(eq(invoiceEvents.invoiceId, invoice.id), eq(invoiceEvents.name, 'verify'))),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.name, 'pay'))),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'invoice_paid'))),
    ).toHaveLength(1);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email))).toHaveLength(1);
  });
});
