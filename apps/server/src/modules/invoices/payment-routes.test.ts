import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  ROLE,
  UPLOAD_MAX_BYTES,
  USER_STATUS,
  ZInvoiceResponse,
  ZPaymentQueueResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { FIXTURE, cookieHeader, createActor, multipartBody, storedFiles, type Actor } from '../../../test/actors';
import { insertSubmittedWithInvoice, type InvoiceRow } from '../../../test/fixtures/workflow';
import { applicationEvents, applications, invoiceEvents, invoices, mailQueue, notifications } from '../../db/schema';

/** Proof upload, the verification queue, verify/reject, cancel and refund (docs/business-rules.md#payment-verification, #invoice-status). */
let ctx: TestContext;
let admin: Actor;
let owner: Actor;
let other: Actor;
let unverified: Actor;

const verifiedCompany = () => ({ status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
const ownerOf = (a: Actor) => ({ companyId: a.company!.id, userId: a.user.id });
const db = () => ctx.app.deps.db;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, verifiedCompany());
  other = await createActor(ctx, verifiedCompany());
  unverified = await createActor(ctx);
});
afterAll(async () => ctx.close());

async function sendProof(actor: Actor | Agent, uuid: string, opts: { file?: Buffer | null; csrf?: boolean } = {}) {
  const agent = actor instanceof Agent ? actor : actor.agent;
  const token = agent.csrf ?? (await agent.ensureCsrf());
  const fields: Record<string, string> = { uuid_invoice: uuid, ...(opts.csrf === false ? {} : { csrf_token: token }) };
  const file =
    opts.file === null ? undefined : { name: 'bukti.pdf', content: opts.file ?? FIXTURE.pdf, field: 'proof' };
  const { body, contentType } = multipartBody(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: apiPath('transactions/upload_proof.php'),
    payload: body,
    headers: {
      'content-type': contentType,
      cookie: cookieHeader(agent),
      ...(opts.csrf === false ? {} : { 'x-csrf-token': token }),
    },
  });
}

const fresh = async (o: Parameters<typeof insertSubmittedWithInvoice>[2] = {}, who = owner) =>
  insertSubmittedWithInvoice(db(), ownerOf(who), o);
const invoiceRow = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];
const applicationRow = async (id: number) => (await db().select().from(applications).where(eq(applications.id, id)))[0];
const kinds = async (userId: number, kind: string) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
  ).length;

