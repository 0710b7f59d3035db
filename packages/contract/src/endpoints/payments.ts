import {
  ZCancelInvoiceRequest,
  ZPaymentQueueQuery,
  ZPaymentQueueResponse,
  ZRefundInvoiceRequest,
  ZVerifyPaymentRequest,
} from '../invoices/admin';
import { PROOF_UPLOAD_FIELD, ZInvoiceResponse, ZUploadProofFields } from '../invoices/schemas';
import { UPLOAD_MAX_BYTES } from '../limits';
import { endpoint } from './define';

/** The endpoints the server's `payments` module answers (docs/api.md). */
export const PAYMENTS_ENDPOINTS = {
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
