import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, LANGUAGE_STORAGE_KEY } from '@portal/contract/constants';
import i18n from '@/i18n';
import { makeProfile, UNVERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
// The bell and its '9+' badge belong to the notifications feature; the header only mounts it.
vi.mock('@/features/notifications', () => ({
  NotificationBell: () => <button type="button">notification-bell</button>,
}));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('header', () => {
  it('shows the page title, the bell, the language, theme and account menus; skip link and landmarks', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    renderApp('/guide');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Panduan' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'notification-bell' })).toBeInTheDocument();
    const language = within(banner).getByRole('button', { name: 'Pilih bahasa (saat ini: Bahasa Indonesia)' });
    expect(language.querySelector('img')).toHaveAttribute('src', '/assets/flags/id.svg');
    expect(within(banner).getByRole('button', { name: 'Pilih tema (saat ini: Sistem)' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menu akun' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lewati ke konten utama' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi bawah' })).toBeInTheDocument();
    expect(document.title).toBe('Panduan · PORTAL BSKI');
  });

  it('while a generated password must change the bell waits (the server refuses the list); it comes once the password is changed', async () => {
    let mustChange = true;
    mockApi({
      [apiPath('users/profile.php')]: () => ({
        data: makeProfile({ role: 'admin', must_change_password: mustChange }, null),
      }),
    });
    const app = renderApp('/settings');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menu akun' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'notification-bell' })).not.toBeInTheDocument();
    mustChange = false;
    await act(() => app.session.refresh());
    // The same shell, still on /settings: the bell mounts (and starts its polling) now.
    expect(app.location().pathname).toBe('/settings');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'notification-bell' })).toBeInTheDocument();
  });

  it('the language menu switches to English and the choice is kept under localStorage "language"', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const user = userEvent.setup();
    renderApp('/guide');
    await user.click(await screen.findByRole('button', { name: /Pilih bahasa/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('button', { name: /Choose language/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/assets/flags/us.svg',
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('the theme menu applies dark at once and saves it to the server while logged in', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
      [apiPath('users/update-settings.php')]: (req) => ({ data: { theme_preference: req.body?.theme_preference } }),
    });
    const user = userEvent.setup();
    renderApp('/guide');
    await user.click(await screen.findByRole('button', { name: /Pilih tema/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Gelap' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() => expect(api.callsTo(apiPath('users/update-settings.php'))).toHaveLength(1));
    const [call] = api.callsTo(apiPath('users/update-settings.php'));
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ theme_preference: 'dark', csrf_token: 'csrf-test-token' });
    expect(call.headers['X-CSRF-Token']).toBe('csrf-test-token');
  });

  it('the account menu links to profile and settings and logs out to /login, clearing state', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
      [apiPath('auth/logout.php')]: { data: null },
    });
    const user = userEvent.setup();
    const app = renderApp('/guide');
    await user.click(await screen.findByRole('button', { name: 'Menu akun' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Ubah Password' }));
    await waitFor(() => expect(app.location().pathname).toBe('/settings'));

    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Keluar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Masuk ke PORTAL BSKI' })).toBeInTheDocument();
    expect(app.session.getSnapshot().profile).toBeNull();
    // The CSRF token cache was reset: the next state change asks for a fresh token.
    const csrfBefore = api.callsTo(apiPath('auth/csrf-token.php')).length;
    const { apiPost } = await import('@/lib/api-client');
    await apiPost('auth/logout.php', {}).catch(() => undefined);
    expect(api.callsTo(apiPath('auth/csrf-token.php')).length).toBe(csrfBefore + 1);
  });

  it('the hamburger opens the slide-out menu with the sidebar', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    const user = userEvent.setup();
    renderApp('/guide');
    await user.click(await screen.findByRole('button', { name: 'Buka menu navigasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu navigasi' });
    await user.click(within(dialog).getByRole('link', { name: 'Daftar Sub Bidang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar Sub Bidang' })).toBeInTheDocument();
  });
});
