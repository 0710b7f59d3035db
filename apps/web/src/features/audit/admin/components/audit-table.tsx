import { useTranslation } from 'react-i18next';
import type { TAuditItem } from '@portal/contract';
import { cn } from '@/components/ui/cn';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { AuditAction, AuditActor, AuditChanges, AuditEntity, AuditReason, AuditTime } from './audit-parts';

interface Props extends TListTableState {
  rows: readonly TAuditItem[] | undefined;
}

function Ip({ ip, className }: { ip: string | null; className?: string }) {
  return <span className={cn('font-mono text-xs whitespace-nowrap', className)}>{ip ?? '-'}</span>;
}

/** The log's rows: when, who (and from where), what, on which entity, why, and the changed fields. */
export function AuditTable({ rows, ...state }: Props) {
  const { t } = useTranslation('adminAudit');
  const columns: TDataTableColumn<TAuditItem>[] = [
    { id: 'time', header: t('columns.time'), isRowHeader: true, cell: (r) => <AuditTime at={r.at} /> },
    {
      id: 'actor',
      // The address sits under the actor, for the same reason.
      header: t('columns.actorIp'),
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <AuditActor email={r.actor_email} role={r.actor_role} />
          {r.ip ? <Ip ip={r.ip} className="text-slate-500 dark:text-slate-400" /> : null}
        </span>
      ),
    },
    {
      id: 'action',
      // The reason sits under the action it explains; a column of its own would push the changes off a laptop screen.
      header: t('columns.actionReason'),
      className: 'min-w-56',
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <AuditAction action={r.action} />
          {r.reason ? (
            <span className="text-slate-700 dark:text-slate-300">
              <span className="sr-only">{t('columns.reason')}: </span>
              <AuditReason reason={r.reason} />
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'entity', header: t('columns.entity'), cell: (r) => <AuditEntity type={r.entity_type} id={r.entity_id} /> },
    { id: 'changes', header: t('columns.changes'), cell: (r) => <AuditChanges item={r} /> },
  ];
  const hasRows = !!rows && rows.length > 0;
  return (
    <>
      {/* Phones and tablets: one card per entry (the table needs a wide screen, docs/decisions/086). */}
      {hasRows ? (
        <ul
          className={cn('grid gap-3 md:grid-cols-2 xl:hidden', state.isFetching && 'opacity-60')}
          aria-label={t('caption')}
        >
          {rows.map((r) => (
            <li
              key={r.id}
              className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-3">
                <AuditAction action={r.action} />
                <span className="max-w-[50%] min-w-0 text-right">
                  <AuditEntity type={r.entity_type} id={r.entity_id} wrapAnywhere />
                </span>
              </div>
              <div className="flex flex-wrap items-start justify-between gap-3 text-slate-700 dark:text-slate-300">
                <AuditActor email={r.actor_email} role={r.actor_role} />
                <span className="flex flex-col items-end gap-1 text-right">
                  <AuditTime at={r.at} />
                  {r.ip ? <Ip ip={r.ip} className="text-slate-500 dark:text-slate-400" /> : null}
                </span>
              </div>
              {r.reason ? (
                <p className="border-t border-slate-100 pt-3 text-slate-700 dark:border-slate-800 dark:text-slate-300">
                  <span className="sr-only">{t('columns.reason')}: </span>
                  <AuditReason reason={r.reason} />
                </p>
              ) : null}
              <AuditChanges item={r} />
            </li>
          ))}
        </ul>
      ) : null}
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        caption={t('caption')}
        emptyTitle={t('emptyTitle')}
        emptyDescription={t('emptyDescription')}
        {...state}
        className={hasRows ? 'hidden xl:block' : undefined}
      />
    </>
  );
}
