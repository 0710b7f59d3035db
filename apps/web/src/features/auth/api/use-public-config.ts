import { useQuery } from '@tanstack/react-query';
import { getPublicConfig, PUBLIC_CONFIG_QUERY_KEY } from './auth-api';

/** The Turnstile site key (or null); a failure means "no widget" (the server then runs without captcha or refuses). */
export function useTurnstileSiteKey(): { siteKey: string | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const key = query.data?.turnstile_site_key;
  return { siteKey: typeof key === 'string' && key.length > 0 ? key : null, isLoading: query.isPending };
}
