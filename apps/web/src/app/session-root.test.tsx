import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, INACTIVITY_LOGOUT_MS } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ACTIVITY_THROTTLE_MS } from '@/hooks/use-inactivity-timer';
import { feeSchedule, UNVERIFIED_PROFILE } from './testing/fixtures';
import { mockApi } from './testing/mock-api';
import { renderApp } from './testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Waits for the signed-in page, then makes a mouse move the last activity, at a known moment.
 * The hour starts when the session is known, which is before the page's heading shows: on a busy
 * machine that gap is over a second of (advancing) fake time, so a test may not count from the
 * heading. A second later the move is past the activity throttle and restarts the hour.
 */
async function startClockAtActivity() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Panduan' })).toBeInTheDocument();
  await act(async () => {
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
  });
  fireEvent.mouseMove(window);
}

describe('inactivity logout', () => {
  it('logs out after 1 hour without activity and goes to /login with a notice', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
      // The guide's fee examples ask for the schedule; a 404 here would add a warning toast.
      [apiPath('fees/schedule.php')]: { data: feeSchedule() },
      [apiPath('auth/logout.php')]: { data: null },
    });
    const app = renderApp('/guide');
    await startClockAtActivity();

    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1000);
    });
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(0);

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(1);
    expect(vi.mocked(toast).mock.calls.map(([t]) => t.title)).toEqual(['Sesi Berakhir']);
  });

  it('activity keeps the session alive', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() },
      // The guide's fee examples ask for the schedule; a 404 here would add a warning toast.
      [apiPath('fees/schedule.php')]: { data: feeSchedule() },
      [apiPath('auth/logout.php')]: { data: null },
    });
    const app = renderApp('/guide');
    await startClockAtActivity();
    await act(async () => {
      vi.advanceTimersByTime(50 * 60_000);
    });
    fireEvent.keyDown(window, { key: 'a' });
    await act(async () => {
      vi.advanceTimersByTime(50 * 60_000);
    });
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(0);
    expect(app.location().pathname).toBe('/guide');

    // The hour now counts from the key press: 100 minutes after the page opened, 60 after it.
    await act(async () => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(1);
  });

  it('no timer runs for anonymous visitors', async () => {
    const api = mockApi({
      [apiPath('users/profile.php')]: { status: 401, error: { code: 'UNAUTHENTICATED' } },
      [apiPath('system/public-config.php')]: { data: { turnstile_site_key: null } },
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk ke PORTAL BSKI' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS * 2);
    });
    expect(api.callsTo(apiPath('auth/logout.php'))).toHaveLength(0);
  });
});
