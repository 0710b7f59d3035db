import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS, INVOICE_STATUS } from '@portal/contract/constants';
import type { TApplication, TApplicationSubmitMissing } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/currency';
import { translateError } from '@/lib/errors';
import { useDeleteApplication, useSubmitApplication, useWithdrawApplication } from '../api/applications';
import { MissingItems } from './missing-items';

type TAction = 'submit' | 'withdraw' | 'delete';

const missingOf = (e: unknown): TApplicationSubmitMissing | null => {
  if (!(e instanceof ApiError) || e.status !== 422) return null;
  const d = e.data as Partial<TApplicationSubmitMissing> | undefined;
  return { missing_fields: d?.missing_fields ?? [], missing_documents: d?.missing_documents ?? [] };
};

/**
 * Edit, submit, withdraw (submitted with an unpaid, `pending` invoice) and delete (draft), each
 * after a confirmation. A refused submit lists what is missing from the server's 422 answer.
 */
export function ApplicationActions({ app }: { app: TApplication }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const [open, setOpen] = useState<TAction | null>(null);
  const [missing, setMissing] = useState<TApplicationSubmitMissing | null>(null);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const remove = useDeleteApplication();
  const isDraft = app.status === APPLICATION_STATUS.DRAFT;
  const canWithdraw = app.status === APPLICATION_STATUS.SUBMITTED && app.invoice?.status === INVOICE_STATUS.PENDING;
  const code = app.code_reg;
  const fail = (e: unknown) =>
    toast({ title: t('actions.failed'), description: translateError(e).message, variant: 'destructive' });

  const onSubmit = () =>
    submit.mutate(code, {
      onSuccess: ({ invoice }) => {
        setOpen(null);
        setMissing(null);
        toast({ title: t('actions.submitted', { code, trans: invoice.transId }), variant: 'success' });
      },
      onError: (e) => {
        setOpen(null);
        const m = missingOf(e);
        if (m && (m.missing_fields.length || m.missing_documents.length)) setMissing(m);
        else fail(e);
      },
    });
  const onWithdraw = () =>
    withdraw.mutate(code, {
      onSuccess: () => {
        setOpen(null);
        toast({ title: t('actions.withdrawn', { code }), variant: 'success' });
      },
      onError: (e) => {
        setOpen(null);
        fail(e);
      },
    });
  const onDelete = () =>
    remove.mutate(code, {
      onSuccess: () => {
        toast({ title: t('actions.deleted', { code }), variant: 'success' });
        void navigate('/applications', { replace: true });
      },
      onError: (e) => {
        setOpen(null);
        fail(e);
      },
    });

  if (!isDraft && !canWithdraw) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {isDraft ? (
          <>
            <Button onClick={() => setOpen('submit')}>{t('actions.submit')}</Button>
            <Link to={`/applications/edit/${code}`} className={buttonClasses('outline', 'md')}>
              {t('actions.edit')}
            </Link>
            <Button variant="ghost" onClick={() => setOpen('delete')}>
              <span className="text-red-700 dark:text-red-300">{t('actions.delete')}</span>
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setOpen('withdraw')}>
            {t('actions.withdraw')}
          </Button>
        )}
      </div>
      {missing ? (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <p className="text-sm font-semibold">{t('actions.submitMissing')}</p>
          <MissingItems fields={missing.missing_fields} documents={missing.missing_documents} />
        </div>
      ) : null}
      <ConfirmDialog
        open={open === 'submit'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('actions.submitConfirm.title', { code })}
        description={t('actions.submitConfirm.description', { total: formatCurrency(app.fee_quote?.total ?? 0) })}
        confirmLabel={t('actions.submitConfirm.confirm')}
        isPending={submit.isPending}
        onConfirm={onSubmit}
      />
      <ConfirmDialog
        open={open === 'withdraw'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('actions.withdrawConfirm.title', { code })}
        description={t('actions.withdrawConfirm.description', { trans: app.invoice?.transId ?? '' })}
        confirmLabel={t('actions.withdrawConfirm.confirm')}
        destructive
        isPending={withdraw.isPending}
        onConfirm={onWithdraw}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('actions.deleteConfirm.title', { code })}
        description={t('actions.deleteConfirm.description')}
        confirmLabel={t('actions.deleteConfirm.confirm')}
        destructive
        isPending={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
