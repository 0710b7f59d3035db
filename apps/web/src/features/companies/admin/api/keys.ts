import type { QueryClient } from '@tanstack/react-query';

export type TListQueryParams = Record<string, string | number>;

export const adminCompaniesKeys = {
  all: ['admin', 'companies'] as const,
  list: (query: TListQueryParams) => ['admin', 'companies', 'list', query] as const,
  detail: (id: number) => ['admin', 'companies', 'detail', id] as const,
};

/** Other admin lists showing the same data (their features own the keys; features do not import each other). */
export const ADMIN_DOCUMENTS_KEY = ['admin', 'documents'] as const;
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
/** The admin sidebar's queue counts (features/admin-menu-counts owns the query). */
export const ADMIN_MENU_COUNTS_KEY = ['admin', 'menu-counts'] as const;

/** A review decision changes statuses that Manajemen Perusahaan, Dokumen and Pengguna all show. */
export const invalidateReviewedViews = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: adminCompaniesKeys.all }),
    qc.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY }),
    qc.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
    qc.invalidateQueries({ queryKey: ADMIN_MENU_COUNTS_KEY }),
  ]);
