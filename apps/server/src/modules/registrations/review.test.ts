import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  renderNotification,
  requiredRegistrationDocuments,
  ROLE,
  USER_STATUS,
  ZAdminCompanyDetailResponse,
  ZReviewDocumentResponse,
} from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { companies, documents, mailQueue, notifications, users } from '../../db/schema';
import { FIXTURE, createActor, seedDocument, upload, type Actor } from '../../../test/actors';

let ctx: TestContext;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
});
afterAll(async () => ctx.close());

const REQUIRED_PT = requiredRegistrationDocuments('PT');
const companyRow = async (a: Actor) =>
  (await ctx.app.deps.db.select().from(companies).where(eq(companies.id, a.company!.id)))[0];
const userRow = async (a: Actor) => (await ctx.app.deps.db.select().from(users).where(eq(users.id, a.user.id)))[0];
const docRow = async (uuid: string) =>
  (await ctx.app.deps.db.select().from(documents).where(eq(documents.uuid, uuid)))[0];
const notesOf = async (a: Actor) =>
  (await ctx.app.deps.db.select().from(notifications).where(eq(notifications.userId, a.user.id))).map((n) => ({
    ...n,
    ...renderNotification(n.kind, n.params, 'id'),
  }));
/** Queued mail leaves after the commit: wait for the dispatcher the route kicked. */
const mailSettled = () => ctx.app.deps.mailDispatcher.idle();
const review = (uuid: string, status: string, note?: string) =>
  admin.agent.post(apiPath('admin/documents/review.php'), { uuid, status, ...(note ? { note } : {}) });
const verify = (a: Actor, decision: string, note?: string) =>
  admin.agent.post(apiPath('admin/companies/verify.php'), {
    company_id: a.company!.id,
    decision,
    ...(note ? { note } : {}),
  });

/** A company in review with every required PT document seeded (status `uploaded` unless given). */
async function inReviewCompany(status: 'uploaded' | 'verified' = 'uploaded') {
  const a = await createActor(ctx, { complete: true, companyStatus: COMPANY_STATUS.IN_REVIEW });
  const docs = new Map<string, string>();
  for (const t of REQUIRED_PT) docs.set(t, (await seedDocument(ctx, a, t, { status })).uuid);
  return { a, docs };
}

describe('POST admin/documents/review.php', () => {
  it('answers 403 without the CSRF token, 422 for bad input, 404 for an unknown uuid', async () => {
    const { docs } = await inReviewCompany();
    const uuid = docs.get('nib')!;
    expect(
      (await admin.agent.post(apiPath('admin/documents/review.php'), { uuid, status: 'verified' }, { csrf: false }))
        .statusCode,
    ).toBe(403);
    const noNote = await review(uuid, 'rejected');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['validation.required']);
    expect((await review(uuid, 'uploaded')).statusCode).toBe(422);
    expect((await review('x', 'verified')).statusCode).toBe(422);
    expect((await review('00000000-0000-4000-8000-000000000000', 'verified')).statusCode).toBe(404);
    expect((await docRow(uuid)).status).toBe('uploaded');
  });

  it('marks a document verified (who and when recorded) and notifies the user, without an e-mail', async () => {
    const { a, docs } = await inReviewCompany();
    const res = await review(docs.get('nib')!, 'verified');
    expect(res.statusCode).toBe(200);
    expect(ZReviewDocumentResponse.parse(res.json().data).document).toMatchObject({
      status: 'verified',
      is_current: true,
    });
    const row = await docRow(docs.get('nib')!);
    expect(row.reviewedBy).toBe(admin.user.id);
    expect(row.reviewedAt).not.toBeNull();
    const notes = await notesOf(a);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'document_verified',
      type: 'success',
      refreshProfile: true,
      actionUrl: '/document-registration#dokumen-nib',
    });
    await mailSettled();
    expect(ctx.mailer.last(a.user.email)).toBeUndefined();
  });

  it('rejects a document with a note, notifies the user and e-mails them after the commit', async () => {
    const { a, docs } = await inReviewCompany();
    const res = await review(docs.get('ktp_pimpinan')!, 'rejected', 'KTP tidak terbaca');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.document).toMatchObject({ status: 'rejected', review_note: 'KTP tidak terbaca' });
    const notes = await notesOf(a);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'error', actionUrl: '/document-registration#dokumen-ktp_pimpinan' });
    expect(notes[0].message).toContain('KTP Pimpinan');
    expect(notes[0].message).toContain('KTP tidak terbaca');
    await mailSettled();
    const mail = ctx.mailer.last(a.user.email);
    expect(mail?.subject).toContain('KTP Pimpinan');
    expect(mail?.text).toContain('KTP tidak terbaca');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/document-registration#dokumen-ktp_pimpinan`);
  });

  it('answers 409 outside a review, for history rows and for other categories', async () => {
    const idle = await createActor(ctx, { complete: true });
    const idleDoc = await seedDocument(ctx, idle, 'nib');
    expect((await review(idleDoc.uuid, 'verified')).statusCode).toBe(409);
    const { a } = await inReviewCompany();
    const old = await seedDocument(ctx, a, 'akta_perubahan', { isCurrent: false });
    expect((await review(old.uuid, 'verified')).statusCode).toBe(409);
    const proof = await seedDocument(ctx, a, 'bukti_transfer', { category: 'payment_proof' });
    expect((await review(proof.uuid, 'verified')).statusCode).toBe(409);
    expect((await docRow(idleDoc.uuid)).status).toBe('uploaded');
  });
});

