import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, COMPANY_STATUS } from '@portal/contract/constants';
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
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/companies/detail.php')]:
      typeof detail === 'function' || 'status' in detail ? (detail as TMockHandler) : { data: detail },
    ...routes,
  });
}
const lastListQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/companies/list.php')).at(-1)!.url, 'http://x').searchParams);
const group = (label: string) => screen.getByRole('listitem', { name: label });
const pane_ = () =>
  screen.getByRole('region', {
    name: /^(NIB|KTP Pimpinan|NPWP Perusahaan|Pas Foto Pimpinan|Akta Pendirian|KTA Kadin)/,
  });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('company detail: documents and review', () => {
  it('shows company data, the document list with status and required marks, and the pane with the file and its history', async () => {
    const old = makeDoc({
      document_type: 'nib',
      is_current: false,
      status: DOCUMENT_STATUS.REJECTED,
      review_note: 'Buram',
      original_name: 'nib-lama.pdf',
      uploaded_at: '2025-03-01T00:00:00.000Z',
    });
    const current = makeDoc({ document_type: 'nib', original_name: 'nib-baru.pdf' });
    setup(makeDetail([current, old]));
    renderApp('/admin/companies/7');
    expect(await screen.findByRole('heading', { name: 'PT Contoh Jaya' })).toBeInTheDocument();
    expect(screen.getByText('Jl. Merdeka 1')).toBeInTheDocument();
    // Identity numbers are grouped as people read them, never split mid-number.
    for (const el of screen.getAllByText('01.312.166.0-091.000')) expect(el).toHaveClass('whitespace-nowrap');
    expect(screen.getAllByText('1234 5678 90123').length).toBeGreaterThan(0);
    expect(screen.queryByText('013121660091000')).toBeNull();
    const nib = group('NIB');
    expect(within(nib).getByText(/^Wajib/)).toBeInTheDocument();
    expect(within(nib).getByText('Diunggah')).toBeInTheDocument();
    expect(within(nib).getByRole('button')).toHaveAttribute('aria-current', 'true');
    expect(within(group('Akta Perubahan')).getByText('Opsional · Belum diunggah.')).toBeInTheDocument();
    const pane = pane_();
    expect(within(pane).getByRole('heading', { name: 'NIB' })).toBeInTheDocument();
    expect(within(pane).getByText('nib-baru.pdf')).toBeInTheDocument();
    expect(within(pane).getByText('Riwayat unggahan (1)')).toBeInTheDocument();
    expect(within(pane).getByText('nib-lama.pdf')).toBeInTheDocument();
    expect(within(pane).getByText('Buram')).toBeInTheDocument();
    // The file itself, inside the page: a PDF in a frame from the admin preview endpoint.
    expect(within(pane).getByTitle('Pratinjau NIB')).toHaveAttribute('src', current.admin_file_url);
    expect(screen.getByRole('link', { name: 'Ubah Data' })).toHaveAttribute('href', '/admin/companies/edit/7');
  });

  it('shows an image as an image, and who reviewed each document and each decision (WIB)', async () => {
    const photo = makeDoc({
      document_type: 'pasfoto_pimpinan',
      mime_type: 'image/png',
      status: DOCUMENT_STATUS.VERIFIED,
      reviewed_at: '2025-04-01T03:00:00.000Z',
      reviewed_by_name: 'Sinta Admin',
    });
    const detail = {
      ...makeDetail([photo]),
      history: [
        { action: 'reject' as const, actor_name: 'Rudi Admin', note: 'NIB salah', at: '2025-03-30T03:00:00.000Z' },
        { action: 'submit' as const, actor_name: 'Budi Santoso', note: null, at: '2025-03-29T03:00:00.000Z' },
      ],
    };
    setup(detail);
    renderApp('/admin/companies/7');
    const pane = await waitFor(() => pane_());
    expect(within(pane).getByRole('img', { name: 'Pratinjau Pas Foto Pimpinan' })).toHaveAttribute(
      'src',
      photo.admin_file_url,
    );
    expect(within(pane).getByText(/ditinjau .* WIB oleh Sinta Admin/)).toBeInTheDocument();
    expect(within(group('Pas Foto Pimpinan')).getByText('Wajib · ditinjau oleh Sinta Admin')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Riwayat Keputusan' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ditolak · oleh Rudi Admin');
    expect(rows[0]).toHaveTextContent('30 Mar 2025, 10.00 WIB');
    expect(rows[0]).toHaveTextContent('NIB salah');
    expect(rows[1]).toHaveTextContent('Dikirim untuk verifikasi · oleh Budi Santoso');
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
      if (url.pathname === apiPath('admin/documents/get_document.php')) {
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
    expect(fileCalls[0]).toBe(
      `${window.location.origin}${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`,
    );
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('verify sends {uuid, status: verified} and refetches', async () => {
    const doc = makeDoc({ document_type: 'ktp_pimpinan' });
    let detail = makeDetail([doc]);
    const api = setup(() => ({ data: detail }), {
      [apiPath('admin/documents/review.php')]: (req) => {
        detail = makeDetail([{ ...doc, status: DOCUMENT_STATUS.VERIFIED }]);
        return { data: { document: { ...doc, status: req.body?.status } } };
      },
    });
    renderApp('/admin/companies/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verifikasi KTP Pimpinan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/documents/review.php'))[0].body).toMatchObject({
      uuid: doc.uuid,
      status: DOCUMENT_STATUS.VERIFIED,
    });
    await waitFor(() => expect(within(group('KTP Pimpinan')).getByText('Terverifikasi')).toBeInTheDocument());
    expect(
      within(group('KTP Pimpinan')).queryByRole('button', { name: 'Verifikasi KTP Pimpinan' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/companies/detail.php')).length).toBeGreaterThan(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'KTP Pimpinan telah diverifikasi.', variant: 'success' }),
    );
  });

  it('reject needs a note, then sends {uuid, status: rejected, note}', async () => {
    const doc = makeDoc({ document_type: 'npwp_perusahaan' });
    const api = setup(makeDetail([doc]), {
      [apiPath('admin/documents/review.php')]: { data: { document: { ...doc, status: DOCUMENT_STATUS.REJECTED } } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    const opener = await screen.findByRole('button', { name: 'Tolak NPWP Perusahaan' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Dokumen' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Dokumen' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Catatan penolakan/), 'Scan tidak terbaca');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Dokumen' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/documents/review.php'))[0].body).toMatchObject({
      uuid: doc.uuid,
      status: DOCUMENT_STATUS.REJECTED,
      note: 'Scan tidak terbaca',
    });
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
      [apiPath('admin/documents/review.php')]: {
        status: 409,
        error: { code: 'INVALID_TRANSITION', message: 'Hanya dokumen terkini yang dapat ditinjau.' },
      },
    });
    renderApp('/admin/companies/7');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verifikasi NIB' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Tindakan Ditolak',
          description: 'Hanya dokumen terkini yang dapat ditinjau.',
        }),
      ),
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
    const docs = requiredDocs(DOCUMENT_STATUS.VERIFIED).map((d) =>
      d.document_type === 'pasfoto_pimpinan' ? { ...d, status: DOCUMENT_STATUS.UPLOADED } : d,
    );
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
      [apiPath('admin/companies/verify.php')]: () => {
        detail = {
          ...detail,
          company: { ...detail.company, status: COMPANY_STATUS.VERIFIED, verified_at: '2025-04-02T01:00:00.000Z' },
        };
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
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/verify.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/companies/verify.php'))[0].body).toMatchObject({
      company_id: 7,
      decision: 'approve',
    });
    expect(await screen.findByText(/Perusahaan telah diverifikasi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setujui Perusahaan' })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'PT Contoh Jaya telah diverifikasi.', variant: 'success' }),
    );
  });

  it('a refused approval (409 with missing documents) names them', async () => {
    setup(makeDetail(requiredDocs(DOCUMENT_STATUS.VERIFIED)));
    // mockApi's error envelope carries no data: this answer is written by hand
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith(apiPath('admin/companies/verify.php')))
        return new Response(
          JSON.stringify({
            status: 'error',
            code: 'INVALID_TRANSITION',
            message: 'x',
            data: { missing_documents: ['nib', 'ktp_pimpinan'] },
          }),
          { status: 409 },
        );
      return base(input, init);
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Setujui Perusahaan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Tindakan Ditolak',
          description: 'Dokumen wajib yang belum terverifikasi: NIB, KTP Pimpinan.',
        }),
      ),
    );
  });

  it('reject company requires a note, then sends decision reject with it', async () => {
    const api = setup(makeDetail(requiredDocs(DOCUMENT_STATUS.UPLOADED)), {
      [apiPath('admin/companies/verify.php')]: { data: { company: makeDetail([]).company } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Tolak Registrasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Registrasi Perusahaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Registrasi' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/companies/verify.php'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Alasan penolakan/), 'NIB tidak sesuai');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Registrasi' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/verify.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/companies/verify.php'))[0].body).toMatchObject({
      company_id: 7,
      decision: 'reject',
      note: 'NIB tidak sesuai',
    });
  });

  it('a registration rejection starts from the notes just written on the rejected documents (defect 12)', async () => {
    const docs = requiredDocs(DOCUMENT_STATUS.UPLOADED).map((d) =>
      d.document_type === 'nib'
        ? { ...d, status: DOCUMENT_STATUS.REJECTED, review_note: 'NIB sudah tidak berlaku' }
        : d.document_type === 'npwp_perusahaan'
          ? { ...d, status: DOCUMENT_STATUS.REJECTED, review_note: 'Hasil pindaian buram' }
          : d,
    );
    const api = setup(makeDetail(docs), {
      [apiPath('admin/companies/verify.php')]: { data: { company: makeDetail([]).company } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Tolak Registrasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Registrasi Perusahaan' });
    const note = within(dialog).getByLabelText(/Alasan penolakan/);
    expect((note as HTMLTextAreaElement).value.split('\n').sort()).toEqual([
      'NIB: NIB sudah tidak berlaku',
      'NPWP Perusahaan: Hasil pindaian buram',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Registrasi' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/companies/verify.php'))).toHaveLength(1));
    expect(String(api.callsTo(apiPath('admin/companies/verify.php'))[0].body?.note)).toContain(
      'NIB: NIB sudah tidak berlaku',
    );
  });

  it('an unknown company shows not found', async () => {
    setup({ status: 404, error: { code: 'NOT_FOUND' } });
    renderApp('/admin/companies/999');
    expect(await screen.findByText('Perusahaan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/admin/companies');
  });
});

