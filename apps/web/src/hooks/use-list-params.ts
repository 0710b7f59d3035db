import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LIST_PER_PAGE_DEFAULT, LIST_PER_PAGE_MAX } from '@portal/contract/constants';

/** Page sizes offered by list screens; all within the server's per_page limit (docs/business-rules.md#lists). */
export const PER_PAGE_OPTIONS = [10, 20, 50, 100].filter((n) => n <= LIST_PER_PAGE_MAX);
/** Typing in a search box waits this long before the URL (and the request) changes. */
export const SEARCH_DEBOUNCE_MS = 300;
/** ZListQuery: q at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;
const PAGE_MAX = 100_000;

/** Allowed values of a filter, or a check for free-form ones (e.g. a company id). */
export type TFilterSpec = readonly string[] | ((value: string) => boolean);

export interface TListParamsOptions<F extends string> {
  filters?: Record<F, TFilterSpec>;
  defaultPerPage?: number;
}

export interface TListParams<F extends string> {
  page: number;
  perPage: number;
  /** The applied search (from the URL). */
  q: string;
  /** The search box's text, applied to `q` after SEARCH_DEBOUNCE_MS. */
  searchInput: string;
  /** Each filter's value; '' when not set. */
  filters: Record<F, string>;
  hasActiveFilters: boolean;
  /** The list endpoint's query: page, per_page, q and the set filters. */
  query: Record<string, string | number>;
  /** The same filter without paging (the CSV export). */
  filterQuery: Record<string, string>;
  setSearchInput: (value: string) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setFilter: (name: F, value: string) => void;
  resetFilters: () => void;
}

const parsePage = (raw: string | null) => {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= PAGE_MAX ? n : 1;
};

const isAllowed = (spec: TFilterSpec, value: string) =>
  typeof spec === 'function' ? spec(value) : spec.includes(value);

/**
 * List state kept in the URL search params (page, per_page, q and the screen's filters), so a
 * reload, a shared link or the back button show the same view. Values not allowed are ignored.
 * Changing the search, a filter or the page size goes back to page 1; defaults stay out of the URL.
 */
export function useListParams<F extends string = never>(options: TListParamsOptions<F> = {}): TListParams<F> {
  const { filters: specs = {} as Record<F, TFilterSpec>, defaultPerPage = LIST_PER_PAGE_DEFAULT } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const names = Object.keys(specs) as F[];

  const page = parsePage(searchParams.get('page'));
  const rawPerPage = Number(searchParams.get('per_page'));
  const perPage = PER_PAGE_OPTIONS.includes(rawPerPage) ? rawPerPage : defaultPerPage;
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const filterKey = names.map((n) => `${n}=${searchParams.get(n) ?? ''}`).join('&');
  const filters = useMemo(() => {
    const out = {} as Record<F, string>;
    for (const n of names) {
      const v = (searchParams.get(n) ?? '').trim();
      out[n] = v && isAllowed(specs[n], v) ? v : '';
    }
    return out;
    // filterKey stands for the filter values in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const update = useCallback(
    (patch: Record<string, string | number | null>, opts: { replace?: boolean; keepPage?: boolean } = {}) => {
      const next = new URLSearchParams(searchParams);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      if (!opts.keepPage) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      if (next.get('per_page') === String(defaultPerPage)) next.delete('per_page');
      setSearchParams(next, { replace: opts.replace });
    },
    [searchParams, setSearchParams, defaultPerPage],
  );

  // Debounced search: the box updates at once, the URL (and so the request) after a pause.
  const { pathname } = useLocation();
  // A navigation (a click on a result) changes the address at once but shows the next page only
  // once it is loaded; a search applied in between would take the user back to the list.
  const followsWindow = useRef(typeof window !== 'undefined' && window.location.pathname === pathname);
  const [searchInput, setSearchInput] = useState(q);
  const lastApplied = useRef(q);
  useEffect(() => {
    // q changed from outside (back button, a link): show it in the box.
    if (q !== lastApplied.current) {
      lastApplied.current = q;
      setSearchInput(q);
    }
  }, [q]);
  useEffect(() => {
    const next = searchInput.trim().slice(0, SEARCH_MAX_LENGTH);
    if (next === q) return;
    const timer = setTimeout(() => {
      if (followsWindow.current && window.location.pathname !== pathname) return;
      lastApplied.current = next;
      // replace: one history entry per search, not one per keystroke pause
      update({ q: next }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, q, update, pathname]);

  const setPage = useCallback(
    (p: number) => update({ page: Math.min(Math.max(1, Math.floor(p)), PAGE_MAX) }, { keepPage: true }),
    [update],
  );
  const setPerPage = useCallback(
    (n: number) => update({ per_page: PER_PAGE_OPTIONS.includes(n) ? n : null }),
    [update],
  );
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);
  const resetFilters = useCallback(() => {
    lastApplied.current = '';
    setSearchInput('');
    update(Object.fromEntries([['q', null], ...names.map((n) => [n, null])]));
    // names derive from the options object, stable per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [update, filterKey]);

  const filterQuery = useMemo(() => {
    const out: Record<string, string> = {};
    if (q) out.q = q;
    for (const [k, v] of Object.entries(filters) as [string, string][]) if (v) out[k] = v;
    return out;
  }, [q, filters]);
  const query = useMemo(() => ({ page, per_page: perPage, ...filterQuery }), [page, perPage, filterQuery]);

  return {
    page,
    perPage,
    q,
    searchInput,
    filters,
    hasActiveFilters: Object.keys(filterQuery).length > 0,
    query,
    filterQuery,
    setSearchInput,
    setPage,
    setPerPage,
    setFilter,
    resetFilters,
  };
}

/** A page past the end (rows removed, or an old link): go to the last page that has rows. */
export function useClampPage(
  params: Pick<TListParams<string>, 'page' | 'perPage' | 'setPage'>,
  data: { total: number; items: unknown[] } | undefined,
): void {
  const { page, perPage, setPage } = params;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / perPage)) : 1;
  const isPastEnd = !!data && data.items.length === 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage, setPage]);
}
