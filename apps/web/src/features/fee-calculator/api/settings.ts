import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TAdminSettingsResponse, TAdminSettingsUpdateRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET admin/settings/get.php */
export const useAdminSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiGet<TAdminSettingsResponse>(API.adminSettingsGet, { signal, noCache: true }) });

/** POST admin/settings/update.php: any of the fields. */
export function useUpdateAdminSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSettingsUpdateRequest) => apiPost<TAdminSettingsResponse>(API.adminSettingsUpdate, body),
    meta: { silent: true },
    onSuccess: (data) => qc.setQueryData(settingsKey, data),
  });
}
