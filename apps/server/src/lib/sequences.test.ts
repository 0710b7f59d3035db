import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTogether } from '../../test/database';
import type { DbHandle } from '../db/client';
import { nextSequenceValue } from './sequences';

/** docs/decisions/026: per-key counters without gaps or duplicates, on PGlite and PostgreSQL. */
describe('nextSequenceValue', () => {
  let db: { handle: DbHandle; close(): Promise<void> };
  beforeAll(async () => {
    db = await openTestDatabase({ max: 10 });
  });
  afterAll(() => db.close());
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /**
   * One transaction that takes a number, waits a little (so others pile up on the row) and
   * commits or rolls back; `arrive` holds it, once it has its connection, until its wave is there.
   */
  const take = (key: string, rollback = false, arrive: () => Promise<void> = async () => {}) =>
    db.handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await arrive();
        const value = await nextSequenceValue(tx, key);
        await pause(Math.random() * 5);
        if (rollback) throw new Error('rolled back');
        return value;
      })
      .then(
        (value) => ({ value }),
        () => ({ value: null }),
      );

  it('starts at 1 per key and counts each key on its own', async () => {
    expect((await take('TEST-A')).value).toBe(1);
    expect((await take('TEST-A')).value).toBe(2);
    expect((await take('TEST-B')).value).toBe(1);
  });

  it('50 concurrent transactions get 50 distinct, consecutive values', async () => {
    const arrive = startTogether(10);
    const results = await Promise.all(Array.from({ length: 50 }, () => take('INV-202611', false, arrive)));
    expect(results.map((r) => r.value).sort((a, b) => (a as number) - (b as number))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('a rolled-back transaction leaves no gap', async () => {
    expect((await take('INV-202612')).value).toBe(1);
    expect((await take('INV-202612', true)).value).toBeNull();
    expect((await take('INV-202612')).value).toBe(2);
  });

  it('with rollbacks among 50 concurrent transactions, the committed values still run 1..n', async () => {
    const arrive = startTogether(10);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => take('INV-202701', i % 5 === 0, arrive)));
    const committed = results.flatMap((r) => (r.value === null ? [] : [r.value])).sort((a, b) => a - b);
    expect(committed).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await take('INV-202701')).value).toBe(41);
  });
});
