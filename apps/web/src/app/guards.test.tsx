import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE, UNVERIFIED_PROFILE, VERIFIED_PROFILE, makeProfile } from './testing/fixtures';
import { mockApi, unauthenticated } from './testing/mock-api';
import { renderApp } from './testing/render-app';
import { certificateList } from '@/app/testing/fixtures';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => <button type="button">bell</button> }));

const certificates = (total: number) => ({ data: certificateList(total) });
const toastTexts = () => vi.mocked(toast).mock.calls.map(([input]) => `${input.title} | ${input.description ?? ''}`);

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('guards', () => {
  it('anonymous on /dashboard → /login (replace, origin remembered), no toast on a first visit', async () => {
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/dashboard');
    expect(screen.getByText('Memuat aplikasi, mohon tunggu sebentar...')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toEqual({ from: '/dashboard', fromProtected: true });
    expect(await screen.findByRole('heading', { name: 'Masuk ke PORTAL BSKI' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('a user in /admin → /error with status 403 and the access-denied text', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.location().pathname).toBe('/error'));
    expect(app.location().state).toEqual({ status: 403 });
    expect(await screen.findByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
  });

  it('the admin guard shows its own loading text', async () => {
    mockApi({ [apiPath('users/profile.php')]: () => new Promise(() => {}) });
    renderApp('/admin');
    expect(screen.getByText('Memverifikasi Akses Admin...')).toBeInTheDocument();
  });

  it('anonymous in /admin → /login', async () => {
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/admin/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toMatchObject({ from: '/admin/dashboard' });
  });

  it.each(['/', '/dashboard'])('an admin on %s → /admin/dashboard with the admin sidebar', async (path) => {
    mockApi({ [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() } });
    const app = renderApp(path);
    await waitFor(() => expect(app.location().pathname).toBe('/admin/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    expect(nav).toHaveTextContent('Manajemen Pengguna');
    // The page may render a tick after the shell under load: wait for it rather than race it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeInTheDocument();
  });

  it('a finance administrator sees only the entries of their role; a screen of another role answers 403', async () => {
    const finance = makeProfile({ role: 'admin', name: 'Rina Keuangan', admin_roles: ['finance'] }, null);
    mockApi({
      [apiPath('users/profile.php')]: { data: finance },
      [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    });
    const app = renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    for (const shown of [
      'Dashboard Admin',
      'Manajemen Transaksi',
      'Verifikasi Pembayaran',
      'Kalkulator SBU',
      'Log Audit',
    ])
      expect(nav).toHaveTextContent(shown);
    for (const hidden of ['Manajemen Pengguna', 'Manajemen Perusahaan', 'Manajemen Permohonan', 'Daftar SBU Terbit'])
      expect(nav).not.toHaveTextContent(hidden);

    app.unmount();

    const other = renderApp('/admin/companies');
    await waitFor(() => expect(other.location().pathname).toBe('/error'));
    expect(other.location().state).toEqual({ status: 403 });
    expect(await screen.findByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument();
  });

  it('an unverified user on /company → /dashboard with the verification toast', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const app = renderApp('/company');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(toastTexts()).toEqual([
      'Verifikasi Diperlukan | Untuk mengakses halaman ini, dokumen perusahaan Anda perlu diverifikasi dan disetujui admin.',
    ]);
  });

  it('a verified user opens /company; the certificate check decides the Sertifikat menu', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/list.php')]: certificates(2),
    });
    const app = renderApp('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Perusahaan' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/company');
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    await waitFor(() => expect(nav).toHaveTextContent('Sertifikat'));
    expect(nav).not.toHaveTextContent('Dokumen Registrasi');
    expect(api.callsTo(apiPath('certificates/list.php'))).toHaveLength(1);
  });

  it('a failed certificate check means no Sertifikat menu and no toast', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('certificates/list.php')]: { status: 500, error: { code: 'INTERNAL' } },
    });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    await waitFor(() => expect(nav).toHaveTextContent('Transaksi'));
    expect(nav).not.toHaveTextContent('Sertifikat');
    expect(toast).not.toHaveBeenCalled();
  });

  it('an unverified user: certificates are never asked; the menu shows only the allowed items', async () => {
    const api = mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Profil Pimpinan', 'Dokumen Registrasi', 'Panduan', 'Daftar Sub Bidang']);
    expect(api.callsTo(apiPath('certificates/list.php'))).toHaveLength(0);
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Dashboard');
  });

  it('/settings is reachable by an unverified user (its menu item is not)', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const app = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/settings');
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).not.toHaveTextContent('Pengaturan');
  });

  it.each([
    ['a user', UNVERIFIED_PROFILE, '/dashboard'],
    ['an admin', ADMIN_PROFILE, '/admin/dashboard'],
  ])('%s on /login is sent to %s', async (_who, profile, target) => {
    mockApi({ [apiPath('users/profile.php')]: { data: profile() } });
    const app = renderApp('/login');
    await waitFor(() => expect(app.location().pathname).toBe(target));
  });

  it.each(['/register', '/forgot-password', '/reset-password/abcdefghijklmnopqrstuvwxyz', '/verify-otp/x'])(
    'a logged-in user on %s is sent to the dashboard',
    async (path) => {
      mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    },
  );

  it('any other profile failure also clears the session (→ /login), with the catalogue toast', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { status: 500, error: { code: 'INTERNAL' } },
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/guide');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    // The catalogue's toast comes from the error layer, which loads on the first failure.
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
  });

  it('public pages need no login', async () => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    const app = renderApp('/sertifikat/3f1c-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Sertifikat' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/sertifikat/3f1c-uuid');
  });

  it('an unknown path shows the not-found page (anonymous: public frame; logged in: inside the shell)', async () => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    const anon = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeInTheDocument();
    expect(anon.location().pathname).toBe('/no/such/page');
    anon.unmount();

    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
  });

  it('an admin whose generated password must change is sent to /settings with the reason, not to the admin dashboard', async () => {
    let mustChange = true;
    const api = mockApi({
      [apiPath('users/profile.php')]: () => ({
        data: makeProfile({ role: 'admin', name: 'Admin Portal', must_change_password: mustChange }, null),
      }),
      [apiPath('users/change-password.php')]: () => {
        mustChange = false;
        return { data: { other_sessions_ended: 0 } };
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/settings'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Ganti password sementara Anda');
    // The theme (a call the server refuses until then) waits; no login-required toast.
    expect(screen.queryByRole('radio', { name: 'Gelap' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    // Other pages lead back here.
    await user.click(screen.getByRole('link', { name: 'Manajemen Pengguna' }));
    await waitFor(() => expect(app.location().pathname).toBe('/settings'));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password Saat Ini/), 'sementara-123');
    await user.type(screen.getByLabelText(/^Password Baru/), 'admin-baru-panjang');
    await user.type(screen.getByLabelText(/^Konfirmasi Password Baru/), 'admin-baru-panjang');
    await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
    await waitFor(() => expect(app.location().pathname).toBe('/admin/dashboard'));
    expect(api.callsTo(apiPath('users/change-password.php'))).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeInTheDocument();
  });

  it('English: the notice is translated', async () => {
    await i18n.changeLanguage('en');
    mockApi({ [apiPath('users/profile.php')]: { data: makeProfile({ must_change_password: true }) } });
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/settings'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Change your temporary password');
  });

  it('a session ended elsewhere, found after a reload of the tab → /login with the login-required toast', async () => {
    sessionStorage.setItem('bski.had-session', '1');
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/guide');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(toastTexts()).toEqual([
      'Perlu Login | Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.',
    ]);
    // Shown once: the flag is forgotten with it.
    expect(sessionStorage.getItem('bski.had-session')).toBeNull();
  });

  it('a first anonymous visit stays quiet', async () => {
    sessionStorage.clear();
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/guide');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(toastTexts()).toEqual([]);
  });

  it('a session that ends while logged in → /login with the login-required toast', async () => {
    let loggedIn = true;
    mockApi({
      [apiPath('users/profile.php')]: () => (loggedIn ? { data: UNVERIFIED_PROFILE() } : unauthenticated),
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    const app = renderApp('/guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panduan' })).toBeInTheDocument();
    loggedIn = false;
    // Some call answers 401 (the server ended the session after 1 h idle).
    await act(async () => {
      await app.queryClient
        .fetchQuery({
          queryKey: ['probe'],
          queryFn: async () => {
            const { ApiError } = await import('@/lib/api-client');
            throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' });
          },
          retry: false,
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toEqual({ from: '/guide', fromProtected: true });
    expect(toastTexts()).toEqual([
      'Perlu Login | Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.',
    ]);
  });
});
