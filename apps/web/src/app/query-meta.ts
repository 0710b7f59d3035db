import '@tanstack/react-query';

/**
 * Typed `meta` of queries and mutations: `silent` ones handle their own failures (the profile's
 * quiet load, the certificate check, notification polling), so the global handler shows no toast.
 */
interface TQueryMeta extends Record<string, unknown> {
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TQueryMeta;
  }
}
