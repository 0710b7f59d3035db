import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemindCompanyRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { adminCompaniesKeys } from './keys';

/** POST admin/companies/remind.php: notification + e-mail of what is missing, once a day (429 otherwise). */
export const remindCompany = (body: TRemindCompanyRequest) => apiPost('admin/companies/remind.php', body);

export function useRemindCompany(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: remindCompany,
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: adminCompaniesKeys.detail(companyId) }),
  });
}
