import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  apiPath,
  AUDIT_ACTION_PATTERN,
  COMPANY_STATUS,
  DOCUMENT_STATUS,
  requiredRegistrationDocuments,
  USER_STATUS,
} from '@portal/contract';
import { auditLog, companies, documents, users } from '../src/db/schema';
import { AUDIT_EXEMPT_ROUTES, AUDITED_ROUTES } from '../src/lib/audit-coverage';
import { runMaintenance } from '../src/modules/system';
import { FIXTURE, cookieHeader, createActor, multipartBody, seedDocument, upload, type Actor } from './actors';
import { adminActor, createDraft, submitted, verifiedCompany } from './application-kit';
import { PASSWORD, emailOf, lastOtp, register } from './auth-kit';
import { SIGNATORY, approvedApplication, setCertificateSettings } from './certificate-kit';
import { decide } from './four-eyes-kit';
import { Agent, createTestContext, unlimitedRateLimits } from './helpers';

/**
 * The audit trail's completeness (docs/business-rules.md#audited-actions, docs/decisions/085):
 * every state-changing route is either audited (lib/audit-coverage.ts names its actions) or
 * exempt with a reason, and each audited group, performed through the HTTP API, leaves the row
 * the admin screens read: action, entity, company, actor, the changed fields only, the reason.
 */
const ctx = await createTestContext({ rateLimits: unlimitedRateLimits() });
afterAll(() => ctx.close());
const db = ctx.app.deps.db;

type AuditRow = typeof auditLog.$inferSelect;
const rowsOf = (action: string, entityId?: string | number): Promise<AuditRow[]> =>
  db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))),
    )
    .orderBy(asc(auditLog.id));
async function oneRow(action: string, entityId: string | number): Promise<AuditRow> {
  const rows = await rowsOf(action, entityId);
  expect(rows, `${action} ${entityId}`).toHaveLength(1);
  return rows[0];
}
const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
const byAdmin = (row: AuditRow, admin: Actor) =>
  expect([row.actorEmail, row.actorRole, row.actorUserId]).toEqual([admin.user.email, 'admin', admin.user.id]);
const byUser = (row: AuditRow, user: Actor) =>
  expect([row.actorEmail, row.actorRole, row.actorUserId]).toEqual([user.user.email, 'user', user.user.id]);

