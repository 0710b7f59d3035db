import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zReason } from '@portal/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { translateFieldMessage } from '@/lib/field-messages';

interface Props {
  title: string;
  description: ReactNode;
  label: string;
  confirmLabel: string;
  isPending: boolean;
  /** The server's word on the reason (a 422), already translated. */
  serverError?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A destructive confirmation whose body is a required reason (revoking a certificate), checked
 * as the server checks it (`zReason`); Ctrl+Enter in the box confirms.
 */
export function ReasonDialog({ title, description, label, confirmLabel, isPending, serverError, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('adminCertificates');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = zReason.safeParse(value);
    if (!parsed.success) {
      setError(translateFieldMessage(parsed.error.issues[0]?.message, t));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onSubmit(parsed.data);
  };
  return (
    <ConfirmDialog open onOpenChange={(open) => !open && onCancel()} title={title} description={description} confirmLabel={confirmLabel} destructive isPending={isPending} onConfirm={submit}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField id={id} label={label} hint={t('reasonHint')} error={error ?? serverError} required>
          {(control) => (
            <Textarea
              {...control}
              autoFocus
              rows={4}
              maxLength={2000}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
          )}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
