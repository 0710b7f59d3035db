import { gunzipSync } from 'node:zlib';
import { and, eq, ne as neq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ZAdminAppealListResponse,
  ZAppealListResponse,
  ZAppealSubjectResponse,
  ZCreateAppealResponse,
  ZDecideAppealResponse,
  ZPublishCertificateResponse,
} from '@portal/contract';
import {
  appeals,
  applicationEvents,
  applications,
  auditLog,
  certificates,
  collectiveLeaveDays,
  companies,
  invoices,
  mailQueue,
  notifications,
  users,
} from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { FIXTURE, createActor, upload, type Actor } from '../../../test/actors';
import { adminActor, setStatus, submitted, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { joinedStaff } from '../../../test/staff-kit';
import { invalidateHolidays } from '../dashboard';

/**
 * Appeals (docs/business-rules.md#complaints-and-appeals): the 14-working-day window, one appeal
 * per decision, separation of duties, and the reopening of each subject an upheld appeal brings.
 * The clock is the test's: decisions are taken on Monday 2026-12-14, 10:00 WIB.
 */
let ctx: TestContext;
let clock = new Date('2026-12-14T03:00:00Z');
let rejecter: Actor;
let other: Actor;
/** A third administrator, who approves the four-eyes requests (revocation, refund) the rejecter makes. */
let approver: Actor;
const at = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  rejecter = await adminActor(ctx);
  other = await adminActor(ctx);
  approver = await adminActor(ctx);
  await setCertificateSettings(ctx);
});

/** A four-eyes request (202, docs/business-rules.md#four-eyes) approved by the third administrator. */
async function approved(res: {
  statusCode: number;
  body: string;
  json: () => { data: { approval: { uuid: string } } };
}) {
  expect(res.statusCode, res.body).toBe(202);
  const decided = await approver.agent.post(apiPath('admin/approvals/decide.php'), {
    uuid: res.json().data.approval.uuid,
    decision: 'approve',
    reason: 'Disetujui pemeriksa kedua',
  });
  expect(decided.statusCode, decided.body).toBe(200);
}
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const DECISION_AT = '2026-12-14T03:00:00Z';

