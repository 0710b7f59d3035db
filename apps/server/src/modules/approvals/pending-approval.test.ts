import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, APPROVAL_TTL_MS, COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { createActor, type Actor } from '../../../test/actors';
import { submitted, setStatus } from '../../../test/application-kit';
import { adminWith, decide, publishedCertificate } from '../../../test/four-eyes-kit';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { approvals, auditLog } from '../../db/schema';
import { expireApprovals } from './expire-job';

/**
 * What a waiting four-eyes request shows where its action is offered
 * (docs/business-rules.md#four-eyes): `pending_approval` on the row of Manajemen Transaksi whose
 * refund waits, and on the admin certificate detail whose revocation or revision waits; gone once
 * the request is decided, withdrawn or expired.
 */
let ctx: TestContext;
let finance: Actor;
let finance2: Actor;
let certification: Actor;
let certification2: Actor;
let owner: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  finance = await adminWith(ctx, 'finance');
  finance2 = await adminWith(ctx, 'finance');
  certification = await adminWith(ctx, 'certification');
  certification2 = await adminWith(ctx, 'certification');
  owner = await createActor(ctx, {
    status: USER_STATUS.VERIFIED,
    companyStatus: COMPANY_STATUS.VERIFIED,
    complete: true,
  });
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;

