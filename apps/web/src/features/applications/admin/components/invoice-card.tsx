import { Eye, FileDown, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVOICE_STATUS, invoicePdfUrl, type TApplication } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatCurrency } from '@/lib/currency';
import { useFileAccess } from '@/lib/file-access';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { EntityHistory } from '@/features/audit';
import { useInvoiceDetail } from '@/features/invoices';
import { apiUrl } from '@/lib/api-client';

const RECEIPT_STATUSES: readonly string[] = [INVOICE_STATUS.PAID, INVOICE_STATUS.REFUNDED];

/** The invoice and its payment: amounts and dates, the PDFs through the file helper, the newest transfer proof. */
export function InvoiceCard({ app }: { app: TApplication }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const files = useFileAccess();
  const invoice = app.invoice;
  const detail = useInvoiceDetail(invoice?.uuid_invoice ?? null);
  const locale = localeOf(i18n.language);
  if (!invoice) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('detail.invoice.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.invoice.none')}</p>
        </CardContent>
      </Card>
    );
  }
  const proof = detail.data?.invoice.proofs[0] ?? null;
  const open = (kind: 'invoice' | 'receipt', mode: 'view' | 'download') =>
    void files.accessFile({
      url: invoicePdfUrl(invoice.uuid_invoice, kind, mode),
      fallbackName: `${invoice.transId}${kind === 'receipt' ? '_kuitansi' : ''}.pdf`,
      mode,
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.invoice.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <DetailList
          items={[
            [
              t('detail.invoice.number'),
              <span key="n" className="font-mono">
                {invoice.transId}
              </span>,
            ],
            [t('fields.status'), <StatusBadge key="s" status={invoice.status} />],
            [
              t('detail.invoice.total'),
              <span key="t" className="font-semibold tabular-nums">
                {formatCurrency(invoice.total)}
              </span>,
            ],
            [t('fields.issued'), formatDate(invoice.issued_at, locale)],
            [t('fields.due'), formatDate(invoice.due_date, locale)],
            [t('detail.invoice.paidAt'), invoice.paid_at ? `${formatDateTime(invoice.paid_at, locale)} WIB` : null],
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => open('invoice', 'view')}>
            <Eye aria-hidden="true" className="size-4" />
            {t('detail.invoice.viewPdf')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => open('invoice', 'download')}>
            <FileDown aria-hidden="true" className="size-4" />
            {t('detail.invoice.downloadPdf')}
          </Button>
          {RECEIPT_STATUSES.includes(invoice.status) ? (
            <Button variant="outline" size="sm" onClick={() => open('receipt', 'view')}>
              <ReceiptText aria-hidden="true" className="size-4" />
              {t('detail.invoice.receipt')}
            </Button>
          ) : null}
        </div>
        <div className="space-y-2 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          <p className="font-medium text-slate-900 dark:text-slate-100">{t('detail.invoice.payment')}</p>
          {proof ? (
            <p className="text-slate-700 dark:text-slate-300">
              {t('detail.invoice.proofUploaded', { date: formatDateTime(proof.uploaded_at, locale) })}{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline dark:text-brand-100"
                onClick={() =>
                  void files.accessFile({
                    url: apiUrl('admin/documents/get_document.php', { uuid: proof.uuid }),
                    fallbackName: proof.original_name,
                    mode: 'view',
                  })
                }
              >
                {t('detail.invoice.viewProof')}
              </button>
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">
              {detail.isError
                ? t('detail.invoice.proofFailed')
                : detail.isPending
                  ? t('admin:list.loading')
                  : t('detail.invoice.noProof')}
            </p>
          )}
          {invoice.status === INVOICE_STATUS.WAITING_CONFIRMATION ? (
            <Link
              to={`/admin/payment-verification?invoice=${invoice.uuid_invoice}`}
              className={buttonClasses('primary', 'sm')}
            >
              {t('detail.invoice.verifyInQueue')}
            </Link>
          ) : null}
          {detail.data?.invoice.last_rejection_note ? (
            <p className="text-red-700 dark:text-red-300">
              {t('detail.invoice.lastRejection')}: {detail.data.invoice.last_rejection_note}
            </p>
          ) : null}
        </div>
        {/* No admin screen shows one invoice alone: its history lives in its card (docs/decisions/086). */}
        <EntityHistory entityType="invoice" entityId={invoice.uuid_invoice} embedded />
      </CardContent>
    </Card>
  );
}
