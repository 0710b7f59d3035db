import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZSetSuspendedRequest, type TSetSuspendedRequest } from '@portal/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { showErrorToast } from '@/lib/errors';
import { useSetUserSuspended } from '../api/set-user-suspended';
import { translateFieldMessage } from '@/lib/field-messages';
import { refusalMessage } from '../lib/refusal-message';
import { RefusalAlert } from './refusal-alert';

interface Props {
  user: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * Suspend with a required reason (contract ZSetSuspendedRequest), after a confirmation. The
 * user is logged out everywhere and cannot log in (docs/business-rules.md#user-status). A 409 refusal stays in the dialog.
 */
export function SuspendUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useSetUserSuspended();
  const form = useForm<TSetSuspendedRequest>({
    resolver: zodResolver(ZSetSuspendedRequest),
    defaultValues: { uuid: user.uuid, suspended: true, reason: '' },
  });
  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('users.suspend.success', { name: user.name }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) setRefusal(message);
        else showErrorToast(error);
      },
    });
  });
  const reasonError = translateFieldMessage(form.formState.errors.reason?.message, t);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.suspend.title')}
      description={t('users.suspend.description', { name: user.name })}
      confirmLabel={t('users.suspend.confirm')}
      destructive
      isPending={mutation.isPending}
      onConfirm={() => void submit()}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        <FormField
          id="suspend-reason"
          label={t('users.suspend.reason')}
          hint={t('users.suspend.reasonHint')}
          error={reasonError}
          required
        >
          {(field) => <Textarea {...field} rows={3} maxLength={500} {...form.register('reason')} />}
        </FormField>
        {refusal ? <RefusalAlert message={refusal} /> : null}
      </form>
    </ConfirmDialog>
  );
}
