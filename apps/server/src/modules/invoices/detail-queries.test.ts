import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, USER_STATUS, ZInvoiceResponse } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, seedDocument, type Actor } from '../../../test/actors';
import { insertSubmittedWithInvoice } from '../../../test/fixtures/workflow';
import type { SentStatement } from '../../db/client';
import { documents, invoiceEvents } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** transactions/detail.php reads a fixed number of statements, however long the history and however many proofs (no N+1). */
let ctx: TestContext;
let owner: Actor;
let admin: Actor;
const sent: SentStatement[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ onStatement: (s) => sent.push(s) });
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
});
afterAll(async () => ctx.close());

async function statementsFor(uuid: string): Promise<number> {
  sent.length = 0;
  const res = await owner.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${uuid}`);
  expect(res.statusCode).toBe(200);
  ZInvoiceResponse.parse(res.json().data);
  return sent.length;
}

describe('transactions/detail.php statements', () => {
  it('the same count for an invoice with no history and one with many events and proofs', async () => {
    const db = ctx.app.deps.db;
    const who = { companyId: owner.company!.id, userId: owner.user.id };
    const bare = await insertSubmittedWithInvoice(db, who);
    const busy = await insertSubmittedWithInvoice(db, who);
    for (let i = 0; i < 6; i++) {
      await db.insert(invoiceEvents).values({
        invoiceId: busy.invoice.id,
        name: 'upload_proof',
        fromStatus: 'pending',
        toStatus: 'waiting_confirmation',
        actorUserId: i % 2 ? owner.user.id : admin.user.id,
        at: new Date(),
      });
      const doc = await seedDocument(ctx, owner, 'bukti_transfer', { category: 'payment_proof', isCurrent: i === 5 });
      await db.update(documents).set({ invoiceId: busy.invoice.id }).where(eq(documents.id, doc.id));
    }
    // The first call also reads the working-day calendar of the applicant's clock, which is then
    // kept per year (dashboard/holidays.ts): counted warm.
    await statementsFor(bare.invoice.uuid);
    const few = await statementsFor(bare.invoice.uuid);
    const many = await statementsFor(busy.invoice.uuid);
    expect(many).toBe(few);
    const res = ZInvoiceResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${busy.invoice.uuid}`)).json().data,
    );
    expect([res.invoice.status_history.length, res.invoice.proofs.length]).toEqual([6, 6]);
  });
});
