import { useRequest } from '@/hooks/use-request';
import { apiGet } from '@/lib/api-client';

/** GET system/public-config.php: the Turnstile site key when captcha is on. */
export const getPublicConfig = (signal?: AbortSignal) => apiGet('system/public-config.php', { signal });

const load = (_key: string, signal: AbortSignal) => getPublicConfig(signal);

/** The Turnstile site key (or null); a failure means "no widget" (the server then runs without captcha or refuses). */
export function useTurnstileSiteKey(): { siteKey: string | null; isLoading: boolean } {
  const { data, isLoading } = useRequest('public-config', load);
  const key = data?.turnstile_site_key;
  return { siteKey: typeof key === 'string' && key.length > 0 ? key : null, isLoading };
}
