import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../lib/crypto';
import { StorageLimitError, createLocalStorage, type FileStorage, type LocalStorage } from './storage';
import { createS3Storage, type S3Storage } from './storage-s3';
import { startS3rver, type TestS3 } from '../../test/s3rver';

/**
 * One suite, two stores (docs/decisions/010, 015, 100): the local folder, and the S3 store
 * against a real S3-protocol server (s3rver, started here on 127.0.0.1). Each store is asked
 * through `FileStorage` only; `objects()` looks behind it at what the store really holds.
 */
interface StoreUnderTest {
  storage: FileStorage;
  /** The names (last path part) of every object held, temporary ones included. */
  objects(): Promise<string[]>;
  close(): Promise<void>;
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => s3.close());

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const filesUnder = (root: string) =>
  fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];

let bucketCounter = 0;
const stores: Record<string, () => Promise<StoreUnderTest>> = {
  local: async () => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    return { storage, objects: async () => filesUnder(storage.root), close: async () => {} };
  },
  s3: async () => {
    const bucket = await s3.createBucket(`portal-test-${process.pid}-${bucketCounter++}`);
    const spoolDir = path.join(dir, 'spool');
    const storage = createS3Storage(s3.config(bucket, 'files/'), { spoolDir });
    return {
      storage,
      async objects() {
        const page = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
        // Spool files are objects too, as long as they are there: none may be left behind.
        return [...(page.Contents ?? []).map((o) => o.Key!.split('/').pop()!), ...filesUnder(spoolDir)];
      },
      close: async () => storage.client.destroy(),
    };
  },
};

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));
const readAll = async (r: Readable) => {
  const out: Buffer[] = [];
  for await (const c of r) out.push(c as Buffer);
  return Buffer.concat(out);
};
const collect = async <T>(it: AsyncIterable<T[]>) => {
  const batches: T[][] = [];
  for await (const b of it) batches.push(b);
  return batches;
};

/**
 * The sweep compares last-write times with a cut-off. An object store keeps whole seconds
 * (HTTP dates), so objects written before the next whole second are older than it and
 * objects written after waiting for it are not: a real wait of at most a second, no faked clock.
 */
async function secondBoundary(): Promise<Date> {
  const boundary = Math.ceil((Date.now() + 1) / 1000) * 1000;
  await new Promise((r) => setTimeout(r, boundary - Date.now() + 20));
  return new Date(boundary);
}

