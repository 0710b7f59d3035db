import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

const TOKEN = 'a'.repeat(43);
const backend = (routes: Record<string, TMockHandler>) =>
  mockApi({
    [apiPath('users/profile.php')]: unauthenticated,
    [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    ...routes,
  });

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('validates the e-mail, then always shows the same confirmation', async () => {
    const api = backend({ [apiPath('auth/forgot-password.php')]: { data: null } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Kirim Tautan' }));
    expect(screen.getByText('Kolom ini wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'siapa@contoh.co.id');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    expect(await screen.findByRole('heading', { name: 'Periksa Email Anda' })).toBeInTheDocument();
    expect(screen.getByText(/Jika email tersebut terdaftar/)).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/forgot-password.php'))[0].body).toEqual({
      email: 'siapa@contoh.co.id',
      turnstileToken: null,
      csrf_token: 'csrf-test-token',
    });
  });

  it('a failure (rate limit) is toasted and does not claim success', async () => {
    backend({ [apiPath('auth/forgot-password.php')]: { status: 429, error: { code: 'RATE_LIMITED' } } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'siapa@contoh.co.id');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Periksa Email Anda' })).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('validates with the contract schema (length, match)', async () => {
    const api = backend({ [apiPath('auth/reset-password.php')]: { data: null } });
    const user = userEvent.setup();
    renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Password Baru/), 'pendek');
    await user.type(screen.getByLabelText(/^Konfirmasi Password Baru/), 'lain');
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password Baru/));
    await user.type(screen.getByLabelText(/^Password Baru/), 'rahasia-baru1');
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Password tidak cocok')).toBeInTheDocument();
    expect(api.callsTo(apiPath('auth/reset-password.php'))).toHaveLength(0);
  });

  it('posts token, password, password_confirmation; success → /login with a success toast', async () => {
    const api = backend({ [apiPath('auth/reset-password.php')]: { data: null } });
    const user = userEvent.setup();
    const app = renderApp(`/reset-password/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Password Baru/), 'rahasia-baru1');
    await user.type(screen.getByLabelText(/^Konfirmasi Password Baru/), 'rahasia-baru1');
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo(apiPath('auth/reset-password.php'))[0].body).toEqual({
      token: TOKEN,
      password: 'rahasia-baru1',
      password_confirmation: 'rahasia-baru1',
      csrf_token: 'csrf-test-token',
    });
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({ title: 'Password berhasil diubah', variant: 'success' });
  });
});
