import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZPublishBatchResponse } from '@portal/contract';
import { certificates, companies } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, applicationRow, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';

/** Bulk publish from the publish queue (docs/business-rules.md#bulk-work). */
let ctx: TestContext;
let admin: Actor;
let alice: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  alice = await verifiedCompany(ctx, { name: 'Alice' });
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

const batch = (actor: Actor | Agent, body: Record<string, unknown>) =>
  (actor instanceof Agent ? actor : actor.agent).post(apiPath('admin/certificates/publish-batch.php'), body);

describe('POST admin/certificates/publish-batch.php', () => {
  it('401, 403 for a company, 422 for no, repeated or more than 50 applications or no signatory', async () => {
    const codeReg = await approvedApplication(ctx, alice);
    expect((await batch(new Agent(ctx.app), { code_regs: [codeReg], ...SIGNATORY })).statusCode).toBe(401);
    expect((await batch(alice, { code_regs: [codeReg], ...SIGNATORY })).json().code).toBe('FORBIDDEN');
    expect((await batch(admin, { code_regs: [], ...SIGNATORY })).json().errors.code_regs).toBeDefined();
    expect((await batch(admin, { code_regs: [codeReg, codeReg], ...SIGNATORY })).json().errors.code_regs).toBeDefined();
    const many = Array.from({ length: 51 }, (_, i) => `SP-${String(100_000_000 + i)}`);
    expect((await batch(admin, { code_regs: many, ...SIGNATORY })).statusCode).toBe(422);
    expect((await batch(admin, { code_regs: [codeReg], signatory_name: '' })).json().errors).toHaveProperty(
      'signatory_name',
    );
  });

  it('publishes each approved application under the one signatory, each in its own transaction; a refusal stops nothing', async () => {
    const first = await approvedApplication(ctx, alice);
    const notApproved = await approvedApplication(ctx, alice, { status: 'under_review' });
    const second = await approvedApplication(ctx, alice, { qualification: 'menengah' });
    const res = await batch(admin, { code_regs: [first, notApproved, 'SP-000000001', second], ...SIGNATORY });
    expect(res.statusCode).toBe(200);
    expect(res.json().message_key).toBe('certificates.batch_done');
    const data = ZPublishBatchResponse.parse(res.json().data);
    expect(data).toMatchObject({ published: 2, failed: 2 });
    expect(data.results.map((r) => [r.code_reg, r.outcome, r.error?.code ?? null])).toEqual([
      [first, 'published', null],
      [notApproved, 'failed', 'INVALID_TRANSITION'],
      ['SP-000000001', 'failed', 'NOT_FOUND'],
      [second, 'published', null],
    ]);
    const numbers = data.results.flatMap((r) => (r.certificate ? [r.certificate.number] : []));
    expect(new Set(numbers).size).toBe(2);
    for (const code of [first, second]) {
      const app = await applicationRow(ctx, code);
      expect(app!.status).toBe('completed');
      const [cert] = await ctx.app.deps.db.select().from(certificates).where(eq(certificates.applicationId, app!.id));
      expect(cert!.data).toMatchObject(SIGNATORY);
    }
    expect((await applicationRow(ctx, notApproved))!.status).toBe('under_review');
    const [company] = await ctx.app.deps.db.select().from(companies).where(eq(companies.id, alice.company!.id));
    expect(company!.status).toBe('active');

    // Published meanwhile: a second batch refuses it by itself, as publish.php would (409).
    const again = ZPublishBatchResponse.parse((await batch(admin, { code_regs: [first], ...SIGNATORY })).json().data);
    expect(again.results[0]).toMatchObject({ outcome: 'failed', error: { code: 'CONFLICT' } });
  });
});
