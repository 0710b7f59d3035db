import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, COMPANY_STATUS, COMPANY_STATUSES } from '@portal/contract/constants';
import type { TAdminCompanyListItem } from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

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
};

const setup = () =>
  mockApi({
    [API.profile]: { data: ADMIN_PROFILE() },
    [API.adminCompaniesList]: { data: { items: [company], page: 1, per_page: 20, total: 1 } },
    [API.adminCompaniesExport]: { data: 'csv' },
  });
const lastQuery = (api: ReturnType<typeof setup>, path: string) => Object.fromEntries(new URL(api.callsTo(path).at(-1)!.url, 'http://x').searchParams);

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Manajemen Perusahaan', () => {
  it('lists companies with status badges and formatted NPWP and NIB; a row links to the detail', async () => {
    setup();
    renderApp('/admin/companies');
    const table = await screen.findByRole('table', { name: 'Daftar perusahaan' });
    const link = await within(table).findByRole('link', { name: 'PT Contoh Jaya' });
    expect(link).toHaveAttribute('href', '/admin/companies/7');
    expect(within(table).getByText('Sedang Ditinjau')).toBeInTheDocument();
    expect(within(table).getByText('01.312.166.0-091.000')).toBeInTheDocument();
    expect(within(table).getByText('1234 5678 90123')).toBeInTheDocument();
  });

  it('status filter and search (name, NPWP, NIB) reach the request; export uses the same filter', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/companies');
    await screen.findByRole('link', { name: 'PT Contoh Jaya' });
    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', ...COMPANY_STATUSES]);
    await user.selectOptions(status, COMPANY_STATUS.IN_REVIEW);
    await user.type(screen.getByRole('searchbox', { name: 'Cari perusahaan' }), '0131');
    await waitFor(() => expect(lastQuery(api, API.adminCompaniesList)).toEqual({ page: '1', per_page: '20', q: '0131', status: COMPANY_STATUS.IN_REVIEW }));
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.callsTo(API.adminCompaniesExport)).toHaveLength(1));
    expect(lastQuery(api, API.adminCompaniesExport)).toEqual({ q: '0131', status: COMPANY_STATUS.IN_REVIEW });
    await user.click(screen.getByRole('button', { name: 'Ekspor Excel' }));
    await waitFor(() => expect(api.callsTo(API.adminCompaniesExport)).toHaveLength(2));
    expect(lastQuery(api, API.adminCompaniesExport)).toEqual({ q: '0131', status: COMPANY_STATUS.IN_REVIEW, format: 'xlsx' });
  });
});
