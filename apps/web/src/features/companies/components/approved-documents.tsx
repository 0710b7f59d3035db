import { Download, Eye, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORY, REGISTRATION_DOCUMENT_TYPES, type TDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useFileAccess, type TFileAccessMode } from '@/lib/file-access';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useDocuments } from '@/features/documents';

const withMode = (fileUrl: string, mode: TFileAccessMode) => {
  const url = new URL(fileUrl, window.location.origin);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
};

/**
 * The registration documents after verification, read-only (docs/business-rules.md#document-status):
 * view or download each through the file-access helper; nothing can be replaced or deleted here.
 * Profil Pimpinan shows the same list with its own description (issue 23).
 */
export function ApprovedDocuments({ description }: { description?: string } = {}) {
  const { t } = useTranslation(['company', 'onboarding']);
  const { locale } = useLocale();
  const query = useDocuments();
  const { accessFile, isPending } = useFileAccess();
  const order = (d: TDocument) =>
    REGISTRATION_DOCUMENT_TYPES.indexOf(d.document_type as (typeof REGISTRATION_DOCUMENT_TYPES)[number]);
  const docs = (query.data?.documents ?? [])
    .filter((d) => d.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION && order(d) >= 0)
    .sort((a, b) => order(a) - order(b));
  const open = (doc: TDocument, mode: TFileAccessMode) =>
    void accessFile({ url: withMode(doc.file_url, mode), fallbackName: doc.original_name, mode });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('company:documents.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {description ?? t('company:documents.description')}
        </p>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('company:documents.loadError')}{' '}
            <Button variant="link" size="sm" onClick={() => void query.refetch()}>
              {t('company:documents.retry')}
            </Button>
          </p>
        ) : docs.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('company:documents.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {docs.map((doc) => {
              const label = t(`onboarding:types.${doc.document_type}.label`, { defaultValue: doc.document_type });
              return (
                <li key={doc.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{label}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      <span className="[overflow-wrap:anywhere]">{doc.original_name}</span> ·{' '}
                      <span className="whitespace-nowrap">{formatFileSize(doc.file_size, locale)}</span> ·{' '}
                      <span className="whitespace-nowrap">{formatDate(doc.uploaded_at, locale)}</span>
                    </p>
                  </div>
                  <EntityStatusBadge status={doc.status} />
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(doc, 'view')}
                      disabled={isPending}
                      aria-label={t('onboarding:card.viewFor', { label })}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      {t('onboarding:card.view')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(doc, 'download')}
                      disabled={isPending}
                      aria-label={t('onboarding:card.downloadFor', { label })}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {t('onboarding:card.download')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
