import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  APPLICATION_REVIEW_SLA_WORKING_DAYS,
  APPLICATION_STATUS,
  type TAdminApplicationListItem,
} from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { ClaimControl } from '@/features/claims';
import type { TListTableState } from '@/components/ui/list-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { WaitingTime } from '@/components/ui/waiting-time';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import type { TListPlace } from '@/lib/admin/list-filters';

interface Props extends TListTableState {
  rows: TAdminApplicationListItem[] | undefined;
  caption: string;
  emptyTitle: string;
  /** The row the queue keys have selected (docs/decisions/103). */
  selectedRowKey?: string | null;
}

/** Only a review has an SLA (docs/business-rules.md#working-days); other waits show their length without a red mark. */
const slaOf = (status: string) =>
  status === APPLICATION_STATUS.UNDER_REVIEW ? APPLICATION_REVIEW_SLA_WORKING_DAYS : Number.POSITIVE_INFINITY;

/**
 * Rows link to the application detail, handing it the list's address for "Kembali ke daftar". The
 * waiting time comes right after the company, so a clerk at 1024 px sees each item's age (and its
 * SLA mark) without scrolling the table; the status stays pinned at the right edge.
 */
export function ApplicationsTable({ rows, caption, emptyTitle, ...state }: Props) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const { pathname, search } = useLocation();
  const place: TListPlace = { listPath: `${pathname}${search}` };
  const locale = localeOf(i18n.language);
  const columns: TDataTableColumn<TAdminApplicationListItem>[] = [
    {
      id: 'code',
      header: t('applications.columns.code'),
      isRowHeader: true,
      cell: (a) => (
        <Link
          to={`/admin/applications/${a.code_reg}`}
          state={place}
          className="font-mono text-sm whitespace-nowrap text-brand-700 hover:underline dark:text-brand-100"
        >
          {a.code_reg}
        </Link>
      ),
    },
    {
      id: 'company',
      header: t('fields.company'),
      cell: (a) => (
        <>
          <Link to={`/admin/companies/${a.company_id}`} className="text-slate-900 hover:underline dark:text-slate-100">
            {a.company_name}
          </Link>
          {a.status === APPLICATION_STATUS.UNDER_REVIEW || a.status === APPLICATION_STATUS.APPROVED ? (
            <ClaimControl
              className="mt-1 flex flex-wrap items-center gap-2"
              target={{ entity_type: 'application', entity_id: a.code_reg, label: a.code_reg }}
              claimedBy={a.claimed_by}
            />
          ) : null}
        </>
      ),
    },
    {
      id: 'waiting',
      header: t('fields.waiting'),
      cell: (a) => <WaitingTime since={a.waiting_since} slaWorkingDays={slaOf(a.status)} />,
    },
    {
      id: 'type',
      header: t('applications.columns.type'),
      cell: (a) => (
        <span className="block whitespace-nowrap">
          {t(`types.${a.type}`)}
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {t(`qualifications.${a.qualification}`)} · {t('applications.subBidangCount', { count: a.sub_bidang_count })}
          </span>
        </span>
      ),
    },
    {
      id: 'invoice',
      header: t('applications.columns.invoice'),
      cell: (a) =>
        a.invoice ? (
          <span className="block space-y-1 whitespace-nowrap">
            <span className="block tabular-nums">{formatCurrency(a.invoice.total)}</span>
            <StatusBadge status={a.invoice.status} />
          </span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">-</span>
        ),
    },
    {
      id: 'created',
      header: t('applications.columns.created'),
      cell: (a) => formatDate(a.created_at, locale),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (a) => (
        <span className="block space-y-1">
          <StatusBadge status={a.status} />
          {a.open_document_requests > 0 ? (
            <span className="block text-xs whitespace-nowrap text-amber-800 dark:text-amber-200">
              {t('applications.openRequests', { count: a.open_document_requests })}
            </span>
          ) : null}
        </span>
      ),
      sticky: true,
      className: 'right-0',
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(a) => a.code_reg}
      emptyTitle={emptyTitle}
      {...state}
    />
  );
}
