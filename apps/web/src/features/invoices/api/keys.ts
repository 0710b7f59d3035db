import { createChangeSignal } from '@/lib/change-signal';

export type TQueryParams = Record<string, string | number>;

/** The company's invoices (Transaksi, the payment page). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: TQueryParams) => ['invoices', 'list', query] as const,
  detail: (uuid: string) => ['invoices', 'detail', uuid] as const,
};

/**
 * Fired after an invoice changes: a proof uploaded, a payment verified or rejected, an invoice
 * cancelled or refunded. The applications feature follows it (its lists and details show the
 * invoice's status, and a verified payment moves the application to review); it imports this
 * feature, so this one cannot name its keys.
 */
export const invoiceChanges = createChangeSignal();
