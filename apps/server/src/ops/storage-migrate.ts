import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificateRevisions, documents, exportJobs } from '../db/schema';
import type { FileStorage } from '../infra/storage';

/** Far above any object the portal stores (uploads 5 MiB, certificate PDFs 20 MiB). */
export const COPY_MAX_BYTES = 64 * 1024 * 1024;

/** Objects copied at once: an object store answers each request in milliseconds, not microseconds. */
const COPY_CONCURRENCY = 8;

/** Runs `fn` on every item, at most `limit` at a time; the first failure is thrown once all have settled. */
export async function forEachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item).catch((e: unknown) => errors.push(e));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}

/** The SHA-256 the database recorded for each of these keys (documents, certificate PDFs). */
export async function recordedSha256(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const [docs, pdfs, exported] = await Promise.all([
    db
      .select({ key: documents.storageKey, sha256: documents.sha256 })
      .from(documents)
      .where(inArray(documents.storageKey, keys)),
    db
      .select({ key: certificateRevisions.storageKey, sha256: certificateRevisions.sha256 })
      .from(certificateRevisions)
      .where(inArray(certificateRevisions.storageKey, keys)),
    db
      .select({ key: exportJobs.storageKey, sha256: exportJobs.sha256 })
      .from(exportJobs)
      .where(inArray(exportJobs.storageKey, keys)),
  ]);
  return new Map(
    [...docs, ...pdfs, ...exported].flatMap((r) => (r.key && r.sha256 ? [[r.key, r.sha256] as const] : [])),
  );
}

export async function sha256OfStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export interface MigrationReport {
  copied: number;
  bytes: number;
  /** Keys whose copy, read back from the target, did not have the expected SHA-256. */
  mismatched: string[];
  /** Keys the database names that the source store does not hold. */
  missing: string[];
}

/**
 * Copies every stored object from one store to another under the same key (the database keeps
 * naming it), then reads each copy back from the target and checks its SHA-256 against the one
 * the database recorded, or, for an object no row names, against the source's bytes
 * (`npm run storage:migrate`, docs/decisions/100). Objects already at the target are copied
 * again: a second run after an interrupted one finishes the job.
 */
export async function migrateStorage(opts: {
  from: FileStorage;
  to: FileStorage;
  db: Db;
  log?: (line: string) => void;
}): Promise<MigrationReport> {
  const { from, to, db } = opts;
  const report: MigrationReport = { copied: 0, bytes: 0, mismatched: [], missing: [] };
  const seen = new Set<string>();
  for await (const batch of from.listAll(200)) {
    const recorded = await recordedSha256(
      db,
      batch.map((o) => o.key),
    );
    await forEachLimit(batch, COPY_CONCURRENCY, async ({ key }) => {
      seen.add(key);
      const source = await from.openRead(key);
      if (!source) return; // removed meanwhile (the orphan sweep)
      const put = await to.putAt(key, source, { maxBytes: COPY_MAX_BYTES });
      const back = await to.openRead(key);
      const check = back ? await sha256OfStream(back) : null;
      const expected = recorded.get(key) ?? put.sha256;
      if (!check || check.sha256 !== expected || put.sha256 !== expected) report.mismatched.push(key);
      report.copied++;
      report.bytes += put.size;
      if (report.copied % 500 === 0) opts.log?.(`  ${report.copied} objects, ${formatBytes(report.bytes)}`);
    });
  }
  report.missing = await namedButAbsent(db, seen);
  return report;
}

/** Keys the database names that were not among `seen`. */
export async function namedButAbsent(db: Db, seen: Set<string>): Promise<string[]> {
  const [docs, pdfs, exported] = await Promise.all([
    db.select({ key: documents.storageKey }).from(documents),
    db.select({ key: certificateRevisions.storageKey }).from(certificateRevisions),
    db.select({ key: exportJobs.storageKey }).from(exportJobs).where(isNotNull(exportJobs.storageKey)),
  ]);
  return [...docs, ...pdfs, ...exported].map((r) => r.key).filter((k): k is string => !!k && !seen.has(k));
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`;
