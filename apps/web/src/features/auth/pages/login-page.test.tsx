import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE, UNVERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { TURNSTILE_SCRIPT_URL } from '../lib/load-turnstile';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const NO_CAPTCHA = { data: { turnstile_site_key: null } };

/** Profile: anonymous until the login call succeeded, then the given profile. */
function backend(profile: () => unknown, login: TMockHandler, extra: Record<string, TMockHandler> = {}) {
  let loggedIn = false;
  return mockApi({
    [apiPath('users/profile.php')]: () => (loggedIn ? { data: profile() } : unauthenticated),
    [apiPath('system/public-config.php')]: NO_CAPTCHA,
    [apiPath('auth/login.php')]: async (req) => {
      const reply = typeof login === 'function' ? await login(req) : login;
      const d = reply.data as {
        requires_otp_verification?: boolean;
        requires_mfa?: boolean;
        requires_login_code?: boolean;
      };
      if (!reply.error && !d.requires_otp_verification && !d.requires_mfa && !d.requires_login_code) loggedIn = true;
      return reply;
    },
    ...extra,
  });
}

const FLAGS = { requires_otp_verification: false, requires_mfa: false, requires_login_code: false };
const loginOk = (role: 'user' | 'admin' = 'user') => ({
  data: { user: { uuid: 'u-1', email: 'budi@contoh.co.id', status: 'active', role }, ...FLAGS },
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  return user;
}

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.turnstile;
  document.head.querySelectorAll('script[src^="https://challenges.cloudflare.com"]').forEach((s) => s.remove());
});

