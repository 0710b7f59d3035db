import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZInvoice } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listOf, makeInvoiceRow } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const rows = [
  makeInvoiceRow(1, { status: 'pending', waiting_since: null }),
  makeInvoiceRow(2, { status: 'paid', application: { code_reg: 'SP-100000002', type: 'new', status: 'rejected' } }),
  makeInvoiceRow(3, { status: 'paid', application: { code_reg: 'SP-100000003', type: 'new', status: 'under_review' } }),
  makeInvoiceRow(4, { status: 'cancelled' }),
];
const setup = (routes: Record<string, TMockHandler> = {}) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/transactions/list.php')]: { data: listOf(rows) },
    [apiPath('admin/transactions/cancel.php')]: { data: { invoice: fake(ZInvoice, { status: 'cancelled' }) } },
    [apiPath('admin/transactions/refund.php')]: { data: { invoice: fake(ZInvoice, { status: 'refunded' }) } },
    ...routes,
  });
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/transactions/list.php')).at(-1)!.url, 'http://x').searchParams);
const rowOf = async (transId: string) =>
  (await screen.findByRole('rowheader', { name: transId })).closest('tr') as HTMLElement;

beforeAll(async () => {
  await import('./admin-transactions-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manajemen Transaksi', () => {
  it('offers cancel only for pending / waiting invoices and refund only for a paid invoice of a rejected application', async () => {
    setup();
    renderApp('/admin/transactions');
    const pending = await rowOf('INV-202611-000001');
    expect(within(pending).getByRole('button', { name: 'Batalkan tagihan INV-202611-000001' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /Kembalikan dana/ })).not.toBeInTheDocument();
    expect(within(pending).getByText('Rp 3.885.000')).toBeInTheDocument();
    // Both dates in one column, months abbreviated; the application under its company.
    expect(within(pending).getByText('Terbit 18 Nov 2026')).toBeInTheDocument();
    expect(within(pending).getByText('Jatuh tempo 2 Des 2026')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'SP-100000001' })).toHaveAttribute(
      'href',
      '/admin/applications/SP-100000001',
    );
    // Waiting time under the status, only for an invoice that waits for an administrator.
    expect(within(pending).queryByText(/Menunggu:/)).not.toBeInTheDocument();
    const refundable = await rowOf('INV-202611-000002');
    expect(within(refundable).getByText(/Menunggu:/)).toBeInTheDocument();
    expect(within(refundable).getByRole('button', { name: 'Kembalikan dana INV-202611-000002' })).toBeInTheDocument();
    expect(within(refundable).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
    const underReview = await rowOf('INV-202611-000003');
    expect(within(underReview).queryByRole('button', { name: /Kembalikan dana|Batalkan/ })).not.toBeInTheDocument();
    const cancelled = await rowOf('INV-202611-000004');
    expect(within(cancelled).queryByRole('button', { name: /Kembalikan dana|Batalkan/ })).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'PDF invoice INV-202611-000004' })).toBeInTheDocument();
  });

  it('cancel asks for a reason and sends it', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/transactions');
    await user.click(
      within(await rowOf('INV-202611-000001')).getByRole('button', { name: 'Batalkan tagihan INV-202611-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan tagihan INV-202611-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan tagihan' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/transactions/cancel.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Alasan/ }));
    await user.paste('Nominal salah');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan tagihan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/transactions/cancel.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/transactions/cancel.php'))[0].body).toMatchObject({
      uuid_invoice: rows[0].uuid_invoice,
      reason: 'Nominal salah',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refund sends its reason to refund.php', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/transactions');
    await user.click(
      within(await rowOf('INV-202611-000002')).getByRole('button', { name: 'Kembalikan dana INV-202611-000002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kembalikan dana INV-202611-000002?' });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Permohonan ditolak');
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/transactions/refund.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/transactions/refund.php'))[0].body).toMatchObject({
      uuid_invoice: rows[1].uuid_invoice,
      reason: 'Permohonan ditolak',
    });
  });

  it('a refund waiting for another administrator (202) says so instead of refunded', async () => {
    vi.mocked(toast).mockClear();
    const approval = { uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a41', action: 'invoice.refund', status: 'pending' };
    const api = setup({ [apiPath('admin/transactions/refund.php')]: { status: 202, data: { approval } } });
    const user = userEvent.setup();
    renderApp('/admin/transactions');
    await user.click(
      within(await rowOf('INV-202611-000002')).getByRole('button', { name: 'Kembalikan dana INV-202611-000002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kembalikan dana INV-202611-000002?' });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Permohonan ditolak');
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/transactions/refund.php'))).toHaveLength(1));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Menunggu persetujuan administrator lain' })),
    );
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });

  it('a refund waiting for a second administrator shows a badge instead of the Refund button, naming who asked and when (WIB), linking to Menunggu Persetujuan', async () => {
    const pending = {
      uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a41',
      action: 'invoice.refund' as const,
      requested_by_name: 'Fina Keuangan',
      requested_at: '2026-11-20T03:05:00.000Z',
      expires_at: '2026-11-27T03:05:00.000Z',
    };
    const waiting = makeInvoiceRow(5, {
      status: 'paid',
      application: { code_reg: 'SP-100000005', type: 'new', status: 'rejected' },
      pending_approval: pending,
    });
    setup({ [apiPath('admin/transactions/list.php')]: { data: listOf([...rows, waiting]) } });
    renderApp('/admin/transactions');
    const row = await rowOf('INV-202611-000005');
    expect(within(row).queryByRole('button', { name: /Kembalikan dana/ })).not.toBeInTheDocument();
    const badge = within(row).getByRole('link', { name: /^Menunggu persetujuan/ });
    expect(badge).toHaveTextContent('Menunggu persetujuan');
    expect(badge).toHaveAttribute('href', '/admin/approvals');
    // 03:05 UTC is 10:05 WIB.
    expect(badge).toHaveAccessibleName(
      'Menunggu persetujuan: diminta oleh Fina Keuangan pada 20 Nov 2026, 10.05 WIB. Buka Menunggu Persetujuan',
    );
    expect(badge).toHaveAttribute('title', badge.getAttribute('aria-label'));
    // The other refundable row, with nothing waiting, still offers Refund and no badge.
    const free = await rowOf('INV-202611-000002');
    expect(within(free).getByRole('button', { name: 'Kembalikan dana INV-202611-000002' })).toBeInTheDocument();
    expect(within(free).queryByRole('link', { name: /Menunggu persetujuan/ })).not.toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(
      await within(await rowOf('INV-202611-000005')).findByRole('link', {
        name: 'Awaiting approval: requested by Fina Keuangan on Nov 20, 2026, 10:05 AM WIB. Open Pending Approvals',
      }),
    ).toHaveTextContent('Awaiting approval');
  });

  it('after the 202 the list is read again, so the badge replaces the button at once', async () => {
    const approval = { uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a41', action: 'invoice.refund', status: 'pending' };
    let asked = false;
    const api = setup({
      [apiPath('admin/transactions/refund.php')]: () => {
        asked = true;
        return { status: 202, data: { approval } };
      },
      [apiPath('admin/transactions/list.php')]: () => ({
        data: listOf(
          rows.map((r, i) =>
            i === 1 && asked
              ? {
                  ...r,
                  pending_approval: {
                    uuid: approval.uuid,
                    action: 'invoice.refund' as const,
                    requested_by_name: 'Admin Satu',
                    requested_at: '2026-11-20T03:05:00.000Z',
                    expires_at: '2026-11-27T03:05:00.000Z',
                  },
                }
              : r,
          ),
        ),
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/transactions');
    await user.click(
      within(await rowOf('INV-202611-000002')).getByRole('button', { name: 'Kembalikan dana INV-202611-000002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kembalikan dana INV-202611-000002?' });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Permohonan ditolak');
    const before = api.callsTo(apiPath('admin/transactions/list.php')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana' }));
    const row = await rowOf('INV-202611-000002');
    expect(
      await within(row).findByRole('link', { name: /^Menunggu persetujuan: diminta oleh Admin Satu/ }),
    ).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Kembalikan dana/ })).not.toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/transactions/list.php')).length).toBeGreaterThan(before);
  });

  it('status, issue dates, sort and search reach the request and the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/transactions');
    await rowOf('INV-202611-000001');
    await user.selectOptions(screen.getByLabelText('Status'), 'waiting_confirmation');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'waiting');
    await user.type(screen.getByLabelText('Terbit dari'), '2026-11-01');
    await user.type(screen.getByLabelText('Terbit sampai'), '2026-11-30');
    await user.type(screen.getByRole('searchbox', { name: 'Cari transaksi' }), 'INV-2026');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        per_page: '20',
        status: 'waiting_confirmation',
        sort: 'waiting',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'INV-2026',
      }),
    );
    expect(new URLSearchParams(app.location().search).get('status')).toBe('waiting_confirmation');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/transactions/export.php'))).toHaveLength(1));
    expect(
      Object.fromEntries(
        new URL(api.callsTo(apiPath('admin/transactions/export.php'))[0].url, 'http://x').searchParams,
      ),
    ).toMatchObject({
      status: 'waiting_confirmation',
      sort: 'waiting',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'INV-2026',
    });
  });
});
