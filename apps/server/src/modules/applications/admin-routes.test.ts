import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiPath,
  wibDate,
  ZAdminApplicationListResponse,
  ZAdminDocumentRequestListResponse,
  ZApplication,
  ZDocumentRequest,
} from '@portal/contract';
import { applications, documents, invoiceEvents, invoices, mailQueue, notifications } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, upload, type Actor } from '../../../test/actors';
import { adminActor, createDraft, setStatus, submitted, verifiedCompany } from '../../../test/application-kit';

/** Manajemen Permohonan, decisions and document requests (docs/api.md, Admin: applications and document requests). */
let ctx: TestContext;
let admin: Actor;
let alice: Actor;
let bob: Actor;
let unverified: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  alice = await verifiedCompany(ctx, { name: 'Alice' });
  bob = await verifiedCompany(ctx);
  unverified = await createActor(ctx, { complete: true });
});
afterAll(async () => ctx.close());

const today = () => wibDate(ctx.app.deps.clock.now());

/** A submitted application moved on to `under_review` with its invoice paid. */
async function underReview(actor: Actor) {
  const s = await submitted(ctx, actor);
  await setStatus(ctx, s.codeReg, 'under_review', 'paid');
  return s;
}

describe('access to every admin endpoint', () => {
  it('401 anonymous, 403 for a company, 403 without CSRF on the changes', async () => {
    const anon = new Agent(ctx.app);
    for (const url of [
      apiPath('admin/applications/list.php'),
      apiPath('admin/applications/export.php'),
      apiPath('admin/document-requests/list.php'),
    ]) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
      expect((await alice.agent.get(url)).statusCode, url).toBe(403);
      expect((await unverified.agent.get(url)).statusCode, url).toBe(403);
    }
    const posts: [string, Record<string, unknown>][] = [
      [apiPath('admin/applications/decide.php'), { code_reg: 'SP-000000001', decision: 'approve' }],
      [apiPath('admin/document-requests/create.php'), { code_reg: 'SP-000000001', title: 'X', due_date: '2030-01-01' }],
      [apiPath('admin/document-requests/cancel.php'), { uuid: crypto.randomUUID(), reason: 'x' }],
    ];
    for (const [url, body] of posts) {
      expect((await anon.post(url, body, { csrf: false })).statusCode, url).toBe(401);
      const asCompany = await alice.agent.post(url, body);
      expect(asCompany.statusCode, url).toBe(403);
      expect(asCompany.json().code, url).toBe('FORBIDDEN');
      expect((await admin.agent.post(url, body, { csrf: false })).json().code, url).toBe('CSRF_INVALID');
      expect((await admin.agent.post(url, body)).statusCode, url).toBe(404);
    }
  });
});

