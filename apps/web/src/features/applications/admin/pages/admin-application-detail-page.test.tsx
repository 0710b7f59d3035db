import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { DOCUMENT_REQUEST_DEFAULT_DUE_DAYS, addDays, wibDate, type TApplication } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { ZInvoice } from '@portal/contract';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockReply } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { makeApplication, makeApplicationRow, makeProof, makeRequest } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

function setup(
  app: TApplication,
  decide: TMockReply = { data: { application: app } },
  invoice: TMockReply = { status: 404, error: { code: 'NOT_FOUND' } },
) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('applications/get_detail.php')]: { data: { application: app } },
    [apiPath('transactions/detail.php')]: invoice,
    [apiPath('admin/applications/decide.php')]: decide,
    [apiPath('admin/document-requests/create.php')]: { data: { request: makeRequest(9) } },
    [apiPath('admin/document-requests/cancel.php')]: { data: { request: makeRequest(1, { status: 'cancelled' }) } },
    [apiPath('admin/applications/list.php')]: {
      data: {
        items: [
          makeApplicationRow(1, { code_reg: 'SP-123456789' }),
          makeApplicationRow(2, { code_reg: 'SP-900000002' }),
        ],
        page: 1,
        per_page: 2,
        total: 2,
      },
    },
  });
}

