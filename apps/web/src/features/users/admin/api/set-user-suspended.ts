import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetSuspendedRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { adminUsersKeys } from './get-admin-users';

/** POST admin/users/set-suspended.php: `uuid`, `suspended`, `reason` (required to suspend). */
export const setUserSuspended = (body: TSetSuspendedRequest) => apiPost('admin/users/set-suspended.php', body);

/**
 * The dialog shows the server's refusal itself (suspending yourself or the last admin, 409), so
 * the global error toast is skipped (`silent`); other failures are toasted by the caller.
 */
export function useSetUserSuspended() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setUserSuspended,
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