describe('every state-changing route is audited or exempt', () => {
  const registered = [
    ...new Set(
      ctx.app.routeTable
        .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

  it('finds the state-changing routes in the route table', () => {
    expect(registered.length).toBeGreaterThan(40);
    expect(registered).toContain(`POST ${apiPath('admin/companies/verify.php')}`);
  });

  it('has every non-GET route in the audited map or the exempt list, never both, and no entry for a route that does not exist', () => {
    const neither = registered.filter((r) => !(r in AUDITED_ROUTES) && !(r in AUDIT_EXEMPT_ROUTES));
    const both = registered.filter((r) => r in AUDITED_ROUTES && r in AUDIT_EXEMPT_ROUTES);
    const stale = [...Object.keys(AUDITED_ROUTES), ...Object.keys(AUDIT_EXEMPT_ROUTES)].filter(
      (r) => !registered.includes(r),
    );
    expect(
      neither,
      'state-changing routes with neither audit actions nor an exemption (lib/audit-coverage.ts)',
    ).toEqual([]);
    expect(both).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('names actions as <entity>.<verb> and gives every exemption a reason', () => {
    for (const [r, actions] of Object.entries(AUDITED_ROUTES)) {
      expect(actions.length, r).toBeGreaterThan(0);
      for (const a of actions) expect(a, r).toMatch(AUDIT_ACTION_PATTERN);
    }
    for (const [r, reason] of Object.entries(AUDIT_EXEMPT_ROUTES)) expect(reason.length, r).toBeGreaterThan(20);
  });

  it('every action a route records (and the sign-up removal job) has its words on the Log Audit screen, in id and en', () => {
    const actions = new Set([
      ...Object.values(AUDITED_ROUTES).flat(),
      'user.expire_signup',
      'invoice.expire',
      'certificate.expire',
      'approval.expired',
    ]);
    for (const lng of ['id', 'en']) {
      const file = fileURLToPath(new URL(`../../web/src/i18n/locales/${lng}/adminAudit.json`, import.meta.url));
      const words = (JSON.parse(readFileSync(file, 'utf8')) as { actions: Record<string, Record<string, string>> })
        .actions;
      const missing = [...actions].filter((a) => {
        const [entity, verb] = a.split('.');
        return !words[entity]?.[verb];
      });
      expect(missing, lng).toEqual([]);
    }
  });
});

describe('accounts', () => {
  it('sign-up, e-mail confirmation and an e-mail change before it name the account holder and their address', async () => {
    const agent = new Agent(ctx.app, '10.1.2.3');
    const { uuid, email } = await register(ctx, 901, agent);
    const user = await oneRow('user.register', uuid);
    const [company] = await db
      .select()
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.uuid, uuid));
    expect(user).toMatchObject({
      entityType: 'user',
      companyId: company.companies.id,
      actorEmail: email,
      actorRole: 'user',
      ip: '10.1.2.3',
      before: null,
    });
    expect(user.after).toMatchObject({ email, status: USER_STATUS.PENDING_VERIFICATION });
    expect(JSON.stringify(user.after)).not.toMatch(/password|argon/i);
    const co = await oneRow('company.register', company.companies.id);
    expect(co).toMatchObject({ entityType: 'company', companyId: company.companies.id, actorEmail: email });
    expect(co.after).toMatchObject({ status: COMPANY_STATUS.UNVERIFIED, npwp: company.companies.npwp });

    const newEmail = 'pindah901@example.co.id';
    ok(await agent.post(apiPath('auth/change-pending-email.php'), { uuid, password: PASSWORD, new_email: newEmail }));
    const moved = await oneRow('user.change_email', uuid);
    expect(moved).toMatchObject({
      before: { email },
      after: { email: newEmail },
      actorEmail: newEmail,
      ip: '10.1.2.3',
    });

    ok(await agent.post(apiPath('auth/verify-otp.php'), { email: newEmail, otp: lastOtp(ctx, newEmail) }));
    const verified = await oneRow('user.verify_email', uuid);
    expect(verified).toMatchObject({
      before: { status: USER_STATUS.PENDING_VERIFICATION },
      after: { status: USER_STATUS.ACTIVE },
      actorRole: 'user',
      companyId: company.companies.id,
    });
  });

  it('a sign-up left unconfirmed for a day is removed by the server, and its row outlives it', async () => {
    const { uuid, email } = await register(ctx, 904);
    const [row] = await db
      .select({ companyId: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.uuid, uuid));
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(users.uuid, uuid));
    const result = await runMaintenance(ctx.app.deps);
    expect(result.removedSignups).toBeGreaterThanOrEqual(1);
    const expired = await oneRow('user.expire_signup', uuid);
    expect(expired).toMatchObject({
      actorRole: 'system',
      actorEmail: null,
      companyId: row.companyId,
      before: { email, status: USER_STATUS.PENDING_VERIFICATION },
      after: null,
    });
    expect(expired.reason).toBeTruthy();
  });

  it('a password reset and a password change are recorded without any password', async () => {
    const { uuid, email } = await register(ctx, 902);
    await ctx.app.deps.db.update(users).set({ status: USER_STATUS.ACTIVE }).where(eq(users.uuid, uuid));
    ok(await new Agent(ctx.app).post(apiPath('auth/forgot-password.php'), { email }));
    // The link is mailed in the background (the answer must not wait for it).
    const link = /reset-password\/([A-Za-z0-9_-]{20,})/;
    await vi.waitFor(() => expect(ctx.mailer.last(email)?.text ?? '').toMatch(link), { timeout: 10_000, interval: 20 });
    const token = link.exec(ctx.mailer.last(email)!.text)![1];
    expect(await rowsOf('auth.password_reset', uuid)).toHaveLength(0);
    ok(
      await new Agent(ctx.app).post(apiPath('auth/reset-password.php'), {
        token,
        password: 'sandi-baru-rahasia-9',
        password_confirmation: 'sandi-baru-rahasia-9',
      }),
    );
    const reset = await oneRow('auth.password_reset', uuid);
    expect(reset).toMatchObject({ actorEmail: email, actorRole: 'user', before: null, after: null });

    const owner = await createActor(ctx);
    ok(
      await owner.agent.post(apiPath('users/change-password.php'), {
        current_password: PASSWORD,
        password: 'sandi-baru-rahasia-9',
        password_confirmation: 'sandi-baru-rahasia-9',
      }),
    );
    const changed = await oneRow('auth.password_changed', owner.user.uuid);
    byUser(changed, owner);
    expect(changed).toMatchObject({ companyId: owner.company!.id, after: { other_sessions_ended: 0 } });
  });

  it("the profile: the user's and the company's changed fields only", async () => {
    const owner = await createActor(ctx);
    ok(
      await owner.agent.post(apiPath('users/update-profile.php'), {
        name: 'Nama Baru Pimpinan',
        phone: owner.user.phone,
        leader_position: 'Direktur',
      }),
    );
    const user = await oneRow('user.update', owner.user.uuid);
    byUser(user, owner);
    expect(user.before).toEqual({ name: owner.user.name, leader_position: null });
    expect(user.after).toEqual({ name: 'Nama Baru Pimpinan', leader_position: 'Direktur' });
    const company = await oneRow('company.update', owner.company!.id);
    expect(company.after).toEqual({ leader_name: 'Nama Baru Pimpinan', leader_position: 'Direktur' });
  });

  it('an admin suspends and reactivates with the reason, and resends a confirmation code', async () => {
    const admin = await adminActor(ctx);
    const target = await createActor(ctx);
    ok(
      await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
        uuid: target.user.uuid,
        suspended: true,
        reason: 'Dokumen palsu terdeteksi',
      }),
    );
    const suspended = await oneRow('user.suspend', target.user.uuid);
    byAdmin(suspended, admin);
    expect(suspended).toMatchObject({
      entityType: 'user',
      companyId: target.company!.id,
      reason: 'Dokumen palsu terdeteksi',
      before: { is_suspended: false, suspended_reason: null },
      after: { is_suspended: true, suspended_reason: 'Dokumen palsu terdeteksi' },
    });
    // Suspending again changes nothing: no second row.
    ok(
      await admin.agent.post(apiPath('admin/users/set-suspended.php'), {
        uuid: target.user.uuid,
        suspended: true,
        reason: 'Lagi',
      }),
    );
    expect(await rowsOf('user.suspend', target.user.uuid)).toHaveLength(1);
    ok(await admin.agent.post(apiPath('admin/users/set-suspended.php'), { uuid: target.user.uuid, suspended: false }));
    expect((await oneRow('user.reactivate', target.user.uuid)).after).toEqual({
      is_suspended: false,
      suspended_reason: null,
    });

    const { uuid } = await register(ctx, 903);
    ctx.mailer.sent.length = 0;
    // The sign-up's own code is inside the cooldown: move it back so the admin's resend may go.
    await db.execute(
      sql`update otp_codes set created_at = created_at - interval '1 hour' where user_id = (select id from users where uuid = ${uuid})`,
    );
    ok(await admin.agent.post(apiPath('admin/users/resend-otp.php'), { uuid }));
    const resent = await oneRow('user.resend_otp', uuid);
    byAdmin(resent, admin);
    expect(JSON.stringify(resent)).not.toContain(lastOtp(ctx, emailOf(903)));
  });
});

