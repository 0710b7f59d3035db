import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, parseTransId } from '@portal/contract';
import { invoices } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { completeDraft, verifiedCompany } from '../../../test/application-kit';

/**
 * 50 companies submit at the same moment (docs/business-rules.md#invoices): 50 invoices with 50
 * distinct, consecutive numbers of one month, no gap and no duplicate (docs/decisions/026).
 */
let ctx: TestContext;
const N = 50;
let companies: { actor: Actor; codeReg: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  companies = [];
  for (let i = 0; i < N; i++) {
    const actor = await verifiedCompany(ctx);
    companies.push({ actor, codeReg: await completeDraft(ctx, actor, { subBidangCodes: ['PB001'] }) });
  }
}, 240_000);
afterAll(async () => ctx.close());

describe('50 simultaneous submissions', () => {
  it('get 50 distinct, consecutive transIds', async () => {
    const results = await Promise.all(
      companies.map(({ actor, codeReg }) =>
        actor.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    const ids = results.map((r) => r.json().data.invoice.transId as string);
    expect(new Set(ids).size).toBe(N);
    const parsed = ids.map((id) => parseTransId(id)!);
    expect(new Set(parsed.map((p) => `${p.year}${p.month}`)).size).toBe(1);
    const seqs = parsed.map((p) => p.sequence).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: N }, (_, i) => seqs[0] + i));
    const rows = await ctx.app.deps.db
      .select({ transId: invoices.transId })
      .from(invoices)
      .where(inArray(invoices.transId, ids));
    expect(rows).toHaveLength(N);
  }, 120_000);
});
