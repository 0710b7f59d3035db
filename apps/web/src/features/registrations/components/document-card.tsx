import { documentCardId } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUS, UPLOAD_ACCEPT_ATTR, type TDocument, type TRegistrationDocumentType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { useDeleteDocument } from '../api/delete-document';
import { useDocumentUpload } from '../api/use-document-upload';
import { formatFileSize } from '@/lib/file-size';
import { localeOf } from '@/lib/locale';
import { checkUploadFile } from '../lib/file-checks';
import { DocumentCardHeader, RejectionNote } from './document-card-header';
import { DocumentFileInfo } from './document-file-info';

interface Props {
  type: TRegistrationDocumentType;
  doc: TDocument | undefined;
  isRequired: boolean;
  /** False while the registration is in review or after approval. */
  isEditable: boolean;
  /** The registration is in review: only a document the admin rejected may be replaced, at once. */
  isInReview?: boolean;
}

/**
 * One registration document (docs/business-rules.md#registration-documents): required mark, status, the admin's note when rejected,
 * preview/download, and upload by drag-and-drop or picking, with progress. Replace and delete
 * only before verification, each after a confirmation.
 */
export function DocumentCard({ type, doc, isRequired, isEditable, isInReview = false }: Props) {
  const { t, i18n } = useTranslation('onboarding');
  const label = t(`types.${type}.label`);
  const upload = useDocumentUpload(type);
  const deletion = useDeleteDocument();
  const [isReplacing, setIsReplacing] = useState(false);
  const [pendingReplace, setPendingReplace] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const canChange = isEditable && doc?.status !== DOCUMENT_STATUS.VERIFIED;
  // During review a rejected document is replaced at once (docs/business-rules.md#document-status): upload only, no delete.
  const canReplaceRejected = isInReview && doc?.status === DOCUMENT_STATUS.REJECTED;
  const isUploading = upload.state.phase === 'uploading';
  const showDropzone = !isUploading && ((canChange && (!doc || isReplacing)) || canReplaceRejected);
  const ids = {
    title: `doc-${type}-title`,
    hint: `doc-${type}-hint`,
    error: `doc-${type}-error`,
    input: `doc-${type}-file`,
  };
  const errorMessage = upload.state.phase === 'error' ? upload.state.message : null;
  // Progress is announced in quarter steps: every percent would drown the screen reader.
  const liveText =
    upload.state.phase === 'uploading'
      ? t('card.uploadingProgress', {
          name: upload.state.fileName,
          percent: Math.floor(upload.state.progress / 25) * 25,
        })
      : announcement;

  const runUpload = async (file: File) => {
    setAnnouncement('');
    const saved = await upload.start(file);
    if (saved) {
      setIsReplacing(false);
      setAnnouncement(t('card.uploaded', { label }));
    }
  };
  const onFile = (file: File) => {
    const problem = checkUploadFile(file);
    if (problem) {
      upload.setError(t(`card.fileErrors.${problem}`, { size: formatFileSize(file.size, localeOf(i18n.language)) }));
      return;
    }
    upload.clearError();
    // Replacing a rejected document needs no confirmation: the rejected file is not kept as current anyway.
    if (doc && !canReplaceRejected) setPendingReplace(file);
    else void runUpload(file);
  };

  return (
    <Card id={documentCardId(type)} className="flex flex-col gap-3 p-4" data-document-type={type}>
      <section aria-labelledby={ids.title} className="flex flex-1 flex-col gap-3">
        <DocumentCardHeader titleId={ids.title} type={type} label={label} doc={doc} isRequired={isRequired} />
        {doc?.status === DOCUMENT_STATUS.REJECTED ? <RejectionNote note={doc.review_note} /> : null}

        {doc ? <DocumentFileInfo doc={doc} label={label} /> : null}

        {upload.state.phase === 'uploading' ? (
          <div className="space-y-2">
            <ProgressBar value={upload.state.progress} label={t('card.uploading', { name: upload.state.fileName })} />
            <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span aria-hidden="true">{Math.round(upload.state.progress)}%</span>
              <Button size="sm" variant="ghost" onClick={() => upload.cancel()}>
                {t('card.cancelUpload')}
              </Button>
            </div>
          </div>
        ) : null}

        {showDropzone ? (
          <FileDropzone
            id={ids.input}
            accept={UPLOAD_ACCEPT_ATTR}
            onFile={onFile}
            buttonLabel={t('card.pick')}
            inputLabel={t('card.pickFor', { label })}
            dropText={t('card.dropText')}
            tapText={t('card.tapText')}
            hint={<span id={ids.hint}>{t('card.hint')}</span>}
            describedBy={[ids.hint, errorMessage ? ids.error : null].filter(Boolean).join(' ')}
            invalid={Boolean(errorMessage)}
          />
        ) : null}

        {errorMessage ? (
          <p id={ids.error} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errorMessage}
          </p>
        ) : null}

        {doc && !isUploading ? (
          <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
            {canChange ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    upload.clearError();
                    setIsReplacing((v) => !v);
                  }}
                  aria-label={isReplacing ? undefined : t('card.replaceFor', { label })}
                >
                  {isReplacing ? t('card.cancelReplace') : t('card.replace')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirmDelete(true)}
                  aria-label={t('card.deleteFor', { label })}
                >
                  <span className="text-red-600 dark:text-red-400">{t('card.delete')}</span>
                </Button>
              </>
            ) : canReplaceRejected ? (
              <p className="text-xs text-slate-600 dark:text-slate-300">{t('card.replaceDuringReview')}</p>
            ) : (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {doc.status === DOCUMENT_STATUS.VERIFIED ? t('card.verifiedLocked') : t('card.locked')}
              </p>
            )}
          </div>
        ) : null}

        <p aria-live="polite" className="sr-only">
          {liveText}
        </p>
      </section>

      <ConfirmDialog
        open={pendingReplace !== null}
        onOpenChange={(open) => !open && setPendingReplace(null)}
        title={t('card.replaceConfirm.title', { label })}
        description={t('card.replaceConfirm.description', {
          oldName: doc?.original_name ?? '',
          newName: pendingReplace?.name ?? '',
        })}
        confirmLabel={t('card.replaceConfirm.confirm')}
        onConfirm={() => {
          const file = pendingReplace;
          setPendingReplace(null);
          if (file) void runUpload(file);
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('card.deleteConfirm.title', { label })}
        description={t('card.deleteConfirm.description', { name: doc?.original_name ?? '' })}
        confirmLabel={t('card.deleteConfirm.confirm')}
        destructive
        isPending={deletion.isPending}
        onConfirm={() =>
          doc &&
          deletion.mutate(doc.uuid, {
            onSuccess: () => {
              setConfirmDelete(false);
              setIsReplacing(false);
              toast({ title: t('card.deleted'), variant: 'success' });
            },
          })
        }
      />
    </Card>
  );
}
