import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { applications, invoices } from '../../db/schema';
import type { Actor } from '../../../test/actors';
import { completeDraft, draftBody, verifiedCompany } from '../../../test/application-kit';
import { testClock } from '../../../test/auth-kit';
import { insertCertified, type CertificateRow } from '../../../test/fixtures/workflow';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { loginAgent } from '../../../test/session-utils';

/**
 * Renewal and upgrade applications against the certificate they name
 * (docs/business-rules.md#renewal-window). Certificates issued 2026-11-25 are valid through
 * 2029-11-24; the renewal window runs 2029-08-26 … 2030-02-22 (WIB, both included).
 */
// 2029-08-25 17:00 WIB: the day before the window opens.
const clock = testClock(Date.parse('2029-08-25T10:00:00Z'));
const ISSUED = '2026-11-25';

let ctx: TestContext;
let alice: Actor;
let bob: Actor;
const ownerOf = (a: Actor) => ({ companyId: a.company!.id, userId: a.user.id });
const certify = (a: Actor, o: Parameters<typeof insertCertified>[2] = {}) =>
  insertCertified(ctx.app.deps.db, ownerOf(a), { issuedOn: ISSUED, ...o }).then((r) => r.certificate);
const create = (a: Actor, type: 'renewal' | 'upgrade', cert: { uuid: string }, over: Record<string, unknown> = {}) =>
  a.agent.post(
    apiPath('applications/create.php'),
    draftBody({ applicationType: type, certificateUuid: cert.uuid, ...over }),
  );
/** Moves the clock to `at` and logs both companies in again (a session idles out after an hour). */
async function travelTo(at: string) {
  clock.advance(Date.parse(at) - clock.now().getTime());
  for (const a of [alice, bob]) a.agent = (await loginAgent(ctx, a.user.id)).agent;
}
const deleteDraft = (a: Actor, codeReg: string) =>
  a.agent.post(apiPath('applications/delete.php'), { code_reg: codeReg });

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  alice = await verifiedCompany(ctx);
  bob = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

describe('renewal window', () => {
  let cert: CertificateRow;
  beforeAll(async () => {
    cert = await certify(alice);
  });

  it('refuses a renewal before the window with 409 and the window dates', async () => {
    const res = await create(alice, 'renewal', cert);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Perpanjangan dapat diajukan mulai 26 Agustus 2029.',
      data: { window_opens: '2029-08-26', window_closes: '2030-02-22' },
    });
  });

  it('accepts it on the first day of the window, names the certificate, and refuses a second live one', async () => {
    await travelTo('2029-08-25T17:00:00Z'); // 2029-08-26 00:00 WIB
    const res = await create(alice, 'renewal', cert);
    expect(res.statusCode).toBe(201);
    const app = res.json().data.application;
    expect(app).toMatchObject({ type: 'renewal', certificate_uuid: cert.uuid });
    const [row] = await ctx.app.deps.db.select().from(applications).where(eq(applications.codeReg, app.code_reg));
    expect(row.certificateId).toBe(cert.id);

    for (const type of ['renewal', 'upgrade'] as const) {
      const second = await create(alice, type, cert);
      expect(second.statusCode, type).toBe(409);
      expect(second.json()).toMatchObject({ code: 'CONFLICT', data: { code_reg: app.code_reg } });
      expect(second.json().message).toContain(app.code_reg);
    }
    // Updating the draft itself is not a second application.
    const update = await alice.agent.post(apiPath('applications/update.php'), {
      code_reg: app.code_reg,
      ...draftBody({ applicationType: 'renewal', certificateUuid: cert.uuid, notes: 'diubah' }),
    });
    expect(update.statusCode).toBe(200);
    // Once the draft is deleted the certificate is free again.
    expect((await deleteDraft(alice, app.code_reg)).statusCode).toBe(200);
    const again = await create(alice, 'renewal', cert);
    expect(again.statusCode).toBe(201);
    expect((await deleteDraft(alice, again.json().data.application.code_reg)).statusCode).toBe(200);
  });

  it('422 on certificateUuid for another company’s certificate or an unknown one', async () => {
    const bobs = await certify(bob);
    for (const target of [bobs, { uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10' }]) {
      const res = await create(alice, 'renewal', target);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.certificateUuid).toBeDefined();
    }
  });

  it('renews an expired certificate inside the window; refuses a revoked or superseded one (409)', async () => {
    const expired = await certify(alice, { status: 'expired' });
    const ok = await create(alice, 'renewal', expired);
    expect(ok.statusCode).toBe(201);
    await deleteDraft(alice, ok.json().data.application.code_reg);
    for (const status of ['revoked', 'superseded'] as const) {
      const res = await create(alice, 'renewal', await certify(alice, { status }));
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        data: { window_opens: '2029-08-26', window_closes: '2030-02-22', current_status: status },
      });
    }
  });

  it('upgrades only an active certificate, whatever the window', async () => {
    const active = await certify(alice, { issuedOn: '2029-01-10' });
    const ok = await create(alice, 'upgrade', active, { companyQualification: 'menengah' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.application.certificate_uuid).toBe(active.uuid);
    await deleteDraft(alice, ok.json().data.application.code_reg);
    const expired = await create(alice, 'upgrade', await certify(alice, { status: 'expired' }));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('INVALID_TRANSITION');
  });

  it('a renewal is priced at the renewal percentage: submitted in the window, its invoice is 80 %', async () => {
    const fresh = await certify(alice);
    const codeReg = await completeDraft(ctx, alice, { applicationType: 'renewal', certificateUuid: fresh.uuid });
    const res = await alice.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode, res.body).toBe(200);
    // Kecil, 3 sub-bidang: (2.500.000 + 2 × 500.000) × 80 % = 2.800.000; DPP 2.566.667; PPN 308.000.
    expect(res.json().data.invoice.total).toBe(3_108_000);
    const [inv] = await ctx.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.transId, res.json().data.invoice.transId));
    expect(inv.subtotal).toBe(2_800_000);
    expect(inv.lines[0].description).toContain('(perpanjangan 80%)');
  });

  it('submit re-checks the window: a draft saved inside it cannot be submitted after it closed', async () => {
    const late = await certify(alice);
    const codeReg = await completeDraft(ctx, alice, { applicationType: 'renewal', certificateUuid: late.uuid });
    // 2030-02-23 WIB: the day after the window closed.
    await travelTo('2030-02-22T17:00:00Z');
    const res = await alice.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Masa perpanjangan sertifikat ini sudah berakhir pada 22 Februari 2030.',
    });
    const [row] = await ctx.app.deps.db.select().from(applications).where(eq(applications.codeReg, codeReg));
    expect(row.status).toBe('draft');
    expect((await create(alice, 'renewal', late)).statusCode).toBe(409);
  });
});
