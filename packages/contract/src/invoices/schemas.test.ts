import { describe, expect, it } from 'vitest';
import {
  ZAdminInvoiceExportQuery,
  ZAdminInvoiceListQuery,
  ZCancelInvoiceRequest,
  ZPaymentQueueQuery,
  ZRefundInvoiceRequest,
  ZVerifyPaymentRequest,
} from './admin';
import { INVOICE, UUID } from './fixtures.test-data';
import { PUBLIC_INVOICE_KEYS, ZPublicInvoice } from './public';
import { ZInvoice, ZInvoiceListQuery, ZInvoicePdfQuery, ZPublicInvoiceQuery, ZUploadProofFields } from './schemas';
import { issuePaths as paths } from '../common/issue-paths.test-util';

describe('the invoice as answered (transactions/detail.php)', () => {
  it('parses with its lines, amounts, parties, bank accounts and history', () => {
    expect(ZInvoice.parse(INVOICE)).toEqual(INVOICE);
  });

  it.each([
    ['a fractional total', { total: 3_885_000.5 }],
    ['an unknown status', { status: 'overdue' }],
    ['another tax rate', { ppn_rate_percent: 11 }],
    ['a history row with an unknown status', { status_history: [{ ...INVOICE.status_history[0], to_status: 'x' }] }],
    ['no application', { application: undefined }],
  ])('refuses %s', (_n, change) => {
    expect(ZInvoice.safeParse({ ...INVOICE, ...change }).success).toBe(false);
  });
});

describe('company calls', () => {
  it('list: status and sort', () => {
    expect(ZInvoiceListQuery.parse({ status: 'waiting_confirmation', sort: 'due_date' })).toMatchObject({
      status: 'waiting_confirmation',
      sort: 'due_date',
    });
    expect(paths(ZInvoiceListQuery.safeParse({ status: 'draft' }))).toEqual(['status:validation.invalid']);
  });

  it('upload_proof fields: the invoice uuid only', () => {
    expect(ZUploadProofFields.safeParse({ uuid_invoice: UUID, csrf_token: 't' }).success).toBe(true);
    expect(paths(ZUploadProofFields.safeParse({ uuid_invoice: 'INV-202611-000001' }))).toEqual([
      'uuid_invoice:validation.invalid',
    ]);
    expect(ZUploadProofFields.safeParse({ uuid_invoice: UUID, document_type: 'bukti_transfer' }).success).toBe(false);
  });

  it('PDF: kind invoice (default) or receipt, mode view (default) or download', () => {
    expect(ZInvoicePdfQuery.parse({ uuid_invoice: UUID })).toEqual({
      uuid_invoice: UUID,
      kind: 'invoice',
      mode: 'view',
    });
    expect(ZInvoicePdfQuery.parse({ uuid_invoice: UUID, kind: 'receipt', mode: 'download' })).toMatchObject({
      kind: 'receipt',
      mode: 'download',
    });
    expect(paths(ZInvoicePdfQuery.safeParse({ uuid_invoice: UUID, kind: 'kuitansi' }))).toEqual([
      'kind:validation.invalid',
    ]);
  });
});

describe('the public invoice (docs/business-rules.md#public-invoice)', () => {
  const pub = {
    transId: INVOICE.transId,
    status: 'paid',
    issued_at: INVOICE.issued_at,
    due_date: INVOICE.due_date,
    paid_at: '2026-11-06T02:00:00.000Z',
    company_name: 'PT Maju Jaya',
    lines: INVOICE.lines,
    subtotal: INVOICE.subtotal,
    dpp: INVOICE.dpp,
    ppn: INVOICE.ppn,
    total: INVOICE.total,
    issuer: { name: 'BSKI', address: 'Jl. Gatot Subroto, Jakarta' },
  };

  it('is an allow-list without the company NPWP, e-mail, phone or address', () => {
    expect(ZPublicInvoice.parse(pub)).toEqual(pub);
    expect(PUBLIC_INVOICE_KEYS).not.toContain('company');
    for (const leak of [
      'npwp',
      'company_npwp',
      'email',
      'company_email',
      'phone',
      'address',
      'company_address',
      'company',
      'verification_code',
      'uuid_invoice',
    ]) {
      expect(ZPublicInvoice.safeParse({ ...pub, [leak]: 'x' }).success, leak).toBe(false);
    }
    expect(ZPublicInvoice.safeParse({ ...pub, issuer: { ...pub.issuer, npwp: '013121660091000' } }).success).toBe(
      false,
    );
  });

  it('query: read leniently (a bad number or code is a 404, not a 422)', () => {
    expect(ZPublicInvoiceQuery.parse({ transId: ' inv-1 ', code: 'abc' })).toEqual({ transId: 'inv-1', code: 'abc' });
    expect(ZPublicInvoiceQuery.parse({ transId: 'INV-202611-000001' }).code).toBeUndefined();
    expect(ZPublicInvoiceQuery.safeParse({ transId: 'x'.repeat(41) }).success).toBe(false);
    expect(ZPublicInvoiceQuery.safeParse({ transId: 'INV\u0000' }).success).toBe(false);
  });
});

describe('admin calls', () => {
  it('transactions list/export: status, from/to, sort, format', () => {
    expect(
      ZAdminInvoiceListQuery.parse({
        status: 'paid',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'INV-2026',
        sort: 'waiting',
      }),
    ).toMatchObject({ status: 'paid', from: '2026-11-01', sort: 'waiting' });
    expect(paths(ZAdminInvoiceListQuery.safeParse({ from: '2026-12-01', to: '2026-11-30' }))).toEqual([
      'to:validation.invalid',
    ]);
    expect(paths(ZAdminInvoiceListQuery.safeParse({ status: 'submitted' }))).toEqual(['status:validation.invalid']);
    expect(ZAdminInvoiceExportQuery.parse({ format: 'xlsx' }).format).toBe('xlsx');
  });

  it('payment queue: list params only (always oldest proof first)', () => {
    expect(ZPaymentQueueQuery.parse({ page: '2', q: 'Maju' })).toMatchObject({ page: 2, q: 'Maju' });
    expect(ZPaymentQueueQuery.parse({ sort: 'newest' })).not.toHaveProperty('sort');
  });

  it('verify: verify, or reject with a note', () => {
    expect(ZVerifyPaymentRequest.safeParse({ uuid_invoice: UUID, decision: 'verify' }).success).toBe(true);
    expect(paths(ZVerifyPaymentRequest.safeParse({ uuid_invoice: UUID, decision: 'reject' }))).toEqual([
      'note:validation.required',
    ]);
    expect(
      ZVerifyPaymentRequest.safeParse({ uuid_invoice: UUID, decision: 'reject', note: 'Nominal tidak sesuai' }).success,
    ).toBe(true);
    expect(paths(ZVerifyPaymentRequest.safeParse({ uuid_invoice: UUID, decision: 'paid' }))).toEqual([
      'decision:validation.invalid',
    ]);
  });

  it('refund and cancel: a reason is required', () => {
    for (const schema of [ZRefundInvoiceRequest, ZCancelInvoiceRequest]) {
      expect(schema.safeParse({ uuid_invoice: UUID, reason: 'Permohonan ditolak' }).success).toBe(true);
      expect(paths(schema.safeParse({ uuid_invoice: UUID }))).toEqual(['reason:validation.required']);
      expect(paths(schema.safeParse({ uuid_invoice: UUID, reason: 'x'.repeat(2001) }))).toEqual([
        'reason:validation.tooLong',
      ]);
    }
  });
});
