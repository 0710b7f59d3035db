import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, APPROVAL_TTL_MS, COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { createActor, type Actor } from '../../../test/actors';
import { submitted, setStatus } from '../../../test/application-kit';
import { adminWith, decide, publishedCertificate } from '../../../test/four-eyes-kit';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  approvals,
  auditLog,
  certificateEvents,
  certificates,
  feeSchedules,
  invoices,
  notifications,
  users,
} from '../../db/schema';
import { expireApprovals } from './expire-job';

/**
 * Four eyes (docs/business-rules.md#four-eyes, docs/decisions/101): revoking or revising a
 * certificate's name or sub-bidang, refunding and changing the fee schedule wait for another
 * administrator holding the role; the requester cannot decide their own; an approval carries the
 * action out once; unanswered requests expire after 7 days.
 */
let ctx: TestContext;
let requester: Actor; // certification
let approver: Actor; // certification
let finance: Actor;
let finance2: Actor;
let superAdmin: Actor;
let owner: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  superAdmin = await adminWith(ctx, 'super_admin');
  requester = await adminWith(ctx, 'certification');
  approver = await adminWith(ctx, 'certification');
  finance = await adminWith(ctx, 'finance');
  finance2 = await adminWith(ctx, 'finance', 'verifier');
  owner = await createActor(ctx, {
    status: USER_STATUS.VERIFIED,
    companyStatus: COMPANY_STATUS.VERIFIED,
    complete: true,
  });
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const certStatus = async (uuid: string) =>
  (await db().select({ s: certificates.status }).from(certificates).where(eq(certificates.uuid, uuid)))[0].s;