type Row = { uuid_invoice: string; pending_approval: Record<string, unknown> | null };
/** Every row of Manajemen Transaksi (one page holds them all in this test database). */
async function rows(admin: Actor): Promise<Row[]> {
  const res = await admin.agent.get(`${apiPath('admin/transactions/list.php')}?per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Row[];
}
const rowOf = async (admin: Actor, uuid: string) => (await rows(admin)).find((r) => r.uuid_invoice === uuid)!;

/** Two paid invoices of rejected applications: both may be refunded. */
async function refundable() {
  const a = await submitted(ctx, owner);
  await setStatus(ctx, a.codeReg, 'rejected', 'paid');
  const b = await submitted(ctx, owner);
  await setStatus(ctx, b.codeReg, 'rejected', 'paid');
  return [a.invoice.uuid_invoice, b.invoice.uuid_invoice] as const;
}
const askRefund = async (uuid: string) => {
  const res = await finance.agent.post(apiPath('admin/transactions/refund.php'), {
    uuid_invoice: uuid,
    reason: 'Ditolak',
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.approval.uuid as string;
};

describe('Manajemen Transaksi: a waiting refund on its row', () => {
  it('shows on its invoice row and on no other, naming who asked, when and until when', async () => {
    const [asked, other] = await refundable();
    expect((await rowOf(finance, asked)).pending_approval).toBeNull();
    const uuid = await askRefund(asked);
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, uuid));

    const list = await rows(finance2);
    const withRequest = list.filter((r) => r.pending_approval !== null);
    expect(withRequest.map((r) => r.uuid_invoice)).toEqual([asked]);
    expect(list.find((r) => r.uuid_invoice === other)!.pending_approval).toBeNull();
    expect(withRequest[0].pending_approval).toEqual({
      uuid,
      action: 'invoice.refund',
      requested_by_name: finance.user.name,
      requested_at: row.requestedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    });
    expect(Date.parse(withRequest[0].pending_approval!.expires_at as string) - row.requestedAt.getTime()).toBe(
      APPROVAL_TTL_MS,
    );
  });

  it('is gone after approval, after rejection, after withdrawal and once expired', async () => {
    const [approved, rejected] = await refundable();
    const [withdrawn, expired] = await refundable();
    const a = await askRefund(approved);
    const r = await askRefund(rejected);
    const w = await askRefund(withdrawn);
    const e = await askRefund(expired);
    const mine = [approved, rejected, withdrawn, expired];
    const waiting = (await rows(finance)).filter((x) => mine.includes(x.uuid_invoice) && x.pending_approval);
    expect(waiting.map((x) => x.uuid_invoice).sort()).toEqual([...mine].sort());

    expect((await decide(finance2, a, 'approve')).statusCode).toBe(200);
    expect((await decide(finance2, r, 'reject', 'Belum waktunya')).statusCode).toBe(200);
    expect((await finance.agent.post(apiPath('admin/approvals/withdraw.php'), { uuid: w })).statusCode).toBe(200);
    for (const uuid of [approved, rejected, withdrawn])
      expect((await rowOf(finance, uuid)).pending_approval).toBeNull();
    expect((await rowOf(finance, expired)).pending_approval).toMatchObject({ uuid: e });

    // Past its expiry it no longer shows, even before the job has marked it expired.
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, e));
    await db()
      .update(approvals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvals.uuid, e));
    expect((await rowOf(finance, expired)).pending_approval).toBeNull();
    await expireApprovals(ctx.app.deps, new Date(Date.now()));
    const [after] = await db().select().from(approvals).where(eq(approvals.uuid, e));
    expect([row.status, after.status]).toEqual(['pending', 'expired']);
    expect((await rowOf(finance, expired)).pending_approval).toBeNull();

    // The request gone, the refund may be asked for again, and shows again.
    const again = await askRefund(rejected);
    expect((await rowOf(finance, rejected)).pending_approval).toMatchObject({ uuid: again });
  });

  it('asking again for a request past its expiry, before the job has run, expires it as the job would and waits anew', async () => {
    const [invoice] = await refundable();
    const old = await askRefund(invoice);
    const twice = await finance.agent.post(apiPath('admin/transactions/refund.php'), {
      uuid_invoice: invoice,
      reason: 'Ditolak',
    });
    expect(twice.statusCode).toBe(409);

    await db()
      .update(approvals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(approvals.uuid, old));
    // The row shows the Refund button again (no pending_approval), so pressing it must work.
    expect((await rowOf(finance, invoice)).pending_approval).toBeNull();
    const fresh = await askRefund(invoice);
    expect(fresh).not.toBe(old);
    const [oldRow] = await db().select().from(approvals).where(eq(approvals.uuid, old));
    expect(oldRow.status).toBe('expired');
    const expiredAudit = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.expired'), eq(auditLog.entityId, old)));
    expect(expiredAudit).toHaveLength(1);
    expect((await rowOf(finance, invoice)).pending_approval).toMatchObject({ uuid: fresh });
  });

  it('the list stays 401 without a session and 403 for a company user', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/transactions/list.php'))).statusCode).toBe(401);
    const res = await owner.agent.get(apiPath('admin/transactions/list.php'));
    expect(res.statusCode).toBe(403);
  });
});

describe('the admin certificate detail: a waiting revocation or revision', () => {
  const detail = async (admin: Actor, uuid: string) => {
    const res = await admin.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=${uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.certificate as { pending_approval: Record<string, unknown> | null };
  };

  it('a revocation request shows on its certificate only, and is gone once approved', async () => {
    const cert = await publishedCertificate(ctx, owner, certification);
    const other = await publishedCertificate(ctx, owner, certification);
    expect((await detail(certification, cert.uuid)).pending_approval).toBeNull();
    const res = await certification.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.uuid,
      reason: 'Dokumen palsu',
    });
    expect(res.statusCode, res.body).toBe(202);
    const uuid = res.json().data.approval.uuid as string;
    expect((await detail(certification2, cert.uuid)).pending_approval).toMatchObject({
      uuid,
      action: 'certificate.revoke',
      requested_by_name: certification.user.name,
    });
    expect((await detail(certification2, other.uuid)).pending_approval).toBeNull();
    // The company's own view never carries it.
    const own = await owner.agent.get(`${apiPath('certificates/detail.php')}?uuid=${cert.uuid}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.certificate).not.toHaveProperty('pending_approval');

    expect((await decide(certification2, uuid, 'approve')).statusCode).toBe(200);
    expect((await detail(certification, cert.uuid)).pending_approval).toBeNull();
  });

  it('a revision of the company name shows as `certificate.revise`', async () => {
    const cert = await publishedCertificate(ctx, owner, certification);
    const res = await certification.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.uuid,
      reason: 'Nama berubah',
      company_name: 'PT Nama Baru Lagi',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await detail(certification2, cert.uuid)).pending_approval).toMatchObject({
      uuid: res.json().data.approval.uuid,
      action: 'certificate.revise',
    });
  });

  it('the detail stays 401 without a session and 403 for a company user', async () => {
    const cert = await publishedCertificate(ctx, owner, certification);
    const path = `${apiPath('admin/certificates/detail.php')}?uuid=${cert.uuid}`;
    expect((await new Agent(ctx.app).get(path)).statusCode).toBe(401);
    expect((await owner.agent.get(path)).statusCode).toBe(403);
  });
});
