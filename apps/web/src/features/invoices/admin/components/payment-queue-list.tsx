import { useTranslation } from 'react-i18next';
import { PAYMENT_VERIFICATION_SLA_WORKING_DAYS, type TPaymentQueueItem } from '@portal/contract';
import { cn } from '@/components/ui/cn';
import { WaitingTime } from '@/components/ui/waiting-time';
import { formatCurrency } from '@/lib/currency';

interface Props {
  items: readonly TPaymentQueueItem[];
  selected: string | null;
  onSelect: (uuid: string) => void;
  /** The payments ticked for "Verifikasi terpilih". */
  checked: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
}

/** The queue, oldest proof first: company, number, amount and how long each has waited (SLA one working day). */
export function PaymentQueueList({ items, selected, onSelect, checked, onToggle }: Props) {
  const { t } = useTranslation('adminWorkflow');
  return (
    <ol
      aria-label={t('payments.queueLabel')}
      className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {items.map((item, i) => {
        const isSelected = item.uuid_invoice === selected;
        return (
          <li key={item.uuid_invoice} className="flex items-stretch">
            <span className="flex items-center pl-3">
              <input
                type="checkbox"
                className="size-4"
                aria-label={t('payments.bulk.select', { transId: item.transId })}
                checked={checked.has(item.uuid_invoice)}
                onChange={() => onToggle(item.uuid_invoice)}
              />
            </span>
            <button
              type="button"
              data-queue-item={item.uuid_invoice}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(item.uuid_invoice)}
              className={cn(
                'flex min-w-0 flex-1 flex-col gap-1 border-l-4 px-3 py-2.5 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                isSelected
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-slate-800'
                  : 'border-transparent hover:bg-slate-50 dark:hover:bg-slate-800/50',
              )}
            >
              <span className="flex w-full min-w-0 items-baseline justify-between gap-2">
                <span
                  className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100"
                  title={item.company_name}
                >
                  <span className="sr-only">
                    {t('payments.itemPosition', { position: i + 1, total: items.length })}{' '}
                  </span>
                  {item.company_name}
                </span>
                <span className="shrink-0 text-xs font-medium text-slate-800 tabular-nums dark:text-slate-200">
                  {formatCurrency(item.total)}
                </span>
              </span>
              <span className="flex w-full min-w-0 flex-wrap items-baseline justify-between gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                <span className="font-mono">{item.transId}</span>
                <WaitingTime since={item.waiting_since} slaWorkingDays={PAYMENT_VERIFICATION_SLA_WORKING_DAYS} />
              </span>
              {item.claimed_by ? (
                <span className="text-xs text-amber-800 dark:text-amber-300">
                  {t('claims.handledBy', { name: item.claimed_by.name })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
