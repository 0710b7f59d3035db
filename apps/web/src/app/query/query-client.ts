import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@portal/contract/constants';
import { ApiError } from '@/lib/api-client';
import { handleRequestError } from '@/lib/request-errors';
import { onSessionEnded } from '@/lib/session-events';
import './query-meta';

/** Retry once (docs/business-rules.md#ui-constants); a 4xx answer will not change on retry (except 408 timeout and 429). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return error.status === 408 || error.status === 429;
  return true;
}

/** Retry once, no refetch on focus, 5-minute freshness; any failure goes to the one error handler. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleRequestError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _result, mutation) => handleRequestError(error, mutation.meta),
    }),
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

let client: QueryClient | null = null;

/**
 * The page's one query cache, created when the first screen behind the login (or a page that
 * asks) loads this module; the sign-in pages before it need none (docs/decisions/020). When the
 * signed-in user goes, every cached answer and pending mutation goes with them.
 */
export function getQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    onSessionEnded(() => created.clear());
    client = created;
  }
  return client;
}
