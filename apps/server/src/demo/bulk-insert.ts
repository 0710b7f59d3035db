import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** A column of a bulk insert: its SQL name and the PostgreSQL type of its array. */
export type BulkColumn = readonly [
  name: string,
  type: 'int' | 'bigint' | 'text' | 'date' | 'timestamptz' | 'jsonb' | 'boolean',
];
export type BulkValue = string | number | boolean | Date | null | object;

/** One element of an array literal: NULL bare, everything else quoted with `"` and `\` escaped. */
function element(value: BulkValue): string {
  if (value === null) return 'NULL';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

const arrayLiteral = (values: BulkValue[]): string => `{${values.map(element).join(',')}}`;

/** Rows per statement: each column travels as one array parameter, so this only bounds memory. */
const BATCH = 5_000;

/**
 * Inserts many rows with `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`: one
 * parameter per column however many rows, one statement per batch, the same on PostgreSQL and
 * PGlite (each array is sent as its text literal, so no driver has to know about arrays).
 */
export async function bulkInsert(
  db: DbOrTx,
  table: string,
  columns: readonly BulkColumn[],
  rows: BulkValue[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map(([, type], i) => sql`${arrayLiteral(batch.map((r) => r[i]))}::${sql.raw(type)}[]`);
    const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** `count` fresh ids of a serial column, taken from its sequence (so rows can point at each other before they are written). */
export async function reserveIds(db: DbOrTx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
