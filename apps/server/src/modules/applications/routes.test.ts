import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiPath,
  INVOICE_DUE_DAYS,
  TRANS_ID_PATTERN,
  wibDate,
  ZApplication,
  ZApplicationListResponse,
} from '@portal/contract';
import {
  applicationEvents,
  applications,
  documents,
  invoiceEvents,
  invoices,
  mailQueue,
  notifications,
  sequences,
  users,
} from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import {
  adminActor,
  completeDraft,
  createDraft,
  draftBody,
  setStatus,
  submitted,
  uploadSupporting,
  verifiedCompany,
} from '../../../test/application-kit';

/** Permohonan SBU, company side (docs/api.md, Applications; docs/business-rules.md#applications). */
let ctx: TestContext;
let alice: Actor;
let bob: Actor;
let admin: Actor;
let unverified: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await verifiedCompany(ctx);
  bob = await verifiedCompany(ctx);
  admin = await adminActor(ctx);
  unverified = await createActor(ctx, { complete: true });
});
afterAll(async () => ctx.close());

const detail = async (agent: Agent, codeReg: string) => {
  const res = await agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZApplication.parse(res.json().data.application);
};

describe('access to every company endpoint', () => {
  it('401 anonymous, 403 DOCUMENTS_NOT_VERIFIED for an unverified company, 403 without CSRF', async () => {
    const codeReg = await createDraft(alice);
    const anon = new Agent(ctx.app);
    const posts: [string, Record<string, unknown>][] = [
      [apiPath('applications/create.php'), draftBody()],
      [apiPath('applications/update.php'), { ...draftBody(), code_reg: codeReg }],
      [apiPath('applications/delete.php'), { code_reg: codeReg }],
      [apiPath('applications/submit.php'), { code_reg: codeReg }],
      [apiPath('applications/withdraw.php'), { code_reg: codeReg }],
      [apiPath('document-requests/fulfil.php'), { uuid: crypto.randomUUID(), document_uuid: crypto.randomUUID() }],
    ];
    for (const [url, body] of posts) {
      expect((await anon.post(url, body, { csrf: false })).statusCode, url).toBe(401);
      const res = await unverified.agent.post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('DOCUMENTS_NOT_VERIFIED');
      const noCsrf = await alice.agent.post(url, body, { csrf: false });
      expect(noCsrf.statusCode, url).toBe(403);
      expect(noCsrf.json().code, url).toBe('CSRF_INVALID');
    }
    for (const [url, body] of posts.slice(1, 5)) {
      const bad = await alice.agent.post(url, { ...body, code_reg: 'SP-12' });
      expect(bad.statusCode, url).toBe(422);
      expect(bad.json().errors.code_reg, url).toBeDefined();
    }
    expect((await alice.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=nope`)).statusCode).toBe(422);
    for (const url of [
      apiPath('applications/list.php'),
      `${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`,
    ]) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
      expect((await unverified.agent.get(url)).json().code, url).toBe('DOCUMENTS_NOT_VERIFIED');
    }
  });

  it("another company's application answers 404 everywhere; an administrator may read it but not act as the company (403)", async () => {
    const codeReg = await createDraft(alice);
    expect((await bob.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).statusCode).toBe(404);
    for (const [url, body] of [
      [apiPath('applications/update.php'), { ...draftBody(), code_reg: codeReg }],
      [apiPath('applications/delete.php'), { code_reg: codeReg }],
      [apiPath('applications/submit.php'), { code_reg: codeReg }],
      [apiPath('applications/withdraw.php'), { code_reg: codeReg }],
    ] as const) {
      expect((await bob.agent.post(url, body)).statusCode, url).toBe(404);
      expect((await admin.agent.post(url, body)).statusCode, url).toBe(403);
    }
    expect((await admin.agent.post(apiPath('applications/create.php'), draftBody())).statusCode).toBe(403);
    const asAdmin = await detail(admin.agent, codeReg);
    expect(asAdmin.company.companyId).toBe(alice.company!.id);
    const list = ZApplicationListResponse.parse((await bob.agent.get(apiPath('applications/list.php'))).json().data);
    expect(list.items.map((i) => i.code_reg)).not.toContain(codeReg);
  });
});

describe('POST applications/create.php, update.php, delete.php', () => {
  it('creates a draft with the live quote (Rp 3.885.000 for 3 sub-bidang kecil), what is missing and the first timeline row', async () => {
    const res = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ aktaPendirianNotaris: '', nibDate: null }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const app = ZApplication.parse(res.json().data.application);
    expect(app.code_reg).toMatch(/^SP-\d{9}$/);
    expect(app).toMatchObject({
      status: 'draft',
      type: 'new',
      qualification: 'kecil',
      invoice: null,
      akta_pendirian_notaris: null,
      nib_date: null,
    });
    expect(app.sub_bidang.map((s) => s.code)).toEqual(['PB001', 'PB002', 'PB003']);
    expect(app.fee_quote).toMatchObject({ subtotal: 3_500_000, dpp: 3_208_333, ppn: 385_000, total: 3_885_000 });
    expect(app.missing_fields).toEqual(['aktaPendirianNotaris', 'nibDate']);
    expect(app.missing_documents).toEqual(['neraca_tahun_terakhir', 'surat_permohonan_subbidang']);
    expect(app.timeline).toEqual([
      expect.objectContaining({
        name: 'create',
        from_status: null,
        to_status: 'draft',
        actor: { name: alice.user.name, role: 'user' },
      }),
    ]);
  });

  it.each([
    ['an unknown type', { applicationType: 'baru' }, 'applicationType'],
    ['no sub-bidang', { subBidangCodes: [] }, 'subBidangCodes'],
    ['a date that does not exist', { nibDate: '2023-02-30' }, 'nibDate'],
    ['an unknown field', { extra: 1 }, 'extra'],
    ['a renewal without its certificate', { applicationType: 'renewal' }, 'certificateUuid'],
  ])('422 for %s', async (_n, over, field) => {
    const res = await alice.agent.post(apiPath('applications/create.php'), draftBody(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('422 naming an inactive or unknown sub-bidang; 422 for a certificate that does not exist', async () => {
    const res = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ subBidangCodes: ['PB001', 'ZZ999'] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().data.unavailable_codes).toEqual(['ZZ999']);
    const renewal = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ applicationType: 'renewal', certificateUuid: crypto.randomUUID() }),
    );
    expect(renewal.statusCode).toBe(422);
    expect(renewal.json().errors.certificateUuid).toBeDefined();
  });

  it('refuses implausible legal dates with 422 and a clear message: a date in the future, an NIB before the deed (issue 23, point 5)', async () => {
    const nextYear = `${Number(wibDate(new Date()).slice(0, 4)) + 1}-01-15`;
    const future = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ aktaPendirianTanggal: '2030-01-01', skKemenkumhamTanggal: nextYear }),
    );
    expect(future.statusCode, future.body).toBe(422);
    expect(future.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message_key: 'applications.legal_dates_implausible',
      errors: { aktaPendirianTanggal: ['validation.dateInFuture'], skKemenkumhamTanggal: ['validation.dateInFuture'] },
    });
    const early = await alice.agent.post(
      apiPath('applications/create.php'),
      draftBody({ aktaPendirianTanggal: '2015-03-10', nibDate: '2015-03-09' }),
    );
    expect(early.json().errors).toEqual({ nibDate: ['validation.nibBeforeAkta'] });
    // The same on update; today and the deed's own day are fine.
    const codeReg = await createDraft(alice, { aktaPendirianTanggal: '2015-03-10', nibDate: '2015-03-10' });
    const update = await alice.agent.post(
      apiPath('applications/update.php'),
      draftBody({ code_reg: codeReg, nibDate: '2099-12-31' }),
    );
    expect(update.json().errors).toEqual({ nibDate: ['validation.dateInFuture'] });
    const today = wibDate(new Date());
    expect((await createDraft(alice, { aktaPendirianTanggal: today, nibDate: today })).startsWith('SP-')).toBe(true);
  });

  it('update replaces every field of a draft (a field left out is cleared) and its sub-bidang; refused once submitted', async () => {
    const codeReg = await createDraft(alice);
    const res = await alice.agent.post(apiPath('applications/update.php'), {
      code_reg: codeReg.toLowerCase(),
      applicationType: 'new',
      companyQualification: 'menengah',
      subBidangCodes: ['PB004'],
      nibDate: '2020-01-02',
    });
    expect(res.statusCode, res.body).toBe(200);
    const app = ZApplication.parse(res.json().data.application);
    expect(app).toMatchObject({
      qualification: 'menengah',
      nib_date: '2020-01-02',
      akta_pendirian_notaris: null,
      notes: null,
    });
    expect(app.sub_bidang.map((s) => s.code)).toEqual(['PB004']);
    expect(app.fee_quote?.total).toBe(5_550_000);

    const { codeReg: sent } = await submitted(ctx, alice);
    const refused = await alice.agent.post(apiPath('applications/update.php'), { ...draftBody(), code_reg: sent });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'submitted' } });
  });

  it('delete is a soft delete: gone from list and detail (404), the row and its code stay; refused once submitted', async () => {
    const codeReg = await createDraft(alice);
    const res = await alice.agent.post(apiPath('applications/delete.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ code_reg: codeReg });
    expect((await alice.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).statusCode).toBe(
      404,
    );
    expect((await alice.agent.post(apiPath('applications/delete.php'), { code_reg: codeReg })).statusCode).toBe(404);
    const list = ZApplicationListResponse.parse(
      (await alice.agent.get(`${apiPath('applications/list.php')}?per_page=100`)).json().data,
    );
    expect(list.items.map((i) => i.code_reg)).not.toContain(codeReg);
    const [row] = await ctx.app.deps.db.select().from(applications).where(eq(applications.codeReg, codeReg));
    expect(row.deletedAt).not.toBeNull();

    const { codeReg: sent } = await submitted(ctx, alice);
    expect((await alice.agent.post(apiPath('applications/delete.php'), { code_reg: sent })).statusCode).toBe(409);
  });
});

describe('GET applications/list.php', () => {
  it('filters by status and type, searches code_reg by prefix (with or without SP-), sorts and pages', async () => {
    const carol = await verifiedCompany(ctx);
    const a = await createDraft(carol);
    const b = await createDraft(carol, { companyQualification: 'besar' });
    const { codeReg: c, invoice } = await submitted(ctx, carol);
    const get = async (qs: string) => {
      const res = await carol.agent.get(`${apiPath('applications/list.php')}?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZApplicationListResponse.parse(res.json().data);
    };
    expect((await get('')).items.map((i) => i.code_reg)).toEqual([c, b, a]);
    expect((await get('sort=oldest')).items.map((i) => i.code_reg)).toEqual([a, b, c]);
    const drafts = await get('status=draft');
    expect(drafts.total).toBe(2);
    const sent = await get('status=submitted');
    expect(sent.items).toEqual([
      expect.objectContaining({
        code_reg: c,
        sub_bidang_count: 3,
        open_document_requests: 0,
        invoice: expect.objectContaining({ transId: invoice.transId, status: 'pending', total: 3_885_000 }),
      }),
    ]);
    expect((await get(`q=${a.slice(3, 9)}`)).items.map((i) => i.code_reg)).toEqual([a]);
    expect((await get(`q=${a.toLowerCase()}`)).items.map((i) => i.code_reg)).toEqual([a]);
    expect((await get('type=renewal')).total).toBe(0);
    const paged = await get('per_page=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await carol.agent.get(`${apiPath('applications/list.php')}?status=nope`)).statusCode).toBe(422);
    expect((await carol.agent.get(`${apiPath('applications/list.php')}?sort=waiting`)).statusCode).toBe(422);
  });
});

describe('supporting documents (documents/upload.php, category sbu_application)', () => {
  it('links the file to its draft, one current per type (a replacement keeps the earlier as history); listed by the detail', async () => {
    const codeReg = await createDraft(alice);
    const first = await uploadSupporting(ctx, alice, codeReg, 'neraca_tahun_terakhir');
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadSupporting(ctx, alice, codeReg, 'neraca_tahun_terakhir');
    expect(second.statusCode).toBe(201);
    const app = await detail(alice.agent, codeReg);
    expect(app.documents.map((d) => d.uuid)).toEqual([second.json().data.document.uuid]);
    expect(app.documents[0].admin_file_url).toBeNull();
    expect(app.missing_documents).toEqual(['surat_permohonan_subbidang']);
    const rows = await ctx.app.deps.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, (await setStatus(ctx, codeReg, 'draft')).id));
    expect(rows.map((r) => r.isCurrent).sort()).toEqual([0, 1]);
    const asAdmin = await detail(admin.agent, codeReg);
    expect(asAdmin.documents[0].admin_file_url).toContain(apiPath('admin/documents/get_document.php'));
    // Not among the registration documents of documents/list.php.
    const own = (await alice.agent.get(apiPath('documents/list.php'))).json().data.documents as { uuid: string }[];
    expect(own.map((d) => d.uuid)).not.toContain(second.json().data.document.uuid);
  });

  it("404 for another company's code or an unknown one; 409 once submitted; 403 for an unverified company; a file of a submitted application cannot be deleted", async () => {
    const codeReg = await createDraft(alice);
    expect((await uploadSupporting(ctx, bob, codeReg, 'lainnya')).statusCode).toBe(404);
    expect((await uploadSupporting(ctx, alice, 'SP-000000000', 'lainnya')).statusCode).toBe(404);
    const notVerified = await uploadSupporting(ctx, unverified, codeReg, 'lainnya');
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    const { codeReg: sent } = await submitted(ctx, alice);
    const late = await uploadSupporting(ctx, alice, sent, 'lainnya');
    expect(late.statusCode).toBe(409);
    const doc = (await detail(alice.agent, sent)).documents[0];
    expect((await alice.agent.post(apiPath('documents/delete.php'), { uuid: doc.uuid })).statusCode).toBe(409);
  });
});

describe('GET applications/get_detail.php', () => {
  it('answers in a fixed number of statements, however many sub-bidang, documents and events', async () => {
    const statements: string[] = [];
    const counted = await createTestContext({ onStatement: (s) => statements.push(s.text) });
    try {
      const dave = await verifiedCompany(counted);
      const small = await createDraft(dave, { subBidangCodes: ['PB001'] });
      const big = await completeDraft(counted, dave, {
        subBidangCodes: ['PB001', 'PB002', 'PB003', 'PB004', 'PB005', 'PB006'],
      });
      await uploadSupporting(counted, dave, big, 'lainnya');
      const measure = async (codeReg: string) => {
        statements.length = 0;
        await detail(dave.agent, codeReg);
        return statements.filter((s) => !/\bsessions\b|\busers\b.*\bsession/i.test(s)).length;
      };
      const a = await measure(small);
      const b = await measure(big);
      expect(b).toBe(a);
      expect(a).toBeGreaterThanOrEqual(6);
      expect(a).toBeLessThanOrEqual(10);
    } finally {
      await counted.close();
    }
  });
});

describe('POST applications/submit.php', () => {
  it('422 naming the missing legal fields and documents; nothing changes', async () => {
    const codeReg = await createDraft(alice, { skKemenkumhamNomor: '', nibDate: '' });
    const res = await alice.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({
      missing_fields: ['skKemenkumhamNomor', 'nibDate'],
      missing_documents: ['neraca_tahun_terakhir', 'surat_permohonan_subbidang'],
    });
    expect(res.json().errors['documents.neraca_tahun_terakhir']).toEqual(['validation.required']);
    expect((await detail(alice.agent, codeReg)).status).toBe('draft');
  });

  it('submits and issues the invoice in one go: number, amounts, snapshots, due date, status history, notifications and mail', async () => {
    const erin = await verifiedCompany(ctx);
    const codeReg = await completeDraft(ctx, erin);
    const unreadAdminsBefore = await adminNotifications('application_received');
    const res = await erin.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode, res.body).toBe(200);
    const { application, invoice } = res.json().data;
    expect(invoice.transId).toMatch(TRANS_ID_PATTERN);
    expect(invoice.total).toBe(3_885_000);
    const app = ZApplication.parse(application);
    expect(app).toMatchObject({
      status: 'submitted',
      fee_quote: null,
      missing_fields: [],
      invoice: { transId: invoice.transId, status: 'pending', total: 3_885_000 },
    });
    expect(app.submitted_at).not.toBeNull();
    expect(app.timeline.map((e) => [e.name, e.to_status])).toEqual([
      ['create', 'draft'],
      ['submit', 'submitted'],
    ]);

    const db = ctx.app.deps.db;
    const [row] = await db.select().from(invoices).where(eq(invoices.uuid, invoice.uuid_invoice));
    const now = ctx.app.deps.clock.now();
    expect(row).toMatchObject({
      status: 'pending',
      subtotal: 3_500_000,
      dpp: 3_208_333,
      ppn: 385_000,
      total: 3_885_000,
      companyName: erin.company!.name,
      companyNpwp: erin.company!.npwp,
    });
    expect(row.transId.slice(4, 10)).toBe(wibDate(now).slice(0, 7).replace('-', ''));
    expect(row.dueDate).toBe(addDays(wibDate(row.issuedAt), INVOICE_DUE_DAYS));
    expect(row.companyAddress).toContain(erin.company!.address);
    expect(row.bankAccounts.length).toBeGreaterThan(0);
    expect(row.lines.map((l) => l.code)).toEqual(['base', 'extra']);
    const events = await db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, row.id));
    expect(events).toEqual([
      expect.objectContaining({ name: 'issue', fromStatus: null, toStatus: 'pending', actorUserId: erin.user.id }),
    ]);

    const mine = await db.select().from(notifications).where(eq(notifications.userId, erin.user.id));
    expect(mine.map((n) => n.kind).sort()).toEqual(['application_submitted', 'invoice_issued']);
    expect(mine.find((n) => n.kind === 'invoice_issued')?.actionUrl).toBe(`/payment/${invoice.uuid_invoice}`);
    expect(await adminNotifications('application_received')).toBe(unreadAdminsBefore + 1);
    await ctx.app.deps.mailDispatcher.idle();
    const [mail] = await db.select().from(mailQueue).where(eq(mailQueue.recipient, erin.user.email));
    expect(mail.subject).toContain('Tagihan diterbitkan');
    expect(mail.textBody).toContain(invoice.transId);
    expect(mail.textBody).toContain('Rp 3.885.000');

    const again = await erin.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(again.statusCode).toBe(409);
    expect(await db.select({ n: count() }).from(invoices).where(eq(invoices.applicationId, row.applicationId))).toEqual(
      [{ n: 1 }],
    );
  });

  it('when a notification cannot be written, nothing of the submission remains: status, invoice, number, events, mail', async () => {
    const fred = await verifiedCompany(ctx);
    const codeReg = await completeDraft(ctx, fred);
    const db = ctx.app.deps.db;
    const counter = async () => (await db.select().from(sequences)).filter((r) => r.key.startsWith('INV-'));
    const before = await counter();
    await db.execute(
      `create or replace function fail_notifications() returns trigger language plpgsql as $$ begin raise exception 'notifications are down'; end $$` as never,
    );
    await db.execute(
      `create trigger fail_notifications before insert on notifications for each row execute function fail_notifications()` as never,
    );
    try {
      const res = await fred.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(`drop trigger fail_notifications on notifications` as never);
    }
    const [app] = await db.select().from(applications).where(eq(applications.codeReg, codeReg));
    expect(app).toMatchObject({ status: 'draft', submittedAt: null });
    expect(await db.select().from(invoices).where(eq(invoices.applicationId, app.id))).toEqual([]);
    expect(
      (await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, app.id))).map((e) => e.name),
    ).toEqual(['create']);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.recipient, fred.user.email))).toEqual([]);
    expect(await counter()).toEqual(before);
    // And it goes through once notifications work again, with the number the failed try gave back.
    const ok = await fred.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('POST applications/withdraw.php', () => {
  it('a submitted application with a pending invoice goes back to draft; the invoice is cancelled in the same transaction', async () => {
    const { codeReg, invoice } = await submitted(ctx, alice);
    const res = await alice.agent.post(apiPath('applications/withdraw.php'), { code_reg: codeReg });
    expect(res.statusCode, res.body).toBe(200);
    const app = ZApplication.parse(res.json().data.application);
    expect(app).toMatchObject({
      status: 'draft',
      invoice: { uuid_invoice: invoice.uuid_invoice, status: 'cancelled' },
    });
    expect(app.fee_quote?.total).toBe(3_885_000);
    expect(app.timeline.map((e) => e.name)).toEqual(['create', 'submit', 'withdraw']);
    const [row] = await ctx.app.deps.db.select().from(invoices).where(eq(invoices.uuid, invoice.uuid_invoice));
    expect(row.cancelReason).toBeTruthy();
    // Submitted again: a new invoice with a new number.
    const again = await alice.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.invoice.transId).not.toBe(invoice.transId);
  });

  it('409 once a proof waits for verification (nothing changes), and for a draft', async () => {
    const { codeReg } = await submitted(ctx, alice);
    await setStatus(ctx, codeReg, 'submitted', 'waiting_confirmation');
    const res = await alice.agent.post(apiPath('applications/withdraw.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    const app = await detail(alice.agent, codeReg);
    expect(app).toMatchObject({ status: 'submitted', invoice: { status: 'waiting_confirmation' } });
    const draft = await createDraft(alice);
    const refused = await alice.agent.post(apiPath('applications/withdraw.php'), { code_reg: draft });
    expect(refused.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'draft' } });
  });
});

async function adminNotifications(kind: string): Promise<number> {
  const [row] = await ctx.app.deps.db
    .select({ n: count() })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.kind, kind), eq(users.id, admin.user.id)));
  return Number(row.n);
}