describe('companies and documents', () => {
  it('company data: the owner and an admin, changed fields only', async () => {
    const owner = await createActor(ctx);
    const admin = await adminActor(ctx);
    ok(
      await owner.agent.post(apiPath('companies/update.php'), { address: 'Jl. Baru No. 1', name: owner.company!.name }),
    );
    const byOwner = await oneRow('company.update', owner.company!.id);
    byUser(byOwner, owner);
    expect(byOwner).toMatchObject({
      companyId: owner.company!.id,
      before: { address: null },
      after: { address: 'Jl. Baru No. 1' },
    });
    ok(
      await admin.agent.post(apiPath('admin/companies/update.php'), {
        company_id: owner.company!.id,
        employee_count: 40,
      }),
    );
    const rows = await rowsOf('company.update', owner.company!.id);
    expect(rows).toHaveLength(2);
    byAdmin(rows[1], admin);
    expect(rows[1]).toMatchObject({ before: { employee_count: null }, after: { employee_count: 40 } });
  });

  it('upload, delete, submit, review, verify-remaining and the decision', async () => {
    const owner = await createActor(ctx, { complete: true });
    const admin = await adminActor(ctx);
    await owner.agent.ensureCsrf();
    const up = await upload(ctx, owner.agent, { type: 'akta_pendirian' });
    ok(up, 201);
    const docUuid = up.json().data.document.uuid as string;
    const uploaded = await oneRow('document.upload', docUuid);
    byUser(uploaded, owner);
    const [doc] = await db.select().from(documents).where(eq(documents.uuid, docUuid));
    expect(uploaded).toMatchObject({ entityType: 'document', companyId: owner.company!.id });
    expect(uploaded.after).toEqual({
      document_type: 'akta_pendirian',
      category: doc.category,
      original_name: 'akta_pendirian.pdf',
      file_size: doc.fileSize,
      mime_type: 'application/pdf',
      sha256: doc.sha256,
    });
    ok(await owner.agent.post(apiPath('documents/delete.php'), { uuid: docUuid }));
    expect((await oneRow('document.delete', docUuid)).before).toMatchObject({
      document_type: 'akta_pendirian',
      sha256: doc.sha256,
    });

    // Every required document present, then submitted.
    for (const t of requiredRegistrationDocuments('PT')) await seedDocument(ctx, owner, t);
    ok(await owner.agent.post(apiPath('registrations/submit.php'), {}));
    const submitted = await oneRow('company.submit', owner.company!.id);
    expect(submitted).toMatchObject({
      before: { status: COMPANY_STATUS.UNVERIFIED },
      after: { status: COMPANY_STATUS.IN_REVIEW },
    });

    const current = await db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, owner.company!.id), eq(documents.isCurrent, 1)))
      .orderBy(asc(documents.id));
    ok(
      await admin.agent.post(apiPath('admin/documents/review.php'), {
        uuid: current[0].uuid,
        status: 'rejected',
        note: 'Tidak terbaca',
      }),
    );
    const rejected = await oneRow('document.reject', current[0].uuid);
    byAdmin(rejected, admin);
    expect(rejected).toMatchObject({
      reason: 'Tidak terbaca',
      before: { status: DOCUMENT_STATUS.UPLOADED, review_note: null },
      after: { status: DOCUMENT_STATUS.REJECTED, review_note: 'Tidak terbaca' },
    });

    ok(await admin.agent.post(apiPath('admin/documents/verify-remaining.php'), { company_id: owner.company!.id }));
    const verifiedRows = (await rowsOf('document.verify')).filter((r) => r.companyId === owner.company!.id);
    expect(verifiedRows.map((r) => r.entityId).sort()).toEqual(
      current
        .slice(1)
        .map((d) => d.uuid)
        .sort(),
    );
    for (const r of verifiedRows) expect(r.after).toEqual({ status: DOCUMENT_STATUS.VERIFIED });

    ok(
      await admin.agent.post(apiPath('admin/companies/verify.php'), {
        company_id: owner.company!.id,
        decision: 'reject',
        note: 'Akta tidak terbaca',
      }),
    );
    const companyRejected = await oneRow('company.reject', owner.company!.id);
    byAdmin(companyRejected, admin);
    expect(companyRejected).toMatchObject({
      reason: 'Akta tidak terbaca',
      after: { status: COMPANY_STATUS.REJECTED, review_note: 'Akta tidak terbaca' },
    });
  });

  it('an approval records the company and its user, a reminder what is missing', async () => {
    const owner = await createActor(ctx, { complete: true, companyStatus: COMPANY_STATUS.IN_REVIEW });
    const admin = await adminActor(ctx);
    for (const t of requiredRegistrationDocuments('PT'))
      await seedDocument(ctx, owner, t, { status: DOCUMENT_STATUS.VERIFIED });
    const res = await admin.agent.post(apiPath('admin/companies/verify.php'), {
      company_id: owner.company!.id,
      decision: 'approve',
    });
    ok(res);
    expect(await oneRow('company.verify', owner.company!.id)).toMatchObject({
      before: { status: COMPANY_STATUS.IN_REVIEW },
      after: { status: COMPANY_STATUS.VERIFIED },
    });
    const user = await oneRow('user.verify', owner.user.uuid);
    byAdmin(user, admin);
    expect(user).toMatchObject({ companyId: owner.company!.id, after: { status: USER_STATUS.VERIFIED } });

    const stalled = await createActor(ctx);
    ok(await admin.agent.post(apiPath('admin/companies/remind.php'), { company_id: stalled.company!.id }));
    const reminded = await oneRow('company.remind', stalled.company!.id);
    byAdmin(reminded, admin);
    expect((reminded.after as { missing_documents: string[] }).missing_documents.length).toBeGreaterThan(0);
  });
});

