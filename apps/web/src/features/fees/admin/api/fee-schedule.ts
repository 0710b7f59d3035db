import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFeeUpdateRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { isPendingApproval } from '@/lib/admin/pending-approval';
import { feeKeys } from '../../api/fees';

/** POST admin/fees/update.php: a new version; every quote is asked again. Field errors are shown in the form. */
export function useUpdateFeeSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminFeeUpdateRequest) => apiPost('admin/fees/update.php', body),
    meta: { silent: true },
    onSuccess: (schedule) => {
      // A change waiting for a second administrator (202, data.approval) leaves the schedule as it is.
      if (!isPendingApproval(schedule)) qc.setQueryData(feeKeys.schedule, schedule);
      return qc.invalidateQueries({ queryKey: feeKeys.all });
    },
  });
}
