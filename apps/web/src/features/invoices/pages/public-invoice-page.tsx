import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { QuoteTable } from '@/features/fees';
import { ApiError } from '@/lib/api-client';
import { formatBusinessDate, formatDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { apiGet } from '@/lib/api-client';
import { useRequest } from '@/hooks/use-request';

const CODE_MAX = 40;

/** The key carries the attempt, so asking again with the same code asks the server again. */
const loadPublic = async (key: string, signal: AbortSignal) => {
  const [, transId, code] = key.split('\n');
  return (await apiGet('transactions/public.php', { query: { transId, code }, signal, noCache: true })).invoice;
};

/**
 * `/invoice/{transId}` without login (docs/business-rules.md#public-invoice): asks for the
 * verification code printed on the invoice (or takes `?code=` from its QR code) and shows the
 * public fields. A wrong code and an unknown number get the same message, as the server answers both
 * with 404.
 */
export function PublicInvoicePage() {
  const { t } = useTranslation('invoices');
  const { locale } = useLocale();
  const transId = useParams().transId ?? '';
  const [search, setSearch] = useSearchParams();
  const code = (search.get('code') ?? '').trim().slice(0, CODE_MAX);
  const [input, setInput] = useState(code);
  const [empty, setEmpty] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // No query cache before sign-in (the public frame stays light): one request per attempt.
  const query = useRequest(code ? `${attempt}\n${transId}\n${code}` : null, loadPublic);
  const inv = query.data;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const error = empty
    ? t('public.required')
    : code && query.error
      ? status === 404
        ? t('public.wrong')
        : status === 429
          ? t('public.rateLimited')
          : t('public.error')
      : undefined;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = input.trim();
    setEmpty(next === '');
    if (!next) return;
    if (next === code) setAttempt((n) => n + 1);
    else setSearch({ code: next }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{t('public.title')}</h1>
      {inv ? (
        <Card>
          <CardHeader>
            <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
              <ShieldCheck aria-hidden="true" className="size-5" />
              {t('public.valid')}
            </p>
            <CardTitle className="font-mono text-lg">{inv.transId}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <DetailList
              items={[
                [t('public.status'), <StatusBadge status={inv.status} />],
                [t('public.company'), inv.company_name],
                [t('public.issuer'), [inv.issuer.name, inv.issuer.address].filter(Boolean).join(' · ')],
                [t('public.issued'), formatDate(inv.issued_at, locale)],
                [t('public.due'), formatBusinessDate(inv.due_date, locale)],
                [t('public.paid'), formatDate(inv.paid_at, locale)],
              ]}
            />
            <QuoteTable quote={inv} caption={t('public.caption')} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="pt-5">
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={query.isLoading || undefined}>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('public.intro', { trans: transId })}</p>
              <FormField id="public-code" label={t('public.code')} hint={t('public.codeHint')} error={error} required>
                {(f) => (
                  <Input
                    {...f}
                    value={input}
                    maxLength={CODE_MAX}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    className="font-mono tracking-widest uppercase"
                    onChange={(e) => {
                      setInput(e.target.value);
                      setEmpty(false);
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
                {t('public.show')}
              </Button>
              {query.isLoading && !inv ? <Skeleton className="h-4 w-40" /> : null}
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
