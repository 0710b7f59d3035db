import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, LANGUAGE_STORAGE_KEY } from '@portal/contract/constants';
import i18n from '@/i18n';
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
    mockApi({ [API.profile]: { data: makeProfile({ theme_preference: 'dark' }) } });
    renderApp('/settings');
    expect(await screen.findByRole('radio', { name: 'Gelap' })).toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('changing the theme applies at once and saves it; changing the language persists it', async () => {
    const api = mockApi({
      [API.profile]: { data: makeProfile({ theme_preference: 'dark' }) },
      [API.updateSettings]: (req) => ({ data: { theme_preference: req.body?.theme_preference } }),
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'Terang' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    await waitFor(() => expect(api.callsTo(API.updateSettings)).toHaveLength(1));
    expect(api.callsTo(API.updateSettings)[0].body).toMatchObject({ theme_preference: 'light' });

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByText(/Changing your password arrives/)).toBeInTheDocument();
  });
});
