import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_STALE_TIME_MS } from '@portal/contract/constants';
import { toast } from '@/components/ui/toast';
import { onSessionExpired } from '@/lib/session-events';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, getQueryClient, shouldRetry } from './query-client';
// The catalogue loads on the first failure; imported here so that takes no time.
import '@/lib/errors';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('query defaults', () => {
  it('retry once, no refetch on focus, 5-minute freshness', () => {
    const options = createQueryClient().getDefaultOptions().queries!;
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
  });

  it('shouldRetry: once for network and server errors, never twice, not for client errors', () => {
    expect(shouldRetry(0, apiError(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(0, apiError(503, 'INTERNAL'))).toBe(true);
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
    expect(shouldRetry(1, apiError(503, 'INTERNAL'))).toBe(false);
    expect(shouldRetry(0, apiError(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, apiError(401, 'UNAUTHENTICATED'))).toBe(false);
    expect(shouldRetry(0, apiError(429, 'RATE_LIMITED'))).toBe(true);
  });
});

describe('global error handling', () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let unsubscribe: () => void;
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    expired = vi.fn<() => void>();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => unsubscribe());

  const failQuery = async (error: unknown, meta?: Record<string, unknown>) => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['t', Math.random()],
        queryFn: () => Promise.reject(error),
        retry: false,
        meta,
      })
      .catch(() => undefined);
  };

  it('a failed query shows the catalogue toast', async () => {
    await failQuery(apiError(500, 'INTERNAL'));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({ variant: 'destructive' });
  });

  it('meta.silent keeps it quiet', async () => {
    await failQuery(apiError(500, 'INTERNAL'), { silent: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 401 UNAUTHENTICATED is silent and tells the session it expired', async () => {
    await failQuery(apiError(401, 'UNAUTHENTICATED'));
    expect(toast).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a wrong password (401 INVALID_CREDENTIALS) on a mutation is toasted and is not a session loss', async () => {
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(apiError(401, 'INVALID_CREDENTIALS')) })
      .execute(undefined)
      .catch(() => undefined);
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(expired).not.toHaveBeenCalled();
  });
});

describe("the page's query cache", () => {
  it('is one client, emptied when the signed-in user goes', async () => {
    const { notifySessionEnded } = await import('@/lib/session-events');
    const client = getQueryClient();
    expect(getQueryClient()).toBe(client);
    client.setQueryData(['t', 'kept'], 1);
    notifySessionEnded();
    expect(client.getQueryData(['t', 'kept'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
