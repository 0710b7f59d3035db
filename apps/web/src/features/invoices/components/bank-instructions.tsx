import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@portal/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { formatCurrency } from '@/lib/currency';

function CopyRow({
  label,
  shown,
  value,
  copyLabel,
}: {
  label: string;
  shown: string;
  value: string;
  copyLabel: string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <div className="py-2">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span className="min-w-0 font-mono text-base font-semibold break-all text-slate-900 tabular-nums dark:text-slate-100">
          {shown}
        </span>
        <CopyButton
          value={value}
          label={t('payment.copy')}
          ariaLabel={copyLabel}
          copiedLabel={t('payment.copied')}
          failedLabel={t('payment.copyFailed')}
        />
      </dd>
    </div>
  );
}

/**
 * Bank transfer instructions (docs/business-rules.md#invoices): the accounts of the invoice's fee
 * schedule, the exact amount and the invoice number as reference, each with a copy button. The
 * amount is copied as digits only, which is what a banking app's amount field accepts.
 */
export function BankInstructions({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('payment.bankIntro')}</p>
      <dl className="divide-y divide-slate-200 rounded-md border border-brand-200 bg-brand-50/60 px-3 dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-800/40">
        <CopyRow
          label={t('payment.amount')}
          shown={formatCurrency(invoice.total)}
          value={String(invoice.total)}
          copyLabel={t('payment.copyAmount')}
        />
        <CopyRow
          label={t('payment.reference')}
          shown={invoice.payment_reference}
          value={invoice.payment_reference}
          copyLabel={t('payment.copyReference')}
        />
      </dl>
      <ul className="space-y-2">
        {invoice.bank_accounts.map((a) => (
          <li
            key={`${a.bank_name}-${a.account_number}`}
            className="rounded-md border border-slate-200 px-3 py-1 dark:border-slate-700"
          >
            <p className="pt-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{a.bank_name}</p>
            <dl>
              <CopyRow
                label={t('payment.accountNumber')}
                shown={a.account_number}
                value={a.account_number}
                copyLabel={t('payment.copyAccount', { bank: a.bank_name })}
              />
              <div className="pb-2">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('payment.accountHolder')}</dt>
                <dd className="text-sm text-slate-900 dark:text-slate-100">{a.account_holder}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
