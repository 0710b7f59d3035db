import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (docs/business-rules.md#storage; docs/decisions/010). Modules
 * only see this interface, so an object store can replace the local folder without touching
 * them: write to a temporary object while hashing and counting, then commit it under a new
 * random key (or discard it). Keys are random; a user's file name never reaches the storage.
 */
export interface TempObject {
  readonly tempId: string;
  readonly size: number;
  readonly sha256: string;
  /** The first bytes, for content sniffing (infra/file-type.ts). */
  readonly head: Buffer;
}

export interface FileStorage {
  /** Streams into a temporary object; above `maxBytes` it throws StorageLimitError and keeps nothing. */
  writeTemp(source: Readable, opts: { maxBytes: number; headBytes?: number }): Promise<TempObject>;
  /** Makes the temporary object permanent; returns its new key. */
  commit(temp: TempObject): Promise<string>;
  /** Drops a temporary object (idempotent; nothing happens to one already committed). */
  discard(temp: TempObject): Promise<void>;
  /** A stream of a stored object, or null when it does not exist. */
  openRead(key: string): Promise<Readable | null>;
  /** A stream of a temporary object not yet committed (an upload checked and then dropped, e.g. verify-file.php). */
  openTemp(temp: TempObject): Promise<Readable>;
  /** Removes a stored object (idempotent). */
  remove(key: string): Promise<void>;
  /**
   * Removes temporary objects last written before `before` (left by a crash mid-upload) and
   * returns how many. Younger ones may belong to an upload in flight on any instance.
   */
  sweepTemp(before: Date): Promise<number>;
  /**
   * The keys of stored objects last written before `before`, a batch at a time: the candidates
   * for the orphan sweep (modules/system/maintenance.ts, docs/decisions/015).
   */
  listStoredBefore(before: Date, batchSize?: number): AsyncIterable<string[]>;
  /**
   * Every stored key with its size, a batch at a time, whatever its age: what a backup or
   * `npm run storage:migrate` copies (docs/decisions/100).
   */
  listAll(batchSize?: number): AsyncIterable<{ key: string; size: number }[]>;
  /**
   * Stores a whole object under a given key, as a restore or a migration between stores needs
   * (it keeps the key the database names). Streams; above `maxBytes` nothing is kept.
   */
  putAt(key: string, source: Readable, opts: { maxBytes: number }): Promise<{ size: number; sha256: string }>;
  /** The store answers and can be written to (the readiness check of `health.php`); throws when not. */
  check(): Promise<void>;
  /** Where it is, for logs and messages (never a secret). */
  readonly describe: string;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

/** A stored key: 192 random bits in base64url. */
export const KEY_RE = /^[A-Za-z0-9_-]{32}$/;
/** A temporary object's name. */
export const TEMP_RE = /^[A-Za-z0-9_-]{24}\.part$/;
export const newKey = () => randomBytes(24).toString('base64url'); // 32 characters, 192 bits
export const newTempId = () => `${randomBytes(18).toString('base64url')}.part`;

/** Counts, hashes and keeps the head of what flows through; fails past `maxBytes`. */
export function meter(maxBytes: number, headBytes: number) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLen = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > maxBytes) return cb(new StorageLimitError(maxBytes));
      if (headLen < headBytes) {
        head.push(chunk.subarray(0, headBytes - headLen));
        headLen += Math.min(chunk.length, headBytes - headLen);
      }
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(head) }) };
}

/** Writes into an open file and syncs it to disk before the stream finishes (durable before commit). */
function fileSink(fh: FileHandle): Writable {
  return new Writable({
    write(chunk: Buffer, _enc, cb) {
      (async () => {
        for (let off = 0; off < chunk.length;) off += (await fh.write(chunk, off, chunk.length - off)).bytesWritten;
      })().then(() => cb(), cb);
    },
    final(cb) {
      fh.sync().then(() => cb(), cb);
    },
  });
}

/**
 * Streams `source` into a new file (never a whole object in memory), counting, hashing and
 * keeping its head, synced to disk before it resolves; past `maxBytes`, or when the source fails,
 * the file is removed and the error thrown.
 */
export async function writeMetered(
  source: Readable,
  file: string,
  maxBytes: number,
  headBytes = 16,
): Promise<{ size: number; sha256: string; head: Buffer }> {
  const m = meter(maxBytes, headBytes);
  const fh = await fs.open(file, 'wx', 0o600);
  let ok = false;
  try {
    await pipeline(source, m.stream, fileSink(fh));
    ok = true;
  } finally {
    await fh.close();
    if (!ok) await fs.rm(file, { force: true });
  }
  return m.result();
}

