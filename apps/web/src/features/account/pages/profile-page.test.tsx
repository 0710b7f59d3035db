import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  USER_STATUS,
  ZDocument,
  type TDocument,
  type TProfileResponse,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile, certificateList } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { apiPath } from '@portal/contract/constants';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const PROFILE = () =>
  makeProfile(
    { leader_position: 'Direktur' },
    { leader_nik: '3171234567890123', leader_npwp: '013121660091000', leader_position: 'Direktur' },
  );

const makeDocument = (over: Partial<TDocument>): TDocument =>
  fake(ZDocument, {
    category: DOCUMENT_CATEGORY.INITIAL_REGISTRATION,
    file_size: 120_000,
    uploaded_at: '2025-03-01T03:00:00.000Z',
    file_url: '/backend/api/documents/download.php?uuid=x',
    ...over,
  });
const DOCS = () => [
  makeDocument({ document_type: 'nib', original_name: 'nib.pdf', status: DOCUMENT_STATUS.VERIFIED }),
  makeDocument({ document_type: 'akta_pendirian', original_name: 'akta.pdf', status: DOCUMENT_STATUS.REJECTED }),
];

function backend(profile: TProfileResponse, update?: TMockHandler) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: profile },
    [apiPath('documents/list.php')]: { data: { documents: DOCS() } },
    [apiPath('certificates/list.php')]: { data: certificateList(0) },
    ...(update ? { [apiPath('users/update-profile.php')]: update } : {}),
  });
}
const edit = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Ubah Profil' }));
  await screen.findByRole('button', { name: 'Simpan Profil' });
};
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Profil Pimpinan', () => {
  it('view mode shows the leader data and the e-mail', async () => {
    backend(PROFILE());
    renderApp('/profile');
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText('317123 456789 0123')).toHaveClass('whitespace-nowrap');
    expect(screen.getByText('budi@contoh.co.id')).toBeInTheDocument();
    expect(screen.getByText('Direktur')).toBeInTheDocument();
  });

  it('validation with the contract rules; nothing is sent while invalid; e-mail is read-only', async () => {
    const api = backend(PROFILE(), { data: {} });
    const user = userEvent.setup();
    renderApp('/profile');
    await edit(user);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Nama Lengkap/));
    await user.clear(screen.getByLabelText(/^Nomor Telepon/));
    await user.type(screen.getByLabelText(/^Nomor Telepon/), '12345');
    await user.clear(screen.getByLabelText(/^NIK/));
    await user.type(screen.getByLabelText(/^NIK/), '123');
    await user.clear(screen.getByLabelText(/^NPWP Pribadi/));
    await user.type(screen.getByLabelText(/^NPWP Pribadi/), '01.312.166.1-091.000');
    await save(user);
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Format nomor telepon tidak valid')).toBeInTheDocument();
    expect(screen.getByText('NIK harus 16 digit')).toBeInTheDocument();
    expect(
      screen.getByText('Nomor NPWP tidak valid: digit pemeriksanya tidak cocok. Periksa kembali nomornya.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveFocus());
    expect(screen.getByLabelText(/^Nomor Telepon/)).toHaveAttribute(
      'aria-describedby',
      'profile-phone-hint profile-phone-error',
    );
    expect(api.callsTo(apiPath('users/update-profile.php'))).toHaveLength(0);
  });

  it('409 PHONE_TAKEN lands on the phone field; what was typed stays', async () => {
    backend(PROFILE(), { status: 409, error: { code: 'PHONE_TAKEN', message: 'Nomor telepon sudah terdaftar.' } });
    const user = userEvent.setup();
    renderApp('/profile');
    await edit(user);
    await user.clear(screen.getByLabelText(/^Nomor Telepon/));
    await user.type(screen.getByLabelText(/^Nomor Telepon/), '081299998888');
    await save(user);
    expect(await screen.findByText('Nomor telepon sudah terdaftar')).toHaveAttribute('id', 'profile-phone-error');
    expect(screen.getByLabelText(/^Nomor Telepon/)).toHaveValue('081299998888');
    expect(screen.getByLabelText(/^Nomor Telepon/)).toHaveAttribute('aria-invalid', 'true');
    expect(toast).toHaveBeenCalled();
  });

  it('saves through users/update-profile.php (normalised by the contract) and returns to view mode', async () => {
    let current = PROFILE();
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({ data: current }),
      [apiPath('users/update-profile.php')]: (req) => {
        const b = req.body as Record<string, string>;
        current = makeProfile(
          { name: b.name, phone: b.phone, leader_position: b.leader_position },
          { leader_nik: b.leader_nik, leader_npwp: b.leader_npwp },
        );
        return { data: { user: current.user, company: current.company } };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await edit(user);
    await user.clear(screen.getByLabelText(/^Nama Lengkap/));
    await user.type(screen.getByLabelText(/^Nama Lengkap/), 'Siti Aminah');
    await user.clear(screen.getByLabelText(/^Nomor Telepon/));
    await user.type(screen.getByLabelText(/^Nomor Telepon/), '0812-1111-2222');
    await save(user);
    await waitFor(() => expect(api.callsTo(apiPath('users/update-profile.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('users/update-profile.php'))[0].body).toEqual({
      name: 'Siti Aminah',
      leader_position: 'Direktur',
      leader_nik: '3171234567890123',
      leader_npwp: '013121660091000',
      phone: '+6281211112222',
      csrf_token: 'csrf-test-token',
    });
    expect(await screen.findByRole('button', { name: 'Ubah Profil' })).toBeInTheDocument();
    expect(screen.getAllByText('Siti Aminah').length).toBeGreaterThan(0);
    expect(vi.mocked(toast).mock.calls.some(([arg]) => arg.variant === 'success')).toBe(true);
  });

  it('after verification the leader NIK and NPWP are read-only and never sent', async () => {
    const verified = makeProfile(
      { status: USER_STATUS.VERIFIED, leader_position: 'Direktur' },
      { status: COMPANY_STATUS.VERIFIED, leader_nik: '3171234567890123', leader_npwp: '013121660091000' },
    );
    const api = backend(verified, { data: { user: verified.user, company: verified.company } });
    const user = userEvent.setup();
    renderApp('/profile');
    await edit(user);
    expect(screen.getByLabelText('NIK')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('NPWP Pribadi')).toHaveAttribute('readonly');
    expect(screen.getByText(/NIK dan NPWP pimpinan tidak dapat diubah/)).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(api.callsTo(apiPath('users/update-profile.php'))).toHaveLength(1));
    const body = api.callsTo(apiPath('users/update-profile.php'))[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('leader_nik');
    expect(body).not.toHaveProperty('leader_npwp');
  });

  it('cancel with unsaved changes asks before discarding them', async () => {
    backend(PROFILE());
    const user = userEvent.setup();
    renderApp('/profile');
    await edit(user);
    await user.type(screen.getByLabelText(/^Jabatan/), ' Utama');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await user.click(await screen.findByRole('button', { name: 'Buang Perubahan' }));
    expect(await screen.findByRole('button', { name: 'Ubah Profil' })).toBeInTheDocument();
  });

  it("lists the company's registration documents, each with its status and a download", async () => {
    backend(PROFILE());
    renderApp('/profile');
    const nib = (await screen.findByText('nib.pdf')).closest('li') as HTMLElement;
    expect(within(nib).getByText('NIB')).toBeInTheDocument();
    expect(within(nib).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(nib).getByRole('button', { name: 'Unduh NIB' })).toBeInTheDocument();
    const akta = screen.getByText('akta.pdf').closest('li') as HTMLElement;
    expect(within(akta).getByText('Ditolak')).toBeInTheDocument();
    expect(within(akta).getByRole('button', { name: 'Unduh Akta Pendirian' })).toBeInTheDocument();
  });

  it('the owner sees the edit control and no owner-only sentence', async () => {
    backend(PROFILE());
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Ubah Profil' })).toBeInTheDocument();
    expect(screen.queryByTestId('owner-only-note')).not.toBeInTheDocument();
  });

  it('staff read the leader, edit only their own name and phone, and are told only the owner changes the rest', async () => {
    const staff = makeProfile(
      { status: USER_STATUS.VERIFIED, name: 'Rina Staf', phone: '+6281233334444', company_role: 'staff' },
      {
        status: COMPANY_STATUS.VERIFIED,
        leader_name: 'Budi Santoso',
        leader_position: 'Direktur',
        leader_nik: '3171234567890123',
        leader_npwp: '013121660091000',
      },
    );
    const api = backend(staff, { data: { user: staff.user, company: staff.company } });
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByTestId('owner-only-note')).toHaveTextContent(
      'Hanya pemilik akun perusahaan (pimpinan) yang dapat mengubah data pimpinan dan dokumen registrasi.',
    );
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText('317123 456789 0123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah Profil' })).not.toBeInTheDocument();
    await screen.findByText('nib.pdf');
    expect(screen.queryByRole('button', { name: /Hapus|Ganti/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah Akun Saya' }));
    expect(screen.queryByLabelText(/^Jabatan/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^NIK/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nama Lengkap/));
    await user.type(screen.getByLabelText(/^Nama Lengkap/), 'Rina Wati');
    await save(user);
    await waitFor(() => expect(api.callsTo(apiPath('users/update-profile.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('users/update-profile.php'))[0].body).toEqual({
      name: 'Rina Wati',
      phone: '+6281233334444',
      csrf_token: 'csrf-test-token',
    });
  });
});
