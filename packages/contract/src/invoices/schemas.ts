import { z } from 'zod';
import { ZApplicantClock } from '../common/applicant-clock-schema';
import { optionalFilter } from '../admin/users';
import { APPLICATION_TYPES } from '../applications/application-types';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { statusEventSchema } from '../common/status-event';
import { csrfBody, zRupiah, zUuid } from '../common/workflow-fields';
import { DOWNLOAD_MODES } from '../documents/schemas';
import { ZFeeLine } from '../fees/schemas';
import { PPN_BASE_RATIO, PPN_RATE_PERCENT } from '../fees/tax';
import { APPLICATION_STATUSES, INVOICE_STATUSES } from '../statuses';
import { ZDocument } from '../documents/schemas';
import { zClaimedBy } from '../queue/schemas';
import { ZPaymentStatementLine } from './statement';
import { INVOICE_PDF_KINDS } from './urls';

/** A party of an invoice as it was when the invoice was issued (a snapshot, not today's data). */
export const ZInvoiceParty = z.object({
  name: z.string(),
  address: z.string().nullable(),
  npwp: z.string().nullable(),
});

export const ZInvoiceBankAccount = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});

export const ZInvoiceStatusEvent = statusEventSchema(INVOICE_STATUSES);
export type TInvoiceStatusEvent = z.infer<typeof ZInvoiceStatusEvent>;

/** The application an invoice is for. */
export const ZInvoiceApplicationRef = z.object({
  code_reg: z.string(),
  type: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
});

/** What lists and the application detail show of an invoice. */
export const ZInvoiceSummary = z.object({
  uuid_invoice: z.string(),
  transId: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total: zRupiah,
  issued_at: z.string(),
  /** WIB date `YYYY-MM-DD`. */
  due_date: z.string(),
  paid_at: z.string().nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/**
 * GET transactions/detail.php → data.invoice (docs/business-rules.md#invoices). `transId` keeps
 * the original portal's name; it is also the transfer reference (`payment_reference`).
 */
export const ZInvoice = ZInvoiceSummary.extend({
  lines: z.array(ZFeeLine),
  subtotal: zRupiah,
  dpp: zRupiah,
  ppn: zRupiah,
  ppn_rate_percent: z.literal(PPN_RATE_PERCENT),
  ppn_base_ratio: z.literal(PPN_BASE_RATIO),
  status_changed_at: z.string(),
  company: ZInvoiceParty,
  issuer: ZInvoiceParty,
  bank_accounts: z.array(ZInvoiceBankAccount),
  payment_reference: z.string(),
  verification_code: z.string(),
  /** Relative path of the public invoice with its code (what the PDF's QR code opens). */
  public_url: z.string(),
  pdf_url: z.string(),
  /** Set once the invoice is paid (and kept after a refund). */
  receipt_url: z.string().nullable(),
  /** The admin's note when the last proof was rejected; null once a new proof is verified. */
  last_rejection_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refund_reason: z.string().nullable(),
  status_history: z.array(ZInvoiceStatusEvent),
  /** Transfer proofs, newest first. */
  proofs: z.array(ZDocument),
  application: ZInvoiceApplicationRef,
  /** The payment's current step, who acts next and by when (docs/business-rules.md#applicant-clock). */
  clock: ZApplicantClock,
  /** Administrators only: who is handling it, the bank's reference of a payment verified in bulk and the bank-statement line it was matched to. */
  claimed_by: zClaimedBy.optional(),
  bank_reference: z.string().nullable().optional(),
  statement_line: ZPaymentStatementLine.nullable().optional(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceResponse = z.object({ invoice: ZInvoice });
export type TInvoiceResponse = z.infer<typeof ZInvoiceResponse>;

export const INVOICE_SORTS = ['newest', 'oldest', 'due_date'] as const;

/** GET transactions/list.php: the company's invoices; `q` over transId. */
export const ZInvoiceListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(INVOICE_STATUSES, { error: V.invalid })),
  sort: optionalFilter(z.enum(INVOICE_SORTS, { error: V.invalid })),
});
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;
export const ZInvoiceListItem = ZInvoiceSummary.extend({ application: ZInvoiceApplicationRef });
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;
export const ZInvoiceListResponse = listResult(ZInvoiceListItem);
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;

/** GET transactions/detail.php?uuid_invoice= */
export const ZInvoiceDetailQuery = z.object({ uuid_invoice: zUuid });

/** The file part of transactions/upload_proof.php (PDF/JPG/PNG, by content, UPLOAD_MAX_BYTES). */
export const PROOF_UPLOAD_FIELD = 'proof';
/** The text fields of the multipart transactions/upload_proof.php → ZInvoiceResponse (`waiting_confirmation`). */
export const ZUploadProofFields = z.object({ uuid_invoice: zUuid, ...csrfBody }).strict();
export type TUploadProofFields = z.output<typeof ZUploadProofFields>;

/**
 * GET transactions/generate_invoice_pdf.php?uuid_invoice=&kind=invoice|receipt&mode=view|download.
 * `kind` defaults to the invoice; a receipt of an invoice that is not paid answers 409.
 */
export const ZInvoicePdfQuery = z.object({
  uuid_invoice: zUuid,
  kind: z.enum(INVOICE_PDF_KINDS, { error: V.invalid }).default('invoice'),
  mode: z.enum(DOWNLOAD_MODES, { error: V.invalid }).default('view'),
});
export type TInvoicePdfQuery = z.output<typeof ZInvoicePdfQuery>;

/**
 * GET transactions/public.php?transId=&code= (docs/business-rules.md#public-invoice). Both are
 * read leniently: a malformed number or a missing or wrong code answers 404 like an unknown
 * number, so the answer never tells which part was wrong.
 */
export const ZPublicInvoiceQuery = z.object({
  transId: zText().trim().max(40, V.invalid),
  code: zText().trim().max(40, V.invalid).optional(),
});
export type TPublicInvoiceQuery = z.output<typeof ZPublicInvoiceQuery>;
