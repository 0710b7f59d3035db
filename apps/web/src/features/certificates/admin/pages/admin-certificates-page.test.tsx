import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listOf, makeCertificateRow } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const rows = [
  makeCertificateRow(1),
  makeCertificateRow(2, { valid_until: '2026-12-14', days_left: 20, revision: 3 }),
  makeCertificateRow(3, { status: 'revoked', revoked_at: '2026-11-22T03:00:00.000Z', days_left: 900 }),
  makeCertificateRow(4, { status: 'expired', valid_until: '2026-11-21', days_left: -3 }),
];
const setup = (list: unknown = { data: listOf(rows, 45) }) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/certificates/list.php')]: list as never,
  });
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/certificates/list.php')).at(-1)!.url, 'http://x').searchParams);
const rowOf = async (number: string) =>
  (await screen.findByRole('rowheader', { name: number })).closest('tr') as HTMLElement;

beforeAll(async () => {
  await import('./admin-certificates-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Daftar SBU Terbit', () => {
  it('shows number, company, qualification, dates with days left, revision and status; the number opens the detail', async () => {
    setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/certificates?status=active');
    const soon = await rowOf('SBU-2026-000002');
    expect(within(soon).getByText('PT Contoh 2')).toBeInTheDocument();
    expect(within(soon).getByText('Kecil')).toBeInTheDocument();
    expect(within(soon).getByText('20 hari lagi')).toBeInTheDocument();
    expect(within(soon).getByText('14 Desember 2026')).toBeInTheDocument();
    expect(within(soon).getByText('Aktif')).toBeInTheDocument();
    expect(within(soon).getByText('3')).toBeInTheDocument();
    expect(within(await rowOf('SBU-2026-000004')).getByText('Lewat 3 hari')).toBeInTheDocument();
    // A revoked certificate has no countdown.
    expect(within(await rowOf('SBU-2026-000003')).queryByText(/hari/)).not.toBeInTheDocument();
    expect(within(await rowOf('SBU-2026-000003')).getByText('Dicabut')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'SBU-2026-000002' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/admin/certificates/${rows[1].certificate_uuid}`));
    expect(app.location().state).toEqual({ listPath: '/admin/certificates?status=active' });
  });

  it(
    'status, expiring within, sort and search reach the request, the URL and the export',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      const app = renderApp('/admin/certificates');
      await rowOf('SBU-2026-000001');
      await user.selectOptions(screen.getByLabelText('Status'), 'active');
      await user.selectOptions(screen.getByLabelText('Berakhir dalam'), '30');
      await user.selectOptions(screen.getByLabelText('Urutkan'), 'valid_until');
      await user.type(screen.getByRole('searchbox', { name: 'Cari sertifikat' }), 'SBU-2026-0000');
      await waitFor(() =>
        expect(lastQuery(api)).toEqual({
          page: '1',
          per_page: '20',
          status: 'active',
          expiring_within_days: '30',
          sort: 'valid_until',
          q: 'SBU-2026-0000',
        }),
      );
      const search = new URLSearchParams(app.location().search);
      expect(Object.fromEntries(search)).toEqual({
        status: 'active',
        expiring_within_days: '30',
        sort: 'valid_until',
        q: 'SBU-2026-0000',
      });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/export.php'))).toHaveLength(1));
      expect(
        Object.fromEntries(
          new URL(api.callsTo(apiPath('admin/certificates/export.php'))[0].url, 'http://x').searchParams,
        ),
      ).toMatchObject({
        status: 'active',
        expiring_within_days: '30',
        sort: 'valid_until',
        q: 'SBU-2026-0000',
      });
      await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/export.php'))).toHaveLength(2));
      expect(
        new URL(api.callsTo(apiPath('admin/certificates/export.php'))[1].url, 'http://x').searchParams.get('format'),
      ).toBe('xlsx');
    },
  );

  it('reads its filters from the URL, ignores values it does not know, and pages on the server', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/certificates?expiring_within_days=45&status=revoked&page=2');
    await rowOf('SBU-2026-000001');
    expect(lastQuery(api)).toEqual({ page: '2', per_page: '20', status: 'revoked' });
    expect(screen.getByLabelText('Berakhir dalam')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '3' }));
  });

  it('says so when nothing matches, and offers to reset the filters', async () => {
    setup({ data: listOf([], 0) });
    const user = userEvent.setup();
    const app = renderApp('/admin/certificates?status=superseded');
    expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atur Ulang Filter' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(await screen.findByText('Belum ada sertifikat terbit')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    setup({ status: 500, error: { code: 'INTERNAL' } });
    renderApp('/admin/certificates');
    expect(await screen.findByText('Gagal memuat data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