async function rejectedApplication(actor: Actor, opts: { paid?: boolean } = {}) {
  at(DECISION_AT);
  const { codeReg, invoice } = await submitted(ctx, actor);
  if (opts.paid) await setStatus(ctx, codeReg, 'under_review', 'paid');
  const res = await rejecter.agent.post(apiPath('admin/applications/decide.php'), {
    code_reg: codeReg,
    decision: 'reject',
    note: 'Pengalaman kerja tidak memenuhi syarat',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { codeReg, invoiceUuid: invoice.uuid_invoice };
}

const appealBody = (subject_type: string, subject_id: string, over: Record<string, unknown> = {}) => ({
  subject_type,
  subject_id,
  reason: 'Kami melampirkan bukti pengalaman kerja yang belum dipertimbangkan oleh admin.',
  ...over,
});
const appeal = (actor: Actor, body: Record<string, unknown>) => actor.agent.post(apiPath('appeals/create.php'), body);
const decide = (admin: Actor, uuid: string, decision: 'uphold' | 'dismiss', reason = 'Bukti baru diterima') =>
  admin.agent.post(apiPath('admin/appeals/decide.php'), { uuid, decision, reason });
async function filed(actor: Actor, body: Record<string, unknown>) {
  const res = await appeal(actor, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZCreateAppealResponse.parse(res.json().data).appeal;
}

describe('the 14-working-day window (holidays and collective leave do not count)', () => {
  // From Monday 2026-12-14: 24 Dec is collective leave, 25 Dec, 1 Jan and 5 Jan 2027 are national
  // holidays, so the 14th working day is Thursday 2027-01-07 (without the leave day: the 6th).
  beforeAll(async () => {
    await db().insert(collectiveLeaveDays).values({ date: '2026-12-24', note: 'Cuti bersama Natal' });
    invalidateHolidays(db());
  });
  afterAll(async () => {
    await db().delete(collectiveLeaveDays).where(eq(collectiveLeaveDays.date, '2026-12-24'));
    invalidateHolidays(db());
  });

  it('is open on the last working day, with the answer due 10 working days later', async () => {
    const alice = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(alice);
    at('2027-01-07T09:00:00Z'); // 16:00 WIB
    const created = await filed(alice, appealBody('application', codeReg));
    expect(created).toMatchObject({ status: 'submitted', subject_type: 'application', subject_id: codeReg });
    expect(created.answer_by).toBe('2027-01-21');
  });

  it('is closed the next day: 409 APPEAL_WINDOW_CLOSED naming the last day', async () => {
    const bob = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(bob);
    at('2027-01-08T02:00:00Z');
    const res = await appeal(bob, appealBody('application', codeReg));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPEAL_WINDOW_CLOSED', data: { deadline: '2027-01-07' } });
  });

  it('closes a day earlier without the collective-leave day', async () => {
    const carol = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(carol);
    await db().delete(collectiveLeaveDays).where(eq(collectiveLeaveDays.date, '2026-12-24'));
    invalidateHolidays(db());
    at('2027-01-07T02:00:00Z');
    const res = await appeal(carol, appealBody('application', codeReg));
    expect(res.json()).toMatchObject({ code: 'APPEAL_WINDOW_CLOSED', data: { deadline: '2027-01-06' } });
  });
});

describe('what may be appealed', () => {
  it('a second appeal of one decision is 409 APPEAL_EXISTS', async () => {
    const dina = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(dina);
    await filed(dina, appealBody('application', codeReg));
    const again = await appeal(dina, appealBody('application', codeReg));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('APPEAL_EXISTS');
  });

  it('a decision that was not a refusal is 409 INVALID_TRANSITION; another company’s subject 404', async () => {
    at(DECISION_AT);
    const eko = await verifiedCompany(ctx);
    const { codeReg } = await submitted(ctx, eko);
    const res = await appeal(eko, appealBody('application', codeReg));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'submitted' } });
    const registration = await appeal(eko, appealBody('registration', String(eko.company!.id)));
    expect(registration.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'verified' } });
    const stranger = await verifiedCompany(ctx);
    expect((await appeal(stranger, appealBody('application', codeReg))).statusCode).toBe(404);
    expect((await appeal(stranger, appealBody('registration', String(eko.company!.id)))).statusCode).toBe(404);
  });

  it('supporting files must be the company’s own uploads of category other', async () => {
    const fajar = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(fajar);
    await fajar.agent.ensureCsrf();
    const up = await upload(ctx, fajar.agent, { type: 'dokumen_tambahan', category: 'other' });
    expect(up.statusCode, up.body).toBe(201);
    const docUuid = up.json().data.document.uuid as string;
    const outsider = await verifiedCompany(ctx);
    await outsider.agent.ensureCsrf();
    const foreign = (await upload(ctx, outsider.agent, { type: 'dokumen_tambahan', category: 'other' })).json().data
      .document.uuid as string;
    const refused = await appeal(fajar, appealBody('application', codeReg, { document_uuids: [foreign] }));
    expect(refused.statusCode).toBe(422);
    const created = await filed(fajar, appealBody('application', codeReg, { document_uuids: [docUuid] }));
    expect(created.documents).toEqual([{ uuid: docUuid, original_name: expect.any(String) }]);
    // The queue's card opens the file through the administrators' document view; the bytes are the upload's.
    const queued = ZAdminAppealListResponse.parse(
      (await other.agent.get(`${apiPath('admin/appeals/list.php')}?status=all&per_page=100`)).json().data,
    ).items.find((a) => a.uuid === created.uuid);
    expect(queued?.documents.map((d) => d.uuid)).toEqual([docUuid]);
    const viewed = await other.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${docUuid}`);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(FIXTURE.pdf)).toBe(true);
    // Another company's account cannot read it, through either view.
    expect(
      (await outsider.agent.get(`${apiPath('documents/download.php')}?uuid=${docUuid}&mode=view`)).statusCode,
    ).toBe(404);
    expect(
      (await outsider.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${docUuid}`)).statusCode,
    ).toBe(403);
    // Both sides are told: the administrators, and the company by notification and e-mail.
    const [owner] = await db().select().from(users).where(eq(users.id, fajar.user.id));
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.email));
    expect(mails.some((m) => m.textBody.includes(created.answer_by.slice(0, 4)))).toBe(true);
    const adminNotes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.user.id), eq(notifications.kind, 'appeal_submitted')));
    expect(adminNotes.some((n) => n.subject === `appeal:${created.uuid}`)).toBe(true);
  });
});

