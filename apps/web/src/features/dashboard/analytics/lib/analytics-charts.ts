import type { TFunction } from 'i18next';
import { APPLICATION_STATUSES, type TLanguage } from '@portal/contract/constants';
import type { TAdminAnalyticsSummaryResponse, TAnalyticsMonth } from '@portal/contract';
import type { TChartData, TChartRow } from './chart-data';
import { rowTotal } from './chart-data';
import { dayLabel, formatNumber, fullRupiah, monthLabel } from './format';

/** A chart with its sentence: what the figure shows above it and at the end of its aria-label. */
export interface TChart {
  data: TChartData;
  summary: string;
}

const monthRow = (month: string, language: TLanguage, values: TChartRow['values']): TChartRow => ({
  key: month,
  // The axis names the year on January and on the first month, so twelve ticks stay short.
  axisLabel: month.endsWith('-01') ? monthLabel(month, language) : monthLabel(month, language, true),
  label: monthLabel(month, language),
  values,
});

const withYearOnFirst = (rows: TChartRow[], language: TLanguage): TChartRow[] =>
  rows.map((r, i) => (i === 0 && /^\d{4}-\d{2}$/.test(r.key) ? { ...r, axisLabel: monthLabel(r.key, language) } : r));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The busiest row (first of equals), for "terbanyak Mei 2026 (8)". */
const busiest = (rows: TChartRow[], total: (r: TChartRow) => number) =>
  rows.reduce((best, r) => (total(r) > total(best) ? r : best), rows[0]!);

/** Applications created per month, stacked by their status now, in the badge colours. */
export function applicationsByStatus(months: TAnalyticsMonth[], t: TFunction, language: TLanguage): TChart {
  const series = APPLICATION_STATUSES.map((s) => ({
    key: s,
    label: t(`status:badge.${s}`),
    color: `var(--chart-status-${s.replace('_', '-')})`,
  }));
  const rows = withYearOnFirst(
    months.map((m) => monthRow(m.month, language, { ...m.applications })),
    language,
  );
  const total = sum(rows.map((r) => rowTotal(r, series)));
  const top = busiest(rows, (r) => rowTotal(r, series));
  return {
    data: { kind: 'stacked', format: 'count', categoryLabel: t('analytics:chart.month'), series, rows },
    summary: t('analytics:company.applications.summary', {
      count: total,
      total: formatNumber(total, language),
      month: top.label,
      top: formatNumber(rowTotal(top, series), language),
    }),
  };
}

/** Totals invoiced (issued that month) beside totals paid (by payment date). */
export function invoicedVsPaid(months: TAnalyticsMonth[], t: TFunction, language: TLanguage): TChart {
  const series = [
    { key: 'invoiced', label: t('analytics:company.money.invoiced'), color: 'var(--chart-primary)' },
    { key: 'paid', label: t('analytics:company.money.paid'), color: 'var(--chart-secondary)' },
  ];
  const rows = withYearOnFirst(
    months.map((m) => monthRow(m.month, language, { invoiced: m.invoiced, paid: m.paid })),
    language,
  );
  return {
    data: { kind: 'bar', format: 'money', categoryLabel: t('analytics:chart.month'), series, rows },
    summary: t('analytics:company.money.summary', {
      invoiced: fullRupiah(sum(months.map((m) => m.invoiced))),
      paid: fullRupiah(sum(months.map((m) => m.paid))),
    }),
  };
}

/** Certificates issued, and those whose last valid day falls in the month. */
export function certificatesIssuedExpiring(months: TAnalyticsMonth[], t: TFunction, language: TLanguage): TChart {
  const series = [
    { key: 'issued', label: t('analytics:company.certificates.issued'), color: 'var(--chart-secondary)' },
    { key: 'expiring', label: t('analytics:company.certificates.expiring'), color: 'var(--chart-warning)' },
  ];
  const rows = withYearOnFirst(
    months.map((m) =>
      monthRow(m.month, language, { issued: m.certificates_issued, expiring: m.certificates_expiring }),
    ),
    language,
  );
  const issued = sum(months.map((m) => m.certificates_issued));
  const expiring = sum(months.map((m) => m.certificates_expiring));
  return {
    data: { kind: 'bar', format: 'count', categoryLabel: t('analytics:chart.month'), series, rows },
    summary: t('analytics:company.certificates.summary', {
      issued: formatNumber(issued, language),
      expiring: formatNumber(expiring, language),
    }),
  };
}

/** Applications created per WIB week (Monday first), the last 12 weeks. */
export function applicationsPerWeek(
  weeks: TAdminAnalyticsSummaryResponse['weeks'],
  t: TFunction,
  language: TLanguage,
): TChart {
  const series = [{ key: 'applications', label: t('analytics:admin.weeks.series'), color: 'var(--chart-primary)' }];
  const rows = weeks.map((w) => ({
    key: w.week_start,
    axisLabel: dayLabel(w.week_start, language),
    label: t('analytics:admin.weeks.weekOf', { date: dayLabel(w.week_start, language, true) }),
    values: { applications: w.applications },
  }));
  const total = sum(weeks.map((w) => w.applications));
  return {
    data: { kind: 'bar', format: 'count', categoryLabel: t('analytics:chart.week'), series, rows },
    summary: t('analytics:admin.weeks.summary', {
      count: total,
      total: formatNumber(total, language),
      current: formatNumber(weeks.at(-1)?.applications ?? 0, language),
    }),
  };
}

/** Revenue: totals of the invoices paid per month (by payment date). */
export function revenuePerMonth(months: TAnalyticsMonth[], t: TFunction, language: TLanguage): TChart {
  const series = [{ key: 'paid', label: t('analytics:admin.revenue.series'), color: 'var(--chart-secondary)' }];
  const rows = withYearOnFirst(
    months.map((m) => monthRow(m.month, language, { paid: m.paid })),
    language,
  );
  return {
    data: { kind: 'bar', format: 'money', categoryLabel: t('analytics:chart.month'), series, rows },
    summary: t('analytics:admin.revenue.summary', {
      total: fullRupiah(sum(months.map((m) => m.paid))),
      current: fullRupiah(months.at(-1)?.paid ?? 0),
    }),
  };
}

/** The median days from submission to certificate, per month of issue (a gap where none was issued). */
export function daysToCertificate(
  medians: TAdminAnalyticsSummaryResponse['days_to_certificate'],
  t: TFunction,
  language: TLanguage,
): TChart {
  const series = [
    { key: 'median_days', label: t('analytics:admin.days.series'), color: 'var(--chart-primary)' },
    { key: 'certificates', label: t('analytics:admin.days.certificates'), color: 'var(--chart-axis)', tableOnly: true },
  ];
  // The line draws the median only; the table also says how many certificates each median is of.
  const rows = withYearOnFirst(
    medians.map((m) => monthRow(m.month, language, { median_days: m.median_days, certificates: m.certificates })),
    language,
  );
  const latest = [...medians].reverse().find((m) => m.median_days !== null);
  return {
    data: { kind: 'line', format: 'days', categoryLabel: t('analytics:chart.month'), series, rows },
    summary: latest
      ? t('analytics:admin.days.summary', {
          days: formatNumber(latest.median_days!, language),
          month: monthLabel(latest.month, language),
          count: latest.certificates,
          certificates: formatNumber(latest.certificates, language),
        })
      : '',
  };
}
