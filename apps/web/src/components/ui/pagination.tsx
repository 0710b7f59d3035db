import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Select } from './select';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: readonly number[];
  /** While a page loads, the buttons wait. */
  isDisabled?: boolean;
}

export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/** Server-side paging (docs/business-rules.md#lists): range, page of pages, previous / next, page size. */
export function Pagination({ page, perPage, total, onPageChange, onPerPageChange, perPageOptions, isDisabled }: Props) {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  const pages = pageCount(total, perPage);
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  return (
    // A container: the previous / next labels follow the width the list is given (a narrow queue
    // column beside a detail pane, or a phone), not the screen's.
    <nav
      aria-label={t('list.pagination')}
      className="@container flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <p aria-live="polite">{total === 0 ? t('list.rangeEmpty') : t('list.range', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-3">
        {onPerPageChange && perPageOptions?.length ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap">
              {t('list.perPage')}
            </label>
            <Select
              id={sizeId}
              className="w-20"
              value={String(perPage)}
              onChange={(e) => onPerPageChange(Number(e.target.value))}
              options={perPageOptions.map((n) => ({ value: String(n), label: String(n) }))}
            />
          </div>
        ) : null}
        <span className="whitespace-nowrap">{t('list.pageOf', { page: Math.min(page, pages), pages })}</span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={isDisabled || page <= 1}
            aria-label={t('list.previous')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden @md:inline">{t('list.previous')}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={isDisabled || page >= pages}
            aria-label={t('list.next')}
          >
            <span className="hidden @md:inline">{t('list.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
