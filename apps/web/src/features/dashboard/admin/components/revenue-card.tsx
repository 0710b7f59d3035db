import { Minus, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminDashboardStatsResponse } from '@portal/contract';
import { Card, CardContent } from '@/components/ui/card';
import { formatCurrency } from '@/lib/currency';
import { useLocale } from '@/lib/locale';

/** "November 2026" from the server's WIB month `YYYY-MM`. */
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/** Paid invoices this WIB month against last month (integer rupiah; docs/business-rules.md#dashboards). */
export function RevenueCard({ revenue }: { revenue: TAdminDashboardStatsResponse['revenue'] }) {
  const { t } = useTranslation('adminDashboard');
  const { locale } = useLocale();
  const { this_month: now, last_month: last } = revenue;
  const diff = now.amount - last.amount;
  const Trend = diff === 0 ? Minus : diff > 0 ? TrendingUp : TrendingDown;
  return (
    <Card className="sm:col-span-2">
      <CardContent className="space-y-3 pt-5">
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
            <Wallet aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('kpi.revenue')}</h3>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div data-testid="revenue-this">
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {t('kpi.revenueThis', { month: monthName(now.month, locale) })}
            </dt>
            <dd className="text-2xl font-semibold break-words text-slate-900 dark:text-slate-100">
              {formatCurrency(now.amount)}
            </dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">{t('kpi.invoices', { count: now.invoices })}</dd>
          </div>
          <div data-testid="revenue-last">
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {t('kpi.revenueLast', { month: monthName(last.month, locale) })}
            </dt>
            <dd className="text-2xl font-semibold break-words text-slate-700 dark:text-slate-300">
              {formatCurrency(last.amount)}
            </dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">
              {t('kpi.invoices', { count: last.invoices })}
            </dd>
          </div>
        </dl>
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="revenue-diff">
          <Trend aria-hidden="true" className="size-4 shrink-0" />
          {diff === 0
            ? t('kpi.revenueSame')
            : t(diff > 0 ? 'kpi.revenueUp' : 'kpi.revenueDown', { amount: formatCurrency(Math.abs(diff)) })}
        </p>
      </CardContent>
    </Card>
  );
}
