import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_STATUS, DOCUMENT_STATUS, UPLOAD_MAX_BYTES, type TCompany, type TDocument } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile, certificateList } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr, makeDocument } from '../test-utils';
import { apiPath } from '@portal/contract/constants';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const COMPLETE: Partial<TCompany> = {
  address: 'Jl. Merdeka 1',
  province: 'DKI Jakarta',
  regency_city: 'Jakarta Pusat',
  district: 'Gambir',
  village: 'Gambir',
  postal_code: '10110',
  phone: '+62215551234',
  email: 'info@contoh.co.id',
  business_type: 'Konstruksi',
  investment_value: 1_500_000_000,
  employee_count: 25,
  leader_name: 'Budi Santoso',
  leader_position: 'Direktur',
  leader_nik: '3171234567890123',
  leader_npwp: '013121660091000',
  kta_kadin_number: 'KTA-001',
  kta_date: '2024-05-01',
};
const REQUIRED_PT = [
  'kta_kadin_terakhir',
  'nib',
  'akta_pendirian',
  'npwp_perusahaan',
  'sk_kemenkumham',
  'ktp_pimpinan',
  'npwp_pimpinan',
  'pasfoto_pimpinan',
];
const allRequiredDocs = () =>
  REQUIRED_PT.map((type) => makeDocument({ document_type: type, original_name: `${type}.pdf` }));