describe('GET admin/applications/list.php and export.php', () => {
  it('lists every company (no deleted drafts) with company and waiting_since; filters status, type, q, dates; sorts waiting', async () => {
    const carol = await verifiedCompany(ctx, { name: 'Carol' });
    const draft = await createDraft(carol);
    const gone = await createDraft(carol);
    await carol.agent.post(apiPath('applications/delete.php'), { code_reg: gone });
    const { codeReg: sent } = await submitted(ctx, carol);
    const older = await submitted(ctx, bob);
    await ctx.app.deps.db
      .update(applications)
      .set({ statusChangedAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(applications.codeReg, older.codeReg));
    const get = async (qs: string) => {
      const res = await admin.agent.get(`${apiPath('admin/applications/list.php')}?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZAdminApplicationListResponse.parse(res.json().data);
    };
    const byCompany = await get(`q=${encodeURIComponent(carol.company!.name)}`);
    expect(byCompany.items.map((i) => i.code_reg)).toEqual([sent, draft]);
    expect(byCompany.items[0]).toMatchObject({
      company_id: carol.company!.id,
      company_name: carol.company!.name,
      status: 'submitted',
    });
    expect(byCompany.items[0].waiting_since).toBe(byCompany.items[0].status_changed_at);
    expect(byCompany.items[1].waiting_since).toBeNull();
    expect((await get(`q=${sent}`)).items.map((i) => i.code_reg)).toEqual([sent]);
    const waiting = await get('status=submitted&sort=waiting');
    expect(waiting.items[0].code_reg).toBe(older.codeReg);
    expect((await get('sort=waiting')).items[0].code_reg).toBe(older.codeReg);
    expect((await get(`from=${today()}&to=${today()}&q=${encodeURIComponent(carol.company!.name)}`)).total).toBe(2);
    expect((await get(`to=${addDays(today(), -1)}&q=${encodeURIComponent(carol.company!.name)}`)).total).toBe(0);
    expect((await get('type=renewal')).total).toBe(0);
    expect((await get('type=new')).total).toBeGreaterThanOrEqual(3);
    for (const bad of [
      'status=nope',
      'sort=updated',
      'type=x',
      'from=2025-02-30',
      `from=${today()}&to=${addDays(today(), -1)}`,
    ])
      expect((await admin.agent.get(`${apiPath('admin/applications/list.php')}?${bad}`)).statusCode, bad).toBe(422);
  });

  it('exports the same filter as CSV (default) and xlsx', async () => {
    const { codeReg, invoice } = await submitted(ctx, alice);
    const csv = await admin.agent.get(`${apiPath('admin/applications/export.php')}?q=${codeReg}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/permohonan-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Kode Registrasi');
    expect(lines[1]).toContain(codeReg);
    expect(lines[1]).toContain(invoice.transId);
    expect(lines[1]).toContain('Disubmit');
    const xlsx = await admin.agent.get(`${apiPath('admin/applications/export.php')}?format=xlsx&type=renewal`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/perpanjangan-.*\.xlsx/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await admin.agent.get(`${apiPath('admin/applications/export.php')}?format=pdf`)).statusCode).toBe(422);
  });
});

describe('POST admin/applications/decide.php', () => {
  it('422 to reject without a note; 409 on a draft (nothing changes)', async () => {
    const draft = await createDraft(alice);
    const noNote = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: draft,
      decision: 'reject',
    });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toBeDefined();
    const refused = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: draft,
      decision: 'approve',
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'draft' } });
  });

  it('approval is refused while the invoice is unpaid or a request is open; then approves, notifies and mails', async () => {
    const { codeReg } = await submitted(ctx, alice);
    const early = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'approve',
    });
    expect(early.statusCode).toBe(409);
    await setStatus(ctx, codeReg, 'under_review', 'waiting_confirmation');
    const unpaid = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'approve',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toContain('tagihan belum lunas');
    await setStatus(ctx, codeReg, 'under_review', 'paid');
    const req = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'Akta terbaru',
      due_date: addDays(today(), 7),
    });
    expect(req.statusCode, req.body).toBe(201);
    const open = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'approve',
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain('permintaan dokumen');
    await admin.agent.post(apiPath('admin/document-requests/cancel.php'), {
      uuid: req.json().data.request.uuid,
      reason: 'Tidak diperlukan',
    });

    const ok = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const app = ZApplication.parse(ok.json().data.application);
    expect(app.status).toBe('approved');
    expect(app.decided_at).not.toBeNull();
    expect(app.timeline.at(-1)).toMatchObject({
      name: 'approve',
      from_status: 'under_review',
      to_status: 'approved',
      actor: { name: admin.user.name, role: 'admin' },
    });
    // The company sees who decided only as "Administrator".
    const mine = ZApplication.parse(
      (await alice.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).json().data.application,
    );
    expect(mine.timeline.at(-1)?.actor).toEqual({ name: 'Administrator', role: 'admin' });
    const notes = await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.kind, 'application_approved')));
    expect(notes).toHaveLength(1);
    await ctx.app.deps.mailDispatcher.idle();
    expect(
      ctx.mailer.sent.some((m) => m.to === alice.user.email && m.subject.includes('Permohonan SBU disetujui')),
    ).toBe(true);
    const again = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'approve',
    });
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'approved' } });
  });

  it('rejecting a submitted application cancels its pending invoice with the reason; a paid one under review stays paid', async () => {
    const { codeReg, invoice } = await submitted(ctx, alice);
    const res = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'reject',
      note: 'Data tidak sesuai',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZApplication.parse(res.json().data.application)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Data tidak sesuai',
      invoice: { status: 'cancelled' },
    });
    const [row] = await ctx.app.deps.db.select().from(invoices).where(eq(invoices.uuid, invoice.uuid_invoice));
    expect(row.cancelReason).toBe('Data tidak sesuai');
    const events = await ctx.app.deps.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, row.id));
    expect(events.map((e) => [e.name, e.toStatus, e.actorUserId])).toEqual([
      ['issue', 'pending', alice.user.id],
      ['cancel', 'cancelled', admin.user.id],
    ]);
    const mails = await ctx.app.deps.db.select().from(mailQueue).where(eq(mailQueue.recipient, alice.user.email));
    expect(mails.some((m) => m.textBody.includes('Data tidak sesuai'))).toBe(true);

    const paid = await underReview(bob);
    await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: paid.codeReg,
      title: 'Akta',
      due_date: today(),
    });
    const r2 = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: paid.codeReg,
      decision: 'reject',
      note: 'Tidak memenuhi syarat',
    });
    const rejected = ZApplication.parse(r2.json().data.application);
    expect(rejected).toMatchObject({ status: 'rejected', invoice: { status: 'paid' } });
    // Its open request is cancelled with the rejection reason.
    expect(rejected.document_requests).toEqual([
      expect.objectContaining({ status: 'cancelled', cancel_reason: 'Tidak memenuhi syarat' }),
    ]);
  });
});

