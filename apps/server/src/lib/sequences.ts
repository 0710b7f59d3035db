import { sql } from 'drizzle-orm';
import type { DbTx } from '../db/client';
import { sequences } from '../db/schema';

/**
 * The next value of the gapless counter `key` (`INV-202611`, `SBU-2026`), starting at 1
 * (docs/decisions/026). Call it inside the transaction that stores the number: the upsert locks
 * the counter's row until that transaction ends, so concurrent callers get consecutive values
 * one after another, and a rollback gives its value back — no gap, no duplicate. The price is
 * that issuing numbers of one key is serialized; keep the rest of such a transaction short.
 */
export async function nextSequenceValue(tx: DbTx, key: string): Promise<number> {
  const [row] = await tx
    .insert(sequences)
    .values({ key, value: 1 })
    .onConflictDoUpdate({ target: sequences.key, set: { value: sql`${sequences.value} + 1` } })
    .returning({ value: sequences.value });
  return row.value;
}
