import type { TProfileResponse } from '@portal/contract';
import { ApiError, apiGet } from '@/lib/api-client';

/**
 * GET users/profile.php, never from a cache (docs/business-rules.md#session-state). A 401 is the
 * normal anonymous state: it answers null rather than failing, so no toast is shown.
 */
export async function getProfile(signal?: AbortSignal): Promise<TProfileResponse | null> {
  try {
    return await apiGet('users/profile.php', { noCache: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
