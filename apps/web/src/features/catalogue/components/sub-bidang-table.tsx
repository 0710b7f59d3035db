import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSubBidangItem } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';

export type TSubBidangAction = 'edit' | 'deactivate' | 'reactivate';

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      className={
        active
          ? 'inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
          : 'inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100'
      }
    >
      {active ? t('status.active') : t('status.inactive')}
    </span>
  );
}

interface Props extends TListTableState {
  rows: TSubBidangItem[] | undefined;
  /** Admins: the status column and the row actions. */
  onAction?: (action: TSubBidangAction, entry: TSubBidangItem, opener: HTMLElement) => void;
  /** A verified company: each active entry opens a new application with it chosen. */
  canApply?: boolean;
}

/** The catalogue: code, name, bidang, KBLI code and title (and for admins the flag and actions). */
export function SubBidangTable({ rows, onAction, canApply, ...state }: Props) {
  const { t } = useTranslation('catalogue');
  const columns: TDataTableColumn<TSubBidangItem>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      cell: (s) => <span className="font-mono text-sm">{s.code}</span>,
      className: 'whitespace-nowrap',
    },
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      cell: (s) => (
        <div className="md:min-w-48">
          <div className="font-medium text-slate-900 dark:text-slate-100">{s.name}</div>
          <div className="text-xs text-slate-600 dark:text-slate-400">{s.bidang_name}</div>
          {/* On a phone the KBLI goes under the name instead of a column of its own. */}
          <div className="mt-1 text-xs text-slate-700 md:hidden dark:text-slate-300">
            <span className="font-mono">KBLI {s.kbli_code}</span> · {s.kbli_title}
          </div>
          {onAction ? (
            <div className="mt-1 md:hidden">
              <ActiveBadge active={s.is_active} />
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'kbli',
      header: t('columns.kbli'),
      className: 'hidden md:table-cell',
      cell: (s) => (
        <div className="min-w-56">
          <span className="font-mono text-sm">{s.kbli_code}</span>
          <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">KBLI {s.kbli_edition}</span>
          <div className="text-xs text-slate-600 dark:text-slate-300">{s.kbli_title}</div>
        </div>
      ),
    },
  ];
  if (onAction) {
    columns.push(
      {
        id: 'status',
        header: t('columns.status'),
        className: 'hidden md:table-cell',
        cell: (s) => <ActiveBadge active={s.is_active} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'text-right whitespace-nowrap',
        cell: (s) => (
          <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('actions.editOf', { code: s.code })}
              onClick={(e) => onAction('edit', s, e.currentTarget)}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="sm"
              variant={s.is_active ? 'ghost' : 'secondary'}
              aria-label={t(s.is_active ? 'actions.deactivateOf' : 'actions.reactivateOf', { code: s.code })}
              onClick={(e) => onAction(s.is_active ? 'deactivate' : 'reactivate', s, e.currentTarget)}
            >
              {s.is_active ? t('actions.deactivate') : t('actions.reactivate')}
            </Button>
          </div>
        ),
      },
    );
  }
  if (canApply && !onAction)
    columns.push({
      id: 'apply',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'text-right',
      cell: (s) =>
        s.is_active ? (
          <Link
            to={`/applications/new?sub_bidang=${encodeURIComponent(s.code)}`}
            state={{ subBidang: { code: s.code, name: s.name, bidang_code: s.bidang_code, kbli_code: s.kbli_code } }}
            aria-label={t('actions.applyWith', { code: s.code })}
            className={buttonClasses('outline', 'sm')}
          >
            {t('actions.apply')}
          </Link>
        ) : null,
    });
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(s) => s.code}
      emptyTitle={t('list.emptyTitle')}
      {...state}
    />
  );
}
