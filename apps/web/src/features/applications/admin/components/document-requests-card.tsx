import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUS,
  DOCUMENT_REQUEST_STATUS,
  type TApplication,
  type TDocumentRequest,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useFileAccess } from '@/lib/file-access';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { translateFieldMessage } from '@/lib/field-messages';
import { localeOf } from '@/lib/locale';
import { useCancelDocumentRequest } from '../api/applications';
import { fieldError, showActionError } from '@/lib/admin/action-error';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { apiUrl } from '@/lib/api-client';
import { RequestForm } from './request-form';

/** Document requests of the application: each with its status, due date and answer; create (under review) and cancel with a reason. */
export function DocumentRequestsCard({ app }: { app: TApplication }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TDocumentRequest | null>(null);
  const cancel = useCancelDocumentRequest();
  const focus = useReturnFocus();
  const files = useFileAccess();
  const locale = localeOf(i18n.language);
  const canCreate = app.status === APPLICATION_STATUS.UNDER_REVIEW;
  const closeCancel = () => {
    setCancelling(null);
    focus.restore();
  };
  const runCancel = (reason: string) => {
    const request = cancelling;
    if (!request) return;
    cancel.mutate(
      { uuid: request.uuid, reason },
      {
        onSuccess: () => {
          toast({ title: t('detail.requests.cancelledToast', { title: request.title }), variant: 'success' });
          setCancelling(null);
        },
        onError: (error) => {
          if (fieldError(error, 'reason')) return;
          closeCancel();
          showActionError(error, t('refusedTitle'));
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('detail.requests.title')}</CardTitle>
        {canCreate && !creating ? (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('detail.requests.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {creating ? <RequestForm codeReg={app.code_reg} onDone={() => setCreating(false)} /> : null}
        {app.document_requests.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {canCreate ? t('detail.requests.empty') : t('detail.requests.emptyNotReview')}
          </p>
        ) : (
          <ul className="space-y-3">
            {app.document_requests.map((r) => (
              <li key={r.uuid} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium text-slate-900 dark:text-slate-100">{r.title}</p>
                    {r.description ? (
                      <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{r.description}</p>
                    ) : null}
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {t('detail.requests.due', { date: formatDate(r.due_date, locale) })}
                      {r.overdue ? (
                        <span className="ml-2 font-semibold text-red-700 dark:text-red-300">
                          {t('requests.overdue')}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <StatusBadge status={r.status} />
                </div>
                {r.fulfilled_document ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">
                    {t('detail.requests.fulfilled', {
                      date: r.fulfilled_at ? formatDateTime(r.fulfilled_at, locale) : '-',
                    })}{' '}
                    <button
                      type="button"
                      className="font-medium text-brand-700 underline dark:text-brand-100"
                      onClick={() =>
                        void files.accessFile({
                          url: apiUrl('admin/documents/get_document.php', { uuid: r.fulfilled_document!.uuid }),
                          fallbackName: r.fulfilled_document!.original_name,
                          mode: 'view',
                        })
                      }
                    >
                      {r.fulfilled_document.original_name}
                    </button>
                  </p>
                ) : null}
                {r.cancel_reason ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">
                    <span className="font-medium">{t('detail.requests.cancelReason')}:</span> {r.cancel_reason}
                  </p>
                ) : null}
                {r.status === DOCUMENT_REQUEST_STATUS.OPEN ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="mt-2 text-red-700 dark:text-red-300"
                    aria-label={t('detail.requests.cancelOf', { title: r.title })}
                    onClick={(e) => {
                      focus.remember(e.currentTarget);
                      setCancelling(r);
                    }}
                  >
                    {t('detail.requests.cancel')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {cancelling ? (
        <ReasonDialog
          hint={t('reasonHint')}
          title={t('detail.requests.cancelDialog.title', { title: cancelling.title })}
          description={t('detail.requests.cancelDialog.description')}
          label={t('detail.requests.cancelDialog.reason')}
          confirmLabel={t('detail.requests.cancel')}
          isPending={cancel.isPending}
          serverError={translateFieldMessage(fieldError(cancel.error, 'reason'), t)}
          onSubmit={runCancel}
          onCancel={closeCancel}
        />
      ) : null}
    </Card>
  );
}