describe('document requests', () => {
  it('create: only while under review, due date today or later (WIB); the company is notified and mailed', async () => {
    const { codeReg } = await submitted(ctx, alice);
    const early = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'NPWP',
      due_date: addDays(today(), 3),
    });
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'submitted' } });
    await setStatus(ctx, codeReg, 'under_review', 'paid');
    const past = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'NPWP',
      due_date: addDays(today(), -1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.due_date).toBeDefined();
    expect(
      (
        await admin.agent.post(apiPath('admin/document-requests/create.php'), {
          code_reg: codeReg,
          title: '',
          due_date: today(),
        })
      ).statusCode,
    ).toBe(422);
    const res = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'Laporan pajak',
      description: 'Tahun 2024',
      due_date: today(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZDocumentRequest.parse(res.json().data.request)).toMatchObject({
      code_reg: codeReg,
      status: 'open',
      overdue: false,
      due_date: today(),
      description: 'Tahun 2024',
    });
    const notes = await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.kind, 'document_request_created')));
    // The detail opened at the request's card (docs/decisions/104).
    const card = `/applications/${codeReg}#permintaan-${res.json().data.request.uuid}`;
    expect(notes.filter((n) => n.actionUrl === card)).toHaveLength(1);
    await ctx.app.deps.mailDispatcher.idle();
    expect(ctx.mailer.sent.some((m) => m.to === alice.user.email && m.text.includes('Laporan pajak'))).toBe(true);
    const detail = ZApplication.parse(
      (await alice.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).json().data.application,
    );
    expect(detail.document_requests.map((r) => r.title)).toEqual(['Laporan pajak']);
  });

  it('fulfil: the company answers with a file uploaded as `other`; admins are notified; not twice, not with another file or request', async () => {
    const { codeReg } = await underReview(alice);
    const created = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'Daftar alat',
      due_date: addDays(today(), 5),
    });
    const uuid = created.json().data.request.uuid as string;
    await alice.agent.ensureCsrf();
    const file = await upload(ctx, alice.agent, { type: 'dokumen_tambahan', category: 'other' });
    expect(file.statusCode, file.body).toBe(201);
    const docUuid = file.json().data.document.uuid as string;
    const bobFile = await upload(ctx, bob.agent, { type: 'dokumen_tambahan', category: 'other' });

    expect(
      (
        await bob.agent.post(apiPath('document-requests/fulfil.php'), {
          uuid,
          document_uuid: bobFile.json().data.document.uuid,
        })
      ).statusCode,
    ).toBe(404);
    const wrongFile = await alice.agent.post(apiPath('document-requests/fulfil.php'), {
      uuid,
      document_uuid: bobFile.json().data.document.uuid,
    });
    expect(wrongFile.statusCode).toBe(422);
    expect(wrongFile.json().errors.document_uuid).toBeDefined();
    expect(
      (await admin.agent.post(apiPath('document-requests/fulfil.php'), { uuid, document_uuid: docUuid })).statusCode,
    ).toBe(403);

    const res = await alice.agent.post(apiPath('document-requests/fulfil.php'), { uuid, document_uuid: docUuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDocumentRequest.parse(res.json().data.request)).toMatchObject({
      status: 'fulfilled',
      fulfilled_document: { uuid: docUuid },
    });
    const [doc] = await ctx.app.deps.db.select().from(documents).where(eq(documents.uuid, docUuid));
    expect(doc.documentRequestId).not.toBeNull();
    expect(doc.applicationId).not.toBeNull();
    const adminNotes = await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'document_request_fulfilled')));
    expect(adminNotes).toHaveLength(1);
    const twice = await alice.agent.post(apiPath('document-requests/fulfil.php'), { uuid, document_uuid: docUuid });
    expect(twice.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'fulfilled' } });
    // The answer on record cannot be deleted.
    expect((await alice.agent.post(apiPath('documents/delete.php'), { uuid: docUuid })).statusCode).toBe(409);
    // Approving marks the admins' notifications about the application read.
    await admin.agent.post(apiPath('admin/applications/decide.php'), { code_reg: codeReg, decision: 'approve' });
    const [after] = await ctx.app.deps.db.select().from(notifications).where(eq(notifications.id, adminNotes[0].id));
    expect(after.isRead).toBe(true);
  });

  it('cancel needs a reason, only an open request; the company is notified', async () => {
    const { codeReg } = await underReview(bob);
    const created = await admin.agent.post(apiPath('admin/document-requests/create.php'), {
      code_reg: codeReg,
      title: 'Surat kuasa',
      due_date: today(),
    });
    const uuid = created.json().data.request.uuid as string;
    expect(
      (await admin.agent.post(apiPath('admin/document-requests/cancel.php'), { uuid, reason: '' })).statusCode,
    ).toBe(422);
    const res = await admin.agent.post(apiPath('admin/document-requests/cancel.php'), { uuid, reason: 'Sudah ada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZDocumentRequest.parse(res.json().data.request)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Sudah ada',
    });
    expect(
      (await admin.agent.post(apiPath('admin/document-requests/cancel.php'), { uuid, reason: 'lagi' })).statusCode,
    ).toBe(409);
    const notes = await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.user.id), eq(notifications.kind, 'document_request_cancelled')));
    expect(notes).toHaveLength(1);
  });

  it('list: status and overdue filters, q over title, code and company, sorts', async () => {
    const dina = await verifiedCompany(ctx, { name: 'Dina' });
    const { codeReg } = await underReview(dina);
    const mk = async (title: string, due: string) =>
      (
        await admin.agent.post(apiPath('admin/document-requests/create.php'), {
          code_reg: codeReg,
          title,
          due_date: due,
        })
      ).json().data.request.uuid as string;
    const late = await mk('Telat', today());
    const soon = await mk('Segera', addDays(today(), 2));
    // Make the first one overdue: its due date moved into the past.
    await ctx.app.deps.db.execute(
      `update document_requests set due_date = '${addDays(today(), -3)}' where uuid = '${late}'` as never,
    );
    const get = async (qs: string) => {
      const res = await admin.agent.get(`${apiPath('admin/document-requests/list.php')}?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZAdminDocumentRequestListResponse.parse(res.json().data);
    };
    const mine = await get(`q=${codeReg}`);
    expect(mine.items.map((r) => r.uuid)).toEqual([late, soon]);
    expect(mine.items[0]).toMatchObject({
      overdue: true,
      company_id: dina.company!.id,
      company_name: dina.company!.name,
      application_status: 'under_review',
    });
    expect((await get(`q=${codeReg}&overdue=true`)).items.map((r) => r.uuid)).toEqual([late]);
    expect((await get(`q=${codeReg}&overdue=false`)).items.map((r) => r.uuid)).toEqual([soon]);
    expect((await get(`q=${codeReg}&sort=newest`)).items.map((r) => r.uuid)).toEqual([soon, late]);
    expect((await get('q=Segera&status=open')).items.map((r) => r.uuid)).toContain(soon);
    expect((await get(`q=${encodeURIComponent(dina.company!.name)}&status=fulfilled`)).total).toBe(0);
    expect((await admin.agent.get(`${apiPath('admin/document-requests/list.php')}?overdue=yes`)).statusCode).toBe(422);
  });
});
