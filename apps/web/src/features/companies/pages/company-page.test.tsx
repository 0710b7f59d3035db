import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_STATUS, USER_STATUS, type TCompany, type TCompanyMember } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile, certificateList } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { apiPath } from '@portal/contract/constants';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const VERIFIED: Partial<TCompany> = {
  status: COMPANY_STATUS.VERIFIED,
  address: 'Jl. Merdeka 1',
  province: 'DKI Jakarta',
  postal_code: '10110',
  email: 'kantor@contoh.co.id',
  investment_value: 1_500_000_000,
  employee_count: 25,
  leader_nik: '3171234567890123',
  leader_npwp: '013121660091000',
  kta_date: '2024-05-01',
};

const DOC_BASE = {
  category: 'initial_registration',
  status: 'verified' as const,
  file_size: 204_800,
  mime_type: 'application/pdf',
  sha256: 'x',
  uploaded_at: '2026-11-20T03:00:00.000Z',
  review_note: null,
};
const DOCS = [
  {
    ...DOC_BASE,
    uuid: 'd-npwp',
    document_type: 'npwp_perusahaan',
    original_name: 'npwp.pdf',
    file_url: '/backend/api/documents/download.php?uuid=d-npwp',
  },
  {
    ...DOC_BASE,
    uuid: 'd-nib',
    document_type: 'nib',
    original_name: 'nib.pdf',
    file_url: '/backend/api/documents/download.php?uuid=d-nib',
  },
  {
    ...DOC_BASE,
    uuid: 'd-app',
    document_type: 'nib',
    category: 'sbu_application',
    original_name: 'lain.pdf',
    file_url: '/backend/api/documents/download.php?uuid=d-app',
  },
];

const REGIONS: Record<string, { code: string; name: string }[]> = {
  'province:': [
    { code: '31', name: 'DKI JAKARTA' },
    { code: '32', name: 'JAWA BARAT' },
  ],
  'regency:31': [{ code: '31.71', name: 'KOTA ADM. JAKARTA PUSAT' }],
  'regency:32': [{ code: '32.73', name: 'KOTA BANDUNG' }],
  'district:32.73': [{ code: '32.73.02', name: 'Coblong' }],
  'village:32.73.02': [{ code: '32.73.02.1001', name: 'Dago' }],
};

const OWNER_MEMBER: TCompanyMember = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Budi Pimpinan',
  email: 'budi@contoh.co.id',
  role: 'owner',
  status: 'active',
  invited_at: null,
};

