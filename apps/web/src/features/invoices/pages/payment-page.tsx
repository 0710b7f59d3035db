import { AlertTriangle, ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS } from '@portal/contract/constants';
import { invoicePdfUrl } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { FileButtons } from '@/components/ui/file-links';
import { Skeleton } from '@/components/ui/skeleton';
import { ApplicantClockNote } from '@/components/ui/applicant-clock';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusTimeline } from '@/components/ui/status-timeline';
import { QuoteTable } from '@/features/fees';
import { ApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { formatNpwp } from '@/lib/format-ids';
import { useLocale } from '@/lib/locale';
import { useInvoice } from '../api/invoices';
import { BankInstructions } from '../components/bank-instructions';
import { ProofUpload } from '../components/proof-upload';

function Note({ title, text, hint }: { title: string; text: string; hint?: string }) {
  return (
    <div
      role="note"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="whitespace-pre-line">{text}</p>
        {hint ? <p className="mt-1 text-xs">{hint}</p> : null}
      </div>
    </div>
  );
}

/**
 * `/payment/{uuid_invoice}`: the invoice, how to pay it (copyable account, amount and reference),
 * the transfer proof, the PDFs and the status history (docs/api.md#invoices).
 */
export function PaymentPage() {
  const { t } = useTranslation('invoices');
  const appT = useTranslation('applications').t;
  const { locale } = useLocale();
  const uuid = useParams().uuid_invoice ?? '';
  const query = useInvoice(uuid);
  const inv = query.data;
  if (!inv) {
    if (query.isPending)
      return (
        <div className="space-y-4" role="status" aria-label={t('common:loading')}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      );
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
    return (
      <EmptyState
        icon={notFound ? SearchX : AlertTriangle}
        title={notFound ? t('payment.notFound') : t('payment.loadError')}
        action={
          notFound ? (
            <Link to="/transactions" className={buttonClasses('outline', 'sm')}>
              {t('payment.back')}
            </Link>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('common:retry')}
            </Button>
          )
        }
      />
    );
  }
  const isPending = inv.status === INVOICE_STATUS.PENDING;
  return (
    <div className="space-y-4">
      <Link
        to="/transactions"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-sky-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payment.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-mono text-xl font-semibold text-slate-900 dark:text-slate-100">{inv.transId}</h2>
          <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
            {formatCurrency(inv.total)}
          </p>
          {isPending ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{`${t('payment.due')}: ${formatBusinessDate(inv.due_date, locale)}`}</p>
          ) : null}
        </div>
        <StatusBadge status={inv.status} className="text-sm" />
      </div>
      <ApplicantClockNote clock={inv.clock} />

      {isPending && inv.last_rejection_note ? (
        <Note title={t('payment.rejected')} text={inv.last_rejection_note} hint={t('payment.rejectedHint')} />
      ) : null}
      {inv.status === INVOICE_STATUS.CANCELLED && inv.cancel_reason ? (
        <Note title={t('payment.cancelled')} text={inv.cancel_reason} />
      ) : null}
      {inv.status === INVOICE_STATUS.REFUNDED && inv.refund_reason ? (
        <Note title={t('payment.refunded')} text={inv.refund_reason} />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          {isPending ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('payment.bank')}</CardTitle>
              </CardHeader>
              <CardContent>
                <BankInstructions invoice={inv} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>{t('payment.proof')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ProofUpload invoice={inv} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('payment.summary')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <QuoteTable quote={inv} caption={t('payment.caption')} />
              <DetailList
                items={[
                  [t('payment.number'), <span className="font-mono">{inv.transId}</span>],
                  [
                    t('payment.application'),
                    <span>
                      <Link
                        to={`/applications/${inv.application.code_reg}`}
                        className="font-mono text-brand-700 hover:underline dark:text-sky-300"
                      >
                        {inv.application.code_reg}
                      </Link>{' '}
                      · {appT(`types.${inv.application.type}`)}
                    </span>,
                  ],
                  [t('payment.issued'), formatDateTime(inv.issued_at, locale)],
                  [t('payment.due'), formatBusinessDate(inv.due_date, locale)],
                  [t('payment.paid'), formatDateTime(inv.paid_at, locale)],
                  [
                    t('payment.company'),
                    [
                      inv.company.name,
                      inv.company.address,
                      inv.company.npwp ? `NPWP ${formatNpwp(inv.company.npwp)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  ],
                  [t('payment.issuer'), [inv.issuer.name, inv.issuer.address].filter(Boolean).join(' · ')],
                  [t('payment.verification'), <span className="font-mono">{inv.verification_code}</span>],
                ]}
              />
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('payment.pdf')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('payment.invoicePdf')}</p>
                <FileButtons
                  url={inv.pdf_url || invoicePdfUrl(inv.uuid_invoice)}
                  fileName={`${inv.transId}.pdf`}
                  label={t('payment.invoicePdf')}
                />
              </div>
              {inv.receipt_url ? (
                <div className="space-y-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('payment.receiptPdf')}</p>
                  <FileButtons
                    url={inv.receipt_url}
                    fileName={`kuitansi-${inv.transId}.pdf`}
                    label={t('payment.receiptPdf')}
                  />
                </div>
              ) : null}
              <Link
                to={inv.public_url}
                className="inline-block text-sm font-medium text-brand-700 hover:underline dark:text-sky-300"
              >
                {t('payment.publicLink')}
              </Link>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('payment.history')}</CardTitle>
            </CardHeader>
            <CardContent>
              <StatusTimeline events={inv.status_history} label={t('payment.history')} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
