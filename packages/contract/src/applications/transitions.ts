import type { TTransitionRule } from '../common/transitions';
import type { TApplicationStatus, TDocumentRequestStatus } from '../statuses';

/**
 * The one transition table of applications (docs/business-rules.md#application-status). The
 * server changes an application's status only through these rows; any other change is a 409
 * `INVALID_TRANSITION` naming the current status.
 */
export const APPLICATION_TRANSITIONS = [
  { name: 'create', from: null, to: 'draft', actor: 'owner' },
  { name: 'submit', from: 'draft', to: 'submitted', actor: 'owner' },
  // Back to draft, the invoice cancelled: by the company while the invoice is pending, by the
  // scheduler when a pending invoice's due date passed, by an admin cancelling the invoice.
  { name: 'withdraw', from: 'submitted', to: 'draft', actor: 'owner' },
  { name: 'expire_invoice', from: 'submitted', to: 'draft', actor: 'system' },
  { name: 'cancel_invoice', from: 'submitted', to: 'draft', actor: 'admin' },
  // The invoice became paid (an admin verified the proof).
  { name: 'pay', from: 'submitted', to: 'under_review', actor: 'system' },
  { name: 'approve', from: 'under_review', to: 'approved', actor: 'admin' },
  { name: 'reject', from: 'submitted', to: 'rejected', actor: 'admin' },
  { name: 'reject', from: 'under_review', to: 'rejected', actor: 'admin' },
  // An upheld appeal (docs/business-rules.md#complaints-and-appeals): back to the status it was
  // rejected from; a paid one to review, one rejected before payment (or refunded) to a fresh invoice.
  { name: 'reopen', from: 'rejected', to: 'under_review', actor: 'admin' },
  { name: 'reopen_unpaid', from: 'rejected', to: 'submitted', actor: 'admin' },
  // The certificate is published (issue 10).
  { name: 'complete', from: 'approved', to: 'completed', actor: 'admin' },
] as const satisfies readonly TTransitionRule<TApplicationStatus>[];
export type TApplicationTransitionName = (typeof APPLICATION_TRANSITIONS)[number]['name'];

/** Document requests (docs/business-rules.md#document-requests). */
export const DOCUMENT_REQUEST_TRANSITIONS = [
  { name: 'create', from: null, to: 'open', actor: 'admin' },
  { name: 'fulfil', from: 'open', to: 'fulfilled', actor: 'owner' },
  { name: 'cancel', from: 'open', to: 'cancelled', actor: 'admin' },
] as const satisfies readonly TTransitionRule<TDocumentRequestStatus>[];
export type TDocumentRequestTransitionName = (typeof DOCUMENT_REQUEST_TRANSITIONS)[number]['name'];
