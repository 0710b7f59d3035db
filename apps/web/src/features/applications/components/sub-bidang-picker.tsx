import { useDeferredValue, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_SUB_BIDANG_MAX, LIST_PER_PAGE_MAX } from '@portal/contract/constants';
import type { TSubBidangItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubBidangList } from '@/features/catalogue';

export type TPickedSubBidang = Pick<TSubBidangItem, 'code' | 'name' | 'bidang_code' | 'kbli_code'>;

interface Props {
  id: string;
  value: readonly TPickedSubBidang[];
  onChange: (next: TPickedSubBidang[]) => void;
  /** The group's accessible name. */
  label: string;
  error?: string;
}

/**
 * Sub-bidang of an application: search over code, name and KBLI, results grouped by bidang,
 * active entries only (docs/business-rules.md#applications); the chosen ones stay listed above
 * the search whatever it shows, each with a remove button.
 */
export function SubBidangPicker({ id, label, value, onChange, error }: Props) {
  const { t } = useTranslation('applications');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  // The catalogue has some 70 entries: one page of the largest size holds every match.
  const list = useSubBidangList({ page: 1, per_page: LIST_PER_PAGE_MAX, ...(q ? { q } : {}) });
  const chosen = new Set(value.map((v) => v.code));
  const active = (list.data?.items ?? []).filter((i) => i.is_active);
  const groups = (list.data?.bidang ?? [])
    .map((b) => ({ bidang: b, items: active.filter((i) => i.bidang_code === b.code) }))
    .filter((g) => g.items.length > 0);
  const toggle = (item: TSubBidangItem) =>
    onChange(
      chosen.has(item.code)
        ? value.filter((v) => v.code !== item.code)
        : [...value, { code: item.code, name: item.name, bidang_code: item.bidang_code, kbli_code: item.kbli_code }],
    );
  const full = value.length >= APPLICATION_SUB_BIDANG_MAX;
  const errorId = `${id}-error`;

  return (
    <div
      className="space-y-3"
      id={id}
      role="group"
      aria-label={label}
      tabIndex={-1}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    >
      <div aria-live="polite">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {value.length ? t('picker.selected', { count: value.length }) : t('picker.noneSelected')}
        </p>
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((v) => (
            <li
              key={v.code}
              className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-xs text-brand-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            >
              <span className="shrink-0 font-mono font-semibold">{v.code}</span>
              <span className="min-w-0 truncate sm:max-w-[14rem]">{v.name}</span>
              <Button
                size="icon"
                variant="ghost"
                className="size-7 rounded-full"
                aria-label={t('picker.remove', { code: v.code, name: v.name })}
                onClick={() => onChange(value.filter((x) => x.code !== v.code))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <SearchInput
        label={t('picker.searchLabel')}
        placeholder={t('picker.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <div
        className="max-h-80 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-800"
        aria-busy={list.isFetching || undefined}
      >
        {list.isPending ? (
          <div className="space-y-2 p-3" role="status" aria-label={t('picker.loading')}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : list.isError ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-2 p-3 text-sm text-red-800 dark:text-red-200"
          >
            {t('picker.loadError')}
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <p className="p-3 text-sm text-slate-600 dark:text-slate-400">{t('picker.noResults')}</p>
        ) : (
          groups.map((g) => (
            <fieldset key={g.bidang.code} className="border-b border-slate-200 last:border-b-0 dark:border-slate-800">
              <legend className="sr-only">{`${g.bidang.code} — ${g.bidang.name}`}</legend>
              <p
                aria-hidden="true"
                className="sticky top-0 z-[1] bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200"
              >
                {g.bidang.code} — {g.bidang.name}
              </p>
              <ul>
                {g.items.map((item) => {
                  const inputId = `${id}-${item.code}`;
                  const isChosen = chosen.has(item.code);
                  return (
                    <li key={item.code}>
                      <label
                        htmlFor={inputId}
                        className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
                      >
                        <input
                          id={inputId}
                          type="checkbox"
                          className="mt-0.5 size-4 shrink-0 accent-brand-600"
                          checked={isChosen}
                          disabled={!isChosen && full}
                          onChange={() => toggle(item)}
                        />
                        <span className="min-w-0 text-sm">
                          <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">
                            {item.code}
                          </span>{' '}
                          <span className="text-slate-900 dark:text-slate-100">{item.name}</span>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t('picker.kbli', { code: item.kbli_code })} · {item.kbli_title}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))
        )}
      </div>
      {full ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('picker.max', { max: APPLICATION_SUB_BIDANG_MAX })}
        </p>
      ) : null}
    </div>
  );
}
