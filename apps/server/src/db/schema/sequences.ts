import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Gapless counters (docs/decisions/026): one row per key (`INV-202611`, `SBU-2026`), incremented
 * inside the transaction that uses the number (lib/sequences.ts), so a rolled-back transaction
 * leaves no gap and concurrent ones wait for each other on the row.
 */
export const sequences = pgTable('sequences', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});
