import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/config';

/**
 * A real S3-protocol server for the tests (s3rver, a dev dependency), on 127.0.0.1 and a free
 * port, keeping its objects in a temporary folder: the S3 store is tested through the AWS SDK
 * against it, never mocked (docs/decisions/100). s3rver accepts any signature by its fixed keys.
 */
export interface TestS3 {
  endpoint: string;
  /** The STORAGE_URL of a bucket on it. */
  url(bucket: string, prefix?: string): string;
  config(bucket: string, prefix?: string): S3StorageConfig;
  /** Creates the bucket (a folder of the server's) and returns its name. */
  createBucket(name: string): Promise<string>;
  close(): Promise<void>;
}

export const S3RVER_KEY = 'S3RVER';

export async function startS3rver(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    url: (bucket, prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=true`,
    config: (bucket, prefix = '') => ({
      kind: 's3',
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
    }),
    async createBucket(name) {
      await server.store.putBucket(name);
      return name;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
