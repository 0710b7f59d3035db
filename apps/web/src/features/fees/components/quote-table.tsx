import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFeeQuoteResponse } from '@portal/contract';
import { formatCurrency } from '@/lib/currency';
import { toSupportedLanguage } from '@/lib/locale';

/** The lines, subtotal, DPP, PPN and total, as the invoice prints them (docs/business-rules.md#tax). */
export function QuoteTable({ quote, caption }: { quote: TFeeQuoteResponse; caption: string }) {
  const { t, i18n } = useTranslation('fees');
  const en = toSupportedLanguage(i18n.language) === 'en';
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
  const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  const summary: [string, number, boolean?][] = [
    [t('quote.subtotal'), quote.subtotal],
    [t('quote.dpp'), quote.dpp],
    [t('quote.ppn'), quote.ppn],
    [t('quote.total'), quote.total, true],
  ];
  return (
    // Focusable, so the table can be scrolled sideways with the keyboard on a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={th}>
              {t('quote.description')}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              {t('quote.quantity')}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              {t('quote.unitPrice')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('quote.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {quote.lines.map((l) => {
            // A renewal line costs less than quantity × unit price: the discount is its own line, so
            // "1 × Rp 5.000.000" is followed by "Potongan perpanjangan −Rp 1.000.000", not by Rp 4.000.000 alone.
            const gross = l.quantity * l.unit_price;
            const discount = gross - l.amount;
            return (
              <Fragment key={l.code}>
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900 dark:text-slate-100">
                    {en ? l.description_en : l.description}
                    {/* On a phone quantity and unit price go under the text instead of columns of their own. */}
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                      {l.quantity} × {formatCurrency(l.unit_price)}
                    </span>
                  </th>
                  <td className={`${num} hidden sm:table-cell`}>{l.quantity}</td>
                  <td className={`${num} hidden sm:table-cell`}>{formatCurrency(l.unit_price)}</td>
                  <td className={num}>{formatCurrency(discount > 0 ? gross : l.amount)}</td>
                </tr>
                {discount > 0 ? (
                  <tr data-testid="quote-discount">
                    <th
                      scope="row"
                      colSpan={3}
                      className="px-3 py-1.5 pl-6 text-left text-xs font-normal text-slate-700 dark:text-slate-300"
                    >
                      {t('quote.renewalDiscount')}
                    </th>
                    <td className={`${num} text-xs text-slate-700 dark:text-slate-300`}>−{formatCurrency(discount)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot className="border-t border-slate-300 dark:border-slate-700">
          {summary.map(([label, value, strong]) => (
            <tr key={label} className={strong ? 'bg-brand-50 text-base font-semibold dark:bg-slate-800' : undefined}>
              {/* Three columns wide, or one on a phone (quantity and unit price hidden). */}
              <th
                scope="row"
                colSpan={3}
                className="hidden px-3 py-1.5 text-right font-medium text-slate-700 sm:table-cell dark:text-slate-200"
              >
                {label}
              </th>
              <th
                scope="row"
                className="px-3 py-1.5 text-right font-medium text-slate-700 sm:hidden dark:text-slate-200"
              >
                {label}
              </th>
              <td className={num} data-testid={strong ? 'quote-total' : undefined}>
                {formatCurrency(value)}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
