import { Download, Eye, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@portal/contract';
import { useFileAccess, type TFileAccessMode } from '@/lib/file-access';
import { formatDateTime } from '@/lib/format-date';
import { formatFileSize } from '@/lib/file-size';
import { localeOf } from '@/lib/locale';
import { Button } from './button';

/** A file URL from the API with the mode its endpoint takes (mode=view|download, docs/api.md). */
export function withMode(fileUrl: string, mode: TFileAccessMode): string {
  const url = new URL(fileUrl, window.location.origin);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
}

/** View and download buttons for a protected file, through the file-access helper (docs/business-rules.md#file-access). */
export function FileButtons({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const { t } = useTranslation('files');
  const { accessFile, isPending } = useFileAccess();
  const open = (mode: TFileAccessMode) => void accessFile({ url: withMode(url, mode), fallbackName: fileName, mode });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => open('view')}
        disabled={isPending}
        aria-label={t('upload.viewFor', { label })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('upload.view')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => open('download')}
        disabled={isPending}
        aria-label={t('upload.downloadFor', { label })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('upload.download')}
      </Button>
    </div>
  );
}

/** Name, size and time of an uploaded document, with view and download. */
export function DocumentFile({ doc, label }: { doc: TDocument; label: string }) {
  const { t, i18n } = useTranslation('files');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2 text-sm">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900 dark:text-slate-100">{doc.original_name}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {formatFileSize(doc.file_size, locale)} ·{' '}
            {t('upload.uploadedAt', { date: formatDateTime(doc.uploaded_at, locale) })}
          </p>
        </div>
      </div>
      <FileButtons url={doc.file_url} fileName={doc.original_name} label={label} />
    </div>
  );
}
