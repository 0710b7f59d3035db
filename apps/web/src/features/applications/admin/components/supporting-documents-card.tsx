import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApplicationDocumentRequired, type TApplication } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatFileSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { FileFrame } from '@/components/admin/file-frame';

/**
 * The supporting documents, and the chosen one previewed in the page (docs/decisions/036). The
 * choice is kept in the URL (`?doc=`), so a reload shows the same file.
 */
export function SupportingDocumentsCard({ app }: { app: TApplication }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const [params, setParams] = useSearchParams();
  const docs = app.documents;
  const selected = docs.find((d) => d.uuid === params.get('doc')) ?? docs[0] ?? null;
  const select = (uuid: string) => {
    const next = new URLSearchParams(params);
    next.set('doc', uuid);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const label = (type: string) => t(`documentTypes.${type}`, { defaultValue: type });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.documents.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {docs.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.documents.empty')}</p>
        ) : (
          <>
            <ul className="space-y-1" aria-label={t('detail.documents.title')}>
              {docs.map((d) => (
                <li key={d.uuid}>
                  <button
                    type="button"
                    aria-current={d.uuid === selected?.uuid ? 'true' : undefined}
                    onClick={() => select(d.uuid)}
                    className={cn(
                      'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500',
                      d.uuid === selected?.uuid
                        ? 'bg-brand-50 dark:bg-slate-800'
                        : 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
                    )}
                  >
                    <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900 dark:text-slate-100">
                        {label(d.document_type)}
                        <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">
                          (
                          {isApplicationDocumentRequired(d.document_type)
                            ? t('detail.documents.required')
                            : t('detail.documents.optional')}
                          )
                        </span>
                      </span>
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        {d.original_name} · {formatFileSize(d.file_size, localeOf(i18n.language))} ·{' '}
                        {formatDateTime(d.uploaded_at, localeOf(i18n.language))}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {selected?.admin_file_url ? (
              <FileFrame
                url={selected.admin_file_url}
                mimeType={selected.mime_type}
                title={t('detail.documents.previewOf', { label: label(selected.document_type) })}
                fallbackName={selected.original_name}
                className="h-[60vh] min-h-72"
              />
            ) : null}
          </>
        )}
        {app.missing_documents.length ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            {t('detail.documents.missing', { list: app.missing_documents.map(label).join(', ') })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
