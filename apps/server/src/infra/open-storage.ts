import path from 'node:path';
import type { TStorageConfig } from '../config';
import { createLocalStorage, type FileStorage } from './storage';

/**
 * The file store `STORAGE_URL` names (docs/decisions/100): the local folder (the default), or an
 * S3-compatible object store. The AWS SDK is loaded only for the latter.
 */
export async function openStorage(cfg: TStorageConfig, dataDir: string): Promise<FileStorage> {
  if (cfg.kind === 'local') return createLocalStorage(cfg.root);
  const { createS3Storage } = await import('./storage-s3');
  // Uploads are spooled on the instance's own disk before they go to the store.
  return createS3Storage(cfg, { spoolDir: path.join(dataDir, 'spool') });
}