describe.each(Object.keys(stores))('%s file storage', (kind) => {
  let t: StoreUnderTest;
  let storage: FileStorage;
  beforeEach(async () => {
    t = await stores[kind]();
    storage = t.storage;
  });
  afterEach(async () => t.close());

  it('writes a temporary object while hashing, counting and keeping the head, then commits it', async () => {
    const temp = await storage.writeTemp(chunks('%PD', 'F-1.7 hello', ' world'), { maxBytes: 100, headBytes: 5 });
    expect(temp.size).toBe(20);
    expect(temp.sha256).toBe(sha256('%PDF-1.7 hello world'));
    expect(temp.head.toString()).toBe('%PDF-');
    expect(await t.objects()).toEqual([temp.tempId]);
    const key = await storage.commit(temp);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await t.objects()).toEqual([key]);
    expect((await readAll((await storage.openRead(key))!)).toString()).toBe('%PDF-1.7 hello world');
    await storage.remove(key);
    await storage.remove(key); // idempotent
    expect(await t.objects()).toEqual([]);
    expect(await storage.openRead(key)).toBeNull();
  });

  it('streams an object larger than any buffer through, and reads it back as a stream', async () => {
    const part = Buffer.alloc(256 * 1024, 7);
    const parts = Array.from({ length: 24 }, () => part); // 6 MiB, past one multipart part
    const temp = await storage.writeTemp(Readable.from(parts), { maxBytes: 8 * 1024 * 1024 });
    expect(temp.size).toBe(6 * 1024 * 1024);
    const key = await storage.commit(temp);
    const stream = (await storage.openRead(key))!;
    expect(stream).toBeInstanceOf(Readable);
    const back = await readAll(stream);
    expect(back.length).toBe(temp.size);
    expect(sha256(back)).toBe(temp.sha256);
  });

  it('fails above maxBytes and keeps nothing', async () => {
    await expect(storage.writeTemp(chunks('12345', '67890', 'x'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await t.objects()).toEqual([]);
  });

  it('keeps nothing when the source stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.writeTemp(failing, { maxBytes: 100 })).rejects.toThrow('client went away');
    expect(await t.objects()).toEqual([]);
  });

  it('discards a temporary object and refuses keys that are not its own format', async () => {
    const temp = await storage.writeTemp(chunks('abc'), { maxBytes: 10 });
    await storage.discard(temp);
    await storage.discard(temp); // idempotent
    expect(await t.objects()).toEqual([]);
    await expect(storage.openRead('../x')).rejects.toThrow();
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow();
    await expect(storage.discard({ ...temp, tempId: '../../evil' })).rejects.toThrow();
    await expect(storage.putAt('../x', chunks('x'), { maxBytes: 10 })).rejects.toThrow();
  });

  it('sweeps temporary objects last written before the given time', async () => {
    const old = await storage.writeTemp(chunks('old'), { maxBytes: 10 });
    const cutoff = await secondBoundary();
    const fresh = await storage.writeTemp(chunks('new'), { maxBytes: 10 });
    expect((await t.objects()).sort()).toEqual([old.tempId, fresh.tempId].sort());
    expect(await storage.sweepTemp(cutoff)).toBe(1);
    expect(await t.objects()).toEqual([fresh.tempId]);
  });

  it('lists stored keys last written before the given time, in batches, and nothing else', async () => {
    const keys: string[] = [];
    for (const body of ['a', 'b', 'c', 'd'])
      keys.push(await storage.commit(await storage.writeTemp(chunks(body), { maxBytes: 10 })));
    const cutoff = await secondBoundary();
    const young = await storage.commit(await storage.writeTemp(chunks('e'), { maxBytes: 10 }));
    await storage.writeTemp(chunks('temp'), { maxBytes: 10 }); // temporary objects are not stored keys
    const batches = await collect(storage.listStoredBefore(cutoff, 3));
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
    expect(batches.flat().sort()).toEqual([...keys].sort());
    // Every stored key, whatever its age, with its size: what a backup or a migration copies.
    const all = (await collect(storage.listAll(2))).flat();
    expect(all.map((o) => o.key).sort()).toEqual([...keys, young].sort());
    expect(all.every((o) => o.size === 1)).toBe(true);
  });

  it('stores an object under a given key (restore, migration) and checks it is reachable', async () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(await storage.putAt(key, chunks('%PDF-', 'restored'), { maxBytes: 100 })).toEqual({
      size: 13,
      sha256: sha256('%PDF-restored'),
    });
    expect((await readAll((await storage.openRead(key))!)).toString()).toBe('%PDF-restored');
    await expect(storage.putAt(key, chunks('x'.repeat(20)), { maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect((await readAll((await storage.openRead(key))!)).toString()).toBe('%PDF-restored');
    expect(await t.objects()).toEqual([key]);
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('local file storage layout', () => {
  let storage: LocalStorage;
  beforeEach(() => {
    storage = createLocalStorage(path.join(dir, 'files'));
  });

  it('shards keys by their first two characters and builds no path from a foreign key', async () => {
    const key = await storage.commit(await storage.writeTemp(chunks('abc'), { maxBytes: 10 }));
    expect(storage.pathOf(key).startsWith(path.join(storage.root, key.slice(0, 2)))).toBe(true);
    expect(() => storage.pathOf('../../etc/passwd')).toThrow();
  });

  it('lists nothing from a folder that does not exist, and leaves strays alone', async () => {
    fs.mkdirSync(storage.root, { recursive: true });
    fs.writeFileSync(path.join(storage.root, 'stray.txt'), 'x');
    expect(await collect(storage.listStoredBefore(new Date(Date.now() + 60_000)))).toEqual([]);
    expect(await collect(createLocalStorage(path.join(dir, 'missing')).listStoredBefore(new Date()))).toEqual([]);
  });
});

describe('S3 file storage in its bucket', () => {
  it('keeps stored objects under the prefix in shards, temporary ones under .tmp/, and a SHA-256 beside each', async () => {
    const bucket = await s3.createBucket(`portal-layout-${process.pid}`);
    const storage: S3Storage = createS3Storage(s3.config(bucket, 'portal/'), { spoolDir: path.join(dir, 'spool') });
    const temp = await storage.writeTemp(chunks('%PDF-x'), { maxBytes: 10 });
    const list = async () =>
      ((await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);
    expect(await list()).toEqual([`portal/.tmp/${temp.tempId}`]);
    const key = await storage.commit(temp);
    expect(await list()).toEqual([`portal/${key.slice(0, 2)}/${key}`]);
    expect(storage.objectKeyOf(key)).toBe(`portal/${key.slice(0, 2)}/${key}`);
    storage.client.destroy();
  });

  it('says so when the bucket cannot be reached', async () => {
    const storage = createS3Storage(s3.config('no-such-bucket'), { spoolDir: path.join(dir, 'spool') });
    await expect(storage.check()).rejects.toThrow();
    storage.client.destroy();
  });
});
