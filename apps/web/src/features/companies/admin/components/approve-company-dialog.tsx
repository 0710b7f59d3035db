import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useVerifyCompany } from '../api/verify-company';
import { showActionError } from '../lib/action-error';

interface Props {
  company: { companyId: number; name: string };
  onClose: (done: boolean) => void;
}

/** Approve: company and user verified in one step, the user notified (docs/business-rules.md#approval). */
export function ApproveCompanyDialog({ company, onClose }: Props) {
  const { t } = useTranslation('admin');
  const mutation = useVerifyCompany();
  const confirm = () =>
    mutation.mutate(
      { company_id: company.companyId, decision: 'approve' },
      {
        onSuccess: () => {
          toast({ title: t('detail.decision.approvedToast', { name: company.name }), variant: 'success' });
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
      title={t('detail.decision.approveDialog.title')}
      description={t('detail.decision.approveDialog.description', { name: company.name })}
      confirmLabel={t('detail.decision.approveDialog.confirm')}
      isPending={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