describe('POST transactions/upload_proof.php', () => {
  let inv: InvoiceRow;
  beforeAll(async () => {
    ({ invoice: inv } = await fresh());
  });

  it('401 anonymous, 403 unverified, 403 CSRF, 404 another company, 422 without a file or with a bad uuid, 422/413 bad files', async () => {
    expect((await sendProof(new Agent(ctx.app), inv.uuid)).statusCode).toBe(401);
    expect((await sendProof(unverified, inv.uuid)).json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    expect((await sendProof(owner, inv.uuid, { csrf: false })).json().code).toBe('CSRF_INVALID');
    expect((await sendProof(other, inv.uuid)).statusCode).toBe(404);
    expect((await sendProof(owner, inv.uuid, { file: null })).statusCode).toBe(422);
    expect((await sendProof(owner, 'not-a-uuid')).statusCode).toBe(422);
    const exe = await sendProof(owner, inv.uuid, { file: FIXTURE.exe });
    expect([exe.statusCode, exe.json().code]).toEqual([422, 'FILE_REJECTED']);
    const big = await sendProof(owner, inv.uuid, {
      file: Buffer.concat([FIXTURE.pdf, Buffer.alloc(UPLOAD_MAX_BYTES)]),
    });
    expect([big.statusCode, big.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect((await invoiceRow(inv.id)).status).toBe('pending');
  });

  it('stores the proof, moves the invoice to waiting_confirmation and notifies every admin; a second proof is 409', async () => {
    const res = await sendProof(owner, inv.uuid, { file: FIXTURE.png });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = ZInvoiceResponse.parse(res.json().data);
    expect(invoice.status).toBe('waiting_confirmation');
    expect(invoice.proofs).toHaveLength(1);
    expect(invoice.proofs[0]).toMatchObject({
      category: 'payment_proof',
      document_type: 'bukti_transfer',
      mime_type: 'image/png',
    });
    expect(invoice.status_history.at(-1)).toMatchObject({
      name: 'upload_proof',
      from_status: 'pending',
      to_status: 'waiting_confirmation',
    });
    expect(await kinds(admin.user.id, 'payment_proof_uploaded')).toBe(1);
    // The owner may read the stored proof through the documents' file path.
    expect((await owner.agent.get(invoice.proofs[0].file_url)).statusCode).toBe(200);
    // Refused uploads leave no file behind; an admin has no company to pay for (403).
    const files = storedFiles(ctx).length;
    const again = await sendProof(owner, inv.uuid);
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await sendProof(admin, inv.uuid)).statusCode).toBe(403);
    expect(storedFiles(ctx).length).toBe(files);
  });

  it('refuses a pending invoice past its due date (the job cancels it)', async () => {
    const { invoice: old } = await fresh({ issuedAt: new Date(Date.UTC(2020, 0, 1)) });
    const res = await sendProof(owner, old.uuid);
    expect([res.statusCode, res.json().code]).toEqual([409, 'INVALID_TRANSITION']);
  });
});

describe('admin/payments/queue.php and verify.php', () => {
  it('401, 403 for a company user, 422 for bad input, CSRF, 404 unknown invoice', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/payments/queue.php'))).statusCode).toBe(401);
    expect((await owner.agent.get(apiPath('admin/payments/queue.php'))).statusCode).toBe(403);
    expect((await admin.agent.get(`${apiPath('admin/payments/queue.php')}?per_page=0`)).statusCode).toBe(422);
    const { invoice } = await fresh({ status: 'waiting_confirmation' });
    expect(
      (await owner.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: invoice.uuid, decision: 'verify' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: invoice.uuid, decision: 'reject' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: invoice.uuid, decision: 'ok' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await admin.agent.post(
          apiPath('admin/payments/verify.php'),
          { uuid_invoice: invoice.uuid, decision: 'verify' },
          { csrf: false },
        )
      ).json().code,
    ).toBe('CSRF_INVALID');
    expect(
      (
        await admin.agent.post(apiPath('admin/payments/verify.php'), {
          uuid_invoice: '00000000-0000-4000-8000-000000000000',
          decision: 'verify',
        })
      ).statusCode,
    ).toBe(404);
    expect((await invoiceRow(invoice.id)).status).toBe('waiting_confirmation');
  });

  it('lists waiting invoices oldest proof first with the newest proof; verify makes it paid and the application under_review in one go', async () => {
    const a = await fresh();
    const b = await fresh({}, other);
    await sendProof(other, b.invoice.uuid, { file: FIXTURE.jpg });
    await ctx.app.deps.db
      .update(invoices)
      .set({ statusChangedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(invoices.id, b.invoice.id));
    await sendProof(owner, a.invoice.uuid);
    const queue = ZPaymentQueueResponse.parse((await admin.agent.get(apiPath('admin/payments/queue.php'))).json().data);
    const order = queue.items.map((i) => i.uuid_invoice);
    expect(order.indexOf(b.invoice.uuid)).toBeLessThan(order.indexOf(a.invoice.uuid));
    const item = queue.items.find((i) => i.uuid_invoice === b.invoice.uuid)!;
    expect(item.proof).toMatchObject({ mime_type: 'image/jpeg', is_current: true });
    expect(item.proof!.admin_file_url).toContain(apiPath('admin/documents/get_document.php'));
    expect(item.waiting_since).toBe(item.status_changed_at);
    const searched = ZPaymentQueueResponse.parse(
      (await admin.agent.get(`${apiPath('admin/payments/queue.php')}?q=${b.invoice.transId}`)).json().data,
    );
    expect(searched.items.map((i) => i.uuid_invoice)).toEqual([b.invoice.uuid]);

    const res = await admin.agent.post(apiPath('admin/payments/verify.php'), {
      uuid_invoice: a.invoice.uuid,
      decision: 'verify',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = ZInvoiceResponse.parse(res.json().data);
    expect(invoice).toMatchObject({ status: 'paid', application: { status: 'under_review' } });
    expect(invoice.paid_at).not.toBeNull();
    expect(invoice.receipt_url).toContain('kind=receipt');
    expect((await applicationRow(a.application.id)).status).toBe('under_review');
    expect(await kinds(owner.user.id, 'invoice_paid')).toBe(1);
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email));
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringContaining(a.invoice.transId));
    // Once verified, every admin's "proof uploaded" about it is read.
    const unread = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.subject, `invoice:${a.invoice.uuid}`), eq(notifications.isRead, false)));
    expect(unread).toEqual([]);
    // Again: the paid invoice, nothing sent twice.
    const again = await admin.agent.post(apiPath('admin/payments/verify.php'), {
      uuid_invoice: a.invoice.uuid,
      decision: 'verify',
    });
    expect(again.statusCode).toBe(200);
    expect(await kinds(owner.user.id, 'invoice_paid')).toBe(1);
  });

  it('reject sends the invoice back to pending with the note; the company can upload a new proof', async () => {
    const { invoice: inv } = await fresh();
    await sendProof(owner, inv.uuid);
    const res = await admin.agent.post(apiPath('admin/payments/verify.php'), {
      uuid_invoice: inv.uuid,
      decision: 'reject',
      note: 'Nominal tidak sesuai',
    });
    expect(res.statusCode).toBe(200);
    const { invoice } = ZInvoiceResponse.parse(res.json().data);
    expect(invoice).toMatchObject({
      status: 'pending',
      last_rejection_note: 'Nominal tidak sesuai',
      application: { status: 'submitted' },
    });
    expect(invoice.status_history.at(-1)).toMatchObject({ name: 'reject_proof', note: 'Nominal tidak sesuai' });
    expect(await kinds(owner.user.id, 'payment_proof_rejected')).toBeGreaterThan(0);
    // A rejected proof is answered 409 when verified afterwards.
    expect(
      (await admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: inv.uuid, decision: 'verify' }))
        .statusCode,
    ).toBe(409);
    const second = await sendProof(owner, inv.uuid, { file: FIXTURE.png });
    expect(second.statusCode).toBe(200);
    const after = ZInvoiceResponse.parse(second.json().data).invoice;
    expect(after.status).toBe('waiting_confirmation');
    expect(after.proofs.map((p) => p.mime_type)).toEqual(['image/png', 'application/pdf']);
    const verified = ZInvoiceResponse.parse(
      (
        await admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: inv.uuid, decision: 'verify' })
      ).json().data,
    );
    expect(verified.invoice.last_rejection_note).toBeNull();
  });

  it('a failing notification insert leaves nothing behind: invoice, application, history and mail unchanged', async () => {
    const { invoice: inv, application } = await fresh({ status: 'waiting_confirmation' });
    await db().execute(
      sql`create or replace function test_fail_paid() returns trigger language plpgsql as $$ begin raise exception 'notification store failed'; end $$`,
    );
    await db().execute(
      sql`create trigger test_fail_paid before insert on notifications for each row when (new.kind = 'invoice_paid') execute function test_fail_paid()`,
    );
    try {
      const mailsBefore = (await db().select().from(mailQueue)).length;
      const res = await admin.agent.post(apiPath('admin/payments/verify.php'), {
        uuid_invoice: inv.uuid,
        decision: 'verify',
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('notification store failed');
      const row = await invoiceRow(inv.id);
      expect([row.status, row.paidAt, row.verifiedBy]).toEqual(['waiting_confirmation', null, null]);
      expect((await applicationRow(application.id)).status).toBe('submitted');
      expect(await db().select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, inv.id))).toEqual([]);
      expect(
        await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, application.id)),
      ).toEqual([]);
      expect((await db().select().from(mailQueue)).length).toBe(mailsBefore);
    } finally {
      await db().execute(sql`drop trigger test_fail_paid on notifications`);
    }
    expect(
      (await admin.agent.post(apiPath('admin/payments/verify.php'), { uuid_invoice: inv.uuid, decision: 'verify' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('admin/transactions/cancel.php and refund.php', () => {
  it('401, 403 for a company user, 422 without a reason, CSRF, 404 unknown', async () => {
    const { invoice } = await fresh();
    for (const url of [apiPath('admin/transactions/cancel.php'), apiPath('admin/transactions/refund.php')]) {
      expect((await new Agent(ctx.app).post(url, { uuid_invoice: invoice.uuid, reason: 'x' })).statusCode).toBe(401);
      expect((await owner.agent.post(url, { uuid_invoice: invoice.uuid, reason: 'x' })).statusCode).toBe(403);
      expect((await admin.agent.post(url, { uuid_invoice: invoice.uuid, reason: ' ' })).statusCode).toBe(422);
      expect(
        (await admin.agent.post(url, { uuid_invoice: invoice.uuid, reason: 'x' }, { csrf: false })).statusCode,
      ).toBe(403);
      expect(
        (await admin.agent.post(url, { uuid_invoice: '00000000-0000-4000-8000-000000000000', reason: 'x' })).statusCode,
      ).toBe(404);
    }
  });

  it('cancel: pending or waiting → cancelled with the reason, the submitted application back to draft, the company notified; 409 from paid', async () => {
    for (const status of ['pending', 'waiting_confirmation'] as const) {
      const { invoice: inv, application } = await fresh({ status });
      const res = await admin.agent.post(apiPath('admin/transactions/cancel.php'), {
        uuid_invoice: inv.uuid,
        reason: 'Data salah',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(ZInvoiceResponse.parse(res.json().data).invoice).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Data salah',
        application: { status: 'draft' },
      });
      const events = await db()
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, application.id));
      expect(events).toEqual([
        expect.objectContaining({
          name: 'cancel_invoice',
          fromStatus: 'submitted',
          toStatus: 'draft',
          actorUserId: admin.user.id,
        }),
      ]);
    }
    expect(await kinds(owner.user.id, 'invoice_cancelled')).toBe(2);
    const { invoice: paid } = await fresh({ status: 'paid', applicationStatus: 'under_review' });
    const refused = await admin.agent.post(apiPath('admin/transactions/cancel.php'), {
      uuid_invoice: paid.uuid,
      reason: 'x',
    });
    expect([refused.statusCode, refused.json().code, refused.json().data.current_status]).toEqual([
      409,
      'INVALID_TRANSITION',
      'paid',
    ]);
  });

  it('refund: only a paid invoice of a rejected application; 409 naming why otherwise', async () => {
    const { invoice: underReview } = await fresh({ status: 'paid', applicationStatus: 'under_review' });
    const early = await admin.agent.post(apiPath('admin/transactions/refund.php'), {
      uuid_invoice: underReview.uuid,
      reason: 'x',
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect(early.json().message).toContain('ditolak');
    const { invoice: pending } = await fresh();
    expect(
      (
        await admin.agent.post(apiPath('admin/transactions/refund.php'), { uuid_invoice: pending.uuid, reason: 'x' })
      ).json().data.current_status,
    ).toBe('pending');
    const { invoice: inv } = await fresh({ status: 'paid', applicationStatus: 'rejected' });
    const res = await admin.agent.post(apiPath('admin/transactions/refund.php'), {
      uuid_invoice: inv.uuid,
      reason: 'Permohonan ditolak',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = ZInvoiceResponse.parse(res.json().data);
    expect(invoice).toMatchObject({ status: 'refunded', refund_reason: 'Permohonan ditolak' });
    expect(invoice.receipt_url).toContain('kind=receipt');
    expect(await kinds(owner.user.id, 'invoice_refunded')).toBe(1);
  });
});
