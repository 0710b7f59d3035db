import type { Readable } from 'node:stream';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  apiPath,
  type TExportFormat,
  type TExportJob,
  type TExportList,
  type TExportStarted,
  type TLanguage,
  type TListResult,
} from '@portal/contract';
import type { Logger } from '../../lib/logger';
import { exportJobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { csvChunks, csvFile, exportFileName } from '../../lib/csv';
import type { FileReply } from '../../lib/file-reply';
import { msg } from '../../lib/server-message';
import { xlsxFile } from '../../lib/xlsx';
import type { Deps, SessionUser } from '../../types';
import { notify } from '../notifications';
import { exportDefinition, type ExportDefinition, type ExportDeps } from './definitions';
import { toExportJobDto, type ExportJobRow } from './export-dto';

/** The largest file an export may write to the store (a hundred thousand rows are ~20 MB of CSV). */
export const EXPORT_MAX_BYTES = 1024 * 1024 * 1024;
/** An export whose heartbeat is older than this lost its instance (a restart): it reads as failed. */
export const EXPORT_STALE_MS = 2 * 60_000;

type RunDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

/**
 * The file of a list under a filter, as a stream: the CSV (every row, a page at a time) or the
 * workbook (streamed, docs/decisions/040). `fileName` when the caller names it.
 */
export async function exportFile<F, R>(
  def: ExportDefinition<F, R>,
  deps: ExportDeps,
  filter: F,
  format: TExportFormat,
  lang: TLanguage,
  now: Date,
  fetchPage = def.page(deps, filter, now),
  fileName?: string,
): Promise<FileReply> {
  const baseName = def.baseName(filter);
  if (format === 'xlsx' && def.xlsx)
    return xlsxFile({ baseName, now, sheetName: def.sheetName, lang, columns: def.xlsx, fetchPage, fileName });
  return csvFile(baseName, now, csvChunks(def.csv, fetchPage), fileName);
}

/** Refuses a workbook of a list that is exported as CSV only. */
export function assertFormat(def: ExportDefinition<never, never> | { xlsx: unknown }, format: TExportFormat): void {
  if (format === 'xlsx' && !def.xlsx)
    throw new AppError('VALIDATION_FAILED', {
      message: msg('exports.csv_only'),
      errors: { format: ['validation.invalid'] },
    });
}

/**
 * The audit row of an export (`export.<list>` on the entity `export`, docs/decisions/099): its filter
 * as given (empty values and paging left out), its format and the rows the file holds.
 */
async function auditExport(
  deps: Pick<Deps, 'db'>,
  entityId: string,
  list: TExportList,
  filter: Record<string, unknown>,
  format: TExportFormat,
  rows: number,
  at: Date,
): Promise<void> {
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      action: `export.${list}`,
      entityType: 'export',
      entityId,
      after: {
        filter: Object.fromEntries(
          Object.entries(filter).filter(
            ([k, v]) => k !== 'page' && k !== 'per_page' && v !== undefined && v !== null && v !== '',
          ),
        ),
        format,
        rows,
      },
      at,
    }),
  );
}

/** The audit row of an export answered at once (`export.php` up to the threshold); its id is the list. */
export const auditDirectExport = (
  deps: Pick<Deps, 'db'>,
  list: TExportList,
  filter: Record<string, unknown>,
  format: TExportFormat,
  rows: number,
  at: Date,
) => auditExport(deps, list, list, filter, format, rows, at);

/**
 * Starts an export in the background (docs/business-rules.md#exports): its row, its audit row, and
 * the run on this instance, which streams the file into the store a page at a time, moves the
 * progress and the heartbeat with each page, and notifies the administrator when it is done.
 */
export async function startExport(
  deps: RunDeps,
  admin: SessionUser,
  input: {
    list: TExportList;
    filter: Record<string, unknown>;
    format: TExportFormat;
    lang: TLanguage;
    rowCount: number;
  },
  log: Logger,
): Promise<TExportStarted> {
  const now = deps.clock.now();
  const [job] = await deps.db
    .insert(exportJobs)
    .values({
      adminId: admin.id,
      list: input.list,
      format: input.format,
      filter: input.filter,
      lang: input.lang,
      status: 'running',
      rowCount: input.rowCount,
      createdAt: now,
      heartbeatAt: now,
    })
    .returning();
  await auditExport(deps, job!.uuid, input.list, input.filter, input.format, input.rowCount, now);
  const run = runExport(deps, job!, log).finally(() => running.delete(run));
  running.add(run);
  return {
    export_id: job!.uuid,
    row_count: input.rowCount,
    status_url: `${apiPath('admin/exports/status.php')}?id=${job!.uuid}`,
  };
}

