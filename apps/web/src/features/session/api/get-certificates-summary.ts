import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TCertificateListResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

export const CERTIFICATES_SUMMARY_QUERY_KEY = ['session', 'certificates-summary'] as const;

export function getCertificatesSummary(signal?: AbortSignal): Promise<TCertificateListResponse> {
  return apiGet<TCertificateListResponse>(API.certificatesList, { signal });
}

/** SPEC §4: checked only when documents are verified; any failure means "no active certificate", quietly. */
export const certificatesSummaryQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: CERTIFICATES_SUMMARY_QUERY_KEY,
    queryFn: ({ signal }) => getCertificatesSummary(signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
