import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, parseStorageUrl, type AppConfig } from '../config';
import { acquireDataDirLock, openPglite, openPostgres, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/roles';
import { openStorage } from '../infra/open-storage';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';
import { backup, restore } from './backup';
import { formatBytes, migrateStorage } from './storage-migrate';

/**
 * The operations commands (docs/running-in-production.md), bundled as dist/ops.mjs:
 *   npm run storage:migrate -- --from <local|file:///dir|s3://…> --to <…>
 *   npm run backup -- <dir>
 *   npm run restore -- <dir>
 *   npm run admin:reset-mfa -- <email>, npm run audit:verify (ops/admin-commands.ts)
 * They use the database and store the server would (DATABASE_URL or DATA_DIR's PGlite,
 * STORAGE_URL). With the embedded database the server must be stopped (its lock file).
 */
const USAGE = `usage:
  npm run storage:migrate -- --from <local|file:///folder|s3://…> --to <local|file:///folder|s3://…>
  npm run backup -- <new or empty folder>
  npm run restore -- <backup folder>     (into an empty database and an empty store)
${ADMIN_USAGE}`;

async function openDatabase(config: AppConfig): Promise<{ handle: DbHandle; release: () => void }> {
  if (config.databaseUrl) return { handle: await openPostgres(config.databaseUrl, { max: 2 }), release: () => {} };
  // The embedded database is one process's at a time: the server must be stopped.
  const release = acquireDataDirLock(config.dataDir);
  return { handle: await openPglite(path.join(config.dataDir, 'pgdata')), release };
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'reset-mfa' || command === 'audit-verify') return runAdminCommand(command, rest);
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const started = Date.now();

  if (command === 'storage-migrate') {
    const { values } = parseArgs({ args: rest, options: { from: { type: 'string' }, to: { type: 'string' } } });
    if (!values.from || !values.to) return usage();
    const keys = { dataDir: config.dataDir, ...config.s3Credentials };
    const from = await openStorage(parseStorageUrl(values.from, { ...keys, variable: '--from' }), config.dataDir);
    const to = await openStorage(parseStorageUrl(values.to, { ...keys, variable: '--to' }), config.dataDir);
    if (from.describe === to.describe) throw new ConfigError('--to', 'is the same store as --from');
    const { handle, release } = await openDatabase(config);
    try {
      log(`copying every stored object from ${from.describe} to ${to.describe}`);
      const r = await migrateStorage({ from, to, db: handle.db, log });
      log(`${r.copied} objects, ${formatBytes(r.bytes)} copied and checked in ${seconds(started)}`);
      for (const key of r.mismatched) console.error(`SHA-256 mismatch: ${key}`);
      for (const key of r.missing) console.error(`named by the database but not in ${from.describe}: ${key}`);
      if (r.mismatched.length || r.missing.length) return 1;
      log(`Set STORAGE_URL to ${values.to} and restart the instances.`);
      return 0;
    } finally {
      await handle.close();
      release();
    }
  }

  if (command === 'backup' || command === 'restore') {
    const dir = rest[0];
    if (!dir || rest.length > 1) return usage();
    const storage = await openStorage(config.storage, config.dataDir);
    if (command === 'backup') {
      const { handle, release } = await openDatabase(config);
      try {
        const database = config.databaseUrl
          ? ({ kind: 'postgres', url: config.databaseUrl } as const)
          : ({ kind: 'pglite', client: (handle.db as unknown as { $client: never }).$client } as const);
        const m = await backup({ database, storage, dir: path.resolve(dir), log });
        const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
        log(`backup written to ${path.resolve(dir)} in ${seconds(started)}: ${rows} rows, ${m.files.length} files`);
        return 0;
      } finally {
        await handle.close();
        release();
      }
    }
    const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
    try {
      const r = await restore({
        database: config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
        storage,
        dir: path.resolve(dir),
        log,
      });
      if (r.rowMismatches.length) {
        console.error(`row counts differ from the manifest in: ${r.rowMismatches.join(', ')}`);
        return 1;
      }
      // A backup of an older release gets the newer migrations now, as a start would.
      const handle = await reopen(config);
      await migrateDatabase(handle, config.databaseOwnerUrl);
      await handle.close();
      log(
        `restored in ${seconds(started)}: ${r.tables} tables, ${r.rows} rows, ${r.files} files (${formatBytes(r.bytes)}); every count and SHA-256 matches the manifest`,
      );
      return 0;
    } finally {
      release();
    }
  }
  return usage();
}

const reopen = (config: AppConfig) =>
  config.databaseUrl ? openPostgres(config.databaseUrl, { max: 1 }) : openPglite(path.join(config.dataDir, 'pgdata'));

function usage(): number {
  console.log(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
