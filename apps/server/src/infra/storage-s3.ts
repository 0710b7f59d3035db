import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { KEY_RE, TEMP_RE, newKey, newTempId, writeMetered, type FileStorage, type TempObject } from './storage';

/**
 * The object-store implementation of `FileStorage` (docs/decisions/100): any S3-compatible store
 * (AWS S3, MinIO, Cloudflare R2, Ceph RGW) through the AWS SDK v3, chosen by `STORAGE_URL`.
 *
 * Layout in the bucket (under the URL's path, if any): stored objects at `<ab>/<key>` like the
 * local folder's shards, temporary objects at `.tmp/<id>.part`.
 *
 * An upload streams from the client through the meter (size cap, SHA-256, head) into a spool
 * file on the instance's own disk, never whole into memory; then one PutObject with its known
 * length sends it to the temporary key, and `commit` is a server-side copy to the new random key
 * followed by deleting the temporary one. (S3 needs the length of a PutObject up front, and a
 * multipart upload buffers parts of at least 5 MiB, the whole of our largest file.) The sweep
 * lists `.tmp/` and the stored keys by their LastModified, as the local store reads mtimes.
 */
export type S3Storage = FileStorage & {
  readonly client: S3Client;
  readonly bucket: string;
  /** The object key of a stored key (prefix, shard, key). */
  objectKeyOf(key: string): string;
};

const notFound = (e: unknown) =>
  e instanceof S3ServiceException &&
  (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404);

export function createS3Storage(
  cfg: S3StorageConfig,
  opts: {
    /** The instance's local folder for spooling uploads before they go to the store. */
    spoolDir: string;
  },
): S3Storage {
  const client = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    // Plain Content-Length uploads, no aws-chunked trailers: every S3-compatible store takes them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const { bucket, prefix } = cfg;
  const tmpPrefix = `${prefix}.tmp/`;
  const objectKeyOf = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('invalid storage key');
    return `${prefix}${key.slice(0, 2)}/${key}`;
  };
  const tempKeyOf = (temp: TempObject) => {
    if (!TEMP_RE.test(temp.tempId)) throw new Error('invalid temp id');
    return `${tmpPrefix}${temp.tempId}`;
  };
  /** The stored key an object key names, or null for anything else in the bucket. */
  const storedKeyOf = (objectKey: string): string | null => {
    if (!objectKey.startsWith(prefix)) return null;
    const rest = objectKey.slice(prefix.length);
    const m = /^([A-Za-z0-9_-]{2})\/([A-Za-z0-9_-]{32})$/.exec(rest);
    return m && m[2].startsWith(m[1]) ? m[2] : null;
  };

  async function* listObjects(listPrefix: string): AsyncIterable<_Object[]> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: listPrefix, ContinuationToken: token }),
      );
      if (page.Contents?.length) yield page.Contents;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Streams a spooled file to `objectKey` with its length known; removes the spool file either way. */
  async function putSpooled(objectKey: string, file: string, size: number, sha256: string): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/octet-stream',
          // Kept beside the object, so a migration or a backup can check it without the database.
          Metadata: { sha256 },
        }),
      );
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  async function spool(source: Readable, maxBytes: number, headBytes: number) {
    await fs.mkdir(opts.spoolDir, { recursive: true, mode: 0o700 });
    const file = path.join(opts.spoolDir, newTempId());
    return { file, ...(await writeMetered(source, file, maxBytes, headBytes)) };
  }

  return {
    client,
    bucket,
    objectKeyOf,
    describe: `s3://${bucket}/${prefix}${cfg.endpoint ? ` at ${cfg.endpoint}` : ''}`,
    async writeTemp(source, { maxBytes, headBytes = 16 }) {
      const s = await spool(source, maxBytes, headBytes);
      const temp: TempObject = { tempId: newTempId(), size: s.size, sha256: s.sha256, head: s.head };
      await putSpooled(tempKeyOf(temp), s.file, s.size, s.sha256);
      return temp;
    },
    async commit(temp) {
      const key = newKey();
      const from = tempKeyOf(temp);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: objectKeyOf(key),
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'COPY',
        }),
      );
      // The object is stored: a temporary copy left by a failed delete is swept an hour later.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from })).catch(() => undefined);
      return key;
    },
    async discard(temp) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: tempKeyOf(temp) }));
    },
    async openTemp(temp) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: tempKeyOf(temp) }));
      return got.Body as Readable;
    },
    async openRead(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKeyOf(key) }));
        return got.Body as Readable;
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyOf(key) }));
    },
    async sweepTemp(before) {
      let removed = 0;
      for await (const page of listObjects(tmpPrefix)) {
        for (const o of page) {
          const name = o.Key?.slice(tmpPrefix.length) ?? '';
          if (!TEMP_RE.test(name) || !o.LastModified || o.LastModified >= before) continue;
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key }));
          removed++;
        }
      }
      // Spool files of this instance left by a crash before they reached the store.
      for (const entry of await fs.readdir(opts.spoolDir, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isFile() || !TEMP_RE.test(entry.name)) continue;
        const file = path.join(opts.spoolDir, entry.name);
        const mtime = (await fs.stat(file).catch(() => null))?.mtimeMs;
        if (mtime !== undefined && mtime < before.getTime()) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async *listStoredBefore(before, batchSize = 500) {
      let batch: string[] = [];
      for await (const page of listObjects(prefix)) {
        for (const o of page) {
          const key = o.Key ? storedKeyOf(o.Key) : null;
          if (!key || !o.LastModified || o.LastModified >= before) continue;
          batch.push(key);
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
      for await (const page of listObjects(prefix)) {
        for (const o of page) {
          const key = o.Key ? storedKeyOf(o.Key) : null;
          if (!key) continue;
          batch.push({ key, size: o.Size ?? 0 });
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length) yield batch;
    },
    async putAt(key, source, { maxBytes }) {
      const objectKey = objectKeyOf(key);
      const s = await spool(source, maxBytes, 0);
      await putSpooled(objectKey, s.file, s.size, s.sha256);
      return { size: s.size, sha256: s.sha256 };
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