describe('login page', () => {
  it('validates required fields and the e-mail format in Indonesian, without calling the server', async () => {
    const api = backend(UNVERIFIED_PROFILE, loginOk());
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(screen.getAllByText('Field ini wajib diisi')).toHaveLength(2);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'login-email-error');
    await user.type(email, 'budi@contoh');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByText('Format email tidak valid')).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/login.php'))).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    backend(UNVERIFIED_PROFILE, loginOk());
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to register and forgot password', async () => {
    backend(UNVERIFIED_PROFILE, loginOk());
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('an unconfirmed account goes to /verify-otp/{uuid} with its e-mail', async () => {
    const api = backend(UNVERIFIED_PROFILE, {
      data: {
        user: { uuid: 'pending-uuid', email: 'baru@contoh.co.id', status: 'pending_verification', role: 'user' },
        ...FLAGS,
        requires_otp_verification: true,
      },
    });
    const app = renderApp('/login');
    await fillAndSubmit('baru@contoh.co.id', 'rahasia123');
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp/pending-uuid'));
    expect(app.location().state).toEqual({ email: 'baru@contoh.co.id' });
    const [call] = api.callsTo(apiPath('auth/login.php'));
    expect(call.body).toEqual({
      email: 'baru@contoh.co.id',
      password: 'rahasia123',
      turnstileToken: null,
      csrf_token: 'csrf-test-token',
    });
    expect(call.headers['X-CSRF-Token']).toBe('csrf-test-token');
  });

  it('success loads the profile and lands on the remembered origin', async () => {
    const api = backend(UNVERIFIED_PROFILE, loginOk());
    const app = renderApp('/login', { state: { from: '/guide', fromProtected: true } });
    await fillAndSubmit('budi@contoh.co.id', 'rahasia123');
    await waitFor(() => expect(app.location().pathname).toBe('/guide'));
    expect(api.callsTo(apiPath('users/profile.php')).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Panduan' })).toBeInTheDocument();
  });

  it('a remembered foreign URL is ignored: the user lands on /dashboard', async () => {
    backend(UNVERIFIED_PROFILE, loginOk());
    const app = renderApp('/login', { state: { from: 'https://evil.example/x', fromProtected: true } });
    await fillAndSubmit('budi@contoh.co.id', 'rahasia123');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it('an admin lands on /admin/dashboard', async () => {
    backend(ADMIN_PROFILE, loginOk('admin'));
    const app = renderApp('/login');
    await fillAndSubmit('admin@portal.test', 'rahasia123');
    await waitFor(() => expect(app.location().pathname).toBe('/admin/dashboard'));
  });

  it('a wrong password shows the catalogue toast and stays on /login', async () => {
    backend(UNVERIFIED_PROFILE, {
      status: 401,
      error: { code: 'INVALID_CREDENTIALS', message: 'Login gagal: email atau password tidak sesuai.' },
    });
    const app = renderApp('/login');
    await fillAndSubmit('budi@contoh.co.id', 'salah-sekali');
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(app.location().pathname).toBe('/login');
  });

  it('with a Turnstile site key: loads the script, waits for the token and sends it as turnstileToken', async () => {
    let captured: ((token: string) => void) | undefined;
    window.turnstile = {
      render: (_el, opts) => {
        captured = opts.callback;
        return 'widget-1';
      },
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const api = backend(UNVERIFIED_PROFILE, loginOk(), {
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: 'site-key-1' } },
    });
    renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Masuk' });
    await waitFor(() => expect(submit).toBeDisabled());
    await waitFor(() => expect(captured).toBeDefined());
    captured!('turnstile-token');
    await waitFor(() => expect(submit).toBeEnabled());
    await fillAndSubmit('budi@contoh.co.id', 'rahasia123');
    await waitFor(() => expect(api.callsTo(apiPath('auth/login.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('auth/login.php'))[0].body).toMatchObject({ turnstileToken: 'turnstile-token' });
  });

  it('inserts the Turnstile script only when a site key is configured', async () => {
    const append = vi.spyOn(document.head, 'appendChild');
    backend(UNVERIFIED_PROFILE, loginOk(), {
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: 'site-key-1' } },
    });
    renderApp('/login');
    await waitFor(() =>
      expect(
        append.mock.calls.some(
          ([node]) => node instanceof HTMLScriptElement && node.src.startsWith(TURNSTILE_SCRIPT_URL),
        ),
      ).toBe(true),
    );
    // The test environment cannot fetch it: the page says so instead of hanging.
    expect(await screen.findByText(/Verifikasi keamanan gagal dimuat/)).toBeInTheDocument();
  });

  it('no site key: no widget and no script', async () => {
    const append = vi.spyOn(document.head, 'appendChild');
    backend(UNVERIFIED_PROFILE, loginOk());
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(append.mock.calls.some(([node]) => node instanceof HTMLScriptElement)).toBe(false);
  });

  it('an account with the second factor shows one code field, then verify-mfa.php completes the sign-in', async () => {
    let verified = false;
    const api = mockApi({
      [apiPath('users/profile.php')]: () => (verified ? { data: ADMIN_PROFILE() } : unauthenticated),
      [apiPath('system/public-config.php')]: NO_CAPTCHA,
      [apiPath('auth/login.php')]: {
        data: {
          user: { uuid: 'a-1', email: 'admin@portal.test', status: 'verified', role: 'admin' },
          ...FLAGS,
          requires_mfa: true,
        },
      },
      [apiPath('auth/verify-mfa.php')]: () => {
        verified = true;
        return { data: { user: ADMIN_PROFILE().user } };
      },
    });
    const app = renderApp('/login');
    const user = await fillAndSubmit('admin@portal.test', 'rahasia-admin-panjang');
    const code = await screen.findByLabelText(/^Kode verifikasi/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(screen.getByText('Field ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/verify-mfa.php'))).toHaveLength(0);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(app.location().pathname).toBe('/admin/dashboard'));
    expect(api.callsTo(apiPath('auth/verify-mfa.php'))[0].body).toMatchObject({ code: '123456' });
  });

  it('an expired challenge goes back to the password step', async () => {
    mockApi({
      [apiPath('users/profile.php')]: unauthenticated,
      [apiPath('system/public-config.php')]: NO_CAPTCHA,
      [apiPath('auth/login.php')]: {
        data: {
          user: { uuid: 'a-1', email: 'admin@portal.test', status: 'verified', role: 'admin' },
          ...FLAGS,
          requires_mfa: true,
        },
      },
      [apiPath('auth/verify-mfa.php')]: {
        status: 401,
        error: { code: 'LOGIN_CHALLENGE_EXPIRED', message: 'Waktu verifikasi login habis. Silakan login kembali.' },
      },
    });
    renderApp('/login');
    const user = await fillAndSubmit('admin@portal.test', 'rahasia-admin-panjang');
    await user.type(await screen.findByLabelText(/^Kode verifikasi/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('an account that saw many failed sign-ins asks for the mailed login code and sends it along', async () => {
    let asked = 0;
    const api = backend(UNVERIFIED_PROFILE, () => {
      asked += 1;
      return asked === 1 ? { data: { user: null, ...FLAGS, requires_login_code: true } } : loginOk();
    });
    const app = renderApp('/login');
    const user = await fillAndSubmit('budi@contoh.co.id', 'rahasia123');
    const field = await screen.findByLabelText(/^Kode login/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(api.callsTo(apiPath('auth/login.php'))[1].body).toMatchObject({ login_code: '654321' });
  });
});
