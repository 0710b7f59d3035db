import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  ROLE,
  USER_STATUS,
  ZImportStatementResponse,
  ZInvoiceResponse,
  ZPaymentVerifyBatchResponse,
  type TImportStatementResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { cookieHeader, createActor, multipartBody, type Actor } from '../../../test/actors';
import { insertApplication, insertInvoice, type InvoiceRow } from '../../../test/fixtures/workflow';
import { applications, auditLog, invoices, notifications } from '../../db/schema';

/** The bank-statement import and bulk verification (docs/business-rules.md#bank-statement, #bulk-work). */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/statements');
const NOV_2 = new Date('2026-11-02T03:00:00Z');

let ctx: TestContext;
let admin: Actor;
let owner: Actor;
let company: Actor;
const db = () => ctx.app.deps.db;
/** INV-202611-000001 (3,885,000, proof waiting), …000002 (5,328,000, no proof), …000004 (2,775,000, proof waiting), …000005 (paid). */
const inv: Record<string, InvoiceRow> = {};

async function invoiceOf(sequence: number, total: number, status: 'pending' | 'waiting_confirmation' | 'paid') {
  const application = await insertApplication(db(), {
    companyId: owner.company!.id,
    userId: owner.user.id,
    status: status === 'paid' ? 'under_review' : 'submitted',
    createdAt: NOV_2,
  });
  const row = await insertInvoice(db(), application, {
    status,
    issuedAt: NOV_2,
    sequence,
    companyName: 'PT Maju Jaya',
  });
  const [updated] = await db().update(invoices).set({ total }).where(eq(invoices.id, row.id)).returning();
  return updated!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
  company = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
  inv.one = await invoiceOf(1, 3_885_000, 'waiting_confirmation');
  inv.two = await invoiceOf(2, 5_328_000, 'pending');
  inv.four = await invoiceOf(4, 2_775_000, 'waiting_confirmation');
  inv.five = await invoiceOf(5, 9_990_000, 'paid');
});
afterAll(async () => ctx.close());

async function importFile(
  actor: Actor | Agent,
  file: { name: string; content: Buffer } | null,
  fields: Record<string, string> = {},
  opts: { csrf?: boolean } = {},
) {
  const agent = actor instanceof Agent ? actor : actor.agent;
  const token = agent.csrf ?? (await agent.ensureCsrf());
  const { body, contentType } = multipartBody(
    { ...fields, ...(opts.csrf === false ? {} : { csrf_token: token }) },
    file ? { ...file, field: 'file' } : undefined,
  );
  return ctx.app.inject({
    method: 'POST',
    url: apiPath('admin/payments/import-statement.php'),
    payload: body,
    headers: {
      'content-type': contentType,
      cookie: cookieHeader(agent),
      ...(opts.csrf === false ? {} : { 'x-csrf-token': token }),
    },
  });
}
const sample = (name: string) => ({ name, content: fs.readFileSync(path.join(fixtures, name)) });
const imported = (res: { json(): { data: unknown } }): TImportStatementResponse =>
  ZImportStatementResponse.parse(res.json().data);