/**
 * Local folder implementation under `DATA_DIR/files` (never served statically). Objects are
 * sharded by the first two key characters; temporary objects sit in `.tmp` on the same file
 * system, so commit is an atomic rename.
 */
export type LocalStorage = FileStorage & {
  readonly root: string;
  pathOf(key: string): string;
};

/** The entries of a folder, or none when it does not exist (yet). */
const readdirOrEmpty = (dir: string) => fs.readdir(dir, { withFileTypes: true }).catch(() => []);
/** Last write time, or null when the file is gone (another instance removed it meanwhile). */
const mtimeOf = async (file: string) => (await fs.stat(file).catch(() => null))?.mtimeMs ?? null;

export function createLocalStorage(root: string): LocalStorage {
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    // Keys come from our own database; the check is a second line against a path escape.
    if (!KEY_RE.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  const tempPath = (temp: TempObject) => {
    if (!TEMP_RE.test(temp.tempId)) throw new Error('invalid temp id');
    return path.join(tmpDir, temp.tempId);
  };

  return {
    root,
    pathOf,
    describe: `local folder ${root}`,
    async writeTemp(source, { maxBytes, headBytes = 16 }) {
      await fs.mkdir(tmpDir, { recursive: true, mode: 0o700 });
      const tempId = newTempId();
      return { tempId, ...(await writeMetered(source, path.join(tmpDir, tempId), maxBytes, headBytes)) };
    },
    async commit(temp) {
      const key = newKey();
      const dest = pathOf(key);
      await fs.mkdir(path.dirname(dest), { recursive: true, mode: 0o700 });
      await fs.rename(tempPath(temp), dest);
      return key;
    },
    async discard(temp) {
      await fs.rm(tempPath(temp), { force: true });
    },
    async openTemp(temp) {
      const fh = await fs.open(tempPath(temp), 'r');
      return fh.createReadStream();
    },
    async openRead(key) {
      try {
        const fh = await fs.open(pathOf(key), 'r');
        return fh.createReadStream();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async sweepTemp(before) {
      let removed = 0;
      for (const entry of await readdirOrEmpty(tmpDir)) {
        if (!entry.isFile() || !TEMP_RE.test(entry.name)) continue;
        const file = path.join(tmpDir, entry.name);
        const mtime = await mtimeOf(file);
        if (mtime !== null && mtime < before.getTime()) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async *listStoredBefore(before, batchSize = 500) {
      let batch: string[] = [];
      for (const shard of await readdirOrEmpty(root)) {
        // Only the two-character shard folders that keys are stored in; `.tmp` and strays are left alone.
        if (!shard.isDirectory() || !/^[A-Za-z0-9_-]{2}$/.test(shard.name)) continue;
        for (const entry of await readdirOrEmpty(path.join(root, shard.name))) {
          if (!entry.isFile() || !KEY_RE.test(entry.name) || !entry.name.startsWith(shard.name)) continue;
          const mtime = await mtimeOf(path.join(root, shard.name, entry.name));
          if (mtime === null || mtime >= before.getTime()) continue;
          batch.push(entry.name);
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length) yield batch;
    },
    async *listAll(batchSize = 500) {
      let batch: { key: string; size: number }[] = [];
      for (const shard of await readdirOrEmpty(root)) {
        if (!shard.isDirectory() || !/^[A-Za-z0-9_-]{2}$/.test(shard.name)) continue;
        for (const entry of await readdirOrEmpty(path.join(root, shard.name))) {
          if (!entry.isFile() || !KEY_RE.test(entry.name) || !entry.name.startsWith(shard.name)) continue;
          const stat = await fs.stat(path.join(root, shard.name, entry.name)).catch(() => null);
          if (!stat) continue;
          batch.push({ key: entry.name, size: stat.size });
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length) yield batch;
    },
    async putAt(key, source, { maxBytes }) {
      const dest = pathOf(key);
      await fs.mkdir(tmpDir, { recursive: true, mode: 0o700 });
      await fs.mkdir(path.dirname(dest), { recursive: true, mode: 0o700 });
      const temp = path.join(tmpDir, newTempId());
      const { size, sha256 } = await writeMetered(source, temp, maxBytes, 0);
      await fs.rename(temp, dest);
      return { size, sha256 };
    },
    async check() {
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      await fs.access(root, fsConstants.W_OK | fsConstants.R_OK);
    },
  };
}
