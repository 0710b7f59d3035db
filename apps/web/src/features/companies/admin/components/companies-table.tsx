import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMPANY_STATUS, type TAdminCompanyListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { ClaimControl } from '@/features/claims';
import type { TListTableState } from '@/components/ui/list-page';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatNib, formatNpwp } from '@/lib/format-ids';
import { localeOf } from '@/lib/locale';
import type { TListPlace } from '../lib/list-view';
import { WaitingTime } from '@/components/ui/waiting-time';
import { ReviewProgress } from './waiting-time';

interface Props extends TListTableState {
  rows: TAdminCompanyListItem[] | undefined;
  /** The verification queue: submission and waiting time instead of registration date. */
  isQueue?: boolean;
}

/** Rows link to the company detail (/admin/companies/{companyId}), handing it the list's place. */
export function CompaniesTable({ rows, isQueue = false, ...state }: Props) {
  const { t, i18n } = useTranslation('admin');
  const { search } = useLocation();
  const place: TListPlace = { listSearch: search || '?' };
  const locale = localeOf(i18n.language);
  const columns: TDataTableColumn<TAdminCompanyListItem>[] = [
    {
      id: 'name',
      header: t('companies.columns.name'),
      isRowHeader: true,
      cell: (c) => (
        <>
          <Link
            to={`/admin/companies/${c.companyId}`}
            state={place}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {c.name}
          </Link>
          {isQueue ? (
            <ClaimControl
              className="mt-1 flex flex-wrap items-center gap-2"
              target={{ entity_type: 'company', entity_id: String(c.companyId), label: c.name }}
              claimedBy={c.claimed_by}
            />
          ) : null}
        </>
      ),
    },
    {
      id: 'npwp',
      header: t('companies.columns.npwp'),
      cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{formatNpwp(c.npwp)}</span>,
    },
    ...(isQueue
      ? []
      : [
          {
            id: 'nib',
            header: t('companies.columns.nib'),
            cell: (c: TAdminCompanyListItem) => (
              <span className="font-mono text-xs whitespace-nowrap">{formatNib(c.nib)}</span>
            ),
          },
        ]),
    {
      id: 'owner',
      header: t('companies.columns.owner'),
      cell: (c) => (
        <span className="block">
          {c.owner_name}
          <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">{c.owner_email}</span>
        </span>
      ),
    },
    // Verification queue columns (docs/business-rules.md#verification-queue).
    {
      id: 'submitted',
      header: t('queue.columns.submitted'),
      cell: (c) => (c.submitted_at ? formatDateTime(c.submitted_at, locale) : '-'),
      className: 'whitespace-nowrap',
    },
    {
      id: 'waiting',
      header: t('queue.columns.waiting'),
      cell: (c) => <WaitingTime since={c.status === COMPANY_STATUS.IN_REVIEW ? c.submitted_at : null} />,
    },
    {
      id: 'progress',
      header: t('queue.columns.progress'),
      cell: (c) => <ReviewProgress verified={c.documents_verified} required={c.documents_required} />,
    },
    ...(isQueue
      ? []
      : [
          {
            id: 'registered',
            header: t('companies.columns.registered'),
            cell: (c: TAdminCompanyListItem) => formatDate(c.created_at, locale),
            className: 'whitespace-nowrap',
          },
        ]),
    // The queue holds companies in review only: their status column would say the same on every row.
    // Elsewhere it stays in view at 1024 px while the middle scrolls (docs/decisions/042).
    ...(isQueue
      ? []
      : [
          {
            id: 'status',
            header: t('companies.columns.status'),
            cell: (c: TAdminCompanyListItem) => <EntityStatusBadge status={c.status} />,
            sticky: true,
            className: 'right-0 whitespace-nowrap',
          },
        ]),
  ];
  // In the queue what decides the order comes first, so it stays in view on narrow screens.
  const QUEUE_ORDER = ['name', 'waiting', 'progress', 'owner', 'submitted', 'npwp'];
  const shown = isQueue ? QUEUE_ORDER.map((id) => columns.find((c) => c.id === id)!).filter(Boolean) : columns;
  return (
    <DataTable
      caption={isQueue ? t('queue.caption') : t('companies.caption')}
      columns={shown}
      rows={rows}
      getRowKey={(c) => c.companyId}
      emptyTitle={isQueue ? t('queue.emptyTitle') : t('companies.emptyTitle')}
      {...state}
    />
  );
}