describe('deciding', () => {
  it('the administrator who rejected is 403 SEPARATION_OF_DUTIES; another decides', async () => {
    const gita = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(gita);
    const created = await filed(gita, appealBody('application', codeReg));
    const own = await decide(rejecter, created.uuid, 'dismiss');
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SEPARATION_OF_DUTIES');
    const res = await decide(other, created.uuid, 'dismiss', 'Bukti tidak relevan');
    expect(res.statusCode, res.body).toBe(200);
    const decided = ZDecideAppealResponse.parse(res.json().data).appeal;
    expect(decided).toMatchObject({ status: 'dismissed', decision: 'dismiss', decision_reason: 'Bukti tidak relevan' });
    expect(decided.appealed_decision.by.map((b) => b.id)).toEqual([rejecter.user.id]);
    // Dismissed: the application stays rejected; the company sees the answer.
    expect((await setStatusOf(codeReg)).status).toBe('rejected');
    const list = ZAppealListResponse.parse((await gita.agent.get(apiPath('appeals/list.php'))).json().data);
    expect(list.items[0]).toMatchObject({
      uuid: created.uuid,
      status: 'dismissed',
      decision_reason: 'Bukti tidak relevan',
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, created.uuid));
    expect(audit.map((a) => a.action).sort()).toEqual(['appeal.create', 'appeal.dismiss']);
    // A second decision is a 409.
    expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(409);
  });

  it('20 decisions at once: exactly one changes the appeal, the others answer 409', async () => {
    const hadi = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(hadi);
    const created = await filed(hadi, appealBody('application', codeReg));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(other, created.uuid, i % 2 ? 'uphold' : 'dismiss')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, created.uuid));
    expect(audit.filter((a) => a.action !== 'appeal.create')).toHaveLength(1);
    const reopened = await db()
      .select()
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(and(eq(applications.codeReg, codeReg), eq(applicationEvents.name, 'reopen_unpaid')));
    expect(reopened.length).toBeLessThanOrEqual(1);
  });
});

const setStatusOf = async (codeReg: string) =>
  (await db().select().from(applications).where(eq(applications.codeReg, codeReg)))[0];
const invoicesOf = async (applicationId: number) =>
  db().select().from(invoices).where(eq(invoices.applicationId, applicationId));

