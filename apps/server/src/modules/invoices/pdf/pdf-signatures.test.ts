import { afterAll, describe, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE, computeFee } from '@portal/contract';
import { expectPdfsigValidThenBroken, hasPdfsig } from '../../../../test/pdfsig';
import { testSigningKey } from '../../../infra/pdf/signing-key.test-util';
import { closeInvoicePdfRenderer, renderInvoicePdf, type TInvoicePdfData } from '.';

/** Invoices and receipts are PAdES-signed (docs/decisions/102); pdfsig checks them independently. */
afterAll(closeInvoicePdfRenderer);

const key = testSigningKey('LSBU Kadin Indonesia');
const sign = (reason: string) => ({ key, reason, signingTime: new Date().toISOString() });
const quote = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 2 });
const invoice = (kind: 'invoice' | 'receipt'): TInvoicePdfData => ({
  kind,
  transId: 'INV-202612-000042',
  status: kind === 'receipt' ? 'paid' : 'pending',
  issuedAt: new Date('2026-11-30T17:30:00Z'),
  dueDate: '2026-12-15',
  paidAt: kind === 'receipt' ? new Date('2026-12-02T03:00:00Z') : null,
  codeReg: 'SP-000000042',
  applicationType: 'new',
  qualification: 'kecil',
  company: { name: 'PT Maju Jaya Konstruksi', address: 'Jl. Merdeka 1, Jakarta Pusat', npwp: '013121660091000' },
  issuer: { name: 'Badan Sertifikasi KADIN', address: 'Menara Kadin, Jakarta Selatan', npwp: '0013121660091000' },
  ...quote,
  bankAccounts: [{ bank_name: 'Bank Mandiri', account_number: '1230009876543', account_holder: 'BSKI' }],
  verificationCode: '7K3M0Q1Z',
  publicUrl: 'https://portal.example.id/invoice/INV-202612-000042?code=7K3M0Q1Z',
});

describe.skipIf(!hasPdfsig)('pdfsig on the signed invoice PDFs', () => {
  it.each([
    ['an invoice', 'invoice', 'Invoice INV-202612-000042'],
    ['a receipt', 'receipt', 'Kuitansi INV-202612-000042'],
  ] as const)(
    'reports %s signed (ETSI.CAdES.detached) and valid, and not valid after one changed byte',
    async (_, kind, reason) => {
      expectPdfsigValidThenBroken(await renderInvoicePdf(invoice(kind), sign(reason)), 'LSBU Kadin Indonesia');
    },
  );
});
