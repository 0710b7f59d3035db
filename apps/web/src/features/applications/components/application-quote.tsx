import { useTranslation } from 'react-i18next';
import type { TFeeQuoteRequest } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QuoteTable, useFeeQuote } from '@/features/fees';
import { ApiError } from '@/lib/api-client';

/**
 * The live quote of fees/quote.php for what the form holds: the lines, DPP, PPN and total the
 * invoice will carry (docs/business-rules.md#fees; one fee function serves both).
 */
export function ApplicationQuote({ request }: { request: TFeeQuoteRequest | null }) {
  const { t } = useTranslation('applications');
  const quote = useFeeQuote(request);
  const unavailable =
    quote.error instanceof ApiError
      ? (quote.error.data as { unavailable_codes?: string[] } | undefined)?.unavailable_codes
      : undefined;
  return (
    <div aria-live="polite" aria-busy={quote.isFetching || undefined} className="space-y-2">
      {request === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.quoteEmpty')}</p>
      ) : quote.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {unavailable?.length ? t('form.quoteUnavailable', { codes: unavailable.join(', ') }) : t('form.quoteError')}
          <Button size="sm" variant="outline" onClick={() => void quote.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : quote.data ? (
        <QuoteTable quote={quote.data} caption={t('form.quoteCaption')} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('form.quoteHint')}</p>
    </div>
  );
}
