import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { UNVERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const EMAIL = 'baru@contoh.co.id';

function backend(routes: Record<string, TMockHandler> = {}) {
  let verified = false;
  return mockApi({
    [apiPath('users/profile.php')]: () => (verified ? { data: UNVERIFIED_PROFILE() } : unauthenticated),
    [apiPath('auth/verify-otp.php')]: () => {
      verified = true;
      return { data: { user: UNVERIFIED_PROFILE().user } };
    },
    [apiPath('auth/resend-otp.php')]: { data: { wait_time: 45, cooldown_seconds: 45 } },
    ...routes,
  });
}

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('verify-otp page', () => {
  it('has a one-time-code input (numeric keyboard) and validates 6 digits', async () => {
    const api = backend();
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    const input = await screen.findByLabelText(/^Kode OTP/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(new RegExp(EMAIL))).toBeInTheDocument();
    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode OTP harus 6 digit')).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/verify-otp.php'))).toHaveLength(0);
  });

  it('success reloads the profile and lands on /dashboard', async () => {
    const api = backend();
    const user = setupUser();
    const app = renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    await user.type(await screen.findByLabelText(/^Kode OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(api.callsTo(apiPath('auth/verify-otp.php'))[0].body).toEqual({
      email: EMAIL,
      otp: '123456',
      csrf_token: 'csrf-test-token',
    });
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
  });

  it('resend waits 30 s by default, then uses the server wait_time and toasts', async () => {
    const api = backend();
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    const waiting = await screen.findByRole('button', { name: 'Kirim ulang dalam 30 detik' });
    expect(waiting).toBeDisabled();
    await tick(10_000);
    // The wait started when the page mounted, up to a second before "30" was read (the fake clock
    // follows real time): ten seconds later it reads 20, or 19 on a busy machine.
    expect(screen.getByRole('button', { name: /^Kirim ulang dalam (19|20) detik$/ })).toBeDisabled();
    await tick(20_000);
    const resend = screen.getByRole('button', { name: 'Kirim ulang kode' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Kirim ulang dalam 45 detik' })).toBeDisabled();
    expect(api.callsTo(apiPath('auth/resend-otp.php'))[0].body).toEqual({
      email: EMAIL,
      csrf_token: 'csrf-test-token',
    });
    expect(vi.mocked(toast).mock.calls.at(-1)?.[0]).toMatchObject({
      title: 'Kode OTP telah dikirim ke email Anda',
      variant: 'success',
    });
  });

  it('the resend toast is in the current language; cooldown_seconds is used when wait_time is absent', async () => {
    await i18n.changeLanguage('en');
    backend({ [apiPath('auth/resend-otp.php')]: { data: { cooldown_seconds: 12 } } });
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    await screen.findByRole('button', { name: 'Resend in 30 seconds' });
    await tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 12 seconds' })).toBeDisabled();
    expect(vi.mocked(toast).mock.calls.at(-1)?.[0]).toMatchObject({ title: 'OTP code has been sent to your email' });
  });

  it('without an e-mail in the state it asks get-user-by-uuid and waits what the server says', async () => {
    const api = backend({
      [apiPath('auth/get-user-by-uuid.php')]: {
        data: { user: { uuid: 'u-9', email: EMAIL, status: 'pending_verification' }, wait_time: 7 },
      },
    });
    renderApp('/verify-otp/u-9');
    expect(await screen.findByText(new RegExp(EMAIL))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim ulang dalam 7 detik' })).toBeDisabled();
    expect(api.callsTo(apiPath('auth/get-user-by-uuid.php'))[0].body).toEqual({
      uuid: 'u-9',
      csrf_token: 'csrf-test-token',
    });
  });

  it('a link for an unknown or confirmed account explains itself and links to login', async () => {
    backend({ [apiPath('auth/get-user-by-uuid.php')]: { status: 404, error: { code: 'NOT_FOUND' } } });
    renderApp('/verify-otp/u-unknown');
    expect(await screen.findByText(/Tautan verifikasi tidak valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman login' })).toHaveAttribute('href', '/login');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a rate-limited resend waits the Retry-After time', async () => {
    backend({
      [apiPath('auth/resend-otp.php')]: {
        status: 429,
        error: { code: 'RATE_LIMITED' },
        headers: { 'Retry-After': '90' },
      },
    });
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    await screen.findByRole('button', { name: 'Kirim ulang dalam 30 detik' });
    await tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    expect(await screen.findByRole('button', { name: 'Kirim ulang dalam 90 detik' })).toBeDisabled();
  });
});

describe('verify-otp page: wrong codes and a mistyped address', () => {
  it('a wrong code marks the field (aria-invalid, message with the tries left); a resend clears it', async () => {
    let tries = 5;
    const api = backend({
      [apiPath('auth/verify-otp.php')]: () => ({
        status: 422,
        error: { code: 'OTP_INVALID' },
        data: { attempts_left: --tries },
      }),
      [apiPath('auth/resend-otp.php')]: { data: { wait_time: 30, cooldown_seconds: 30 } },
    });
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    const input = await screen.findByLabelText(/^Kode OTP/);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode OTP salah. Sisa percobaan: 4.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Kode OTP salah. Sisa percobaan: 4.');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode OTP salah. Sisa percobaan: 3.')).toBeInTheDocument();
    // Said on the field, not also in a toast on top of the page.
    await tick(100);
    // (Only this page's own answers count: a late toast of an earlier test's rate limit may still land.)
    const toasts = vi.mocked(toast).mock.calls.map(([t]) => `${String(t.title)} ${String(t.description ?? '')}`);
    expect(toasts.filter((text) => /OTP/.test(text))).toEqual([]);

    await tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    await waitFor(() => expect(api.callsTo(apiPath('auth/resend-otp.php'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/Sisa percobaan/)).toBeNull());
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveValue('');
  });

  it('too many tries says a new code is needed, in English too', async () => {
    backend({
      [apiPath('auth/verify-otp.php')]: { status: 429, error: { code: 'OTP_TOO_MANY' }, data: { attempts_left: 0 } },
    });
    await i18n.changeLanguage('en');
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    await user.type(await screen.findByLabelText(/^OTP code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Too many tries. This code is no longer valid; send a new one.'),
    ).toBeInTheDocument();
  });

  it("'Salah email? Ubah alamat email' moves the account to the new address and shows it", async () => {
    const api = backend({
      [apiPath('auth/change-pending-email.php')]: {
        data: { uuid: 'u-1', email: 'benar@contoh.co.id', otp_sent: true },
      },
    });
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    expect(await screen.findByText('Salah email?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ubah alamat email' }));
    const newEmail = await screen.findByLabelText(/^Email baru/);
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('auth/change-pending-email.php'))).toHaveLength(0);
    await user.type(newEmail, 'benar@contoh.co.id');
    await user.type(screen.getByLabelText(/^Password/), 'Rahasia123!');
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    await waitFor(() =>
      expect(api.callsTo(apiPath('auth/change-pending-email.php'))[0]?.body).toEqual({
        uuid: 'u-1',
        password: 'Rahasia123!',
        new_email: 'benar@contoh.co.id',
        csrf_token: 'csrf-test-token',
      }),
    );
    expect(await screen.findByText(/benar@contoh\.co\.id\. Kode berlaku/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email baru/)).toBeNull();
    // The resend now goes to the new address.
    await tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    await waitFor(() =>
      expect(api.callsTo(apiPath('auth/resend-otp.php'))[0]?.body).toMatchObject({ email: 'benar@contoh.co.id' }),
    );
  });

  it('a wrong password or a taken address lands on its field', async () => {
    let answer: TMockHandler = { status: 401, error: { code: 'INVALID_CREDENTIALS' } };
    backend({ [apiPath('auth/change-pending-email.php')]: () => answer as never });
    const user = setupUser();
    renderApp('/verify-otp/u-1', { state: { email: EMAIL } });
    await user.click(await screen.findByRole('button', { name: 'Ubah alamat email' }));
    await user.type(await screen.findByLabelText(/^Email baru/), 'lain@contoh.co.id');
    await user.type(screen.getByLabelText(/^Password/), 'salah');
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    expect(await screen.findByText('Password tidak sesuai.')).toBeInTheDocument();
    answer = { status: 409, error: { code: 'EMAIL_TAKEN' } };
    await user.click(screen.getByRole('button', { name: 'Simpan dan kirim kode' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email baru/)).toHaveAttribute('aria-invalid', 'true'));
  });
});
