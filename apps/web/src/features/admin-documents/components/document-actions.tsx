import { Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { downloadUrlOf, sanitizeFileName, useFileAccess } from '@/lib/file-access';

/** Preview in a new tab (admin/documents/get_document.php) and download, through the file-access helper (docs/business-rules.md#file-access). */
export function DocumentActions({ doc, label }: { doc: TAdminDocument; label: string }) {
  const { t } = useTranslation('admin');
  const files = useFileAccess();
  const fallbackName = sanitizeFileName(doc.original_name) || doc.document_type;
  const name = `${label} ${doc.company_name ?? ''}`.trim();
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('documents.previewOf', { label: name })}
        onClick={() => void files.accessFile({ url: doc.admin_file_url, fallbackName, mode: 'view' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        <span className="hidden lg:inline">{t('documents.preview')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('documents.downloadOf', { label: name })}
        onClick={() => void files.accessFile({ url: downloadUrlOf(doc.file_url), fallbackName, mode: 'download' })}
      >
        <Download aria-hidden="true" className="size-4" />
        <span className="hidden lg:inline">{t('documents.download')}</span>
      </Button>
    </div>
  );
}
