import type { QueryClient } from '@tanstack/react-query';

export type TQueryParams = Record<string, string | number>;

/** Query keys of the application, payment and transaction screens. */
export const workflowKeys = {
  paymentQueue: (query: TQueryParams) => ['admin', 'payments', 'queue', query] as const,
  applications: (query: TQueryParams) => ['admin', 'applications', 'list', query] as const,
  application: (codeReg: string) => ['admin', 'applications', 'detail', codeReg] as const,
  invoice: (uuid: string) => ['admin', 'transactions', 'detail', uuid] as const,
  documentRequests: (query: TQueryParams) => ['admin', 'document-requests', 'list', query] as const,
  transactions: (query: TQueryParams) => ['admin', 'transactions', 'list', query] as const,
};

/** The admin sidebar's queue counts (features/admin-menu-counts owns the query; features do not import each other). */
const ADMIN_MENU_COUNTS_KEY = ['admin', 'menu-counts'] as const;

/**
 * A payment, application or request decision changes what every one of these screens shows
 * (a verified payment moves the application to review, a cancelled invoice sends it back to draft).
 */
export const invalidateWorkflowViews = (qc: QueryClient) =>
  Promise.all(
    [
      ['admin', 'payments'],
      ['admin', 'applications'],
      ['admin', 'transactions'],
      ['admin', 'document-requests'],
      ADMIN_MENU_COUNTS_KEY,
    ].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
