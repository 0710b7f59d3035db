import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZInvoice, ZMenuCountsResponse } from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockRequest } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { listOf, makeQueueItem } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

/** A queue of three; a decided payment leaves it, as on the server. */
function setup(
  verifyReply?: (req: TMockRequest) => { status?: number; data?: unknown; error?: { code: string; message?: string } },
  first = makeQueueItem(1),
) {
  let queue = [first, makeQueueItem(2), makeQueueItem(3)];
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: fake(ZMenuCountsResponse) },
    [apiPath('admin/payments/queue.php')]: () => ({ data: listOf(queue, queue.length, 50) }),
    [apiPath('admin/payments/verify.php')]: (req) => {
      const reply = verifyReply?.(req);
      if (reply) return reply;
      queue = queue.filter((q) => q.uuid_invoice !== req.body?.uuid_invoice);
      return { data: { invoice: fake(ZInvoice, { uuid_invoice: String(req.body?.uuid_invoice), status: 'paid' }) } };
    },
    [apiPath('admin/queue/claim.php')]: (req) => ({
      data: {
        entity_type: 'invoice',
        entity_id: String(req.body?.entity_id),
        claimed_by: { uuid: ME.uuid, name: ME.name, email: ME.email, until: '2099-01-01T00:00:00.000Z' },
        taken_from: null,
      },
    }),
    [apiPath('admin/queue/release.php')]: (req) => ({
      data: { entity_type: 'invoice', entity_id: String(req.body?.entity_id), claimed_by: null, taken_from: null },
    }),
    // The second invoice of a batch was decided meanwhile; the others are verified.
    [apiPath('admin/payments/verify-batch.php')]: (req) => {
      const ids = (req.body?.uuid_invoices ?? []) as string[];
      const results = ids.map((id, i) =>
        i === 1
          ? {
              uuid_invoice: id,
              trans_id: queue.find((q) => q.uuid_invoice === id)?.transId ?? null,
              outcome: 'failed',
              error: { code: 'INVALID_TRANSITION', message: 'Status saat ini Dibatalkan.' },
            }
          : {
              uuid_invoice: id,
              trans_id: queue.find((q) => q.uuid_invoice === id)?.transId ?? null,
              outcome: 'verified',
              error: null,
            },
      );
      const verified = new Set(results.filter((r) => r.outcome === 'verified').map((r) => r.uuid_invoice));
      queue = queue.filter((q) => !verified.has(q.uuid_invoice));
      return { data: { results, verified: verified.size, failed: results.length - verified.size } };
    },
  });
}

const ME = ADMIN_PROFILE().user;
const SARI = {
  uuid: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
  name: 'Sari Admin',
  email: 's@x.id',
  until: '2099-01-01T00:00:00.000Z',
};

const pane = () => screen.getByRole('region', { name: /^INV-202611-/ });

