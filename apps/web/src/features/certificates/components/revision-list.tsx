import { useTranslation } from 'react-i18next';
import type { TCertificateRevision } from '@portal/contract';
import { FileButtons } from '@/components/ui/file-links';
import { formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';

/** Every revision, newest first: date, reason, the fields it changed, and its own PDF (earlier PDFs stay viewable). */
export function RevisionList({
  revisions,
  number,
  current,
}: {
  revisions: readonly TCertificateRevision[];
  number: string;
  current: number;
}) {
  const { t } = useTranslation('certificates');
  const { locale } = useLocale();
  const sorted = [...revisions].sort((a, b) => b.revision - a.revision);
  return (
    <ol aria-label={t('detail.revisions')} className="divide-y divide-slate-100 dark:divide-slate-800">
      {sorted.map((r) => {
        const label = t('revisions.pdfLabel', { n: r.revision });
        return (
          <li
            key={r.revision}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">
                {t('revisions.title', { n: r.revision })}
                {r.revision === current ? (
                  <span className="ml-2 text-xs font-normal text-emerald-700 dark:text-emerald-300">
                    {t('revisions.current')}
                  </span>
                ) : null}
              </h3>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={r.created_at}>{formatDateTime(r.created_at, locale)} WIB</time>
              </p>
              {r.reason ? (
                <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
                  <span className="font-medium">{t('revisions.reason')}:</span> {r.reason}
                </p>
              ) : (
                <p className="text-slate-700 dark:text-slate-300">{t('revisions.published')}</p>
              )}
              {r.changed_fields.length ? (
                <p className="text-slate-700 dark:text-slate-300">
                  {t('revisions.changed', {
                    fields: r.changed_fields.map((f) => t(`fields.${f}`, { defaultValue: f })).join(', '),
                  })}
                </p>
              ) : null}
            </div>
            <div className="shrink-0">
              <FileButtons url={r.pdf_url} fileName={`${number}-revisi-${r.revision}.pdf`} label={label} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
