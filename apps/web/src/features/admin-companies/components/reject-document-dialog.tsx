import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUS, ZReviewDocumentRequest, type TReviewDocumentRequest } from '@portal/contract';
import { toast } from '@/components/ui/toast';
import { useReviewDocument } from '../api/review-document';
import { showActionError } from '../lib/action-error';
import { translateFieldMessage } from '@/lib/field-messages';
import { NoteDialog } from './note-dialog';

interface Props {
  doc: { uuid: string };
  label: string;
  onClose: (done: boolean) => void;
}

/** Reject a document with a required note (contract ZReviewDocumentRequest); the company sees the note. */
export function RejectDocumentDialog({ doc, label, onClose }: Props) {
  const { t } = useTranslation('admin');
  const mutation = useReviewDocument();
  const form = useForm<TReviewDocumentRequest>({
    resolver: zodResolver(ZReviewDocumentRequest),
    defaultValues: { uuid: doc.uuid, status: DOCUMENT_STATUS.REJECTED, note: '' },
  });
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('documents.rejected', { label }), variant: 'success' });
        onClose(true);
      },
      onError: (error) => showActionError(error, t),
    }),
  );
  return (
    <NoteDialog
      id="reject-document-note"
      title={t('documents.rejectDialog.title')}
      description={t('documents.rejectDialog.description', { label })}
      noteLabel={t('documents.rejectDialog.note')}
      confirmLabel={t('documents.rejectDialog.confirm')}
      maxLength={1000}
      error={translateFieldMessage(form.formState.errors.note?.message, t)}
      isPending={mutation.isPending}
      field={form.register('note')}
      onSubmit={() => void submit()}
      onCancel={() => onClose(false)}
    />
  );
}