describe('POST admin/payments/import-statement.php', () => {
  it('401 anonymous, 403 a company, 403 without CSRF, 422 without a file or with an unreadable one', async () => {
    expect((await importFile(new Agent(ctx.app), sample('bri-mutasi.csv'))).statusCode).toBe(401);
    expect((await importFile(company, sample('bri-mutasi.csv'))).json().code).toBe('FORBIDDEN');
    expect((await importFile(admin, sample('bri-mutasi.csv'), {}, { csrf: false })).json().code).toBe('CSRF_INVALID');
    expect((await importFile(admin, null)).statusCode).toBe(422);
    const noHeader = await importFile(admin, { name: 'x.csv', content: Buffer.from('a,b,c\n1,2,3\n') });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json()).toMatchObject({ code: 'VALIDATION_FAILED', message_key: 'invoices.statement_no_header' });
    expect(noHeader.json().errors.file).toBeDefined();
    const chosenMissing = await importFile(admin, sample('bri-mutasi.csv'), { credit_column: 'Masuk' });
    expect(chosenMissing.json().errors.credit_column).toBeDefined();
  });

  it('KlikBCA CSV: by reference and amount, by the one open invoice of an amount, ambiguous and unmatched lines', async () => {
    const res = await importFile(admin, sample('klikbca-mutasi.csv'));
    expect(res.statusCode).toBe(200);
    const data = imported(res);
    expect(data.mapping).toEqual({ date: 'Tanggal Transaksi', description: 'Keterangan', credit: 'Jumlah' });
    expect(data.matched.map((m) => [m.line.row, m.trans_id, m.rule, m.invoice_status])).toEqual([
      [8, 'INV-202611-000001', 'reference', 'waiting_confirmation'],
      // No reference, but exactly one open invoice of 5,328,000: a transfer without an uploaded proof.
      [10, 'INV-202611-000002', 'amount', 'pending'],
    ]);
    // The reference names an open invoice, but the amount is a rupiah off: the clerk decides.
    expect(data.ambiguous.map((a) => [a.line.row, a.reason, a.candidates.map((c) => c.trans_id)])).toEqual([
      [12, 'amount_differs', ['INV-202611-000004']],
    ]);
    expect(data.unmatched.map((u) => [u.line.row, u.reason])).toEqual([[11, 'no_invoice']]);
    expect(res.json().message_key).toBe('invoices.statement_read');
    // Nothing changed: every invoice keeps its status.
    expect((await db().select().from(invoices).where(eq(invoices.id, inv.two!.id)))[0]!.status).toBe('pending');
  });

  it('Mandiri workbook and BRI CSV read the same transfers', async () => {
    const mandiri = imported(await importFile(admin, sample('mandiri-mcm-mutasi.xlsx')));
    expect(mandiri.mapping).toEqual({ date: 'Date', description: 'Description', credit: 'Credit' });
    expect(mandiri.matched.map((m) => [m.trans_id, m.rule, m.line.date])).toEqual([
      ['INV-202611-000001', 'reference', '2026-11-02'],
      ['INV-202611-000002', 'amount', '2026-11-04'],
    ]);
    const bri = imported(await importFile(admin, sample('bri-mutasi.csv')));
    expect(bri.matched.map((m) => m.trans_id)).toEqual(['INV-202611-000001']);
    expect(bri.unmatched.map((u) => u.line.amount)).toEqual([1_110_000]);
  });

  it('several open invoices of one amount, a settled invoice and a second line for the same invoice are never matched', async () => {
    const twin = await invoiceOf(6, 2_775_000, 'pending');
    const csv = [
      'Tanggal,Keterangan,Kredit',
      '07/11/2026,TRANSFER MASUK TANPA BERITA,2775000',
      '07/11/2026,PELUNASAN INV-202611-000005,9990000',
      '08/11/2026,BAYAR INV-202611-000001,3885000',
      '08/11/2026,BAYAR LAGI INV-202611-000001,3885000',
    ].join('\n');
    const data = imported(await importFile(admin, { name: 'mutasi.csv', content: Buffer.from(csv) }));
    expect(data.ambiguous.map((a) => [a.line.row, a.reason, a.candidates.map((c) => c.trans_id).sort()])).toEqual([
      [2, 'several_invoices', ['INV-202611-000004', twin.transId].sort()],
      [5, 'duplicate_line', ['INV-202611-000001']],
    ]);
    expect(data.unmatched).toEqual([
      expect.objectContaining({
        reason: 'already_settled',
        invoice: expect.objectContaining({ trans_id: 'INV-202611-000005', invoice_status: 'paid' }),
      }),
    ]);
    expect(data.matched.map((m) => m.line.row)).toEqual([4]);
    await db().update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, twin.id));
  });
});

