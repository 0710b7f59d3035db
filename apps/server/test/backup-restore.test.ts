import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../src/db/client';
import { createLocalStorage, type FileStorage, type LocalStorage } from '../src/infra/storage';
import { createS3Storage } from '../src/infra/storage-s3';
import { backup, countRows, restore, type DatabaseRef } from '../src/ops/backup';
import { migrateStorage, sha256OfStream } from '../src/ops/storage-migrate';
import { createActor, upload } from './actors';
import { createDatabase, createTestContext, type TestContext } from './helpers';
import { startS3rver, type TestS3 } from './s3rver';

/**
 * `npm run backup` / `npm run restore` and `npm run storage:migrate` (docs/decisions/100) on the
 * database of the project (PGlite, or PostgreSQL with pg_dump / pg_restore): a round trip keeps
 * every table's row count and every file's SHA-256; a migration between the local folder and an
 * S3 store (s3rver) checks each object against the hash the database recorded.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let ctx: TestContext;
let sourceUrl: string | null = null;
let s3: TestS3;
const cleanups: (() => Promise<void>)[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));

beforeAll(async () => {
  s3 = await startS3rver();
  ctx = await createTestContext({
    openDatabase: onPostgres
      ? async () => {
          const db = await createDatabase(
            process.env.TEST_DATABASE_URL as string,
            `portal_bk_${process.pid}_${Date.now()}`,
            inject('pgTemplate'),
          );
          sourceUrl = db.url;
          return { handle: await openPostgres(db.url, { max: 4 }), drop: () => db.drop() };
        }
      : undefined,
  });
  // Some of everything: users, companies, sessions, documents with their files, audit rows.
  for (let i = 0; i < 3; i++) {
    const actor = await createActor(ctx);
    await actor.agent.ensureCsrf();
    for (const type of ['nib', 'ktp_pimpinan']) expect((await upload(ctx, actor.agent, { type })).statusCode).toBe(201);
  }
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await ctx.close();
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sourceRef = (): DatabaseRef =>
  onPostgres
    ? { kind: 'postgres', url: sourceUrl! }
    : { kind: 'pglite', client: (ctx.handle.db as unknown as { $client: never }).$client };

const rowsOf = (handle: DbHandle) =>
  countRows(async (text) => {
    const r = (await handle.db.execute(text as never)) as unknown as { rows: Record<string, unknown>[] };
    return r.rows;
  });

async function hashesOf(storage: FileStorage): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const batch of storage.listAll())
    for (const { key } of batch) out.set(key, (await sha256OfStream((await storage.openRead(key))!)).sha256);
  return out;
}

/** An empty database of the project's kind to restore into, and how to open it afterwards. */
async function emptyTarget(name: string) {
  if (onPostgres) {
    const db = await createDatabase(process.env.TEST_DATABASE_URL as string, `portal_rs_${process.pid}_${name}`);
    cleanups.push(() => db.drop());
    return { target: { kind: 'postgres', url: db.url } as const, open: () => openPostgres(db.url, { max: 1 }) };
  }
  const dataDir = path.join(tmp, `restored-${name}`);
  return { target: { kind: 'pglite', dataDir } as const, open: () => openPglite(dataDir) };
}

describe('backup and restore', () => {
  it('a round trip keeps every table’s row count and every file’s SHA-256 (restored into an S3 store)', async () => {
    const dir = path.join(tmp, 'backup');
    const storage = ctx.app.deps.storage;
    const manifest = await backup({ database: sourceRef(), storage, dir });
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.files).toHaveLength(6);
    expect(manifest.tables['public.documents']).toBe(6);
    const before = await rowsOf(ctx.handle);
    expect(manifest.tables).toEqual(before);

    const bucket = await s3.createBucket(`portal-restore-${process.pid}`);
    const target = createS3Storage(s3.config(bucket), { spoolDir: path.join(tmp, 'spool') });
    cleanups.push(async () => target.client.destroy());
    const { target: db, open } = await emptyTarget('a');
    const report = await restore({ database: db, storage: target, dir });
    expect(report.rowMismatches).toEqual([]);
    expect(report.files).toBe(6);

    const restored = await open();
    try {
      expect(await rowsOf(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await hashesOf(target)).toEqual(await hashesOf(storage));

    // Never into data that is already there.
    await expect(restore({ database: db, storage: target, dir })).rejects.toThrow(/not empty/);
    await expect(backup({ database: sourceRef(), storage, dir })).rejects.toThrow(/not empty/);
  });

  it('refuses a backup whose files were tampered with', async () => {
    const dir = path.join(tmp, 'tampered');
    const manifest = await backup({ database: sourceRef(), storage: ctx.app.deps.storage, dir });
    const victim = manifest.files[0].key;
    fs.appendFileSync(path.join(dir, 'files', victim.slice(0, 2), victim), 'x');
    const { target } = await emptyTarget('b');
    const store = createLocalStorage(path.join(tmp, 'restored-store-b'));
    await expect(restore({ database: target, storage: store, dir })).rejects.toThrow(/SHA-256/);
  });
});

describe('npm run storage:migrate', () => {
  it('copies every object to the other store and checks each against the recorded SHA-256', async () => {
    const local = ctx.app.deps.storage as LocalStorage;
    const bucket = await s3.createBucket(`portal-migrate-${process.pid}`);
    const target = createS3Storage(s3.config(bucket, 'files/'), { spoolDir: path.join(tmp, 'spool') });
    cleanups.push(async () => target.client.destroy());
    const report = await migrateStorage({ from: local, to: target, db: ctx.app.deps.db });
    expect(report).toMatchObject({ copied: 6, mismatched: [], missing: [] });
    expect(await hashesOf(target)).toEqual(await hashesOf(local));

    // And back, into an empty folder: the same objects under the same keys.
    const back = createLocalStorage(path.join(tmp, 'back'));
    expect(await migrateStorage({ from: target, to: back, db: ctx.app.deps.db })).toMatchObject({
      copied: 6,
      mismatched: [],
    });

    // A file whose bytes no longer match the database's record is named, not silently copied.
    const [first] = (await hashesOf(local)).keys();
    fs.appendFileSync(local.pathOf(first), 'corrupt');
    const again = await migrateStorage({
      from: local,
      to: createLocalStorage(path.join(tmp, 'c')),
      db: ctx.app.deps.db,
    });
    expect(again.mismatched).toEqual([first]);
  });
});
