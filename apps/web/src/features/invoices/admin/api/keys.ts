import type { QueryClient } from '@tanstack/react-query';
import { MENU_COUNTS_KEY } from '@/features/menu-counts';
import { invoiceChanges, type TQueryParams } from '../../api/keys';

/** Every invoice (Manajemen Transaksi), one invoice, and the payment verification queue. */
export const adminInvoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (query: TQueryParams) => ['admin', 'invoices', 'list', query] as const,
  detail: (uuid: string) => ['admin', 'invoices', 'detail', uuid] as const,
  queue: (query: TQueryParams) => ['admin', 'invoices', 'queue', query] as const,
};

/**
 * A payment verified or rejected, an invoice cancelled or refunded: the invoice screens, the
 * sidebar's queue counts, and (through the signal) the application screens, since a verified
 * payment moves the application to review and a cancelled invoice sends it back to draft.
 */
export const invalidateInvoiceViews = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
    qc.invalidateQueries({ queryKey: MENU_COUNTS_KEY }),
    invoiceChanges.changed(qc),
  ]);