describe('POST admin/payments/verify-batch.php', () => {
  const verifyBatch = (actor: Actor | Agent, body: Record<string, unknown>) =>
    (actor instanceof Agent ? actor : actor.agent).post(apiPath('admin/payments/verify-batch.php'), body);

  it('401, 403 for a company, 422 without invoices, a reference, or with a repeated invoice or too many', async () => {
    const body = { uuid_invoices: [inv.one!.uuid], bank_reference: 'MUTASI BCA NOV-2026' };
    expect((await verifyBatch(new Agent(ctx.app), body)).statusCode).toBe(401);
    expect((await verifyBatch(company, body)).json().code).toBe('FORBIDDEN');
    expect((await verifyBatch(admin, { ...body, uuid_invoices: [] })).json().errors.uuid_invoices).toBeDefined();
    expect((await verifyBatch(admin, { ...body, bank_reference: ' ' })).json().errors.bank_reference).toBeDefined();
    const twice = await verifyBatch(admin, { ...body, uuid_invoices: [inv.one!.uuid, inv.one!.uuid] });
    expect(twice.json().errors.uuid_invoices).toBeDefined();
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await verifyBatch(admin, { ...body, uuid_invoices: many })).statusCode).toBe(422);
    // A line for an invoice that is not in the batch.
    const stray = await verifyBatch(admin, {
      ...body,
      statement_lines: [{ uuid_invoice: inv.two!.uuid, row: 1, date: null, amount: 1, description: '' }],
    });
    expect(stray.statusCode).toBe(422);
  });

  it('verifies the confirmed set, each in its own transaction: a proof waiting, a transfer without a proof, an amount that differs, an unknown invoice', async () => {
    const line = (i: InvoiceRow, row: number, amount = i.total) => ({
      uuid_invoice: i.uuid,
      row,
      date: '2026-11-02',
      amount,
      description: `TRSF ${i.transId}`,
    });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await verifyBatch(admin, {
      uuid_invoices: [inv.one!.uuid, inv.two!.uuid, inv.four!.uuid, unknown],
      bank_reference: 'MUTASI BCA 02-06 NOV 2026',
      statement_lines: [line(inv.one!, 8), line(inv.two!, 10), line(inv.four!, 12, 2_775_001)],
    });
    expect(res.statusCode).toBe(200);
    const data = ZPaymentVerifyBatchResponse.parse(res.json().data);
    expect(data).toMatchObject({ verified: 2, failed: 2 });
    expect(data.results.map((r) => [r.uuid_invoice, r.outcome, r.error?.code ?? null])).toEqual([
      [inv.one!.uuid, 'verified', null],
      [inv.two!.uuid, 'verified', null],
      [inv.four!.uuid, 'failed', 'CONFLICT'],
      [unknown, 'failed', 'NOT_FOUND'],
    ]);
    expect(data.results[2]!.error!.message_key).toBe('invoices.statement_amount_differs');

    const rowOf = async (i: InvoiceRow) => (await db().select().from(invoices).where(eq(invoices.id, i.id)))[0]!;
    const two = await rowOf(inv.two!);
    expect(two).toMatchObject({ status: 'paid', bankReference: 'MUTASI BCA 02-06 NOV 2026' });
    expect(two.statementLine).toEqual({
      row: 10,
      date: '2026-11-02',
      amount: 5_328_000,
      description: `TRSF ${inv.two!.transId}`,
    });
    expect((await rowOf(inv.four!)).status).toBe('waiting_confirmation');
    const [app] = await db().select().from(applications).where(eq(applications.id, two.applicationId));
    expect(app!.status).toBe('under_review');
    // The pending one was confirmed from the statement; the audit trail says which way.
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, inv.two!.uuid))).map(
      (r) => r.action,
    );
    expect(actions).toContain('invoice.confirm_transfer');
    const paidNotices = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(paidNotices.filter((n) => n.kind === 'invoice_paid')).toHaveLength(2);

    // An administrator reads the reference and the line on the invoice; the company does not.
    const detail = (a: Actor) => a.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${inv.two!.uuid}`);
    const forAdmin = ZInvoiceResponse.parse((await detail(admin)).json().data).invoice;
    expect(forAdmin).toMatchObject({ bank_reference: 'MUTASI BCA 02-06 NOV 2026', statement_line: { row: 10 } });
    const forOwner = (await detail(owner)).json().data.invoice;
    expect(forOwner).not.toHaveProperty('bank_reference');
    expect(forOwner).not.toHaveProperty('statement_line');
  });

  it('an invoice verified again answers verified and changes nothing (exactly once)', async () => {
    const before = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    const res = await verifyBatch(admin, { uuid_invoices: [inv.one!.uuid], bank_reference: 'LAGI' });
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'verified' });
    const after = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(after.length).toBe(before.length);
    expect((await db().select().from(invoices).where(eq(invoices.id, inv.one!.id)))[0]!.bankReference).toBe(
      'MUTASI BCA 02-06 NOV 2026',
    );
  });
});
