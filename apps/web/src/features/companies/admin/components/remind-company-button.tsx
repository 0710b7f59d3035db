import { useRef, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useRemindCompany } from '../api/remind-company';
import { showActionError } from '../lib/action-error';

/**
 * A reminder to a company that has not submitted (docs/business-rules.md#reminders): a
 * notification and an e-mail listing what is missing, at most once a day.
 */
export function RemindCompanyButton({ company }: { company: { companyId: number; name: string } }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const mutation = useRemindCompany(company.companyId);
  const close = () => {
    setOpen(false);
    setTimeout(() => opener.current?.focus(), 0);
  };
  const confirm = () =>
    mutation.mutate(
      { company_id: company.companyId },
      {
        onSuccess: () => {
          toast({ title: t('queue.remind.sent', { name: company.name }), variant: 'success' });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429)
            toast({ title: t('detail.refusedTitle'), description: t('queue.remind.tooSoon'), variant: 'warning' });
          else showActionError(error, t);
          close();
        },
      },
    );
  return (
    <>
      <Button ref={opener} variant="outline" onClick={() => setOpen(true)}>
        <BellRing aria-hidden="true" className="size-4" />
        {t('queue.remind.button')}
      </Button>
      {open ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t('queue.remind.title')}
          description={t('queue.remind.description', { name: company.name })}
          confirmLabel={t('queue.remind.confirm')}
          isPending={mutation.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
