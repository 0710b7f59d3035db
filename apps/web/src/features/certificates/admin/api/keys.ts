import type { QueryClient } from '@tanstack/react-query';
import { adminApplicationKeys } from '@/features/applications';
import { MENU_COUNTS_KEY } from '@/features/menu-counts';

export type TQueryParams = Record<string, string | number>;

/** Query keys of the admin certificate screens. */
export const adminCertificateKeys = {
  all: ['admin', 'certificates'] as const,
  list: (query: TQueryParams) => ['admin', 'certificates', 'list', query] as const,
  detail: (uuid: string) => ['admin', 'certificates', 'detail', uuid] as const,
  draft: (codeReg: string) => ['admin', 'certificates', 'draft', codeReg] as const,
};

/**
 * Publishing completes an application (and may supersede a certificate); a revision or a
 * revocation changes the list and the detail: every certificate view and the application views
 * are read again, and the sidebar's queue counts.
 */
export const invalidateCertificateViews = (qc: QueryClient) =>
  Promise.all(
    [adminCertificateKeys.all, adminApplicationKeys.all, MENU_COUNTS_KEY].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