const auditRows = (action: string, entityId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined));
const listFor = async (admin: Actor, query = '') => {
  const res = await admin.agent.get(`${apiPath('admin/approvals/list.php')}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Record<string, unknown>[]; total: number };
};
const badge = async (admin: Actor) =>
  (await admin.agent.get(apiPath('admin/menu-counts.php'))).json().data.approvals_pending as number;

describe('a revocation waits for a second administrator', () => {
  it('answers 202 with the request; nothing happens yet; the deciders are notified and see it to decide', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const res = await requester.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.uuid,
      reason: 'Dokumen pendukung terbukti palsu',
    });
    expect(res.statusCode, res.body).toBe(202);
    const approval = res.json().data.approval;
    expect(approval).toMatchObject({ action: 'certificate.revoke', status: 'pending' });
    expect(res.json().message_key).toBe('approvals.requested');
    expect(await certStatus(cert.uuid)).toBe('active');

    // Another request for the same revocation while this one waits: 409.
    const again = await requester.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.uuid,
      reason: 'Lagi',
    });
    expect([again.statusCode, again.json().code, again.json().message_key]).toEqual([
      409,
      'CONFLICT',
      'approvals.already_pending',
    ]);

    // The stored request never keeps the CSRF token it came with.
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, approval.uuid));
    expect(row.payload).toEqual({ uuid: cert.uuid, reason: 'Dokumen pendukung terbukti palsu' });
    expect(row.neededRole).toBe('certification');

    // The requester's view: withdraw, not decide. The other's: decide. Finance: neither.
    const mine = (await listFor(requester, '?status=pending')).items.find((i) => i.uuid === approval.uuid)!;
    expect(mine).toMatchObject({
      entity_type: 'certificate',
      entity_id: cert.uuid,
      entity_label: cert.number,
      company_name: owner.company!.name,
      before: { status: 'active' },
      after: { status: 'revoked' },
      reason: 'Dokumen pendukung terbukti palsu',
      requested_by: { uuid: requester.user.uuid, name: requester.user.name },
      can_decide: false,
      can_withdraw: true,
      needed_role: 'certification',
    });
    expect(Date.parse(mine.expires_at as string) - Date.parse(mine.requested_at as string)).toBe(APPROVAL_TTL_MS);
    const theirs = (await listFor(approver, '?scope=to_decide')).items.map((i) => i.uuid);
    expect(theirs).toContain(approval.uuid);
    expect((await listFor(finance, '?scope=to_decide')).items.map((i) => i.uuid)).not.toContain(approval.uuid);
    expect((await listFor(requester, '?scope=mine')).items.map((i) => i.uuid)).toContain(approval.uuid);
    expect((await listFor(approver, `?q=${encodeURIComponent(cert.number)}`)).total).toBe(1);

    // The badge counts what the reader may decide.
    expect(await badge(approver)).toBe(1);
    expect(await badge(superAdmin)).toBe(1);
    expect(await badge(requester)).toBe(0);
    expect(await badge(finance)).toBe(0);

    const notified = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'approval_requested'));
    expect(notified.map((n) => n.userId).sort()).toEqual([approver.user.id, superAdmin.user.id].sort());

    const [requested] = await auditRows('approval.requested', approval.uuid);
    expect(requested).toMatchObject({
      actorUserId: requester.user.id,
      entityType: 'approval',
      reason: 'Dokumen pendukung terbukti palsu',
    });
    expect(requested.after).toMatchObject({ action: 'certificate.revoke', entity_id: cert.uuid, status: 'revoked' });
  });

  it('the requester cannot decide it (403 SAME_PERSON), another role cannot (403 ROLE_REQUIRED); another certification admin approves and it is carried out once', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const { approval } = (
      await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'Dicabut' })
    ).json().data;

    const self = await decide(requester, approval.uuid, 'approve');
    expect([self.statusCode, self.json().code]).toEqual([403, 'SAME_PERSON']);
    const otherRole = await decide(finance, approval.uuid, 'approve');
    expect([otherRole.statusCode, otherRole.json().code]).toEqual([403, 'ROLE_REQUIRED']);
    const noReason = await approver.agent.post(apiPath('admin/approvals/decide.php'), {
      uuid: approval.uuid,
      decision: 'approve',
    });
    expect(noReason.statusCode).toBe(422);
    expect(await certStatus(cert.uuid)).toBe('active');

    const ok = await decide(approver, approval.uuid, 'approve', 'Bukti cukup');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.approval).toMatchObject({
      status: 'approved',
      decided_by: { uuid: approver.user.uuid },
      decision_reason: 'Bukti cukup',
      can_decide: false,
    });
    expect(await certStatus(cert.uuid)).toBe('revoked');
    // The timeline and the action's own row name the administrator who asked for it; `approval.decided`, who approved it.
    const [certRow] = await db().select().from(certificates).where(eq(certificates.uuid, cert.uuid));
    const events = await db()
      .select()
      .from(certificateEvents)
      .where(and(eq(certificateEvents.certificateId, certRow.id), eq(certificateEvents.name, 'revoke')));
    expect(events.map((e) => e.actorUserId)).toEqual([requester.user.id]);
    const [revoked] = await auditRows('certificate.revoke', cert.uuid);
    expect([revoked.actorUserId, revoked.actorEmail, revoked.ip]).toEqual([
      requester.user.id,
      requester.user.email,
      null,
    ]);
    const [decided] = await auditRows('approval.decided', approval.uuid);
    expect(decided).toMatchObject({ actorUserId: approver.user.id, reason: 'Bukti cukup' });
    expect(decided.after).toMatchObject({ status: 'approved', action: 'certificate.revoke' });

    // Decided: a second decision is 409, and the requester is told.
    const twice = await decide(superAdmin, approval.uuid, 'approve');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, requester.user.id), eq(notifications.kind, 'approval_decided')));
    expect(told).toHaveLength(1);
    // The deciders' notifications about it no longer count as unread.
    const stillUnread = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.subject, `approval:${approval.uuid}`), eq(notifications.isRead, false)));
    expect(stillUnread).toEqual([]);
  });

  it('a rejection changes nothing; a withdrawal is the requester’s alone', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const first = (
      await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'Salah' })
    ).json().data.approval;
    const rejected = await decide(superAdmin, first.uuid, 'reject', 'Alasan tidak cukup');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.approval.status).toBe('rejected');
    expect(await certStatus(cert.uuid)).toBe('active');

    const second = (
      await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'Lagi' })
    ).json().data.approval;
    const notYours = await approver.agent.post(apiPath('admin/approvals/withdraw.php'), { uuid: second.uuid });
    expect([notYours.statusCode, notYours.json().code]).toEqual([403, 'FORBIDDEN']);
    const withdrawn = await requester.agent.post(apiPath('admin/approvals/withdraw.php'), { uuid: second.uuid });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.approval).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expect((await decide(approver, second.uuid, 'approve')).statusCode).toBe(409);
    expect(
      (await requester.agent.post(apiPath('admin/approvals/withdraw.php'), { uuid: second.uuid })).statusCode,
    ).toBe(409);
    expect(await auditRows('approval.withdrawn', second.uuid)).toHaveLength(1);
    expect(await certStatus(cert.uuid)).toBe('active');
    expect(
      (await approver.agent.post(apiPath('admin/approvals/withdraw.php'), { uuid: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });

  it('a request that can no longer be carried out is refused at approval and keeps waiting', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const revise = await requester.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.uuid,
      reason: 'Nama berubah',
      company_name: 'PT Nama Baru Sekali',
    });
    expect(revise.statusCode, revise.body).toBe(202);
    const revoke = await requester.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.uuid,
      reason: 'Dicabut',
    });
    expect(revoke.statusCode).toBe(202);
    expect((await decide(approver, revoke.json().data.approval.uuid, 'approve')).statusCode).toBe(200);
    const late = await decide(approver, revise.json().data.approval.uuid, 'approve');
    expect([late.statusCode, late.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, revise.json().data.approval.uuid));
    expect(row.status).toBe('pending');
  });

  it('refused at once as acting would be: a certificate that is not active is 409, nothing is queued', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    await db().update(certificates).set({ status: 'expired' }).where(eq(certificates.uuid, cert.uuid));
    const res = await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'x' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect(await db().select().from(approvals).where(eq(approvals.entityId, cert.uuid))).toEqual([]);
  });
});

describe('revisions', () => {
  it('the address or the signatory is revised at once; the company name or the sub-bidang waits, then the approval stores the new PDF', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const address = await requester.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.uuid,
      reason: 'Alamat pindah',
      company_address: 'Jl. Baru 2, Bandung',
    });
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().data.certificate.revision).toBe(2);

    const name = await requester.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.uuid,
      reason: 'Nama salah ketik',
      company_name: 'PT Nama Yang Benar',
      sub_bidang_codes: ['PB001'],
    });
    expect(name.statusCode, name.body).toBe(202);
    const uuid = name.json().data.approval.uuid as string;
    const item = (await listFor(approver)).items.find((i) => i.uuid === uuid)!;
    expect((item.before as Record<string, unknown>).company_name).toBe(owner.company!.name);
    expect(item.after).toMatchObject({ company_name: 'PT Nama Yang Benar' });
    expect(((item.after as { sub_bidang: { code: string }[] }).sub_bidang ?? []).map((s) => s.code)).toEqual(['PB001']);

    expect((await decide(approver, uuid, 'approve')).statusCode).toBe(200);
    const detail = (await approver.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=${cert.uuid}`)).json()
      .data.certificate;
    expect(detail.revision).toBe(3);
    expect(detail.data.company_name).toBe('PT Nama Yang Benar');
    expect(detail.revision_pdf_urls).toHaveLength(3);
  });
});