describe('upholding reopens the subject in the same transaction', () => {
  it('an application rejected before payment returns to submitted with a fresh invoice', async () => {
    const ika = await verifiedCompany(ctx);
    const { codeReg, invoiceUuid } = await rejectedApplication(ika);
    const created = await filed(ika, appealBody('application', codeReg));
    const res = await decide(other, created.uuid, 'uphold');
    expect(res.statusCode, res.body).toBe(200);
    const app = await setStatusOf(codeReg);
    expect(app).toMatchObject({ status: 'submitted', rejectionReason: null, decidedBy: null });
    const all = await invoicesOf(app.id);
    expect(all.find((i) => i.uuid === invoiceUuid)?.status).toBe('cancelled');
    expect(all.filter((i) => i.status === 'pending')).toHaveLength(1);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ika.user.id), eq(notifications.kind, 'appeal_upheld')));
    expect(notes).toHaveLength(1);
  });

  it('a paid application rejected in review returns to under_review, the invoice still paid', async () => {
    const joko = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(joko, { paid: true });
    const created = await filed(joko, appealBody('application', codeReg));
    expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(200);
    const app = await setStatusOf(codeReg);
    expect(app.status).toBe('under_review');
    expect((await invoicesOf(app.id)).map((i) => i.status)).toEqual(['paid']);
  });

  it('a refunded one is re-invoiced and returns to submitted', async () => {
    const kiki = await verifiedCompany(ctx);
    const { codeReg, invoiceUuid } = await rejectedApplication(kiki, { paid: true });
    const refund = await rejecter.agent.post(apiPath('admin/transactions/refund.php'), {
      uuid_invoice: invoiceUuid,
      reason: 'Dikembalikan karena ditolak',
    });
    await approved(refund);
    const created = await filed(kiki, appealBody('application', codeReg));
    expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(200);
    const app = await setStatusOf(codeReg);
    expect(app.status).toBe('submitted');
    expect((await invoicesOf(app.id)).map((i) => i.status).sort()).toEqual(['pending', 'refunded']);
    const detail = await kiki.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`);
    expect(detail.json().data.application.invoice.status).toBe('pending');
  });

  it('a rejected registration returns to in_review', async () => {
    at(DECISION_AT);
    const lina = await createActor(ctx, { companyStatus: 'in_review', complete: true });
    const rejected = await rejecter.agent.post(apiPath('admin/companies/verify.php'), {
      company_id: lina.company!.id,
      decision: 'reject',
      note: 'NIB tidak terbaca',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const created = await filed(lina, appealBody('registration', String(lina.company!.id)));
    expect(created.subject_label).toBe(lina.company!.name);
    expect((await decide(rejecter, created.uuid, 'uphold')).statusCode).toBe(403);
    expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(200);
    const [company] = await db().select().from(companies).where(eq(companies.id, lina.company!.id));
    expect(company.status).toBe('in_review');
  });

  it('a revoked certificate returns to active, or to expired once its last day has passed', async () => {
    at(DECISION_AT);
    for (const lastDay of ['2029-12-13', '2026-12-20']) {
      const mira = await verifiedCompany(ctx);
      const codeReg = await approvedApplication(ctx, mira);
      const pub = await rejecter.agent.post(apiPath('admin/certificates/publish.php'), {
        code_reg: codeReg,
        ...SIGNATORY,
      });
      expect(pub.statusCode, pub.body).toBe(200);
      const cert = ZPublishCertificateResponse.parse(pub.json().data).certificate;
      await db().update(certificates).set({ validUntil: lastDay }).where(eq(certificates.uuid, cert.certificate_uuid));
      at(DECISION_AT);
      const revoked = await rejecter.agent.post(apiPath('admin/certificates/revoke.php'), {
        uuid: cert.certificate_uuid,
        reason: 'Data palsu',
      });
      await approved(revoked);
      at('2026-12-28T03:00:00Z');
      const created = await filed(mira, appealBody('certificate', cert.certificate_uuid));
      expect(created.subject_label).toBe(cert.number);
      expect((await decide(rejecter, created.uuid, 'uphold')).json().code).toBe('SEPARATION_OF_DUTIES');
      // A four-eyes revocation: the approver took the decision too (docs/decisions/101).
      expect(created.status).toBe('submitted');
      const byApprover = await decide(approver, created.uuid, 'uphold');
      expect(byApprover.statusCode).toBe(403);
      expect(byApprover.json().code).toBe('SEPARATION_OF_DUTIES');
      expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(200);
      const [row] = await db().select().from(certificates).where(eq(certificates.uuid, cert.certificate_uuid));
      expect(row.status).toBe(lastDay < '2026-12-28' ? 'expired' : 'active');
      expect(row.revokedAt).toBeNull();
    }
  });
});

describe('a reinstated certificate gets a fresh credential; the old revocation bit stays (W3C Bitstring Status List)', () => {
  /** Bit `index` of the served status list (bit 0 the most significant bit of the first byte). */
  async function statusBit(index: number): Promise<number> {
    const res = await new Agent(ctx.app).get(apiPath('certificates/status-list.php'));
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(res.body.split('.')[1]!, 'base64url').toString()) as {
      credentialSubject: { encodedList: string };
    };
    const bits = gunzipSync(Buffer.from(payload.credentialSubject.encodedList.slice(1), 'base64url'));
    return (bits[index >> 3]! >> (7 - (index & 7))) & 1;
  }
  const credential = async (actor: Actor, uuid: string) => {
    const res = await actor.agent.get(`${apiPath('certificates/credential.php')}?uuid=${uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { jwt: string; credential: { credentialStatus: { statusListIndex: string } } };
    return { jwt: data.jwt, index: Number(data.credential.credentialStatus.statusListIndex) };
  };
  const verify = async (jwt: string) =>
    (await new Agent(ctx.app).post(apiPath('certificates/verify-credential.php'), { credential: jwt })).json().data as {
      status: string;
    };

  it('upholding issues the credential under a new status-list entry', async () => {
    at(DECISION_AT);
    const rudi = await verifiedCompany(ctx);
    const codeReg = await approvedApplication(ctx, rudi);
    const pub = await rejecter.agent.post(apiPath('admin/certificates/publish.php'), {
      code_reg: codeReg,
      ...SIGNATORY,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const cert = ZPublishCertificateResponse.parse(pub.json().data).certificate;
    const before = await credential(rudi, cert.certificate_uuid);
    expect(await statusBit(before.index)).toBe(0);
    await approved(
      await rejecter.agent.post(apiPath('admin/certificates/revoke.php'), {
        uuid: cert.certificate_uuid,
        reason: 'Data palsu',
      }),
    );
    expect(await statusBit(before.index)).toBe(1);
    expect((await verify(before.jwt)).status).toBe('revoked');

    at('2026-12-16T03:00:00Z');
    const created = await filed(rudi, appealBody('certificate', cert.certificate_uuid));
    expect((await decide(other, created.uuid, 'uphold')).statusCode).toBe(200);

    const after = await credential(rudi, cert.certificate_uuid);
    expect(after.index).not.toBe(before.index);
    expect(after.jwt).not.toBe(before.jwt);
    // The old entry stays revoked for good; the fresh one is clear.
    expect(await statusBit(before.index)).toBe(1);
    expect(await statusBit(after.index)).toBe(0);
    expect((await verify(before.jwt)).status).toBe('revoked');
    expect((await verify(after.jwt)).status).toBe('active');
    const [row] = await db().select().from(certificates).where(eq(certificates.uuid, cert.certificate_uuid));
    expect(row).toMatchObject({ status: 'active', statusListIndex: after.index, statusListSetAt: null });
  });
});

describe("the decider's role follows the subject", () => {
  it('an application needs certification, a registration verifier (403 ROLE_REQUIRED otherwise)', async () => {
    const verifier = await adminActor(ctx, ['verifier']);
    const certification = await adminActor(ctx, ['certification']);
    const finance = await adminActor(ctx, ['finance']);

    const nina = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(nina);
    const onApplication = await filed(nina, appealBody('application', codeReg));
    // The route gate already refuses a role that decides no appeal.
    expect((await decide(finance, onApplication.uuid, 'dismiss')).json().code).toBe('ROLE_REQUIRED');
    const wrong = await decide(verifier, onApplication.uuid, 'dismiss');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('ROLE_REQUIRED');
    const [still] = await db().select().from(appeals).where(eq(appeals.uuid, onApplication.uuid));
    expect(still.status).toBe('submitted');
    expect((await decide(certification, onApplication.uuid, 'dismiss')).statusCode).toBe(200);

    at(DECISION_AT);
    const omar = await createActor(ctx, { companyStatus: 'in_review', complete: true });
    const rejected = await rejecter.agent.post(apiPath('admin/companies/verify.php'), {
      company_id: omar.company!.id,
      decision: 'reject',
      note: 'NPWP tidak terbaca',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const onRegistration = await filed(omar, appealBody('registration', String(omar.company!.id)));
    expect((await decide(certification, onRegistration.uuid, 'dismiss')).json().code).toBe('ROLE_REQUIRED');
    expect((await decide(verifier, onRegistration.uuid, 'dismiss')).statusCode).toBe(200);
  });
});

describe('the only active administrator', () => {
  it('may decide the appeal of its own decision, and the audit row says so', async () => {
    const solo = await createTestContext({ now: () => clock });
    try {
      const admin = await adminActor(solo);
      at(DECISION_AT);
      const nina = await verifiedCompany(solo);
      const { codeReg } = await submitted(solo, nina);
      await admin.agent.post(apiPath('admin/applications/decide.php'), {
        code_reg: codeReg,
        decision: 'reject',
        note: 'Kurang dokumen',
      });
      const created = ZCreateAppealResponse.parse(
        (await nina.agent.post(apiPath('appeals/create.php'), appealBody('application', codeReg))).json().data,
      ).appeal;
      // Every other administrator is suspended (the seed's first administrator included).
      await solo.app.deps.db
        .update(users)
        .set({ isSuspended: true })
        .where(and(eq(users.role, 'admin'), eq(users.isSuspended, false), neq(users.id, admin.user.id)));
      const res = await admin.agent.post(apiPath('admin/appeals/decide.php'), {
        uuid: created.uuid,
        decision: 'dismiss',
        reason: 'Tetap ditolak',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await solo.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, created.uuid), eq(auditLog.action, 'appeal.dismiss')));
      expect(JSON.stringify(row.after)).toContain('decided_by_original_decider');
    } finally {
      await solo.close();
    }
  });
});

describe('supporting files of a registration appeal (a rejected company uploads category other)', () => {
  async function rejectedRegistration() {
    at(DECISION_AT);
    const owner = await createActor(ctx, { companyStatus: 'in_review', complete: true });
    const res = await rejecter.agent.post(apiPath('admin/companies/verify.php'), {
      company_id: owner.company!.id,
      decision: 'reject',
      note: 'NIB tidak terbaca',
    });
    expect(res.statusCode, res.body).toBe(200);
    await owner.agent.ensureCsrf();
    return owner;
  }
  const extra = (actor: Actor, type = 'dokumen_tambahan') => upload(ctx, actor.agent, { type, category: 'other' });

  it('is allowed while the appeal may be filed, and the file goes with the appeal', async () => {
    const owner = await rejectedRegistration();
    at('2026-12-16T03:00:00Z');
    const up = await extra(owner);
    expect(up.statusCode, up.body).toBe(201);
    const docUuid = up.json().data.document.uuid as string;
    // Only the appeal's type: the SBU documents of category other still need a verified company.
    const sbu = await extra(owner, 'neraca_tahun_terakhir');
    expect(sbu.statusCode).toBe(403);
    expect(sbu.json()).toMatchObject({ code: 'DOCUMENTS_NOT_VERIFIED' });
    const created = await filed(
      owner,
      appealBody('registration', String(owner.company!.id), { document_uuids: [docUuid] }),
    );
    expect(created.documents.map((d) => d.uuid)).toEqual([docUuid]);
    // Once appealed, the window is spent: no more uploads.
    const after = await extra(owner);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'DOCUMENTS_NOT_VERIFIED' });
  });

  it('is refused after the window, in review, and without a session or with a wrong field', async () => {
    const owner = await rejectedRegistration();
    at('2027-02-01T03:00:00Z'); // past the 14th working day
    const late = await extra(owner);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'DOCUMENTS_NOT_VERIFIED' });
    at(DECISION_AT);
    const pending = await createActor(ctx, { companyStatus: 'in_review', complete: true });
    await pending.agent.ensureCsrf();
    expect((await extra(pending)).statusCode).toBe(403);
    const anon = new Agent(ctx.app);
    expect((await upload(ctx, anon, { type: 'dokumen_tambahan', category: 'other' })).statusCode).toBe(401);
    const wrong = await upload(ctx, owner.agent, { type: 'nib', category: 'other' });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('under_review: an administrator starts reviewing (admin/appeals/review.php)', () => {
  const review = (admin: Actor | Agent, uuid: string) =>
    (admin instanceof Agent ? admin : admin.agent).post(apiPath('admin/appeals/review.php'), { uuid });
  const reviewRows = (uuid: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uuid), eq(auditLog.action, 'appeal.review')));

  it('moves submitted → under_review once, audited; the company sees it; a decision takes it from there', async () => {
    const rina = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(rina);
    const created = await filed(rina, appealBody('application', codeReg));
    // The administrator who rejected may not review the appeal either.
    const own = await review(rejecter, created.uuid);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'SEPARATION_OF_DUTIES' });
    expect(await reviewRows(created.uuid)).toHaveLength(0);

    const started = await review(other, created.uuid);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.appeal).toMatchObject({ uuid: created.uuid, status: 'under_review' });
    const rows = await reviewRows(created.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { status: 'submitted' }, after: { status: 'under_review' } });

    // Again: nothing changes and nothing more is written.
    const again = await review(other, created.uuid);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.appeal.status).toBe('under_review');
    expect(await reviewRows(created.uuid)).toHaveLength(1);

    const seen = await rina.agent.get(`${apiPath('appeals/detail.php')}?uuid=${created.uuid}`);
    expect(seen.json().data.appeal.status).toBe('under_review');
    const queue = ZAdminAppealListResponse.parse(
      (await other.agent.get(`${apiPath('admin/appeals/list.php')}?status=under_review&per_page=100`)).json().data,
    );
    expect(queue.items.map((a) => a.uuid)).toContain(created.uuid);

    // The decision accepts an appeal under review; a decided appeal is never moved back.
    expect((await decide(other, created.uuid, 'dismiss')).statusCode).toBe(200);
    const late = await review(other, created.uuid);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'dismissed' } });
    const [row] = await db().select().from(appeals).where(eq(appeals.uuid, created.uuid));
    expect(row.status).toBe('dismissed');
    expect(await reviewRows(created.uuid)).toHaveLength(1);
  });

  it('answers 401, 403, 422 and 404 by caller and input', async () => {
    const company = await verifiedCompany(ctx);
    const uuid = crypto.randomUUID();
    expect((await review(new Agent(ctx.app), uuid)).statusCode).toBe(401);
    expect((await review(company, uuid)).statusCode).toBe(403);
    const bad = await review(other, 'nope');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['uuid']);
    expect((await review(other, uuid)).statusCode).toBe(404);
  });
});