// The page's chunk is transformed once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./payment-verification-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Verifikasi Pembayaran', () => {
  it('shows the oldest payment first: its amount, company, application and the proof beside it', async () => {
    setup();
    renderApp('/admin/payment-verification');
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' })).toBeInTheDocument();
    expect(screen.getByText('3 pembayaran menunggu verifikasi, terlama lebih dulu.')).toBeInTheDocument();
    expect(within(pane()).getByTestId('payment-amount')).toHaveTextContent('Rp 3.885.000');
    expect(within(pane()).getByRole('link', { name: 'PT Antre 1' })).toHaveAttribute('href', '/admin/companies/1');
    expect(within(pane()).getByRole('link', { name: 'SP-100000001' })).toHaveAttribute(
      'href',
      '/admin/applications/SP-100000001',
    );
    expect(within(pane()).getByRole('img', { name: 'Bukti transfer INV-202611-000001' })).toHaveAttribute(
      'src',
      expect.stringContaining(apiPath('admin/documents/get_document.php')),
    );
    const list = screen.getByRole('list', { name: 'Antrean pembayaran' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('j / k and the arrows move through the queue and announce the place', async () => {
    setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-announcer')).toHaveTextContent('2 dari 3: INV-202611-000002, PT Antre 2');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000003' })).toBeInTheDocument();
    expect(new URLSearchParams(app.location().search).get('invoice')).toBe(makeQueueItem(3).uuid_invoice);
    await user.keyboard('k');
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' })).toBeInTheDocument();
  });

  it('v asks for confirmation, Enter verifies, and the next payment is selected and announced', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000001?' });
    expect(dialog).toHaveTextContent('Rp 3.885.000 dari PT Antre 1');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ya, verifikasi' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/payments/verify.php'))[0].body).toMatchObject({
      uuid_invoice: makeQueueItem(1).uuid_invoice,
      decision: 'verify',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('queue-announcer')).toHaveTextContent(
      'Pembayaran INV-202611-000001 diverifikasi. Berikutnya: INV-202611-000002, PT Antre 2. 2 tersisa.',
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Antrean pembayaran' })).getAllByRole('button')).toHaveLength(2),
    );
    // Focus lands on the next payment in the queue, not on the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: /PT Antre 2/ })).toHaveFocus());
    // The second payment: again two keys.
    await user.keyboard('v');
    await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000002?' });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000003' })).toBeInTheDocument();
  });

  it('r opens the note; an empty note is refused before anything is sent; the note goes with the rejection', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Tolak bukti transfer INV-202611-000001?' });
    const note = within(dialog).getByRole('textbox', { name: /Catatan untuk perusahaan/ });
    await waitFor(() => expect(note).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Tolak bukti' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(0);
    await user.click(note);
    await user.paste('Nominal tidak sesuai');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/payments/verify.php'))[0].body).toMatchObject({
      decision: 'reject',
      note: 'Nominal tidak sesuai',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' })).toBeInTheDocument();
  }, 15_000);

  it('keys typed in the search box do not act on the queue', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.type(screen.getByRole('searchbox', { name: 'Cari pembayaran' }), 'jv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'INV-202611-000001' })).toBeInTheDocument();
  });

  it('a payment decided meanwhile (409) shows the server message and keeps the queue', async () => {
    const { toast } = await import('@/components/ui/toast');
    setup(() => ({
      status: 409,
      error: { code: 'INVALID_TRANSITION', message: 'Perubahan status tidak diizinkan: status saat ini Lunas.' },
    }));
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.keyboard('v');
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'Perubahan status tidak diizinkan: status saat ini Lunas.',
          variant: 'warning',
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Verifikasi terpilih" verifies the ticked payments with the bank reference after one confirmation and shows each result', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    const open = screen.getByRole('button', { name: 'Verifikasi terpilih (0)' });
    expect(open).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih INV-202611-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih INV-202611-000003' }));
    await user.click(screen.getByRole('button', { name: 'Verifikasi terpilih (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi 2 pembayaran?' });
    expect(dialog).toHaveTextContent('Total Rp 7.770.000');
    const confirm = within(dialog).getByRole('button', { name: 'Ya, verifikasi 2' });
    // No bank reference, no verification.
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Referensi bank/ }), 'MCM-2611-001');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify-batch.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/payments/verify-batch.php'))[0]!.body).toMatchObject({
      uuid_invoices: [makeQueueItem(1).uuid_invoice, makeQueueItem(3).uuid_invoice],
      bank_reference: 'MCM-2611-001',
    });
    expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(0);
    const results = await screen.findByTestId('verify-batch-results');
    // The result's heading, and the same words announced.
    expect(screen.getAllByText('1 diverifikasi, 1 gagal')).toHaveLength(2);
    expect(screen.getByTestId('queue-announcer')).toHaveTextContent('1 diverifikasi, 1 gagal');
    expect(results).toHaveTextContent('INV-202611-000001: diverifikasi');
    expect(results).toHaveTextContent('INV-202611-000003: Status saat ini Dibatalkan.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The verified one leaves the queue; the failed one stays, unticked.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Antrean pembayaran' })).getAllByRole('button')).toHaveLength(2),
    );
    expect(screen.getByRole('checkbox', { name: 'Pilih INV-202611-000003' })).not.toBeChecked();
  });

  it('opens the bank statement import from the queue', async () => {
    setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    expect(screen.getByRole('link', { name: 'Impor mutasi bank' })).toHaveAttribute(
      'href',
      '/admin/payment-verification/statement',
    );
  });

  it('"Saya tangani" claims the payment; the pane then says it is mine and offers to release it', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.click(within(pane()).getByRole('button', { name: 'Saya tangani INV-202611-000001' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/queue/claim.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/queue/claim.php'))[0]!.body).toMatchObject({
      entity_type: 'invoice',
      entity_id: makeQueueItem(1).uuid_invoice,
    });
    expect(await within(pane()).findByText('Sedang Anda tangani')).toBeInTheDocument();
    await user.click(within(pane()).getByRole('button', { name: 'Lepaskan INV-202611-000001' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/queue/release.php'))).toHaveLength(1));
    expect(await within(pane()).findByRole('button', { name: 'Saya tangani INV-202611-000001' })).toBeInTheDocument();
  });

  it("warns before acting on another clerk's payment, and goes on only when the clerk confirms", async () => {
    const api = setup(undefined, makeQueueItem(1, { claimed_by: SARI }));
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    const list = screen.getByRole('list', { name: 'Antrean pembayaran' });
    expect(within(list).getByText('Sedang ditangani oleh Sari Admin')).toBeInTheDocument();
    expect(within(pane()).getByText('Sedang ditangani oleh Sari Admin')).toBeInTheDocument();
    await user.keyboard('v');
    const warning = await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' });
    await user.click(within(warning).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('v');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' })).getByRole('button', {
        name: 'Tetap lanjutkan',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, verifikasi' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(1));
    // A payment nobody else handles opens its dialog at once.
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' });
    await user.keyboard('v');
    expect(await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000002?' })).toBeInTheDocument();
  });

  // Defect 8: the dialog used to wait for the refetched queue, menu counts and application views
  // before closing; a slow (or hanging) refetch left it open after `v` Enter.
  it('v Enter closes the dialog as soon as the server has verified, even while the queue is still being fetched again', async () => {
    let queueCalls = 0;
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/menu-counts.php')]: { data: fake(ZMenuCountsResponse) },
      [apiPath('admin/payments/queue.php')]: () => {
        queueCalls += 1;
        if (queueCalls === 1) return { data: listOf([makeQueueItem(1), makeQueueItem(2)], 2, 50) };
        return new Promise(() => {}); // the refetch never answers
      },
      [apiPath('admin/payments/verify.php')]: (req) => ({
        data: { invoice: fake(ZInvoice, { uuid_invoice: String(req.body?.uuid_invoice), status: 'paid' }) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/payment-verification');
    await screen.findByRole('heading', { level: 2, name: 'INV-202611-000001' });
    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000001?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ya, verifikasi' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify.php'))).toHaveLength(1));
    await waitFor(() => expect(queueCalls).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'INV-202611-000002' })).toBeInTheDocument();
    // The next payment is two keys away again.
    await user.keyboard('v');
    expect(await screen.findByRole('dialog', { name: 'Verifikasi pembayaran INV-202611-000002?' })).toBeInTheDocument();
  });
});
