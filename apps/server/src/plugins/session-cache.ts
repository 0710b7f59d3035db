import { performance } from 'node:perf_hooks';
import { SESSION_TOUCH_INTERVAL_MS } from '@portal/contract';

/** The channel the database's triggers notify on (migration 0130). */
export const POLL_CACHE_CHANNEL = 'portal_cache';

/** What a notice source tells its listener: a payload, or that listening started or stopped. */
export interface NoticeHandlers {
  /** `u:<user id>`, `c:<company id>`, or `*` (everything may have changed). */
  notice(payload: string): void;
  /** `true` once the instance listens (again); `false` when the listening connection is gone. */
  state(up: boolean): void;
}

/**
 * Where the cache learns that rows changed (db/client.ts): on PostgreSQL one `LISTEN` connection
 * per instance, reconnecting after an outage; on PGlite the embedded database's own `listen`.
 */
export interface NoticeSource {
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
}

interface Entry {
  rows: unknown[];
  /** performance.now() until which the entry may answer. */
  until: number;
  deps: string[];
}

/** Entries kept per instance; beyond it the oldest goes. */
const MAX_ENTRIES = 20_000;

/**
 * The per-instance cache of the polled calls' session lookups (docs/decisions/105): the rows of
 * `users/profile.php` and `notifications/list.php` per session, kept while nothing they depend on
 * changed and at most until the database's own clock would end the session or want its last-seen
 * time written. It answers only while the instance listens for the database's notices: before the
 * first `LISTEN`, and from a lost connection until the next one, every call reads the database.
 */
export function createSessionCache(opts: { now?: () => number; maxEntries?: number } = {}) {
  const now = opts.now ?? (() => performance.now());
  const maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const byDep = new Map<string, Set<string>>();
  let up = false;
  // Bumped by every notice: a read that was in flight when one arrived is not kept.
  let generation = 0;
  const stats = { hits: 0, misses: 0, notices: 0, lastNotice: '' };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const dep of entry.deps) {
      const keys = byDep.get(dep);
      keys?.delete(key);
      if (keys?.size === 0) byDep.delete(dep);
    }
  }
  function clear() {
    entries.clear();
    byDep.clear();
  }

  return {
    stats,
    get listening() {
      return up;
    },
    get size() {
      return entries.size;
    },
    /** The kept rows, or null (not kept, expired, or the instance does not listen). */
    get(key: string): unknown[] | null {
      const entry = up ? entries.get(key) : undefined;
      if (!entry || now() >= entry.until) {
        if (entry) remove(key);
        stats.misses++;
        return null;
      }
      stats.hits++;
      return entry.rows;
    },
    /** Taken before the database read: the moment and the generation that `put` checks. */
    begin() {
      return { at: now(), generation };
    },
    /**
     * Keeps rows read since `begin`, for at most `freshMs` of the database's clock counted from
     * `begin` (before the read was sent, so never later than the database would decide).
     */
    put(key: string, rows: unknown[], deps: string[], freshMs: number, started: { at: number; generation: number }) {
      if (!up || started.generation !== generation || !(freshMs > 0)) return;
      remove(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(key, { rows, deps, until: started.at + Math.min(freshMs, SESSION_TOUCH_INTERVAL_MS) });
      for (const dep of deps) {
        let keys = byDep.get(dep);
        if (!keys) byDep.set(dep, (keys = new Set()));
        keys.add(key);
      }
    },
    handlers: {
      notice(payload: string) {
        generation++;
        stats.notices++;
        stats.lastNotice = payload;
        if (payload === '*') return clear();
        const keys = byDep.get(payload);
        if (keys) for (const key of [...keys]) remove(key);
      },
      state(listening: boolean) {
        // Notices may have been missed while not listening: nothing kept before is trusted.
        generation++;
        clear();
        up = listening;
      },
    } satisfies NoticeHandlers,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
