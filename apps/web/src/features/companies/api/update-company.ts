import { useMutation } from '@tanstack/react-query';
import type { TUpdateCompanyResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useSession } from '@/features/session';
import type { TCompanyPatch } from '../lib/company-form-model';

/** POST companies/update.php: the caller's own company (identity fields locked once verified). */
export function updateCompany(body: TCompanyPatch): Promise<TUpdateCompanyResponse> {
  return apiPost('companies/update.php', body);
}

/**
 * The saved company goes straight into the session's profile (every screen reads the company
 * from there), then the profile is reloaded in the background: leader name/position are the
 * account's too (docs/decisions/010).
 */
export function useUpdateCompany() {
  const { refresh, updateProfile } = useSession();
  return useMutation({
    mutationFn: updateCompany,
    // The form shows the failure on its fields and raises the toast itself.
    meta: { silent: true },
    onSuccess: ({ company }) => {
      updateProfile((old) => ({ ...old, company }));
      void refresh().catch(() => undefined);
    },
  });
}
