import { Readable } from 'node:stream';
import { PDF_TEXTS, publicInvoicePath, textsIn, type TInvoicePdfQuery } from '@portal/contract';
import { invalidTransition } from '../../lib/transitions';
import { invoiceVerificationCode } from '../../lib/invoice-code';
import type { FileReply } from '../../lib/file-reply';
import type { Deps, SessionUser } from '../../types';
import { pdfSignature } from '../signing';
import { hasReceipt } from './invoice-dto';
import { renderInvoicePdf, type TInvoicePdfData } from './pdf';
import { findReadableInvoice } from './read-service';

const pdfText = textsIn(PDF_TEXTS, 'id');

/**
 * transactions/generate_invoice_pdf.php (docs/business-rules.md#invoices): the invoice, or once
 * paid its receipt, of an invoice the reader may see (owner or admin; anyone else 404). Built from
 * the invoice's own snapshot, so a PDF made today matches the one made at issue.
 */
export async function invoicePdf(
  deps: Pick<Deps, 'db' | 'secret' | 'config' | 'clock'>,
  user: SessionUser,
  q: TInvoicePdfQuery,
): Promise<FileReply> {
  const { inv, app } = await findReadableInvoice(deps.db, user, q.uuid_invoice);
  // A receipt exists only for an invoice that was paid (docs/business-rules.md#invoices): else 409.
  if (q.kind === 'receipt' && !hasReceipt(inv.status)) throw invalidTransition(inv.status);
  const verificationCode = invoiceVerificationCode(deps.secret, inv.transId);
  const data: TInvoicePdfData = {
    kind: q.kind,
    transId: inv.transId,
    status: inv.status,
    issuedAt: inv.issuedAt,
    dueDate: inv.dueDate,
    paidAt: inv.paidAt,
    codeReg: app.code_reg,
    applicationType: app.type,
    qualification: app.qualification,
    company: { name: inv.companyName, address: inv.companyAddress, npwp: inv.companyNpwp },
    issuer: { name: inv.issuerName, address: inv.issuerAddress, npwp: inv.issuerNpwp },
    lines: inv.lines,
    subtotal: inv.subtotal,
    dpp: inv.dpp,
    ppn: inv.ppn,
    total: inv.total,
    bankAccounts: inv.bankAccounts.map((b) => ({
      bank_name: b.bank_name,
      account_number: b.account_number,
      account_holder: b.account_holder,
    })),
    verificationCode,
    // The QR code is read outside the app: an absolute link (docs/business-rules.md#relative-urls).
    publicUrl: `${deps.config.publicUrl}${publicInvoicePath(inv.transId, verificationCode)}`,
  };
  // Signed (PAdES) on the worker, like every PDF the portal hands out (docs/decisions/102).
  const reason = pdfText(q.kind === 'receipt' ? 'signature.receipt_reason' : 'signature.invoice_reason', {
    transId: inv.transId,
  });
  const pdf = await renderInvoicePdf(data, await pdfSignature(deps, reason));
  const name = `${q.kind === 'receipt' ? 'kuitansi' : 'invoice'}-${inv.transId}.pdf`;
  return {
    body: Readable.from([pdf]),
    type: 'application/pdf',
    length: pdf.length,
    disposition: `${q.mode === 'download' ? 'attachment' : 'inline'}; filename="${name}"`,
    headers: { 'Content-Security-Policy': "sandbox; frame-ancestors 'self'" },
  };
}
