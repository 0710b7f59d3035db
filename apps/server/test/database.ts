import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../src/db/client';
import { createDatabase } from './helpers';

let counter = 0;

/**
 * A fresh copy of the run's migrated and seeded template, without an app: for tests of the data
 * layer (sequences, transitions, seed). `max` sizes the PostgreSQL pool for concurrency tests.
 */
export async function openTestDatabase(
  opts: { max?: number } = {},
): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const db = await createDatabase(
      process.env.TEST_DATABASE_URL as string,
      `portal_d_${process.pid}_${Date.now()}_${counter++}`,
      inject('pgTemplate'),
    );
    const handle = await openPostgres(db.url, { max: opts.max ?? 4 });
    return {
      handle,
      async close() {
        await handle.close();
        await db.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const handle = await openPglite(dir);
  return {
    handle,
    async close() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Lets the first `size` callers of `arrive()` continue only once all of them have arrived (later
 * callers pass straight through): concurrency tests use it so that transactions really overlap
 * instead of finishing one by one while the pool opens connections. On PGlite, which runs one
 * transaction at a time, the size is 1: waiting there for a second transaction would never end.
 */
export function startTogether(size: number): () => Promise<void> {
  const n = process.env.TEST_DB_KIND === 'postgres' ? size : 1;
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= n) open();
    return gate;
  };
}
