import { useState } from 'react';
import { handleRequestError, type TRequestMeta } from '@/lib/request-errors';

export interface TActionOptions<TData, TBody> {
  /** Runs before the action counts as done (it stays pending meanwhile), like a mutation's. */
  onSuccess?: (data: TData, body: TBody) => unknown;
  onError?: (error: Error, body: TBody) => unknown;
  /** `silent`: the page reports the failure itself; otherwise the error catalogue's toast shows. */
  meta?: TRequestMeta;
}

type TState<TData> = { status: 'idle' | 'pending' | 'error'; data?: undefined } | { status: 'success'; data: TData };

/**
 * A state-changing call with its pending state, for the pages before sign-in (login, register,
 * OTP, password reset): they need no query cache, which the logged-in shells bring. Failures go
 * to the same handler as the cache's (lib/request-errors).
 */
export function useAction<TData, TBody>(
  run: (body: TBody) => Promise<TData>,
  options: TActionOptions<TData, TBody> = {},
) {
  const [state, setState] = useState<TState<TData>>({ status: 'idle' });
  const { onSuccess, onError, meta } = options;

  const mutateAsync = async (body: TBody): Promise<TData> => {
    setState({ status: 'pending' });
    try {
      const data = await run(body);
      await onSuccess?.(data, body);
      setState({ status: 'success', data });
      return data;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      void handleRequestError(error, meta);
      try {
        await onError?.(error, body);
      } finally {
        setState({ status: 'error' });
      }
      throw error;
    }
  };
  const mutate = (body: TBody): void => void mutateAsync(body).catch(() => undefined);

  return {
    mutate,
    mutateAsync,
    data: state.data,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
  };
}
