import { ClipboardCheck, Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminDocument } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { downloadUrlOf, sanitizeFileName, useFileAccess } from '@/lib/file-access';

/**
 * Where a document is reviewed: the screen the server names (`review_url`: a registration document
 * in its company's review, a transfer proof in the payment queue or on its application, an
 * application's file on its application; null where nothing reviews it, defect 6); without it, the
 * company detail with the document selected (`?doc=<uuid>`).
 */
export const reviewPathOf = (doc: Pick<TAdminDocument, 'company_id' | 'uuid' | 'review_url'>) =>
  doc.review_url !== undefined
    ? doc.review_url
    : doc.company_id
      ? `/admin/companies/${doc.company_id}?doc=${encodeURIComponent(doc.uuid)}`
      : null;

/** The saved name when the server gives none: `<company>_<type>.<ext>`, like the server's (docs/business-rules.md#files). */
export function documentFallbackName(
  doc: Pick<TAdminDocument, 'company_name' | 'document_type' | 'original_name'>,
): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(doc.original_name)?.[1]?.toLowerCase();
  const base = `${(doc.company_name ?? '').trim().replace(/\s+/g, '_')}_${doc.document_type}`.replace(/^_/, '');
  return sanitizeFileName(ext ? `${base}.${ext}` : base) || doc.document_type;
}

/**
 * Review (a link to the company detail with this document selected), preview in a new tab
 * (admin/documents/get_document.php) and download, through the file-access helper
 * (docs/business-rules.md#file-access).
 */
export function DocumentActions({ doc, label }: { doc: TAdminDocument; label: string }) {
  const { t } = useTranslation('admin');
  const files = useFileAccess();
  const fallbackName = documentFallbackName(doc);
  const name = `${label} ${doc.company_name ?? ''}`.trim();
  const reviewPath = reviewPathOf(doc);
  return (
    <div className="flex justify-end gap-1">
      {reviewPath ? (
        <Link
          to={reviewPath}
          aria-label={t('documents.reviewOf', { label: name })}
          title={t('documents.review')}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          <span className="hidden xl:inline">{t('documents.review')}</span>
        </Link>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('documents.previewOf', { label: name })}
        title={t('documents.preview')}
        onClick={() => void files.accessFile({ url: doc.admin_file_url, fallbackName, mode: 'view' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        <span className="hidden xl:inline">{t('documents.preview')}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('documents.downloadOf', { label: name })}
        title={t('documents.download')}
        onClick={() => void files.accessFile({ url: downloadUrlOf(doc.file_url), fallbackName, mode: 'download' })}
      >
        <Download aria-hidden="true" className="size-4" />
        <span className="hidden xl:inline">{t('documents.download')}</span>
      </Button>
    </div>
  );
}
