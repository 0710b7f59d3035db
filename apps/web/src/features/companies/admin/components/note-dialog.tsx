import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

interface Props {
  id: string;
  title: string;
  description: ReactNode;
  noteLabel: string;
  noteHint?: string;
  confirmLabel: string;
  maxLength: number;
  /** Already translated. */
  error?: string;
  isPending: boolean;
  field: UseFormRegisterReturn;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A confirmation whose body is a required note (reject a document, reject a registration). */
export function NoteDialog({
  id,
  title,
  description,
  noteLabel,
  noteHint,
  confirmLabel,
  maxLength,
  error,
  isPending,
  field,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      isPending={isPending}
      onConfirm={onSubmit}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <FormField id={id} label={noteLabel} hint={noteHint ?? t('detail.noteHint')} error={error} required>
          {(control) => <Textarea {...control} rows={4} maxLength={maxLength} {...field} />}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
