import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The rows of a raw statement, the same on PGlite and node-postgres. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp column read through raw SQL: a Date on node-postgres, a Date or string elsewhere. */
export const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** count(*) and sum() come back as strings (bigint) on node-postgres. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
