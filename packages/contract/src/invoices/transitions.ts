import type { TTransitionRule } from '../common/transitions';
import type { TInvoiceStatus } from '../statuses';

/**
 * The one transition table of invoices (docs/business-rules.md#invoice-status). `failed` has no
 * row: it is kept for a future payment gateway and never set by a bank transfer.
 */
export const INVOICE_TRANSITIONS = [
  // Issued when the company submits its application.
  { name: 'issue', from: null, to: 'pending', actor: 'owner' },
  { name: 'upload_proof', from: 'pending', to: 'waiting_confirmation', actor: 'owner' },
  { name: 'verify', from: 'waiting_confirmation', to: 'paid', actor: 'admin' },
  // A transfer found on the bank statement without an uploaded proof (verify-batch.php with the
  // statement's reference; docs/business-rules.md#bank-statement).
  { name: 'confirm_transfer', from: 'pending', to: 'paid', actor: 'admin' },
  { name: 'reject_proof', from: 'waiting_confirmation', to: 'pending', actor: 'admin' },
  // The application is withdrawn (company), or the due date passed (scheduler). An invoice
  // waiting for confirmation is never cancelled by its due date.
  { name: 'withdraw', from: 'pending', to: 'cancelled', actor: 'owner' },
  { name: 'expire', from: 'pending', to: 'cancelled', actor: 'system' },
  // An admin cancels it (admin/transactions/cancel.php) or rejects its unpaid application.
  { name: 'cancel', from: 'pending', to: 'cancelled', actor: 'admin' },
  { name: 'cancel', from: 'waiting_confirmation', to: 'cancelled', actor: 'admin' },
  // Only while its application is rejected (docs/business-rules.md#invoice-status).
  { name: 'refund', from: 'paid', to: 'refunded', actor: 'admin' },
] as const satisfies readonly TTransitionRule<TInvoiceStatus>[];
export type TInvoiceTransitionName = (typeof INVOICE_TRANSITIONS)[number]['name'];
