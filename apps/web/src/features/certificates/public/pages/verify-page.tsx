import { QrCode, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { ComplaintForm } from '@/features/appeals';
import { useRequest } from '@/hooks/use-request';
import { LookupOutcome } from '../components/lookup-outcome';
import { PageIntro } from '../components/page-intro';
import { LOOKUP_INPUT_MAX, loadByQuery, normalizeLookup } from '../lib/lookup';

// The other checks load only when their tab is opened: /verify keeps the public pages' first-paint budget (docs/decisions/020, 076).
const FileCheck = lazy(() => import('../components/checks/file-check'));
const CredentialCheck = lazy(() => import('../components/checks/credential-check'));
const BatchCheck = lazy(() => import('../components/checks/batch-check'));
const RegisterSearch = lazy(() => import('../components/checks/register-search'));

const TABS = ['number', 'file', 'credential', 'batch', 'register'] as const;
type TTab = (typeof TABS)[number];
const tabOf = (value: string | null): TTab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as TTab) : 'number';

/**
 * The tabs of /verify (docs/business-rules.md#verifying-certificates): by number, a PDF file, a
 * credential, many numbers, the public register by company name. The open tab is `?tab=`; arrow keys move between tabs (WAI-ARIA tabs).
 */
function CheckTabs({ tab, onChange }: { tab: TTab; onChange: (tab: TTab) => void }) {
  const { t } = useTranslation('publicCertificate');
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (TABS.indexOf(tab) + step + TABS.length) % TABS.length;
    if (!step && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    onChange(TABS[to]!);
    document.getElementById(`verify-tab-${TABS[to]}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('checks.tabsLabel')}
      className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {TABS.map((id) => (
        <button
          key={id}
          id={`verify-tab-${id}`}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls={`verify-panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onChange(id)}
          onKeyDown={onKeyDown}
          className={cn(
            'shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            tab === id
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
              : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900/60',
          )}
        >
          {t(`checks.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * `/verify` (docs/business-rules.md#public-verification): one field for a certificate number or
 * UUID. The looked-up value goes into `?q=`, so a result can be shared and the page opens with it;
 * the answer is the same panel as the QR page's. Input that is neither a number nor a UUID is
 * refused at the field, without a request.
 */
export function VerifyPage() {
  const { t } = useTranslation('publicCertificate');
  const { t: ta } = useTranslation('appeals');
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const tab = tabOf(search.get('tab'));
  const openTab = (next: TTab) => setSearch(next === 'number' ? (q ? { q } : {}) : { tab: next }, { replace: true });
  const normalized = q.trim() ? normalizeLookup(q) : null;
  const [input, setInput] = useState(q);
  const [fieldError, setFieldError] = useState<'required' | 'invalid' | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The URL is the state: back/forward or a shared link puts its query in the field.
  useEffect(() => {
    setInput(q);
    setFieldError(q.trim() && !normalizeLookup(q) ? 'invalid' : null);
  }, [q]);

  const query = useRequest(normalized ? `${attempt}\n${normalized}` : null, loadByQuery);
  const resultRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const answered = !query.isLoading && Boolean(query.data || query.error);
  useEffect(() => {
    if (!answered || !submitted.current) return;
    submitted.current = false;
    resultRef.current?.focus();
    resultRef.current?.scrollIntoView?.({ block: 'start' });
  }, [answered, query.data, query.error]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!input.trim()) return setFieldError('required');
    const next = normalizeLookup(input);
    if (!next) return setFieldError('invalid');
    setFieldError(null);
    setInput(next);
    submitted.current = true;
    // The same certificate again (as typed or as in the link) is asked again; the URL keeps the canonical form.
    if (next === normalized) setAttempt((n) => n + 1);
    if (next !== q) setSearch({ q: next });
  };

  const error = fieldError ? t(`verify.${fieldError}`) : undefined;
  const card =
    'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageIntro title={t('verify.title')} intro={t('verify.intro')} />
      <CheckTabs tab={tab} onChange={openTab} />
      {tab === 'number' ? (
        <div id="verify-panel-number" role="tabpanel" aria-labelledby="verify-tab-number" className="space-y-6">
          <form
            noValidate
            role="search"
            aria-label={t('verify.formLabel')}
            onSubmit={onSubmit}
            className={`space-y-3 ${card}`}
          >
            <FormField id="verify-q" label={t('verify.field')} hint={t('verify.hint')} error={error} required>
              {(f) => (
                <Input
                  {...f}
                  value={input}
                  maxLength={LOOKUP_INPUT_MAX}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="search"
                  placeholder="SBU-2026-000123"
                  className="font-mono"
                  onChange={(e) => {
                    setInput(e.target.value);
                    setFieldError(null);
                  }}
                />
              )}
            </FormField>
            {error ? (
              <p role="alert" className="sr-only">
                {error}
              </p>
            ) : null}
            <Button type="submit" isLoading={query.isLoading} className="w-full sm:w-auto">
              {t('verify.submit')}
            </Button>
          </form>
          {normalized ? (
            // Focused once a submitted lookup is answered: on a phone the answer is then on screen.
            <div ref={resultRef} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
              <LookupOutcome
                {...query}
                onRetry={() => setAttempt((n) => n + 1)}
                notFound={
                  <>
                    <p>{t('notFound.query')}</p>
                    <p>
                      {t('notFound.searched')}{' '}
                      <code className="font-mono break-all text-slate-900 dark:text-slate-100">{normalized}</code>
                    </p>
                  </>
                }
              />
            </div>
          ) : null}
        </div>
      ) : (
        <div id={`verify-panel-${tab}`} role="tabpanel" aria-labelledby={`verify-tab-${tab}`} className={card}>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            {tab === 'file' ? (
              <FileCheck />
            ) : tab === 'credential' ? (
              <CredentialCheck />
            ) : tab === 'batch' ? (
              <BatchCheck />
            ) : (
              <RegisterSearch />
            )}
          </Suspense>
        </div>
      )}
      <section aria-labelledby="verify-how" className={`space-y-3 ${card}`}>
        <h2 id="verify-how" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('verify.howTitle')}
        </h2>
        <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <li className="flex gap-2">
            <QrCode aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-sky-300" />
            <span>{t('verify.howQr')}</span>
          </li>
          <li className="flex gap-2">
            <Search aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-sky-300" />
            <span>{t('verify.howNumber')}</span>
          </li>
        </ul>
      </section>
      {/* The public complaint form (docs/business-rules.md#complaints-and-appeals); the certificate page links here. */}
      <section id="complaint" aria-labelledby="complaint-title" className={`scroll-mt-4 space-y-3 ${card}`}>
        <h2 id="complaint-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {ta('complaint.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{ta('complaint.intro')}</p>
        <ComplaintForm certificateNumber={search.get('complaint') ?? ''} />
      </section>
    </div>
  );
}
