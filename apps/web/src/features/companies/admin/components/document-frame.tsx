import { useTranslation } from 'react-i18next';
import type { TAdminDocument } from '@portal/contract';

/**
 * The file itself inside the page: a PDF in a frame, an image as an image, both from
 * admin/documents/get_document.php (inline, same origin only; docs/decisions/036).
 */
export function DocumentFrame({ doc, label }: { doc: TAdminDocument; label: string }) {
  const { t } = useTranslation('admin');
  const title = t('documents.previewOf', { label });
  if (doc.mime_type.startsWith('image/')) {
    return (
      <div className="flex max-h-[70vh] min-h-64 items-start justify-center overflow-auto rounded-md border border-slate-200 bg-slate-100 p-2 dark:border-slate-800 dark:bg-slate-950">
        <img src={doc.admin_file_url} alt={title} className="max-w-full object-contain" />
      </div>
    );
  }
  return (
    <iframe
      key={doc.uuid}
      src={doc.admin_file_url}
      title={title}
      className="h-[70vh] min-h-96 w-full rounded-md border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950"
    />
  );
}
