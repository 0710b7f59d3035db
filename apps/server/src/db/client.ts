import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModule from 'pg';
import type { NoticeHandlers, NoticeSource } from '../plugins/session-cache';
import * as schema from './schema';
import { seedReferenceData } from './seed/reference-data';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The database's notices for the polled calls' cache (plugins/session-cache.ts, docs/decisions/105). */
  notices: NoticeSource;
}

/** Migrations ship next to the bundle (dist/migrations) or live in src/db/migrations in dev. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, 'db', 'migrations'),
    path.join(here, '..', 'src', 'db', 'migrations'),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error('migrations folder not found');
  return found;
}

/** A statement as it goes to the database: its SQL text, and its name when it is prepared. */
export interface SentStatement {
  text: string;
  name?: string;
}
/** Sees every statement sent (the tests count the round trips of the hot path with it). */
export type StatementListener = (statement: SentStatement) => void;

export interface PostgresOptions {
  max?: number;
  onStatement?: StatementListener;
  /**
   * Called when a connection breaks outside a query (PostgreSQL restarted or stopped, network
   * gone). Without a listener such an error would end the process (docs/decisions/017).
   */
  onConnectionError?: (err: Error) => void;
}

/** How long a request waits for a connection before it answers 503 (docs/decisions/017). */
const CONNECT_TIMEOUT_MS = 5_000;

/** A PostgreSQL server through `pg` (DATABASE_URL). */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  // Return DATE/TIMESTAMP as they are; int8 (bigint) as number: counts and rupiah stay below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A broken idle connection is reported by the pool; one broken while checked out (between two
  // queries of a transaction) by the client itself, which the pool then drops on release. Both
  // need a listener; the request that used it fails with a connection error (503).
  const onError = opts.onConnectionError ?? (() => {});
  const listeners = new Set<NoticeHandlers>();
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    if (opts.onStatement) watchStatements(client, opts.onStatement);
    watchLocalWrites(client, () => listeners.forEach((l) => l.notice('*')));
  });
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      await pool.end();
    },
    notices: {
      async listen(channel, handlers) {
        listeners.add(handlers);
        const stopListening = listenWithReconnect(pg, url, channel, handlers);
        const stop = async () => {
          listeners.delete(handlers);
          stops.delete(stop);
          await stopListening();
        };
        stops.add(stop);
        return stop;
      },
    },
  };
}

/** How long the listening connection waits before connecting again after it was lost. */
const LISTEN_RETRY_MS = 1_000;
/** The listening connection's `application_name`. */
export const LISTEN_APPLICATION_NAME = 'portal-cache-listen';

/**
 * One connection of its own per instance that `LISTEN`s (docs/decisions/105); a lost one (the
 * database restarted or stopped, the network gone) is reported as down, then opened again every
 * second until it listens, reported as up. Not from the pool: a pooled connection is released,
 * replaced and shared, a listening one must stay.
 */
function listenWithReconnect(
  pg: typeof PgModule,
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): () => Promise<void> {
  let stopped = false;
  let current: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    // Named, so an operator finds it in pg_stat_activity (docs/running-in-production.md).
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.state(false);
      client.end().catch(() => {});
      if (current === client) current = null;
      if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.notice(n.payload ?? '*');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        lost = true;
        await client.end();
        return;
      }
      handlers.state(true);
    } catch {
      onLost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => {});
  };
}

/**
 * Writes to the tables the polled calls read (migration 0130), anywhere in a statement (a CTE, an
 * `insert … select`); the session touch is not one. A false match only empties the cache once more.
 */
export const POLLED_TABLE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(?:users|sessions|notifications|admin_roles|documents|companies)"?(?!\w)/i;

/**
 * Empties this instance's cache as soon as it writes to one of those tables itself, and again at
 * the commit of a transaction that did: the instance reads its own writes at once instead of when
 * the database's notice arrives (which other instances wait for).
 */
function watchLocalWrites(client: { query: (...args: never[]) => unknown }, flush: () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let dirty = false;
  const flushAfter = (result: unknown) => {
    if (result instanceof Promise) void result.then(flush, flush);
    else flush();
  };
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const statement = typeof first === 'string' ? { text: first } : (first as SentStatement);
    const text = String(statement.text);
    const write = statement.name !== 'session_touch' && POLLED_TABLE_WRITE.test(text);
    if (write) flush();
    const result = query(...args);
    // After the write (it commits by itself outside a transaction) and after the commit of a
    // transaction that wrote.
    if (write) {
      dirty = true;
      flushAfter(result);
    } else if (dirty && /^\s*(?:commit|rollback|end)\b/i.test(text)) {
      dirty = false;
      flushAfter(result);
    }
    return result;
  }) as typeof client.query;
}

/** Reports each `query` call of a client (pg's or PGlite's) before it runs. */
function watchStatements(client: { query: (...args: never[]) => unknown }, listener: StatementListener): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    listener(
      typeof first === 'string'
        ? { text: first }
        : { text: String((first as SentStatement).text), name: (first as SentStatement).name },
    );
    return query(...args);
  }) as typeof client.query;
}

/** Embedded PGlite stored in a folder (the zero-set-up default). */
export async function openPglite(dataDir: string, opts: { onStatement?: StatementListener } = {}): Promise<DbHandle> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm: substring search (ILIKE '%…%') on an index, as on a PostgreSQL server (migration 0010).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  if (opts.onStatement) watchStatements(client as never, opts.onStatement);
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    // In-process: the one embedded connection listens; its notices arrive with the answer of the
    // statement that committed the change (docs/decisions/105).
    notices: {
      async listen(channel, handlers) {
        const unlisten = await client.listen(channel, (payload) => handlers.notice(payload || '*'));
        handlers.state(true);
        return async () => {
          handlers.state(false);
          if (!client.closed) await unlisten();
        };
      },
    },
  };
}

/**
 * Applies drizzle-kit migrations, then loads the reference data into empty tables
 * (seed/reference-data.ts); on a server, one instance at a time (advisory lock).
 */
export async function migrate(handle: DbHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
    await seedReferenceData(handle.db);
    return;
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7419001)`);
    await run(tx as never, { migrationsFolder: folder });
    await seedReferenceData(tx);
  });
}

/**
 * The embedded database folder is used by one process at a time (docs/decisions/005): a lock file with
 * the owner's PID; a stale lock (dead PID) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The data folder ${dataDir} is in use by another portal process (PID ${pid}).`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
