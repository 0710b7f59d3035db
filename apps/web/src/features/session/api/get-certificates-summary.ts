import type { TCertificateListResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

/**
 * The certificate check of the session (docs/business-rules.md#session-state): asked only when the
 * documents are verified, and only to show the Sertifikat menu entry.
 */
export function getCertificatesSummary(signal?: AbortSignal): Promise<TCertificateListResponse> {
  return apiGet('certificates/list.php', { signal });
}
