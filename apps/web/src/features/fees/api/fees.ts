import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFeeQuoteRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

export const feeKeys = {
  all: ['fees'] as const,
  schedule: ['fees', 'schedule'] as const,
  quote: (body: TFeeQuoteRequest) => ['fees', 'quote', body] as const,
};

/** GET fees/schedule.php: the current version. */
export const useFeeSchedule = () =>
  useQuery({
    queryKey: feeKeys.schedule,
    queryFn: ({ signal }) => apiGet('fees/schedule.php', { signal, noCache: true }),
  });

/** POST fees/quote.php on the current schedule: the lines and amounts an invoice would carry. */
export const useFeeQuote = (body: TFeeQuoteRequest | null) =>
  useQuery({
    queryKey: feeKeys.quote(body ?? ({} as TFeeQuoteRequest)),
    // Enabled only with a body (below).
    queryFn: ({ signal }) => apiPost('fees/quote.php', body!, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
