import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@portal/contract/constants';
import { notifySessionExpired } from '@/features/session';
import { ApiError } from '@/lib/api-client';
import { loadErrorLayer } from '@/lib/load-error-layer';
import './query-meta';

/** A 401 that means "your session is gone" (a wrong password is a 401 too, but a toast-worthy one). */
export function isSessionLossError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}

/** SPEC §9: retry once; a 4xx answer will not change on retry (except 408 timeout and 429). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.status === 408 || error.status === 429;
  return true;
}

/**
 * SPEC §8: any failed query or mutation shows the catalogue's toast, unless silent (meta.silent,
 * aborted, or a lost session: the guards then send the user to /login with their own message).
 */
export function handleAppQueryError(error: unknown, meta: Record<string, unknown> | undefined): Promise<void> {
  if (isSessionLossError(error)) notifySessionExpired();
  // Quiet failures need no catalogue; the others load it (and its texts) on the first failure.
  if (meta?.silent === true || isSessionLossError(error)) return Promise.resolve();
  return loadErrorLayer().then(({ handleQueryError }) => handleQueryError(error, { meta }));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleAppQueryError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _result, mutation) => handleAppQueryError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
