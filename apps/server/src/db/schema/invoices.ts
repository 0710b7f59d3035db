import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TBankAccount, TFeeLine, TInvoiceStatus, TPaymentStatementLine } from '@portal/contract';
import { applications } from './applications';
import { companies } from './companies';
import { feeSchedules } from './fees';
import { timelineColumns } from './timeline';
import { ts, users } from './users';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Invoices (docs/business-rules.md#invoices). Everything printed on the invoice is a snapshot
 * taken at issue (lines, amounts, parties, bank accounts), so later edits of the company, the
 * settings or the fee schedule never change an issued invoice. The verification code is derived
 * from `trans_id` and not stored (docs/decisions/026).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    transId: text('trans_id').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').$type<TInvoiceStatus>().notNull().default('pending'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    lines: jsonb('lines').$type<TFeeLine[]>().notNull(),
    subtotal: money('subtotal'),
    dpp: money('dpp'),
    ppn: money('ppn'),
    total: money('total'),
    feeScheduleId: integer('fee_schedule_id')
      .notNull()
      .references(() => feeSchedules.id),
    issuedAt: ts('issued_at').notNull(),
    /** WIB date, INVOICE_DUE_DAYS after the WIB issue date. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address'),
    companyNpwp: text('company_npwp'),
    issuerName: text('issuer_name').notNull(),
    issuerAddress: text('issuer_address'),
    issuerNpwp: text('issuer_npwp'),
    bankAccounts: jsonb('bank_accounts').$type<TBankAccount[]>().notNull(),
    paidAt: ts('paid_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    lastRejectionNote: text('last_rejection_note'),
    cancelReason: text('cancel_reason'),
    refundReason: text('refund_reason'),
    /** The bank's reference of a payment verified in bulk (verify-batch.php), and the statement line it was matched to. */
    bankReference: text('bank_reference'),
    statementLine: jsonb('statement_line').$type<TPaymentStatementLine>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_uuid_uq').on(t.uuid),
    uniqueIndex('invoices_trans_id_uq').on(t.transId),
    // `q` by a typed prefix of the number (`INV-202611-…`).
    index('invoices_trans_id_prefix_idx').on(t.transId.op('text_pattern_ops')),
    // At most one invoice of an application is alive; a cancelled one makes room for the next
    // submission. Also stops a double submit that slipped past the status check.
    uniqueIndex('invoices_live_application_uq')
      .on(t.applicationId)
      // A refunded one too: an upheld appeal re-invoices a refunded application (migration 0080).
      .where(sql`status not in ('cancelled', 'failed', 'refunded')`),
    index('invoices_application_idx').on(t.applicationId, t.issuedAt),
    // The company's own list.
    index('invoices_company_issued_idx').on(t.companyId, t.issuedAt, t.id),
    // Admin list: no filter / from-to, status (newest), status waiting (the payment queue:
    // waiting_confirmation, oldest first), due date sort.
    // The id ends each sort key, so a page is read from the index in order without a sort step.
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_status_issued_idx').on(t.status, t.issuedAt, t.id),
    index('invoices_status_changed_idx').on(t.status, t.statusChangedAt, t.id),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    // The company's list filtered by status, and sorted by due date (transactions/list.php).
    index('invoices_company_status_issued_idx').on(t.companyId, t.status, t.issuedAt, t.id),
    index('invoices_company_due_idx').on(t.companyId, t.dueDate, t.id),
    // Admin list sorted by due date or by waiting time without a status filter.
    index('invoices_due_idx').on(t.dueDate, t.id),
    index('invoices_status_changed_at_idx').on(t.statusChangedAt, t.id),
    // The company dashboard's recent activity, and the revenue of a WIB month (paid totals by paid_at; docs/decisions/081).
    index('invoices_company_changed_idx').on(t.companyId, t.statusChangedAt),
    index('invoices_paid_at_idx')
      .on(t.paidAt, t.total)
      .where(sql`status = 'paid'`),
    // Bank-statement matching by amount: the open invoices of a total (docs/decisions/103).
    index('invoices_open_total_idx')
      .on(t.total)
      .where(sql`status in ('pending', 'waiting_confirmation')`),
    // `q` over the company name anywhere in it (ILIKE '%…%'): a trigram index (pg_trgm).
    index('invoices_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
  ],
);

/** The status history: one row per transition (and the issue), written by lib/transitions.ts. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...timelineColumns<TInvoiceStatus>(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.at)],
);
