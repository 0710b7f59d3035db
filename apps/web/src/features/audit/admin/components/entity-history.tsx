import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTE_ENTITY_TYPES, type TAuditEntityType, type TNoteEntityType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useEntityHistory } from '../api/audit';
import { InternalNoteForm } from './internal-note-form';
import { AuditActor, AuditChanges, AuditReason, AuditTime, AuditAction } from './audit-parts';

export interface TEntityHistoryProps {
  entityType: TAuditEntityType;
  entityId: string;
  /** Inside another card (an invoice's history in its card): no frame of its own, an h3 heading. */
  embedded?: boolean;
}

const isNoteEntity = (type: TAuditEntityType): type is TNoteEntityType =>
  (NOTE_ENTITY_TYPES as readonly string[]).includes(type);

/** One entity's audit rows, newest first, a page at a time; the same pieces as the log's rows. */
export function EntityHistory({ entityType, entityId, embedded = false }: TEntityHistoryProps) {
  const { t } = useTranslation('adminAudit');
  const history = useEntityHistory(entityType, entityId);
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const Heading = embedded ? 'h3' : 'h2';
  const headingId = `audit-history-${entityType}-${entityId}`;
  const logHref = `/admin/audit?${new URLSearchParams({ entity_type: entityType, entity_id: entityId }).toString()}`;
  let body;
  if (history.isPending) {
    body = (
      <div role="status" aria-label={t('history.loading')} className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (history.isError && items.length === 0) {
    body = (
      // A side section of a detail page: said politely, not as an alert over the admin's work.
      <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-500" />
        {t('history.error')}
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('history.empty')}</p>;
  } else {
    body = (
      <>
        <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-labelledby={headingId}>
          {items.map((r) => (
            <li key={r.id} className="space-y-2 py-3 text-sm first:pt-0">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <AuditAction action={r.action} />
                <AuditTime at={r.at} />
              </div>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
                <AuditActor email={r.actor_email} role={r.actor_role} />
                {r.ip ? <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{r.ip}</span> : null}
              </div>
              {r.reason ? (
                <p className="text-slate-700 dark:text-slate-300">
                  <span className="sr-only">{t('columns.reason')}: </span>
                  <AuditReason reason={r.reason} />
                </p>
              ) : null}
              <AuditChanges item={r} />
            </li>
          ))}
        </ol>
        {history.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            isLoading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('history.more')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className={
        embedded
          ? 'border-t border-slate-200 pt-4 dark:border-slate-800'
          : 'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900'
      }
    >
      <div className={cn('flex flex-wrap items-center justify-between gap-2', !embedded && 'p-5 pb-2')}>
        <Heading
          id={headingId}
          className={cn('font-semibold text-slate-900 dark:text-slate-100', embedded ? 'text-sm' : 'text-base')}
        >
          {embedded ? t('history.label', { type: t(`entityTypes.${entityType}`).toLowerCase() }) : t('history.title')}
        </Heading>
        <Link to={logHref} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
          {t('history.openLog')}
        </Link>
      </div>
      <div className={cn('space-y-4', embedded ? 'pt-2' : 'p-5 pt-2')}>
        {isNoteEntity(entityType) ? <InternalNoteForm entityType={entityType} entityId={entityId} /> : null}
        {body}
      </div>
    </section>
  );
}
