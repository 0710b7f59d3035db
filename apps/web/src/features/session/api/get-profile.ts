import { queryOptions } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TProfileResponse } from '@portal/contract';
import { ApiError, apiGet } from '@/lib/api-client';

export const PROFILE_QUERY_KEY = ['session', 'profile'] as const;

/**
 * GET users/profile.php with no-cache headers (SPEC §7). A 401 is the normal anonymous state
 * (DOMAIN.md "Reading the spec"): it answers null rather than failing, so no toast is shown.
 */
export async function getProfile(signal?: AbortSignal): Promise<TProfileResponse | null> {
  try {
    return await apiGet<TProfileResponse>(API.profile, { noCache: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    // Asked once per page load and again after login, OTP and settings changes; never in the background.
    staleTime: Infinity,
    retry: false,
  });
