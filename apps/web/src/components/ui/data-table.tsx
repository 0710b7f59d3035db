import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectionIntoView } from '@/hooks/use-selection-into-view';
import { Button } from './button';
import { cn } from './cn';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

export interface TDataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of both the header and the body cells (alignment, width, hiding on small screens). */
  className?: string;
  /** The row's header cell (`<th scope="row">`), e.g. the name column. */
  isRowHeader?: boolean;
  /**
   * Stays in view at the right edge while the middle columns scroll (status, actions); give the
   * offset in `className` (`right-0`, or `right-12` left of a 3 rem action column).
   */
  sticky?: boolean;
}

/** Opaque backgrounds and a soft edge, so scrolled cells pass under a sticky one unseen. */
const STICKY_BODY =
  'sticky z-10 bg-white shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.3)] group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-[rgb(23,32,51)]';
// Dark: the header row is slate-800 at 60 % over the slate-900 card; a sticky cell needs that same colour opaque.
const STICKY_HEAD = 'sticky z-10 bg-slate-50 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.3)] dark:bg-[rgb(24,34,52)]';
const stickyOf = (c: { sticky?: boolean }, kind: 'head' | 'body') =>
  c.sticky ? (kind === 'head' ? STICKY_HEAD : STICKY_BODY) : undefined;

interface Props<T> {
  columns: readonly TDataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string | number;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** First load: skeleton rows. */
  isLoading?: boolean;
  /** A refetch with rows still shown (paging with the previous page kept). */
  isFetching?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** A search or filter is applied: the empty state says so and offers `onResetFilters`. */
  hasActiveFilters?: boolean;
  onResetFilters?: () => void;
  skeletonRows?: number;
  className?: string;
  /** A queue's keyboard selection (docs/decisions/103): that row is marked `aria-current` and highlighted. */
  selectedRowKey?: string | number | null;
}

/**
 * A server-side list's table: caption, `th scope`, loading skeleton rows, error with retry and
 * an empty state. Sorting and paging are the screen's (the server sorts; see use-list-params).
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  isLoading,
  isFetching,
  isError,
  onRetry,
  emptyTitle,
  emptyDescription,
  emptyAction,
  hasActiveFilters,
  onResetFilters,
  skeletonRows = 5,
  className,
  selectedRowKey,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const hasRows = !!rows && rows.length > 0;
  const selectedRef = useSelectionIntoView<HTMLTableRowElement>(selectedRowKey);
  const span = columns.length;

  let body: ReactNode;
  if (isLoading && !hasRows) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={`skeleton-${i}`} data-testid="skeleton-row">
        {columns.map((c) => (
          <td key={c.id} className={cn('px-4 py-3', stickyOf(c, 'body'), c.className)}>
            <Skeleton className="h-4 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (isError && !hasRows) {
    body = (
      <tr>
        <td colSpan={span} className="px-4 py-10">
          <div role="alert" className="flex flex-col items-center gap-3 text-center">
            <AlertTriangle aria-hidden="true" className="size-8 text-amber-500" />
            <p className="font-medium text-slate-900 dark:text-slate-100">{t('list.errorTitle')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.errorDescription')}</p>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('list.retry')}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (!hasRows) {
    body = (
      <tr>
        <td colSpan={span} className="p-4">
          {hasActiveFilters ? (
            <EmptyState
              icon={Inbox}
              title={t('list.emptyFilteredTitle')}
              description={t('list.emptyFiltered')}
              action={
                onResetFilters ? (
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-600 hover:underline dark:text-sky-300"
                    onClick={onResetFilters}
                  >
                    {t('list.resetFilters')}
                  </button>
                ) : undefined
              }
              className="border-none"
            />
          ) : (
            <EmptyState
              icon={Inbox}
              title={emptyTitle ?? t('list.emptyTitle')}
              description={emptyDescription}
              action={emptyAction}
              className="border-none"
            />
          )}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const isSelected = selectedRowKey != null && getRowKey(row) === selectedRowKey;
      return (
        <tr
          key={getRowKey(row)}
          ref={isSelected ? selectedRef : undefined}
          aria-current={isSelected || undefined}
          data-selected={isSelected || undefined}
          className={cn(
            'group border-t border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50',
            isSelected &&
              'scroll-mt-20 scroll-mb-4 bg-slate-50 outline-2 -outline-offset-2 outline-brand-600 dark:bg-slate-800 dark:outline-sky-300',
          )}
        >
          {columns.map((c) =>
            c.isRowHeader ? (
              <th
                key={c.id}
                scope="row"
                className={cn(
                  'px-4 py-3 text-left font-medium text-slate-900 dark:text-slate-100',
                  stickyOf(c, 'body'),
                  c.className,
                )}
              >
                {c.cell(row)}
              </th>
            ) : (
              <td
                key={c.id}
                className={cn('px-4 py-3 text-slate-700 dark:text-slate-300', stickyOf(c, 'body'), c.className)}
              >
                {c.cell(row)}
              </td>
            ),
          )}
        </tr>
      );
    });
  }

  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <table className="w-full border-collapse text-sm" aria-busy={isLoading || isFetching || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={cn('px-4 py-3 text-left font-semibold whitespace-nowrap', stickyOf(c, 'head'), c.className)}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(isFetching && hasRows && 'opacity-60 transition-opacity')}>{body}</tbody>
      </table>
      {isLoading && !hasRows ? (
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
      ) : null}
    </div>
  );
}
