import type { QueryClient } from '@tanstack/react-query';
import { adminInvoiceKeys, invoiceChanges } from '@/features/invoices';
import { MENU_COUNTS_KEY } from '@/features/menu-counts';

export type TQueryParams = Record<string, string | number>;

/** Manajemen Permohonan / Perpanjangan and an application's detail, as an admin. */
export const adminApplicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (query: TQueryParams) => ['admin', 'applications', 'list', query] as const,
  detail: (codeReg: string) => ['admin', 'applications', 'detail', codeReg] as const,
};

/** Permohonan Dokumen: the document requests of every application. */
export const documentRequestKeys = {
  all: ['admin', 'document-requests'] as const,
  list: (query: TQueryParams) => ['admin', 'document-requests', 'list', query] as const,
};

// A verified payment moves its application to review, a cancelled invoice sends it back to draft.
invoiceChanges.follow(adminApplicationKeys.all, documentRequestKeys.all);

/**
 * An application or request decision changes what every application and invoice screen shows
 * (a rejected application's invoice may be refunded), and the sidebar's queue counts.
 */
export const invalidateApplicationViews = (qc: QueryClient) =>
  Promise.all(
    [adminApplicationKeys.all, documentRequestKeys.all, adminInvoiceKeys.all, MENU_COUNTS_KEY].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