describe('access (401, 403, 422) and the queue', () => {
  it('answers by role and input', async () => {
    const anon = new Agent(ctx.app);
    const company = await verifiedCompany(ctx);
    const uuid = crypto.randomUUID();
    for (const url of [apiPath('appeals/list.php'), `${apiPath('appeals/detail.php')}?uuid=${uuid}`])
      expect((await anon.get(url)).statusCode, url).toBe(401);
    expect((await anon.post(apiPath('appeals/create.php'), appealBody('application', 'SP-1'))).statusCode).toBe(401);
    expect((await company.agent.get(apiPath('admin/appeals/list.php'))).statusCode).toBe(403);
    expect(
      (await company.agent.post(apiPath('admin/appeals/decide.php'), { uuid, decision: 'uphold', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await appeal(other, appealBody('application', 'SP-000000001'))).statusCode).toBe(403);
    const short = await appeal(company, appealBody('application', 'SP-000000001', { reason: 'terlalu pendek' }));
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['reason']);
    expect((await appeal(company, appealBody('permit', 'x'))).statusCode).toBe(422);
    expect((await decide(other, uuid, 'uphold', '')).statusCode).toBe(422);
    expect((await decide(other, uuid, 'uphold')).statusCode).toBe(404);
    expect((await company.agent.get(`${apiPath('appeals/detail.php')}?uuid=nope`)).statusCode).toBe(422);
    expect((await company.agent.get(`${apiPath('appeals/detail.php')}?uuid=${uuid}`)).statusCode).toBe(404);
    expect((await other.agent.get(`${apiPath('admin/appeals/list.php')}?status=bogus`)).statusCode).toBe(422);
  });

  it('lists the open appeals oldest first, with the appealed decision, its reason and its decider', async () => {
    const oki = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(oki);
    const created = await filed(oki, appealBody('application', codeReg));
    at('2027-02-15T03:00:00Z');
    const res = await other.agent.get(`${apiPath('admin/appeals/list.php')}?per_page=100`);
    expect(res.statusCode).toBe(200);
    const list = ZAdminAppealListResponse.parse(res.json().data);
    const times = list.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort());
    expect(list.items.every((i) => i.status === 'submitted' || i.status === 'under_review')).toBe(true);
    const item = list.items.find((i) => i.uuid === created.uuid)!;
    expect(item.appealed_decision).toMatchObject({
      reason: 'Pengalaman kerja tidak memenuhi syarat',
      by: [{ id: rejecter.user.id, name: rejecter.user.name }],
    });
    expect(item.overdue).toBe(true);
    expect(list.open_count).toBe(list.total);
    expect(list.overdue_count).toBeGreaterThanOrEqual(1);
    const open = await db().select().from(appeals).where(eq(appeals.status, 'submitted'));
    expect(list.open_count).toBe(open.length);
  });
});

