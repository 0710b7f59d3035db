import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TPublicConfigResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

/** GET system/public-config.php: the Turnstile site key when captcha is on. */
export const getPublicConfig = (signal?: AbortSignal) => apiGet<TPublicConfigResponse>(API.publicConfig, { signal });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

/** The Turnstile site key (or null); a failure means "no widget" (the server then runs without captcha or refuses). */
export function useTurnstileSiteKey(): { siteKey: string | null; isLoading: boolean } {
  const query = useQuery(publicConfigQueryOptions());
  const key = query.data?.turnstile_site_key;
  return { siteKey: typeof key === 'string' && key.length > 0 ? key : null, isLoading: query.isPending };
}
