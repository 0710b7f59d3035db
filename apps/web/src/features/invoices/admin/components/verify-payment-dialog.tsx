import { useTranslation } from 'react-i18next';
import type { TPaymentQueueItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatCurrency } from '@/lib/currency';

interface Props {
  item: TPaymentQueueItem;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Verifying a payment cannot be undone, so it is confirmed; the confirm button has the focus, so
 * `v` then Enter verifies (two keys per payment).
 */
export function VerifyPaymentDialog({ item, isPending, onConfirm, onCancel, onCloseAutoFocus }: Props) {
  const { t } = useTranslation('adminWorkflow');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isPending && onCancel()}
      title={t('payments.verifyDialog.title', { transId: item.transId })}
      description={t('payments.verifyDialog.description', {
        amount: formatCurrency(item.total),
        company: item.company_name,
        codeReg: item.application.code_reg,
      })}
      closeLabel={t('common:close')}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            {t('common:cancel')}
          </Button>
          <Button autoFocus onClick={onConfirm} isLoading={isPending} disabled={isPending}>
            {t('payments.verifyDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
