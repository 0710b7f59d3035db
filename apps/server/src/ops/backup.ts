import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { childEnvironment } from '../config';
import type { FileStorage } from '../infra/storage';
import { COPY_MAX_BYTES, formatBytes } from './storage-migrate';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>` (docs/decisions/100): the database
 * as one consistent dump, every stored file, and a manifest with the SHA-256 of each and the row
 * count of every table at the dump's snapshot.
 *
 * - PostgreSQL: `pg_dump --format=custom` of an exported snapshot, and the row counts read in
 *   that same snapshot, so manifest and dump agree while the portal keeps running. Restored with
 *   `pg_restore` into an empty database (no owner, no grants: the restoring role owns it all).
 * - PGlite (the embedded database, the server stopped): its own dump of the data folder
 *   (`dumpDataDir`, a gzipped tar), restored by opening a new folder from it.
 *
 * Files are copied after the dump: an upload committed meanwhile is an extra file (an orphan the
 * sweep removes), never a row without its file. Only a file deleted between the dump and its copy
 * is missing; the backup lists such keys.
 */
export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_DUMP_FILE = 'database.tar.gz';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; size: number; sha256: string };
  /** `schema.table` → rows, at the dump's snapshot. */
  tables: Record<string, number>;
  files: { key: string; size: number; sha256: string }[];
  /** Keys the store listed but no longer held when they were copied (deleted meanwhile). */
  vanished: string[];
}

export type DatabaseRef = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table outside the system schemas (the portal's and drizzle's migration journal). */
const TABLES_SQL = `select schemaname, tablename from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg_toast%'
  order by schemaname, tablename`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function countRows(query: Query): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await query(TABLES_SQL)) {
    const [row] = await query(
      `select count(*)::int as n from ${ident(String(t.schemaname))}.${ident(String(t.tablename))}`,
    );
    out[`${String(t.schemaname)}.${String(t.tablename)}`] = Number(row.n);
  }
  return out;
}

async function sha256OfFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * libpq's environment for a connection URL: the password goes in PGPASSWORD, never on a command
 * line that `ps` shows; the rest stays a URL for `--dbname`.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

function runTool(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    child.on('error', (e) =>
      reject(
        (e as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(
              `${cmd} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
            )
          : e,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function assertEmptyDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  if (entries.length) throw new Error(`${dir} is not empty: a backup goes into a new or empty folder.`);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
}

async function dumpDatabase(
  db: DatabaseRef,
  dir: string,
): Promise<{ file: string; tables: Record<string, number>; kind: 'postgres' | 'pglite' }> {
  if (db.kind === 'pglite') {
    const tables = await countRows(async (text) => (await db.client.query<Record<string, unknown>>(text)).rows);
    const dump = await db.client.dumpDataDir('gzip');
    await fs.writeFile(path.join(dir, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { file: PGLITE_DUMP_FILE, tables, kind: 'pglite' };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    // One snapshot for the dump and the counts: what the manifest says is what the dump holds.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const target = libpqTarget(db.url);
    const dump = runTool(
      'pg_dump',
      [
        `--dbname=${target.dbname}`,
        `--snapshot=${rows[0].id}`,
        '--format=custom',
        `--file=${path.join(dir, PG_DUMP_FILE)}`,
      ],
      target.env,
    );
    const tables = await countRows(async (text) => (await client.query(text)).rows);
    await dump;
    await client.query('commit');
    return { file: PG_DUMP_FILE, tables, kind: 'postgres' };
  } finally {
    await client.end();
  }
}

/** Writes a backup of the database and the store into `dir` (new or empty). */
export async function backup(opts: {
  database: DatabaseRef;
  storage: FileStorage;
  dir: string;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const { storage, dir } = opts;
  const log = opts.log ?? (() => {});
  await assertEmptyDir(dir);
  const dumped = await dumpDatabase(opts.database, dir);
  const dbFile = await sha256OfFile(path.join(dir, dumped.file));
  log(`database: ${dumped.file}, ${formatBytes(dbFile.size)}, ${Object.keys(dumped.tables).length} tables`);

  const files: Manifest['files'] = [];
  const vanished: string[] = [];
  let bytes = 0;
  for await (const batch of storage.listAll(500)) {
    for (const { key } of batch) {
      const source = await storage.openRead(key);
      if (!source) {
        vanished.push(key);
        continue;
      }
      const dest = path.join(dir, 'files', key.slice(0, 2), key);
      await fs.mkdir(path.dirname(dest), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const c of chunks) {
            hash.update(c);
            size += c.length;
            yield c;
          }
        },
        createWriteStream(dest, { mode: 0o600 }),
      );
      files.push({ key, size, sha256: hash.digest('hex') });
      bytes += size;
    }
  }
  log(
    `files: ${files.length}, ${formatBytes(bytes)}${vanished.length ? ` (${vanished.length} deleted meanwhile)` : ''}`,
  );
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind: dumped.kind, file: dumped.file, size: dbFile.size, sha256: dbFile.sha256 },
    tables: dumped.tables,
    files,
    vanished,
  };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Tables whose row count differs from the manifest's (none after a good restore). */
  rowMismatches: string[];
}