// The page's chunk is transformed once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./admin-application-detail-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Admin application detail', () => {
  it('shows what the company sent: legal data, sub-bidang, the documents with a preview, the invoice', async () => {
    setup(makeApplication());
    renderApp('/admin/applications/SP-123456789');
    await screen.findByText('AHU-0012345.AH.01.01.2015');
    expect(await screen.findByRole('heading', { level: 2, name: 'Permohonan SP-123456789' })).toBeInTheDocument();
    expect(screen.getByText('AHU-0012345.AH.01.01.2015')).toBeInTheDocument();
    expect(screen.getByText('Konstruksi Gedung Hunian')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pratinjau Neraca Tahun Terakhir' })).toHaveAttribute(
      'src',
      expect.stringContaining(apiPath('admin/documents/get_document.php')),
    );
    expect(screen.getByText('INV-202611-000501')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kuitansi' })).toBeInTheDocument();
    // transactions/detail.php answered 404 here: the card says the proof could not be loaded.
    expect(await screen.findByText(/Bukti transfer tidak dapat dimuat/)).toBeInTheDocument();
  }, 15_000);

  it('shows the audit history of the application and, in its card, of its invoice', async () => {
    const app = makeApplication();
    const row = (entity_type: 'application' | 'invoice', entity_id: string, action: string) => ({
      id: entity_type === 'invoice' ? 2 : 1,
      at: '2026-11-24T03:15:00.000Z',
      actor_email: 'admin@bski.id',
      actor_role: 'admin' as const,
      ip: '10.0.0.7',
      action,
      entity_type,
      entity_id,
      before: null,
      after: { status: 'submitted' },
      reason: null,
    });
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
      [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
      [apiPath('applications/get_detail.php')]: { data: { application: app } },
      [apiPath('transactions/detail.php')]: { status: 404, error: { code: 'NOT_FOUND' } },
      [apiPath('admin/audit/list.php')]: (req) => {
        const q = new URL(req.url, 'http://x').searchParams;
        const item =
          q.get('entity_type') === 'invoice'
            ? row('invoice', q.get('entity_id')!, 'invoice.issue')
            : row('application', q.get('entity_id')!, 'application.submit');
        return { data: { items: [item], page: 1, per_page: 10, total: 1 } };
      },
    });
    renderApp('/admin/applications/SP-123456789');
    const history = await screen.findByRole('region', { name: 'Riwayat audit' });
    expect(await within(history).findByText('Permohonan diajukan')).toBeInTheDocument();
    const invoiceHistory = await screen.findByRole('region', { name: 'Riwayat audit invoice' });
    expect(await within(invoiceHistory).findByText('Invoice diterbitkan')).toBeInTheDocument();
    const asked = api
      .callsTo(apiPath('admin/audit/list.php'))
      .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity_type: 'application', entity_id: 'SP-123456789' }),
        expect.objectContaining({ entity_type: 'invoice', entity_id: app.invoice!.uuid_invoice }),
      ]),
    );
  }, 15_000);

  it('links the newest transfer proof of the invoice', async () => {
    const proof = { ...makeProof(1), uuid: '00000000-0000-4000-8000-000000009999' };
    setup(makeApplication(), undefined, {
      data: { invoice: fake(ZInvoice, { proofs: [proof], last_rejection_note: 'Nominal kurang' }) },
    });
    renderApp('/admin/applications/SP-123456789');
    expect(await screen.findByRole('button', { name: 'Lihat bukti' })).toBeInTheDocument();
    expect(screen.getByText(/Catatan penolakan terakhir: Nominal kurang/)).toBeInTheDocument();
  });

  it('approval is disabled with the reason while a document request is open', async () => {
    setup(makeApplication({ document_requests: [makeRequest(1)] }));
    renderApp('/admin/applications/SP-123456789');
    const approve = await screen.findByRole('button', { name: 'Setujui' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Masih ada 1 permintaan dokumen terbuka.');
  });

  it('approval is disabled while the invoice is unpaid (submitted); rejecting is still offered', async () => {
    setup(
      makeApplication({
        status: 'submitted',
        invoice: { ...makeApplication().invoice!, status: 'waiting_confirmation', paid_at: null },
      }),
    );
    renderApp('/admin/applications/SP-123456789');
    const approve = await screen.findByRole('button', { name: 'Setujui' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/Tagihan belum lunas\./);
    expect(screen.getByRole('button', { name: 'Tolak permohonan' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Verifikasi di antrean' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/payment-verification?invoice='),
    );
  });

  it('approve asks for confirmation; a refusal by the server (409) is shown in its words', async () => {
    const api = setup(makeApplication(), {
      status: 409,
      error: { code: 'INVALID_TRANSITION', message: 'Masih ada permintaan dokumen yang terbuka.' },
    });
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui permohonan SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/applications/decide.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/applications/decide.php'))[0].body).toMatchObject({
      code_reg: 'SP-123456789',
      decision: 'approve',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Masih ada permintaan dokumen yang terbuka.');
  });

  it("names the clerk handling it and warns before a decision on another clerk's application", async () => {
    const api = setup(
      makeApplication({
        claimed_by: {
          uuid: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
          name: 'Sari Admin',
          email: 's@x.id',
          until: '2099-01-01T00:00:00.000Z',
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    expect(await screen.findByText('Sedang ditangani oleh Sari Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saya tangani SP-123456789' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Setujui' }));
    const warning = await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' });
    expect(warning).toHaveTextContent('Sari Admin sedang menangani item ini sampai');
    await user.click(within(warning).getByRole('button', { name: 'Tetap lanjutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui permohonan SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/applications/decide.php'))).toHaveLength(1));
  });

  it('v approves after its confirmation, then the next application under review opens (defect 9)', async () => {
    const api = setup(makeApplication());
    const user = userEvent.setup();
    const view = renderApp('/admin/applications/SP-123456789');
    await screen.findByRole('heading', { level: 2, name: 'Permohonan SP-123456789' });
    api.fetchMock.mockClear();
    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: 'Setujui permohonan SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/applications/decide.php'))).toHaveLength(1));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/applications/SP-900000002'));
    const asked = new URL(api.callsTo(apiPath('admin/applications/list.php'))[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ status: 'under_review', sort: 'waiting' });
  });

  it('r opens the rejection with its reason', async () => {
    setup(makeApplication());
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    await screen.findByRole('heading', { level: 2, name: 'Permohonan SP-123456789' });
    await user.keyboard('r');
    expect(await screen.findByRole('dialog', { name: /Tolak permohonan SP-123456789/ })).toBeInTheDocument();
  });

  it("opened from the review list with v or r (?decide=), that decision's dialog opens once", async () => {
    setup(makeApplication());
    const view = renderApp('/admin/applications/SP-123456789?decide=approve');
    expect(await screen.findByRole('dialog', { name: 'Setujui permohonan SP-123456789?' })).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe(''));
    view.unmount();
    setup(makeApplication());
    renderApp('/admin/applications/SP-123456789?decide=reject');
    expect(await screen.findByRole('dialog', { name: /Tolak permohonan SP-123456789/ })).toBeInTheDocument();
  });

  it('reject requires a reason, then sends it', async () => {
    const api = setup(makeApplication());
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Tolak permohonan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak permohonan SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak permohonan' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/applications/decide.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }));
    await user.paste('Sub-bidang tidak sesuai kualifikasi');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak permohonan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/applications/decide.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/applications/decide.php'))[0].body).toMatchObject({
      decision: 'reject',
      note: 'Sub-bidang tidak sesuai kualifikasi',
    });
  });

  it('a document request is created with a title, description and due date (not before today)', async () => {
    const api = setup(makeApplication());
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Minta dokumen' }));
    const form = screen.getByRole('form', { name: 'Permintaan dokumen baru' });
    await user.click(within(form).getByRole('button', { name: 'Kirim permintaan' }));
    // Only the title is missing: the due date starts a week from today (defect 12).
    expect(within(form).getAllByText('Kolom ini wajib diisi')).toHaveLength(1);
    expect(api.callsTo(apiPath('admin/document-requests/create.php'))).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Judul/), 'Akta perubahan');
    await user.type(within(form).getByLabelText(/^Keterangan/), 'Salinan legalisir');
    const due = within(form).getByLabelText(/^Jatuh tempo/);
    expect(due).toHaveAttribute('min', wibDate(new Date()));
    expect(due).toHaveValue(addDays(wibDate(new Date()), DOCUMENT_REQUEST_DEFAULT_DUE_DAYS));
    await user.clear(due);
    await user.type(due, '2099-01-15');
    await user.click(within(form).getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/document-requests/create.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/document-requests/create.php'))[0].body).toMatchObject({
      code_reg: 'SP-123456789',
      title: 'Akta perubahan',
      description: 'Salinan legalisir',
      due_date: '2099-01-15',
    });
  });

  it('an open request is cancelled with a reason', async () => {
    const api = setup(makeApplication({ document_requests: [makeRequest(1)] }));
    const user = userEvent.setup();
    renderApp('/admin/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Batalkan permintaan Dokumen tambahan 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Sudah ada di berkas');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan permintaan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/document-requests/cancel.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/document-requests/cancel.php'))[0].body).toMatchObject({
      uuid: makeRequest(1).uuid,
      reason: 'Sudah ada di berkas',
    });
  });

  it('an approved application offers the SBU preview and publication; a completed one links its certificate', async () => {
    setup(makeApplication({ status: 'approved', decided_at: '2026-11-21T02:00:00.000Z' }));
    const first = renderApp('/admin/applications/SP-123456789');
    expect(await screen.findByRole('link', { name: 'Pratinjau SBU' })).toHaveAttribute(
      'href',
      '/admin/sbu/preview/SP-123456789',
    );
    expect(screen.getByRole('link', { name: 'Terbitkan SBU' })).toHaveAttribute(
      'href',
      '/admin/sbu/publish/SP-123456789',
    );
    first.unmount();
    const uuid = '00000000-0000-4000-8000-000000005001';
    setup(
      makeApplication({
        status: 'completed',
        decided_at: '2026-11-21T02:00:00.000Z',
        certificate: { certificate_uuid: uuid, number: 'SBU-2026-000001', valid_until: '2029-11-20' },
      }),
    );
    renderApp('/admin/applications/SP-123456789');
    expect(await screen.findByRole('link', { name: 'Buka sertifikat SBU-2026-000001' })).toHaveAttribute(
      'href',
      `/admin/certificates/${uuid}`,
    );
    expect(screen.queryByRole('link', { name: 'Terbitkan SBU' })).not.toBeInTheDocument();
  }, 15_000);

  it('"Kembali ke daftar" returns to the list it was opened from, filters kept', async () => {
    setup(makeApplication());
    renderApp('/admin/applications/SP-123456789', { state: { listPath: '/admin/renewals?status=under_review' } });
    expect(await screen.findByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/admin/renewals?status=under_review',
    );
  });

  it('reads in English too', async () => {
    await i18n.changeLanguage('en');
    setup(makeApplication({ document_requests: [makeRequest(1)] }));
    renderApp('/admin/applications/SP-123456789');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toHaveAccessibleDescription('1 document request is still open.');
    expect(screen.getByRole('heading', { name: 'Invoice and payment' })).toBeInTheDocument();
  });

  it('an unknown code says so', async () => {
    setup(makeApplication());
    renderApp('/admin/applications/bukan-kode');
    expect(await screen.findByText('Permohonan tidak ditemukan')).toBeInTheDocument();
  });
});