interface TBackend {
  company?: Partial<TCompany>;
  documents?: TDocument[];
  submit?: TMockHandler;
  extra?: Record<string, TMockHandler>;
}
function backend({ company = {}, documents = [], submit, extra = {} }: TBackend = {}) {
  const profile = makeProfile({}, company);
  return mockApi({
    [apiPath('users/profile.php')]: () => ({ data: profile }),
    [apiPath('documents/list.php')]: () => ({ data: { documents } }),
    ...(submit ? { [apiPath('registrations/submit.php')]: submit } : {}),
    ...extra,
  });
}
const card = async (label: string) => screen.findByRole('region', { name: label });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Dokumen Registrasi: document cards', () => {
  it.each([
    ['PT', 'Wajib', 'Wajib'],
    ['Koperasi', 'Wajib', 'Wajib'],
    ['CV', 'Opsional', 'Wajib'],
    ['Perorangan', 'Opsional', 'Opsional'],
  ])('%s: SK Kemenkumham %s, Akta Pendirian %s; Akta Perubahan always optional', async (entity, sk, akta) => {
    backend({ company: { business_entity_type: entity } });
    renderApp('/document-registration');
    expect(within(await card('SK Kemenkumham')).getByText(sk)).toBeInTheDocument();
    expect(within(await card('Akta Pendirian')).getByText(akta)).toBeInTheDocument();
    expect(within(await card('Akta Perubahan')).getByText('Opsional')).toBeInTheDocument();
    expect(within(await card('KTP Pimpinan')).getByText('Wajib')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  });

  it('client checks: a file over 5 MiB and a wrong type get a clear message and are never sent', async () => {
    backend();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/document-registration');
    const ktp = await card('KTP Pimpinan');
    const input = within(ktp).getByLabelText('Pilih File KTP Pimpinan');

    await user.upload(
      input,
      new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'besar.pdf', { type: 'application/pdf' }),
    );
    expect(within(ktp).getByRole('alert')).toHaveTextContent('melebihi batas maksimal 5 MB');
    expect(input).toHaveAttribute('aria-describedby', 'doc-ktp_pimpinan-hint doc-ktp_pimpinan-error');

    await user.upload(input, new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }));
    expect(within(ktp).getByRole('alert')).toHaveTextContent('Jenis file tidak didukung. Gunakan PDF, JPG, atau PNG.');

    await user.upload(input, new File([''], 'kosong.pdf', { type: 'application/pdf' }));
    expect(within(ktp).getByRole('alert')).toHaveTextContent('File kosong');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('upload: multipart fields and CSRF header, progress bar updates, success replaces the card state', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/document-registration');
    const ktp = await card('KTP Pimpinan');
    const file = new File(['%PDF-1.4 test'], 'ktp-budi.pdf', { type: 'application/pdf' });
    await user.upload(within(ktp).getByLabelText('Pilih File KTP Pimpinan'), file);

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(apiPath('documents/upload.php'));
    expect(xhr.headers['X-CSRF-Token']).toBe('csrf-test-token');
    const sent = xhr.body?.get('document') as File;
    expect([sent.name, sent.size]).toEqual([file.name, file.size]);
    expect(xhr.body?.get('document_type')).toBe('ktp_pimpinan');
    expect(xhr.body?.get('category')).toBe('initial_registration');
    expect(xhr.body?.get('csrf_token')).toBe('csrf-test-token');

    const bar = within(ktp).getByRole('progressbar', { name: 'Mengunggah ktp-budi.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(30, 100);
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    xhr.progress(75, 100);
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(within(ktp).getByText('Mengunggah ktp-budi.pdf: 75%')).toBeInTheDocument();
    expect(within(ktp).queryByLabelText('Pilih File KTP Pimpinan')).not.toBeInTheDocument();

    xhr.respond(201, {
      status: 'success',
      message: 'ok',
      data: { document: makeDocument({ original_name: 'ktp-budi.pdf' }) },
    });
    expect(await within(ktp).findByText('ktp-budi.pdf')).toBeInTheDocument();
    expect(within(ktp).getByText('Diunggah')).toBeInTheDocument();
    expect(within(ktp).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(ktp).getByRole('button', { name: 'Lihat KTP Pimpinan' })).toBeInTheDocument();
    expect(within(ktp).getByRole('button', { name: 'Unduh KTP Pimpinan' })).toBeInTheDocument();
    expect(within(ktp).getByText('KTP Pimpinan berhasil diunggah.')).toBeInTheDocument();
    expect(screen.getByText('1 dari 8 dokumen wajib telah diunggah')).toBeInTheDocument();
  });

  it('a server refusal shows on the card and as a toast; the card can be tried again', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/document-registration');
    const nib = await card('NIB');
    await user.upload(
      within(nib).getByLabelText('Pilih File NIB'),
      new File(['x'], 'nib.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].respond(422, {
      status: 'error',
      code: 'FILE_REJECTED',
      message: 'Gagal mengunggah file: hanya PDF, JPG, atau PNG yang diterima.',
    });
    expect(await within(nib).findByRole('alert')).toHaveTextContent(/Gagal mengunggah file/);
    expect(toast).toHaveBeenCalled();
    expect(within(nib).getByLabelText('Pilih File NIB')).toBeInTheDocument();
  });

  it("a rejected document shows the admin's note prominently and can be replaced after confirmation", async () => {
    const rejected = makeDocument({
      document_type: 'npwp_pimpinan',
      original_name: 'npwp-lama.jpg',
      status: DOCUMENT_STATUS.REJECTED,
      review_note: 'Foto buram, unggah ulang.',
    });
    backend({ documents: [rejected] });
    const user = userEvent.setup();
    renderApp('/document-registration');
    const npwp = await card('NPWP Pimpinan');
    expect(within(npwp).getByRole('note')).toHaveTextContent('Catatan admin: Foto buram, unggah ulang.');
    expect(within(npwp).getByText('Ditolak')).toBeInTheDocument();

    await user.click(within(npwp).getByRole('button', { name: 'Ganti NPWP Pimpinan' }));
    await user.upload(
      within(npwp).getByLabelText('Pilih File NPWP Pimpinan'),
      new File(['%PDF'], 'npwp-baru.pdf', { type: 'application/pdf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ganti dokumen NPWP Pimpinan?' });
    expect(dialog).toHaveTextContent('"npwp-lama.jpg" akan diganti dengan "npwp-baru.pdf"');
    expect(FakeXhr.instances).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ganti Dokumen' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].respond(201, {
      status: 'success',
      message: 'ok',
      data: { document: makeDocument({ document_type: 'npwp_pimpinan', original_name: 'npwp-baru.pdf' }) },
    });
    expect(await within(npwp).findByText('npwp-baru.pdf')).toBeInTheDocument();
    expect(within(npwp).queryByRole('note')).not.toBeInTheDocument();
  });

  it('delete asks first, then removes the document', async () => {
    const doc = makeDocument({ document_type: 'pasfoto_pimpinan', original_name: 'foto.png' });
    const api = backend({
      documents: [doc],
      extra: { [apiPath('documents/delete.php')]: (req) => ({ data: { uuid: req.body?.uuid } }) },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    const foto = await card('Pas Foto Pimpinan');
    await user.click(within(foto).getByRole('button', { name: 'Hapus Pas Foto Pimpinan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus dokumen Pas Foto Pimpinan?' });
    expect(api.callsTo(apiPath('documents/delete.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hapus Dokumen' }));
    await waitFor(() => expect(api.callsTo(apiPath('documents/delete.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('documents/delete.php'))[0].body).toMatchObject({
      uuid: doc.uuid,
      csrf_token: 'csrf-test-token',
    });
    expect(await within(foto).findByText('Belum diunggah')).toBeInTheDocument();
  });

  it('a verified document can be opened but neither replaced nor deleted', async () => {
    backend({ documents: [makeDocument({ document_type: 'nib', status: DOCUMENT_STATUS.VERIFIED })] });
    renderApp('/document-registration');
    const nib = await card('NIB');
    expect(within(nib).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(nib).getByRole('button', { name: 'Lihat NIB' })).toBeInTheDocument();
    expect(within(nib).queryByRole('button', { name: 'Ganti NIB' })).not.toBeInTheDocument();
    expect(within(nib).queryByRole('button', { name: 'Hapus NIB' })).not.toBeInTheDocument();
  });
});

describe('Dokumen Registrasi: summary and submission', () => {
  const submitButton = () => screen.findByRole('button', { name: 'Kirim untuk Verifikasi' });

  it('submit stays disabled while data or a required document is missing, and lists what is missing', async () => {
    backend({ company: COMPLETE, documents: allRequiredDocs().slice(1) });
    renderApp('/document-registration');
    expect(await submitButton()).toBeDisabled();
    expect(screen.getByText('7 dari 8 dokumen wajib telah diunggah')).toBeInTheDocument();
    expect(screen.getByText('Data perusahaan lengkap')).toBeInTheDocument();
    expect(screen.getByText('Yang masih perlu dilengkapi:').parentElement).toHaveTextContent('KTA Kadin Terakhir');
  });

  it('the missing list is grouped (company, leader, documents), long groups start folded, and each item focuses its field', async () => {
    const { leader_name: _n, leader_nik: _k, ...noLeader } = COMPLETE;
    backend({
      company: { ...noLeader, address: null, phone: null, email: null, postal_code: null },
      documents: allRequiredDocs().slice(1),
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    await submitButton();
    const summaries = [...document.querySelectorAll('details > summary')].map((el) => el.textContent);
    expect(summaries).toEqual(['Data perusahaan (4)', 'Data pimpinan (2)', 'Dokumen (1)']);
    const details = [...document.querySelectorAll('details')];
    expect(details.map((d) => d.open)).toEqual([false, true, true]);
    await user.click(screen.getByRole('link', { name: 'NIK Pimpinan' }));
    expect(screen.getByLabelText(/^NIK Pimpinan/)).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'KTA Kadin Terakhir' }));
    expect(document.getElementById('doc-kta_kadin_terakhir-file')).toHaveFocus();
  });

  it('submit stays disabled while company data is incomplete, even with every document', async () => {
    backend({ company: { ...COMPLETE, kta_date: null, postal_code: null }, documents: allRequiredDocs() });
    renderApp('/document-registration');
    expect(await submitButton()).toBeDisabled();
    expect(screen.getByText('Data perusahaan belum lengkap (2 isian kosong)')).toBeInTheDocument();
    const missing = screen.getByText('Yang masih perlu dilengkapi:').parentElement as HTMLElement;
    expect(missing).toHaveTextContent('Kode Pos');
    expect(missing).toHaveTextContent('Tanggal KTA Kadin');
  });

  // Issue 23 point 3: before the fix the counter said "8 dari 8" with a full bar.
  it('rejected required documents block submission, leave the count and are named by type', async () => {
    const docs = allRequiredDocs();
    docs[0] = { ...docs[0], status: DOCUMENT_STATUS.REJECTED };
    docs[2] = { ...docs[2], status: DOCUMENT_STATUS.REJECTED };
    backend({ company: COMPLETE, documents: docs });
    renderApp('/document-registration');
    expect(await submitButton()).toBeDisabled();
    expect(screen.getByText('6 dari 8 dokumen wajib telah diunggah')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('summary-rejected')).toHaveTextContent(
      '2 dari 8 dokumen ditolak: KTA Kadin Terakhir dan Akta Pendirian. Unggah penggantinya.',
    );
  });

  it('staff read the registration: no upload, delete, save or submit, and a sentence says why', async () => {
    const docs = allRequiredDocs();
    docs[1] = { ...docs[1], status: DOCUMENT_STATUS.REJECTED };
    const profile = makeProfile({ company_role: 'staff' }, { ...COMPLETE, status: COMPANY_STATUS.IN_REVIEW });
    mockApi({
      [apiPath('users/profile.php')]: () => ({ data: profile }),
      [apiPath('documents/list.php')]: () => ({ data: { documents: docs } }),
    });
    renderApp('/document-registration');
    expect(await screen.findByTestId('owner-only-note')).toHaveTextContent(
      'hanya pemilik akun perusahaan (pimpinan) yang dapat mengubah data dan dokumen registrasi',
    );
    await screen.findByTestId('summary-rejected');
    expect(screen.queryByRole('button', { name: /Kirim/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus|Ganti|Unggah/ })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('the owner of the same registration in review can replace the rejected document', async () => {
    const docs = allRequiredDocs();
    docs[1] = { ...docs[1], status: DOCUMENT_STATUS.REJECTED };
    backend({ company: { ...COMPLETE, status: COMPANY_STATUS.IN_REVIEW }, documents: docs });
    renderApp('/document-registration');
    await screen.findByTestId('summary-rejected');
    expect(document.querySelector('input[type="file"]')).not.toBeNull();
    expect(screen.queryByTestId('owner-only-note')).not.toBeInTheDocument();
  });

  it('complete: submit is enabled; after confirming, the company is in review and editing is locked', async () => {
    let status: TCompany['status'] = COMPANY_STATUS.UNVERIFIED;
    const docs = allRequiredDocs();
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({ data: makeProfile({}, { ...COMPLETE, status }) }),
      [apiPath('documents/list.php')]: () => ({ data: { documents: docs } }),
      [apiPath('registrations/submit.php')]: () => {
        status = COMPANY_STATUS.IN_REVIEW;
        return { data: { company: makeProfile({}, { ...COMPLETE, status }).company } };
      },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    const button = await submitButton();
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kirim untuk verifikasi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Sekarang' }));
    expect(await screen.findByText('Menunggu verifikasi admin')).toBeInTheDocument();
    expect(api.callsTo(apiPath('registrations/submit.php'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Kirim untuk Verifikasi' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Alamat/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan Data Perusahaan' })).not.toBeInTheDocument();
    expect(vi.mocked(toast).mock.calls.some(([arg]) => arg.title === 'Registrasi Terkirim')).toBe(true);
    await waitFor(() => expect(api.callsTo(apiPath('users/profile.php')).length).toBeGreaterThanOrEqual(2));
  });

  it("submit's 422 lists what the server says is missing", async () => {
    backend({
      company: COMPLETE,
      documents: allRequiredDocs(),
      submit: {
        status: 422,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Data perusahaan atau dokumen wajib belum lengkap.',
          errors: {
            employee_count: ['validation.required'],
            'documents.ktp_pimpinan': ['validation.documentRequired'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    await user.click(await submitButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kirim Sekarang' }));
    const alert = await screen.findByText('Pengiriman ditolak karena masih ada yang kurang:');
    const box = alert.parentElement as HTMLElement;
    expect(box).toHaveAttribute('role', 'alert');
    expect(box).toHaveTextContent('Jumlah Karyawan');
    expect(box).toHaveTextContent('KTP Pimpinan');
    const shown = vi
      .mocked(toast)
      .mock.calls.map(([arg]) => `${arg.title} ${arg.description}`)
      .join('\n');
    expect(shown).toContain('Dokumen ini wajib diunggah');
    expect(shown).not.toContain('validation.');
  });

  it('in review: a clear waiting state; no upload, replace, delete or save', async () => {
    backend({ company: { ...COMPLETE, status: COMPANY_STATUS.IN_REVIEW }, documents: allRequiredDocs() });
    renderApp('/document-registration');
    expect(await screen.findByText('Menunggu verifikasi admin')).toBeInTheDocument();
    const ktp = await card('KTP Pimpinan');
    expect(within(ktp).queryByRole('button', { name: 'Ganti KTP Pimpinan' })).not.toBeInTheDocument();
    expect(within(ktp).getByText('Tidak dapat diubah selama ditinjau admin.')).toBeInTheDocument();
    expect(within(await card('Akta Perubahan')).queryByLabelText('Pilih File Akta Perubahan')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nomor KTA Kadin/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Kirim/ })).not.toBeInTheDocument();
  });

  it('in review: a rejected document is replaced at once, without a confirmation; the card never says both "re-upload" and "locked"', async () => {
    const docs = allRequiredDocs();
    const nib = docs.findIndex((d) => d.document_type === 'nib');
    docs[nib] = { ...docs[nib], status: DOCUMENT_STATUS.REJECTED, review_note: 'NIB buram' };
    backend({ company: { ...COMPLETE, status: COMPANY_STATUS.IN_REVIEW }, documents: docs });
    renderApp('/document-registration');
    const nibCard = await card('NIB');
    expect(within(nibCard).getByText('NIB buram')).toBeInTheDocument();
    expect(within(nibCard).queryByText('Tidak dapat diubah selama ditinjau admin.')).toBeNull();
    expect(within(nibCard).getByText(/unggah penggantinya sekarang/)).toBeInTheDocument();
    expect(within(nibCard).queryByRole('button', { name: 'Hapus NIB' })).toBeNull();
    const input = within(nibCard).getByLabelText('Pilih File NIB');
    // Other cards stay locked.
    expect(
      within(await card('KTP Pimpinan')).getByText('Tidak dapat diubah selama ditinjau admin.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(input, new File(['%PDF-1.4 x'], 'nib-baru.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejected: the reasons are shown and the company can fix and resubmit', async () => {
    backend({
      company: { ...COMPLETE, status: COMPANY_STATUS.REJECTED, review_note: 'NPWP pimpinan tidak terbaca.' },
      documents: allRequiredDocs(),
    });
    renderApp('/document-registration');
    expect(await screen.findByText('Registrasi ditolak')).toBeInTheDocument();
    expect(screen.getByText('NPWP pimpinan tidak terbaca.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kirim Ulang untuk Verifikasi' })).toBeEnabled();
    expect(screen.getByLabelText(/^Alamat/)).toBeEnabled();
  });

  it('approved: registration is verified, with a link to Data Perusahaan', async () => {
    mockApi({
      [apiPath('users/profile.php')]: {
        data: makeProfile({ status: 'verified' }, { ...COMPLETE, status: COMPANY_STATUS.VERIFIED }),
      },
      [apiPath('documents/list.php')]: { data: { documents: allRequiredDocs() } },
      [apiPath('certificates/list.php')]: { data: certificateList(0) },
    });
    renderApp('/document-registration');
    expect(await screen.findByText('Registrasi perusahaan telah diverifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Data Perusahaan' })).toHaveAttribute('href', '/company');
  });
});

describe('Dokumen Registrasi: company data form', () => {
  it("prefills the leader's name from the person who registered when the company has none", async () => {
    backend({ company: { ...COMPLETE, leader_name: null } });
    renderApp('/document-registration');
    expect(await screen.findByLabelText(/^Nama Pimpinan/)).toHaveValue('Budi Santoso');
  });

  it('saves through companies/update.php with contract validation; investment shown as rupiah', async () => {
    const api = backend({
      extra: {
        [apiPath('companies/update.php')]: (req) => ({
          data: { company: makeProfile({}, { ...(req.body as Partial<TCompany>) }).company },
        }),
      },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    await user.type(await screen.findByLabelText(/^Kode Pos/), '123');
    const investment = screen.getByLabelText(/^Nilai Investasi/);
    await user.type(investment, '1500000');
    expect(investment).toHaveValue('1.500.000');
    await user.click(screen.getByRole('button', { name: 'Simpan Data Perusahaan' }));
    expect(await screen.findByText('Kode pos harus 5 digit')).toBeInTheDocument();
    expect(api.callsTo(apiPath('companies/update.php'))).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Kode Pos/));
    await user.type(screen.getByLabelText(/^Kode Pos/), '10110');
    fireEvent.change(screen.getByLabelText(/^Tanggal KTA Kadin/), { target: { value: '2024-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Simpan Data Perusahaan' }));
    await waitFor(() => expect(api.callsTo(apiPath('companies/update.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('companies/update.php'))[0].body).toEqual({
      postal_code: '10110',
      investment_value: 1500000,
      kta_date: '2024-05-01',
      leader_name: 'Budi Santoso',
      csrf_token: 'csrf-test-token',
    });
  });

  it('a failed save keeps what was typed and shows the server message on its field', async () => {
    backend({
      extra: {
        [apiPath('companies/update.php')]: {
          status: 422,
          error: { code: 'VALIDATION_FAILED', errors: { email: ['validation.email'] } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    await user.type(await screen.findByLabelText(/^Email Perusahaan/), 'info@contoh.co.id');
    await user.type(screen.getByLabelText(/^Jenis Usaha/), 'Konstruksi');
    await user.click(screen.getByRole('button', { name: 'Simpan Data Perusahaan' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email Perusahaan/)).toHaveValue('info@contoh.co.id');
    expect(screen.getByLabelText(/^Jenis Usaha/)).toHaveValue('Konstruksi');
  });
});

describe('Dokumen Registrasi: the appeal of a rejected registration', () => {
  it('offers supporting files in the appeal form, uploaded as category other', async () => {
    backend({
      company: { ...COMPLETE, status: COMPANY_STATUS.REJECTED, review_note: 'NIB tidak terbaca' },
      documents: allRequiredDocs(),
      extra: {
        [apiPath('appeals/subject.php')]: {
          data: {
            appeal: null,
            window: { decided_at: '2026-12-14T03:00:00.000Z', deadline: '2027-01-07', open: true },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/document-registration');
    await user.click(await screen.findByRole('button', { name: 'Ajukan banding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan banding' });
    expect(within(dialog).getByRole('group', { name: 'File pendukung (opsional)' })).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Pilih file file pendukung banding'),
      new File(['%PDF-1.4'], 'bukti-nib.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.instances[0].body?.get('category')).toBe('other');
    expect(FakeXhr.instances[0].body?.get('document_type')).toBe('dokumen_tambahan');
  }, 20_000);
});
