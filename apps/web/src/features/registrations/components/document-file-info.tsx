import { Download, Eye, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { useFileAccess, type TFileAccessMode } from '@/lib/file-access';
import { formatDateTime } from '@/lib/format-date';
import { formatFileSize } from '@/lib/file-size';
import { localeOf } from '@/lib/locale';

/** The document's own URL with the mode the download call takes (mode=view|download, docs/api.md#documents). */
export function fileUrlWithMode(fileUrl: string, mode: TFileAccessMode): string {
  const url = new URL(fileUrl, window.location.origin);
  url.searchParams.set('mode', mode);
  return `${url.pathname}${url.search}`;
}

/** Name, size and time of the uploaded file, with preview and download through the file-access helper (docs/business-rules.md#file-access). */
export function DocumentFileInfo({ doc, label }: { doc: TDocument; label: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const { accessFile, isPending } = useFileAccess();
  const open = (mode: TFileAccessMode) =>
    void accessFile({ url: fileUrlWithMode(doc.file_url, mode), fallbackName: doc.original_name, mode });
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2 text-sm">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900 dark:text-slate-100">{doc.original_name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatFileSize(doc.file_size, localeOf(language))} ·{' '}
            {t('card.uploadedAt', { date: formatDateTime(doc.uploaded_at, localeOf(language)) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => open('view')}
          disabled={isPending}
          aria-label={t('card.viewFor', { label })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('card.view')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => open('download')}
          disabled={isPending}
          aria-label={t('card.downloadFor', { label })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('card.download')}
        </Button>
      </div>
    </div>
  );
}
