import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  PUBLIC_INVOICE_KEYS,
  ROLE,
  USER_STATUS,
  verificationCodesMatch,
  ZAdminInvoiceListResponse,
  ZInvoiceListResponse,
  ZInvoiceResponse,
  ZPublicInvoiceResponse,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { insertSubmittedWithInvoice, type InvoiceRow } from '../../../test/fixtures/workflow';
import { invoiceEvents, invoices } from '../../db/schema';
import { invoiceVerificationCode } from '../../lib/invoice-code';

/** The invoices' read side: list, detail, PDFs, public invoice, admin list and export (docs/api.md, Invoices). */
let ctx: TestContext;
let admin: Actor;
let owner: Actor;
let other: Actor;
let unverified: Actor;
let mine: InvoiceRow[];
let theirs: InvoiceRow;

const verifiedCompany = (n?: string) => ({
  status: USER_STATUS.VERIFIED,
  companyStatus: COMPANY_STATUS.VERIFIED,
  ...(n ? { name: n } : {}),
});
const ownerOf = (a: Actor) => ({ companyId: a.company!.id, userId: a.user.id });

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { public_invoice_ip: { max: 3, windowS: 60 } } });
  const db = ctx.app.deps.db;
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, verifiedCompany());
  other = await createActor(ctx, verifiedCompany());
  unverified = await createActor(ctx);
  mine = [];
  for (const [i, status] of (['pending', 'paid', 'cancelled'] as const).entries()) {
    const { invoice } = await insertSubmittedWithInvoice(db, ownerOf(owner), {
      status,
      issuedAt: new Date(Date.UTC(2026, 9, 1 + i * 3, 3)),
      companyName: 'PT Maju Jaya',
      applicationStatus: status === 'paid' ? 'under_review' : status === 'cancelled' ? 'draft' : 'submitted',
    });
    mine.push(invoice);
  }
  ({ invoice: theirs } = await insertSubmittedWithInvoice(db, ownerOf(other), {
    issuedAt: new Date(Date.UTC(2026, 9, 20, 3)),
    companyName: 'CV Lain Sekali',
  }));
});
afterAll(async () => ctx.close());

describe('GET transactions/list.php', () => {
  it('401 anonymous, 403 DOCUMENTS_NOT_VERIFIED unverified, 403 for an admin (no company), 422 bad filter', async () => {
    expect((await new Agent(ctx.app).get(apiPath('transactions/list.php'))).statusCode).toBe(401);
    const u = await unverified.agent.get(apiPath('transactions/list.php'));
    expect([u.statusCode, u.json().code]).toEqual([403, 'DOCUMENTS_NOT_VERIFIED']);
    expect((await admin.agent.get(apiPath('transactions/list.php'))).statusCode).toBe(403);
    expect((await owner.agent.get(`${apiPath('transactions/list.php')}?status=lunas`)).statusCode).toBe(422);
    expect((await owner.agent.get(`${apiPath('transactions/list.php')}?sort=x`)).statusCode).toBe(422);
  });

  it("lists only the company's own invoices, newest first, with filters, search, sorts and paging", async () => {
    const res = await owner.agent.get(apiPath('transactions/list.php'));
    expect(res.statusCode).toBe(200);
    const list = ZInvoiceListResponse.parse(res.json().data);
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.transId)).toEqual([mine[2].transId, mine[1].transId, mine[0].transId]);
    expect(list.items[0].application.code_reg).toMatch(/^SP-/);
    const paid = ZInvoiceListResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/list.php')}?status=paid`)).json().data,
    );
    expect(paid.items.map((i) => i.uuid_invoice)).toEqual([mine[1].uuid]);
    const oldest = ZInvoiceListResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/list.php')}?sort=oldest&per_page=1&page=2`)).json().data,
    );
    expect([oldest.total, oldest.items.map((i) => i.uuid_invoice)]).toEqual([3, [mine[1].uuid]]);
    const due = ZInvoiceListResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/list.php')}?sort=due_date`)).json().data,
    );
    expect(due.items[0].uuid_invoice).toBe(mine[0].uuid);
    const q = mine[0].transId.slice(-6).toLowerCase();
    const found = ZInvoiceListResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/list.php')}?q=${q}`)).json().data,
    );
    expect(found.items.map((i) => i.uuid_invoice)).toEqual([mine[0].uuid]);
    const none = ZInvoiceListResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/list.php')}?q=${theirs.transId}`)).json().data,
    );
    expect(none.total).toBe(0);
  });
});

