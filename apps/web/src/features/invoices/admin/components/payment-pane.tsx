import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_VERIFICATION_SLA_WORKING_DAYS, type TPaymentQueueItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { WaitingTime } from '@/components/ui/waiting-time';
import { formatCurrency } from '@/lib/currency';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { FileFrame } from '@/components/admin/file-frame';
import { ClaimControl } from '@/features/claims';

interface Props {
  item: TPaymentQueueItem;
  position: number;
  total: number;
  isPending: boolean;
  onVerify: () => void;
  onReject: () => void;
}

/** The selected payment: the amount to look for, who paid and for what, beside the transfer proof itself. */
export function PaymentPane({ item, position, total, isPending, onVerify, onReject }: Props) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const locale = localeOf(i18n.language);
  const proof = item.proof;
  return (
    <Card>
      <section aria-labelledby="payment-pane-title" className="@container p-4">
        <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <div className="space-y-4">
            <div>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('payments.position', { position, total })}
              </p>
              <h2
                id="payment-pane-title"
                tabIndex={-1}
                className="font-mono text-base font-semibold text-slate-900 focus:outline-none dark:text-slate-100"
              >
                {item.transId}
              </h2>
              <ClaimControl
                className="mt-2 flex flex-wrap items-center gap-2"
                target={{ entity_type: 'invoice', entity_id: item.uuid_invoice, label: item.transId }}
                claimedBy={item.claimed_by}
              />
            </div>
            <div className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('payments.amount')}</p>
              <p
                className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-50"
                data-testid="payment-amount"
              >
                {formatCurrency(item.total)}
              </p>
            </div>
            <DetailList
              items={[
                [
                  t('fields.company'),
                  <Link
                    key="c"
                    to={`/admin/companies/${item.company_id}`}
                    className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
                  >
                    {item.company_name}
                  </Link>,
                ],
                [
                  t('fields.application'),
                  <Link
                    key="a"
                    to={`/admin/applications/${item.application.code_reg}`}
                    className="font-mono text-brand-700 underline underline-offset-2 dark:text-brand-100"
                  >
                    {item.application.code_reg}
                  </Link>,
                ],
                [t('fields.type'), t(`types.${item.application.type}`)],
                [t('fields.issued'), formatDate(item.issued_at, locale)],
                [t('fields.due'), formatDate(item.due_date, locale)],
                [t('fields.proofUploaded'), proof ? `${formatDateTime(proof.uploaded_at, locale)} WIB` : '-'],
                [
                  t('fields.waiting'),
                  <WaitingTime
                    key="w"
                    since={item.waiting_since}
                    slaWorkingDays={PAYMENT_VERIFICATION_SLA_WORKING_DAYS}
                  />,
                ],
                [t('fields.status'), <StatusBadge key="s" status={item.status} />],
              ]}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={onVerify} isLoading={isPending} disabled={isPending} aria-keyshortcuts="v">
                {isPending ? null : <Check aria-hidden="true" className="size-4" />}
                {t('payments.verify')}
              </Button>
              <Button
                variant="outline"
                className="text-red-700 dark:text-red-300"
                onClick={onReject}
                disabled={isPending}
                aria-keyshortcuts="r"
              >
                <X aria-hidden="true" className="size-4" />
                {t('payments.reject')}
              </Button>
            </div>
          </div>
          <div className="min-w-0">
            {proof?.admin_file_url ? (
              <FileFrame
                url={proof.admin_file_url}
                mimeType={proof.mime_type}
                title={t('payments.proofOf', { transId: item.transId })}
                fallbackName={`${item.transId}_bukti`}
              />
            ) : (
              <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                {t('payments.noProof')}
              </p>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}
