import { useTranslation } from 'react-i18next';
import type { TAdminCertificate } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FileButtons } from '@/components/ui/file-links';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

/**
 * Every revision, newest first, each with its own PDF (admin/certificates/view.php `revision=`,
 * through the file helper): the number stays, earlier PDFs stay viewable.
 */
export function RevisionsCard({ certificate }: { certificate: TAdminCertificate }) {
  const { t, i18n } = useTranslation('adminCertificates');
  const locale = localeOf(i18n.language);
  const rows = certificate.revisions
    .map((r, i) => ({ ...r, pdf: certificate.revision_pdf_urls[i] ?? r.pdf_url }))
    .reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.revisions.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('detail.revisions.description', { number: certificate.number })}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((r) => {
            const label = t('detail.revisions.label', { revision: r.revision });
            return (
              <li key={r.revision} className="space-y-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                    {label}
                    {r.revision === certificate.revision ? (
                      <span className="ml-2 text-xs font-normal text-emerald-700 dark:text-emerald-300">
                        {t('detail.revisions.current')}
                      </span>
                    ) : null}
                  </h3>
                  <time dateTime={r.created_at} className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(r.created_at, locale)} WIB
                  </time>
                </div>
                <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {r.reason ?? t('detail.revisions.published')}
                </p>
                {r.changed_fields.length ? (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t('detail.revisions.changed')}:{' '}
                    {r.changed_fields.map((f) => t(`changedFields.${f}`, { defaultValue: f })).join(', ')}
                  </p>
                ) : null}
                <FileButtons
                  url={r.pdf}
                  fileName={`${certificate.number}-rev${r.revision}.pdf`}
                  label={`${certificate.number} ${label}`}
                />
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