// The runs of this process, so that closing the app waits for them (a test, a graceful stop).
const running = new Set<Promise<void>>();
export const runningExports = (): Promise<unknown> => Promise.allSettled([...running]);

/** The run of one export: the file into the store, then done (and notified), or failed (and notified). */
export async function runExport(deps: RunDeps, job: ExportJobRow, log: Logger): Promise<void> {
  const def = exportDefinition(job.list);
  const now = job.createdAt;
  let written = 0;
  try {
    if (!def) throw new Error(`no export definition for ${job.list}`);
    const pager = def.page(deps, job.filter, now);
    const counted = async (limit: number, offset: number) => {
      const rows = await pager(limit, offset);
      written += rows.length;
      await deps.db
        .update(exportJobs)
        .set({ rowsWritten: written, heartbeatAt: deps.clock.now() })
        .where(eq(exportJobs.id, job.id));
      return rows;
    };
    const file = await exportFile(def, deps, job.filter, job.format, job.lang, now, counted);
    const temp = await deps.storage.writeTemp(file.body as Readable, { maxBytes: EXPORT_MAX_BYTES });
    const key = await deps.storage.commit(temp);
    const fileName = exportFileName(def.baseName(job.filter), now, job.format === 'xlsx' ? 'xlsx' : 'csv', written);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(exportJobs)
        .set({
          status: 'done',
          rowsWritten: written,
          storageKey: key,
          sizeBytes: temp.size,
          sha256: temp.sha256,
          fileName,
          heartbeatAt: deps.clock.now(),
          finishedAt: deps.clock.now(),
        })
        .where(eq(exportJobs.id, job.id));
      await notify(
        tx,
        job.adminId,
        'export_ready',
        { exportId: job.uuid, fileName, rows: written },
        `/admin/exports?id=${job.uuid}`,
      );
    });
  } catch (err) {
    log.error({ err, export: job.uuid }, 'export failed');
    await deps.db
      .transaction(async (tx) => {
        await tx
          .update(exportJobs)
          .set({ status: 'failed', rowsWritten: written, error: 'failed', finishedAt: deps.clock.now() })
          .where(eq(exportJobs.id, job.id));
        await notify(
          tx,
          job.adminId,
          'export_failed',
          { exportId: job.uuid, list: job.list },
          `/admin/exports?id=${job.uuid}`,
        );
      })
      .catch((e: unknown) => log.error({ err: e, export: job.uuid }, 'export failure not recorded'));
  }
}

/** An export of the caller's own (another administrator's is a 404, as an unknown one). */
async function ownExport(deps: Pick<Deps, 'db'>, admin: SessionUser, uuid: string): Promise<ExportJobRow> {
  const [job] = await deps.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.uuid, uuid), eq(exportJobs.adminId, admin.id)))
    .limit(1);
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/** GET admin/exports/status.php: how far it is; a run whose heartbeat stopped is failed from now on. */
export async function exportStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  uuid: string,
): Promise<TExportJob> {
  const job = await ownExport(deps, admin, uuid);
  const now = deps.clock.now();
  if (job.status === 'running' && now.getTime() - job.heartbeatAt.getTime() > EXPORT_STALE_MS) {
    const [failed] = await deps.db
      .update(exportJobs)
      .set({ status: 'failed', error: 'stale', finishedAt: now })
      .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, 'running')))
      .returning();
    return toExportJobDto(failed ?? job);
  }
  return toExportJobDto(job);
}

/** GET admin/exports/list.php: the caller's exports, newest first. */
export async function listExports(
  deps: Pick<Deps, 'db'>,
  admin: SessionUser,
  q: { page: number; per_page: number },
): Promise<TListResult<TExportJob>> {
  const where = eq(exportJobs.adminId, admin.id);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    deps.db.select({ n: count() }).from(exportJobs).where(where),
  ]);
  return { items: rows.map(toExportJobDto), page: q.page, per_page: q.per_page, total: Number(total?.n ?? 0) };
}

/** GET admin/exports/download.php: the finished file, streamed from the store. */
export async function exportDownload(
  deps: Pick<Deps, 'db' | 'storage'>,
  admin: SessionUser,
  uuid: string,
): Promise<FileReply> {
  const job = await ownExport(deps, admin, uuid);
  if (job.status === 'failed') throw new AppError('CONFLICT', { message: msg('exports.failed') });
  if (job.status !== 'done' || !job.storageKey || !job.fileName)
    throw new AppError('CONFLICT', { message: msg('exports.not_ready') });
  const body = await deps.storage.openRead(job.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return {
    body,
    type:
      job.format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${job.fileName}"`,
    length: job.sizeBytes ?? undefined,
  };
}
