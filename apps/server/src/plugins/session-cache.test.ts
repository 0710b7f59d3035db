import { describe, expect, it } from 'vitest';
import { SESSION_TOUCH_INTERVAL_MS } from '@portal/contract';
import { POLLED_TABLE_WRITE } from '../db/client';
import { createSessionCache } from './session-cache';

/** The cache's own rules (docs/decisions/105), on a clock the test moves. */
function cacheAt(start = 1_000, maxEntries?: number) {
  let t = start;
  const cache = createSessionCache({ now: () => t, maxEntries });
  cache.handlers.state(true);
  return { cache, advance: (ms: number) => (t += ms) };
}
const rows = (n: number) => [{ n }];

describe('the polled calls cache', () => {
  it('keeps rows until freshMs after the read began, counted from before the read', () => {
    const { cache, advance } = cacheAt();
    const started = cache.begin();
    advance(300); // the read took 300 ms
    cache.put('k', rows(1), ['u:1'], 1_000, started);
    expect(cache.get('k')).toEqual(rows(1));
    advance(699);
    expect(cache.get('k')).toEqual(rows(1));
    advance(1); // 1,000 ms after the read began, not after it ended
    expect(cache.get('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never keeps longer than the touch interval, nor rows with no time left', () => {
    const { cache, advance } = cacheAt();
    cache.put('long', rows(1), ['u:1'], 10 * SESSION_TOUCH_INTERVAL_MS, cache.begin());
    cache.put('none', rows(2), ['u:2'], 0, cache.begin());
    expect(cache.get('none')).toBeNull();
    advance(SESSION_TOUCH_INTERVAL_MS - 1);
    expect(cache.get('long')).toEqual(rows(1));
    advance(1);
    expect(cache.get('long')).toBeNull();
  });

  it('a notice drops exactly the entries that depend on it; `*` drops all', () => {
    const { cache } = cacheAt();
    cache.put('a', rows(1), ['u:1', 'c:7'], 5_000, cache.begin());
    cache.put('b', rows(2), ['u:2', 'c:7'], 5_000, cache.begin());
    cache.put('c', rows(3), ['u:3'], 5_000, cache.begin());
    cache.handlers.notice('u:1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([null, rows(2), rows(3)]);
    cache.handlers.notice('c:7');
    expect([cache.get('b'), cache.get('c')]).toEqual([null, rows(3)]);
    cache.handlers.notice('*');
    expect(cache.get('c')).toBeNull();
    expect(cache.stats.notices).toBe(3);
  });

  it('a read in flight when a notice arrives is not kept, whatever the notice names', () => {
    const { cache } = cacheAt();
    const started = cache.begin();
    cache.handlers.notice('u:99');
    cache.put('k', rows(1), ['u:1'], 5_000, started);
    expect(cache.get('k')).toBeNull();
    cache.put('k', rows(1), ['u:1'], 5_000, cache.begin());
    expect(cache.get('k')).toEqual(rows(1));
  });

  it('not listening: keeps nothing and answers nothing; listening again starts empty', () => {
    const { cache } = cacheAt();
    cache.put('k', rows(1), ['u:1'], 5_000, cache.begin());
    const inFlight = cache.begin();
    cache.handlers.state(false);
    expect(cache.listening).toBe(false);
    expect(cache.get('k')).toBeNull();
    cache.put('k', rows(1), ['u:1'], 5_000, cache.begin());
    expect(cache.size).toBe(0);
    cache.handlers.state(true);
    // A read begun before the outage is not kept after it either.
    cache.put('k', rows(1), ['u:1'], 5_000, inFlight);
    expect(cache.get('k')).toBeNull();
    // A fresh cache is off until it first listens.
    const fresh = createSessionCache({ now: () => 0 });
    fresh.put('k', rows(1), ['u:1'], 5_000, fresh.begin());
    expect(fresh.get('k')).toBeNull();
  });

  it('holds at most maxEntries, dropping the oldest and its index', () => {
    const { cache } = cacheAt(0, 2);
    for (const k of ['a', 'b', 'c']) cache.put(k, rows(1), [`u:${k}`], 5_000, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    cache.handlers.notice('u:b');
    expect(cache.size).toBe(1);
    expect(cache.get('c')).toEqual(rows(1));
  });
});

describe('the writes an instance sees itself (db/client.ts)', () => {
  it.each([
    ['delete from "notifications"', true],
    ['delete from "notifications" where "notifications"."user_id" = $1', true],
    ['insert into "users" ("email") values ($1)', true],
    ['update "companies" set "name" = $1', true],
    ['UPDATE admin_roles SET role = $1', true],
    ['with x as (delete from "sessions" where true returning 1) select 1', true],
    ['truncate table "documents"', true],
    ['update public.users set name = $1', true],
    ['select * from "users" where "id" = $1', false],
    ['update "users_archive" set "x" = 1', false],
    ['insert into "notification_kinds" values (1)', false],
    ['update "rate_limits" set "count" = 1', false],
  ])('%s → %s', (text, write) => {
    expect(POLLED_TABLE_WRITE.test(text)).toBe(write);
  });
});
