import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { showErrorToast } from '@/lib/errors';
import { useSetUserSuspended } from '../api/set-user-suspended';
import { refusalMessage } from '../lib/refusal-message';
import { RefusalAlert } from './refusal-alert';

interface Props {
  user: { uuid: string; name: string };
  onClose: () => void;
}

/** Lifting a suspension restores the status the user had (docs/business-rules.md#user-status). */
export function ReactivateUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useSetUserSuspended();
  const confirm = () => {
    setRefusal(null);
    mutation.mutate(
      { uuid: user.uuid, suspended: false },
      {
        onSuccess: () => {
          toast({ title: t('users.reactivate.success', { name: user.name }), variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const message = refusalMessage(error);
          if (message) setRefusal(message);
          else showErrorToast(error);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.reactivate.title')}
      description={t('users.reactivate.description', { name: user.name })}
      confirmLabel={t('users.reactivate.confirm')}
      isPending={mutation.isPending}
      onConfirm={confirm}
    >
      {refusal ? <RefusalAlert message={refusal} /> : null}
    </ConfirmDialog>
  );
}