describe('refunds and the fee schedule', () => {
  it('a refund waits for another finance administrator (or a super admin)', async () => {
    const { codeReg, invoice } = await submitted(ctx, owner);
    await setStatus(ctx, codeReg, 'rejected', 'paid');
    const res = await finance.agent.post(apiPath('admin/transactions/refund.php'), {
      uuid_invoice: invoice.uuid_invoice,
      reason: 'Permohonan ditolak',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { uuid } = res.json().data.approval;
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, uuid));
    expect(row).toMatchObject({ entityType: 'invoice', entityLabel: invoice.transId, neededRole: 'finance' });
    expect((await decide(requester, uuid, 'approve')).json().code).toBe('ROLE_REQUIRED');
    expect((await decide(finance2, uuid, 'approve')).statusCode).toBe(200);
    const [inv] = await db().select().from(invoices).where(eq(invoices.uuid, invoice.uuid_invoice));
    expect([inv.status, inv.refundReason]).toEqual(['refunded', 'Permohonan ditolak']);
  });

  it('once an invoice exists, a new fee schedule (bank accounts included) waits; approved, it becomes current', async () => {
    const current = (await finance.agent.get(apiPath('fees/schedule.php'))).json().data;
    const body = {
      fees: current.fees,
      renewal_percent: current.renewal_percent,
      bank_accounts: [{ bank_name: 'Bank Lain', account_number: '9990001112', account_holder: 'Rekening Penipu' }],
    };
    const res = await finance.agent.post(apiPath('admin/fees/update.php'), body);
    expect(res.statusCode, res.body).toBe(202);
    const { uuid } = res.json().data.approval;
    const item = (await listFor(finance2)).items.find((i) => i.uuid === uuid)!;
    expect(item.after).toEqual({ bank_accounts: body.bank_accounts });
    expect((await finance.agent.get(apiPath('fees/schedule.php'))).json().data.id).toBe(current.id);
    expect((await decide(finance2, uuid, 'approve')).statusCode).toBe(200);
    const after = (await finance.agent.get(apiPath('fees/schedule.php'))).json().data;
    expect(after.id).toBeGreaterThan(current.id);
    expect(after.bank_accounts).toEqual(body.bank_accounts);
    const [version] = await db().select().from(feeSchedules).where(eq(feeSchedules.id, after.id));
    expect(version.createdBy).toBe(finance.user.id);
  });
});

