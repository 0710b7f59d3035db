import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_REJECTION_REASONS, DOCUMENT_STATUS, V, rejectionNote } from '@portal/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { translateFieldMessage } from '@/lib/field-messages';
import { useReviewDocument } from '../api/review-document';
import { showActionError } from '../lib/action-error';

interface Props {
  doc: { uuid: string };
  label: string;
  onClose: (done: boolean) => void;
}

const NOTE_MAX = 1000;

/**
 * Reject a document: a ready-made reason (docs/business-rules.md#rejection-reasons), free text, or
 * both; at least one is required. The company sees the note as sent (the reason in Indonesian).
 */
export function RejectDocumentDialog({ doc, label, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const mutation = useReviewDocument();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const groupId = useId();
  const lang = i18n.language.startsWith('en') ? 'en' : 'id';
  const submit = () => {
    const note = rejectionNote(reason, text);
    if (!note) return setError(translateFieldMessage(V.required, t));
    if (note.length > NOTE_MAX) return setError(translateFieldMessage(V.tooLong, t));
    setError(undefined);
    mutation.mutate(
      { uuid: doc.uuid, status: DOCUMENT_STATUS.REJECTED, note },
      {
        onSuccess: () => {
          toast({ title: t('documents.rejected', { label }), variant: 'success' });
          onClose(true);
        },
        onError: (err) => showActionError(err, t),
      },
    );
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t('documents.rejectDialog.title')}
      description={t('documents.rejectDialog.description', { label })}
      confirmLabel={t('documents.rejectDialog.confirm')}
      destructive
      isPending={mutation.isPending}
      onConfirm={submit}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend id={groupId} className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('queue.reasons.legend')}
          </legend>
          <div className="grid gap-1.5">
            {DOCUMENT_REJECTION_REASONS.map((r) => (
              <label
                key={r.id}
                className="flex items-start gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <input
                  type="radio"
                  name="rejection-reason"
                  value={r.id}
                  checked={reason === r.id}
                  onChange={() => setReason(r.id)}
                  className="mt-0.5 accent-brand-600"
                />
                {r.text[lang]}
              </label>
            ))}
            <label className="flex items-start gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800">
              <input
                type="radio"
                name="rejection-reason"
                value=""
                checked={reason === ''}
                onChange={() => setReason('')}
                className="mt-0.5 accent-brand-600"
              />
              {t('queue.reasons.none')}
            </label>
          </div>
        </fieldset>
        <FormField
          id="reject-document-note"
          label={t('documents.rejectDialog.note')}
          hint={t('queue.reasons.hint')}
          error={error}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={NOTE_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