describe("the subject's page and the company's staff (appeals/subject.php)", () => {
  const subject = (agent: Agent, subject_type: string, subject_id: string) =>
    agent.get(`${apiPath('appeals/subject.php')}?subject_type=${subject_type}&subject_id=${subject_id}`);

  it('shows the window until the last day, then the appeal a staff member filed, then its answer', async () => {
    const owner = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(owner);
    const staff = await joinedStaff(ctx, owner, `staf-banding-${owner.user.id}@example.com`);

    at('2026-12-15T03:00:00Z');
    const before = await subject(staff.agent, 'application', codeReg);
    expect(before.statusCode, before.body).toBe(200);
    const open = ZAppealSubjectResponse.parse(before.json().data);
    expect(open.appeal).toBeNull();
    expect(open.window).toMatchObject({ decided_at: new Date(DECISION_AT).toISOString(), open: true });
    const deadline = open.window!.deadline;
    expect(deadline > '2026-12-31').toBe(true);

    // A staff member (docs/decisions/104) files for the company.
    const res = await staff.agent.post(apiPath('appeals/create.php'), appealBody('application', codeReg));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(appeals).where(eq(appeals.subjectKey, codeReg));
    expect(row).toMatchObject({ companyId: owner.company!.id, createdBy: staff.user.id });

    const filedView = ZAppealSubjectResponse.parse((await subject(owner.agent, 'application', codeReg)).json().data);
    expect(filedView.window).toBeNull();
    expect(filedView.appeal).toMatchObject({ uuid: row.uuid, status: 'submitted', decision: null });

    expect((await decide(other, row.uuid, 'uphold', 'Bukti pengalaman diterima')).statusCode).toBe(200);
    const answered = ZAppealSubjectResponse.parse((await subject(staff.agent, 'application', codeReg)).json().data);
    expect(answered.window).toBeNull();
    expect(answered.appeal).toMatchObject({
      status: 'upheld',
      decision: 'uphold',
      decision_reason: 'Bukti pengalaman diterima',
    });
    // The staff member reads the company's list too.
    const list = ZAppealListResponse.parse((await staff.agent.get(apiPath('appeals/list.php'))).json().data);
    expect(list.items.map((a) => a.uuid)).toContain(row.uuid);
  });

  it('says the window is closed after its last day; another company’s subject is 404', async () => {
    const owner = await verifiedCompany(ctx);
    const stranger = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(owner);
    at('2027-02-01T03:00:00Z');
    const closed = ZAppealSubjectResponse.parse((await subject(owner.agent, 'application', codeReg)).json().data);
    expect(closed.window?.open).toBe(false);
    expect((await subject(stranger.agent, 'application', codeReg)).statusCode).toBe(404);
    expect((await subject(rejecter.agent, 'application', codeReg)).statusCode).toBe(403);
    expect((await subject(owner.agent, 'nothing', codeReg)).statusCode).toBe(422);
    expect((await new Agent(ctx.app).get(apiPath('appeals/subject.php'))).statusCode).toBe(401);
  });
});

