import type { Db } from '../../db/client';

interface Kept<T> {
  at: number;
  generation: string;
  value: Promise<T>;
  refreshing: boolean;
}

/**
 * Figures kept per database, stale while revalidating (docs/decisions/081, 090): the first call
 * (and the first of a new `generation`, e.g. a new WIB day when a window moves) computes them, and
 * concurrent first calls share that computation; later calls answer what the last computation
 * found and, once it is older than `ttlMs` (by `now`, read again when a refresh ends), start a new
 * one in the background. A failed first
 * computation is not kept (the next call tries again); a failed refresh keeps the old figures.
 */
export function keptPerDatabase<T>(ttlMs: number) {
  const kept = new WeakMap<Db, Kept<T>>();
  return (db: Db, now: () => number, generation: string, compute: () => Promise<T>): Promise<T> => {
    const nowMs = now();
    const cached = kept.get(db);
    if (!cached || cached.generation !== generation) {
      const value = compute();
      const entry: Kept<T> = { at: nowMs, generation, value, refreshing: false };
      kept.set(db, entry);
      value.catch(() => kept.get(db) === entry && kept.delete(db));
      return value;
    }
    if (nowMs - cached.at > ttlMs && !cached.refreshing) {
      cached.refreshing = true;
      compute()
        .then((value) => Object.assign(cached, { value: Promise.resolve(value), at: now() }))
        .catch(() => undefined)
        .finally(() => (cached.refreshing = false));
    }
    return cached.value;
  };
}
