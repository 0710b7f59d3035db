import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH, type TNoteEntityType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldError } from '@/lib/admin/action-error';
import { showErrorToast } from '@/lib/errors';
import { translateFieldMessage } from '@/lib/field-messages';
import { useAddNote } from '../api/audit';

/**
 * "Catatan internal" on a case (docs/business-rules.md#internal-notes): for administrators only,
 * never shown to the company; it becomes a row of the entity's history below.
 */
export function InternalNoteForm({ entityType, entityId }: { entityType: TNoteEntityType; entityId: string }) {
  const { t } = useTranslation('adminAudit');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddNote(entityType, entityId);
  const id = `internal-note-${entityType}-${entityId}`;
  return (
    <form
      noValidate
      className="space-y-2 border-b border-slate-200 pb-4 dark:border-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        if (!note.trim()) return setError(t('notes.required'));
        setError(undefined);
        add.mutate(note.trim(), {
          onSuccess: () => {
            setNote('');
            toast({ title: t('notes.added'), variant: 'success' });
          },
          onError: (err) => {
            const field = fieldError(err, 'note');
            if (field) setError(translateFieldMessage(field, t));
            else showErrorToast(err);
          },
        });
      }}
    >
      <FormField id={id} label={t('notes.label')} hint={t('notes.hint')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="sm" variant="outline" isLoading={add.isPending}>
        {t('notes.add')}
      </Button>
    </form>
  );
}
