import { Readable } from 'node:stream';
import type { FileStorage } from '../../infra/storage';

/** Far above any certificate (a page with a QR code and an embedded font is a few hundred kB). */
const CERTIFICATE_PDF_MAX_BYTES = 20 * 1024 * 1024;

export interface StoredPdf {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

/**
 * Keeps rendered certificate PDFs in the file store the uploads use (random keys, outside any
 * public folder; docs/decisions/063). `run` gets `store(pdf)`; when `run` throws, every file it
 * stored is removed again, so a failed publication or revision leaves neither a row nor a file.
 */
export async function withPdfStore<R>(
  storage: FileStorage,
  run: (store: (pdf: Buffer) => Promise<StoredPdf>) => Promise<R>,
): Promise<R> {
  const stored: string[] = [];
  try {
    return await run(async (pdf) => {
      const temp = await storage.writeTemp(Readable.from([pdf]), { maxBytes: CERTIFICATE_PDF_MAX_BYTES });
      const storageKey = await storage.commit(temp);
      stored.push(storageKey);
      return { storageKey, sha256: temp.sha256, sizeBytes: temp.size };
    });
  } catch (err) {
    for (const key of stored) await storage.remove(key);
    throw err;
  }
}
