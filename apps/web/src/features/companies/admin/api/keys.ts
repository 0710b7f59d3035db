import type { QueryClient } from '@tanstack/react-query';
import { adminDocumentsKeys } from '@/features/documents';
import { MENU_COUNTS_KEY } from '@/features/menu-counts';
import { adminUsersKeys } from '@/features/users';

export type TListQueryParams = Record<string, string | number>;

export const adminCompaniesKeys = {
  all: ['admin', 'companies'] as const,
  list: (query: TListQueryParams) => ['admin', 'companies', 'list', query] as const,
  detail: (id: number) => ['admin', 'companies', 'detail', id] as const,
};

/** A review decision changes statuses that Manajemen Perusahaan, Dokumen and Pengguna and the sidebar's counts all show. */
export const invalidateReviewedViews = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: adminCompaniesKeys.all }),
    qc.invalidateQueries({ queryKey: adminDocumentsKeys.all }),
    qc.invalidateQueries({ queryKey: adminUsersKeys.all }),
    qc.invalidateQueries({ queryKey: MENU_COUNTS_KEY }),
  ]);
