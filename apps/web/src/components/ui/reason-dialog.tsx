import { useId, useState, type ReactNode } from 'react';
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
  /** The server's word on the reason (a 422), already translated or as the server sent it. */
  serverError?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Under the box: the rule (required, how long) and the Ctrl+Enter shortcut, in the caller's words. */
  hint: string;
}

/**
 * A confirmation whose body is a required reason or note (reject a proof or an application,
 * cancel a request, cancel or refund an invoice, revoke a certificate). Checked as the server checks it (`zReason`);
 * Ctrl+Enter in the box confirms, so a clerk never leaves the keyboard.
 */
export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
  onCloseAutoFocus,
  hint,
}: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = zReason.safeParse(value);
    if (!parsed.success) {
      setError(translateFieldMessage(parsed.error.issues[0]?.message));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onSubmit(parsed.data);
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      isPending={isPending}
      onConfirm={submit}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField id={id} label={label} hint={hint} error={error ?? serverError} required>
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