describe('GET transactions/detail.php', () => {
  it('401, 403 unverified, 404 for another company, 422 for a malformed uuid', async () => {
    const url = `${apiPath('transactions/detail.php')}?uuid_invoice=${mine[0].uuid}`;
    expect((await new Agent(ctx.app).get(url)).statusCode).toBe(401);
    expect((await unverified.agent.get(url)).json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    expect((await other.agent.get(url)).statusCode).toBe(404);
    expect((await owner.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=nope`)).statusCode).toBe(422);
  });

  it('gives the owner and an admin the invoice with history, code, URLs; the receipt URL only once paid', async () => {
    await ctx.app.deps.db.insert(invoiceEvents).values({
      invoiceId: mine[1].id,
      name: 'verify',
      fromStatus: 'waiting_confirmation',
      toStatus: 'paid',
      actorUserId: admin.user.id,
      at: new Date(),
    });
    for (const agent of [owner.agent, admin.agent]) {
      const res = await agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${mine[1].uuid}`);
      expect(res.statusCode).toBe(200);
      const { invoice } = ZInvoiceResponse.parse(res.json().data);
      expect(invoice).toMatchObject({
        transId: mine[1].transId,
        status: 'paid',
        payment_reference: mine[1].transId,
        ppn_rate_percent: 12,
      });
      expect(invoice.verification_code).toBe(invoiceVerificationCode(ctx.app.deps.secret, mine[1].transId));
      expect(invoice.public_url).toBe(`/invoice/${mine[1].transId}?code=${invoice.verification_code}`);
      expect(invoice.pdf_url).toContain(
        `${apiPath('transactions/generate_invoice_pdf.php')}?uuid_invoice=${mine[1].uuid}`,
      );
      expect(invoice.receipt_url).toContain('kind=receipt');
      expect(invoice.status_history).toEqual([
        expect.objectContaining({ name: 'verify', to_status: 'paid', actor: { name: admin.user.name, role: 'admin' } }),
      ]);
      expect(invoice.bank_accounts.length).toBeGreaterThan(0);
    }
    const pending = ZInvoiceResponse.parse(
      (await owner.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${mine[0].uuid}`)).json().data,
    );
    expect(pending.invoice.receipt_url).toBeNull();
  });
});

describe('GET transactions/generate_invoice_pdf.php', () => {
  const pdfUrl = (inv: InvoiceRow, extra = '') =>
    `${apiPath('transactions/generate_invoice_pdf.php')}?uuid_invoice=${inv.uuid}${extra}`;
  it('401, 403 unverified, 404 another company, 422 bad kind', async () => {
    expect((await new Agent(ctx.app).get(pdfUrl(mine[0]))).statusCode).toBe(401);
    expect((await unverified.agent.get(pdfUrl(mine[0]))).json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    expect((await other.agent.get(pdfUrl(mine[0]))).statusCode).toBe(404);
    expect((await owner.agent.get(pdfUrl(mine[0], '&kind=kuitansi'))).statusCode).toBe(422);
  });

  it('answers the invoice PDF inline or as a download, to the owner and an admin', async () => {
    const view = await owner.agent.get(pdfUrl(mine[0]));
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe(`inline; filename="invoice-${mine[0].transId}.pdf"`);
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dl = await admin.agent.get(pdfUrl(mine[0], '&mode=download'));
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="invoice-/);
  });

  it('a receipt only for a paid invoice: 409 INVALID_TRANSITION otherwise', async () => {
    const refused = await owner.agent.get(pdfUrl(mine[0], '&kind=receipt'));
    expect([refused.statusCode, refused.json().code, refused.json().data.current_status]).toEqual([
      409,
      'INVALID_TRANSITION',
      'pending',
    ]);
    const ok = await owner.agent.get(pdfUrl(mine[1], '&kind=receipt'));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain(`kuitansi-${mine[1].transId}.pdf`);
  });
});

describe('GET transactions/public.php', () => {
  it('answers the allow-listed fields with the right code (any case), 404 without it or with a wrong one; guesses are limited', async () => {
    const code = invoiceVerificationCode(ctx.app.deps.secret, theirs.transId);
    const anon = new Agent(ctx.app, '10.9.9.1');
    const res = await anon.get(
      `${apiPath('transactions/public.php')}?transId=${theirs.transId.toLowerCase()}&code=${code.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    const { invoice } = ZPublicInvoiceResponse.parse(res.json().data);
    expect(Object.keys(invoice).sort()).toEqual([...PUBLIC_INVOICE_KEYS].sort());
    expect(invoice).toMatchObject({ transId: theirs.transId, company_name: 'CV Lain Sekali', total: theirs.total });
    expect(JSON.stringify(res.json())).not.toContain('npwp');
    expect(verificationCodesMatch(code, code.toLowerCase())).toBe(true);

    const guesser = new Agent(ctx.app, '10.9.9.2');
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    expect((await guesser.get(`${apiPath('transactions/public.php')}?transId=${theirs.transId}`)).statusCode).toBe(404);
    expect(
      (await guesser.get(`${apiPath('transactions/public.php')}?transId=${theirs.transId}&code=${wrong}`)).statusCode,
    ).toBe(404);
    expect(
      (await guesser.get(`${apiPath('transactions/public.php')}?transId=INV-209901-000001&code=${code}`)).statusCode,
    ).toBe(404);
    const limited = await guesser.get(`${apiPath('transactions/public.php')}?transId=${theirs.transId}&code=${code}`);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    // Right codes give their count back: a reader scanning real invoices is not stopped.
    for (let i = 0; i < 5; i++)
      expect(
        (await anon.get(`${apiPath('transactions/public.php')}?transId=${theirs.transId}&code=${code}`)).statusCode,
      ).toBe(200);
  });
});

describe('admin/transactions list and export', () => {
  it('401, 403 for a company user, 422 bad filter or range', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/transactions/list.php'))).statusCode).toBe(401);
    expect((await owner.agent.get(apiPath('admin/transactions/list.php'))).statusCode).toBe(403);
    expect((await owner.agent.get(apiPath('admin/transactions/export.php'))).statusCode).toBe(403);
    expect(
      (await admin.agent.get(`${apiPath('admin/transactions/list.php')}?from=2026-10-10&to=2026-10-01`)).statusCode,
    ).toBe(422);
    expect((await admin.agent.get(`${apiPath('admin/transactions/export.php')}?format=pdf`)).statusCode).toBe(422);
  });

  it('lists every invoice with company and waiting time; filters by status, WIB dates and q (number prefix or company)', async () => {
    const all = ZAdminInvoiceListResponse.parse(
      (await admin.agent.get(apiPath('admin/transactions/list.php'))).json().data,
    );
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({
      uuid_invoice: theirs.uuid,
      company_name: 'CV Lain Sekali',
      company_id: other.company!.id,
    });
    expect(all.items[0].waiting_since).toBe(theirs.statusChangedAt.toISOString());
    expect(all.items.find((i) => i.status === 'paid')!.waiting_since).toBeNull();
    const byCompany = ZAdminInvoiceListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/transactions/list.php')}?q=lain`)).json().data,
    );
    expect(byCompany.items.map((i) => i.uuid_invoice)).toEqual([theirs.uuid]);
    const byNumber = ZAdminInvoiceListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/transactions/list.php')}?q=${mine[0].transId.toLowerCase()}`)).json()
        .data,
    );
    expect(byNumber.items.map((i) => i.uuid_invoice)).toEqual([mine[0].uuid]);
    // Issued 2026-10-04 03:00 UTC = 10:00 WIB.
    const day = ZAdminInvoiceListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/transactions/list.php')}?from=2026-10-04&to=2026-10-04`)).json().data,
    );
    expect(day.items.map((i) => i.uuid_invoice)).toEqual([mine[1].uuid]);
    const pending = ZAdminInvoiceListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/transactions/list.php')}?status=pending&sort=waiting`)).json().data,
    );
    expect(pending.items.map((i) => i.uuid_invoice)).toEqual([mine[0].uuid, theirs.uuid]);
  });

  it('exports the filtered list as CSV and as a workbook', async () => {
    const csv = await admin.agent.get(`${apiPath('admin/transactions/export.php')}?status=pending`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('No. Tagihan');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('Menunggu Pembayaran');
    const xlsx = await admin.agent.get(`${apiPath('admin/transactions/export.php')}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('invoice rows', () => {
  it('keep their snapshot: the list reads the stored company name', async () => {
    const [row] = await ctx.app.deps.db.select().from(invoices).where(eq(invoices.id, theirs.id));
    expect(row.companyName).toBe('CV Lain Sekali');
  });
});
