import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, LANGUAGE_STORAGE_KEY } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.unstubAllGlobals());

describe('settings', () => {
  it("after login the theme comes from the user's saved preference", async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: makeProfile({ theme_preference: 'dark' }) } });
    renderApp('/settings');
    expect(await screen.findByRole('radio', { name: 'Gelap' })).toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('changing the theme applies at once and saves it; changing the language persists it', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile({ theme_preference: 'dark' }) },
      [apiPath('users/update-settings.php')]: (req) => ({ data: { theme_preference: req.body?.theme_preference } }),
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'Terang' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    await waitFor(() => expect(api.callsTo(apiPath('users/update-settings.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('users/update-settings.php'))[0].body).toMatchObject({ theme_preference: 'light' });

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });
});

describe('settings: change password', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
    await user.type(await screen.findByLabelText(/^Password Saat Ini/), current);
    await user.type(screen.getByLabelText(/^Password Baru/), next);
    await user.type(screen.getByLabelText(/^Konfirmasi Password Baru/), confirm);
    await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
  };

  it('validates with the contract: length and confirmation; nothing is sent', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile() },
      [apiPath('users/change-password.php')]: { data: { other_sessions_ended: 0 } },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await fill(user, 'lama12345', 'pendek', 'lain');
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Password tidak cocok')).toBeInTheDocument();
    expect(api.callsTo(apiPath('users/change-password.php'))).toHaveLength(0);
  });

  it('a wrong current password shows on its field and keeps the entries', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile() },
      [apiPath('users/change-password.php')]: {
        status: 422,
        error: { code: 'VALIDATION_FAILED', errors: { current_password: ['validation.currentPasswordWrong'] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await fill(user, 'salah12345', 'rahasiaBaru1');
    const message = await screen.findByText('Password saat ini salah');
    expect(message).toHaveAttribute('id', 'settings-current_password-error');
    expect(screen.getByLabelText(/^Password Saat Ini/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password Baru/)).toHaveValue('rahasiaBaru1');
  });

  it('success: the form resets and a toast says the other sessions were ended', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: makeProfile() },
      [apiPath('users/change-password.php')]: { data: { other_sessions_ended: 2 } },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await fill(user, 'lama12345', 'rahasiaBaru1');
    await waitFor(() => expect(api.callsTo(apiPath('users/change-password.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('users/change-password.php'))[0].body).toEqual({
      current_password: 'lama12345',
      password: 'rahasiaBaru1',
      password_confirmation: 'rahasiaBaru1',
      csrf_token: 'csrf-test-token',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Password Saat Ini/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Password Baru/)).toHaveValue('');
    expect(vi.mocked(toast)).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'success', description: expect.stringContaining('sesi lain telah diakhiri') }),
    );
  });
});
