import type { UseMutationOptions } from '@tanstack/react-query';

/** What a page may add to an endpoint's mutation (callbacks, meta); the endpoint file owns the fetcher. */
export type TMutationConfig<TData, TBody> = Omit<UseMutationOptions<TData, Error, TBody>, 'mutationFn'>;