describe('POST admin/companies/verify.php', () => {
  it('answers 403 without the CSRF token, 422 for bad input, 404 / 409 for unknown or idle companies', async () => {
    const { a } = await inReviewCompany('verified');
    expect(
      (
        await admin.agent.post(
          apiPath('admin/companies/verify.php'),
          { company_id: a.company!.id, decision: 'approve' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    const noNote = await verify(a, 'reject');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['validation.required']);
    expect((await verify(a, 'maybe')).statusCode).toBe(422);
    expect(
      (await admin.agent.post(apiPath('admin/companies/verify.php'), { company_id: 999999, decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    const idle = await createActor(ctx, { complete: true });
    const res = await verify(idle, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect((await companyRow(a)).status).toBe(COMPANY_STATUS.IN_REVIEW);
  });

  it('refuses approval while a required document is unverified, listing what is missing', async () => {
    const { a, docs } = await inReviewCompany('verified');
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'uploaded' })
      .where(eq(documents.uuid, docs.get('npwp_perusahaan')!));
    await ctx.app.deps.db
      .update(documents)
      .set({ status: 'rejected' })
      .where(eq(documents.uuid, docs.get('pasfoto_pimpinan')!));
    const res = await verify(a, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect(res.json().data.missing_documents.sort()).toEqual(['npwp_perusahaan', 'pasfoto_pimpinan']);
    expect((await companyRow(a)).status).toBe(COMPANY_STATUS.IN_REVIEW);
    expect((await userRow(a)).status).toBe(USER_STATUS.ACTIVE);
  });

  it('approves: company verified (+ verified_at) and user verified together, with a notification and an e-mail', async () => {
    const { a } = await inReviewCompany('verified');
    const before = await a.agent.get(apiPath('users/profile.php'));
    expect(before.json().data).toMatchObject({ user: { status: 'active' }, company: { status: 'in_review' } });
    const res = await verify(a, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company.status).toBe('verified');
    const c = await companyRow(a);
    expect(c.status).toBe(COMPANY_STATUS.VERIFIED);
    expect(c.verifiedAt).toBeInstanceOf(Date);
    expect((await userRow(a)).status).toBe(USER_STATUS.VERIFIED);
    const notes = await notesOf(a);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'registration_approved',
      type: 'success',
      refreshProfile: true,
      actionUrl: '/company',
    });
    await mailSettled();
    const mail = ctx.mailer.last(a.user.email);
    expect(mail?.subject).toContain('disetujui');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/company`);
    const after = await a.agent.get(apiPath('users/profile.php'));
    expect(after.json().data).toMatchObject({ user: { status: 'verified' }, company: { status: 'verified' } });
  });

  it('approval marks the owner\'s "document verified" notices read: the approval is the one left to read', async () => {
    const { a, docs } = await inReviewCompany();
    for (const uuid of docs.values()) expect((await review(uuid, 'verified')).statusCode).toBe(200);
    expect((await notesOf(a)).filter((n) => n.kind === 'document_verified' && !n.isRead).length).toBe(docs.size);
    expect((await verify(a, 'approve')).statusCode).toBe(200);
    const unread = (await notesOf(a)).filter((n) => !n.isRead).map((n) => n.kind);
    expect(unread).toEqual(['registration_approved']);
  });

  it('approves in one transaction: a failure after the status updates leaves both statuses unchanged', async () => {
    const { a } = await inReviewCompany('verified');
    // The last write of the decision (the queued mail) fails: nothing of it may remain.
    await ctx.app.deps.db.execute(
      sql.raw(
        `create function test_fail_mail() returns trigger language plpgsql as $$ begin raise exception 'mail queue down'; end $$`,
      ),
    );
    await ctx.app.deps.db.execute(
      sql.raw(
        'create trigger test_fail_mail before insert on mail_queue for each row execute function test_fail_mail()',
      ),
    );
    try {
      const res = await verify(a, 'approve');
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('mail queue down');
    } finally {
      await ctx.app.deps.db.execute(sql.raw('drop trigger test_fail_mail on mail_queue'));
      await ctx.app.deps.db.execute(sql.raw('drop function test_fail_mail()'));
    }
    expect(await notesOf(a)).toHaveLength(0);
    expect((await companyRow(a)).status).toBe(COMPANY_STATUS.IN_REVIEW);
    expect((await companyRow(a)).verifiedAt).toBeNull();
    expect((await userRow(a)).status).toBe(USER_STATUS.ACTIVE);
    await mailSettled();
    expect(ctx.mailer.last(a.user.email)).toBeUndefined();
  });

  it('keeps the decision when the e-mail fails after the commit, and retries it', async () => {
    const { a } = await inReviewCompany('verified');
    const send = ctx.mailer.send;
    ctx.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      expect((await verify(a, 'approve')).statusCode).toBe(200);
      await mailSettled();
    } finally {
      ctx.mailer.send = send;
    }
    expect((await companyRow(a)).status).toBe(COMPANY_STATUS.VERIFIED);
    expect(ctx.mailer.last(a.user.email)).toBeUndefined();
    const [queued] = await ctx.app.deps.db.select().from(mailQueue).where(eq(mailQueue.recipient, a.user.email));
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, lastError: 'smtp down' });
  });
});

describe('reject → re-upload → submit again → approve (through the API)', () => {
  it('walks the whole onboarding loop', async () => {
    const u = await createActor(ctx, { complete: true });
    const uploaded = new Map<string, string>();
    for (const t of REQUIRED_PT) {
      const res = await upload(ctx, u.agent, { type: t, file: { name: `${t}.pdf`, content: FIXTURE.pdf } });
      expect(res.statusCode).toBe(201);
      uploaded.set(t, res.json().data.document.uuid);
    }
    expect((await u.agent.post(apiPath('registrations/submit.php'))).statusCode).toBe(200);

    for (const [t, uuid] of uploaded) {
      const res = t === 'nib' ? await review(uuid, 'rejected', 'NIB buram') : await review(uuid, 'verified');
      expect(res.statusCode).toBe(200);
    }
    // While in review only the rejected document may be replaced, and approval is refused.
    expect((await upload(ctx, u.agent, { type: 'ktp_pimpinan' })).statusCode).toBe(409);
    expect((await upload(ctx, u.agent, { type: 'akta_perubahan' })).statusCode).toBe(409);
    const refused = await verify(u, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.missing_documents).toEqual(['nib']);

    const rejected = await verify(u, 'reject', 'Perbaiki dokumen NIB');
    expect(rejected.statusCode).toBe(200);
    expect((await companyRow(u)).status).toBe(COMPANY_STATUS.REJECTED);
    expect((await companyRow(u)).reviewNote).toBe('Perbaiki dokumen NIB');
    const decision = (await notesOf(u)).find((n) => n.kind === 'registration_rejected');
    expect(decision?.message).toContain('Perbaiki');
    expect(decision?.message).toContain('NIB buram');
    await mailSettled();
    expect(ctx.mailer.last(u.user.email)?.text).toContain('NIB buram');
    expect((await userRow(u)).status).toBe(USER_STATUS.ACTIVE);

    // A verified document stays; the rejected one is replaced; the old file becomes history.
    expect((await upload(ctx, u.agent, { type: 'ktp_pimpinan' })).statusCode).toBe(409);
    const again = await upload(ctx, u.agent, { type: 'nib', file: { name: 'nib-jelas.png', content: FIXTURE.png } });
    expect(again.statusCode).toBe(201);
    expect((await docRow(uploaded.get('nib')!)).isCurrent).toBe(0);
    expect((await u.agent.post(apiPath('registrations/submit.php'))).statusCode).toBe(200);

    const detail = ZAdminCompanyDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${u.company!.id}`)).json().data,
    );
    const nibRows = detail.documents.filter((d) => d.document_type === 'nib');
    expect(nibRows.map((d) => [d.original_name, d.status, d.is_current])).toEqual([
      ['nib-jelas.png', 'uploaded', true],
      ['nib.pdf', 'rejected', false],
    ]);
    expect((await review(again.json().data.document.uuid, 'verified')).statusCode).toBe(200);
    expect((await verify(u, 'approve')).statusCode).toBe(200);
    expect((await companyRow(u)).status).toBe(COMPANY_STATUS.VERIFIED);
    expect((await userRow(u)).status).toBe(USER_STATUS.VERIFIED);
    // Registration is closed after approval.
    expect((await upload(ctx, u.agent, { type: 'akta_perubahan' })).statusCode).toBe(409);
  });
});

describe('replacing a rejected document while the registration is in review', () => {
  it('replaces it at once, keeps the registration in review, notifies the admins, and their notification is read once reviewed', async () => {
    const other = await createActor(ctx, { role: ROLE.ADMIN });
    const { a, docs } = await inReviewCompany();
    expect((await review(docs.get('nib')!, 'rejected', 'NIB buram')).statusCode).toBe(200);
    // Only the rejected type: an uploaded or verified one stays locked.
    const locked = await upload(ctx, a.agent, { type: 'npwp_perusahaan' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('INVALID_TRANSITION');

    const res = await upload(ctx, a.agent, { type: 'nib', file: { name: 'nib-jelas.pdf', content: FIXTURE.pdf } });
    expect(res.statusCode).toBe(201);
    const replacement = res.json().data.document;
    expect(replacement).toMatchObject({ status: 'uploaded', document_type: 'nib' });
    expect((await docRow(docs.get('nib')!)).isCurrent).toBe(0);
    expect((await companyRow(a)).status).toBe(COMPANY_STATUS.IN_REVIEW);
    // Replaced once: the new file is `uploaded`, so a second replacement waits for a review.
    expect((await upload(ctx, a.agent, { type: 'nib' })).statusCode).toBe(409);

    const adminNotes = async (who: Actor) =>
      (await ctx.app.deps.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).filter(
        (n) => n.kind === 'document_replaced',
      );
    for (const who of [admin, other]) {
      const [note] = await adminNotes(who);
      expect(note).toMatchObject({
        isRead: false,
        actionUrl: `/admin/companies/${a.company!.id}`,
        subject: `document:${replacement.uuid}`,
      });
      expect(renderNotification(note.kind, note.params, 'id').message).toContain('NIB');
    }
    // Any admin's review of the replacement marks every admin's notification about it read.
    expect((await review(replacement.uuid, 'verified')).statusCode).toBe(200);
    for (const who of [admin, other]) expect((await adminNotes(who))[0].isRead).toBe(true);
  });

  it('a decision on the company marks every admin’s "submitted" notification about it read', async () => {
    const other = await createActor(ctx, { role: ROLE.ADMIN });
    const a = await createActor(ctx, { complete: true });
    for (const t of REQUIRED_PT) expect((await upload(ctx, a.agent, { type: t })).statusCode).toBe(201);
    expect((await a.agent.post(apiPath('registrations/submit.php'))).statusCode).toBe(200);
    const submitted = async (who: Actor) =>
      (await ctx.app.deps.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).filter(
        (n) => n.kind === 'company_submitted' && n.subject === `company:${a.company!.id}`,
      );
    expect((await submitted(other))[0].isRead).toBe(false);
    expect((await verify(a, 'reject', 'Data kurang')).statusCode).toBe(200);
    for (const who of [admin, other]) expect((await submitted(who)).every((n) => n.isRead)).toBe(true);
    expect((await other.agent.get(apiPath('notifications/list.php'))).json().data.notifications[0]).toMatchObject({
      kind: 'company_submitted',
      read: true,
    });
  });
});
