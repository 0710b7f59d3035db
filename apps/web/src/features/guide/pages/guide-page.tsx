import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { SearchInput } from '@/components/ui/search-input';
import { useFeeSchedule } from '@/features/fees';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/locale';
import { GuideSection } from '../components/guide-section';
import { GuideToc } from '../components/guide-toc';
import { filterGuide, loadGuide } from '../lib/guide-model';
import { queryTerms } from '../lib/search';
import { statusLabelKey } from '../lib/status-kinds';
import '../components/guide-print.css';

/** Scrolls to an anchor of the guide and gives its heading the keyboard focus. */
function revealAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'start' });
  const heading = target.matches('h2, h3') ? target : target.querySelector<HTMLElement>('h2, h3');
  heading?.focus({ preventScroll: true });
  return true;
}

/**
 * Panduan: the whole process step by step, what each status means, fee examples on the live
 * schedule and the FAQ, from the content files of the current language (docs/decisions/077).
 */
export function GuidePage() {
  const { t } = useTranslation(['guide', 'status']);
  const { language } = useLocale();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // On a language switch the text stays until the other language's files are there, so the
  // page keeps its height and its place.
  const guide = useQuery({
    queryKey: ['guide', language],
    queryFn: () => loadGuide(language),
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const terms = useMemo(() => queryTerms(deferred), [deferred]);
  const statusLabel = useCallback(
    (kind: string, status: string) => t(statusLabelKey(kind, status), { ns: 'status' }),
    [t],
  );
  const filtered = useMemo(
    () => (guide.data ? filterGuide(guide.data, terms, statusLabel) : null),
    [guide.data, terms, statusLabel],
  );
  const shown = useMemo(() => new Set(filtered?.views.map((v) => v.section.id) ?? []), [filtered]);
  const current = hash.slice(1).split('-')[0] ?? '';

  // A deep link (#section, #section-heading) is revealed once the content is there, and again on
  // each change of the hash (contents, in-text links, the browser's back button).
  // The fee examples change the height of the page when the schedule arrives, so a part below
  // them is revealed again then.
  const feesSettled = !useFeeSchedule().isPending;
  const revealed = useRef('');
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const key = `${language}:${id}:${feesSettled}`;
    if (!guide.data || guide.isPlaceholderData || !id || revealed.current === key) return;
    if (revealAnchor(id)) revealed.current = key;
  }, [hash, guide.data, guide.isPlaceholderData, language, filtered, feesSettled]);

  const goTo = useCallback(
    (id: string) => {
      // A section the search left out: clear the search so the anchor exists.
      if (!document.getElementById(id)) setQuery('');
      revealed.current = '';
      void navigate({ hash: id });
      // The same hash again (a second click) changes no location: reveal it here.
      if (hash === `#${id}`) requestAnimationFrame(() => revealAnchor(id));
    },
    [navigate, hash],
  );

  // In-page links of the content (`[text](#fees)`, heading anchors) go through the router too.
  const onContentClick = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('#') || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    goTo(href.slice(1));
  };

  if (guide.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (guide.isError || !filtered) {
    return (
      <Callout tone="danger" icon={AlertTriangle} role="alert" title={t('errorTitle')}>
        <p className="text-sm">{t('errorText')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void guide.refetch()}>
          {t('retry')}
        </Button>
      </Callout>
    );
  }

  const searching = terms.length > 0;
  return (
    <div data-guide className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <div className="mb-4 lg:mb-0">
        <GuideToc sections={guide.data} current={current} shown={shown} onGo={goTo} />
      </div>
      <div className="min-w-0 space-y-6">
        <div className="space-y-3 print:hidden" data-print-hide>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
          <div className="flex items-center gap-2">
            <SearchInput
              value={query}
              onChange={setQuery}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              className="min-w-0 flex-1"
            />
            <Button variant="outline" onClick={() => window.print()} className="shrink-0 px-3 sm:px-4">
              <Printer aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t('print')}</span>
            </Button>
          </div>
          <p
            role="status"
            aria-live="polite"
            className={searching ? 'text-sm text-slate-600 dark:text-slate-400' : 'sr-only'}
          >
            {searching && filtered.matches > 0 ? t('search.results', { count: filtered.matches }) : ''}
          </p>
        </div>
        {searching && filtered.views.length === 0 ? (
          <div
            className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
            data-testid="guide-no-results"
          >
            <p className="font-semibold text-slate-900 dark:text-slate-100">
              {t('search.noResults', { query: deferred.trim() })}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('search.hint')}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setQuery('')}>
              {t('search.clear')}
            </Button>
          </div>
        ) : (
          <article
            onClick={onContentClick}
            className="space-y-10 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0"
          >
            {filtered.views.map((view) => (
              <GuideSection key={view.section.id} view={view} terms={terms} />
            ))}
          </article>
        )}
      </div>
    </div>
  );
}
