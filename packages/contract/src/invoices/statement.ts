import { z } from 'zod';
import { V, zText } from '../common/fields';
import { csrfBody, zBusinessDate, zRupiah, zUuid } from '../common/workflow-fields';
import { ZBatchItemError, zBatchOf } from '../queue/schemas';
import { BATCH_MAX_ITEMS } from '../queue/queues';
import { INVOICE_STATUSES } from '../statuses';

/** The largest mutation export the bank-statement import reads (a month of a busy account is far less). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Most lines one import reads (after the header). */
export const STATEMENT_MAX_LINES = 5000;
export const STATEMENT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** One credit line of a bank statement, as read from the file. `row` is its row number in the file (1 = the first). */
export const ZStatementLine = z.object({
  row: z.number().int(),
  /** The booking date (`YYYY-MM-DD`), null when the cell could not be read as a date. */
  date: z.string().nullable(),
  description: z.string(),
  /** The credit in whole rupiah. */
  amount: zRupiah,
  /** The invoice number (`INV-YYYYMM-NNNNNN`) found in the description, null when none. */
  reference: z.string().nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** An invoice a line may pay (open: `pending` or `waiting_confirmation`). */
export const ZStatementCandidate = z.object({
  uuid_invoice: z.string(),
  trans_id: z.string(),
  company_name: z.string(),
  amount: zRupiah,
  invoice_status: z.enum(INVOICE_STATUSES),
});
export type TStatementCandidate = z.infer<typeof ZStatementCandidate>;

/** How a line found its invoice (docs/business-rules.md#bank-statement). */
export const STATEMENT_MATCH_RULES = ['reference', 'amount'] as const;
export const STATEMENT_AMBIGUITIES = ['amount_differs', 'several_invoices', 'duplicate_line'] as const;
export const STATEMENT_UNMATCHED_REASONS = ['no_invoice', 'already_settled'] as const;

export const ZStatementMatched = ZStatementCandidate.extend({
  rule: z.enum(STATEMENT_MATCH_RULES),
  line: ZStatementLine,
});
export type TStatementMatched = z.infer<typeof ZStatementMatched>;
export const ZStatementAmbiguous = z.object({
  line: ZStatementLine,
  reason: z.enum(STATEMENT_AMBIGUITIES),
  candidates: z.array(ZStatementCandidate),
});
export type TStatementAmbiguous = z.infer<typeof ZStatementAmbiguous>;
export const ZStatementUnmatched = z.object({
  line: ZStatementLine,
  reason: z.enum(STATEMENT_UNMATCHED_REASONS),
  /** The invoice the reference names, when it is no longer open (paid, cancelled …). */
  invoice: ZStatementCandidate.nullable(),
});
export type TStatementUnmatched = z.infer<typeof ZStatementUnmatched>;

/** The statement's columns: a header's text as the file spells it, or a 1-based column number. */
const zColumnChoice = zText(V.invalid).trim().max(100, V.tooLong).optional();

/**
 * POST admin/payments/import-statement.php (multipart `file`, CSV or XLSX): the column mapping is
 * detected from the headers unless chosen here.
 */
export const ZImportStatementFields = z
  .object({
    date_column: zColumnChoice,
    description_column: zColumnChoice,
    credit_column: zColumnChoice,
    ...csrfBody,
  })
  .strict();
export type TImportStatementFields = z.input<typeof ZImportStatementFields>;

export const STATEMENT_COLUMN_ROLES = ['date', 'description', 'credit'] as const;
export type TStatementColumnRole = (typeof STATEMENT_COLUMN_ROLES)[number];

export const ZImportStatementResponse = z.object({
  /** The header row's cells, in order (what the mapping may choose from). */
  columns: z.array(z.string()),
  /** The row number of the header in the file. */
  header_row: z.number().int(),
  /** The column (its header text) used for each role. */
  mapping: z.object({ date: z.string(), description: z.string(), credit: z.string() }),
  /** True when every column was found from its header, false when one was chosen. */
  detected: z.boolean(),
  /** Credit lines read (debits and empty rows are skipped). */
  credit_lines: z.number().int(),
  skipped_lines: z.number().int(),
  matched: z.array(ZStatementMatched),
  ambiguous: z.array(ZStatementAmbiguous),
  unmatched: z.array(ZStatementUnmatched),
});
export type TImportStatementResponse = z.infer<typeof ZImportStatementResponse>;

/** A statement line the clerk confirmed for one invoice: recorded on the payment. */
export const ZConfirmedStatementLine = z
  .object({
    uuid_invoice: zUuid,
    row: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(1_000_000, V.invalid),
    date: zBusinessDate.nullable(),
    amount: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(Number.MAX_SAFE_INTEGER, V.invalid),
    description: zText(V.invalid).trim().max(500, V.tooLong),
  })
  .strict();
export type TConfirmedStatementLine = z.input<typeof ZConfirmedStatementLine>;

/**
 * POST admin/payments/verify-batch.php (docs/business-rules.md#bulk-work): each invoice verified
 * in its own transaction with the bank reference (the statement's, or the clerk's from the bank's
 * screen). An invoice `waiting_confirmation` is verified as by verify.php; a `pending` one (a
 * transfer without an uploaded proof, found on the statement) is confirmed from the statement.
 * A statement line given for an invoice must carry its exact total.
 */
export const ZPaymentVerifyBatchRequest = z
  .object({
    uuid_invoices: zBatchOf(zUuid),
    bank_reference: zText(V.required).trim().min(1, V.required).max(120, V.tooLong),
    statement_lines: z.array(ZConfirmedStatementLine, { error: V.invalid }).max(BATCH_MAX_ITEMS, V.tooLong).optional(),
    ...csrfBody,
  })
  .strict()
  .superRefine((v, ctx) => {
    const chosen = new Set(v.uuid_invoices);
    v.statement_lines?.forEach((l, i) => {
      if (!chosen.has(l.uuid_invoice))
        ctx.addIssue({ code: 'custom', path: ['statement_lines', i, 'uuid_invoice'], message: V.invalid });
    });
  });
export type TPaymentVerifyBatchRequest = z.input<typeof ZPaymentVerifyBatchRequest>;

/** The statement line recorded on a payment confirmed from a bank statement. */
export const ZPaymentStatementLine = z.object({
  row: z.number().int(),
  date: z.string().nullable(),
  amount: zRupiah,
  description: z.string(),
});
export type TPaymentStatementLine = z.infer<typeof ZPaymentStatementLine>;

export const ZPaymentVerifyBatchResult = z.object({
  uuid_invoice: z.string(),
  trans_id: z.string().nullable(),
  outcome: z.enum(['verified', 'failed']),
  error: ZBatchItemError.nullable(),
});
export type TPaymentVerifyBatchResult = z.infer<typeof ZPaymentVerifyBatchResult>;
export const ZPaymentVerifyBatchResponse = z.object({
  results: z.array(ZPaymentVerifyBatchResult),
  verified: z.number().int(),
  failed: z.number().int(),
});
export type TPaymentVerifyBatchResponse = z.infer<typeof ZPaymentVerifyBatchResponse>;
