import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TInvoiceListItem } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { UUID_INV, invoiceItem } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

function setup(items: TInvoiceListItem[]) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('transactions/list.php')]: { data: { items, page: 1, per_page: 20, total: items.length } },
  });
}
const lastQuery = (api: ReturnType<typeof setup>) =>
  new URL(api.callsTo(apiPath('transactions/list.php')).at(-1)!.url, 'http://x').searchParams;

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Transaksi', () => {
  it('shows each invoice with its badge, Rp amount, due date and links', async () => {
    setup([
      invoiceItem(),
      invoiceItem({
        uuid_invoice: '5c1f2a3b-1111-4222-8333-944445555666',
        transId: 'INV-202610-000002',
        status: 'paid',
        total: 5_328_000,
        paid_at: '2026-10-05T03:00:00.000Z',
      }),
    ]);
    renderApp('/transactions');
    const table = await screen.findByRole('table', { name: 'Daftar tagihan' });
    const row = (await within(table).findByRole('rowheader', { name: /INV-202611-000007/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Rp 3.885.000')).toBeInTheDocument();
    expect(within(row).getByText('Menunggu Pembayaran')).toHaveAttribute('data-status', 'pending');
    expect(within(row).getByText('17 November 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'INV-202611-000007' })).toHaveAttribute(
      'href',
      `/payment/${UUID_INV}`,
    );
    expect(within(row).getByRole('link', { name: 'SP-123456789' })).toHaveAttribute(
      'href',
      '/applications/SP-123456789',
    );
    const paid = within(table)
      .getByRole('rowheader', { name: /INV-202610-000002/ })
      .closest('tr') as HTMLElement;
    expect(within(paid).getByText('Rp 5.328.000')).toBeInTheDocument();
    expect(within(paid).getByText('Lunas')).toBeInTheDocument();
  });

  it('status, order and the transId search change the query', async () => {
    const api = setup([invoiceItem()]);
    const user = userEvent.setup();
    renderApp('/transactions');
    await screen.findByRole('table', { name: 'Daftar tagihan' });
    await user.selectOptions(screen.getByLabelText('Status'), 'waiting_confirmation');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('waiting_confirmation'));
    await user.selectOptions(screen.getByLabelText('Urutan'), 'due_date');
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('due_date'));
    await user.type(screen.getByRole('searchbox', { name: 'Cari nomor tagihan' }), 'INV-2026');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('INV-2026'));
  });

  it('with no invoice, says when one is issued', async () => {
    setup([]);
    renderApp('/transactions');
    expect(await screen.findByText('Belum ada tagihan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Permohonan SBU' })).toHaveAttribute('href', '/applications');
  });
});
