import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminCompanyListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format-date';
import { formatNib, formatNpwp } from '@/lib/format-ids';
import { localeOf } from '@/lib/locale';

interface Props extends TListTableState {
  rows: TAdminCompanyListItem[] | undefined;
}

/** Rows link to the company detail (/admin/companies/{companyId}). */
export function CompaniesTable({ rows, ...state }: Props) {
  const { t, i18n } = useTranslation('admin');
  const columns: TDataTableColumn<TAdminCompanyListItem>[] = [
    {
      id: 'name',
      header: t('companies.columns.name'),
      isRowHeader: true,
      cell: (c) => (
        <Link to={`/admin/companies/${c.companyId}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
          {c.name}
        </Link>
      ),
    },
    { id: 'npwp', header: t('companies.columns.npwp'), cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{formatNpwp(c.npwp)}</span> },
    { id: 'nib', header: t('companies.columns.nib'), cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{formatNib(c.nib)}</span> },
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
    { id: 'registered', header: t('companies.columns.registered'), cell: (c) => formatDate(c.created_at, localeOf(i18n.language)), className: 'whitespace-nowrap' },
    // Kept in view at 1024 px while the middle scrolls (docs/decisions/042).
    { id: 'status', header: t('companies.columns.status'), cell: (c) => <EntityStatusBadge status={c.status} />, sticky: true, className: 'right-0 whitespace-nowrap' },
  ];
  return (
    <DataTable
      caption={t('companies.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(c) => c.companyId}
      emptyTitle={t('companies.emptyTitle')}
      {...state}
    />
  );
}