function backend(update?: TMockHandler, opts: { staff?: boolean; members?: TCompanyMember[] } = {}) {
  let profile = makeProfile({ status: USER_STATUS.VERIFIED, company_role: opts.staff ? 'staff' : 'owner' }, VERIFIED);
  let members = opts.members ?? [OWNER_MEMBER];
  return mockApi({
    [apiPath('company/members/list.php')]: () => ({ data: { items: members, max_staff: 10 } }),
    [apiPath('company/members/invite.php')]: (req) => {
      const { email, name } = req.body as { email: string; name: string };
      const member: TCompanyMember = {
        uuid: '00000000-0000-4000-8000-000000000002',
        name,
        email,
        role: 'staff',
        status: 'invited',
        invited_at: '2026-11-27T03:00:00.000Z',
      };
      members = [...members, member];
      return { data: { member, mail_sent: true } };
    },
    [apiPath('company/members/remove.php')]: (req) => {
      const { uuid } = req.body as { uuid: string };
      members = members.filter((m) => m.uuid !== uuid);
      return { data: { uuid } };
    },
    [apiPath('users/profile.php')]: () => ({ data: profile }),
    [apiPath('certificates/list.php')]: { data: certificateList(0) },
    [apiPath('documents/list.php')]: { data: { documents: DOCS } },
    [apiPath('regions/list.php')]: (req) => {
      const q = new URL(req.url, 'http://x').searchParams;
      const key = `${q.get('level')}:${q.get('parent') ?? ''}`;
      return { data: { level: q.get('level'), parent: q.get('parent'), regions: REGIONS[key] ?? [] } };
    },
    [apiPath('companies/update.php')]:
      update ??
      ((req) => {
        const { csrf_token: _csrf, ...fields } = req.body as Record<string, unknown>;
        profile = { ...profile, company: { ...(profile.company as TCompany), ...fields } };
        return { data: { company: profile.company } };
      }),
  });
}

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Data Perusahaan', () => {
  it('view mode: the company data, rupiah and Jakarta dates, and the identity note', async () => {
    backend();
    renderApp('/company');
    expect(await screen.findByText('Rp 1.500.000.000')).toBeInTheDocument();
    expect(screen.getByText('1 Mei 2024')).toBeInTheDocument();
    expect(screen.getByText('PT (Perseroan Terbatas)')).toBeInTheDocument();
    expect(screen.getByText(/tidak dapat diubah setelah diverifikasi/)).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
    // Identity numbers grouped as people read them, never broken across lines.
    for (const text of ['01.312.166.0-091.000', '317123 456789 0123', '1234 5678 90123']) {
      for (const el of screen.getAllByText(text)) expect(el).toHaveClass('whitespace-nowrap');
    }
  });

  it('after verification the approved registration documents are listed read-only, with view and download', async () => {
    backend();
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Disposition': 'attachment; filename="nib.pdf"' } }),
    );
    renderApp('/company');
    const section = (await screen.findByRole('heading', { name: 'Dokumen Registrasi' })).closest('div')!.parentElement!;
    const items = await within(section).findAllByRole('listitem');
    // Registration documents only, in the catalogue order (NIB before NPWP Perusahaan).
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['NIB', 'NPWP Perusahaan']);
    expect(within(items[0]).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Ganti|Hapus/ })).not.toBeInTheDocument();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(within(items[0]).getByRole('button', { name: 'Unduh NIB' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      '/backend/api/documents/download.php?uuid=d-nib&mode=download',
    );
  });

  it('after verification the identity fields are read-only and never sent; the rest is saved', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    for (const label of [
      'Nama Perusahaan',
      'Bentuk Badan Usaha',
      'NPWP Perusahaan',
      'NIB (Nomor Induk Berusaha)',
      'NIK Pimpinan',
      'NPWP Pimpinan',
    ]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription('Hanya dapat dikoreksi oleh admin.');
    }
    expect(screen.getByLabelText('Nama Perusahaan')).toHaveValue('PT Contoh Jaya');
    expect(screen.getByLabelText(/^Alamat/)).not.toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Jumlah Karyawan/));
    await user.type(screen.getByLabelText(/^Jumlah Karyawan/), '30');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.callsTo(apiPath('companies/update.php'))).toHaveLength(1));
    const body = api.callsTo(apiPath('companies/update.php'))[0].body as Record<string, unknown>;
    for (const f of ['name', 'business_entity_type', 'npwp', 'nib', 'leader_nik', 'leader_npwp'])
      expect(body).not.toHaveProperty(f);
    expect(body).toMatchObject({
      employee_count: 30,
      province: 'DKI Jakarta',
      investment_value: 1_500_000_000,
      postal_code: '10110',
    });
    expect(body).not.toHaveProperty('province_code');
    expect(await screen.findByRole('button', { name: 'Ubah Data' })).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
  });

  it('the address is a cascading picker: a saved free-text province stays until picked again; names and codes are saved', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    const province = screen.getByRole('combobox', { name: /^Provinsi/ });
    await waitFor(() => expect(province).toBeEnabled());
    // Free text from before the picker: kept and shown, with a hint to pick again.
    expect(within(province).getByRole('option', { name: 'DKI Jakarta (tersimpan)' })).toBeInTheDocument();
    expect(province).toHaveAccessibleDescription(/pilih ulang dari daftar/);
    expect(screen.getByRole('combobox', { name: /^Kabupaten\/Kota/ })).toBeDisabled();
    await user.selectOptions(province, '32');
    const regency = screen.getByRole('combobox', { name: /^Kabupaten\/Kota/ });
    await waitFor(() => expect(regency).toBeEnabled());
    await user.selectOptions(regency, '32.73');
    const district = screen.getByRole('combobox', { name: /^Kecamatan/ });
    await waitFor(() => expect(district).toBeEnabled());
    await user.selectOptions(district, '32.73.02');
    const village = screen.getByRole('combobox', { name: /^Kelurahan\/Desa/ });
    await waitFor(() => expect(village).toBeEnabled());
    await user.selectOptions(village, '32.73.02.1001');
    // A new province clears the levels below it …
    await user.selectOptions(province, '31');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Kecamatan/ })).toBeDisabled());
    // … and picking down again is saved with names and codes.
    await user.selectOptions(province, '32');
    await waitFor(() => expect(regency).toBeEnabled());
    await user.selectOptions(regency, '32.73');
    await waitFor(() => expect(district).toBeEnabled());
    await user.selectOptions(district, '32.73.02');
    await waitFor(() => expect(village).toBeEnabled());
    await user.selectOptions(village, '32.73.02.1001');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(api.callsTo(apiPath('companies/update.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('companies/update.php'))[0].body).toMatchObject({
      province: 'JAWA BARAT',
      province_code: '32',
      regency_city: 'KOTA BANDUNG',
      regency_city_code: '32.73',
      district: 'Coblong',
      district_code: '32.73.02',
      village: 'Dago',
      village_code: '32.73.02.1001',
    });
    // The lists are asked without cookies (public, cached by the browser).
    const regionCall = api.fetchMock.mock.calls.find(([url]) => String(url).startsWith(apiPath('regions/list.php')));
    expect((regionCall?.[1] as RequestInit).credentials).toBe('omit');
  });

  it('clearing the saved e-mail is refused on its field (nothing sent), and the field gets the focus', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    const email = screen.getByLabelText(/^Email Perusahaan/);
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi'));
    expect(api.callsTo(apiPath('companies/update.php'))).toHaveLength(0);
  });

  it('errors on save: the first invalid field in the form order gets the focus', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    await user.clear(screen.getByLabelText(/^Kode Pos/));
    await user.type(screen.getByLabelText(/^Kode Pos/), '12');
    await user.type(screen.getByLabelText(/^Telepon Perusahaan/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(screen.getByLabelText(/^Kode Pos/)).toHaveFocus());
    expect(screen.getByText('Kode pos harus 5 digit')).toBeInTheDocument();
  });

  it('server errors land on their fields and the first one is focused once the form is enabled again', async () => {
    backend({
      status: 422,
      error: {
        code: 'VALIDATION_FAILED',
        errors: { business_type: ['validation.invalid'], postal_code: ['validation.postalCode'] },
      },
    });
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    await user.type(screen.getByLabelText(/^Alamat/), ' Blok A');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(screen.getByLabelText(/^Kode Pos/)).toHaveFocus());
  });

  it('a failed save keeps the edits and shows the messages on their fields', async () => {
    backend({ status: 422, error: { code: 'VALIDATION_FAILED', errors: { postal_code: ['validation.postalCode'] } } });
    const user = userEvent.setup();
    renderApp('/company');
    await user.click(await screen.findByRole('button', { name: 'Ubah Data' }));
    await user.type(screen.getByLabelText(/^Alamat/), ' Blok A');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Kode pos harus 5 digit')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Alamat/)).toHaveValue('Jl. Merdeka 1 Blok A');
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled();
  });

  it('Anggota Perusahaan: the owner sees the members, invites a staffer by e-mail and removes one after confirming', async () => {
    const api = backend();
    const user = userEvent.setup();
    renderApp('/company');
    const section = await screen.findByRole('region', { name: 'Anggota Perusahaan' });
    expect(await within(section).findByText('budi@contoh.co.id')).toBeInTheDocument();
    expect(within(section).getByText('Pimpinan')).toBeInTheDocument();
    expect(
      within(section).getByText('0 dari 10 staf (undangan yang belum diterima ikut dihitung)'),
    ).toBeInTheDocument();
    // Nothing typed: the first empty field says so, nothing is sent.
    await user.click(within(section).getByRole('button', { name: 'Kirim Undangan' }));
    expect(within(section).getByLabelText(/^Nama/)).toHaveAccessibleDescription('Kolom ini wajib diisi');
    expect(api.callsTo(apiPath('company/members/invite.php'))).toHaveLength(0);
    await user.type(within(section).getByLabelText(/^Nama/), 'Rina Staf');
    await user.type(within(section).getByLabelText(/^Email/), 'rina@contoh.co.id');
    await user.click(within(section).getByRole('button', { name: 'Kirim Undangan' }));
    expect(await within(section).findByText('rina@contoh.co.id')).toBeInTheDocument();
    expect(within(section).getByText('Menunggu')).toBeInTheDocument();
    expect(api.callsTo(apiPath('company/members/invite.php'))[0].body).toMatchObject({
      email: 'rina@contoh.co.id',
      name: 'Rina Staf',
    });
    expect(vi.mocked(toast)).toHaveBeenCalledWith({
      title: 'Undangan dikirim ke rina@contoh.co.id.',
      variant: 'success',
    });
    // Removing asks first; the owner has no such button.
    expect(within(section).queryByRole('button', { name: 'Keluarkan Budi Pimpinan' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Keluarkan Rina Staf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluarkan anggota?' });
    expect(api.callsTo(apiPath('company/members/remove.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    await waitFor(() => expect(within(section).queryByText('rina@contoh.co.id')).not.toBeInTheDocument());
    expect(api.callsTo(apiPath('company/members/remove.php'))[0].body).toMatchObject({
      uuid: '00000000-0000-4000-8000-000000000002',
    });
  });

  it('staff: Data Perusahaan is read-only, and the members are listed without invite or remove', async () => {
    backend(undefined, {
      staff: true,
      members: [
        OWNER_MEMBER,
        {
          ...OWNER_MEMBER,
          uuid: '00000000-0000-4000-8000-000000000003',
          name: 'Sari Staf',
          email: 'sari@contoh.co.id',
          role: 'staff',
        },
      ],
    });
    renderApp('/company');
    const section = await screen.findByRole('region', { name: 'Anggota Perusahaan' });
    expect(await within(section).findByText('sari@contoh.co.id')).toBeInTheDocument();
    expect(
      screen.getByText('Anda login sebagai staf: data perusahaan hanya dapat diubah oleh pimpinan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ubah/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Kirim Undangan' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Keluarkan/ })).not.toBeInTheDocument();
  });
});
