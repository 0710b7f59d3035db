import { useTranslation } from 'react-i18next';
import { COMPANY_VERIFICATION_SLA_WORKING_DAYS, waitingTime } from '@portal/contract/constants';

/**
 * Working time since `since` (docs/business-rules.md#working-days); overdue past the queue's SLA
 * (`slaWorkingDays`, the company verification's by default) in red. Texts from the `admin` namespace.
 */
export function WaitingTime({
  since,
  now = new Date(),
  slaWorkingDays = COMPANY_VERIFICATION_SLA_WORKING_DAYS,
}: {
  since: string | null;
  now?: Date;
  slaWorkingDays?: number;
}) {
  const { t } = useTranslation('admin');
  if (!since) return <span className="text-slate-500 dark:text-slate-400">-</span>;
  const w = waitingTime(new Date(since), now, slaWorkingDays);
  const text =
    w.unit === 'hours'
      ? w.value < 1
        ? t('queue.waiting.underHour')
        : t('queue.waiting.hours', { count: w.value })
      : t('queue.waiting.days', { count: w.value });
  return (
    <span
      className={w.overdue ? 'font-semibold whitespace-nowrap text-red-700 dark:text-red-300' : 'whitespace-nowrap'}
    >
      {text}
      {w.overdue ? <span className="ml-1 text-xs font-medium">({t('queue.waiting.overdue')})</span> : null}
    </span>
  );
}
