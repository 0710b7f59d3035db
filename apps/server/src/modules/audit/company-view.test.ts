import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZAuditListResponse, ZDashboardStatsResponse } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, setStatus, submitted, verifiedCompany } from '../../../test/application-kit';

/**
 * The company's own timeline shows its events without internal notes
 * (docs/business-rules.md#audit-trail): a clerk's note on a verification or an approval is kept
 * in the audit trail for administrators; a reason the company is told stays on its timeline.
 */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const TOLD = 'Bukti transfer buram, unggah ulang';
const VERIFY_NOTE = 'INTERNAL-7Q cocok dengan mutasi BCA 12/3';
const APPROVE_NOTE = 'INTERNAL-9Z dicek ulang oleh Budi';

async function ok<R extends { statusCode: number; body: string }>(res: R): Promise<R> {
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe("the company's view of its history", () => {
  it('shows the verification and the approval, never the clerk notes on them; the reason it is told is shown; the audit trail keeps the notes', async () => {
    const { codeReg, invoice } = await submitted(ctx, company);
    const decidePayment = (decision: 'verify' | 'reject', note: string) =>
      admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: invoice.uuid_invoice, decision, note });

    await setStatus(ctx, codeReg, 'submitted', 'waiting_confirmation');
    await ok(await decidePayment('reject', TOLD));
    await setStatus(ctx, codeReg, 'submitted', 'waiting_confirmation');
    await ok(await decidePayment('verify', VERIFY_NOTE));
    await ok(
      await admin.agent.post(apiPath('admin/applications/decide.php'), {
        code_reg: codeReg,
        decision: 'approve',
        note: APPROVE_NOTE,
      }),
    );

    // Everything the company's endpoints answer about it.
    const detail = (
      await ok(await company.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`))
    ).json().data.application;
    const inv = (
      await ok(await company.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${invoice.uuid_invoice}`))
    ).json().data.invoice;
    const dashboardRes = await ok(await company.agent.get(apiPath('dashboard/stats.php')));
    const notificationsRes = await ok(await company.agent.get(apiPath('notifications/list.php')));
    for (const body of [JSON.stringify(detail), JSON.stringify(inv), dashboardRes.body, notificationsRes.body]) {
      expect(body).not.toContain('INTERNAL-');
      expect(body).not.toContain('mutasi BCA');
      expect(body).not.toContain('oleh Budi');
    }

    // The events themselves are there.
    expect(detail.status).toBe('approved');
    expect(detail.timeline.map((e: { name: string }) => e.name)).toEqual(['create', 'submit', 'pay', 'approve']);
    expect(detail.timeline.find((e: { name: string }) => e.name === 'approve')).toMatchObject({
      to_status: 'approved',
      note: null,
    });
    const history = inv.status_history as { name: string; note: string | null }[];
    expect(history.map((e) => e.name)).toEqual(['issue', 'reject_proof', 'verify']);
    // The reason the company is told stays on its timeline.
    expect(history.find((e) => e.name === 'reject_proof')?.note).toBe(TOLD);
    expect(history.find((e) => e.name === 'verify')?.note).toBeNull();
    const activity = ZDashboardStatsResponse.parse(dashboardRes.json().data).recent_activity;
    expect(activity.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['application.approve', 'invoice.verify', 'invoice.reject_proof']),
    );
    expect(activity.find((a) => a.kind === 'application.approve')).toMatchObject({
      reference: codeReg,
      to_status: 'approved',
      actor: 'admin',
    });

    // The administrators' record keeps the clerk notes as the reasons of the actions.
    const audit = async (query: string) =>
      ZAuditListResponse.parse(
        (await ok(await admin.agent.get(`${apiPath('admin/audit/list.php')}?${query}`))).json().data,
      ).items;
    const [approve] = await audit(`entity_type=application&entity_id=${codeReg}&action=application.approve`);
    expect(approve).toMatchObject({
      actor_email: admin.user.email,
      actor_role: 'admin',
      reason: APPROVE_NOTE,
      after: { status: 'approved' },
    });
    const invoiceRows = await audit(`entity_type=invoice&entity_id=${invoice.uuid_invoice}&sort=oldest`);
    expect(invoiceRows.map((r) => [r.action, r.reason])).toEqual([
      ['invoice.issue', null],
      ['invoice.reject_proof', TOLD],
      ['invoice.verify', VERIFY_NOTE],
    ]);
    // And a company user cannot read that record.
    expect((await company.agent.get(`${apiPath('admin/audit/list.php')}?entity_id=${codeReg}`)).statusCode).toBe(403);
  });
});
