import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useVerifyRemaining } from '../api/verify-remaining';
import { showActionError } from '../lib/action-error';

interface Props {
  companyId: number;
  /** Labels of the documents still awaiting review: the dialog lists what will be verified. */
  labels: string[];
  onClose: (done: boolean) => void;
}

/** "Verifikasi semua yang tersisa": confirmed first, then one server call, all or nothing. */
export function VerifyRemainingDialog({ companyId, labels, onClose }: Props) {
  const { t } = useTranslation('admin');
  const mutation = useVerifyRemaining();
  const confirm = () =>
    mutation.mutate(
      { company_id: companyId },
      {
        onSuccess: (data) => {
          toast({ title: t('queue.verifyAll.done', { count: data.verified }), variant: 'success' });
          onClose(true);
        },
        onError: (error) => {
          showActionError(error, t);
          onClose(false);
        },
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t('queue.verifyAll.title')}
      description={t('queue.verifyAll.description', { count: labels.length })}
      confirmLabel={t('queue.verifyAll.confirm', { count: labels.length })}
      isPending={mutation.isPending}
      onConfirm={confirm}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        {labels.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
