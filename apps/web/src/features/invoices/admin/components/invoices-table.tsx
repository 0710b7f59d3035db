import { Ban, FileText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  INVOICE_STATUS,
  PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
  invoicePdfUrl,
  type TAdminInvoiceListItem,
} from '@portal/contract';
import { PendingApprovalBadge } from '@/components/admin/pending-approval-badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { WaitingTime } from '@/components/ui/waiting-time';
import { formatCurrency } from '@/lib/currency';
import { useFileAccess } from '@/lib/file-access';
import { formatDateShort } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import type { TInvoiceAction } from '../api/invoices';
import { invoiceActions } from '../lib/invoice-actions';
import type { TListPlace } from '@/lib/admin/list-filters';

interface Props extends TListTableState {
  rows: TAdminInvoiceListItem[] | undefined;
  onAction: (row: TAdminInvoiceListItem, action: TInvoiceAction, opener: HTMLElement) => void;
}

/** A proof waiting for an admin has the payment SLA; an invoice waiting for the company has none. */
const slaOf = (status: string) =>
  status === INVOICE_STATUS.WAITING_CONFIRMATION ? PAYMENT_VERIFICATION_SLA_WORKING_DAYS : Number.POSITIVE_INFINITY;
const ICONS = { cancel: Ban, refund: Undo2 } as const;

/**
 * Invoices with their status, amount and dates; the PDF through the file helper; cancel or refund
 * where allowed; a refund waiting for a second administrator shows as a badge instead of its button.
 */
export function InvoicesTable({ rows, onAction, ...state }: Props) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const files = useFileAccess();
  const { pathname, search } = useLocation();
  const place: TListPlace = { listPath: `${pathname}${search}` };
  const locale = localeOf(i18n.language);
  // Six columns, so that at 1024 px everything a clerk reads stands left of the sticky actions:
  // the application under its company, the waiting time under the status, both dates in one.
  const columns: TDataTableColumn<TAdminInvoiceListItem>[] = [
    {
      id: 'transId',
      header: t('invoices.columns.number'),
      isRowHeader: true,
      cell: (r) => <span className="font-mono text-sm whitespace-nowrap">{r.transId}</span>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          {r.waiting_since ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {t('fields.waiting')}: <WaitingTime since={r.waiting_since} slaWorkingDays={slaOf(r.status)} />
            </span>
          ) : null}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      id: 'total',
      header: t('invoices.columns.total'),
      cell: (r) => <span className="tabular-nums">{formatCurrency(r.total)}</span>,
      className: 'whitespace-nowrap text-right',
    },
    {
      id: 'company',
      header: t('fields.company'),
      cell: (r) => (
        <span className="block">
          <Link to={`/admin/companies/${r.company_id}`} className="text-slate-900 hover:underline dark:text-slate-100">
            {r.company_name}
          </Link>
          <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            <Link
              to={`/admin/applications/${r.application.code_reg}`}
              state={place}
              className="font-mono text-brand-700 hover:underline dark:text-brand-100"
            >
              {r.application.code_reg}
            </Link>{' '}
            · {t(`types.${r.application.type}`)}
          </span>
        </span>
      ),
      className: 'min-w-48',
    },
    {
      id: 'dates',
      header: t('invoices.columns.dates'),
      cell: (r) => (
        <span className="block whitespace-nowrap">
          <span className="block">{t('invoices.issuedOn', { date: formatDateShort(r.issued_at, locale) })}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {t('invoices.dueOn', { date: formatDateShort(r.due_date, locale) })}
          </span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin:list.actions')}</span>,
      sticky: true,
      className: 'right-0 text-right',
      cell: (r) => (
        // The PDF stays right-most on every row, so it lines up; the state changes stand before it.
        <span className="flex items-center justify-end gap-1">
          {r.pending_approval ? <PendingApprovalBadge pending={r.pending_approval} /> : null}
          {invoiceActions(r).map((action) => {
            const Icon = ICONS[action];
            return (
              <Button
                key={action}
                variant="ghost"
                size="sm"
                className="text-red-700 dark:text-red-300"
                aria-label={t(`invoices.${action}Of`, { transId: r.transId })}
                title={t(`invoices.${action}`)}
                onClick={(e) => onAction(r, action, e.currentTarget)}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Button>
            );
          })}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('invoices.pdfOf', { transId: r.transId })}
            title={t('invoices.pdf')}
            onClick={() =>
              void files.accessFile({
                url: invoicePdfUrl(r.uuid_invoice),
                fallbackName: `${r.transId}.pdf`,
                mode: 'view',
              })
            }
          >
            <FileText aria-hidden="true" className="size-4" />
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('invoices.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.uuid_invoice}
      emptyTitle={t('invoices.emptyTitle')}
      {...state}
    />
  );
}
