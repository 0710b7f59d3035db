import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSettingsUpdateRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET admin/settings/get.php */
export const useAdminSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiGet('admin/settings/get.php', { signal, noCache: true }),
  });

/** POST admin/settings/update.php: any of the fields. */
export function useUpdateAdminSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSettingsUpdateRequest) => apiPost('admin/settings/update.php', body),
    meta: { silent: true },
    onSuccess: (data) => qc.setQueryData(settingsKey, data),
  });
}
