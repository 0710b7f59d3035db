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
export async function withPdfStore<R>(storage: FileStorage, run: (store: PdfStore) => Promise<R>): Promise<R> {
  const stored: string[] = [];
  try {
    return await run(pdfStore(storage, async (key) => void stored.push(key)));
  } catch (err) {
    for (const key of stored) await storage.remove(key);
    throw err;
  }
}

export type PdfStore = (pdf: Buffer) => Promise<StoredPdf>;

/**
 * The same store for a transaction that someone else runs (a four-eyes approval, docs/decisions/101):
 * each stored file is handed to `kept`, which arranges its removal should the transaction fail.
 */
export function pdfStore(storage: FileStorage, kept: (storageKey: string) => Promise<void> | void): PdfStore {
  return async (pdf) => {
    const temp = await storage.writeTemp(Readable.from([pdf]), { maxBytes: CERTIFICATE_PDF_MAX_BYTES });
    const storageKey = await storage.commit(temp);
    await kept(storageKey);
    return { storageKey, sha256: temp.sha256, sizeBytes: temp.size };
  };
}
