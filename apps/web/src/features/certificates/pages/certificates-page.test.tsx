import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TCertificateSummary } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { UUID_CERT, UUID_NEXT, certificateItem, renewal } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const listOf = (
  items: TCertificateSummary[],
  summary = { total_certificates: 1, active_certificates: 1, expiring_soon: 0, expired: 0 },
) => ({ data: { items, summary } });
const setup = (list: TMockHandler) =>
  mockApi({ [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() }, [apiPath('certificates/list.php')]: list });
const rowOf = async (number: string) =>
  (
    await within(await screen.findByRole('table', { name: 'Daftar sertifikat' }, { timeout: 10_000 })).findByRole(
      'rowheader',
      { name: new RegExp(`^${number}`) },
    )
  ).closest('tr') as HTMLElement;

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Sertifikat (list)', () => {
  it(
    'shows each certificate with badge, qualification, sub-bidang count, Indonesian dates and days left, and the summary',
    { timeout: 20_000 },
    async () => {
      setup(
        listOf(
          [
            certificateItem({ days_left: 812 }),
            certificateItem({
              certificate_uuid: UUID_NEXT,
              number: 'SBU-2023-000007',
              valid_until: '2026-12-24',
              issued_on: '2023-12-25',
              days_left: 30,
              sub_bidang_count: 1,
              qualification: 'menengah',
            }),
            certificateItem({
              certificate_uuid: 'ad1e2f3a-1111-4222-8333-944445555999',
              number: 'SBU-2022-000001',
              status: 'expired',
              days_left: -12,
            }),
          ],
          { total_certificates: 2, active_certificates: 2, expiring_soon: 1, expired: 1 },
        ),
      );
      renderApp('/certificates');
      const first = await rowOf('SBU-2026-000123');
      expect(within(first).getByText('Aktif')).toHaveAttribute('data-status', 'active');
      expect(within(first).getByText('Kecil')).toBeInTheDocument();
      expect(within(first).getByText('2 sub-bidang')).toBeInTheDocument();
      expect(within(first).getByText('24 November 2026 – 23 November 2029')).toBeInTheDocument();
      expect(within(first).getByText('Berlaku 812 hari lagi')).toHaveAttribute('data-tone', 'ok');
      expect(within(first).getByRole('link', { name: 'SBU-2026-000123' })).toHaveAttribute(
        'href',
        `/certificates/view/${UUID_CERT}`,
      );
      const soon = await rowOf('SBU-2023-000007');
      expect(within(soon).getByText('Berakhir dalam 30 hari')).toHaveAttribute('data-tone', 'warning');
      expect(within(soon).getByText('Menengah')).toBeInTheDocument();
      const old = await rowOf('SBU-2022-000001');
      expect(within(old).getByText('Kedaluwarsa 12 hari lalu')).toHaveAttribute('data-tone', 'danger');
      expect(within(old).getByText('Kadaluarsa')).toHaveAttribute('data-status', 'expired');
      const summary = screen.getByRole('region', { name: 'Ringkasan sertifikat' });
      const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
      expect([value('Aktif'), value('Segera berakhir'), value('Kadaluarsa')]).toEqual(['2', '1', '1']);
      // Phones get the same certificates as cards.
      expect(within(screen.getByRole('list', { name: 'Daftar sertifikat' })).getAllByRole('listitem')).toHaveLength(3);
    },
  );

  it(
    'offers "Perpanjang" only while renewal.can_renew, and links an application already under way',
    { timeout: 20_000 },
    async () => {
      setup(
        listOf([
          certificateItem({ renewal: renewal({ can_renew: true }), days_left: 60 }),
          certificateItem({
            certificate_uuid: UUID_NEXT,
            number: 'SBU-2023-000007',
            renewal: renewal({ can_renew: false, renewal_code_reg: 'SP-987654321' }),
            days_left: 50,
          }),
          certificateItem({
            certificate_uuid: 'ad1e2f3a-1111-4222-8333-944445555999',
            number: 'SBU-2022-000001',
            status: 'superseded',
            superseded_by: { certificate_uuid: UUID_NEXT, number: 'SBU-2023-000007' },
          }),
        ]),
      );
      renderApp('/certificates');
      const open = await rowOf('SBU-2026-000123');
      expect(within(open).getByRole('link', { name: 'Perpanjang SBU-2026-000123' })).toHaveAttribute(
        'href',
        `/renewal/sbu/${UUID_CERT}`,
      );
      const underWay = await rowOf('SBU-2023-000007');
      expect(within(underWay).queryByRole('link', { name: /Perpanjang/ })).toBeNull();
      expect(within(underWay).getByRole('link', { name: 'Permohonan berjalan: SP-987654321' })).toHaveAttribute(
        'href',
        '/applications/SP-987654321',
      );
      const superseded = await rowOf('SBU-2022-000001');
      expect(within(superseded).getByText('Diperbarui')).toHaveAttribute('data-status', 'superseded');
      expect(within(superseded).queryByRole('link', { name: /Perpanjang/ })).toBeNull();
      expect(within(superseded).getByRole('link', { name: 'SBU-2023-000007' })).toHaveAttribute(
        'href',
        `/certificates/view/${UUID_NEXT}`,
      );
      // No days-left line for a superseded certificate: its dates no longer matter.
      expect(within(superseded).queryByText(/hari/)).toBeNull();
    },
  );

  it('with no certificate, says so and links to the applications', async () => {
    setup(listOf([], { total_certificates: 0, active_certificates: 0, expiring_soon: 0, expired: 0 }));
    renderApp('/certificates');
    expect(await screen.findByRole('heading', { name: 'Belum ada sertifikat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Permohonan SBU' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failed load offers a retry that loads again', { timeout: 20_000 }, async () => {
    let failing = true;
    setup(() => (failing ? { status: 500, error: { code: 'INTERNAL' } } : listOf([certificateItem()])));
    const user = userEvent.setup();
    renderApp('/certificates');
    const retry = await screen.findByRole('button', { name: 'Coba Lagi' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Sertifikat gagal dimuat' })).toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await rowOf('SBU-2026-000123')).toBeInTheDocument();
  });

  it('the Sertifikat menu appears when total_certificates > 0, and not at 0', { timeout: 20_000 }, async () => {
    setup(listOf([certificateItem()]));
    const first = renderApp('/certificates');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Sertifikat' })).toHaveAttribute('aria-current', 'page'),
    );
    first.unmount();
    setup(listOf([], { total_certificates: 0, active_certificates: 0, expiring_soon: 0, expired: 1 }));
    renderApp('/dashboard');
    const nav0 = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await waitFor(() => expect(nav0).toHaveTextContent('Transaksi'));
    expect(within(nav0).queryByRole('link', { name: 'Sertifikat' })).toBeNull();
  });
});
