import { CircleAlert, SearchX, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TRegisterSearchResponse } from '@portal/contract';
import { publicCertificatePath, QUALIFICATION_LABELS, REGISTER_SEARCH_MIN_CHARS } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequest } from '@/hooks/use-request';
import { ApiError, apiGet } from '@/lib/api-client';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';

/** Ten a page: a phone shows a page without endless scrolling; each page is one counted lookup. */
export const REGISTER_PER_PAGE = 10;
/** The server's own limit on `company` (ZRegisterSearchQuery). */
const COMPANY_MAX = 100;

/** Request keys carry an attempt counter, so "try again" asks again: `attempt\npage\ncompany`. */
const load = async (key: string, signal: AbortSignal): Promise<TRegisterSearchResponse> => {
  const [, page, ...rest] = key.split('\n');
  return apiGet('certificates/search.php', {
    query: { company: rest.join('\n'), page: Number(page), per_page: REGISTER_PER_PAGE },
    signal,
    noCache: true,
  });
};

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * The public register (docs/business-rules.md#verifying-certificates): certificates in force by
 * part of the company name, from certificates/search.php, ten a page. The search and the page are
 * in the URL (`?tab=register&company=&page=`), so a result can be shared and "back" returns to it;
 * each result links to the certificate's public page. Nothing private is shown, because the
 * server answers only the public page's fields.
 */
export default function RegisterSearch() {
  const { t } = useTranslation(['publicCertificate', 'admin']);
  const { language, locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const company = (search.get('company') ?? '').trim();
  const page = pageOf(search.get('page'));
  const asked = company.length >= REGISTER_SEARCH_MIN_CHARS ? company : null;
  const [input, setInput] = useState(company);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setInput(company), [company]);

  const result = useRequest(asked ? `${attempt}\n${page}\n${asked}` : null, load);
  const resultRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (result.isLoading || !submitted.current) return;
    submitted.current = false;
    resultRef.current?.focus();
  }, [result.isLoading]);

  const go = (next: { company: string; page?: number }) =>
    setSearch({
      tab: 'register',
      company: next.company,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = input.trim();
    if (!value) return setFieldError(t('checks.register.required'));
    if (value.length < REGISTER_SEARCH_MIN_CHARS)
      return setFieldError(t('checks.register.tooShort', { min: REGISTER_SEARCH_MIN_CHARS }));
    setFieldError(undefined);
    submitted.current = true;
    if (value === asked && page === 1) setAttempt((n) => n + 1);
    else go({ company: value });
  };

  const data = result.data;
  return (
    <div className="space-y-4">
      <form
        noValidate
        role="search"
        aria-label={t('checks.register.formLabel')}
        onSubmit={onSubmit}
        className="space-y-3"
      >
        <FormField
          id="verify-register"
          label={t('checks.register.field')}
          hint={t('checks.register.hint', { min: REGISTER_SEARCH_MIN_CHARS })}
          error={fieldError}
        >
          {(f) => (
            <Input
              {...f}
              type="search"
              value={input}
              maxLength={COMPANY_MAX}
              autoComplete="organization"
              enterKeyHint="search"
              placeholder="PT Maju Jaya"
              onChange={(e) => {
                setInput(e.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={result.isLoading} className="w-full sm:w-auto">
          {t('checks.register.submit')}
        </Button>
      </form>
      {asked ? (
        <div ref={resultRef} tabIndex={-1} aria-live="polite" className="scroll-mt-4 focus:outline-none">
          {result.isLoading ? (
            <div aria-busy="true" className="space-y-3">
              <p role="status" className="sr-only">
                {t('checks.register.loading')}
              </p>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 w-full" />
              ))}
            </div>
          ) : data ? (
            data.total === 0 ? (
              <Callout
                tone="info"
                icon={SearchX}
                role="status"
                title={t('checks.register.emptyTitle', { company: asked })}
              >
                <p className="text-sm">{t('checks.register.emptyText')}</p>
              </Callout>
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('checks.register.summary', { count: data.total, company: asked })}
                </p>
                <ul aria-label={t('checks.register.results')} className="space-y-3">
                  {data.items.map((c) => (
                    <li
                      key={c.certificate_uuid}
                      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
                    >
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <h3 className="min-w-0 font-semibold break-words text-slate-900 dark:text-slate-100">
                          {c.company_name}
                        </h3>
                        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                          {t(`status.${c.status}.word`)}
                        </span>
                      </div>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                        <dt className="text-slate-600 dark:text-slate-400">{t('details.number')}</dt>
                        <dd>
                          <Link
                            to={publicCertificatePath(c.certificate_uuid)}
                            aria-label={t('checks.register.open', { number: c.number, company: c.company_name })}
                            className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-sky-300"
                          >
                            {c.number}
                          </Link>
                        </dd>
                        <dt className="text-slate-600 dark:text-slate-400">{t('details.qualification')}</dt>
                        <dd className="text-slate-900 dark:text-slate-100">
                          {QUALIFICATION_LABELS[c.qualification][language]}
                        </dd>
                        <dt className="text-slate-600 dark:text-slate-400">{t('details.validUntil')}</dt>
                        <dd className="text-slate-900 dark:text-slate-100">
                          {formatBusinessDate(c.valid_until, locale)}
                        </dd>
                        <dt className="text-slate-600 dark:text-slate-400">{t('checks.batch.columns.subBidang')}</dt>
                        <dd className="break-words text-slate-900 dark:text-slate-100">
                          {c.sub_bidang.map((s) => `${s.code} (KBLI ${s.kbli_code})`).join(', ') || '—'}
                        </dd>
                      </dl>
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={data.page}
                  perPage={data.per_page}
                  total={data.total}
                  isDisabled={result.isLoading}
                  onPageChange={(next) => {
                    submitted.current = true;
                    go({ company: asked, page: next });
                  }}
                />
              </div>
            )
          ) : result.error ? (
            <RegisterError error={result.error} onRetry={() => setAttempt((n) => n + 1)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Too many lookups (429, with its wait), a refused search (422), or a failure to retry. */
function RegisterError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('publicCertificate');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429) {
    const minutes = error instanceof ApiError && error.retryAfterS ? Math.max(1, Math.ceil(error.retryAfterS / 60)) : 0;
    return (
      <Callout tone="warning" icon={Timer} title={t('rateLimited.title')} role="alert">
        <p className="text-sm">{minutes ? t('rateLimited.wait', { count: minutes }) : t('rateLimited.later')}</p>
      </Callout>
    );
  }
  return (
    <Callout tone="danger" icon={CircleAlert} title={t('checks.register.failed')} role="alert">
      <p className="text-sm">{status === 422 && error instanceof ApiError ? error.message : t('failed.text')}</p>
      {status === 422 ? null : (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          {t('failed.retry')}
        </Button>
      )}
    </Callout>
  );
}
