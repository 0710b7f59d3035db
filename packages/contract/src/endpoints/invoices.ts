import { ZAdminInvoiceExportQuery, ZAdminInvoiceListQuery, ZAdminInvoiceListResponse } from '../invoices/admin';
import { ZPublicInvoiceResponse } from '../invoices/public';
import {
  ZInvoiceDetailQuery,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoicePdfQuery,
  ZInvoiceResponse,
  ZPublicInvoiceQuery,
} from '../invoices/schemas';
import { endpoint } from './define';

/** The endpoints the server's `invoices` module answers (docs/api.md). */
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
  }),
} as const;
