import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import type { TInvoice } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr } from '@/test/fake-xhr';
import { UUID_INV, invoice } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

/** The fake server holds one invoice; `server.invoice` changes what it answers next. */
const server: { invoice: TInvoice } = { invoice: invoice() };
function setup(inv: TInvoice = invoice()) {
  server.invoice = inv;
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('transactions/detail.php')]: () => ({ data: { invoice: server.invoice } }),
  });
}

beforeEach(async () => {
  FakeXhr.reset();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Pembayaran', () => {
  it(
    'shows the lines, DPP, PPN and total, and copies the account number and the exact amount, announcing "Disalin"',
    { timeout: 20_000 },
    async () => {
      setup();
      const user = userEvent.setup();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      renderApp(`/payment/${UUID_INV}`);
      await screen.findByRole('heading', { name: 'INV-202611-000007' });
      expect(
        within(screen.getByRole('table', { name: 'Rincian tagihan' })).getByTestId('quote-total'),
      ).toHaveTextContent('Rp 3.885.000');
      await user.click(screen.getByRole('button', { name: 'Salin nomor rekening Bank Mandiri' }));
      expect(writeText).toHaveBeenLastCalledWith('1230004567890');
      expect(await screen.findAllByText('Disalin')).not.toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Salin jumlah transfer' }));
      expect(writeText).toHaveBeenLastCalledWith('3885000');
      await user.click(screen.getByRole('button', { name: 'Salin nomor tagihan' }));
      expect(writeText).toHaveBeenLastCalledWith('INV-202611-000007');
      // The screen-reader announcement sits in a polite live region.
      const live = screen.getAllByText('Disalin').find((el) => el.getAttribute('aria-live') === 'polite');
      expect(live).toBeTruthy();
    },
  );

  it('uploads the proof with progress; the answer turns the page to "Verifikasi"', { timeout: 20_000 }, async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setup(invoice({ last_rejection_note: 'Nominal tidak sesuai.' }));
    const user = userEvent.setup();
    renderApp(`/payment/${UUID_INV}`);
    expect(await screen.findByText('Nominal tidak sesuai.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Pilih file Bukti Transfer'),
      new File(['%PDF-1.4'], 'bukti.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    expect(xhr.url).toBe(apiPath('transactions/upload_proof.php'));
    expect(xhr.body?.get('uuid_invoice')).toBe(UUID_INV);
    expect(xhr.body?.get('proof')).toBeInstanceOf(File);
    xhr.progress(3, 4);
    expect(screen.getByRole('progressbar', { name: 'Mengunggah bukti.pdf' })).toHaveAttribute('aria-valuenow', '75');
    server.invoice = invoice({ status: 'waiting_confirmation' });
    xhr.respond(200, { status: 'success', message: 'ok', data: { invoice: server.invoice } });
    expect(await screen.findByText('Bukti transfer sedang diverifikasi admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salin nomor rekening/ })).not.toBeInTheDocument();
  });

  it('offers the invoice PDF, and the receipt once paid, through the file helper', { timeout: 20_000 }, async () => {
    setup(
      invoice({
        status: 'paid',
        paid_at: '2026-11-04T03:00:00.000Z',
        receipt_url: `/backend/api/transactions/generate_invoice_pdf.php?uuid_invoice=${UUID_INV}&kind=receipt&mode=view`,
      }),
    );
    const user = userEvent.setup();
    renderApp(`/payment/${UUID_INV}`);
    expect(await screen.findByRole('button', { name: 'Lihat Invoice (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh Kuitansi (PDF)' })).toBeInTheDocument();
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    vi.stubGlobal('alert', vi.fn());
    await user.click(screen.getByRole('button', { name: 'Lihat Kuitansi (PDF)' }));
    // The view opens its tab within the click (pop-up blockers), before the file is fetched.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(screen.queryByRole('heading', { name: 'Instruksi pembayaran' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Riwayat status' })).toBeInTheDocument();
  });

  it("the applicant's clock: a proof waits on BSKI's one working day; an unpaid invoice is the company's own step", async () => {
    setup(
      invoice({
        status: 'waiting_confirmation',
        clock: {
          step: 'payment_verification',
          waiting_on: 'body',
          since: '2026-12-24T03:00:00.000Z',
          act_by: '2026-12-28',
          sla_working_days: 1,
          overdue: false,
        },
      }),
    );
    const app = renderApp(`/payment/${UUID_INV}`);
    const note = await screen.findByRole('note', { name: 'Langkah dan tenggat' });
    expect(note).toHaveTextContent('Verifikasi pembayaran oleh BSKI');
    expect(note).toHaveTextContent('paling lambat 28 Desember 2026 (1 hari kerja');
    app.unmount();
    setup(
      invoice({
        clock: {
          step: 'payment',
          waiting_on: 'company',
          since: '2026-11-20T03:00:00.000Z',
          act_by: '2026-11-27',
          sla_working_days: null,
          overdue: true,
        },
      }),
    );
    renderApp(`/payment/${UUID_INV}`);
    const mine = await screen.findByRole('note', { name: 'Langkah dan tenggat' });
    expect(mine).toHaveTextContent('Giliran Anda: selesaikan paling lambat 27 November 2026.');
    expect(mine).toHaveTextContent('Tenggat 27 November 2026 sudah lewat.');
  });

  it("writes the company's NPWP as people read it, not as stored (issue 23, point 8)", async () => {
    setup();
    renderApp(`/payment/${UUID_INV}`);
    expect(await screen.findByText(/NPWP 01\.312\.166\.0-091\.000/)).toBeInTheDocument();
    expect(screen.queryByText(/NPWP 013121660091000/)).not.toBeInTheDocument();
  });
});
