import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZDocumentRequest, type TDocument } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr } from '@/test/fake-xhr';
import { application } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const UUID_INV = '4c1f2a3b-1111-4222-8333-944445555666';
const REQ_UUID = '9d1f2a3b-1111-4222-8333-944445555666';
const doc = (over: Partial<TDocument> = {}): TDocument => ({
  uuid: '7e1f2a3b-1111-4222-8333-944445555666',
  document_type: 'dokumen_tambahan',
  category: 'other',
  status: 'uploaded',
  original_name: 'izin.pdf',
  file_size: 1000,
  mime_type: 'application/pdf',
  sha256: 'a'.repeat(64),
  uploaded_at: '2026-11-05T03:00:00.000Z',
  review_note: null,
  file_url: '/backend/api/documents/download.php?uuid=7e1f2a3b-1111-4222-8333-944445555666',
  ...over,
});

function setup(app = application(), routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('applications/get_detail.php')]: { data: { application: app } },
    ...routes,
  });
}

beforeEach(async () => {
  FakeXhr.reset();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Application detail', () => {
  it('a draft lists what is missing, shows the quote, the documents and the timeline', async () => {
    setup();
    renderApp('/applications/SP-123456789');
    expect(await screen.findByText('Yang masih perlu dilengkapi sebelum dikirim')).toBeInTheDocument();
    expect(screen.getAllByText('Nomor SK Kemenkumham').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Neraca Tahun Terakhir').length).toBeGreaterThan(1);
    expect(screen.getByTestId('quote-total')).toHaveTextContent('Rp 3.885.000');
    expect(screen.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent(/Draft.*oleh Budi/);
    expect(screen.getByRole('link', { name: 'Ubah Draft' })).toHaveAttribute('href', '/applications/edit/SP-123456789');
  });

  it('submit asks for confirmation, then lists what is missing from the 422 answer', async () => {
    const api = setup(application({ missing_fields: [], missing_documents: [] }), {
      [apiPath('applications/submit.php')]: {
        status: 422,
        error: { code: 'VALIDATION_ERROR', errors: { nibDate: ['validation.required'] } },
        data: { missing_fields: ['nibDate'], missing_documents: ['surat_permohonan_subbidang'] },
      },
    });
    const user = userEvent.setup();
    renderApp('/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Kirim Permohonan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim permohonan SP-123456789?' });
    expect(dialog).toHaveTextContent('Rp 3.885.000');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Permohonan belum dapat dikirim');
    expect(within(alert).getByText('Tanggal terbit NIB')).toBeInTheDocument();
    expect(within(alert).getByText('Surat Permohonan Sub-bidang')).toBeInTheDocument();
    expect(api.callsTo(apiPath('applications/submit.php'))[0].body).toMatchObject({ code_reg: 'SP-123456789' });
  });

  it('delete a draft after its confirmation, back to the list', async () => {
    const api = setup(undefined, {
      [apiPath('applications/delete.php')]: { data: { code_reg: 'SP-123456789' } },
      [apiPath('applications/list.php')]: { data: { items: [], page: 1, per_page: 20, total: 0 } },
    });
    const user = userEvent.setup();
    const app = renderApp('/applications/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Hapus Draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus draft SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus Draft' }));
    await waitFor(() => expect(app.location().pathname).toBe('/applications'));
    expect(api.callsTo(apiPath('applications/delete.php'))).toHaveLength(1);
  });

  it('withdraw is offered for a submitted application whose invoice is pending', async () => {
    const invoice = {
      uuid_invoice: UUID_INV,
      transId: 'INV-202611-000007',
      status: 'pending' as const,
      total: 3_885_000,
      issued_at: '2026-11-03T03:00:00.000Z',
      due_date: '2026-11-17',
      paid_at: null,
    };
    const api = setup(
      application({ status: 'submitted', fee_quote: null, invoice, missing_fields: [], missing_documents: [] }),
      {
        [apiPath('applications/withdraw.php')]: { data: { application: application() } },
      },
    );
    const user = userEvent.setup();
    renderApp('/applications/SP-123456789');
    expect(await screen.findByRole('link', { name: 'Lihat tagihan dan bayar' })).toHaveAttribute(
      'href',
      `/payment/${UUID_INV}`,
    );
    expect(screen.queryByRole('button', { name: 'Kirim Permohonan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tarik Kembali' }));
    const dialog = await screen.findByRole('dialog', { name: /Tarik kembali permohonan/ });
    expect(dialog).toHaveTextContent('INV-202611-000007');
    await user.click(within(dialog).getByRole('button', { name: 'Tarik Kembali' }));
    await waitFor(() => expect(api.callsTo(apiPath('applications/withdraw.php'))).toHaveLength(1));
  });

  it('uploads a supporting document with sbu_application and code_reg, with progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setup();
    const user = userEvent.setup();
    renderApp('/applications/SP-123456789');
    const input = await screen.findByLabelText('Pilih file Neraca Tahun Terakhir');
    await user.upload(input, new File(['%PDF-1.4'], 'neraca.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    expect(xhr.body?.get('category')).toBe('sbu_application');
    expect(xhr.body?.get('code_reg')).toBe('SP-123456789');
    expect(xhr.body?.get('document_type')).toBe('neraca_tahun_terakhir');
    xhr.progress(1, 2);
    expect(screen.getByRole('progressbar', { name: 'Mengunggah neraca.pdf' })).toHaveAttribute('aria-valuenow', '50');
    xhr.respond(201, {
      status: 'success',
      message: 'ok',
      data: { document: doc({ document_type: 'neraca_tahun_terakhir', category: 'sbu_application' }) },
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('an open document request has its own upload, which then fulfils the request', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const request = {
      uuid: REQ_UUID,
      code_reg: 'SP-123456789',
      title: 'Izin usaha terbaru',
      description: 'Mohon unggah izin terbaru.',
      due_date: '2026-11-20',
      status: 'open' as const,
      overdue: false,
      created_at: '2026-11-05T03:00:00.000Z',
      fulfilled_at: null,
      fulfilled_document: null,
      cancelled_at: null,
      cancel_reason: null,
    };
    const api = setup(application({ status: 'under_review', fee_quote: null, document_requests: [request] }), {
      [apiPath('document-requests/fulfil.php')]: {
        data: { request: { ...request, status: 'fulfilled', fulfilled_document: doc() } },
      },
    });
    const user = userEvent.setup();
    renderApp('/applications/SP-123456789');
    expect(await screen.findByText('Izin usaha terbaru')).toBeInTheDocument();
    expect(screen.getByText('Menunggu Dokumen')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Pilih file Izin usaha terbaru'),
      new File(['%PDF-1.4'], 'izin.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.instances[0].body?.get('category')).toBe('other');
    expect(FakeXhr.instances[0].body?.get('document_type')).toBe('dokumen_tambahan');
    FakeXhr.instances[0].respond(201, { status: 'success', message: 'ok', data: { document: doc() } });
    await waitFor(() => expect(api.callsTo(apiPath('document-requests/fulfil.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('document-requests/fulfil.php'))[0].body).toMatchObject({
      uuid: REQ_UUID,
      document_uuid: doc().uuid,
    });
  });

  it("the applicant's clock: the step, the working-day date in words, and a calm note once it has passed (issue 23, point 10)", async () => {
    setup(
      application({
        status: 'under_review',
        clock: {
          step: 'review',
          waiting_on: 'body',
          since: '2026-11-20T03:00:00.000Z',
          act_by: '2026-12-04',
          sla_working_days: 5,
          overdue: false,
        },
      }),
    );
    renderApp('/applications/SP-123456789');
    const note = await screen.findByRole('note', { name: 'Langkah dan tenggat' });
    expect(note).toHaveTextContent('Langkah saat ini: Penilaian permohonan oleh BSKI');
    expect(note).toHaveTextContent('BSKI akan menindaklanjuti paling lambat 4 Desember 2026 (5 hari kerja');
    expect(note).not.toHaveTextContent('sudah lewat');
  });

  it('the clock once the promised date has passed, in English', async () => {
    await i18n.changeLanguage('en');
    setup(
      application({
        status: 'under_review',
        clock: {
          step: 'review',
          waiting_on: 'body',
          since: '2026-11-20T03:00:00.000Z',
          act_by: '2026-12-04',
          sla_working_days: 5,
          overdue: true,
        },
      }),
    );
    renderApp('/applications/SP-123456789');
    const note = await screen.findByRole('note', { name: 'Step and deadline' });
    expect(note).toHaveTextContent('BSKI will act by 4 December 2026');
    expect(note).toHaveTextContent('4 December 2026 has passed. We apologise for the delay');
  });

  it('a settled step says what it means instead of "nothing to do": a rejection can be appealed', async () => {
    setup(
      application({
        status: 'rejected',
        clock: {
          step: 'rejected',
          waiting_on: 'none',
          since: '2026-11-20T03:00:00.000Z',
          act_by: null,
          sla_working_days: null,
          overdue: false,
        },
      }),
    );
    renderApp('/applications/SP-123456789');
    const note = await screen.findByRole('note', { name: 'Langkah dan tenggat' });
    expect(note).toHaveTextContent('Langkah saat ini: Ditolak');
    expect(note).toHaveTextContent('Anda dapat mengajukan banding selama masa banding masih terbuka');
    expect(note).not.toHaveTextContent('Tidak ada yang perlu Anda lakukan');
  });

  it("opened at a request card (a notification's deep link), the page focuses that card (issue 23, point 3)", async () => {
    setup(
      application({
        status: 'under_review',
        document_requests: [
          fake(ZDocumentRequest, {
            uuid: REQ_UUID,
            code_reg: 'SP-123456789',
            title: 'Izin usaha terbaru',
            description: null,
            due_date: '2026-12-04',
            status: 'open',
            overdue: false,
          }),
        ],
      }),
    );
    renderApp(`/applications/SP-123456789#permintaan-${REQ_UUID}`);
    const card = await screen.findByRole('listitem', { name: 'Izin usaha terbaru' });
    await waitFor(() => expect(card).toHaveFocus());
  });
});
