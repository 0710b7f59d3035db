import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSettingsUpdateRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { isPendingApproval } from '@/lib/admin/pending-approval';

const settingsKey = ['admin', 'settings'] as const;

/** GET admin/settings/get.php (`enabled`: only where a form shows them). */
export const useAdminSettings = (enabled = true) =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiGet('admin/settings/get.php', { signal, noCache: true }),
    enabled,
  });

/** POST admin/settings/update.php: any of the fields. */
export function useUpdateAdminSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSettingsUpdateRequest) => apiPost('admin/settings/update.php', body),
    meta: { silent: true },
    // A change waiting for a second super admin (202, data.approval) leaves the settings as they are.
    onSuccess: (data) => (isPendingApproval(data) ? undefined : qc.setQueryData(settingsKey, data)),
  });
}
