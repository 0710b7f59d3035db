import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, COMPANY_STATUS } from '@portal/contract/constants';
import { DOCUMENT_STATUS, type TAdminCompanyDetailResponse } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { makeDetail, makeDoc, requiredDocs } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

function setup(detail: TAdminCompanyDetailResponse | TMockHandler, routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [API.profile]: { data: ADMIN_PROFILE() },
    [API.adminCompaniesDetail]: typeof detail === 'function' || 'status' in detail ? (detail as TMockHandler) : { data: detail },
    ...routes,
  });
}
const group = (label: string) => screen.getByRole('listitem', { name: label });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('company detail: documents and review', () => {
  it('shows company data, the leader, every document type with status, required marks and the history', async () => {
    const old = makeDoc({ document_type: 'nib', is_current: false, status: DOCUMENT_STATUS.REJECTED, review_note: 'Buram', original_name: 'nib-lama.pdf', uploaded_at: '2025-03-01T00:00:00.000Z' });
    setup(makeDetail([makeDoc({ document_type: 'nib', original_name: 'nib-baru.pdf' }), old]));
    renderApp('/admin/companies/7');
    expect(await screen.findByRole('heading', { name: 'PT Contoh Jaya' })).toBeInTheDocument();
    expect(screen.getByText('Jl. Merdeka 1')).toBeInTheDocument();
    // Identity numbers are grouped as people read them, never split mid-number.
    for (const el of screen.getAllByText('01.312.166.0-091.000')) expect(el).toHaveClass('whitespace-nowrap');
    expect(screen.getAllByText('1234 5678 90123').length).toBeGreaterThan(0);
    expect(screen.queryByText('013121660091000')).toBeNull();
    const nib = group('NIB');
    expect(within(nib).getByText('Wajib')).toBeInTheDocument();
    expect(within(nib).getByText('nib-baru.pdf')).toBeInTheDocument();
    expect(within(nib).getByText('Diunggah')).toBeInTheDocument();
    expect(within(nib).getByText('Riwayat unggahan (1)')).toBeInTheDocument();
    expect(within(nib).getByText('nib-lama.pdf')).toBeInTheDocument();
    expect(within(nib).getByText('Buram')).toBeInTheDocument();
    expect(within(group('Akta Perubahan')).getByText('Opsional')).toBeInTheDocument();
    expect(within(group('Akta Perubahan')).getByText('Belum diunggah.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ubah Data' })).toHaveAttribute('href', '/admin/companies/edit/7');
  });

  it('preview opens a new tab on get_document.php through the file-access helper', async () => {
    const doc = makeDoc({ document_type: 'nib' });
    setup(makeDetail([doc]));
    // the file-access helper fetches the absolute same-origin URL
    const fileCalls: string[] = [];
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), window.location.href);
      if (url.pathname === API.adminDocumentsGet) {
        fileCalls.push(url.href);
        return new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      }
      return base(input, init);
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/admin/companies/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pratinjau NIB' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(fileCalls).toHaveLength(1));
    expect(fileCalls[0]).toBe(`${window.location.origin}${API.adminDocumentsGet}?uuid=${doc.uuid}`);
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('verify sends {uuid, status: verified} and refetches', async () => {
    const doc = makeDoc({ document_type: 'ktp_pimpinan' });
    let detail = makeDetail([doc]);
    const api = setup(() => ({ data: detail }), {
      [API.adminDocumentsReview]: (req) => {
        detail = makeDetail([{ ...doc, status: DOCUMENT_STATUS.VERIFIED }]);
        return { data: { document: { ...doc, status: req.body?.status } } };
      },
    });
    renderApp('/admin/companies/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verifikasi KTP Pimpinan' }));
    await waitFor(() => expect(api.callsTo(API.adminDocumentsReview)).toHaveLength(1));
    expect(api.callsTo(API.adminDocumentsReview)[0].body).toMatchObject({ uuid: doc.uuid, status: DOCUMENT_STATUS.VERIFIED });
    await waitFor(() => expect(within(group('KTP Pimpinan')).getByText('Terverifikasi')).toBeInTheDocument());
    expect(within(group('KTP Pimpinan')).queryByRole('button', { name: 'Verifikasi KTP Pimpinan' })).not.toBeInTheDocument();
    expect(api.callsTo(API.adminCompaniesDetail).length).toBeGreaterThan(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'KTP Pimpinan telah diverifikasi.', variant: 'success' }));
  });

  it('reject needs a note, then sends {uuid, status: rejected, note}', async () => {
    const doc = makeDoc({ document_type: 'npwp_perusahaan' });
    const api = setup(makeDetail([doc]), { [API.adminDocumentsReview]: { data: { document: { ...doc, status: DOCUMENT_STATUS.REJECTED } } } });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    const opener = await screen.findByRole('button', { name: 'Tolak NPWP Perusahaan' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Dokumen' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Dokumen' }));
    expect(await within(dialog).findByText('Field ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(API.adminDocumentsReview)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Catatan penolakan/), 'Scan tidak terbaca');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Dokumen' }));
    await waitFor(() => expect(api.callsTo(API.adminDocumentsReview)).toHaveLength(1));
    expect(api.callsTo(API.adminDocumentsReview)[0].body).toMatchObject({ uuid: doc.uuid, status: DOCUMENT_STATUS.REJECTED, note: 'Scan tidak terbaca' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling a dialog returns focus to the button that opened it', async () => {
    setup(makeDetail([makeDoc({ document_type: 'nib' })]));
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    const opener = await screen.findByRole('button', { name: 'Tolak NIB' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Dokumen' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows a refusal (409) with the server message', async () => {
    setup(makeDetail([makeDoc({ document_type: 'nib' })]), {
      [API.adminDocumentsReview]: { status: 409, error: { code: 'INVALID_TRANSITION', message: 'Hanya dokumen terkini yang dapat ditinjau.' } },
    });
    renderApp('/admin/companies/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verifikasi NIB' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Tindakan Ditolak', description: 'Hanya dokumen terkini yang dapat ditinjau.' })),
    );
  });

  it('no review actions while the company is not in review', async () => {
    setup(makeDetail([makeDoc({ document_type: 'nib' })], { status: COMPANY_STATUS.UNVERIFIED }));
    renderApp('/admin/companies/7');
    await screen.findByRole('heading', { name: 'PT Contoh Jaya' });
    expect(screen.queryByRole('button', { name: 'Verifikasi NIB' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setujui Perusahaan' })).not.toBeInTheDocument();
    expect(screen.getByText('Perusahaan belum mengirim registrasi untuk diverifikasi.')).toBeInTheDocument();
  });
});

describe('company detail: the decision', () => {
  it('approve is disabled while a required document is unverified, and names what is missing', async () => {
    const docs = requiredDocs(DOCUMENT_STATUS.VERIFIED).map((d) => (d.document_type === 'pasfoto_pimpinan' ? { ...d, status: DOCUMENT_STATUS.UPLOADED } : d));
    setup(makeDetail(docs));
    renderApp('/admin/companies/7');
    const approve = await screen.findByRole('button', { name: 'Setujui Perusahaan' });
    expect(approve).toBeDisabled();
    expect(screen.getByText('Dokumen wajib yang belum terverifikasi: Pas Foto Pimpinan.')).toBeInTheDocument();
    expect(approve).toHaveAccessibleDescription('Dokumen wajib yang belum terverifikasi: Pas Foto Pimpinan.');
  });

  it('approve is enabled when every required document is verified (optional ones may be missing) and sends approve', async () => {
    let detail = makeDetail(requiredDocs(DOCUMENT_STATUS.VERIFIED));
    const api = setup(() => ({ data: detail }), {
      [API.adminCompaniesVerify]: () => {
        detail = { ...detail, company: { ...detail.company, status: COMPANY_STATUS.VERIFIED, verified_at: '2025-04-02T01:00:00.000Z' } };
        return { data: { company: detail.company } };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    const approve = await screen.findByRole('button', { name: 'Setujui Perusahaan' });
    expect(approve).toBeEnabled();
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Setujui Registrasi Perusahaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(api.callsTo(API.adminCompaniesVerify)).toHaveLength(1));
    expect(api.callsTo(API.adminCompaniesVerify)[0].body).toMatchObject({ company_id: 7, decision: 'approve' });
    expect(await screen.findByText(/Perusahaan telah diverifikasi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setujui Perusahaan' })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'PT Contoh Jaya telah diverifikasi.', variant: 'success' }));
  });

  it('a refused approval (409 with missing documents) names them', async () => {
    setup(makeDetail(requiredDocs(DOCUMENT_STATUS.VERIFIED)));
    // mockApi's error envelope carries no data: this answer is written by hand
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith(API.adminCompaniesVerify))
        return new Response(JSON.stringify({ status: 'error', code: 'INVALID_TRANSITION', message: 'x', data: { missing_documents: ['nib', 'ktp_pimpinan'] } }), { status: 409 });
      return base(input, init);
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Setujui Perusahaan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Tindakan Ditolak', description: 'Dokumen wajib yang belum terverifikasi: NIB, KTP Pimpinan.' }),
      ),
    );
  });

  it('reject company requires a note, then sends decision reject with it', async () => {
    const api = setup(makeDetail(requiredDocs(DOCUMENT_STATUS.UPLOADED)), {
      [API.adminCompaniesVerify]: { data: { company: makeDetail([]).company } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Tolak Registrasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Registrasi Perusahaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Registrasi' }));
    expect(await within(dialog).findByText('Field ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(API.adminCompaniesVerify)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Alasan penolakan/), 'NIB tidak sesuai');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Registrasi' }));
    await waitFor(() => expect(api.callsTo(API.adminCompaniesVerify)).toHaveLength(1));
    expect(api.callsTo(API.adminCompaniesVerify)[0].body).toMatchObject({ company_id: 7, decision: 'reject', note: 'NIB tidak sesuai' });
  });

  it('an unknown company shows not found', async () => {
    setup({ status: 404, error: { code: 'NOT_FOUND' } });
    renderApp('/admin/companies/999');
    expect(await screen.findByText('Perusahaan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/admin/companies');
  });
});
