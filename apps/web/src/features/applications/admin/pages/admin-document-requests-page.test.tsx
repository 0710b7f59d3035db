import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listOf, makeRequestRow } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const setup = () =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/document-requests/list.php')]: {
      data: listOf([makeRequestRow(1, { overdue: true }), makeRequestRow(2, { status: 'fulfilled' })]),
    },
  });
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(
    new URL(api.callsTo(apiPath('admin/document-requests/list.php')).at(-1)!.url, 'http://x').searchParams,
  );

beforeAll(async () => {
  await import('./admin-document-requests-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Permohonan Dokumen', () => {
  it('lists each request with its application link, due date, overdue mark and status', async () => {
    setup();
    renderApp('/admin/document-requests');
    const row = (await screen.findByRole('rowheader', { name: /Dokumen tambahan 1/ })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'SP-123456789' })).toHaveAttribute(
      'href',
      '/admin/applications/SP-123456789',
    );
    expect(within(row).getByText('Lewat jatuh tempo')).toBeInTheDocument();
    expect(within(row).getByText('Menunggu Dokumen')).toBeInTheDocument();
    expect(within(row).getByText('PT Contoh Jaya')).toBeInTheDocument();
    const fulfilled = (await screen.findByRole('rowheader', { name: /Dokumen tambahan 2/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(fulfilled).getByText('Dipenuhi')).toBeInTheDocument();
  });

  it('status, overdue, sort and search reach the request and the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/document-requests');
    await screen.findByRole('table', { name: 'Daftar permintaan dokumen' });
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.selectOptions(screen.getByLabelText('Jatuh tempo'), 'true');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'oldest');
    await user.type(screen.getByRole('searchbox', { name: 'Cari permintaan' }), 'akta');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        per_page: '20',
        status: 'open',
        overdue: 'true',
        sort: 'oldest',
        q: 'akta',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(app.location().search))).toMatchObject({
      status: 'open',
      overdue: 'true',
      sort: 'oldest',
      q: 'akta',
    });
  });

  it('the answered-requests queue: the URL filter reaches the list, and an answer is marked checked once', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0 } },
      [apiPath('admin/document-requests/list.php')]: {
        data: listOf([
          makeRequestRow(3, { status: 'fulfilled', checked_at: null, checked_by_name: null }),
          makeRequestRow(4, { status: 'fulfilled', checked_at: '2026-11-26T03:00:00.000Z', checked_by_name: 'Sari' }),
        ]),
      },
      [apiPath('admin/document-requests/check.php')]: (req) => ({
        data: {
          request: makeRequestRow(3, { status: 'fulfilled', uuid: String(req.body?.uuid), checked_by_name: 'Admin' }),
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/document-requests?status=fulfilled&checked=false&sort=answered');
    const button = await screen.findByRole('button', { name: 'Tandai jawaban Dokumen tambahan 3 sudah diperiksa' });
    expect(lastQuery(api)).toMatchObject({ status: 'fulfilled', checked: 'false', sort: 'answered' });
    expect(screen.getByText('Diperiksa Sari')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dokumen tambahan 4/ })).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(api.callsTo(apiPath('admin/document-requests/check.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/document-requests/check.php'))[0]!.body).toMatchObject({
      uuid: makeRequestRow(3).uuid,
    });
  });

  it('queue keys: j/k move, v marks the selected answer checked, then the next answer is selected; Enter opens its application', async () => {
    const rows = [3, 5, 6].map((n) =>
      makeRequestRow(n, { status: 'fulfilled', checked_at: null, checked_by_name: null, claimed_by: null }),
    );
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0 } },
      [apiPath('admin/document-requests/list.php')]: { data: listOf(rows) },
      [apiPath('admin/document-requests/check.php')]: (req) => ({
        data: {
          request: makeRequestRow(5, { status: 'fulfilled', uuid: String(req.body?.uuid), checked_by_name: 'Admin' }),
        },
      }),
    });
    const user = userEvent.setup();
    const view = renderApp('/admin/document-requests?status=fulfilled&checked=false&sort=answered');
    await screen.findByRole('rowheader', { name: /Dokumen tambahan 6/ });
    const currentRow = () => document.querySelector('tr[aria-current="true"]')?.textContent ?? '';
    expect(currentRow()).toContain('Dokumen tambahan 3');
    await user.keyboard('j');
    expect(currentRow()).toContain('Dokumen tambahan 5');
    await user.keyboard('v');
    await waitFor(() => expect(api.callsTo(apiPath('admin/document-requests/check.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/document-requests/check.php'))[0]!.body).toMatchObject({ uuid: rows[1]!.uuid });
    await waitFor(() => expect(currentRow()).toContain('Dokumen tambahan 6'));
    await user.keyboard('k{Enter}');
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/applications/${rows[1]!.code_reg}`));
  });
});
