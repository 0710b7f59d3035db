import { useTranslation } from 'react-i18next';
import { waitingTime } from '@portal/contract/constants';

/** Working time since submission (docs/business-rules.md#verification-queue); overdue past the SLA in red. */
export function WaitingTime({ since, now = new Date() }: { since: string | null; now?: Date }) {
  const { t } = useTranslation('admin');
  if (!since) return <span className="text-slate-500 dark:text-slate-400">-</span>;
  const w = waitingTime(new Date(since), now);
  const text = w.unit === 'hours' ? (w.value < 1 ? t('queue.waiting.underHour') : t('queue.waiting.hours', { count: w.value })) : t('queue.waiting.days', { count: w.value });
  return (
    <span className={w.overdue ? 'font-semibold whitespace-nowrap text-red-700 dark:text-red-300' : 'whitespace-nowrap'}>
      {text}
      {w.overdue ? <span className="ml-1 text-xs font-medium">({t('queue.waiting.overdue')})</span> : null}
    </span>
  );
}

/** "x dari y terverifikasi" with a small bar; the text is what screen readers hear. */
export function ReviewProgress({ verified, required }: { verified: number; required: number }) {
  const { t } = useTranslation('admin');
  const pct = required ? Math.round((verified / required) * 100) : 0;
  return (
    <span className="flex min-w-32 flex-col gap-1">
      <span className="text-sm whitespace-nowrap">{t('queue.progress', { verified, required })}</span>
      <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span className="block h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${pct}%` }} />
      </span>
    </span>
  );
}
