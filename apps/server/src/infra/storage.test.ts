import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../lib/crypto';
import { StorageLimitError, createLocalStorage, type LocalStorage } from './storage';

let dir: string;
let storage: LocalStorage;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
  storage = createLocalStorage(path.join(dir, 'files'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = () =>
  fs.existsSync(storage.root)
    ? (fs.readdirSync(storage.root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];
const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));
const readAll = async (r: Readable) => {
  const out: Buffer[] = [];
  for await (const c of r) out.push(c as Buffer);
  return Buffer.concat(out);
};

describe('local file storage', () => {
  it('writes a temporary object while hashing, counting and keeping the head, then commits it', async () => {
    const temp = await storage.writeTemp(chunks('%PD', 'F-1.7 hello', ' world'), { maxBytes: 100, headBytes: 5 });
    expect(temp.size).toBe(20);
    expect(temp.sha256).toBe(sha256('%PDF-1.7 hello world'));
    expect(temp.head.toString()).toBe('%PDF-');
    expect(files()).toEqual([temp.tempId]);
    const key = await storage.commit(temp);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(files()).toEqual([key]);
    expect(storage.pathOf(key).startsWith(path.join(storage.root, key.slice(0, 2)))).toBe(true);
    expect((await readAll((await storage.openRead(key))!)).toString()).toBe('%PDF-1.7 hello world');
    await storage.remove(key);
    expect(files()).toEqual([]);
    expect(await storage.openRead(key)).toBeNull();
  });

  it('fails above maxBytes and keeps nothing', async () => {
    await expect(storage.writeTemp(chunks('12345', '67890', 'x'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(files()).toEqual([]);
  });

  it('keeps nothing when the source stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.writeTemp(failing, { maxBytes: 100 })).rejects.toThrow('client went away');
    expect(files()).toEqual([]);
  });

  it('discards a temporary object and refuses keys that are not its own format', async () => {
    const temp = await storage.writeTemp(chunks('abc'), { maxBytes: 10 });
    await storage.discard(temp);
    await storage.discard(temp); // idempotent
    expect(files()).toEqual([]);
    expect(() => storage.pathOf('../../etc/passwd')).toThrow();
    await expect(storage.openRead('../x')).rejects.toThrow();
    await expect(storage.discard({ ...temp, tempId: '../../evil' })).rejects.toThrow();
  });

  it('sweeps temporary objects last written before the given time', async () => {
    const old = await storage.writeTemp(chunks('old'), { maxBytes: 10 });
    const fresh = await storage.writeTemp(chunks('new'), { maxBytes: 10 });
    const past = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(path.join(storage.root, '.tmp', old.tempId), past, past);
    expect(await storage.sweepTemp(new Date(Date.now() - 60 * 60_000))).toBe(1);
    expect(files()).toEqual([fresh.tempId]);
  });

  it('lists stored keys last written before the given time, in batches, and nothing else', async () => {
    const keys: string[] = [];
    for (const body of ['a', 'b', 'c', 'd', 'e'])
      keys.push(await storage.commit(await storage.writeTemp(chunks(body), { maxBytes: 10 })));
    const past = new Date(Date.now() - 2 * 60 * 60_000);
    for (const key of keys.slice(0, 4)) fs.utimesSync(storage.pathOf(key), past, past);
    await storage.writeTemp(chunks('temp'), { maxBytes: 10 }); // temporary objects are not stored keys
    fs.writeFileSync(path.join(storage.root, 'stray.txt'), 'x');
    const cutoff = new Date(Date.now() - 60 * 60_000);
    const batches: string[][] = [];
    for await (const batch of storage.listStoredBefore(cutoff, 3)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
    expect(batches.flat().sort()).toEqual(keys.slice(0, 4).sort());
    const none: string[][] = [];
    for await (const batch of createLocalStorage(path.join(dir, 'missing')).listStoredBefore(cutoff)) none.push(batch);
    expect(none).toEqual([]);
  });
});