/**
 * Rebuilds an empty database and an empty store from a backup; every file's SHA-256 and every
 * table's row count is checked against the manifest. Refuses a database with tables or a store
 * with objects: a restore never mixes with data that is already there.
 */
export async function restore(opts: {
  database: RestoreTarget;
  storage: FileStorage;
  dir: string;
  log?: (line: string) => void;
}): Promise<RestoreReport> {
  const { dir, storage } = opts;
  const log = opts.log ?? (() => {});
  const manifest = await readManifest(dir);
  const dbFile = path.join(dir, manifest.database.file);
  if ((await sha256OfFile(dbFile)).sha256 !== manifest.database.sha256)
    throw new Error(`${dbFile} does not match the SHA-256 in the manifest.`);
  if (manifest.database.kind !== opts.database.kind)
    throw new Error(
      `this backup holds a ${manifest.database.kind} database; restore it into the same kind (DATABASE_URL set or not).`,
    );
  // Every file of the backup is checked before anything is written.
  for (const f of manifest.files) {
    const got = await sha256OfFile(path.join(dir, 'files', f.key.slice(0, 2), f.key)).catch(() => null);
    if (got?.sha256 !== f.sha256) throw new Error(`file ${f.key}: missing, or its SHA-256 differs from the manifest's`);
  }
  for await (const batch of storage.listAll(1)) {
    if (batch.length) throw new Error(`the file store (${storage.describe}) is not empty: restore into an empty one.`);
  }

  const counted = await restoreDatabase(opts.database, dbFile);
  log(`database restored: ${Object.keys(counted).length} tables`);
  const rowMismatches = Object.keys({ ...manifest.tables, ...counted }).filter(
    (t) => manifest.tables[t] !== counted[t],
  );

  let bytes = 0;
  for (const f of manifest.files) {
    const put = await storage.putAt(f.key, createReadStream(path.join(dir, 'files', f.key.slice(0, 2), f.key)), {
      maxBytes: COPY_MAX_BYTES,
    });
    if (put.sha256 !== f.sha256) throw new Error(`file ${f.key}: SHA-256 differs from the manifest's`);
    bytes += put.size;
  }
  log(`files restored: ${manifest.files.length}, ${formatBytes(bytes)}`);
  return {
    tables: Object.keys(counted).length,
    rows: Object.values(counted).reduce((a, b) => a + b, 0),
    files: manifest.files.length,
    bytes,
    rowMismatches,
  };
}

async function restoreDatabase(target: RestoreTarget, dbFile: string): Promise<Record<string, number>> {
  if (target.kind === 'pglite') {
    const existing = await fs.readdir(target.dataDir).catch(() => []);
    if (existing.length) throw new Error(`${target.dataDir} is not empty: restore into a new database folder.`);
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const client = await PGlite.create(target.dataDir, {
      loadDataDir: new Blob([await fs.readFile(dbFile)]),
      extensions: { pg_trgm },
    });
    try {
      return await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.close();
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query(TABLES_SQL);
    if (rows.length) throw new Error('the database is not empty: restore into a newly created one (createdb).');
    const t = libpqTarget(target.url);
    await runTool(
      'pg_restore',
      [`--dbname=${t.dbname}`, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dbFile],
      t.env,
    );
    return await countRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}
