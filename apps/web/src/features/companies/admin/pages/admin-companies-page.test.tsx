import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, COMPANY_STATUS, COMPANY_STATUSES } from '@portal/contract/constants';
import type { TAdminCompanyListItem } from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { makeDetail, makeDoc } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const company: TAdminCompanyListItem = {
  companyId: 7,
  name: 'PT Contoh Jaya',
  business_entity_type: 'PT',
  npwp: '013121660091000',
  nib: '1234567890123',
  status: COMPANY_STATUS.IN_REVIEW,
  owner_uuid: '0b9f3c5e-1f2a-4c3d-9e8f-7a6b5c4d3e2f',
  owner_name: 'Budi Santoso',
  owner_email: 'budi@contoh.co.id',
  created_at: '2025-03-01T01:00:00.000Z',
  verified_at: null,
  submitted_at: '2025-03-02T01:00:00.000Z',
  documents_verified: 3,
  documents_required: 8,
  claimed_by: null,
};

const setup = () =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/companies/list.php')]: { data: { items: [company], page: 1, per_page: 20, total: 1 } },
    [apiPath('admin/companies/export.php')]: { data: 'csv' },
  });
const lastQuery = (api: ReturnType<typeof setup>, path: string) =>
  Object.fromEntries(new URL(api.callsTo(path).at(-1)!.url, 'http://x').searchParams);

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Manajemen Perusahaan', () => {
  it('opens on the verification queue: in review, oldest submission first, with waiting time and progress', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-06T03:00:00.000Z'), toFake: ['Date'] });
    const api = setup();
    renderApp('/admin/companies');
    const table = await screen.findByRole('table', { name: 'Antrean verifikasi perusahaan' });
    expect(lastQuery(api, apiPath('admin/companies/list.php'))).toEqual({
      page: '1',
      per_page: '20',
      status: 'in_review',
      sort: 'waiting',
    });
    const link = await within(table).findByRole('link', { name: 'PT Contoh Jaya' });
    expect(link).toHaveAttribute('href', '/admin/companies/7');
    // Submitted Sunday 08:00 WIB, now Thursday 10:00 WIB: Monday to Wednesday are whole working days.
    expect(within(table).getByText('3 hari kerja')).toBeInTheDocument();
    expect(within(table).getByText('(lewat SLA)')).toBeInTheDocument();
    expect(within(table).getByText('3 dari 8 terverifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Antrean verifikasi/ })).toHaveAttribute('aria-current', 'page');
    vi.useRealTimers();
  });

  it('every company is one click away, with the status filter and the sorts', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/companies');
    await screen.findByRole('table', { name: 'Antrean verifikasi perusahaan' });
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Semua perusahaan' }));
    const table = await screen.findByRole('table', { name: 'Daftar perusahaan' });
    expect(within(table).getByText('Sedang Ditinjau')).toBeInTheDocument();
    expect(within(table).getByText('01.312.166.0-091.000')).toBeInTheDocument();
    expect(within(table).getByText('1234 5678 90123')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery(api, apiPath('admin/companies/list.php'))).toEqual({ page: '1', per_page: '20' }),
    );
    const sort = screen.getByLabelText('Urutkan');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.value)).toContain('waiting');
  });

  it('status filter and search (name, NPWP, NIB) reach the request; export uses the same filter', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/companies?view=all');
    await screen.findByRole('link', { name: 'PT Contoh Jaya' });
    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', ...COMPANY_STATUSES]);
    await user.selectOptions(status, COMPANY_STATUS.IN_REVIEW);
    await user.type(screen.getByRole('searchbox', { name: 'Cari perusahaan' }), '0131');
    await waitFor(() =>
      expect(lastQuery(api, apiPath('admin/companies/list.php'))).toEqual({
        page: '1',
        per_page: '20',
        q: '0131',
        status: COMPANY_STATUS.IN_REVIEW,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/export.php'))).toHaveLength(1));
    expect(lastQuery(api, apiPath('admin/companies/export.php'))).toEqual({
      q: '0131',
      status: COMPANY_STATUS.IN_REVIEW,
    });
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/export.php'))).toHaveLength(2));
    expect(lastQuery(api, apiPath('admin/companies/export.php'))).toEqual({
      q: '0131',
      status: COMPANY_STATUS.IN_REVIEW,
      format: 'xlsx',
    });
  });

  it('"Kembali ke daftar" returns to the same view, filter, search and page', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/companies/list.php')]: { data: { items: [company], page: 2, per_page: 10, total: 15 } },
      [apiPath('admin/companies/detail.php')]: { data: makeDetail([makeDoc({ document_type: 'nib' })]) },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies?view=all&status=in_review&sort=name&q=contoh&page=2&per_page=10');
    await user.click(await screen.findByRole('link', { name: 'PT Contoh Jaya' }));
    await user.click(await screen.findByRole('link', { name: 'Kembali ke daftar' }));
    await screen.findByRole('table', { name: 'Daftar perusahaan' });
    await waitFor(() =>
      expect(lastQuery(api, apiPath('admin/companies/list.php'))).toEqual({
        page: '2',
        per_page: '10',
        q: 'contoh',
        status: 'in_review',
        sort: 'name',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Cari perusahaan' })).toHaveValue('contoh');
  });
});
