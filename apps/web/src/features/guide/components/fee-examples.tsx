import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import {
  computeFee,
  QUALIFICATION_LABELS,
  QUALIFICATIONS,
  type TApplicationType,
  type TQualification,
} from '@portal/contract/constants';
import { Callout } from '@/components/ui/callout';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { QuoteTable, useFeeSchedule } from '@/features/fees';
import { formatCurrency } from '@/lib/currency';
import { useLocale } from '@/lib/locale';

/** The examples: a new application with 1 and with 3 sub-bidang, and the renewal of the latter. */
export const FEE_EXAMPLES: readonly {
  key: string;
  applicationType: TApplicationType;
  qualification: TQualification;
  subBidangCount: number;
}[] = [
  { key: 'newOne', applicationType: 'new', qualification: 'kecil', subBidangCount: 1 },
  { key: 'newThree', applicationType: 'new', qualification: 'kecil', subBidangCount: 3 },
  { key: 'renewalThree', applicationType: 'renewal', qualification: 'kecil', subBidangCount: 3 },
];

/**
 * Fee examples on the live schedule (fees/schedule.php), computed with the contract's one fee
 * function, so they agree to the rupiah with the quote and the invoice (docs/business-rules.md#fees).
 */
export function FeeExamples() {
  const { t } = useTranslation('guide');
  const { language } = useLocale();
  const schedule = useFeeSchedule();
  if (schedule.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">{t('fees.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <Callout tone="danger" icon={AlertTriangle} role="alert" title={t('fees.errorTitle')}>
        <p>{t('fees.errorText')}</p>
        <Button variant="outline" size="sm" className="mt-2 print:hidden" onClick={() => void schedule.refetch()}>
          {t('fees.retry')}
        </Button>
      </Callout>
    );
  }
  const rates = schedule.data;
  const q = (code: TQualification) => QUALIFICATION_LABELS[code][language];
  return (
    <div className="space-y-5" data-testid="fee-examples">
      <div
        className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800"
        role="region"
        aria-label={t('fees.scheduleCaption')}
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="px-2 pt-2 text-left sm:px-3 text-xs text-slate-600 dark:text-slate-400">
            {t('fees.scheduleCaption')} · {t('fees.renewalPercent', { percent: rates.renewal_percent })}
          </caption>
          <thead>
            <tr className="text-left text-xs font-semibold text-slate-600 dark:text-slate-300">
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('fees.qualification')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                {t('fees.baseFee')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right">
                {t('fees.extraFee')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {QUALIFICATIONS.filter((code) => rates.fees[code]).map((code) => (
              <tr key={code}>
                <th scope="row" className="px-2 py-2 sm:px-3 text-left font-normal text-slate-900 dark:text-slate-100">
                  {q(code)}
                </th>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums whitespace-nowrap">
                  {formatCurrency(rates.fees[code].base_fee)}
                </td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums whitespace-nowrap">
                  {formatCurrency(rates.fees[code].extra_sub_bidang_fee)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {FEE_EXAMPLES.map((ex) => {
        const title = t(`fees.examples.${ex.key}`, { qualification: q(ex.qualification), count: ex.subBidangCount });
        return (
          <figure key={ex.key} className="space-y-2 print:break-inside-avoid" data-example={ex.key}>
            <figcaption className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</figcaption>
            <QuoteTable quote={computeFee(rates, ex)} caption={title} />
          </figure>
        );
      })}
    </div>
  );
}
