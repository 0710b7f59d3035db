import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TAnalyticsMonth } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

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
const zero = { draft: 0, submitted: 0, under_review: 0, approved: 0, rejected: 0, completed: 0 };
const month = (m: string, over: Partial<TAnalyticsMonth> = {}): TAnalyticsMonth => ({
  month: m,
  applications: { ...zero },
  invoiced: 0,
  paid: 0,
  certificates_issued: 0,
  certificates_expiring: 0,
  ...over,
});
const withData = MONTHS.map((m) =>
  m === '2026-03'
    ? month(m, {
        applications: { ...zero, completed: 2, rejected: 1 },
        invoiced: 7_500_000,
        paid: 7_500_000,
        certificates_issued: 2,
      })
    : m === '2026-05'
      ? month(m, { applications: { ...zero, draft: 1, submitted: 4 }, invoiced: 3_100_000, certificates_expiring: 1 })
      : month(m),
);

const tableOf = async (title: string) => {
  const figure = await screen.findByRole('figure', { name: title });
  await userEvent.setup().click(within(figure).getByRole('button', { name: 'Lihat sebagai tabel' }));
  return within(figure).getByRole('table', { name: title });
};
const rowOf = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/analytics', () => {
  it(
    'shows the three charts with their summaries, and tables carrying the same numbers',
    { timeout: 20_000 },
    async () => {
      mockApi({
        [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
        [apiPath('analytics/summary.php')]: { data: { months: withData } },
      });
      renderApp('/analytics');
      expect(
        await screen.findByText(
          '8 permohonan dalam 12 bulan terakhir; terbanyak pada Mei 2026 (5).',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Ditagihkan Rp 10.600.000, dibayar Rp 7.500.000 dalam 12 bulan terakhir.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('2 sertifikat terbit dan 1 berakhir masa berlakunya dalam 12 bulan terakhir.'),
      ).toBeInTheDocument();

      const applications = await tableOf('Permohonan per bulan menurut status');
      expect(
        within(applications)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Bulan', 'Draft', 'Disubmit', 'Dalam Review', 'Disetujui', 'Ditolak', 'Selesai']);
      expect(within(applications).getAllByRole('rowheader')).toHaveLength(12);
      expect(rowOf(applications, 'Mar 2026')).toEqual(['0', '0', '0', '0', '1', '2']);
      expect(rowOf(applications, 'Mei 2026')).toEqual(['1', '4', '0', '0', '0', '0']);

      const money = await tableOf('Tagihan dan pembayaran per bulan');
      expect(rowOf(money, 'Mar 2026')).toEqual(['Rp 7.500.000', 'Rp 7.500.000']);
      expect(rowOf(money, 'Mei 2026')).toEqual(['Rp 3.100.000', 'Rp 0']);

      const certificates = await tableOf('Sertifikat terbit dan berakhir per bulan');
      expect(rowOf(certificates, 'Mar 2026')).toEqual(['2', '0']);
      expect(rowOf(certificates, 'Mei 2026')).toEqual(['0', '1']);
    },
  );

  it('names months in English for an English reader', { timeout: 20_000 }, async () => {
    await i18n.changeLanguage('en');
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('analytics/summary.php')]: { data: { months: withData } },
    });
    renderApp('/analytics');
    expect(
      await screen.findByText('8 applications in the last 12 months; most in May 2026 (5).', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Invoiced and paid per month' });
    await userEvent.setup().click(within(figure).getByRole('button', { name: 'Show as table' }));
    expect(within(figure).getByRole('rowheader', { name: 'May 2026' })).toBeInTheDocument();
  });

  it('a company without any figure yet: "Belum ada data"', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('analytics/summary.php')]: { data: { months: MONTHS.map((m) => month(m)) } },
    });
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Belum ada data' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('a failed load says so and tries again', { timeout: 20_000 }, async () => {
    let calls = 0;
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('analytics/summary.php')]: () =>
        ++calls <= 2 // the query's one automatic retry fails too
          ? { status: 500, error: { code: 'INTERNAL_ERROR' } }
          : { data: { months: withData } },
    });
    renderApp('/analytics');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Grafik tidak dapat dimuat')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('figure', { name: 'Permohonan per bulan menurut status' })).toBeInTheDocument();
  });
});
