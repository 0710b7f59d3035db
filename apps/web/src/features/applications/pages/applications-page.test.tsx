import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TApplicationListItem } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listItem } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const page = (items: TApplicationListItem[], total = items.length) => ({ items, page: 1, per_page: 20, total });
function setup(items: TApplicationListItem[]) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('applications/list.php')]: { data: page(items) },
  });
}
const lastQuery = (api: ReturnType<typeof setup>) =>
  new URL(api.callsTo(apiPath('applications/list.php')).at(-1)!.url, 'http://x').searchParams;

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Permohonan SBU list', () => {
  it('shows each application with its status badge, invoice summary and open document requests', async () => {
    setup([
      listItem(),
      listItem({
        code_reg: 'SP-987654321',
        status: 'under_review',
        open_document_requests: 2,
        invoice: {
          uuid_invoice: '4c1f2a3b-1111-4222-8333-944445555666',
          transId: 'INV-202611-000007',
          status: 'paid',
          total: 3_885_000,
          issued_at: '2026-11-03T03:00:00.000Z',
          due_date: '2026-11-17',
          paid_at: '2026-11-04T03:00:00.000Z',
        },
      }),
    ]);
    renderApp('/applications');
    const table = await screen.findByRole('table', { name: 'Daftar permohonan SBU' });
    const draftRow = (await within(table).findByRole('rowheader', { name: /SP-123456789/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(draftRow).getByText('Draft')).toHaveAttribute('data-status', 'draft');
    expect(within(draftRow).getByText('Belum ada tagihan')).toBeInTheDocument();
    expect(within(draftRow).getByRole('link', { name: 'SP-123456789' })).toHaveAttribute(
      'href',
      '/applications/SP-123456789',
    );
    const reviewRow = within(table)
      .getByRole('rowheader', { name: /SP-987654321/ })
      .closest('tr') as HTMLElement;
    expect(within(reviewRow).getByText('Dalam Review')).toBeInTheDocument();
    expect(within(reviewRow).getByText('Rp 3.885.000')).toBeInTheDocument();
    expect(within(reviewRow).getByText('Lunas')).toBeInTheDocument();
    expect(within(reviewRow).getByRole('link', { name: 'INV-202611-000007' })).toHaveAttribute(
      'href',
      '/payment/4c1f2a3b-1111-4222-8333-944445555666',
    );
    expect(within(reviewRow).getByText('2 dokumen diminta')).toBeInTheDocument();
  });

  it('status, type, sort and the code_reg search change the list query', async () => {
    const api = setup([listItem()]);
    const user = userEvent.setup();
    renderApp('/applications');
    await screen.findByRole('table', { name: 'Daftar permohonan SBU' });
    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('submitted'));
    await user.selectOptions(screen.getByLabelText('Jenis'), 'renewal');
    await waitFor(() => expect(lastQuery(api).get('type')).toBe('renewal'));
    await user.selectOptions(screen.getByLabelText('Urutan'), 'updated');
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('updated'));
    await user.type(screen.getByRole('searchbox', { name: 'Cari nomor registrasi' }), 'SP-1234');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('SP-1234'));
    expect(lastQuery(api).get('status')).toBe('submitted');
    expect(lastQuery(api).get('page')).toBe('1');
  });

  it('with no application, the empty state offers "Ajukan Permohonan" to the form', async () => {
    setup([]);
    const user = userEvent.setup();
    const app = renderApp('/applications');
    expect(await screen.findByText('Belum ada permohonan')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Ajukan Permohonan' });
    expect(links.length).toBe(2); // the header's and the empty state's
    await user.click(links[1]);
    await waitFor(() => expect(app.location().pathname).toBe('/applications/new'));
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    setup([listItem({ status: 'submitted', open_document_requests: 1 })]);
    renderApp('/applications');
    const table = await screen.findByRole('table', { name: 'SBU applications' });
    const row = (await within(table).findByRole('rowheader', { name: /SP-123456789/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Submitted')).toBeInTheDocument();
    expect(within(row).getByText('1 document requested')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Application' })).not.toHaveLength(0);
  });
});
