import { CheckCircle2, Download, Loader2, XCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';
import { Button } from './button';
import { ProgressBar } from './progress-bar';

/** How often a running export is asked about. */
export const EXPORT_POLL_MS = 2000;

/**
 * A background export's state where it was started (docs/business-rules.md#exports): the rows
 * written of how many while it runs, then the file (its name carries the row count) to download.
 */
export function ExportStatus({ exportId, onDismiss }: { exportId: string; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  const status = useQuery({
    queryKey: ['admin', 'exports', exportId] as const,
    queryFn: ({ signal }) => apiGet('admin/exports/status.php', { query: { id: exportId }, signal, noCache: true }),
    refetchInterval: (q) => (q.state.data?.export.status === 'running' || !q.state.data ? EXPORT_POLL_MS : false),
  });
  const job = status.data?.export;
  return (
    <div
      role="status"
      data-testid="export-status"
      className="flex w-full flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {!job || job.status === 'running' ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          <span className="text-slate-700 dark:text-slate-200">
            {t('list.exportRunning', { written: job?.rows_written ?? 0, count: job?.row_count ?? 0 })}
          </span>
          <ProgressBar className="max-w-48" value={job?.progress ?? 0} label={t('list.exportProgress')} />
        </>
      ) : job.status === 'done' ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
          <span className="text-slate-700 dark:text-slate-200">{t('list.exportDone', { count: job.row_count })}</span>
          {job.download_url ? (
            <a
              href={job.download_url}
              download={job.file_name ?? undefined}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
            >
              <Download aria-hidden="true" className="size-4" />
              {job.file_name}
            </a>
          ) : null}
        </>
      ) : (
        <>
          <XCircle aria-hidden="true" className="size-4 text-red-600" />
          <span className="text-slate-700 dark:text-slate-200">{t('list.exportFailed')}</span>
        </>
      )}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onDismiss}>
        {t('list.exportDismiss')}
      </Button>
    </div>
  );
}
