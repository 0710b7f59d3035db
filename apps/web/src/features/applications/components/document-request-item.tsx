import { requestCardId } from '@portal/contract/constants';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORY, DOCUMENT_REQUEST_DOCUMENT_TYPE, type TDocumentRequest } from '@portal/contract';
import { DocumentFile } from '@/components/ui/file-links';
import { StatusBadge } from '@/components/ui/status-badge';
import { UploadBox } from '@/components/ui/upload-box';
import { useUpload } from '@/hooks/use-upload';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { uploadDocument } from '@/lib/upload';
import { useFulfilRequest } from '../api/applications';

/**
 * One document request (docs/business-rules.md#document-requests): what the admin asks for and
 * by when; while open, its own upload (category `other`) that fulfils it.
 */
export function DocumentRequestItem({ request, codeReg }: { request: TDocumentRequest; codeReg: string }) {
  const { t } = useTranslation('applications');
  const { locale } = useLocale();
  const fulfil = useFulfilRequest(codeReg);
  const [announcement, setAnnouncement] = useState('');
  const run = useCallback(
    async (file: File, onProgress: (p: number) => void, signal: AbortSignal) => {
      const doc = await uploadDocument({
        file,
        documentType: DOCUMENT_REQUEST_DOCUMENT_TYPE,
        category: DOCUMENT_CATEGORY.OTHER,
        onProgress,
        signal,
      });
      return fulfil.mutateAsync({ uuid: request.uuid, document_uuid: doc.uuid });
    },
    [fulfil, request.uuid],
  );
  const upload = useUpload(run);
  const titleId = `request-${request.uuid}`;
  return (
    <li
      id={requestCardId(request.uuid)}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {request.title}
          </h3>
          {request.description ? (
            <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{request.description}</p>
          ) : null}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('detail.dueDate', { date: formatBusinessDate(request.due_date, locale) })}
            {request.overdue ? (
              <span className="ml-2 font-semibold text-red-700 dark:text-red-300">{t('detail.overdue')}</span>
            ) : null}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      {request.status === 'open' ? (
        <UploadBox
          id={`request-upload-${request.uuid}`}
          label={request.title}
          state={upload.state}
          onFile={(file) =>
            void upload.start(file).then((done) => {
              if (done) setAnnouncement(t('detail.requestUploaded', { title: request.title }));
            })
          }
          onCancel={upload.cancel}
          setError={upload.setError}
          clearError={upload.clearError}
          announcement={announcement}
        />
      ) : null}
      {request.fulfilled_document ? <DocumentFile doc={request.fulfilled_document} label={request.title} /> : null}
      {request.status === 'cancelled' && request.cancel_reason ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('detail.cancelReason', { reason: request.cancel_reason })}
        </p>
      ) : null}
    </li>
  );
}