describe('expiry', () => {
  it('a request unanswered for 7 days expires on the next run of the job; it cannot be decided after', async () => {
    const cert = await publishedCertificate(ctx, owner, requester);
    const { uuid } = (
      await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'Lama' })
    ).json().data.approval;
    const [{ expiresAt }] = await db().select().from(approvals).where(eq(approvals.uuid, uuid));
    const due = new Date(expiresAt.getTime());
    const statusOf = async () => (await db().select().from(approvals).where(eq(approvals.uuid, uuid)))[0].status;
    await expireApprovals(ctx.app.deps, new Date(due.getTime() - 1000));
    expect(await statusOf()).toBe('pending');
    const { expired } = await expireApprovals(ctx.app.deps, due);
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(approvals).where(eq(approvals.uuid, uuid));
    expect(row.status).toBe('expired');
    const [audit] = await auditRows('approval.expired', uuid);
    expect(audit).toMatchObject({ actorRole: 'system', after: { status: 'expired' } });
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, requester.user.id), eq(notifications.kind, 'approval_expired'))),
    ).not.toHaveLength(0);
    expect(await certStatus(cert.uuid)).toBe('active');
    expect((await decide(approver, uuid, 'approve')).statusCode).toBe(409);
    expect(await badge(approver)).toBe(0);
    // A second run finds nothing more.
    expect((await expireApprovals(ctx.app.deps, due)).expired).toBe(0);
  });
});

describe('exactly once', () => {
  it('20 administrators approving the same revocation at the same moment: one carries it out, the others find it decided', async () => {
    const deciders = await Promise.all(Array.from({ length: 20 }, () => adminWith(ctx, 'certification')));
    const cert = await publishedCertificate(ctx, owner, requester);
    const { uuid } = (
      await requester.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: cert.uuid, reason: 'Serentak' })
    ).json().data.approval;
    const answers = await Promise.all(deciders.map((d) => decide(d, uuid, 'approve')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [certRow] = await db().select().from(certificates).where(eq(certificates.uuid, cert.uuid));
    expect(certRow.status).toBe('revoked');
    expect(
      await db()
        .select()
        .from(certificateEvents)
        .where(and(eq(certificateEvents.certificateId, certRow.id), eq(certificateEvents.name, 'revoke'))),
    ).toHaveLength(1);
    expect(await auditRows('approval.decided', uuid)).toHaveLength(1);
    expect(await auditRows('certificate.revoke', cert.uuid)).toHaveLength(1);
  });
});

describe('without a second administrator', () => {
  it('a lone administrator acts at once, and the trail says no second administrator could decide', async () => {
    const lone = await createTestContext();
    try {
      const admin = await createActor(lone, { role: 'admin' });
      const company = await createActor(lone, {
        status: USER_STATUS.VERIFIED,
        companyStatus: COMPANY_STATUS.VERIFIED,
        complete: true,
      });
      // An invited administrator who has not used the link, and a disabled one, do not count.
      await createActor(lone, { role: 'admin', status: USER_STATUS.PENDING_VERIFICATION });
      const disabled = await createActor(lone, { role: 'admin' });
      await lone.app.deps.db.update(users).set({ isSuspended: true }).where(eq(users.id, disabled.user.id));
      // A finance administrator cannot decide a revocation either.
      await createActor(lone, { role: 'admin', adminRoles: ['finance'] });
      const cert = await publishedCertificate(lone, company, admin);
      const res = await admin.agent.post(apiPath('admin/certificates/revoke.php'), {
        uuid: cert.uuid,
        reason: 'Sendiri',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.certificate.status).toBe('revoked');
      const [waived] = await lone.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'approval.waived'), eq(auditLog.entityId, cert.uuid)));
      expect(waived).toMatchObject({
        entityType: 'certificate',
        actorUserId: admin.user.id,
        after: { action: 'certificate.revoke', waived: 'no_second_administrator' },
      });
      expect(waived.reason).toMatch(/administrator lain/);
      expect(await lone.app.deps.db.select().from(approvals)).toEqual([]);

      // Before the first invoice, the fee schedule is part of the first-run setup: at once, whoever else exists.
      await adminWith(lone, 'finance');
      const current = (await admin.agent.get(apiPath('fees/schedule.php'))).json().data;
      const fees = await admin.agent.post(apiPath('admin/fees/update.php'), {
        fees: current.fees,
        renewal_percent: current.renewal_percent + 1,
        bank_accounts: current.bank_accounts,
      });
      expect(fees.statusCode, fees.body).toBe(200);
      const [setup] = await lone.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'approval.waived'), eq(auditLog.entityId, 'fees')));
      expect(setup.after).toEqual({ action: 'fees.update', waived: 'first_run_setup' });
    } finally {
      await lone.close();
    }
  });
});
