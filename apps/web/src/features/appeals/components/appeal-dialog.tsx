import { useCallback, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  APPEAL_DOCUMENTS_MAX,
  APPEAL_REASON_MIN_LENGTH,
  DOCUMENT_CATEGORY,
  DOCUMENT_REQUEST_DOCUMENT_TYPE,
  type TAppealSubjectType,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { UploadBox } from '@/components/ui/upload-box';
import { useUpload } from '@/hooks/use-upload';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { uploadDocument } from '@/lib/upload';
import { useCreateAppeal } from '../api/appeals';

interface Props {
  subjectType: TAppealSubjectType;
  subjectId: string;
  /** What the subject is called in the dialog's text (a code_reg, a certificate number). */
  subjectLabel: string;
  /** Supporting files are uploads of category `other`, which a company not yet verified cannot make. */
  allowFiles: boolean;
  onClose: () => void;
}

/**
 * "Ajukan banding" (docs/business-rules.md#complaints-and-appeals): the reason (at least 30
 * characters, checked as the server checks it) and up to 10 supporting files, each uploaded at
 * once with progress (category `other`) and sent by uuid with the appeal.
 */
export function AppealDialog({ subjectType, subjectId, subjectLabel, allowFiles, onClose }: Props) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  const create = useCreateAppeal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [files, setFiles] = useState<{ uuid: string; name: string }[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const run = useCallback(
    (file: File, onProgress: (p: number) => void, signal: AbortSignal) =>
      uploadDocument({
        file,
        documentType: DOCUMENT_REQUEST_DOCUMENT_TYPE,
        category: DOCUMENT_CATEGORY.OTHER,
        onProgress,
        signal,
      }),
    [],
  );
  const upload = useUpload(run);
  const uploading = upload.state.phase === 'uploading';

  const submit = () => {
    const text = reason.trim();
    if (text.length < APPEAL_REASON_MIN_LENGTH) {
      setError(t('form.reasonShort', { min: APPEAL_REASON_MIN_LENGTH }));
      document.getElementById('appeal-reason')?.focus();
      return;
    }
    create.mutate(
      { subject_type: subjectType, subject_id: subjectId, reason: text, document_uuids: files.map((f) => f.uuid) },
      {
        onSuccess: (data) => {
          toast({
            title: t('form.sent', { date: formatBusinessDate(data.appeal.answer_by, locale) }),
            variant: 'success',
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('form.title')}
      description={t('form.description', { subject: subjectLabel })}
      closeLabel={t('common:close')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('common:cancel')}
          </Button>
          <Button onClick={submit} isLoading={create.isPending} disabled={uploading || create.isPending}>
            {t('form.submit')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField
          id="appeal-reason"
          label={t('form.reason')}
          hint={t('form.reasonHint', { min: APPEAL_REASON_MIN_LENGTH, count: reason.trim().length })}
          error={error}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              autoFocus
              rows={5}
              maxLength={5000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(undefined);
              }}
            />
          )}
        </FormField>
        {allowFiles ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('form.files')}</legend>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('form.filesHint', { max: APPEAL_DOCUMENTS_MAX })}
            </p>
            {files.length ? (
              <ul className="space-y-1">
                {files.map((f) => (
                  <li
                    key={f.uuid}
                    className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700"
                  >
                    <span className="min-w-0 [overflow-wrap:anywhere]">{f.name}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('form.remove', { name: f.name })}
                      onClick={() => setFiles((all) => all.filter((x) => x.uuid !== f.uuid))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {files.length < APPEAL_DOCUMENTS_MAX ? (
              <UploadBox
                id="appeal-file"
                label={t('form.fileFor')}
                state={upload.state}
                onFile={(file) =>
                  void upload.start(file).then((doc) => {
                    if (!doc) return;
                    setFiles((all) => [...all, { uuid: doc.uuid, name: doc.original_name }]);
                    setAnnouncement(t('form.uploaded', { name: file.name }));
                  })
                }
                onCancel={upload.cancel}
                setError={upload.setError}
                clearError={upload.clearError}
                announcement={announcement}
              />
            ) : null}
          </fieldset>
        ) : null}
      </form>
    </Dialog>
  );
}
