import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TApplicationListItem } from '@portal/contract';
import { cn } from '@/components/ui/cn';
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
          <Link
            to={`/applications/${r.code_reg}`}
            className="font-mono font-semibold text-brand-700 hover:underline dark:text-sky-300"
          >
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
            <Link
              to={`/payment/${r.invoice.uuid_invoice}`}
              className="font-mono text-xs text-brand-700 hover:underline dark:text-sky-300"
            >
              {r.invoice.transId}
            </Link>
            <span className="font-medium text-slate-900 tabular-nums dark:text-slate-100">
              {formatCurrency(r.invoice.total)}
            </span>
            <span className="flex items-center gap-1.5 text-xs">
              <StatusBadge status={r.invoice.status} />
            </span>
            {r.invoice.status === 'pending' ? (
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t('list.invoiceDue', { date: formatBusinessDate(r.invoice.due_date, locale) })}
              </span>
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
    {
      id: 'updated',
      header: t('list.columns.updated'),
      className: 'hidden lg:table-cell whitespace-nowrap',
      cell: (r) => formatDateTime(r.updated_at, locale),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      sticky: true,
      className: 'right-0',
      cell: (r) => <StatusBadge status={r.status} />,
    },
  ];
  const hasRows = !!rows && rows.length > 0;
  return (
    <>
      {/* Phones: one card per application (a seven-column table would scroll sideways). */}
      {hasRows ? (
        <ul className={cn('space-y-3 md:hidden', state.isFetching && 'opacity-60')} aria-label={t('list.caption')}>
          {rows.map((r) => (
            <li
              key={r.code_reg}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-3">
                {columns[0].cell(r)}
                <StatusBadge status={r.status} />
              </div>
              <div className="mt-3 flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
                {columns[1].cell(r)}
                {r.open_document_requests > 0 ? columns[2].cell(r) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.code_reg}
        caption={t('list.caption')}
        emptyTitle={t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        emptyAction={<NewApplicationLink />}
        {...state}
        className={hasRows ? 'hidden md:block' : undefined}
      />
    </>
  );
}
