import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminUserListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { userBadgeStatus } from '../lib/user-status';
import type { TUserAction } from './user-actions';
import { UserRowMenu } from './user-row-menu';
import { formatDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

interface Props extends TListTableState {
  rows: TAdminUserListItem[] | undefined;
  currentUserUuid: string | undefined;
  onAction: (action: TUserAction, user: TAdminUserListItem, opener: HTMLElement | null) => void;
}

export function UsersTable({ rows, currentUserUuid, onAction, ...state }: Props) {
  const { t, i18n } = useTranslation('admin');
  const columns: TDataTableColumn<TAdminUserListItem>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      isRowHeader: true,
      cell: (u) => (
        <button
          type="button"
          className="text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
          onClick={(e) => onAction('detail', u, e.currentTarget)}
        >
          {u.name}
          {u.uuid === currentUserUuid ? (
            <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">({t('users.you')})</span>
          ) : null}
        </button>
      ),
    },
    {
      id: 'company',
      header: t('users.columns.company'),
      cell: (u) =>
        u.company ? (
          <Link
            to={`/admin/companies/${u.company.companyId}`}
            className="text-brand-700 hover:underline dark:text-brand-100"
          >
            {u.company.name}
          </Link>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">-</span>
        ),
      className: 'min-w-40',
    },
    { id: 'email', header: t('users.columns.email'), cell: (u) => u.email, className: 'whitespace-nowrap' },
    { id: 'phone', header: t('users.columns.phone'), cell: (u) => u.phone ?? '-', className: 'whitespace-nowrap' },
    { id: 'role', header: t('users.columns.role'), cell: (u) => t(`roles.${u.role}`) },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (u) => <EntityStatusBadge status={userBadgeStatus(u)} />,
      sticky: true,
      className: 'right-16 whitespace-nowrap',
    },
    {
      id: 'registered',
      header: t('users.columns.registered'),
      cell: (u) => formatDate(u.created_at, localeOf(i18n.language)),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (u) => <UserRowMenu user={u} isSelf={u.uuid === currentUserUuid} onAction={onAction} />,
      sticky: true,
      className: 'right-0 w-16 min-w-16 px-2 text-right',
    },
  ];
  return (
    <DataTable
      caption={t('users.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(u) => u.uuid}
      emptyTitle={t('users.emptyTitle')}
      {...state}
    />
  );
}