describe('company detail: working through the documents', () => {
  it('j / k move through the documents, v verifies and moves on to the next awaiting one; keys do nothing inside a field', async () => {
    const docs = requiredDocs(DOCUMENT_STATUS.UPLOADED);
    const api = setup(makeDetail(docs), {
      [apiPath('admin/documents/review.php')]: (req) => ({
        data: { document: { ...docs[0], status: req.body?.status } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await screen.findByText('Dokumen 1 dari 7');
    expect(within(pane_()).getByRole('heading', { name: 'KTA Kadin Terakhir' })).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByText('Dokumen 2 dari 7')).toBeInTheDocument();
    expect(within(pane_()).getByRole('heading', { name: 'NIB' })).toBeInTheDocument();
    await user.keyboard('k');
    expect(await screen.findByText('Dokumen 1 dari 7')).toBeInTheDocument();
    await user.keyboard('v');
    await waitFor(() => expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/documents/review.php'))[0].body).toMatchObject({
      uuid: docs[0].uuid,
      status: DOCUMENT_STATUS.VERIFIED,
    });
    expect(await screen.findByText('Dokumen 2 dari 7')).toBeInTheDocument();
    // Typing in a field never triggers a key.
    await user.click(screen.getByRole('button', { name: 'Tolak NIB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Dokumen' });
    await user.type(within(dialog).getByLabelText(/Catatan penolakan/), 'jkv');
    expect(within(dialog).getByLabelText(/Catatan penolakan/)).toHaveValue('jkv');
    expect(screen.getByText('Dokumen 2 dari 7')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(1);
  });

  it('opens on the document that Manajemen Dokumen linked by its uuid (?doc=<uuid>)', async () => {
    const docs = requiredDocs(DOCUMENT_STATUS.UPLOADED);
    setup(makeDetail(docs));
    renderApp(`/admin/companies/7?doc=${docs[1].uuid}`);
    expect(await screen.findByText('Dokumen 2 dari 7')).toBeInTheDocument();
    expect(within(pane_()).getByRole('heading', { name: 'NIB' })).toBeInTheDocument();
  });

  it('a ready-made reason and free text make the note', async () => {
    const doc = makeDoc({ document_type: 'nib' });
    const api = setup(makeDetail([doc]), {
      [apiPath('admin/documents/review.php')]: { data: { document: { ...doc, status: DOCUMENT_STATUS.REJECTED } } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await screen.findByText('Dokumen 1 dari 1');
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Dokumen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dokumen sudah tidak berlaku.' }));
    await user.type(within(dialog).getByLabelText(/Catatan penolakan/), 'Terbit 2019.');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Dokumen' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/documents/review.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/documents/review.php'))[0].body).toMatchObject({
      status: 'rejected',
      note: 'Dokumen sudah tidak berlaku. Terbit 2019.',
    });
  });

  it('"Verifikasi semua yang tersisa" confirms, lists the documents and sends one call', async () => {
    const docs = requiredDocs(DOCUMENT_STATUS.UPLOADED).map((d) =>
      d.document_type === 'nib' ? { ...d, status: DOCUMENT_STATUS.REJECTED } : d,
    );
    const api = setup(makeDetail(docs), {
      [apiPath('admin/documents/verify-remaining.php')]: { data: { verified: 6, documents: [] } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Verifikasi semua yang tersisa (6)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi Semua yang Tersisa' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(dialog).queryByText('NIB')).not.toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/documents/verify-remaining.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi 6 dokumen' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/documents/verify-remaining.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/documents/verify-remaining.php'))[0].body).toMatchObject({ company_id: 7 });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: '6 dokumen diverifikasi.', variant: 'success' }),
    );
  });

  it('after a decision, "Berikutnya dalam antrean" (and n) opens the oldest company still waiting', async () => {
    let detail = makeDetail(requiredDocs(DOCUMENT_STATUS.VERIFIED));
    const nextCompany = { ...detail.company, companyId: 9, name: 'CV Berikutnya' };
    const api = setup(
      (req) =>
        new URL(req.url, 'http://x').searchParams.get('id') === '9'
          ? { data: { ...makeDetail([]), company: nextCompany } }
          : { data: detail },
      {
        [apiPath('admin/companies/verify.php')]: () => {
          detail = { ...detail, company: { ...detail.company, status: COMPANY_STATUS.VERIFIED } };
          return { data: { company: detail.company } };
        },
        [apiPath('admin/companies/list.php')]: {
          data: {
            items: [
              {
                companyId: 9,
                name: 'CV Berikutnya',
                business_entity_type: 'CV',
                npwp: '1',
                nib: '1',
                status: 'in_review',
                owner_uuid: 'x',
                owner_name: 'x',
                owner_email: 'x',
                created_at: '',
                verified_at: null,
                submitted_at: null,
                documents_verified: 0,
                documents_required: 7,
                claimed_by: null,
              },
            ],
            page: 1,
            per_page: 2,
            total: 1,
          },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    await user.click(await screen.findByRole('button', { name: 'Setujui Perusahaan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Setujui' }));
    const next = await screen.findByRole('link', { name: 'Berikutnya dalam antrean: CV Berikutnya' });
    expect(next).toHaveAttribute('href', '/admin/companies/9');
    expect(lastListQuery(api)).toMatchObject({ status: 'in_review', sort: 'waiting' });
    await user.keyboard('n');
    expect(await screen.findByRole('heading', { name: 'CV Berikutnya' })).toBeInTheDocument();
  });

  it('a company that has not submitted can be reminded; a second reminder the same day is refused', async () => {
    let calls = 0;
    const api = setup(makeDetail([], { status: COMPANY_STATUS.UNVERIFIED }), {
      [apiPath('admin/companies/remind.php')]: () =>
        ++calls === 1
          ? {
              data: {
                missing_fields: ['address'],
                missing_documents: ['nib'],
                reminded_at: '2025-04-01T00:00:00.000Z',
              },
            }
          : { status: 429, error: { code: 'RATE_LIMITED' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/companies/7');
    for (let i = 0; i < 2; i++) {
      await user.click(await screen.findByRole('button', { name: 'Kirim Pengingat' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Kirim Pengingat ke Perusahaan' })).getByRole('button', {
          name: 'Kirim Pengingat',
        }),
      );
      await waitFor(() => expect(api.callsTo(apiPath('admin/companies/remind.php'))).toHaveLength(i + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(api.callsTo(apiPath('admin/companies/remind.php'))[0].body).toMatchObject({ company_id: 7 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pengingat dikirim ke PT Contoh Jaya.' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Pengingat untuk perusahaan ini sudah dikirim dalam 24 jam terakhir.' }),
    );
  });
});
