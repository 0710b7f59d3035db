import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_FILTER_SUSPENDED } from '@portal/contract';
import { apiPath, COMPANY_STATUS, ROLE, USER_STATUS } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZCompany } from '@portal/contract';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { detailOf, makeListUser, meRow, page } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const siti = makeListUser();
const budi = makeListUser({
  uuid: '11111111-2222-4333-8444-555555555555',
  name: 'Budi Suspend',
  email: 'budi@x.id',
  is_suspended: true,
  suspended_reason: 'Spam',
});

function setup(routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/users/list.php')]: { data: page([meRow(), siti, budi]) },
    [apiPath('admin/users/detail.php')]: (req) => {
      const uuid = new URL(req.url, 'http://x').searchParams.get('uuid');
      return { data: detailOf([meRow(), siti, budi].find((u) => u.uuid === uuid) ?? siti) };
    },
    ...routes,
  });
}
const listQuery = (api: ReturnType<typeof setup>, i = -1) =>
  new URL(api.callsTo(apiPath('admin/users/list.php')).at(i)!.url, 'http://x').searchParams;
const table = () => screen.getByRole('table', { name: 'Daftar pengguna' });
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Manajemen Pengguna: list', () => {
  it('renders the rows with the company, role, status badges (suspended first) and a Jakarta date', async () => {
    setup();
    renderApp('/admin/users');
    await screen.findByText('Siti Rahma');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nama', 'Perusahaan', 'Email', 'Telepon', 'Peran', 'Status', 'Terdaftar', 'Aksi']);
    const sitiRow = rowOf('Siti Rahma');
    expect(within(sitiRow).getByRole('link', { name: 'PT Contoh Jaya' })).toHaveAttribute('href', '/admin/companies/7');
    expect(within(sitiRow).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(sitiRow).getByText('Pengguna')).toBeInTheDocument();
    // 20:30 UTC on 1 March is 2 March in Jakarta
    expect(within(sitiRow).getByText('2 Maret 2025')).toBeInTheDocument();
    expect(within(rowOf('Budi Suspend')).getByText('Dinonaktifkan')).toBeInTheDocument();
    expect(within(rowOf('Admin Portal')).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1–3 dari 3')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, then an error with a retry that loads again', async () => {
    let calls = 0;
    const api = setup({
      [apiPath('admin/users/list.php')]: () =>
        ++calls <= 2 ? { status: 500, error: { code: 'INTERNAL' } } : { data: page([siti]) },
    });
    renderApp('/admin/users');
    expect(await screen.findAllByTestId('skeleton-row')).not.toHaveLength(0);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Gagal memuat data');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Siti Rahma')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/users/list.php')).length).toBe(3);
  });

  it('shows the empty state, and with a filter a reset action', async () => {
    setup({ [apiPath('admin/users/list.php')]: { data: page([]) } });
    renderApp(`/admin/users?status=${USER_FILTER_SUSPENDED}`);
    expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Atur Ulang Filter' }));
    expect(await screen.findByText('Belum ada pengguna')).toBeInTheDocument();
  });

  it('paging and filters request the right query and live in the URL', async () => {
    const api = setup({
      [apiPath('admin/users/list.php')]: (req) => {
        const p = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? 1);
        return { data: page([siti], { page: p, total: 45 }) };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/users');
    await screen.findByText('Siti Rahma');
    expect(listQuery(api).get('page')).toBe('1');
    expect(listQuery(api).get('per_page')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(listQuery(api).get('page')).toBe('2'));
    expect(app.location().search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Status'), USER_FILTER_SUSPENDED);
    await waitFor(() => expect(listQuery(api).get('status')).toBe(USER_FILTER_SUSPENDED));
    expect(listQuery(api).get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Peran'), ROLE.ADMIN);
    await waitFor(() => expect(listQuery(api).get('role')).toBe(ROLE.ADMIN));
    expect(app.location().search).toBe('?status=suspended&role=admin');
  });

  it('search is debounced: one request with q after typing stops, and q is kept in the URL', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/users');
    await screen.findByText('Siti Rahma');
    const before = api.callsTo(apiPath('admin/users/list.php')).length;
    await user.type(screen.getByRole('searchbox', { name: 'Cari pengguna' }), 'siti');
    expect(api.callsTo(apiPath('admin/users/list.php')).length).toBe(before);
    await waitFor(() => expect(listQuery(api).get('q')).toBe('siti'));
    expect(api.callsTo(apiPath('admin/users/list.php')).length).toBe(before + 1);
    expect(app.location().search).toBe('?q=siti');
  });

  it('CSV export calls the export path with the current filter (no paging)', async () => {
    const api = setup({ [apiPath('admin/users/export.php')]: { data: 'csv' } });
    const user = userEvent.setup();
    renderApp(`/admin/users?status=${USER_STATUS.ACTIVE}&q=budi&page=2`);
    await screen.findByText('Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/users/export.php'))).toHaveLength(1));
    const q = new URL(api.callsTo(apiPath('admin/users/export.php'))[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toEqual({ q: 'budi', status: USER_STATUS.ACTIVE });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'File CSV berhasil diunduh.' })),
    );
  });
});

