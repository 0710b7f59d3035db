import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORY, type TDocument, type TSbuApplicationDocumentType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DocumentFile } from '@/components/ui/file-links';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { UploadBox } from '@/components/ui/upload-box';
import { useUpload } from '@/hooks/use-upload';
import { uploadDocument } from '@/lib/upload';
import { applicationKeys } from '../api/applications';

interface Props {
  codeReg: string;
  type: TSbuApplicationDocumentType;
  doc: TDocument | undefined;
  isRequired: boolean;
  /** Only a draft's documents may change. */
  isEditable: boolean;
}

/**
 * One supporting document, as on Dokumen Registrasi: required mark, the file with view and
 * download, upload with progress, and replace after a confirmation (the old file stays as history).
 */
export function SupportingDocumentCard({ codeReg, type, doc, isRequired, isEditable }: Props) {
  const { t } = useTranslation('applications');
  const qc = useQueryClient();
  const label = t(`documents.types.${type}`);
  const run = useCallback(
    (file: File, onProgress: (p: number) => void, signal: AbortSignal) =>
      uploadDocument({
        file,
        documentType: type,
        category: DOCUMENT_CATEGORY.SBU_APPLICATION,
        codeReg,
        onProgress,
        signal,
      }),
    [type, codeReg],
  );
  const upload = useUpload(run);
  const [isReplacing, setIsReplacing] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleId = `sbu-doc-${type}`;

  const go = async (file: File) => {
    setAnnouncement('');
    const saved = await upload.start(file);
    if (saved) {
      setIsReplacing(false);
      setAnnouncement(t('files:upload.uploaded', { label }));
      await qc.invalidateQueries({ queryKey: applicationKeys.detail(codeReg) });
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-4" data-document-type={type}>
      <section aria-labelledby={titleId} className="flex flex-1 flex-col gap-3">
        <header className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {label}
          </h3>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <span
              className={
                isRequired
                  ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-900/30 dark:text-red-200'
                  : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              }
            >
              {isRequired ? t('documents.required') : t('documents.optional')}
            </span>
            {doc ? (
              <EntityStatusBadge status={doc.status} />
            ) : (
              <span className="rounded-full border border-dashed border-slate-400 px-2 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-500 dark:text-slate-300">
                {t('documents.notUploaded')}
              </span>
            )}
          </div>
        </header>
        {doc ? <DocumentFile doc={doc} label={label} /> : null}
        {isEditable ? (
          <UploadBox
            id={`sbu-upload-${type}`}
            label={label}
            state={upload.state}
            showDropzone={!doc || isReplacing}
            onFile={(file) => (doc ? setPending(file) : void go(file))}
            onCancel={upload.cancel}
            setError={upload.setError}
            clearError={upload.clearError}
            announcement={announcement}
          />
        ) : null}
        {doc && upload.state.phase !== 'uploading' ? (
          <div className="mt-auto border-t border-slate-100 pt-3 dark:border-slate-800">
            {isEditable ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  upload.clearError();
                  setIsReplacing((v) => !v);
                }}
                aria-label={isReplacing ? undefined : t('documents.replaceFor', { label })}
              >
                {isReplacing ? t('documents.cancelReplace') : t('documents.replace')}
              </Button>
            ) : (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('documents.locked')}</p>
            )}
          </div>
        ) : null}
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('documents.replaceConfirm.title', { label })}
        description={t('documents.replaceConfirm.description', {
          oldName: doc?.original_name ?? '',
          newName: pending?.name ?? '',
        })}
        confirmLabel={t('documents.replaceConfirm.confirm')}
        onConfirm={() => {
          const file = pending;
          setPending(null);
          if (file) void go(file);
        }}
      />
    </Card>
  );
}
