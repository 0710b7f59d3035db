import { Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { downloadUrlOf, sanitizeFileName, useFileAccess } from '@/lib/file-access';
import { formatFileSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

interface Props {
  doc: TAdminDocument;
  /** The document type's label, for the buttons' accessible names. */
  label: string;
}

/**
 * One uploaded file: name, size, upload time, status and the admin's note, with a preview in a
 * new tab (admin/documents/get_document.php) and a download, both through the file-access helper
 * (docs/business-rules.md#file-access: same origin, allowed prefixes).
 */
export function DocumentFile({ doc, label }: Props) {
  const { t, i18n } = useTranslation('admin');
  const files = useFileAccess();
  const fallbackName = sanitizeFileName(doc.original_name) || `${doc.document_type}`;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100" title={doc.original_name}>
          {doc.original_name}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {formatFileSize(doc.file_size, localeOf(i18n.language))} ·{' '}
          {t('documents.uploadedAt', { date: formatDateTime(doc.uploaded_at, localeOf(i18n.language)) })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <EntityStatusBadge status={doc.status} />
          {doc.reviewed_at ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {doc.reviewed_by_name
                ? t('queue.reviewedAtBy', {
                    date: formatDateTime(doc.reviewed_at, localeOf(i18n.language)),
                    name: doc.reviewed_by_name,
                  })
                : t('documents.reviewedAt', { date: formatDateTime(doc.reviewed_at, localeOf(i18n.language)) })}
            </span>
          ) : null}
        </div>
        {doc.review_note ? (
          <p className="text-sm text-red-700 dark:text-red-300">
            <span className="font-medium">{t('documents.note')}:</span> {doc.review_note}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('documents.previewOf', { label })}
          onClick={() => void files.accessFile({ url: doc.admin_file_url, fallbackName, mode: 'view' })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('documents.preview')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('documents.downloadOf', { label })}
          onClick={() => void files.accessFile({ url: downloadUrlOf(doc.file_url), fallbackName, mode: 'download' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('documents.download')}
        </Button>
      </div>
    </div>
  );
}