describe('Manajemen Pengguna: detail, suspend, reactivate', () => {
  it('the detail sheet shows the user and links the company; closing returns focus', async () => {
    setup({
      [apiPath('admin/users/detail.php')]: {
        data: {
          ...detailOf(siti, 2),
          company: fake(ZCompany, {
            companyId: 7,
            name: 'PT Contoh Jaya',
            status: COMPANY_STATUS.VERIFIED,
            npwp: '013121660091000',
            nib: '1234567890123',
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    const nameButton = await screen.findByRole('button', { name: 'Siti Rahma' });
    await user.click(nameButton);
    const sheet = await screen.findByRole('dialog', { name: 'Detail Pengguna' });
    expect(within(sheet).getByText('siti@contoh.co.id')).toBeInTheDocument();
    expect(await within(sheet).findByText('2')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Buka detail perusahaan' })).toHaveAttribute(
      'href',
      '/admin/companies/7',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(nameButton).toHaveFocus());
  });

  it('suspend requires a reason, then sends {uuid, suspended: true, reason}', async () => {
    const api = setup({
      [apiPath('admin/users/set-suspended.php')]: (req) => ({
        data: { user: { ...siti, is_suspended: true, suspended_reason: req.body?.reason } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByText('Siti Rahma');
    await user.click(within(rowOf('Siti Rahma')).getByRole('button', { name: 'Aksi untuk Siti Rahma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Pengguna' });
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/users/set-suspended.php'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Alasan penonaktifan/), 'Data palsu');
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/users/set-suspended.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/users/set-suspended.php'))[0].body).toMatchObject({
      uuid: siti.uuid,
      suspended: true,
      reason: 'Data palsu',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Siti Rahma telah dinonaktifkan.', variant: 'success' }),
    );
    // the list is loaded again after the change
    await waitFor(() => expect(api.callsTo(apiPath('admin/users/list.php')).length).toBeGreaterThan(1));
  });

  it('the current admin cannot be suspended from the UI (menu and sheet)', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByText('Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'Aksi untuk Admin Portal' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Lihat Detail' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Lihat Detail' }));
    const sheet = await screen.findByRole('dialog', { name: 'Detail Pengguna' });
    expect(within(sheet).getByText('Anda tidak dapat menonaktifkan akun Anda sendiri.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
  });

  it("shows the server's 409 message in the dialog (e.g. the last admin) and keeps it open", async () => {
    const otherAdmin = makeListUser({
      uuid: '99999999-2222-4333-8444-555555555555',
      name: 'Admin Dua',
      role: ROLE.ADMIN,
      company: null,
    });
    setup({
      [apiPath('admin/users/list.php')]: { data: page([otherAdmin]) },
      [apiPath('admin/users/set-suspended.php')]: {
        status: 409,
        error: { code: 'INVALID_TRANSITION', message: 'Administrator aktif terakhir tidak dapat dinonaktifkan.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Aksi untuk Admin Dua' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Pengguna' });
    await user.type(within(dialog).getByLabelText(/Alasan penonaktifan/), 'Tidak aktif');
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Administrator aktif terakhir tidak dapat dinonaktifkan.',
    );
    expect(screen.getByRole('dialog', { name: 'Nonaktifkan Pengguna' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });

  it('reactivate sends suspended: false after confirmation; focus returns to the row menu', async () => {
    const api = setup({
      [apiPath('admin/users/set-suspended.php')]: {
        data: { user: { ...budi, is_suspended: false, status: USER_STATUS.ACTIVE } },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    const trigger = await screen.findByRole('button', { name: 'Aksi untuk Budi Suspend' });
    await user.click(trigger);
    expect(screen.queryByRole('menuitem', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Aktifkan Kembali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktifkan Kembali Pengguna' });
    await user.click(within(dialog).getByRole('button', { name: 'Aktifkan Kembali' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/users/set-suspended.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/users/set-suspended.php'))[0].body).toMatchObject({
      uuid: budi.uuid,
      suspended: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('Manajemen Pengguna: history and OTP resend', () => {
  it('the detail shows who suspended or reactivated the account, and when (WIB)', async () => {
    setup({
      [apiPath('admin/users/detail.php')]: {
        data: {
          ...detailOf(budi),
          history: [{ action: 'suspend', actor_name: 'Sinta Admin', note: 'Spam', at: '2025-04-01T03:00:00.000Z' }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Budi Suspend' }));
    const sheet = await screen.findByRole('dialog', { name: 'Detail Pengguna' });
    const history = await within(sheet).findByRole('region', { name: 'Riwayat Keputusan' });
    expect(history).toHaveTextContent('Dinonaktifkan · oleh Sinta Admin');
    expect(history).toHaveTextContent('1 Apr 2025, 10.00 WIB');
    expect(within(sheet).queryByRole('button', { name: 'Kirim Ulang Kode OTP' })).not.toBeInTheDocument();
  });

  it('an account awaiting e-mail confirmation gets a new code; the cooldown is explained', async () => {
    const pending = makeListUser({
      uuid: '22222222-2222-4333-8444-555555555555',
      name: 'Rina Pending',
      email: 'rina@x.id',
      status: USER_STATUS.PENDING_VERIFICATION,
    });
    let n = 0;
    const api = setup({
      [apiPath('admin/users/list.php')]: { data: page([pending]) },
      [apiPath('admin/users/detail.php')]: { data: detailOf(pending) },
      [apiPath('admin/users/resend-otp.php')]: () => {
        n += 1;
        return { data: { email: 'rina@x.id' } };
      },
    });
    // The second answer is the cooldown's 429 with data.wait_time (mockApi's error envelope carries no data).
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith(apiPath('admin/users/resend-otp.php')) && n >= 1) {
        n += 1;
        return new Response(
          JSON.stringify({ status: 'error', code: 'RATE_LIMITED', message: 'x', data: { wait_time: 25 } }),
          { status: 429 },
        );
      }
      return base(input, init);
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Rina Pending' }));
    const sheet = await screen.findByRole('dialog', { name: 'Detail Pengguna' });
    await user.click(within(sheet).getByRole('button', { name: 'Kirim Ulang Kode OTP' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/users/resend-otp.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/users/resend-otp.php'))[0].body).toMatchObject({ uuid: pending.uuid });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kode OTP baru dikirim ke rina@x.id.' })),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Kirim Ulang Kode OTP' }));
    await waitFor(() => expect(n).toBe(2));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Tunggu 25 detik sebelum mengirim ulang kode.' }),
      ),
    );
  });
});
