import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TApplicationListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { NewApplicationLink } from './new-application-link';

interface Props extends TListTableState {
  rows: readonly TApplicationListItem[] | undefined;
}

/** Each application with its invoice summary and open document requests (docs/api.md#applications). */
export function ApplicationsTable({ rows, ...state }: Props) {
  const { t } = useTranslation('applications');
  const { locale } = useLocale();
  const columns: TDataTableColumn<TApplicationListItem>[] = [
    {
      id: 'code',
      header: t('list.columns.code'),
      isRowHeader: true,
      cell: (r) => (
        <span className="flex flex-col gap-0.5">
          <Link to={`/applications/${r.code_reg}`} className="font-mono font-semibold text-brand-700 hover:underline dark:text-sky-300">
            {r.code_reg}
          </Link>
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
            {t(`types.${r.type}`)} · {t('list.subBidangCount', { count: r.sub_bidang_count })}
          </span>
        </span>
      ),
    },
    {
      id: 'invoice',
      header: t('list.columns.invoice'),
      cell: (r) =>
        r.invoice ? (
          <span className="flex flex-col gap-0.5 whitespace-nowrap">
            <Link to={`/payment/${r.invoice.uuid_invoice}`} className="font-mono text-xs text-brand-700 hover:underline dark:text-sky-300">
              {r.invoice.transId}
            </Link>
            <span className="font-medium text-slate-900 tabular-nums dark:text-slate-100">{formatCurrency(r.invoice.total)}</span>
            <span className="flex items-center gap-1.5 text-xs">
              <StatusBadge status={r.invoice.status} />
            </span>
            {r.invoice.status === 'pending' ? (
              <span className="text-xs text-slate-600 dark:text-slate-400">{t('list.invoiceDue', { date: formatBusinessDate(r.invoice.due_date, locale) })}</span>
            ) : null}
          </span>
        ) : (
          <span className="text-xs text-slate-600 dark:text-slate-400">{t('list.noInvoice')}</span>
        ),
    },
    {
      id: 'requests',
      header: t('list.columns.requests'),
      className: 'hidden md:table-cell',
      cell: (r) =>
        r.open_document_requests > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            {t('list.openRequests', { count: r.open_document_requests })}
          </span>
        ) : (
          t('list.noRequests')
        ),
    },
    { id: 'updated', header: t('list.columns.updated'), className: 'hidden lg:table-cell whitespace-nowrap', cell: (r) => formatDateTime(r.updated_at, locale) },
    { id: 'status', header: t('list.columns.status'), sticky: true, className: 'right-0', cell: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.code_reg}
      caption={t('list.caption')}
      emptyTitle={t('list.emptyTitle')}
      emptyDescription={t('list.emptyDescription')}
      emptyAction={<NewApplicationLink />}
      {...state}
    />
  );
}
