import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminCompanyListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { showDate } from '../lib/format';

interface Props {
  rows: TAdminCompanyListItem[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletonRows: number;
  hasActiveFilters: boolean;
  onResetFilters: () => void;
}

/** Rows link to the company detail (/admin/companies/{companyId}). */
export function CompaniesTable({ rows, hasActiveFilters, onResetFilters, ...state }: Props) {
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
    { id: 'npwp', header: t('companies.columns.npwp'), cell: (c) => <span className="font-mono text-xs">{c.npwp}</span> },
    { id: 'nib', header: t('companies.columns.nib'), cell: (c) => <span className="font-mono text-xs">{c.nib}</span> },
    {
      id: 'owner',
      header: t('companies.columns.owner'),
      cell: (c) => (
        <span className="block">
          {c.owner_name}
          <span className="block text-xs break-all text-slate-500 dark:text-slate-400">{c.owner_email}</span>
        </span>
      ),
    },
    { id: 'status', header: t('companies.columns.status'), cell: (c) => <EntityStatusBadge status={c.status} /> },
    { id: 'registered', header: t('companies.columns.registered'), cell: (c) => showDate(c.created_at, i18n.language), className: 'whitespace-nowrap' },
  ];
  return (
    <DataTable
      caption={t('companies.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(c) => c.companyId}
      emptyTitle={hasActiveFilters ? t('list.emptyFilteredTitle') : t('companies.emptyTitle')}
      emptyDescription={hasActiveFilters ? t('list.emptyFiltered') : undefined}
      emptyAction={
        hasActiveFilters ? (
          <button type="button" className="text-sm font-medium text-brand-600 hover:underline" onClick={onResetFilters}>
            {t('list.resetFilters')}
          </button>
        ) : undefined
      }
      {...state}
    />
  );
}
