import { QrCode, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ComplaintForm } from '@/features/appeals';
import { useRequest } from '@/hooks/use-request';
import { LookupOutcome } from '../components/lookup-outcome';
import { PageIntro } from '../components/page-intro';
import { LOOKUP_INPUT_MAX, loadByQuery, normalizeLookup } from '../lib/lookup';

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
