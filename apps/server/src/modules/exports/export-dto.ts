import { apiPath, type TExportJob } from '@portal/contract';
import type { exportJobs } from '../../db/schema';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** An export's one mapper (docs/decisions/095): its progress and, once done, its file. */
export function toExportJobDto(r: ExportJobRow): TExportJob {
  const done = r.status === 'done';
  return {
    export_id: r.uuid,
    list: r.list,
    format: r.format,
    status: r.status,
    row_count: r.rowCount,
    rows_written: r.rowsWritten,
    progress: done ? 100 : r.rowCount > 0 ? Math.min(99, Math.floor((r.rowsWritten / r.rowCount) * 100)) : 0,
    file_name: done ? r.fileName : null,
    download_url: done ? `${apiPath('admin/exports/download.php')}?id=${r.uuid}` : null,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}
