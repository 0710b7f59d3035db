import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQualificationThresholdsRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** The same key as the application form's help (features/applications), so a save refreshes it too. */
export const qualificationThresholdsKey = ['sub-bidang', 'qualifications'] as const;

/** GET sub-bidang/qualifications.php: the capital limits behind Kecil, Menengah and Besar. */
export const useQualificationThresholds = () =>
  useQuery({
    queryKey: qualificationThresholdsKey,
    queryFn: ({ signal }) => apiGet('sub-bidang/qualifications.php', { signal }),
  });

/** POST admin/sub-bidang/qualifications.php (certification role). Field errors are shown in the form. */
export function useSaveQualificationThresholds() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TQualificationThresholdsRequest) => apiPost('admin/sub-bidang/qualifications.php', body),
    meta: { silent: true },
    onSuccess: (data) => qc.setQueryData(qualificationThresholdsKey, data),
  });
}