describe('applications and certificates', () => {
  it('a draft edit names the changed fields, a deletion the draft', async () => {
    const owner = await verifiedCompany(ctx);
    const codeReg = await createDraft(owner);
    expect(await oneRow('application.create', codeReg)).toMatchObject({ companyId: owner.company!.id });
    const body = {
      code_reg: codeReg,
      applicationType: 'new',
      companyQualification: 'menengah',
      subBidangCodes: ['PB001'],
      notes: 'Permohonan pertama',
    };
    ok(
      await owner.agent.post(apiPath('applications/update.php'), {
        ...body,
        aktaPendirianNotaris: 'Notaris Budi, S.H.',
        aktaPendirianNomor: '12',
        aktaPendirianTanggal: '2015-03-10',
        skKemenkumhamNomor: 'AHU-0012345.AH.01.01',
        skKemenkumhamTanggal: '2015-04-01',
        nibDate: '2019-05-20',
      }),
    );
    const updated = await oneRow('application.update', codeReg);
    byUser(updated, owner);
    expect(updated).toMatchObject({ entityType: 'application', companyId: owner.company!.id });
    expect(updated.before).toEqual({ qualification: 'kecil', subBidangCodes: ['PB001', 'PB002', 'PB003'] });
    expect(updated.after).toEqual({ qualification: 'menengah', subBidangCodes: ['PB001'] });
    ok(await owner.agent.post(apiPath('applications/delete.php'), { code_reg: codeReg }));
    expect(await oneRow('application.delete', codeReg)).toMatchObject({ before: { deleted_at: null } });
  });

  it('a submission issues the invoice; the proof is recorded as a file and a status change; the verification by the admin', async () => {
    const owner = await verifiedCompany(ctx);
    const admin = await adminActor(ctx);
    const { codeReg, invoice } = await submitted(ctx, owner);
    expect(await oneRow('application.submit', codeReg)).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'submitted' },
      actorEmail: owner.user.email,
    });
    expect(await oneRow('invoice.issue', invoice.uuid_invoice)).toMatchObject({
      entityType: 'invoice',
      companyId: owner.company!.id,
    });

    const token = await owner.agent.ensureCsrf();
    const { body, contentType } = multipartBody(
      { uuid_invoice: invoice.uuid_invoice, csrf_token: token },
      { name: 'bukti.pdf', content: FIXTURE.pdf, field: 'proof' },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPath('transactions/upload_proof.php'),
      payload: body,
      headers: { 'content-type': contentType, cookie: cookieHeader(owner.agent), 'x-csrf-token': token },
    });
    ok(res);
    expect(await oneRow('invoice.upload_proof', invoice.uuid_invoice)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'waiting_confirmation' },
    });
    const proof = (await rowsOf('document.upload')).filter(
      (r) => r.companyId === owner.company!.id && (r.after as { category: string }).category !== 'sbu_application',
    );
    expect(proof).toHaveLength(1);
    byUser(proof[0], owner);
    expect(proof[0].after).toMatchObject({ original_name: 'bukti.pdf', mime_type: 'application/pdf' });

    ok(
      await admin.agent.post(apiPath('admin/payments/verify.php'), {
        uuid_invoice: invoice.uuid_invoice,
        decision: 'verify',
      }),
    );
    const verified = await oneRow('invoice.verify', invoice.uuid_invoice);
    byAdmin(verified, admin);
    expect(verified.after).toMatchObject({ status: 'paid' });
    expect(await oneRow('application.pay', codeReg)).toMatchObject({
      actorRole: 'system',
      after: { status: 'under_review' },
    });
  });

  it('publishing activates the company; a revision records the changed data fields and the reason', async () => {
    const owner = await verifiedCompany(ctx);
    const admin = await adminActor(ctx);
    await setCertificateSettings(ctx);
    const codeReg = await approvedApplication(ctx, owner);
    const pub = await admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: codeReg, ...SIGNATORY });
    ok(pub);
    const certUuid = pub.json().data.certificate.certificate_uuid as string;
    expect(await oneRow('certificate.publish', certUuid)).toMatchObject({
      entityType: 'certificate',
      companyId: owner.company!.id,
      actorEmail: admin.user.email,
    });
    expect(await oneRow('company.activate', owner.company!.id)).toMatchObject({
      before: { status: 'verified' },
      after: { status: 'active' },
    });

    // A new company name waits for a second administrator (four eyes), whose approval carries it out.
    const asked = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: certUuid,
      reason: 'Nama perusahaan salah ketik',
      company_name: 'PT Nama Benar',
    });
    ok(asked, 202);
    const approvalUuid = asked.json().data.approval.uuid as string;
    const requested = await oneRow('approval.requested', approvalUuid);
    byAdmin(requested, admin);
    expect(requested).toMatchObject({
      entityType: 'approval',
      companyId: owner.company!.id,
      reason: 'Nama perusahaan salah ketik',
      before: { company_name: owner.company!.name },
      after: { action: 'certificate.revise', entity_id: certUuid, company_name: 'PT Nama Benar' },
    });
    const second = await adminActor(ctx);
    ok(await decide(second, approvalUuid, 'approve', 'Sesuai akta'));
    const decided = await oneRow('approval.decided', approvalUuid);
    byAdmin(decided, second);
    expect(decided).toMatchObject({ reason: 'Sesuai akta', before: { status: 'pending' } });
    // The revision itself names its author, the administrator who asked for it.
    const revised = await oneRow('certificate.revise', certUuid);
    byAdmin(revised, admin);
    expect(revised).toMatchObject({
      companyId: owner.company!.id,
      reason: 'Nama perusahaan salah ketik',
      before: { revision: 1, company_name: owner.company!.name },
      after: { revision: 2, company_name: 'PT Nama Benar' },
    });
  });
});

