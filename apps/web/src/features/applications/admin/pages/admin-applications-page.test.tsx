import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listOf, makeApplicationRow } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const setup = () =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/applications/list.php')]: {
      data: listOf(
        [
          makeApplicationRow(1, { open_document_requests: 1 }),
          makeApplicationRow(2, { type: 'renewal', status: 'submitted', invoice: null }),
        ],
        42,
      ),
    },
  });
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/applications/list.php')).at(-1)!.url, 'http://x').searchParams);

// The page's chunk is transformed once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./admin-applications-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manajemen Permohonan', () => {
  it('lists code, company, type, invoice, waiting and status; rows open the detail', async () => {
    setup();
    renderApp('/admin/applications');
    const table = await screen.findByRole('table', { name: 'Daftar permohonan' });
    const row = (await within(table).findByRole('rowheader', { name: 'SP-200000001' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'SP-200000001' })).toHaveAttribute(
      'href',
      '/admin/applications/SP-200000001',
    );
    expect(within(row).getByRole('link', { name: 'PT Contoh Jaya' })).toHaveAttribute('href', '/admin/companies/7');
    expect(within(row).getByText('Baru')).toBeInTheDocument();
    expect(within(row).getByText('Kecil · 3 sub-bidang')).toBeInTheDocument();
    expect(within(row).getByText('Rp 3.885.000')).toBeInTheDocument();
    expect(within(row).getByText('Lunas')).toBeInTheDocument();
    expect(within(row).getByText('Dalam Review')).toBeInTheDocument();
    expect(within(row).getByText('1 permintaan dokumen terbuka')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1–20 dari 42')).toBeInTheDocument();
  });

  it('status, type, dates, sort and search reach the URL and the request; the export sends the same filter', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/applications');
    await screen.findByRole('table', { name: 'Daftar permohonan' });
    await user.selectOptions(screen.getByLabelText('Status'), 'under_review');
    await user.selectOptions(screen.getByLabelText('Jenis'), 'upgrade');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'waiting');
    await user.type(screen.getByLabelText('Dibuat dari'), '2026-11-01');
    await user.type(screen.getByLabelText('Dibuat sampai'), '2026-11-30');
    await user.type(screen.getByRole('searchbox', { name: 'Cari permohonan' }), 'contoh');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        per_page: '20',
        status: 'under_review',
        type: 'upgrade',
        sort: 'waiting',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'contoh',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(app.location().search))).toMatchObject({
      status: 'under_review',
      type: 'upgrade',
      sort: 'waiting',
      q: 'contoh',
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/applications/export.php'))).toHaveLength(1));
    const exported = Object.fromEntries(
      new URL(api.callsTo(apiPath('admin/applications/export.php'))[0].url, 'http://x').searchParams,
    );
    expect(exported).toMatchObject({
      status: 'under_review',
      type: 'upgrade',
      sort: 'waiting',
      q: 'contoh',
      format: 'xlsx',
    });
    expect(exported.page).toBeUndefined();
  });

  it('Manajemen Perpanjangan is the same list pinned to renewals, without the type filter', async () => {
    const api = setup();
    renderApp('/admin/renewals');
    await screen.findByRole('table', { name: 'Daftar permohonan perpanjangan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manajemen Perpanjangan' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Jenis')).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery(api).type).toBe('renewal'));
  });

  it('queue keys: j/k move the selection, Enter opens the application, v and r open it on that decision', async () => {
    setup();
    const user = userEvent.setup();
    const view = renderApp('/admin/applications?status=under_review');
    await screen.findByRole('table', { name: 'Daftar permohonan' });
    await screen.findByRole('rowheader', { name: 'SP-200000002' });
    const currentRow = () => document.querySelector('tr[aria-current="true"]')?.textContent ?? '';
    expect(currentRow()).toContain('SP-200000001');
    await user.keyboard('j');
    expect(currentRow()).toContain('SP-200000002');
    await user.keyboard('j');
    expect(currentRow()).toContain('SP-200000002');
    await user.keyboard('k');
    expect(currentRow()).toContain('SP-200000001');
    expect(screen.getByText('Pintasan:')).toBeInTheDocument();
    await user.keyboard('v');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/applications/SP-200000001'));
    expect(view.location().search).toBe('?decide=approve');
    expect(view.location().state).toEqual({ listPath: '/admin/applications?status=under_review' });
  });

  it('Enter opens the selected application', async () => {
    setup();
    const user = userEvent.setup();
    const view = renderApp('/admin/applications');
    await screen.findByRole('rowheader', { name: 'SP-200000002' });
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(view.location().pathname).toBe('/admin/applications/SP-200000002'));
    expect(view.location().search).toBe('');
  });
});
