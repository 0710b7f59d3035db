import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUpdateCompanyRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { adminUsersKeys } from '@/features/users';
import { adminCompaniesKeys } from './keys';

/** POST admin/companies/update.php: any field, identity ones included (docs/business-rules.md#company-data). */
export const updateAdminCompany = (body: TAdminUpdateCompanyRequest) => apiPost('admin/companies/update.php', body);

export function useUpdateAdminCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCompany,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminCompaniesKeys.all }),
        qc.invalidateQueries({ queryKey: adminUsersKeys.all }),
      ]),
  });
}
