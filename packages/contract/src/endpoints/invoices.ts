import {
  ZAdminInvoiceExportQuery,
  ZAdminInvoiceListQuery,
  ZAdminInvoiceListResponse,
  ZCancelInvoiceRequest,
  ZPaymentQueueQuery,
  ZPaymentQueueResponse,
  ZRefundInvoiceRequest,
  ZVerifyPaymentRequest,
} from '../invoices/admin';
import { ZPublicInvoiceResponse } from '../invoices/public';
import {
  PROOF_UPLOAD_FIELD,
  ZInvoiceDetailQuery,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoicePdfQuery,
  ZInvoiceResponse,
  ZPublicInvoiceQuery,
  ZUploadProofFields,
} from '../invoices/schemas';
import { UPLOAD_MAX_BYTES } from '../limits';
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_TYPES,
  ZImportStatementFields,
  ZImportStatementResponse,
  ZVerifyBatchRequest,
  ZVerifyBatchResponse,
} from '../invoices/statement';
import { endpoint } from './define';
import { EXPORT_ACCEPTED } from './exports';
/** The endpoints the server's `invoices` module answers: billing, from issue to payment (docs/api.md). */
export const INVOICES_ENDPOINTS = {
  'transactions/list.php': endpoint({
    method: 'GET',
    access: 'verified',
    section: 'invoices',
    summary: "The company's invoices",
    who: 'the company only (an admin: 403)',
    takes:
      'list params; `status`; `q` over transId (any part, any case); `sort` (`newest`, the default, `oldest`, `due_date`)',
    answers:
      "the company's invoices: `uuid_invoice, transId, status, total, issued_at, due_date, paid_at, application`",
    query: ZInvoiceListQuery,
    response: ZInvoiceListResponse,
    errors: ['FORBIDDEN'],
  }),
  'transactions/detail.php': endpoint({
    method: 'GET',
    access: 'verified',
    section: 'invoices',
    summary: 'One invoice with its history, bank accounts and proofs',
    who: 'owner; or admin',
    takes: '`uuid_invoice`',
    answers:
      '`{ invoice }` with `lines`, amounts, `company` and `issuer`, `status_history` (oldest first, with the actor), `bank_accounts`, `proofs` (newest first), `verification_code`, `public_url`, `pdf_url`, `receipt_url` (once paid), `last_rejection_note`, `cancel_reason`, `refund_reason`, `application` (`code_reg`, `type`, `status`); a fixed number of queries',
    query: ZInvoiceDetailQuery,
    response: ZInvoiceResponse,
    errors: ['NOT_FOUND'],
  }),
  'transactions/generate_invoice_pdf.php': endpoint({
    method: 'GET',
    access: 'verified',
    section: 'invoices',
    summary: 'The invoice or receipt PDF',
    who: 'owner; or admin',
    takes: '`uuid_invoice`, `kind` (`invoice`, the default, or `receipt`), `mode` (`view`, the default, or `download`)',
    answers:
      'the invoice PDF; with `kind=receipt` the receipt (kuitansi) of an invoice that was paid (`paid` or `refunded`), else 409 `INVALID_TRANSITION`. One path for both, so both stay under the allowed file prefix ([File access](business-rules.md#file-access))',
    query: ZInvoicePdfQuery,
    file: { types: ['application/pdf'] },
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'transactions/public.php': endpoint({
    method: 'GET',
    access: 'public',
    section: 'invoices',
    summary: 'The public view of an invoice, with its verification code',
    who: 'rate limited',
    takes: '`transId` (any case), `code`',
    answers:
      '`{ invoice }`: the public invoice fields ([Public invoice](business-rules.md#public-invoice)); 404 for an unknown number or a wrong or missing code',
    query: ZPublicInvoiceQuery,
    response: ZPublicInvoiceResponse,
    errors: ['NOT_FOUND'],
    rateLimits: ['public_invoice_ip'],
  }),
  'admin/transactions/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Every invoice',
    takes:
      'list params; `status`, `from`, `to` (issue date, WIB, both included), `q` (transId from its start, or any part of the company name on the invoice); `sort` (`newest`, the default, `oldest`, `due_date`, `waiting`: longest in its status first)',
    answers:
      'invoices with `company_id`, `company_name`, `status_changed_at`, `waiting_since` (`pending` and `waiting_confirmation` only, else null)',
    query: ZAdminInvoiceListQuery,
    response: ZAdminInvoiceListResponse,
  }),
  'admin/transactions/export.php': endpoint({
    method: 'GET',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Export the invoice list',
    takes: "the list's filter; `format` (`csv`, the default, or `xlsx`)",
    answers: 'CSV / xlsx named `transaksi-YYYY-MM-DD` ([Exports](business-rules.md#exports))',
    query: ZAdminInvoiceExportQuery,
    file: { types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    accepted: EXPORT_ACCEPTED,
  }),
  'transactions/upload_proof.php': endpoint({
    method: 'POST',
    access: 'verified',
    section: 'invoices',
    summary: 'Upload a transfer proof for an invoice',
    who: 'owner, invoice `pending` and not past its due date (else 409)',
    takes: 'multipart `proof` (PDF/JPG/PNG, 5 MiB, by content), `uuid_invoice`, `csrf_token`',
    answers:
      'the invoice, `waiting_confirmation`; the upload limits of `documents/upload.php` apply; every active admin is notified',
    body: ZUploadProofFields,
    response: ZInvoiceResponse,
    upload: { field: PROOF_UPLOAD_FIELD, maxBytes: UPLOAD_MAX_BYTES },
    errors: ['FORBIDDEN', 'INVALID_TRANSITION', 'NOT_FOUND'],
    rateLimits: ['upload_user'],
  }),
  'admin/payments/queue.php': endpoint({
    method: 'GET',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Invoices whose transfer proof awaits verification',
    takes: '`page`, `per_page`, `q`',
    answers: 'invoices `waiting_confirmation`, oldest proof first, with `waiting_since` and the newest `proof`',
    query: ZPaymentQueueQuery,
    response: ZPaymentQueueResponse,
  }),
  'admin/payments/verify.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Verify or reject a payment',
    takes: '`uuid_invoice`, `decision` (`verify`/`reject`), `note` (required to reject)',
    answers:
      '`{ invoice }`; exactly once ([Payment verification](business-rules.md#payment-verification)): a verify of an invoice already paid answers it unchanged; a verify after a rejection is 409',
    body: ZVerifyPaymentRequest,
    response: ZInvoiceResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/payments/verify-batch.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Verify several payments with the bank reference',
    takes:
      "`uuid_invoices` (1–50, distinct), `bank_reference` (the statement's or the bank's reference), `statement_lines` (optional: per invoice the confirmed line `{ uuid_invoice, row, date, amount, description }`)",
    answers:
      "`{ results: [{ uuid_invoice, trans_id, outcome: verified | failed, error }], verified, failed }` in the order given, each invoice in its own transaction: `waiting_confirmation` is verified as by `verify.php`, `pending` (a transfer found on the statement without a proof) is confirmed from the statement; the bank reference and the line are recorded on the payment. A line whose amount is not the invoice's total fails that item (409 `CONFLICT`) ([Bank statement](business-rules.md#bank-statement))",
    body: ZVerifyBatchRequest,
    response: ZVerifyBatchResponse,
  }),
  'admin/payments/import-statement.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: "Match a bank statement's credits to open invoices",
    takes:
      'multipart `file` (a CSV or XLSX mutation export from internet banking, at most 2 MiB, 5,000 lines); optional `date_column`, `description_column`, `credit_column` (a header as written, or a column number from 1) to choose the mapping',
    answers:
      '`{ columns, header_row, mapping: { date, description, credit }, detected, credit_lines, skipped_lines, matched: [{ uuid_invoice, trans_id, company_name, amount, invoice_status, rule, line }], ambiguous: [{ line, reason, candidates }], unmatched: [{ line, reason, invoice }] }`. Nothing is verified: the clerk confirms the matched set with `verify-batch.php`. 422 on `file` when no header row with a date, a description and a credit column is found (or a chosen column does not exist) ([Bank statement](business-rules.md#bank-statement))',
    body: ZImportStatementFields,
    response: ZImportStatementResponse,
    upload: { field: 'file', maxBytes: STATEMENT_MAX_BYTES, types: STATEMENT_TYPES },
  }),
  'admin/transactions/cancel.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Cancel an unpaid invoice',
    who: 'invoice `pending` or `waiting_confirmation`',
    takes: '`uuid_invoice`, `reason`',
    answers: '`{ invoice }`, `cancelled`; a `submitted` application back to `draft`; 409 from any other status',
    body: ZCancelInvoiceRequest,
    response: ZInvoiceResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/transactions/refund.php': endpoint({
    method: 'POST',
    access: 'admin',
    section: 'admin-invoices-and-payments',
    summary: 'Refund the paid invoice of a rejected application',
    who: 'invoice `paid`, application `rejected`',
    takes: '`uuid_invoice`, `reason`',
    answers: '`{ invoice }`, `refunded`; 409 otherwise (the message says the application must be rejected first)',
    body: ZRefundInvoiceRequest,
    response: ZInvoiceResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
} as const;
