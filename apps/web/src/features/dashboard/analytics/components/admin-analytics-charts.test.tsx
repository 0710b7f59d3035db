import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TAdminAnalyticsSummaryResponse } from '@portal/contract';
import i18n from '@/i18n';
import { mockApi } from '@/app/testing/mock-api';
import { AdminAnalyticsCharts } from './admin-analytics-lazy';

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

const zero = { draft: 0, submitted: 0, under_review: 0, approved: 0, rejected: 0, completed: 0 };
const MONTHS = [
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
];
const summary: TAdminAnalyticsSummaryResponse = {
  months: MONTHS.map((month, i) => ({
    month,
    applications: zero,
    invoiced: 0,
    paid: i === 11 ? 4_200_000 : i === 10 ? 12_000_000 : 0,
    certificates_issued: 0,
    certificates_expiring: 0,
  })),
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week_start: `2026-${i < 5 ? '03' : i < 9 ? '04' : '05'}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
    applications: i === 11 ? 7 : i,
  })),
  days_to_certificate: MONTHS.map((month) =>
    month === '2026-04' ? { month, median_days: 12.5, certificates: 3 } : { month, median_days: null, certificates: 0 },
  ),
};
summary.weeks[11] = { week_start: '2026-05-18', applications: 7 };

describe('AdminAnalyticsCharts (lazy, from the feature index)', () => {
  it(
    'applications per week, revenue per month and days to certificate, each with its table',
    { timeout: 20_000 },
    async () => {
      mockApi({ [apiPath('admin/analytics/summary.php')]: { data: summary } });
      // As the admin dashboard mounts it: inside the app's query client, with no Suspense of its own around it.
      render(
        <QueryClientProvider client={new QueryClient()}>
          <AdminAnalyticsCharts />
        </QueryClientProvider>,
      );
      const total = summary.weeks.reduce((n, w) => n + w.applications, 0);
      expect(
        await screen.findByText(`${total} permohonan dalam 12 minggu terakhir; 7 minggu ini.`, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Rp 16.200.000 diterima dalam 12 bulan terakhir; Rp 4.200.000 bulan ini.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Median terakhir 12,5 hari \(Apr 2026, dari 3 sertifikat\)/)).toBeInTheDocument();
      const user = userEvent.setup();

      const weeks = screen.getByRole('figure', { name: 'Permohonan per minggu' });
      await user.click(within(weeks).getByRole('button', { name: 'Lihat sebagai tabel' }));
      const weekRow = within(weeks).getByRole('rowheader', { name: 'Minggu 18 Mei 2026' }).closest('tr')!;
      expect(within(weekRow).getByRole('cell')).toHaveTextContent('7');

      const revenue = screen.getByRole('figure', { name: 'Pendapatan per bulan' });
      await user.click(within(revenue).getByRole('button', { name: 'Lihat sebagai tabel' }));
      expect(
        within(within(revenue).getByRole('rowheader', { name: 'Apr 2026' }).closest('tr')!).getByRole('cell'),
      ).toHaveTextContent('Rp 12.000.000');

      const days = screen.getByRole('figure', { name: 'Lama proses sampai sertifikat' });
      await user.click(within(days).getByRole('button', { name: 'Lihat sebagai tabel' }));
      const table = within(days).getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Bulan', 'Median hari', 'Sertifikat']);
      expect(
        within(within(table).getByRole('rowheader', { name: 'Apr 2026' }).closest('tr')!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['12,5', '3']);
      expect(
        within(within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['–', '0']);
    },
  );
});
