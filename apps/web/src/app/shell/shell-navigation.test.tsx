import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const emptyList = { data: { items: [], page: 1, per_page: 20, total: 0 } };

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

/** Every queue's menu count at zero (admin/menu-counts.php answers one key per queue). */
const NO_COUNTS = {
  companies_waiting: 0,
  payments_waiting: 0,
  applications_review: 0,
  certificates_to_publish: 0,
  document_requests_answered: 0,
  approvals_pending: 0,
  appeals_waiting: 0,
  complaints_waiting: 0,
};

describe('the shell after a navigation (docs/decisions/037)', () => {
  it('moves keyboard focus from the sidebar to the page heading, which names the page', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/users/list.php')]: emptyList,
      [apiPath('admin/companies/list.php')]: emptyList,
      [apiPath('admin/menu-counts.php')]: { data: NO_COUNTS },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    const link = within(nav).getByRole('link', { name: /Manajemen Perusahaan/ });
    link.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manajemen Perusahaan' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toMatch(/^Manajemen Perusahaan/);
  });

  it('keeps focus where it is when only the query string changes (a filter, a page)', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/companies/list.php')]: emptyList,
      [apiPath('admin/menu-counts.php')]: { data: NO_COUNTS },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies');
    const all = await screen.findByRole('link', { name: 'Semua perusahaan' });
    all.focus();
    await user.keyboard('{Enter}');
    await screen.findByLabelText('Status');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});

describe('the admin sidebar counts', () => {
  it('shows the companies waiting beside Manajemen Perusahaan, refreshed on navigation', async () => {
    let waiting = 4;
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/users/list.php')]: emptyList,
      [apiPath('admin/companies/list.php')]: emptyList,
      [apiPath('admin/menu-counts.php')]: () => ({ data: { ...NO_COUNTS, companies_waiting: waiting } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    expect(await within(nav).findByRole('link', { name: 'Manajemen Perusahaan 4 menunggu' })).toBeInTheDocument();
    waiting = 3;
    await user.click(within(nav).getByRole('link', { name: /Manajemen Perusahaan/ }));
    expect(await within(nav).findByRole('link', { name: 'Manajemen Perusahaan 3 menunggu' })).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/menu-counts.php')).length).toBeGreaterThanOrEqual(2);
    waiting = 0;
    await user.click(within(nav).getByRole('link', { name: /Manajemen Pengguna/ }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Manajemen Perusahaan' })).toBeInTheDocument());
  });
});

describe('every queue has its badge', () => {
  it('payments, applications in review and answered requests beside their menu entries', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/users/list.php')]: emptyList,
      [apiPath('admin/menu-counts.php')]: {
        data: {
          companies_waiting: 0,
          payments_waiting: 7,
          applications_review: 5,
          certificates_to_publish: 9,
          document_requests_answered: 2,
          approvals_pending: 0,
          appeals_waiting: 3,
          complaints_waiting: 1,
        },
      },
    });
    renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    expect(await within(nav).findByRole('link', { name: 'Verifikasi Pembayaran 7 menunggu' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manajemen Permohonan 5 menunggu' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Permohonan Dokumen 2 menunggu' })).toBeInTheDocument();
    // No count, no badge.
    expect(within(nav).getByRole('link', { name: 'Manajemen Perusahaan' })).toBeInTheDocument();
  });
});