describe('administration', () => {
  it('settings and fees: only what changed', async () => {
    const admin = await adminActor(ctx);
    ok(
      await admin.agent.post(apiPath('admin/settings/update.php'), {
        body_name: 'LSBU Uji',
        issuer_name: 'PT Penerbit',
      }),
    );
    ok(
      await admin.agent.post(apiPath('admin/settings/update.php'), {
        body_name: 'LSBU Uji',
        issuer_name: 'PT Penerbit Baru',
      }),
    );
    const rows = await rowsOf('settings.update', 'settings');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    byAdmin(rows.at(-1)!, admin);
    expect(rows.at(-1)).toMatchObject({
      entityType: 'settings',
      before: { issuer_name: 'PT Penerbit' },
      after: { issuer_name: 'PT Penerbit Baru' },
    });
    // The same values again: nothing changed, nothing recorded.
    ok(await admin.agent.post(apiPath('admin/settings/update.php'), { body_name: 'LSBU Uji' }));
    expect(await rowsOf('settings.update', 'settings')).toHaveLength(rows.length);

    // A lone surrogate (valid in a JS string, refused inside jsonb) must not make the save fail.
    ok(await admin.agent.post(apiPath('admin/settings/update.php'), { issuer_name: 'PT Penerbit \ud800' }));
    expect((await rowsOf('settings.update', 'settings')).at(-1)!.after).toEqual({ issuer_name: 'PT Penerbit \ufffd' });

    const current = (await admin.agent.get(apiPath('fees/schedule.php'))).json().data;
    const fees = { ...current.fees, kecil: { ...current.fees.kecil, base_fee: current.fees.kecil.base_fee + 100_000 } };
    // Invoices exist in this database: a new schedule waits for a second administrator.
    const res = await admin.agent.post(apiPath('admin/fees/update.php'), {
      fees,
      renewal_percent: current.renewal_percent,
      bank_accounts: current.bank_accounts,
    });
    ok(res, 202);
    ok(await decide(await adminActor(ctx), res.json().data.approval.uuid, 'approve'));
    const version = (await admin.agent.get(apiPath('fees/schedule.php'))).json().data.id as number;
    const fee = (await rowsOf('fees.update', 'fees')).at(-1)!;
    byAdmin(fee, admin);
    expect(fee.before).toEqual({ version: current.id, fees: current.fees });
    expect(fee.after).toEqual({ version, fees });
  });

  it('the catalogue and the collective-leave calendar', async () => {
    const admin = await adminActor(ctx);
    const entry = {
      code: 'ZZ901',
      name: 'Sub-bidang uji',
      bidang_code: 'ZZ',
      bidang_name: 'Bidang uji',
      kbli_code: '41011',
      kbli_title: 'Konstruksi gedung',
      kbli_edition: '2020',
    };
    ok(await admin.agent.post(apiPath('admin/sub-bidang/save.php'), entry), 201);
    const created = await oneRow('catalogue.save', 'ZZ901');
    byAdmin(created, admin);
    expect(created).toMatchObject({
      entityType: 'catalogue',
      before: null,
      after: { code: 'ZZ901', name: 'Sub-bidang uji', is_active: true },
    });
    ok(await admin.agent.post(apiPath('admin/sub-bidang/save.php'), { ...entry, name: 'Sub-bidang uji diganti' }));
    expect((await rowsOf('catalogue.save', 'ZZ901'))[1]).toMatchObject({
      before: { name: 'Sub-bidang uji' },
      after: { name: 'Sub-bidang uji diganti' },
    });
    ok(await admin.agent.post(apiPath('admin/sub-bidang/set-active.php'), { code: 'ZZ901', is_active: false }));
    expect(await oneRow('catalogue.deactivate', 'ZZ901')).toMatchObject({
      before: { is_active: true },
      after: { is_active: false },
    });

    ok(await admin.agent.post(apiPath('admin/calendar/save.php'), { date: '2031-12-26', note: 'Cuti bersama Natal' }));
    ok(
      await admin.agent.post(apiPath('admin/calendar/save.php'), {
        date: '2031-12-26',
        note: 'Cuti bersama Natal 2031',
      }),
    );
    const saves = await rowsOf('calendar.save', '2031-12-26');
    expect(saves.map((r) => [r.before, r.after])).toEqual([
      [null, { note: 'Cuti bersama Natal' }],
      [{ note: 'Cuti bersama Natal' }, { note: 'Cuti bersama Natal 2031' }],
    ]);
    byAdmin(saves[0], admin);
    ok(await admin.agent.post(apiPath('admin/calendar/delete.php'), { date: '2031-12-26' }));
    expect(await oneRow('calendar.delete', '2031-12-26')).toMatchObject({
      entityType: 'calendar',
      before: { note: 'Cuti bersama Natal 2031' },
      after: null,
    });
  });
});
