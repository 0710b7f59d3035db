import '@tanstack/react-query';
import type { TRequestMeta } from '@/lib/request-errors';

/**
 * Typed `meta` of queries and mutations: `silent` ones handle their own failures (notification
 * polling, forms that show the failure on their fields), so the global handler shows no toast.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TRequestMeta;
    mutationMeta: TRequestMeta;
  }
}