describe('the menu badges', () => {
  it('appeals_waiting and complaints_waiting equal the totals of the two queues', async () => {
    const pia = await verifiedCompany(ctx);
    const { codeReg } = await rejectedApplication(pia);
    at('2026-12-15T03:00:00Z');
    await filed(pia, appealBody('application', codeReg));
    const complained = await pia.agent.post(apiPath('complaints/create.php'), {
      subject: 'Layanan lambat',
      message: 'Sudah dua minggu tanpa jawaban dari petugas.',
    });
    expect(complained.statusCode, complained.body).toBe(201);
    const read = async () => {
      const counts = (await other.agent.get(apiPath('admin/menu-counts.php'))).json().data;
      const appealsQueue = ZAdminAppealListResponse.parse(
        (await other.agent.get(apiPath('admin/appeals/list.php'))).json().data,
      );
      const complaintsQueue = (await other.agent.get(apiPath('admin/complaints/list.php'))).json().data;
      return { counts, appealsQueue, complaintsQueue };
    };
    const before = await read();
    expect(before.counts.appeals_waiting).toBeGreaterThan(0);
    expect(before.counts.appeals_waiting).toBe(before.appealsQueue.total);
    expect(before.counts.appeals_waiting).toBe(before.appealsQueue.open_count);
    expect(before.counts.complaints_waiting).toBeGreaterThan(0);
    expect(before.counts.complaints_waiting).toBe(before.complaintsQueue.total);
    // Deciding one takes it off both.
    const open = before.appealsQueue.items.find((a) => a.subject_id === codeReg)!;
    expect((await decide(other, open.uuid, 'dismiss')).statusCode).toBe(200);
    const after = await read();
    expect(after.counts.appeals_waiting).toBe(before.counts.appeals_waiting - 1);
    expect(after.counts.appeals_waiting).toBe(after.appealsQueue.total);
  });
});
