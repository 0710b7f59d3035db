import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFeeUpdateRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { feeKeys } from '../../api/fees';

/** POST admin/fees/update.php: a new version; every quote is asked again. Field errors are shown in the form. */
export function useUpdateFeeSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminFeeUpdateRequest) => apiPost('admin/fees/update.php', body),
    meta: { silent: true },
    onSuccess: (schedule) => {
      qc.setQueryData(feeKeys.schedule, schedule);
      return qc.invalidateQueries({ queryKey: feeKeys.all });
    },
  });
}
