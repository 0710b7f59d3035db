import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * "This feature's data changed", for the features whose screens show something that follows from
 * it but that the owner may not import: they import the owner, and an import back would close a
 * cycle between features (docs/decisions/096). The owner exports the signal from its index.ts and
 * fires it after a change; a follower adds its own query keys once, beside their definition, so
 * they are registered whenever one of its queries can be in the cache.
 */
export interface TChangeSignal {
  /** Read these keys (prefixes, each owned by the follower) again whenever the owner's data changes. */
  follow: (...keys: QueryKey[]) => void;
  /** Invalidates every followed key; resolves when they have been read again, as invalidateQueries does. */
  changed: (qc: QueryClient) => Promise<unknown>;
}

export function createChangeSignal(): TChangeSignal {
  // By their JSON, so that a module evaluated twice (hot reload) adds nothing.
  const keys = new Map<string, QueryKey>();
  return {
    follow: (...more) => more.forEach((key) => keys.set(JSON.stringify(key), key)),
    changed: (qc) => Promise.all([...keys.values()].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  };
}
